"""The physical moves of cards that several parts of the engine make.

A card dealt into the due slot, a burn, a hand to the muck: each keeps the seat, the card tracker and the deal
cursor in step, through their methods.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from floorcall._engine.deck import Zone

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState
    from floorcall._mechanics.seats import SeatHand
    from floorcall.cards import Card

__all__ = ["burn", "deal", "muck", "place"]

# globals for the hot path: reading a member off an enum class costs ~30 times more on Python 3.11
_UP: Final = Zone.UP
_DOWN: Final = Zone.DOWN
_MUCK: Final = Zone.MUCK


def deal(hand: HandState, seat: int, card: Card, face_up: bool) -> None:
    """Put a card in the due seat's slot of the deal queue, face up or down as dealt."""
    held = hand.seats[seat]
    cursor = hand.cursor
    if held.next_down and not face_up and cursor.queue[cursor.pos][1]:
        held.owe_down(False)
    hand.tracker.take(card, _UP if face_up else _DOWN, seat)
    held.receive(card, face_up)
    cursor.dealt()


def place(hand: HandState, seat: int, card: Card, face_up: bool) -> None:
    """A card off the stub lies with ``seat`` (not in a slot of the deal: a card the seat was not due)."""
    hand.tracker.take(card, _UP if face_up else _DOWN, seat)
    hand.seats[seat].receive(card, face_up)


def burn(hand: HandState, card: Card) -> None:
    """The street's burn comes off the stub."""
    hand.tracker.burn(card)
    hand.cursor.burned()


def muck(hand: HandState, held: SeatHand) -> None:
    """Send a seat's cards to the muck (a fold or a killed hand); the seat keeps them in its record."""
    tracker = hand.tracker
    for card in held.cards:
        tracker.move(card, _MUCK)
