"""From a config with a ``[tournament]`` table to the tournament's settings and each hand's start.

The game of a hand follows the rotation by level (``change = "level"``; any other change plays the rotation's
first game throughout). A hand's big blind is the seat after the small blind, the first seat dealt after the
button (heads-up, the player who is not on the button).
"""

from __future__ import annotations

from floorcall._app.config import TournamentConfig
from floorcall._mechanics.seats import clockwise
from floorcall._plugins import Floor
from floorcall._tournament import Segment, Tournament, TournamentSettings
from floorcall.model.events import HandStarted, OptionSetting
from floorcall.model.procedure import Opening
from floorcall.table import SeatSetup, Table

__all__ = ["big_blind_of", "game_at", "hand_start", "settings_of"]


def settings_of(config: TournamentConfig, floor: Floor) -> TournamentSettings:
    """The tournament's settings from the config (which has a ``[tournament]`` table).

    :raises ValueError: the config has no ``[tournament]`` table.
    """
    mtt = config.tournament
    if mtt is None:
        raise ValueError(f"{config.source} has no [tournament] table")
    seats = config.event.seats
    families = {floor.game(g).family for g in config.rotation.games}
    schedule: list[Segment] = []
    for index, (minutes, _) in enumerate(config.levels):
        schedule.extend(Segment(p.minutes, None, p.colour_up) for before, p in config.breaks if before == index)
        schedule.append(Segment(minutes, index))
    return TournamentSettings(
        name=config.event.name,
        tables=-(-mtt.players // seats),
        seats=seats,
        starting_stack=config.event.starting_stack,
        family=families.pop() if len(families) == 1 else "mixed",
        schedule=tuple(schedule),
        buy_in=mtt.buy_in,
        fee=mtt.fee,
        payouts=mtt.payouts,
        rounding=mtt.rounding,
        move_from=mtt.move_from,
        break_order=mtt.break_order,
        hand_for_hand_at=mtt.hand_for_hand_at,
        halt_waived=mtt.halt_waived,
        purchases=mtt.purchases,
        chip_set=mtt.chip_set,
    )


def game_at(config: TournamentConfig, level: int) -> str:
    """The game dealt at level ``level`` (0-based)."""
    games = config.rotation.games
    return games[level % len(games)] if config.rotation.change == "level" else games[0]


def hand_start(
    config: TournamentConfig, floor: Floor, tournament: Tournament, table: int, game: str
) -> HandStarted | None:
    """How the next hand at ``table`` starts (None when fewer than two players are dealt in)."""
    dealt = tournament.dealt_at(table)
    if len(dealt) < 2:
        return None
    seats = tournament.tables[table]
    button = seats.next_button(dealt) if floor.game(game).opening is Opening.BLINDS else None
    penalized = set(tournament.penalized_at(table))  # dealt in, his hand killed (the rulebook's penalty rule)
    setups = tuple(SeatSetup(seat=s, stack=tournament.stacks[seats.players[s]], penalty=s in penalized) for s in dealt)
    options = tuple(OptionSetting(name=k, value=v) for k, v in sorted(config.house.options.items()))
    return HandStarted(
        game=game,
        table=Table(seats=setups, button=button),
        stakes=config.stakes(tournament.clock.level, game),
        options=options,
        rulebook=config.event.rulebook,
        hand_number=tournament.hands.get(table, 0) + 1,
    )


def big_blind_of(started: HandStarted) -> int | None:
    """The seat that posts the big blind in a blinds hand (None in stud)."""
    button = started.table.button
    if button is None:
        return None
    dealt = list(started.table.seat_numbers)
    if len(dealt) == 2 and button in dealt:
        return next(seat for seat in dealt if seat != button)
    return clockwise(dealt, button)[1]
