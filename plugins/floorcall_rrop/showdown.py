"""A live hand whose cards got mixed with others, and a stud player who lifts his upcards facing a bet.

Past the action threshold Robert's Rules give a fouled hand no money back (RROP-MISDEAL-2): it is dead. A hand whose
cards can all still be told apart is not fouled, and a stud player who picks his upcards up facing a bet has given
up his hand; for these two the book has no rule of its own, and floorcall's defaults apply (FLOORCALL-DEFAULT-13,
FLOORCALL-DEFAULT-14).
"""

from __future__ import annotations

from floorcall_rrop.messages import msg
from floorcall_rulelib.showdown import fouled_hand_rule, upcards_lifted_rule

__all__ = ["RULES", "fouled_hand", "upcards_lifted"]


#: RROP-MISDEAL-2: a fouled hand is dead with no refund; one whose cards can be told apart plays on.
fouled_hand = fouled_hand_rule(
    "RROP-MISDEAL-2#fouled-hand",
    live=(
        ("FLOORCALL-DEFAULT-13",),
        lambda seat: msg(
            "rrop.showdown.fouled_hand.identifiable",
            "Seat {seat}'s cards got mixed with others but can still be told apart: they go back to him and his "
            "hand plays on.",
            seat=seat,
        ),
    ),
    dead=(
        ("RROP-MISDEAL-2",),
        lambda seat: msg(
            "rrop.showdown.fouled_hand.dead",
            "Seat {seat}'s hand is fouled and its cards can no longer be told apart: it is dead, and nothing he put "
            "in comes back.",
            seat=seat,
        ),
    ),
)

#: FLOORCALL-DEFAULT-14: a stud player who picks his upcards up facing a bet has folded.
upcards_lifted = upcards_lifted_rule(
    "FLOORCALL-DEFAULT-14",
    ("FLOORCALL-DEFAULT-14",),
    lambda seat: msg(
        "rrop.showdown.upcards_lifted",
        "Seat {seat} picked his upcards up while facing a bet: he has given up his hand, which is dead.",
        seat=seat,
    ),
)


RULES = (fouled_hand, upcards_lifted)
