"""Lookup tables from rank keys to strengths, read from the shipped files or filled on first use.

Importing the package reads no table: a table with a preset reads its file (see
:mod:`floorcall.ranking._table_files`) on its first miss, so only the evaluators a process uses pay for it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from floorcall.ranking._cards import DIGIT, rank_counts

if TYPE_CHECKING:
    from floorcall.ranking._table_files import PackedTable


class BestFiveTable:
    """Strength of the best five cards of a rank multiset (five cards or more), remembered once computed.

    The table starts empty. On the first miss, a table with a ``preset`` reads the shipped file of that name, which
    holds every multiset of five to seven cards, in its compact form (:class:`~floorcall.ranking._table_files.
    PackedTable`, about 0.4 MiB), and answers each later miss from it, keeping the entry in :attr:`entries`: a
    process holds as dictionary entries only the multisets it met. A miss that the file does not
    answer (no preset, a missing or damaged file, more than seven cards) computes the entry: a five-card multiset is
    valued by ``five``; a larger one takes the best of the multisets with one card fewer, since every five-card
    choice lies inside one of them. There are 6,175 five-card, 18,395 six-card and 49,205 seven-card multisets
    (4,719 in all when each rank appears at most once). Hot code reads :attr:`entries` directly and calls
    :meth:`fill` on a miss; entries are added to that same dictionary, never replace it.

    :param five: strength of a five-card rank multiset, given its 13 counts (deuce first, ace last).
    :param preset: name of the shipped table file (``floorcall/data/tables/<preset>.bin``) whose entries were
        computed from this same ``five``, or ``None`` to compute every entry.
    """

    __slots__ = ("_five", "_packed", "_unread", "entries", "preset")

    def __init__(self, five: Callable[[list[int]], int], preset: str | None = None) -> None:
        self._five = five
        self.preset = preset
        self._unread = preset is not None
        self._packed: PackedTable | None = None
        self.entries: dict[int, int] = {}

    def fill(self, key: int) -> int:
        """Return the strength of the rank multiset ``key`` (five or more cards) after a miss, and remember it.

        The first call of a table with a preset reads its file (once, whether or not the file can be read); this and
        every later miss answers from the file when it holds ``key``; otherwise the strength is computed.
        """
        if self._unread and self.preset is not None:
            self._unread = False
            # Imported on the first miss, so that importing the evaluators loads neither zlib nor the data package.
            from floorcall.ranking._table_files import read_preset

            self._packed = read_preset(self.preset)
        packed = self._packed
        if packed is not None:
            strength = packed.get(key)
            if strength is not None:
                self.entries[key] = strength
                return strength
        return self._compute(key)

    def _compute(self, key: int) -> int:
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

    def computed(self, keys: Iterable[int]) -> dict[int, int]:
        """Strengths of rank multisets computed from ``five`` alone, ignoring the preset file and :attr:`entries`.

        :param keys: rank keys of five cards or more.
        :returns: each key's strength, as a table without a preset would remember it.
        """
        scratch = BestFiveTable(self._five)
        return {key: scratch.lookup(key) for key in keys}
