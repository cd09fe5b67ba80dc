"""TDA 2024 rules 65-B and 66: a hand whose cards got mixed, and a stud player who lifts his upcards facing action."""

from __future__ import annotations

from floorcall.model import Message
from floorcall_rulelib.showdown import fouled_hand_rule, upcards_lifted_rule
from floorcall_tda2024.messages import msg

__all__ = ["fouled_hand", "upcards_lifted"]


def _live(seat: int) -> Message:
    return msg(
        "tda.showdown.fouled_hand.identifiable",
        "Seat {seat}'s cards got mixed with others but can still be told apart: they go back to him and his "
        "hand stays live.",
        seat=seat,
    )


def _dead(seat: int) -> Message:
    return msg(
        "tda.showdown.fouled_hand.dead",
        "Seat {seat}'s cards got mixed with others and can no longer be told apart: his hand is dead.",
        seat=seat,
    )


#: TDA2024-65B: a hand mixed with other cards stays live when its cards can still be identified; else it is dead.
fouled_hand = fouled_hand_rule("TDA2024-65B", live=(("TDA2024-65B",), _live), dead=(("TDA2024-65B",), _dead))

#: TDA2024-66: a stud player who picks his upcards up while facing action has a dead hand.
upcards_lifted = upcards_lifted_rule(
    "TDA2024-66",
    ("TDA2024-66",),
    lambda seat: msg(
        "tda.showdown.upcards_lifted",
        "Seat {seat} picked his upcards up while facing a bet: in stud that is a fold, and his hand is dead.",
        seat=seat,
    ),
)
