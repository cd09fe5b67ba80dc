"""Recompute the lookup-table files shipped in ``floorcall/data/tables`` from the evaluators' five-card functions.

Run ``python -m floorcall.ranking.tables_build`` from a source checkout (an editable install) whenever a change
alters a strength that an evaluator with a shipped table returns: its hand order, its packed strength layout (see
:mod:`floorcall.ranking.values`), the rank-key encoding of :mod:`floorcall.ranking._cards` or the file format of
:mod:`floorcall.ranking._table_files`. The test ``tests/ranking/test_rank_tables.py`` fails until the files match
the code again. Each file holds every multiset of five, six and seven cards: 73,775 of them for a table of mixed
suits (a rank at most four times), 4,719 for a one-suit table (each rank at most once).
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from itertools import combinations, combinations_with_replacement
from pathlib import Path
from typing import Final

from floorcall.ranking._cards import DIGIT
from floorcall.ranking._table_files import encode_table
from floorcall.ranking._tables import BestFiveTable
from floorcall.ranking.deuce_seven import _MIXED as DEUCE_TO_SEVEN_MIXED
from floorcall.ranking.deuce_seven import _SUITED as DEUCE_TO_SEVEN_SUITED
from floorcall.ranking.high import STANDARD_MIXED, STANDARD_SUITED
from floorcall.ranking.lows import _ACE_TO_FIVE as ACE_TO_FIVE

__all__ = ["SHIPPED", "build_tables", "main", "rank_keys", "table_entries"]

#: The tables shipped as files, each with whether its multisets hold each rank at most once (one suit).
SHIPPED: Final[tuple[tuple[BestFiveTable, bool], ...]] = (
    (STANDARD_MIXED, False),
    (STANDARD_SUITED, True),
    (ACE_TO_FIVE, False),
    (DEUCE_TO_SEVEN_MIXED, False),
    (DEUCE_TO_SEVEN_SUITED, True),
)
_SIZES: Final = (5, 6, 7)
_MOST_OF_A_RANK: Final = 4


def rank_keys(distinct: bool) -> Iterator[int]:
    """Rank keys of every multiset of five, six and seven cards.

    :param distinct: ``True`` for multisets holding each rank at most once (one suit), ``False`` for those holding
        a rank up to four times (one per suit).
    :returns: the keys, smaller multisets first (73,775 keys, or 4,719 when ``distinct``).
    """
    for size in _SIZES:
        choices = combinations(range(13), size) if distinct else combinations_with_replacement(range(13), size)
        for positions in choices:
            if distinct or max(map(positions.count, positions)) <= _MOST_OF_A_RANK:
                yield sum(DIGIT[position] for position in positions)


def table_entries(table: BestFiveTable, distinct: bool) -> dict[int, int]:
    """Every entry a shipped table file must hold, computed afresh from the table's five-card function.

    :param table: one of the :data:`SHIPPED` tables.
    :param distinct: whether its multisets hold each rank at most once.
    :returns: rank key to packed strength, for every key of :func:`rank_keys`.
    """
    return table.computed(rank_keys(distinct))


def build_tables(folder: Path) -> dict[str, int]:
    """Write the file of every :data:`SHIPPED` table into ``folder`` (created if needed).

    :param folder: where to write ``<preset>.bin`` files.
    :returns: each written file's name and its size in bytes.
    """
    folder.mkdir(parents=True, exist_ok=True)
    sizes: dict[str, int] = {}
    for table, distinct in SHIPPED:
        if table.preset is None:  # pragma: no cover - every shipped table names its file
            raise AssertionError("a shipped table has no preset name")
        data = encode_table(table_entries(table, distinct))
        path = folder / f"{table.preset}.bin"
        path.write_bytes(data)
        sizes[path.name] = len(data)
    return sizes


def main(argv: list[str] | None = None) -> None:
    """Command line: write the table files into the package's data folder, or into ``--out``.

    :param argv: the arguments (``sys.argv[1:]`` when ``None``).
    """
    import floorcall.data

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    default = Path(floorcall.data.__file__).parent / "tables"
    parser.add_argument("--out", type=Path, default=default, help=f"folder to write into (default {default})")
    args = parser.parse_args(argv)
    for name, size in build_tables(args.out).items():
        print(f"{args.out / name}: {size:,} bytes")


if __name__ == "__main__":
    main()
