"""The physical effect of an irregular event: where its card lies while the rulebook rules on it.

The event's handler picks the effect and the ruling applies it after logging the ruling and before the remedies
(:func:`floorcall._engine.rulings.irregular`), so the remedies find the card where it went at the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from floorcall._engine.deck import Zone
from floorcall._engine.placing import deal, place

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState
    from floorcall.cards import Card

__all__ = ["Effect", "burn", "deal_as_dealt", "set_aside", "skip_burn_then_board", "skip_burn_then_deal", "turn_board"]

Effect = Callable[["HandState"], None]


def set_aside(card: Card) -> Effect:
    """The card came off the stub and is set aside until the ruling says where it goes."""

    def effect(hand: HandState) -> None:
        hand.tracker.take(card, Zone.ASIDE)

    return effect


def deal_as_dealt(seat: int, card: Card, face_up: bool) -> Effect:
    """The card lies where it was dealt: in the due seat's slot, with another seat, or aside if nobody sits there."""

    def effect(hand: HandState) -> None:
        due = hand.cursor.due_seat()
        if seat == due:
            deal(hand, seat, card, face_up)
        elif seat in hand.seats:
            place(hand, seat, card, face_up)
        else:
            hand.tracker.take(card, Zone.ASIDE)

    return effect


def skip_burn_then_deal(seat: int, card: Card, face_up: bool) -> Effect:
    """A card was dealt where a burn was due: the burn is skipped and the card lies where it was dealt."""
    placed = deal_as_dealt(seat, card, face_up)

    def effect(hand: HandState) -> None:
        hand.cursor.burned()
        placed(hand)

    return effect


def turn_board(card: Card) -> Effect:
    """The card was turned on the board as the next board card."""

    def effect(hand: HandState) -> None:
        hand.tracker.turn(card)
        hand.cursor.turned()

    return effect


def skip_burn_then_board(card: Card) -> Effect:
    """A board card was turned where a burn was due."""

    def effect(hand: HandState) -> None:
        hand.cursor.burned()
        turn_board(card)(hand)

    return effect


def burn(card: Card) -> Effect:
    """A burn nobody expected: the card is with the burns."""

    def effect(hand: HandState) -> None:
        hand.tracker.burn(card)

    return effect
