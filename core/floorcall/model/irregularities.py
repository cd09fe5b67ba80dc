"""Irregularities: what departed from the procedure, built by the engine or reported by the dealer or floor.

They are their own tagged union, separate from the events that produced them. Each names the facts a rulebook needs
to rule (the seat, the card, the street, whether the initial deal was still going on); the engine fills them in.
"""

from __future__ import annotations

from enum import StrEnum

import msgspec

from floorcall.cards import Card
from floorcall.model.types import Chips, SeatNumber, Street

__all__ = [
    "ActionOutOfTurn",
    "AnyIrregularity",
    "BoxedCardFound",
    "BurnOutOfSequence",
    "CardToWrongSeat",
    "DeckFouled",
    "DowncardExposed",
    "FoulReason",
    "Irregularity",
    "NonStandardCard",
    "PrematureCard",
    "UpcardDealtDown",
    "WagerIncorrect",
]


class Irregularity(msgspec.Struct, frozen=True, kw_only=True, tag_field="kind"):
    """Base of every irregularity (never used on its own, never in a union)."""


class DowncardExposed(Irregularity, frozen=True, kw_only=True, tag="downcard_exposed"):
    """A card due face down was dealt (or flashed) face up.

    :param seat: the seat the card went to.
    :param card: the exposed card.
    :param street: the street being dealt.
    :param initial_deal: True while the cards before the first betting round were being dealt.
    :param position: which card of the seat's hand it is, 1 for the first card dealt to him this hand.
    """

    seat: SeatNumber
    card: Card = Card.UNKNOWN
    street: Street
    initial_deal: bool = False
    position: int = 0


class UpcardDealtDown(Irregularity, frozen=True, kw_only=True, tag="upcard_dealt_down"):
    """A card due face up was dealt face down (a stud seat left without a door card, for example)."""

    seat: SeatNumber
    street: Street
    initial_deal: bool = False


class CardToWrongSeat(Irregularity, frozen=True, kw_only=True, tag="card_to_wrong_seat"):
    """A card went to a seat other than the one due.

    :param seat: the seat that received it.
    :param expected_seat: the seat that was due the card.
    :param first_card: True when it was the very first card of the deal.
    :param entitled: False when the receiving seat is not entitled to a hand at all (empty, or not dealt in).
    """

    seat: SeatNumber
    expected_seat: SeatNumber
    card: Card = Card.UNKNOWN
    street: Street
    first_card: bool = False
    entitled: bool = True


class PrematureCard(Irregularity, frozen=True, kw_only=True, tag="premature_card"):
    """A card of the next street was dealt before the current betting round was over.

    :param seat: the seat it went to, or None for a board card.
    :param street: the street whose betting was still going on.
    """

    card: Card = Card.UNKNOWN
    seat: SeatNumber | None = None
    street: Street


class ActionOutOfTurn(Irregularity, frozen=True, kw_only=True, tag="action_out_of_turn"):
    """A player acted while another seat was due to act.

    :param action: ``"fold"``, ``"check_call"``, ``"bet_raise_to"`` or ``"bring_in"``.
    :param amount: the "to" total of a bet or raise.
    """

    seat: SeatNumber
    expected_seat: SeatNumber
    action: str
    amount: Chips | None = None
    street: Street


class WagerIncorrect(Irregularity, frozen=True, kw_only=True, tag="wager_incorrect"):
    """A player acting in turn made a wager the betting structure does not allow (the reason says why)."""

    seat: SeatNumber
    action: str
    amount: Chips | None = None
    reason: str
    street: Street


class FoulReason(StrEnum):
    """Why a deck is fouled."""

    DUPLICATE = "duplicate"
    HOUSE = "house"


class DeckFouled(Irregularity, frozen=True, kw_only=True, tag="deck_fouled"):
    """The deck is fouled: a card appeared twice, or a house-defined condition (a card with a different back).

    :param card: the duplicated card, when the reason is a duplicate.
    :param detail: the house condition, or where the card already was.
    """

    reason: FoulReason
    card: Card = Card.UNKNOWN
    detail: str = ""


class NonStandardCard(Irregularity, frozen=True, kw_only=True, tag="non_standard_card"):
    """A card that the game's deck does not contain (a joker, a deuce in a short deck) was dealt."""

    card: Card
    seat: SeatNumber | None = None
    street: Street


class BoxedCardFound(Irregularity, frozen=True, kw_only=True, tag="boxed_card_found"):
    """Cards found face up inside the deck while dealing.

    :param count: how many boxed cards have been found in this deal.
    :param initial_deal: True when found during the initial deal.
    """

    count: int = 1
    card: Card = Card.UNKNOWN
    initial_deal: bool = True


class BurnOutOfSequence(Irregularity, frozen=True, kw_only=True, tag="burn_out_of_sequence"):
    """A burn was skipped (a card was dealt where a burn was due) or a card was burned where none was due.

    :param missed: True when the burn was skipped, False for a burn too many.
    """

    street: Street
    missed: bool
    card: Card = Card.UNKNOWN


AnyIrregularity = (
    DowncardExposed
    | UpcardDealtDown
    | CardToWrongSeat
    | PrematureCard
    | ActionOutOfTurn
    | WagerIncorrect
    | DeckFouled
    | NonStandardCard
    | BoxedCardFound
    | BurnOutOfSequence
)
