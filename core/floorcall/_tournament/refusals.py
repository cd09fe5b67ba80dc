"""Why the tournament refuses an action, as messages of the core's catalog: the clock's, the seating's, the event's.

:class:`~floorcall._tournament.clock.ClockError`, :class:`~floorcall._tournament.seating.SeatingError` and
:class:`TournamentError` (the event's own, defined here for every part of the tournament) are raised with one of
these reasons: ``str()`` stays the English a log reads, and the command line and the server show the reason in the
reader's language (:meth:`floorcall.i18n.Translator.error`). Player names, table and seat numbers are parameters,
never translated; minutes are given as text (``f"{minutes:g}"``) and shown with the locale's decimal mark.
"""

from __future__ import annotations

from floorcall.errors import FloorcallError, because, nbecause
from floorcall.model.messages import Message

__all__ = [
    "TournamentError",
    "backwards",
    "bought_all",
    "cannot_break",
    "cannot_colour_up",
    "chips_do_not_add_up",
    "entered_twice",
    "no_big_blind",
    "no_hands_to_miss",
    "no_level",
    "no_open_seat",
    "no_open_seat_anywhere",
    "no_seat_for_entry",
    "no_such_seat",
    "no_table",
    "not_at_table",
    "not_entered",
    "not_on_break",
    "not_over",
    "not_seated",
    "not_sold",
    "paused_already",
    "purchase_closed",
    "rebuy_stack_too_big",
    "running",
    "seat_empty",
    "seat_not_open",
    "seat_taken",
    "seats_not_dealt",
    "too_few_seats_elsewhere",
    "too_little_left",
    "waiting_already",
]


class TournamentError(FloorcallError, ValueError):
    """A tournament operation that does not fit the tournament's state; nothing was changed."""


def _minutes_count(minutes: float) -> int:
    """The count that picks a plural form for ``minutes``: a fraction reads as plural in en, es and it (CLDR)."""
    return int(minutes) if minutes == int(minutes) else 2


# The clock (floorcall._tournament.clock).


def no_level() -> Message:
    """A schedule of breaks only."""
    return because("mtt.refused.clock_no_level", "the schedule has no level")


def backwards(minutes: float) -> Message:
    """Time asked to run back by ``minutes`` (a negative number)."""
    shown = f"{minutes:g}"
    return because("mtt.refused.clock_backwards", "time runs forward, not by {minutes} minutes", minutes=shown)


def not_on_break() -> Message:
    """A break ended while the clock is in a level."""
    return because("mtt.refused.clock_not_on_break", "the clock is not in a break")


def paused_already() -> Message:
    """A pause of a paused clock."""
    return because("mtt.refused.clock_paused", "the clock is already paused")


def running() -> Message:
    """A resume of a running clock."""
    return because("mtt.refused.clock_running", "the clock is running")


def too_little_left(remaining: float) -> Message:
    """More minutes taken away than the segment has left (``remaining``)."""
    shown = f"{remaining:g}"
    return nbecause(
        "mtt.refused.clock_too_little_left",
        "only {remaining} minute is left to take",
        "only {remaining} minutes are left to take",
        _minutes_count(remaining),
        remaining=shown,
    )


# The seating (floorcall._tournament.seating, floorcall._tournament.draws).


def no_open_seat_anywhere() -> Message:
    """A seat drawn when no table has one open."""
    return because("mtt.refused.seating_no_open_seat_anywhere", "no table has an open seat")


def no_big_blind(table: int) -> Message:
    """The big blind asked of a table with fewer than two players."""
    return because(
        "mtt.refused.seating_no_big_blind",
        "table {table}: fewer than two players, nobody is due the big blind",
        table=table,
    )


def no_open_seat(table: int) -> Message:
    """A seat asked of a full table."""
    return because("mtt.refused.seating_no_open_seat", "table {table}: no open seat", table=table)


def no_such_seat(table: int, seat: int, size: int) -> Message:
    """A seat number outside the table's seats 1 to ``size``."""
    return because(
        "mtt.refused.seating_no_such_seat",
        "table {table} has no seat {seat} (seats 1 to {size})",
        table=table,
        seat=seat,
        size=size,
    )


def seat_taken(table: int, seat: int, player: str) -> Message:
    """A player sat at a seat ``player`` holds."""
    return because(
        "mtt.refused.seating_seat_taken",
        "table {table} seat {seat} is taken by {player}",
        table=table,
        seat=seat,
        player=player,
    )


def seat_empty(table: int, seat: int) -> Message:
    """A player taken from a seat nobody holds."""
    return because("mtt.refused.seating_seat_empty", "table {table} seat {seat} is empty", table=table, seat=seat)


# The event (floorcall._tournament.tournament and its parts: entering, moves).


def entered_twice(player: str) -> Message:
    """A second first entry of the same player."""
    return because(
        "mtt.refused.entered_twice", "{player} has entered already; a second entry is a re-entry", player=player
    )


def not_entered(player: str) -> Message:
    """A re-entry of a player who never entered."""
    return because("mtt.refused.not_entered", "{player} has not entered, so cannot re-enter", player=player)


def no_seat_for_entry() -> Message:
    """An entry when every table is full."""
    return because("mtt.refused.no_seat_for_entry", "no seat is open for another entry")


