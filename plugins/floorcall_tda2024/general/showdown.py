"""TDA 2024 rules 65-B and 66: a hand whose cards got mixed, and a stud player who lifts his upcards facing action."""

from __future__ import annotations

from floorcall import HandFouled, HandView, Ruling, UpcardsLifted
from floorcall.rulekit import carry_on, dead_hand, rule, stud_game
from floorcall_tda2024.messages import msg

__all__ = ["fouled_hand", "upcards_lifted"]


@rule("TDA2024-65B", HandFouled)
def fouled_hand(irregularity: HandFouled, hand: HandView | None) -> Ruling | None:
    """TDA2024-65B: a hand mixed with other cards stays live when its cards can still be identified; else it is dead."""
    seat = irregularity.seat
    if irregularity.identifiable:
        return carry_on(
            (),
            ("TDA2024-65B",),
            msg(
                "tda.showdown.fouled_hand.identifiable",
                "Seat {seat}'s cards got mixed with others but can still be told apart: they go back to him and his "
                "hand stays live.",
                seat=seat,
            ),
        )
    return dead_hand(
        seat,
        ("TDA2024-65B",),
        msg(
            "tda.showdown.fouled_hand.dead",
            "Seat {seat}'s cards got mixed with others and can no longer be told apart: his hand is dead.",
            seat=seat,
        ),
    )


@rule("TDA2024-66", UpcardsLifted, scope=stud_game)
def upcards_lifted(irregularity: UpcardsLifted, hand: HandView | None) -> Ruling | None:
    """TDA2024-66: a stud player who picks his upcards up while facing action has a dead hand."""
    assert hand is not None
    return dead_hand(
        irregularity.seat,
        ("TDA2024-66",),
        msg(
            "tda.showdown.upcards_lifted",
            "Seat {seat} picked his upcards up while facing a bet: in stud that is a fold, and his hand is dead.",
            seat=irregularity.seat,
        ),
    )
