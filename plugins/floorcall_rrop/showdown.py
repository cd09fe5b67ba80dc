"""A showdown under Robert's Rules: who shows first, showing every card, cards speak, a fouled or lifted hand.

Robert's Rules' showdown procedure (the last player to bet or raise on the final round shows first, else the first
to act; a player must show all his cards to win any part of the pot) has no number in the rule catalog, so those
rulings cite floorcall's defaults that follow it (FLOORCALL-DEFAULT-31 to 33). For cards speak and a miscall the
book's WSOP live-action descendant stands in (WSOP24L-275): a tabled hand is read for what it makes, and a miscall
that makes another player muck may cost the miscalled hand the pot, which the floor decides.

A live hand whose cards got mixed with others, and a stud player who lifts his upcards facing a bet.

Past the action threshold Robert's Rules give a fouled hand no money back (RROP-MISDEAL-2): it is dead. A hand whose
cards can all still be told apart is not fouled, and a stud player who picks his upcards up facing a bet has given
up his hand; for these two the book has no rule of its own, and floorcall's defaults apply (FLOORCALL-DEFAULT-13,
FLOORCALL-DEFAULT-14).

In stud a last call that cannot beat the bettor's upcards is given back when pointed out in time
(RROP-ES-STUD-IRR-9).
"""

from __future__ import annotations

from floorcall import (
    HandMiscalled,
    HandView,
    KillHand,
    Option,
    RetrieveMuckedHand,
    Ruling,
    RulingKind,
)
from floorcall.rulekit import Rule, choice
from floorcall_rrop.messages import msg
from floorcall_rulelib.showdown import fouled_hand_rule, upcards_lifted_rule
from floorcall_rulelib.stud import (
    impossible_call_rule,
)
from floorcall_rulelib.tabling import TablingIds, miscall_rule, tabling_rules

ORDER_AND_TABLING = tabling_rules(
    TablingIds(out_of_order="FLOORCALL-DEFAULT-31", refused="FLOORCALL-DEFAULT-32", not_tabled="FLOORCALL-DEFAULT-33")
)
"""The order of show and tabling, the shared procedure (:mod:`floorcall_rulelib.tabling`) with this book's IDs."""


def _misled(irregularity: HandMiscalled, misled: int, hand: HandView | None) -> Ruling:
    """WSOP24L-275: a miscall that made another player muck may make the miscalled hand dead; the floor decides."""
    seat = irregularity.seat
    others = [s for s in hand.live_seats if s != seat] if hand is not None else []
    dead = (KillHand(seat=seat), *((RetrieveMuckedHand(seat=misled),) if irregularity.misled_identifiable else ()))
    options = [Option(name="cards_speak")]
    if others or irregularity.misled_identifiable:
        options.insert(0, Option(name="miscalled_hand_dead", kind=RulingKind.DEAD_HAND, remedies=dead))
    return choice(
        tuple(options),
        ("WSOP24L-275",),
        msg(
            "rrop.miscall.misled",
            "Seat {seat}'s wrong call made seat {misled} muck: the floor decides whether the miscalled hand is dead "
            "(a mucked hand that can still be told apart is given back) or the cards speak as they lie.",
            seat=seat,
            misled=misled,
        ),
    )


#: WSOP24L-275: cards speak; a miscall that made another player muck may make the miscalled hand dead.
hand_miscalled = miscall_rule(
    "WSOP24L-275",
    ("WSOP24L-275",),
    lambda seat: msg(
        "rrop.miscall.cards_speak",
        "Seat {seat} called his hand wrong; the cards on the table are read for what they make, and the call "
        "does not count.",
        seat=seat,
    ),
    _misled,
)


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


#: IRR-9: a last call that cannot win whatever the bettor's hole cards are is void. It must be pointed out before any
#: hand is shown, at the showdown of the last street (``impossible-call-refund``; off, the call stands as in WSOP cash
#: rule 232). The refund is given only when the caller's hand really loses every half to the bettor's upcards with
#: any downcards the caller has not seen.
impossible_call = impossible_call_rule(
    "RROP-ES-STUD-IRR-9",
    True,
    off=(
        ("WSOP24L-232", "RROP-ES-STUD-IRR-9"),
        msg("rrop.play.impossible_call.1", "The call stands: it is not given back."),
    ),
    late=(
        ("RROP-ES-STUD-IRR-9",),
        msg(
            "rrop.play.impossible_call.possible",
            "The call stands: it was not a last call that could not beat the bettor's upcards, pointed out before "
            "any hand was shown.",
        ),
    ),
    refund=(
        ("RROP-ES-STUD-IRR-9",),
        msg(
            "rrop.play.impossible_call.2",
            "The last call could not beat the bettor's board whatever the hole card, and it was pointed out in "
            "time: the caller takes his chips back and is out of the pot.",
        ),
    ),
    only_on_last_street=True,
    verified=True,
)


RULES: tuple[Rule, ...] = (*ORDER_AND_TABLING, hand_miscalled, fouled_hand, upcards_lifted, impossible_call)
