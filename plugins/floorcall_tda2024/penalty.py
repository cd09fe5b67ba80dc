"""TDA 2024 rule 71-C with 35-C: a seat on penalty is dealt in and its hand is killed."""

from __future__ import annotations

from floorcall import AnyRemedy, HandView, KillHand, PenaltySeatDealt, PostsBringIn, Ruling, RulingKind
from floorcall.model import Message
from floorcall.rulekit import Rule, brings_in, rule
from floorcall_tda2024.messages import msg

__all__ = ["RULES", "penalty_seat"]


@rule("TDA2024-71C", PenaltySeatDealt)
def penalty_seat(irregularity: PenaltySeatDealt, hand: HandView | None) -> Ruling | None:
    """TDA2024-71C: the penalised seat's hand is killed once dealt, in a redeal too (TDA2024-35C.3).

    His antes and blinds stay in the pot, and in stud a dead upcard that owes the bring-in still posts it.
    """
    seat = irregularity.seat
    redeal = hand is not None and hand.is_redeal
    posts = brings_in(hand) and hand is not None and hand.bring_in_seat == seat and hand.dealing
    remedies: tuple[AnyRemedy, ...] = (KillHand(seat=seat), *((PostsBringIn(seat=seat),) if posts else ()))
    return Ruling(
        kind=RulingKind.DEAD_HAND,
        remedies=remedies,
        citations=("TDA2024-71C", "TDA2024-35C.3") if redeal else ("TDA2024-71C",),
        message=_penalty_message(seat, posts=posts, redeal=redeal),
    )


def _penalty_message(seat: int, *, posts: bool, redeal: bool) -> Message:
    """One whole sentence for each case: the upcard owes the bring-in or not, a redeal or the first deal."""
    if posts and redeal:
        return msg(
            "tda.penalty.bring_in_redeal",
            "Seat {seat} is serving a penalty: he is dealt in, his forced bets stay in the pot and his hand is "
            "killed, though his upcard still owes the bring-in; the misdealt hand and this redeal count as one hand "
            "of the penalty.",
            seat=seat,
        )
    if posts:
        return msg(
            "tda.penalty.bring_in",
            "Seat {seat} is serving a penalty: he is dealt in, his forced bets stay in the pot and his hand is "
            "killed, though his upcard still owes the bring-in.",
            seat=seat,
        )
    if redeal:
        return msg(
            "tda.penalty.redeal",
            "Seat {seat} is serving a penalty: he is dealt in, his forced bets stay in the pot and his hand is "
            "killed; the misdealt hand and this redeal count as one hand of the penalty.",
            seat=seat,
        )
    return msg(
        "tda.penalty.killed",
        "Seat {seat} is serving a penalty: he is dealt in, his forced bets stay in the pot, and his hand is killed.",
        seat=seat,
    )


RULES: tuple[Rule, ...] = (penalty_seat,)
