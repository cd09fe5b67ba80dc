"""Deuce-to-seven lows: the high-hand order turned upside down, with the ace always high.

The ace is always the highest card, so 5-4-3-2-A is an ace-high hand and not a straight; straights and flushes
count, against the hand. The best hand is 7-5-4-3-2 of mixed suits; the lowest category is a straight flush. The
strength is ``9 << 20`` minus the packed high value of the hand with the ace-low straight removed (see
:mod:`floorcall.ranking.high`), so the 7,462 high-hand classes appear again, in reverse order.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Final

from floorcall.cards import Card
from floorcall.ranking._cards import (
    FLUSH_ADD,
    FLUSH_TEST,
    RANK_MASK,
    RANK_SUIT_CODE,
    SUIT_SHIFT,
    checked_total,
)
from floorcall.ranking._tables import BestFiveTable
from floorcall.ranking.high import HIGH_CATEGORIES, HighOrder
from floorcall.ranking.values import (
    CODE_SHIFT,
    HIGH_CARD,
    HandValue,
    best_hand,
    category_code,
    first_field,
    low_category,
)

__all__ = ["deuce_to_seven_low_hand", "deuce_to_seven_low_strength"]

_ORDER: Final = HighOrder(categories=HIGH_CATEGORIES, ace_low_straight=None)
_CEILING: Final = len(HIGH_CATEGORIES) << CODE_SHIFT


def _mixed_five(counts: list[int]) -> int:
    return _CEILING - _ORDER.five(counts)


def _suited_five(counts: list[int]) -> int:
    return _CEILING - _ORDER.flush_five(counts)


_MIXED = BestFiveTable(_mixed_five, preset="deuce_to_seven_mixed")
_SUITED = BestFiveTable(_suited_five, preset="deuce_to_seven_suited")


def _best_five_by_five(cards: Sequence[Card]) -> int:
    # A suit holding five cards: some five-card choices are flushes and others may avoid the flush with the same
    # ranks, so every choice is ranked with its own suits.
    best = 0
    for five in combinations(cards, 5):
        total = sum(RANK_SUIT_CODE[card] for card in five)
        table = _SUITED if ((total >> SUIT_SHIFT) + FLUSH_ADD) & FLUSH_TEST else _MIXED
        best = max(best, table.lookup(total & RANK_MASK))
    return best


def deuce_to_seven_low_strength(cards: Sequence[Card]) -> int:
    """Strength of the best deuce-to-seven low in five to seven cards (ace high; straights and flushes count).

    :param cards: five to seven distinct known cards.
    :returns: the strength, higher is better (7-5-4-3-2 of mixed suits is the highest).
    :raises ValueError: wrong number of cards, an unknown card or joker, or a repeated card.
    """
    total = checked_total(cards, 5, 7, "2-7-low")
    if ((total >> SUIT_SHIFT) + FLUSH_ADD) & FLUSH_TEST:
        return _best_five_by_five(cards)
    key = total & RANK_MASK
    strength = _MIXED.entries.get(key)
    return _MIXED.fill(key) if strength is None else strength


def describe_deuce_to_seven(strength: int) -> tuple[str, bool]:
    """Category of a deuce-to-seven strength (``"7-low"`` ... ``"A-low"`` when unpaired, else the high category)."""
    value = _CEILING - strength
    category = HIGH_CATEGORIES[category_code(value)]
    if category == HIGH_CARD:
        return low_category(first_field(value)), False
    return category, False


def deuce_to_seven_low_hand(cards: Sequence[Card]) -> HandValue:
    """Find the best deuce-to-seven low in five to seven cards, with its category and the five cards that play.

    :param cards: five to seven distinct known cards.
    :returns: the :class:`~floorcall.ranking.values.HandValue`; its strength equals
        :func:`deuce_to_seven_low_strength`.
    :raises ValueError: as :func:`deuce_to_seven_low_strength`.
    """
    checked_total(cards, 5, 7, "2-7-low")
    value = best_hand(combinations(cards, 5), deuce_to_seven_low_strength, describe_deuce_to_seven)
    if value is None:  # pragma: no cover - every five cards make a deuce-to-seven low
        raise AssertionError("no deuce-to-seven low in five cards or more")
    return value
