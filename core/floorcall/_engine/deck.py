"""Where every card of a hand is: the stub, a seat's downcards or upcards, the board, the burns, the muck, discards.

The tracker is the only writer of its records: the board and the burns in the order they came out, the discards of
each draw, the zone of every known card and the stub's size and known order. The engine's parts and the remedies
call its methods.

The tracker knows the stub's size always and its order only when the engine shuffled it itself (simulation). Known
cards are tracked one place each; unknown cards (``??``) only count against the stub. A card that appears while it
is already somewhere other than the stub is a duplicate (a fouled deck); a card the game's deck does not contain is
non-standard. Both are reported, never raised: the ruling decides what happens.
"""

from __future__ import annotations

import random
from enum import IntEnum
from typing import Final

from floorcall._mechanics.random_draws import randrange_of
from floorcall.cards import Card, DeckSpec

__all__ = ["CardTracker", "Zone"]


class Zone(IntEnum):
    """Where a card is."""

    STUB = 0
    DOWN = 1
    UP = 2
    BOARD = 3
    BURN = 4
    MUCK = 5
    DISCARD = 6
    ASIDE = 7
    """Set aside by a ruling (a premature card waiting for a reshuffle)."""


_UNKNOWN: Final = Card.UNKNOWN  # a global: reading a member off the enum class costs ~30 times more


class CardTracker:
    """The cards of one hand and where each is.

    :param deck: the game's deck.
    :param order: the stub's order, top card last, when the engine dealt from its own shuffle; None when cards come
        from outside (a live table, a hand history).
    """

    __slots__ = ("_order", "board", "burns", "deck", "discards", "members", "stub", "where")

    def __init__(self, deck: DeckSpec, order: list[Card] | None = None) -> None:
        self.deck = deck
        self.members = frozenset(deck.cards)
        self.where: dict[Card, tuple[Zone, int]] = {}
        self.stub = deck.size
        self._order = order
        self.board: list[Card] = []
        """The board cards, in the order turned."""
        self.burns: list[Card] = []
        """The burns, in the order burned (``??`` where unknown)."""
        self.discards: list[list[Card]] = []
        """Cards discarded in each draw of the hand so far, one list per draw (``??`` where unknown)."""

    def problem(self, card: Card) -> str | None:
        """Why ``card`` cannot come off the stub now: ``"duplicate"``, ``"non-standard"``, or None when it can."""
        if card is _UNKNOWN:
            return None
        if card not in self.members:
            return "non-standard"
        if card in self.where:
            return "duplicate"
        return None

    def take(self, card: Card, zone: Zone, seat: int = 0) -> None:
        """Take a card off the stub into a zone (``seat`` for downcards and upcards); unknown cards are only counted.

        A non-standard card still leaves the stub: it was physically in the deck.
        """
        self.stub -= 1
        if card is not _UNKNOWN:
            self.where[card] = (zone, seat)
        order = self._order
        if order:
            if order[-1] is card:
                order.pop()
            elif card in order:
                order.remove(card)

    def move(self, card: Card, zone: Zone, seat: int = 0) -> None:
        """Move a known card that is out of the stub to another zone (unknown cards are not tracked)."""
        if card is not _UNKNOWN:
            self.where[card] = (zone, seat)

    def back_to_stub(self, card: Card, rng: random.Random) -> None:
        """Return a card to the stub (a reshuffle); with a known order it is shuffled in at random."""
        self.where.pop(card, None)
        self.stub += 1
        order = self._order
        if order is not None and card is not _UNKNOWN:
            order.insert(randrange_of(rng, len(order) + 1), card)

    def to_top(self, card: Card) -> None:
        """Put a card that never left the stub for real back on its top (the dealer passed a seat over)."""
        self.where.pop(card, None)
        self.stub += 1
        if self._order is not None and card.is_known:
            self._order.append(card)

    def set_stub(self, size: int) -> None:
        """The stub holds ``size`` cards now (a hand history's reshuffle, counted from the cards in play)."""
        self.stub = size

    def add_to_stub(self, count: int) -> None:
        """``count`` unknown cards join the stub (a reshuffle of cards nobody saw)."""
        self.stub += count

    # -- the board, the burns and the discards ----------------------------------------------------------------------

    def turn(self, card: Card) -> None:
        """Turn a card off the stub as the next board card."""
        self.take(card, Zone.BOARD)
        self.board.append(card)

    def burn(self, card: Card) -> None:
        """Burn a card off the stub."""
        self.take(card, Zone.BURN)
        self.burns.append(card)

    def to_burns(self, card: Card) -> None:
        """Put a card that is already out of the stub with the burns."""
        self.move(card, Zone.BURN)
        self.burns.append(card)

    def unburn(self) -> Card:
        """Take the last burn off the burns (the caller says where it goes) and return it."""
        return self.burns.pop()

    def board_to_muck(self) -> Card:
        """Take the last board card off the board into the muck and return it."""
        card = self.board.pop()
        self.move(card, Zone.MUCK)
        return card

    def leave_board(self, card: Card) -> None:
        """Take a card off the board (the caller says where it goes); nothing when it is not there."""
        if card in self.board:
            self.board.remove(card)

    def board_to_stub(self, card: Card, rng: random.Random) -> None:
        """Take a board card back into the stub at random."""
        self.board.remove(card)
        self.back_to_stub(card, rng)

    def swap_board(self, card: Card, replacement: Card) -> None:
        """Put ``replacement`` (already out of the stub) on the board in ``card``'s place; ``card`` leaves it."""
        self.board[self.board.index(card)] = replacement
        self.move(replacement, Zone.BOARD)

    def open_draw(self) -> int:
        """Start the discards of a new draw; returns the draw's number (1 for the hand's first)."""
        self.discards.append([])
        return len(self.discards)

    def to_discards(self, card: Card, draw: int) -> None:
        """A held card goes to the discards of the current draw (``draw`` its number)."""
        self.move(card, Zone.DISCARD, draw)
        self.discards[-1].append(card)

    def undiscard(self, card: Card, seat: int) -> None:
        """A card of the current draw's discards goes back to ``seat``'s downcards."""
        self.move(card, Zone.DOWN, seat)
        self.discards[-1].remove(card)

    def zone_of(self, card: Card) -> tuple[Zone, int]:
        """Where a known card is: (zone, seat); the stub when it has not come out."""
        return self.where.get(card, (Zone.STUB, 0))

    @property
    def top(self) -> Card:
        """The top card of the stub when the engine knows the order (simulation); ``??`` otherwise."""
        return self._order[-1] if self._order else _UNKNOWN

    def cards_in(self, zone: Zone) -> list[Card]:
        """Known cards in a zone."""
        return [card for card, (z, _) in self.where.items() if z is zone]
