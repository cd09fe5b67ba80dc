"""Badugi: the best set of cards of different suits and different ranks among four, ace low.

Only cards that differ from each other in both suit and rank play: a hand of four such cards (a badugi) beats any
three-card hand, a three-card hand beats any two-card hand, and so on. Between hands with the same number of
playing cards the lower highest card wins, then the lower next card, and so on; the ace is the lowest card.

The strength is ``count << 13`` plus the complement of the playing ranks as a 13-bit mask (ace bit 0, king bit
12): for a fixed number of distinct ranks, comparing the masks as integers compares the highest cards first.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Final

from floorcall.cards import SUITED, Card
from floorcall.ranking._cards import checked_total, low_rank
from floorcall.ranking.values import HandValue, best_hand

__all__ = ["BADUGI_CATEGORIES", "badugi_hand", "badugi_strength"]

#: Category of a badugi hand by the number of cards that play (index 1 to 4).
BADUGI_CATEGORIES: Final = ("", "one-card", "two-card", "three-card", "four-card")
_ALL_RANKS: Final = (1 << 13) - 1
#: Rank bit (ace bit 0 ... king bit 12) and suit bit (bits 13-16) of each card: two cards can play together exactly
#: when their bits do not overlap.
_BITS: Final[dict[Card, int]] = {card: 1 << (low_rank(card) - 1) | 1 << (13 + card.suit) for card in SUITED}
_RANK_BIT: Final[dict[Card, int]] = {card: bits & _ALL_RANKS for card, bits in _BITS.items()}
_SUIT_BIT: Final[dict[Card, int]] = {card: bits >> 13 for card, bits in _BITS.items()}


def _pack(count: int, rank_mask: int) -> int:
    return count << 13 | (_ALL_RANKS ^ rank_mask)


def badugi_strength(cards: Sequence[Card]) -> int:
    """Strength of a four-card badugi hand.

    :param cards: exactly four distinct known cards.
    :returns: the strength, higher is better (a four-card A-2-3-4 is the highest).
    :raises ValueError: not four cards, an unknown card or joker, or a repeated card.
    """
    checked_total(cards, 4, 4, "badugi")
    a, b, c, d = map(_BITS.__getitem__, cards)
    if not (a & b or a & c or a & d or b & c or b & d or c & d):
        return _pack(4, (a | b | c | d) & _ALL_RANKS)
    return _best_of_three_or_fewer(a, b, c, d)


def _best_of_three_or_fewer(a: int, b: int, c: int, d: int) -> int:
    # Unrolled over the four three-card and six two-card subsets: a subset plays when no two of its cards clash.
    ab, ac, ad, bc, bd, cd = not a & b, not a & c, not a & d, not b & c, not b & d, not c & d
    threes = []
    if ab and ac and bc:
        threes.append((a | b | c) & _ALL_RANKS)
    if ab and ad and bd:
        threes.append((a | b | d) & _ALL_RANKS)
    if ac and ad and cd:
        threes.append((a | c | d) & _ALL_RANKS)
    if bc and bd and cd:
        threes.append((b | c | d) & _ALL_RANKS)
    if threes:
        return _pack(3, min(threes))
    pairs = [(a | b, ab), (a | c, ac), (a | d, ad), (b | c, bc), (b | d, bd), (c | d, cd)]
    twos = [bits & _ALL_RANKS for bits, plays in pairs if plays]
    if twos:
        return _pack(2, min(twos))
    return _pack(1, min(a & _ALL_RANKS, b & _ALL_RANKS, c & _ALL_RANKS, d & _ALL_RANKS))


def _subset_strength(cards: Sequence[Card]) -> int | None:
    rank_mask = suit_mask = 0
    for card in cards:
        rank_mask |= _RANK_BIT[card]
        suit_mask |= _SUIT_BIT[card]
    if rank_mask.bit_count() == len(cards) == suit_mask.bit_count():
        return _pack(len(cards), rank_mask)
    return None


def describe_badugi(strength: int) -> tuple[str, bool]:
    """Category of a badugi strength (``"four-card"`` ... ``"one-card"``); the ace always plays low."""
    return BADUGI_CATEGORIES[strength >> 13], True


def badugi_hand(cards: Sequence[Card]) -> HandValue:
    """Find the best badugi hand in four cards, with its category and the one to four cards that play.

    :param cards: exactly four distinct known cards.
    :returns: the :class:`~floorcall.ranking.values.HandValue`; its strength equals :func:`badugi_strength`.
    :raises ValueError: as :func:`badugi_strength`.
    """
    checked_total(cards, 4, 4, "badugi")
    choices = (subset for size in (4, 3, 2, 1) for subset in combinations(cards, size))
    value = best_hand(choices, _subset_strength, describe_badugi)
    if value is None:  # pragma: no cover - a single card always plays
        raise AssertionError("no badugi hand in four cards")
    return value
