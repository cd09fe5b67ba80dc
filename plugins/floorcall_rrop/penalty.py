"""A seat serving a penalty that the dealer dealt in (the WSOP tournament redeal rule standing in).

Robert's Rules are written for cash games and say nothing of penalties; the WSOP tournament rules that descend from
them deal a penalised player in and kill his hand (WSOP24T-88b), as TDA2024-71C does.
"""

from __future__ import annotations

from floorcall import AnyRemedy, HandView, KillHand, PenaltySeatDealt, PostsBringIn, Ruling, RulingKind
from floorcall.rulekit import brings_in, rule
from floorcall_rrop.messages import msg

__all__ = ["RULES", "penalty_seat"]


@rule("WSOP24T-88b", PenaltySeatDealt)
def penalty_seat(irregularity: PenaltySeatDealt, hand: HandView | None) -> Ruling | None:
    """WSOP24T-88b: the penalised seat is dealt in and its hand is killed; what it posted stays in the pot.

    In stud a dead upcard that owes the bring-in still posts it, while the deal is under way.
    """
    seat = irregularity.seat
    posts = hand is not None and brings_in(hand) and hand.bring_in_seat == seat and hand.dealing
    remedies: tuple[AnyRemedy, ...] = (KillHand(seat=seat), *((PostsBringIn(seat=seat),) if posts else ()))
    message = (
        msg(
            "rrop.penalty.bring_in",
            "Seat {seat} is serving a penalty: his hand is dead, and his ante and the bring-in his upcard owes stay in "
            "the pot.",
            seat=seat,
        )
        if posts
        else msg(
            "rrop.penalty.dead",
            "Seat {seat} is serving a penalty: his hand is dead, and what he posted stays in the pot.",
            seat=seat,
        )
    )
    return Ruling(kind=RulingKind.DEAD_HAND, remedies=remedies, citations=("WSOP24T-88b",), message=message)


RULES = (penalty_seat,)
