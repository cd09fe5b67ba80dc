"""The seat pool's random draws: one draw from every open seat, or a table first and then a seat at it.

The tables passed in are read only; the draw returns where the player goes and the caller seats him. Draws use the
tournament's own seeded random source, so a tournament replays the same from its seed.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Literal

from floorcall._tournament import refusals
from floorcall._tournament.seating import SeatingError, TableSeats

__all__ = ["draw_seat"]


def draw_seat(
    tables: Mapping[int, TableSeats],
    rng: random.Random,
    how: Literal["two-step", "pool"],
    exclude: int | None = None,
) -> tuple[int, int]:
    """Draw a table and seat at random among the open seats.

    :param tables: the tables in play, by number.
    :param rng: the tournament's random source.
    :param how: ``pool`` draws one of all the open seats (every seat equally likely); ``two-step`` draws a table among
        those with an open seat, then a seat at it.
    :param exclude: a table that takes nobody (the table being broken).
    :returns: (table, seat).
    :raises SeatingError: no table has an open seat.
    """
    open_by_table = {n: t.open_seats for n, t in sorted(tables.items()) if n != exclude and t.open_seats}
    if not open_by_table:
        raise SeatingError(refusals.no_open_seat_anywhere())
    if how == "two-step":
        table = rng.choice(sorted(open_by_table))
        return table, rng.choice(open_by_table[table])
    pool = [(table, seat) for table, seats in open_by_table.items() for seat in seats]
    return rng.choice(pool)
