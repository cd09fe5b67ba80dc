"""The ruling desk: the decision a ruling left pending, and the rulings a replayed log brings with it.

The hand asks the rulebook (or the log being replayed) for a ruling and carries it out; the desk keeps what lasts
beyond one event: a player's option or floor decision still to be chosen (with the irregularity it answers and the
phase to go back to), and, while a log is replayed, the rulings recorded for the irregularities the engine finds
itself and who gave each. It is the only writer of these fields.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floorcall._engine.phase import DEALING, Phase

if TYPE_CHECKING:
    from floorcall.model.irregularities import AnyIrregularity
    from floorcall.model.rulings import Ruling

__all__ = ["RulingDesk"]


class RulingDesk:
    """What the rulings of one hand leave waiting: a pending choice, and the recorded rulings of a replay."""

    def __init__(self) -> None:
        self.pending: Ruling | None = None
        """A ruling that waits for a player's or the floor's choice among its options, or None."""
        self.pending_irregularity: AnyIrregularity | None = None
        """The irregularity the pending ruling answers."""
        self.resume_phase: Phase = DEALING
        """Where the hand stood when the ruling made it wait: it goes back there once the choice is made."""
        self.recorded_detections: list[Ruling] = []
        """While a log is replayed: the recorded rulings on what the engine finds applying the current event."""
        self.recorded_by: dict[int, str | None] = {}
        """While a log is replayed: id(recorded ruling) -> who gave it (``<plugin>/<rule id>``), as logged."""

    # -- a pending choice -------------------------------------------------------------------------------------------

    def wait(self, ruling: Ruling, irregularity: AnyIrregularity, resume: Phase) -> None:
        """Keep a ruling whose options someone must choose between; the hand resumes at ``resume`` afterwards."""
        self.pending = ruling
        self.pending_irregularity = irregularity
        self.resume_phase = resume

    def decided(self) -> None:
        """The pending choice is made: nothing waits any more (the irregularity stays, for the option's remedies)."""
        self.pending = None

    # -- the rulings of a log being replayed ------------------------------------------------------------------------

    def recorded(self, ruling: Ruling, ruled_by: str | None) -> None:
        """Remember who gave a ruling of the log being replayed."""
        self.recorded_by[id(ruling)] = ruled_by

    def expect_detections(self, rulings: list[Ruling]) -> None:
        """The recorded rulings on what the engine will find applying the next event, in the order found."""
        self.recorded_detections = rulings

    def next_detection(self) -> Ruling | None:
        """The recorded ruling on the next irregularity the engine finds, or None (not replaying: ask the plugins)."""
        return self.recorded_detections.pop(0) if self.recorded_detections else None

    def replayed(self) -> None:
        """The log is applied: forget who gave its rulings."""
        self.recorded_by.clear()
