"""Breaking tables: when a table can close, which one closes, and where its players go.

The draws are planned on the tables as they stand (the tables are only read); the tournament then makes each move.
A table closes when the players left fit at one table fewer; the event's fixed order names it. When the players
left fit at one table, every one of them is redrawn to a seat of the final table.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Literal

from floorcall._tournament.draws import draw_seat
from floorcall._tournament.seating import TableSeats
from floorcall.model.tournament import BreakingRuling

__all__ = ["final_draw", "plan_break", "table_to_break"]


def table_to_break(tables: Mapping[int, TableSeats], seats: int, order: Literal["highest", "lowest"]) -> int | None:
    """The table that closes now (its players fit at the others' open seats), or None."""
    players = sum(len(t.players) for t in tables.values())
    if len(tables) < 2 or players > (len(tables) - 1) * seats:
        return None
    numbers = sorted(tables)
    return numbers[-1] if order == "highest" else numbers[0]


def plan_break(
    tables: Mapping[int, TableSeats], number: int, ruling: BreakingRuling, rng: random.Random
) -> list[tuple[int, int, int]]:
    """Where each player of table ``number`` goes: (his seat there, new table, new seat), drawn one after another."""
    planned = {n: TableSeats(n, t.size, dict(t.players)) for n, t in tables.items() if n != number}
    moves = []
    for seat in sorted(tables[number].players):
        table, to = draw_seat(planned, rng, ruling.draw)
        planned[table].sit(tables[number].players[seat], to)
        moves.append((seat, table, to))
    return moves


def final_draw(tables: Mapping[int, TableSeats], seats: int, rng: random.Random) -> list[tuple[int, int, int]]:
    """The final-table redraw: (table, seat) of each player left, in table and seat order, and his new seat."""
    everyone = [(n, s) for n, t in sorted(tables.items()) for s in sorted(t.players)]
    drawn = rng.sample(range(1, seats + 1), len(everyone))
    return [(table, seat, to) for (table, seat), to in zip(everyone, drawn, strict=True)]
