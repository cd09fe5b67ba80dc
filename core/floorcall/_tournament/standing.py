"""What a tournament's state says without changing it: where a player sits, who is seated, the chips and the pool.

:class:`Standing` is the reading half of :class:`~floorcall._tournament.tournament.Tournament`: it only reads the
state the tournament owns (its tables, entries and stacks) and never writes it.
"""

from __future__ import annotations

from floorcall._tournament.purchases import purchased_money
from floorcall._tournament.record import RecordEvent
from floorcall._tournament.seating import TableSeats
from floorcall._tournament.settings import TournamentSettings

__all__ = ["Standing"]


class Standing:
    """The reading questions of a tournament (the state itself is set up and written by the tournament)."""

    settings: TournamentSettings
    tables: dict[int, TableSeats]
    stacks: dict[str, int]
    player_of: dict[str, str]
    entries: dict[str, list[str]]
    record: list[RecordEvent]

    def where(self, entry: str) -> tuple[int, int] | None:
        """The (table, seat) of a seated entry, or None."""
        found = ((n, t.seat_of(entry)) for n, t in self.tables.items())
        return next(((n, s) for n, s in found if s is not None), None)

    def find(self, player: str) -> tuple[int, int] | None:
        """Where a player sits (his live entry's table and seat), or None."""
        live = self.live_entry(player)
        return None if live is None else self.where(live)

    def live_entry(self, player: str) -> str | None:
        """The player's entry that is seated (``<player>`` or ``<player>#<n>``), or None when none is."""
        return next((e for e in self.entries.get(player, ()) if self.where(e) is not None), None)

    @property
    def seated(self) -> list[str]:
        """The entries seated, by table and seat."""
        return [t.players[s] for _, t in sorted(self.tables.items()) for s in sorted(t.players)]

    @property
    def chips_in_play(self) -> int:
        """The chips of the seated entries."""
        return sum(self.stacks[e] for e in self.seated)

    @property
    def average_stack(self) -> int:
        """The chips in play per player seated (rounded down; 0 when nobody is seated)."""
        seated = self.seated
        return self.chips_in_play // len(seated) if seated else 0

    @property
    def prize_pool(self) -> int:
        """Every entry's buy-in and the money of the rebuys and add-ons bought (the fees go to the house)."""
        return sum(len(e) for e in self.entries.values()) * self.settings.buy_in + purchased_money(self.record)

    def dealt_at(self, table: int) -> list[int]:
        """The seats dealt in at ``table`` next hand (a newcomer between the small blind and the button waits)."""
        return self.tables[table].dealt_next(self.settings.family != "stud")
