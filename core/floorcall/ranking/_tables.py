"""Lookup tables from rank keys to strengths, filled on first use so that importing the package stays cheap."""

from __future__ import annotations

from collections.abc import Callable

from floorcall.ranking._cards import DIGIT, rank_counts


class BestFiveTable:
    """Strength of the best five cards of a rank multiset (five cards or more), remembered once computed.

    The table starts empty. A miss computes the entry: a five-card multiset is valued by ``five``; a larger one takes
    the best of the multisets with one card fewer, since every five-card choice lies inside one of them. So the
    table holds at most one entry per multiset ever asked about: 6,175 five-card, 18,395 six-card and 49,205
    seven-card multisets. Hot code reads :attr:`entries` directly and calls :meth:`fill` on a miss.

    :param five: strength of a five-card rank multiset, given its 13 counts (deuce first, ace last).
    """

    __slots__ = ("_five", "entries")

    def __init__(self, five: Callable[[list[int]], int]) -> None:
        self._five = five
        self.entries: dict[int, int] = {}

    def fill(self, key: int) -> int:
        """Compute, remember and return the strength of the rank multiset ``key`` (five or more cards)."""
        counts = rank_counts(key)
        if sum(counts) == 5:
            strength = self._five(counts)
        else:
            strength = max(self.lookup(key - DIGIT[position]) for position, count in enumerate(counts) if count)
        self.entries[key] = strength
        return strength

    def lookup(self, key: int) -> int:
        """Return the strength of the rank multiset ``key``, from the table or computed."""
        strength = self.entries.get(key)
        return self.fill(key) if strength is None else strength
