"""Hands made of exactly two hole cards and exactly three board cards (the Omaha rule), high and eight-or-better.

Every pair of hole cards is tried with every three board cards; the hand is the best of those five-card
combinations, ranked as a standard high hand (:mod:`floorcall.ranking.high`) or as an eight-or-better low
(:mod:`floorcall.ranking.lows`). Any number of hole cards from two up is accepted (four, five, six...), and three
to five board cards. Strengths are the same numbers the five-card evaluators give for the chosen five cards.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations
from typing import Final

from floorcall.cards import SUITED, Card
from floorcall.ranking._cards import (
    FLUSH_ADD,
    FLUSH_TEST,
    RANK_MASK,
    RANK_SUIT_CODE,
    SUIT_SHIFT,
    checked_total,
    low_rank,
)
from floorcall.ranking.high import STANDARD_MIXED, STANDARD_ORDER, STANDARD_SUITED, high_strength
from floorcall.ranking.lows import describe_low, eight_or_better_low_strength
from floorcall.ranking.values import HandValue, best_hand, pack

__all__ = [
    "omaha_eight_or_better_low_hand",
    "omaha_eight_or_better_low_strength",
    "omaha_high_hand",
    "omaha_high_strength",
]

#: Bit of each card's rank among the ranks that can make an eight-or-better low (ace bit 0 ... eight bit 7).
_LOW_BIT: Final[dict[Card, int]] = {card: 1 << (low_rank(card) - 1) if low_rank(card) <= 8 else 0 for card in SUITED}
#: Eight-or-better strength of each set of five low ranks, as a mask of :data:`_LOW_BIT` bits.
_LOW_BY_MASK: Final[dict[int, int]] = {
    mask: pack(5, [14 - rank for rank in range(8, 0, -1) if mask >> (rank - 1) & 1])
    for mask in range(256)
    if mask.bit_count() == 5
}


def _check(hole: Sequence[Card], board: Sequence[Card], evaluator: str) -> None:
    if len(hole) < 2:
        raise ValueError(f"the {evaluator} evaluator takes two hole cards or more, got {len(hole)}")
    if not 3 <= len(board) <= 5:
        raise ValueError(f"the {evaluator} evaluator takes three to five board cards, got {len(board)}")
    count = len(hole) + len(board)
    checked_total((*hole, *board), count, count, evaluator)


def _choices(hole: Sequence[Card], board: Sequence[Card]) -> Iterator[tuple[Card, ...]]:
    return (pair + three for pair in combinations(hole, 2) for three in combinations(board, 3))


def omaha_high_strength(hole: Sequence[Card], board: Sequence[Card]) -> int:
    """Strength of the best high hand using exactly two hole cards and exactly three board cards.

    :param hole: two or more distinct known hole cards.
    :param board: three to five distinct known board cards.
    :returns: the standard packed high strength of the best such five (as :func:`~floorcall.ranking.high_strength`).
    :raises ValueError: too few hole cards, a wrong number of board cards, an unknown card or joker, or a card that
        appears twice (in the hole, on the board, or in both).
    """
    _check(hole, board, "omaha-high")
    pairs = [RANK_SUIT_CODE[first] + RANK_SUIT_CODE[second] for first, second in combinations(hole, 2)]
    threes = [sum(RANK_SUIT_CODE[card] for card in three) for three in combinations(board, 3)]
    mixed = STANDARD_MIXED.entries
    best = 0
    for three in threes:
        for pair in pairs:
            total = three + pair
            key = total & RANK_MASK
            if ((total >> SUIT_SHIFT) + FLUSH_ADD) & FLUSH_TEST:
                strength = STANDARD_SUITED.lookup(key)
            else:
                strength = mixed.get(key) or STANDARD_MIXED.fill(key)
            if strength > best:
                best = strength
    return best


def omaha_eight_or_better_low_strength(hole: Sequence[Card], board: Sequence[Card]) -> int | None:
    """Strength of the best eight-or-better low using exactly two hole and exactly three board cards, or ``None``.

    :param hole: two or more distinct known hole cards.
    :param board: three to five distinct known board cards.
    :returns: the packed low strength (as :func:`~floorcall.ranking.eight_or_better_low_strength` gives for the
        chosen five), or ``None`` when no such five cards make an eight-or-better low.
    :raises ValueError: as :func:`omaha_high_strength`.
    """
    _check(hole, board, "omaha-8-or-better-low")
    hole_bits = [_LOW_BIT[card] for card in hole]
    board_bits = [_LOW_BIT[card] for card in board]
    # Keep only choices of different low ranks: a high card adds no bit and a paired rank adds one bit for two.
    pairs = {mask for mask in (a | b for a, b in combinations(hole_bits, 2)) if mask.bit_count() == 2}
    threes = {mask for mask in (a | b | c for a, b, c in combinations(board_bits, 3)) if mask.bit_count() == 3}
    # For five different low ranks, a lower mask is a better low (the highest rank decides first).
    best = min((pair | three for pair in pairs for three in threes if not pair & three), default=0)
    return _LOW_BY_MASK[best] if best else None


def omaha_high_hand(hole: Sequence[Card], board: Sequence[Card]) -> HandValue:
    """Find the best high hand using exactly two hole and three board cards, with its category and its five cards.

    :param hole: two or more distinct known hole cards.
    :param board: three to five distinct known board cards.
    :returns: the :class:`~floorcall.ranking.values.HandValue`; its strength equals :func:`omaha_high_strength`.
    :raises ValueError: as :func:`omaha_high_strength`.
    """
    _check(hole, board, "omaha-high")
    value = best_hand(_choices(hole, board), high_strength, STANDARD_ORDER.describe)
    if value is None:  # pragma: no cover - every five cards make a high hand
        raise AssertionError("no high hand in two hole and three board cards")
    return value


def omaha_eight_or_better_low_hand(hole: Sequence[Card], board: Sequence[Card]) -> HandValue | None:
    """Find the best eight-or-better low using exactly two hole and three board cards, or ``None`` if none.

    :param hole: two or more distinct known hole cards.
    :param board: three to five distinct known board cards.
    :returns: the :class:`~floorcall.ranking.values.HandValue` or ``None``.
    :raises ValueError: as :func:`omaha_high_strength`.
    """
    _check(hole, board, "omaha-8-or-better-low")
    return best_hand(_choices(hole, board), eight_or_better_low_strength, describe_low)
