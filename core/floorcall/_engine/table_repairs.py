"""How the engine carries out the remedies that correct the table a hand is dealt at: the button and the stakes.

A misplaced button is corrected either in this hand, which is then dealt again with the button at its proper seat
(every chip back first, so the blinds the wrong seats posted go home and the right seats post them in the redeal),
or for the next hand, which the session then deals with the button where the ruling puts it. A hand dealt at the
stakes of a level that had already ended is dealt again at the new level's. :mod:`floorcall.remedying` registers
these handlers with the others; each runs inside :meth:`Hand.apply`'s all-or-nothing envelope.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from floorcall._engine.settlement import finish, return_all_chips
from floorcall.errors import refused
from floorcall.model.expectations import HandOutcome
from floorcall.model.irregularities import AnyIrregularity
from floorcall.model.remedies import ButtonNextHand, RedealAtStakes, RedealWithButton
from floorcall.model.types import MAX_SEATS

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState as Hand

__all__ = ["TABLE_HANDLERS"]


def _button_seat(hand: Hand, seat: int, remedy: str) -> None:
    if hand.started.table.button is None:
        raise refused(
            "engine.table_repairs.hand_dealt_without_button",
            "{remedy}: this hand is dealt without a button",
            remedy=remedy,
        )
    if not 1 <= seat <= MAX_SEATS:
        raise refused(
            "engine.table_repairs.seat_exist_seats",
            "{remedy}: seat {seat} does not exist (seats 1 to {max_seat})",
            remedy=remedy,
            seat=seat,
            max_seat=MAX_SEATS,
        )


def _redeal_with_button(hand: Hand, remedy: RedealWithButton, irregularity: AnyIrregularity) -> None:
    """Every chip back, and the hand ends as a misdeal whose redeal has the button at the proper seat."""
    _button_seat(hand, remedy.button, "redeal_with_button")
    hand.next_deal.button_for_redeal(remedy.button)
    return_all_chips(hand)
    finish(hand, HandOutcome.MISDEAL)


def _redeal_at_stakes(hand: Hand, remedy: RedealAtStakes, irregularity: AnyIrregularity) -> None:
    """Every chip back, and the hand ends as a misdeal whose redeal is at the stakes of the level in force."""
    if bool(remedy.stakes.blinds) != bool(hand.started.stakes.blinds):
        raise refused(
            "engine.table_repairs.redeal_at_stakes_new_stakes_do",
            "redeal_at_stakes: the new stakes do not fit this game's forced bets",
        )
    hand.next_deal.stakes_for_redeal(remedy.stakes)
    return_all_chips(hand)
    finish(hand, HandOutcome.MISDEAL)


def _button_next_hand(hand: Hand, remedy: ButtonNextHand, irregularity: AnyIrregularity) -> None:
    """The hand goes on; the next hand's button is placed at the seat named."""
    _button_seat(hand, remedy.button, "button_next_hand")
    hand.next_deal.button_next_hand(remedy.button)


TABLE_HANDLERS: dict[type, Callable[[Hand, object, AnyIrregularity], None]] = {
    RedealWithButton: _redeal_with_button,  # type: ignore[dict-item]
    RedealAtStakes: _redeal_at_stakes,  # type: ignore[dict-item]
    ButtonNextHand: _button_next_hand,  # type: ignore[dict-item]
}
