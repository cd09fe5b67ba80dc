"""The alternates list: players waiting for a seat while every seat is taken, seated in order as seats open.

An alternate buys a full stack and draws his table and seat from the same pool as a late registrant, dealt in
except between the small blind and the button (the rulebook's seating ruling for an ``alternate`` entry: TDA 2024
rules 8-A and 10-A under ``tda-2024``). He is seated at the next balancing point that finds a seat open, after the
tables that are no longer needed have broken and before the rest are balanced, first come first seated.
"""

from __future__ import annotations

from floorcall._tournament import refusals
from floorcall._tournament.record import RecordEvent, Seated, Waiting
from floorcall._tournament.seating import SeatingError, TableSeats
from floorcall.model.tournament import EntryKind

__all__ = ["Alternates"]


class Alternates:
    """The alternates half of :class:`~floorcall._tournament.tournament.Tournament` (its list and its seating)."""

    alternates: list[str]
    entries: dict[str, list[str]]
    tables: dict[int, TableSeats]
    record: list[RecordEvent]

    def _enter(self, player: str, kind: EntryKind) -> Seated:
        raise NotImplementedError  # the tournament's

    def add_alternate(self, player: str) -> Waiting:
        """Put ``player`` at the end of the alternates list.

        :raises SeatingError: the player has entered already, or waits already.
        """
        if player in self.entries or player in self.alternates:
            raise SeatingError(refusals.waiting_already(player))
        self.alternates.append(player)
        event = Waiting(player=player, place=len(self.alternates))
        self.record.append(event)
        return event

    def seat_alternates(self) -> list[Seated]:
        """Seat the alternates, first on the list first, while a seat is open; returns their draws."""
        seated = []
        while self.alternates and any(t.open_seats for t in self.tables.values()):
            seated.append(self._enter(self.alternates.pop(0), "alternate"))
        return seated
