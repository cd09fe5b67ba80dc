"""The multi-table tournament the floor runs (private: the applications use it).

Entries, the seat pool, tables, balancing, breaking, the clock, the chip race, places and prizes; the rulebooks
answer its questions through hooks.
"""

from __future__ import annotations

from floorcall._tournament.clock import Clock, ClockError, Segment
from floorcall._tournament.record import AnyRecordEvent, decode_line, encode_line
from floorcall._tournament.seating import SeatingError, TableSeats
from floorcall._tournament.settings import TournamentSettings
from floorcall._tournament.tournament import Tournament, TournamentError

__all__ = [
    "AnyRecordEvent",
    "Clock",
    "ClockError",
    "SeatingError",
    "Segment",
    "TableSeats",
    "Tournament",
    "TournamentError",
    "TournamentSettings",
    "decode_line",
    "encode_line",
]
