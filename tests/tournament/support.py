"""Building tournaments for the tests: a floor under a rulebook, settings, and tables seated by hand."""

from __future__ import annotations

from floorcall._plugins import Floor, make_manager
from floorcall._tournament import Segment, TableSeats, Tournament, TournamentSettings
from floorcall.model.selection import Selection


def floor(book: str = "tda-2024", game: str = "nlhe") -> Floor:
    """The plugins in force for ``game`` under ``book``."""
    return make_manager(Selection(games=(game,), rulebook=book))


def settings(tables: int = 3, seats: int = 9, family: str = "flop", **more: object) -> TournamentSettings:
    """Settings of an event of ``tables`` tables of ``seats`` seats, 1000-chip stacks, levels of 20 minutes."""
    schedule = more.pop("schedule", (Segment(20, 0), Segment(20, 1)))
    return TournamentSettings(
        name="test event",
        tables=tables,
        seats=seats,
        starting_stack=1000,
        family=family,
        schedule=schedule,  # type: ignore[arg-type]
        chip_set=(25, 100, 500),
        **more,  # type: ignore[arg-type]
    )


def seated(tournament: Tournament, layout: dict[int, list[int]]) -> Tournament:
    """Seat entries ``T<t>S<s>`` at exactly the seats of ``layout`` (table: seats), bypassing the draw."""
    for number, seats in layout.items():
        table = tournament.tables[number]
        for seat in seats:
            entry = f"T{number}S{seat}"
            table.sit(entry, seat)
            tournament.entries[entry] = [entry]
            tournament.player_of[entry] = entry
            tournament.stacks[entry] = tournament.settings.starting_stack
    return tournament


def after_hand(table: TableSeats, button: int, big_blind: int) -> TableSeats:
    """The table as it stands after a hand dealt to every seated player with ``button`` and ``big_blind``."""
    table.hand_played(button, big_blind, tuple(sorted(table.players)))
    return table
