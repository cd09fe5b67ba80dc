"""Ace-to-five lows: the plain low (pairs count) and the eight-or-better qualified low.

Ace-to-five order: the ace is the lowest card, straights and flushes do not count, and the best hand is
5-4-3-2-A. Any hand without a pair beats any paired hand; then one pair beats two pair, which beats three of a
kind, a full house and four of a kind in that order. Unpaired hands compare their highest cards first (the lower
wins), then the next, and so on; paired hands compare the rank of the pair (or trips, or four) first, then the
remaining cards from the highest down.

The eight-or-better low is the same order restricted to five different ranks, all eight or lower (the ace counts
as one). A pool of cards that holds no such five has no low: the functions return ``None``.

Strengths are packed as in :mod:`floorcall.ranking.values`: code 5 for no pair down to 0 for four of a kind, then
the ranks of the groups most significant first, each stored as ``14 - rank`` (ace 13, king 1) so that a lower
card packs higher.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Final

from floorcall.cards import Card
from floorcall.ranking._cards import RANK_MASK, checked_total
from floorcall.ranking._tables import BestFiveTable
from floorcall.ranking.values import (
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    HIGH_CARD,
    PAIR,
    SHAPES,
    THREE_OF_A_KIND,
    TWO_PAIR,
    HandValue,
    best_hand,
    category_code,
    first_field,
    groups,
    low_category,
    pack,
)

__all__ = [
    "ace_to_five_low_hand",
    "ace_to_five_low_strength",
    "eight_or_better_low_hand",
    "eight_or_better_low_strength",
]

#: Code of each ace-to-five category in packed strengths (higher is better).
_CODES: Final[dict[str, int]] = {
    HIGH_CARD: 5,
    PAIR: 4,
    TWO_PAIR: 3,
    THREE_OF_A_KIND: 2,
    FULL_HOUSE: 1,
    FOUR_OF_A_KIND: 0,
}
_NAMES: Final[dict[int, str]] = {code: name for name, code in _CODES.items()}
#: Every unpaired low whose highest card is an eight or lower packs at least this high.
EIGHT_OR_BETTER_FLOOR: Final = pack(_CODES[HIGH_CARD], (14 - 8,))


def ace_to_five_five(counts: list[int]) -> int:
    """Ace-to-five strength of five cards, given their rank counts (deuce first, ace last)."""
    shape, ranks = groups(counts, ace_low=True)
    return pack(_CODES[SHAPES[shape]], [14 - rank for rank in ranks])


def describe_low(strength: int) -> tuple[str, bool]:
    """Category of an ace-to-five strength (``"7-low"``, ``"pair"``...); the ace always plays low."""
    code = category_code(strength)
    if code == _CODES[HIGH_CARD]:
        return low_category(14 - first_field(strength)), True
    return _NAMES[code], True


_ACE_TO_FIVE = BestFiveTable(ace_to_five_five, preset="ace_to_five")


def ace_to_five_low_strength(cards: Sequence[Card]) -> int:
    """Strength of the best ace-to-five low in five to seven cards (pairs count, straights and flushes do not).

    :param cards: five to seven distinct known cards.
    :returns: the packed strength, higher is better (a lower hand is stronger).
    :raises ValueError: wrong number of cards, an unknown card or joker, or a repeated card.
    """
    key = checked_total(cards, 5, 7, "a5-low") & RANK_MASK
    strength = _ACE_TO_FIVE.entries.get(key)
    return _ACE_TO_FIVE.fill(key) if strength is None else strength


def eight_or_better_low_strength(cards: Sequence[Card]) -> int | None:
    """Strength of the best eight-or-better low in five to seven cards, or ``None`` when there is none.

    The best such low is the best ace-to-five low of the cards whenever that one qualifies: five different ranks
    all eight or lower, the ace counting as one.

    :param cards: five to seven distinct known cards.
    :returns: the packed strength (the same number :func:`ace_to_five_low_strength` gives), or ``None``.
    :raises ValueError: wrong number of cards, an unknown card or joker, or a repeated card.
    """
    key = checked_total(cards, 5, 7, "8-or-better-low") & RANK_MASK
    strength = _ACE_TO_FIVE.entries.get(key)
    if strength is None:
        strength = _ACE_TO_FIVE.fill(key)
    return strength if strength >= EIGHT_OR_BETTER_FLOOR else None


def ace_to_five_low_hand(cards: Sequence[Card]) -> HandValue:
    """Find the best ace-to-five low in five to seven cards, with its category and the five cards that play.

    :param cards: five to seven distinct known cards.
    :returns: the :class:`~floorcall.ranking.values.HandValue`; its strength equals
        :func:`ace_to_five_low_strength`.
    :raises ValueError: as :func:`ace_to_five_low_strength`.
    """
    checked_total(cards, 5, 7, "a5-low")
    value = best_hand(combinations(cards, 5), ace_to_five_low_strength, describe_low)
    if value is None:  # pragma: no cover - every five cards make an ace-to-five low
        raise AssertionError("no ace-to-five low in five cards or more")
    return value


def eight_or_better_low_hand(cards: Sequence[Card]) -> HandValue | None:
    """Find the best eight-or-better low in five to seven cards, or ``None`` when the cards hold none.

    :param cards: five to seven distinct known cards.
    :returns: the :class:`~floorcall.ranking.values.HandValue` (category ``"5-low"`` to ``"8-low"``) or ``None``.
    :raises ValueError: as :func:`eight_or_better_low_strength`.
    """
    checked_total(cards, 5, 7, "8-or-better-low")
    return best_hand(combinations(cards, 5), eight_or_better_low_strength, describe_low)
