"""Constrained value types shared by every model: chips, seats, names, streets.

The ``Annotated`` constraints are checked when data is decoded or converted with msgspec (configs, hand logs,
hand histories); structs that must hold them for every instance also check them in ``__post_init__``.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Final

from msgspec import Meta

__all__ = ["MAX_SEATS", "Chips", "PluginName", "SeatNumber", "Street", "Structure"]

#: The largest seat number floorcall knows: tables seat at most ten players.
MAX_SEATS: Final = 10

Chips = Annotated[int, Meta(ge=0, description="chip amount, in the smallest chip in play")]
SeatNumber = Annotated[int, Meta(ge=1, le=MAX_SEATS, description="physical seat, 1-based, clockwise from the dealer")]
PluginName = Annotated[str, Meta(pattern=r"^[a-z0-9][a-z0-9-]*$", description="plugin, game or rulebook name")]


class Street(StrEnum):
    """A betting round and the cards dealt before it.

    Stud games use SECOND (five-card stud) or THIRD to SEVENTH; flop games PREFLOP to RIVER; draw games PREDRAW
    (the round after the initial deal) and DRAW_1 to DRAW_3 (the rounds after each draw).
    """

    SECOND = "second"
    THIRD = "third"
    FOURTH = "fourth"
    FIFTH = "fifth"
    SIXTH = "sixth"
    SEVENTH = "seventh"
    PREFLOP = "preflop"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"
    PREDRAW = "predraw"
    DRAW_1 = "draw-1"
    DRAW_2 = "draw-2"
    DRAW_3 = "draw-3"


class Structure(StrEnum):
    """How bet and raise sizes are limited (also importable from :mod:`floorcall._mechanics.betting`)."""

    FIXED_LIMIT = "fixed-limit"
    POT_LIMIT = "pot-limit"
    NO_LIMIT = "no-limit"
