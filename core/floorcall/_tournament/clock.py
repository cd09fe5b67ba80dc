"""The tournament clock: levels and breaks in order, paused and resumed, time added or taken.

The clock is given minutes (simulated ones in ``floorcall run``, the wall clock's in the server) and keeps them as
whole microseconds, so that time run in many steps lands exactly where the same time run in one step does: the
server, rebuilt after a restart, runs its clock from one stored action to the next, where before the restart it ran
at every read, and an action stamped on a level's last microsecond stays in that level. Minutes come as an int, a
float or a :class:`~fractions.Fraction` and are rounded once, to the nearest microsecond. A new level takes effect
from the next hand dealt (the hands read :attr:`Clock.level` as they start, TDA 2024 rule 23). Past the last
segment the last level goes on.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from floorcall._tournament import refusals
from floorcall.errors import FloorcallError

__all__ = ["MICROS_A_MINUTE", "Clock", "ClockError", "Segment", "micros"]

MICROS_A_MINUTE = 60_000_000
"""Microseconds in a minute: the clock's unit of time."""


def micros(minutes: float | Fraction) -> int:
    """``minutes`` as whole microseconds (the nearest, half to even); exact for whole microseconds."""
    return round(Fraction(minutes) * MICROS_A_MINUTE)


class ClockError(FloorcallError, ValueError):
    """A clock operation that cannot be made (time taken beyond the segment, resuming a running clock)."""


@dataclass(frozen=True)
class Segment:
    """A level (``level`` its 0-based index) or a break (``level`` None) and its length.

    :param minutes: the segment's length.
    :param level: the level index, or None for a break.
    :param colour_up: at a break, the denomination raced off (chips), or None.
    """

    minutes: float
    level: int | None
    colour_up: int | None = None

    @property
    def length(self) -> int:
        """The segment's length in microseconds."""
        return micros(self.minutes)


@dataclass
class Clock:
    """Where the event is in its schedule.

    :param segments: the levels and breaks, in order.
    """

    segments: tuple[Segment, ...]
    index: int = 0
    elapsed: int = 0
    """Microseconds run in the current segment (more than its length only past the last one)."""
    paused: bool = False

    def __post_init__(self) -> None:
        """Check the schedule has a level."""
        if not any(s.level is not None for s in self.segments):
            raise ClockError(refusals.no_level())

    @property
    def segment(self) -> Segment:
        """The segment the clock is in."""
        return self.segments[self.index]

    @property
    def on_break(self) -> bool:
        """Whether the clock is in a break."""
        return self.segment.level is None

    @property
    def level(self) -> int:
        """The level in force: the current one, or during a break the one before it."""
        for segment in reversed(self.segments[: self.index + 1]):
            if segment.level is not None:
                return segment.level
        return next(s.level for s in self.segments if s.level is not None)

    @property
    def remaining(self) -> float:
        """Minutes left in the current segment (for reading; the clock counts :attr:`remaining_micros`)."""
        return self.remaining_micros / MICROS_A_MINUTE

    @property
    def remaining_micros(self) -> int:
        """Microseconds left in the current segment."""
        return max(self.segment.length - self.elapsed, 0)

    def next_break(self) -> int | None:
        """The index of the next break from here, or None."""
        return next((i for i in range(self.index + 1, len(self.segments)) if self.segments[i].level is None), None)

    def advance(self, minutes: float | Fraction) -> list[Segment]:
        """Let ``minutes`` pass (none while paused), to the microsecond; returns the segments entered, in order.

        :raises ClockError: a negative time.
        """
        if minutes < 0:
            raise ClockError(refusals.backwards(float(minutes)))
        return self._run(micros(minutes))

    def _run(self, span: int) -> list[Segment]:
        if self.paused:
            return []
        entered: list[Segment] = []
        self.elapsed += span
        while self.elapsed >= self.segment.length and self.index < len(self.segments) - 1:
            self.elapsed -= self.segment.length
            self.index += 1
            entered.append(self.segment)
        return entered

    def end_break(self) -> list[Segment]:
        """Finish the current break at once (the floor is done with it); returns the segments entered.

        :raises ClockError: the clock is not in a break.
        """
        if not self.on_break:
            raise ClockError(refusals.not_on_break())
        return self._run(self.remaining_micros)

    def pause(self) -> None:
        """Stop the clock. :raises ClockError: it is already paused."""
        if self.paused:
            raise ClockError(refusals.paused_already())
        self.paused = True

    def resume(self) -> None:
        """Start the clock again. :raises ClockError: it is running."""
        if not self.paused:
            raise ClockError(refusals.running())
        self.paused = False

    def add_time(self, minutes: float | Fraction) -> None:
        """Add minutes to the current segment, to the microsecond (negative takes them away).

        :raises ClockError: more time taken than the segment has left.
        """
        span = micros(minutes)
        if span < 0 and -span > self.remaining_micros:
            raise ClockError(refusals.too_little_left(self.remaining))
        self.elapsed -= span
