"""High hands: the best five cards of five to seven, with the standard and the short-deck hand orders.

Standard order, best first: straight flush, four of a kind, full house, flush, straight, three of a kind, two pair,
pair, high card. The ace plays high, or low in the straight 5-4-3-2-A (the lowest straight). Within a category,
hands compare by their grouped ranks (the four, three or pairs first), then by the remaining cards from highest
down; suits never rank a hand.

Short-deck order (36 cards, six to ace): the same except that a flush beats a full house; three of a kind still
loses to a straight, as in PHH's short-deck hold'em and PokerKit. The ace also plays low in 9-8-7-6-A, the lowest
short-deck straight.

Strengths are packed (see :mod:`floorcall.ranking.values`): the category code (0 for high card up to 8 for a
straight flush), then the ranks of the groups, most significant first; a straight keeps only its top card.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Final

from floorcall.cards import Card
from floorcall.ranking._cards import (
    FLUSH_ADD,
    FLUSH_TEST,
    RANK_MASK,
    SUIT_SHIFT,
    checked_total,
    flush_suit,
    suited_rank_key,
)
from floorcall.ranking._tables import BestFiveTable
from floorcall.ranking.values import (
    FLUSH,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    HIGH_CARD,
    PAIR,
    SHAPES,
    STRAIGHT,
    STRAIGHT_FLUSH,
    THREE_OF_A_KIND,
    TWO_PAIR,
    HandValue,
    best_hand,
    category_code,
    first_field,
    groups,
    pack,
)

__all__ = [
    "HIGH_CATEGORIES",
    "SHORT_DECK_CATEGORIES",
    "high_hand",
    "high_strength",
    "short_deck_high_hand",
    "short_deck_high_strength",
]

#: High-hand categories from worst to best; a category's position is its code in packed strengths.
HIGH_CATEGORIES: Final = (
    HIGH_CARD,
    PAIR,
    TWO_PAIR,
    THREE_OF_A_KIND,
    STRAIGHT,
    FLUSH,
    FULL_HOUSE,
    FOUR_OF_A_KIND,
    STRAIGHT_FLUSH,
)
#: Short-deck categories from worst to best: a flush beats a full house.
SHORT_DECK_CATEGORIES: Final = (
    HIGH_CARD,
    PAIR,
    TWO_PAIR,
    THREE_OF_A_KIND,
    STRAIGHT,
    FULL_HOUSE,
    FLUSH,
    FOUR_OF_A_KIND,
    STRAIGHT_FLUSH,
)
_SHORT_DECK_RANK_KEYS: Final = 5**4  # rank keys below this hold deuces to fives


@dataclass(frozen=True, slots=True)
class HighOrder:
    """A high-hand order: which category beats which, and which straight the ace plays low in.

    :param categories: category names from worst to best.
    :param ace_low_straight: ranks of the straight in which the ace plays low, highest first with the ace as 14
        (``(14, 5, 4, 3, 2)``), or ``None`` when the ace never plays low (deuce-to-seven).
    """

    categories: tuple[str, ...]
    ace_low_straight: tuple[int, ...] | None

    def straight_top(self, ranks: Sequence[int]) -> int:
        """Top rank of the straight formed by five distinct ranks given highest first, 0 when they form none."""
        if ranks[0] - ranks[4] == 4:
            return ranks[0]
        if tuple(ranks) == self.ace_low_straight:
            return ranks[1]
        return 0

    def five(self, counts: list[int]) -> int:
        """Strength of five cards of mixed suits, given their rank counts (deuce first)."""
        shape, ranks = groups(counts, ace_low=False)
        category = SHAPES[shape]
        if category == HIGH_CARD:
            top = self.straight_top(ranks)
            if top:
                return pack(self.categories.index(STRAIGHT), (top,))
        return pack(self.categories.index(category), ranks)

    def flush_five(self, counts: list[int]) -> int:
        """Strength of five cards of one suit, given their rank counts (all 0 or 1)."""
        _, ranks = groups(counts, ace_low=False)
        top = self.straight_top(ranks)
        if top:
            return pack(self.categories.index(STRAIGHT_FLUSH), (top,))
        return pack(self.categories.index(FLUSH), ranks)

    def describe(self, strength: int) -> tuple[str, bool]:
        """Category of a strength, and whether the ace plays low in it (the ace-low straight or straight flush)."""
        category = self.categories[category_code(strength)]
        ace_low = (
            category in (STRAIGHT, STRAIGHT_FLUSH)
            and self.ace_low_straight is not None
            and first_field(strength) == self.ace_low_straight[1]
        )
        return category, ace_low


STANDARD_ORDER: Final = HighOrder(categories=HIGH_CATEGORIES, ace_low_straight=(14, 5, 4, 3, 2))
SHORT_DECK_ORDER: Final = HighOrder(categories=SHORT_DECK_CATEGORIES, ace_low_straight=(14, 9, 8, 7, 6))

#: Standard strengths of mixed-suit and one-suit rank multisets (shared with the hole-and-board evaluator).
STANDARD_MIXED: Final = BestFiveTable(STANDARD_ORDER.five, preset="high_mixed")
STANDARD_SUITED: Final = BestFiveTable(STANDARD_ORDER.flush_five, preset="high_suited")
_SHORT = BestFiveTable(SHORT_DECK_ORDER.five)
_SHORT_FLUSHES = BestFiveTable(SHORT_DECK_ORDER.flush_five)


def _best_of_pool(total: int, cards: Sequence[Card], mixed: BestFiveTable, flushes: BestFiveTable) -> int:
    # Up to seven cards, a suit holding five leaves at most two other cards: no full house or four of a kind is
    # possible beside it, so the best flush is the best hand (in either order).
    if ((total >> SUIT_SHIFT) + FLUSH_ADD) & FLUSH_TEST:
        return flushes.lookup(suited_rank_key(cards, flush_suit(total)))
    key = total & RANK_MASK
    strength = mixed.entries.get(key)
    return mixed.fill(key) if strength is None else strength


def high_strength(cards: Sequence[Card]) -> int:
    """Strength of the best five-card high hand in five to seven cards (standard order).

    :param cards: five to seven distinct known cards (hole cards and board together).
    :returns: the packed strength, higher is better (see the module docstring).
    :raises ValueError: wrong number of cards, an unknown card or joker, or a repeated card.
    """
    return _best_of_pool(checked_total(cards, 5, 7, "high"), cards, STANDARD_MIXED, STANDARD_SUITED)


def short_deck_high_strength(cards: Sequence[Card]) -> int:
    """Strength of the best five-card high hand in five to seven short-deck cards (a flush beats a full house).

    :param cards: five to seven distinct known cards, six to ace.
    :returns: the packed strength, higher is better.
    :raises ValueError: wrong number of cards, an unknown card or joker, a repeated card, or a deuce to five.
    """
    total = checked_total(cards, 5, 7, "short-deck-high")
    if (total & RANK_MASK) % _SHORT_DECK_RANK_KEYS:
        low = next(card for card in cards if card.rank < 6)
        raise ValueError(f"the short-deck high evaluator takes sixes to aces only, got {low.value}")
    return _best_of_pool(total, cards, _SHORT, _SHORT_FLUSHES)


def _choose(cards: Sequence[Card], strength_of: Callable[[Sequence[Card]], int], order: HighOrder) -> HandValue:
    value = best_hand(combinations(cards, 5), strength_of, order.describe)
    if value is None:  # pragma: no cover - every five cards make a high hand
        raise AssertionError("no high hand in five cards or more")
    return value


def high_hand(cards: Sequence[Card]) -> HandValue:
    """Find the best five-card high hand in five to seven cards, with its category and the cards that play.

    :param cards: five to seven distinct known cards.
    :returns: the :class:`~floorcall.ranking.values.HandValue`; its strength equals :func:`high_strength`.
    :raises ValueError: as :func:`high_strength`.
    """
    checked_total(cards, 5, 7, "high")
    return _choose(cards, high_strength, STANDARD_ORDER)


def short_deck_high_hand(cards: Sequence[Card]) -> HandValue:
    """Find the best short-deck high hand in five to seven cards, with its category and the cards that play.

    :param cards: five to seven distinct known cards, six to ace.
    :returns: the :class:`~floorcall.ranking.values.HandValue`; its strength equals
        :func:`short_deck_high_strength`.
    :raises ValueError: as :func:`short_deck_high_strength`.
    """
    short_deck_high_strength(cards)
    return _choose(cards, short_deck_high_strength, SHORT_DECK_ORDER)
