"""Balancing the tables: which table gives a player, which player goes, which seat he takes, and which tables halt.

The rulebook's :class:`~floorcall.model.tournament.BalancingRuling` says who moves and where to; the event's config
names the fixed procedure that picks the table a player is taken from (TDA 2024 rule 11-C leaves it to the event).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Literal

from floorcall._mechanics.seats import clockwise
from floorcall._tournament.seating import TableSeats
from floorcall.model.tournament import BalancingQuestion, BalancingRuling

__all__ = ["MoveFrom", "halted_tables", "next_move", "pending_moves", "question_of", "unbalanced"]

#: The event's procedure for the table a player is taken from: among the fullest tables, the highest-numbered or
#: the lowest-numbered one.
MoveFrom = Literal["highest", "lowest"]


def question_of(tables: Mapping[int, TableSeats], family: str, seats: int) -> BalancingQuestion:
    """The balancing question the rulebook answers for ``tables`` (a stud round when a table's button is frozen)."""
    players = {n: len(t.players) for n, t in tables.items()}
    stud_round = family == "mixed" and any(t.frozen is not None for t in tables.values())
    return BalancingQuestion(family=family, players=players, seats=seats, stud_round=stud_round)


def unbalanced(tables: Mapping[int, TableSeats], spread: int) -> bool:
    """Whether some table holds more than ``spread`` players more than another."""
    counts = [len(t.players) for t in tables.values()]
    return len(counts) > 1 and max(counts) - min(counts) > spread


def halted_tables(tables: Mapping[int, TableSeats], halt_short_by: int) -> list[int]:
    """The tables ``halt_short_by`` or more players short of the fullest one (they wait to be balanced)."""
    if len(tables) < 2:
        return []
    most = max(len(t.players) for t in tables.values())
    return sorted(n for n, t in tables.items() if most - len(t.players) >= halt_short_by)


def next_move(
    tables: Mapping[int, TableSeats], ruling: BalancingRuling, move_from: MoveFrom
) -> tuple[int, int, int, int] | None:
    """The next balancing move, or None when the tables are balanced.

    :returns: (from table, from seat, to table, to seat).
    """
    if not unbalanced(tables, ruling.spread):
        return None
    most = max(len(t.players) for t in tables.values())
    fullest = sorted(n for n, t in tables.items() if len(t.players) == most)
    source = tables[fullest[-1] if move_from == "highest" else fullest[0]]
    fewest = min(len(t.players) for t in tables.values())
    target = tables[min(n for n, t in tables.items() if len(t.players) == fewest)]
    seat = target.worst_open_seat() if ruling.placement == "worst-position" else target.last_opened_seat()
    if ruling.mover == "next-big-blind":
        mover = source.next_big_blind()
    else:  # by position: the player in the seat to be filled, else the next one clockwise from it
        mover = seat if seat in source.players else clockwise(source.players, seat)[0]
    return source.number, mover, target.number, seat


def pending_moves(
    tables: Mapping[int, TableSeats], ruling: BalancingRuling, move_from: MoveFrom
) -> list[tuple[str, int, int, int, int]]:
    """Every balancing move that balancing ``tables`` now would make, planned on copies (``tables`` only read).

    :returns: (entry, from table, from seat, to table, to seat) of each move, in the order they are made.
    """
    planned = copy.deepcopy(dict(tables))
    moves = []
    while (move := next_move(planned, ruling, move_from)) is not None:
        source, seat, target, to = move
        entry = planned[source].leave(seat)
        planned[target].sit(entry, to)
        moves.append((entry, source, seat, target, to))
    return moves
