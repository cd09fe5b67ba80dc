"""Remedies: the operations a ruling orders and the engine applies to the hand.

Each remedy is a frozen, tagged Struct whose tag is its wire name (``plays_as_upcard``); the tags are the remedy
names used by the worked cases. The engine's meaning of each is in its docstring.
"""

from __future__ import annotations

import msgspec

from floorcall.cards import Card
from floorcall.model.types import SeatNumber

__all__ = [
    "AnyRemedy",
    "BackUpAction",
    "BetStands",
    "CardToBurn",
    "DealSeatLastNextRound",
    "DiscardExposedCard",
    "KillHand",
    "NextCardDown",
    "PlaysAsUpcard",
    "RedealExact",
    "Remedy",
    "ReplaceFromStub",
    "ReturnAllChips",
    "SkipSeatNextRound",
]


class Remedy(msgspec.Struct, frozen=True, kw_only=True, tag_field="kind"):
    """Base of every remedy (never used on its own, never in a union)."""


class PlaysAsUpcard(Remedy, frozen=True, kw_only=True, tag="plays_as_upcard"):
    """The seat's exposed downcard stays with him and counts as an upcard from now on."""

    seat: SeatNumber


class NextCardDown(Remedy, frozen=True, kw_only=True, tag="next_card_down"):
    """The next card the seat would get face up this street comes face down instead."""

    seat: SeatNumber


class SkipSeatNextRound(Remedy, frozen=True, kw_only=True, tag="skip_seat_next_round"):
    """The seat gets no card in the next round of dealing (he already holds it)."""

    seat: SeatNumber


class DealSeatLastNextRound(Remedy, frozen=True, kw_only=True, tag="deal_seat_last_next_round"):
    """In the next round of upcards the seat is passed over and gets the last card of the round."""

    seat: SeatNumber


class KillHand(Remedy, frozen=True, kw_only=True, tag="kill_hand"):
    """The seat's hand is dead: its cards go to the muck, the chips it put in stay in the pot."""

    seat: SeatNumber


class ReplaceFromStub(Remedy, frozen=True, kw_only=True, tag="replace_from_stub"):
    """The seat's last card is taken away (to the muck, or as the next burn with :class:`CardToBurn`).

    The seat is then dealt a replacement from the stub, with the face the procedure wanted: at once, or after the
    current round of dealing when ``after_round`` is set.
    """

    seat: SeatNumber
    after_round: bool = False


class CardToBurn(Remedy, frozen=True, kw_only=True, tag="card_to_burn"):
    """The card goes to the burns and serves as the next burn, so the next street is dealt without another burn."""

    card: Card


class DiscardExposedCard(Remedy, frozen=True, kw_only=True, tag="discard_exposed_card"):
    """The exposed card is dead: it goes to the muck and is never dealt."""

    card: Card


class BackUpAction(Remedy, frozen=True, kw_only=True, tag="back_up_action"):
    """An action taken out of turn is taken back (its chips return) and the turn goes back to the right seat."""

    seat: SeatNumber


class BetStands(Remedy, frozen=True, kw_only=True, tag="bet_stands"):
    """An action taken before its turn stands as if made in turn; the players skipped lose nothing they can claim."""

    seat: SeatNumber


class ReturnAllChips(Remedy, frozen=True, kw_only=True, tag="return_all_chips"):
    """Every chip of the hand (antes, blinds, bets) goes back to whoever put it in."""


class RedealExact(Remedy, frozen=True, kw_only=True, tag="redeal_exact"):
    """The cards come back and the hand is dealt again as an exact repeat: same button, seats and level."""


AnyRemedy = (
    PlaysAsUpcard
    | NextCardDown
    | SkipSeatNextRound
    | DealSeatLastNextRound
    | KillHand
    | ReplaceFromStub
    | CardToBurn
    | DiscardExposedCard
    | BackUpAction
    | BetStands
    | ReturnAllChips
    | RedealExact
)
