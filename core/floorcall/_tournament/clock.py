"""The tournament clock: levels and breaks in order, paused and resumed, time added or taken.

The clock counts minutes (simulated ones in ``floorcall run``). A new level takes effect from the next hand dealt
(the hands read :attr:`Clock.level` as they start, TDA 2024 rule 23). Past the last segment the last level goes on.
"""

from __future__ import annotations

from dataclasses import dataclass

from floorcall._tournament import refusals
from floorcall.errors import FloorcallError

__all__ = ["Clock", "ClockError", "Segment"]


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


@dataclass
class Clock:
    """Where the event is in its schedule.

    :param segments: the levels and breaks, in order.
    """

    segments: tuple[Segment, ...]
    index: int = 0
    elapsed: float = 0.0
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
        """Minutes left in the current segment."""
        return max(self.segment.minutes - self.elapsed, 0.0)

    def next_break(self) -> int | None:
        """The index of the next break from here, or None."""
        return next((i for i in range(self.index + 1, len(self.segments)) if self.segments[i].level is None), None)

    def advance(self, minutes: float) -> list[Segment]:
        """Let ``minutes`` pass (none while paused); returns the segments entered, in order.

        :raises ClockError: a negative time.
        """
        if minutes < 0:
            raise ClockError(refusals.backwards(minutes))
        if self.paused:
            return []
        entered: list[Segment] = []
        self.elapsed += minutes
        while self.elapsed >= self.segment.minutes and self.index < len(self.segments) - 1:
            self.elapsed -= self.segment.minutes
            self.index += 1
            entered.append(self.segment)
        return entered

    def end_break(self) -> list[Segment]:
        """Finish the current break at once (the floor is done with it); returns the segments entered.

        :raises ClockError: the clock is not in a break.
        """
        if not self.on_break:
            raise ClockError(refusals.not_on_break())
        return self.advance(self.remaining)

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

    def add_time(self, minutes: float) -> None:
        """Add minutes to the current segment (negative takes them away).

        :raises ClockError: more time taken than the segment has left.
        """
        if minutes < 0 and -minutes > self.remaining:
            raise ClockError(refusals.too_little_left(self.remaining))
        self.elapsed -= minutes