def not_seated(player: str) -> Message:
    """A move or a bust of a player who holds no seat."""
    return because("mtt.refused.not_seated", "{player} is not seated", player=player)


def no_hands_to_miss(hands: int) -> Message:
    """A missed-hands penalty of no hand (or fewer)."""
    return because("mtt.refused.no_hands_to_miss", "a penalty misses one hand or more, not {hands}", hands=hands)


def no_table(table: int) -> Message:
    """A table number not in play."""
    return because("mtt.refused.no_table", "there is no table {table} in play", table=table)


def seat_not_open(table: int, seat: int) -> Message:
    """A move to a seat that is taken or does not exist."""
    return because("mtt.refused.seat_not_open", "table {table} seat {seat} is not an open seat", table=table, seat=seat)


def seats_not_dealt(table: int, finishing: list[int], dealt: list[int]) -> Message:
    """A hand's result for seats other than those the table dealt."""
    return because(
        "mtt.refused.seats_not_dealt",
        "table {table}: the hand's seats {finishing} are not those dealt {dealt}",
        table=table,
        finishing=str(finishing),
        dealt=str(dealt),
    )


def chips_do_not_add_up(table: int) -> Message:
    """A hand's finishing stacks that do not hold the chips it began with (or hold a negative stack)."""
    return because(
        "mtt.refused.chips_do_not_add_up",
        "table {table}: the hand's chips do not add up to the chips it began with",
        table=table,
    )


def not_at_table(winner: str, table: int, player: str) -> Message:
    """A bust whose winner is not another player at the busted player's table."""
    return because(
        "mtt.refused.not_at_table",
        "{winner} is not another player at table {table}, where {player} sits",
        winner=winner,
        table=table,
        player=player,
    )


def cannot_break(table: int, tables: list[int]) -> Message:
    """A break of a table not in play, or of the last table."""
    return because(
        "mtt.refused.cannot_break",
        "table {table} cannot be broken (tables in play: {tables})",
        table=table,
        tables=str(tables),
    )


def cannot_colour_up(chip: int, chip_set: tuple[int, ...], raced: int | None) -> Message:
    """A colour-up of a chip that is not one of the set's below its largest, or that a race took out already."""
    if raced is not None and raced >= chip and chip in chip_set[:-1]:
        return because(
            "mtt.refused.raced_already",
            "the {chip} chips are out of play already (the {raced} chips were raced off)",
            chip=chip,
            raced=raced,
        )
    return because(
        "mtt.refused.cannot_colour_up",
        "a colour-up races off one of the chips {chips} but the largest, not {chip}",
        chip=chip,
        chips=str(list(chip_set)),
    )


def too_few_seats_elsewhere(table: int, room: int) -> Message:
    """A break of a table whose players the other tables' ``room`` open seats cannot hold."""
    return nbecause(
        "mtt.refused.too_few_seats_elsewhere",
        "table {table} has more players than the {room} seat open elsewhere",
        "table {table} has more players than the {room} seats open elsewhere",
        room,
        table=table,
        room=room,
    )


def not_over(count: int) -> Message:
    """Places given out while ``count`` players (not one) are still seated."""
    return nbecause(
        "mtt.refused.not_over",
        "{count} player is still seated; the event is not over",
        "{count} players are still seated; the event is not over",
        count,
        count=count,
    )


# Rebuys, add-ons and alternates (floorcall._tournament.purchases, floorcall._tournament.alternates).


def rebuy_stack_too_big(entry: str, stack: int, most: int) -> Message:
    """A rebuy asked by an entry holding more than the chips a rebuy is sold at."""
    return because(
        "mtt.refused.rebuy_stack_too_big",
        "{entry} has {stack} chips; a rebuy is sold at {most} chips or fewer",
        entry=entry,
        stack=stack,
        most=most,
    )


def not_sold(kind: str) -> Message:
    """A rebuy or an add-on in an event that sells none."""
    if kind == "rebuy":
        return because("mtt.refused.no_rebuys", "this event sells no rebuy")
    return because("mtt.refused.no_add_on", "this event sells no add-on")


def bought_all(entry: str, kind: str, most: int) -> Message:
    """A rebuy or an add-on past the number an entry may buy."""
    if kind == "rebuy":
        return nbecause(
            "mtt.refused.rebuys_used",
            "{entry} has bought the {most} rebuy the event sells an entry",
            "{entry} has bought the {most} rebuys the event sells an entry",
            most,
            entry=entry,
            most=most,
        )
    return because("mtt.refused.add_on_used", "{entry} has bought the add-on already", entry=entry)


def purchase_closed(kind: str, last: int, level: int) -> Message:
    """A rebuy or an add-on after the last level that sells it."""
    if kind == "rebuy":
        return because(
            "mtt.refused.rebuys_closed",
            "rebuys were sold up to the end of level {last}; the clock is at level {level}",
            last=last,
            level=level,
        )
    return because(
        "mtt.refused.add_on_closed",
        "the add-on was sold up to the end of level {last}; the clock is at level {level}",
        last=last,
        level=level,
    )


def waiting_already(player: str) -> Message:
    """An alternate who has entered or is on the list already."""
    return because(
        "mtt.refused.alternate_twice", "{player} has entered or waits already: he cannot be an alternate", player=player
    )
