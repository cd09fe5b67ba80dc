"""The tournament's clock at work: time passing, the levels and breaks it enters, the colour-up at a break.

:class:`Timing` is the part of :class:`~floorcall._tournament.tournament.Tournament` that runs its
:class:`~.clock.Clock` and writes what the clock reaches: a :class:`~.record.LevelStarted` for a level, a
:class:`~.record.Break` for a break, and the chip race of a break's colour-up (:mod:`.race`, as the rulebook's
colour-up ruling says).
"""

from __future__ import annotations

import random
from fractions import Fraction

from floorcall._plugins import Floor
from floorcall._tournament import refusals
from floorcall._tournament.asking import ask_colour_up
from floorcall._tournament.clock import Clock, Segment
from floorcall._tournament.race import race_tables
from floorcall._tournament.record import Break, LevelStarted, Raced, RecordEvent
from floorcall._tournament.refusals import TournamentError
from floorcall._tournament.seating import TableSeats
from floorcall._tournament.settings import TournamentSettings
from floorcall.model.tournament import ColourUpQuestion

__all__ = ["Timing"]


class Timing:
    """The clock of a tournament (the state is the tournament's; these methods run its clock)."""

    floor: Floor
    settings: TournamentSettings
    rng: random.Random
    tables: dict[int, TableSeats]
    stacks: dict[str, int]
    record: list[RecordEvent]
    clock: Clock
    round: int
    remainders: int

    def run_clock(self, minutes: float | Fraction) -> None:
        """Let ``minutes`` of the clock pass (to the microsecond) as they do in the room: a break lasts its minutes.

        A level entered is recorded; a break is recorded and its colour-up raced as it begins. :raises ClockError:
        a negative time.
        """
        for segment in self.clock.advance(minutes):
            self._entered(segment)

    def advance_clock(self, minutes: float | Fraction) -> None:
        """Let the clock run (:meth:`run_clock`); a break reached is over at once (the simulated floor's)."""
        self.run_clock(minutes)
        while self.clock.on_break:
            for segment in self.clock.end_break():
                self._entered(segment)

    def _entered(self, segment: Segment) -> None:
        if segment.level is not None:
            self.record.append(LevelStarted(level=segment.level + 1, round=self.round))
            return
        self.record.append(Break(round=self.round, minutes=segment.minutes, colour_up=segment.colour_up))
        if segment.colour_up is not None:
            self.colour_up(segment.colour_up, self.settings.chip_after(segment.colour_up))

    def colour_up_now(self, removed: int) -> list[Raced]:
        """The floor's colour-up between hands: race the ``removed`` chips off at every table now, as at a break.

        The smallest chip left is the next one of the event's chip set.

        :raises TournamentError: ``removed`` is not a chip of the set below its largest, or a race took it out already
            (it, or a larger chip).
        """
        raced = max((e.removed for e in self.record if isinstance(e, Raced)), default=None)
        set_ = self.settings.chip_set
        if removed not in set_ or removed == set_[-1] or (raced is not None and raced >= removed):
            raise TournamentError(refusals.cannot_colour_up(removed, set_, raced))
        return self.colour_up(removed, self.settings.chip_after(removed))

    def colour_up(self, removed: int, smallest: int) -> list[Raced]:
        """Race off each stack's part below ``smallest`` chips at every table, as the rulebook says."""
        ruling = ask_colour_up(self.floor, ColourUpQuestion(removed=removed, smallest=smallest))
        events = race_tables(self.tables, self.stacks, removed, smallest, ruling, self.rng)
        for event in events:
            for seat, chips in event.after.items():
                self.stacks[self.tables[event.table].players[seat]] = chips
            self.remainders += event.remainder
            self.record.append(event)
        return events
