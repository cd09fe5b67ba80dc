"""Rebuilding a tournament from its record: every table's seating and every stack at every hand, checked.

:func:`rebuild` replays the record's events on a bare seating (tables of seats, chips by entry) without asking any
plugin, and checks each event against what it rebuilt: a seat drawn is open, a player moved or out sat where the record
says, a hand's seats and starting stacks are the seating's, a hand's chips add up, a hand kills the seats serving a
penalty (and only those), a busted entry's rebuy seats him again at the open seat he busted from, a race starts from the
stacks in play, and at the end the chips in play are every entry's stack and every rebuy's and add-on's chips less what
left play (forfeited chips and the races' remainders). Each hand is handed to ``check_hand`` with the seating it was
dealt from, to compare with its hand history.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from floorcall._tournament.problems import Problem, nproblem, problem
from floorcall._tournament.record import (
    AnyRecordEvent,
    Bought,
    Busted,
    Finished,
    Forfeited,
    HandPlayed,
    Moved,
    Penalized,
    PenaltyMoved,
    Raced,
    Seated,
    Started,
    TableBroken,
)

__all__ = ["Problem", "Rebuilt", "rebuild"]


@dataclass
class Rebuilt:
    """What a record rebuilds to: the seating at the end, the chips, the problems found (empty when it is sound)."""

    tables: dict[int, dict[int, str]] = field(default_factory=dict)
    stacks: dict[str, int] = field(default_factory=dict)
    entries: int = 0
    starting_stack: int = 0
    left_play: int = 0
    bought: int = 0
    hands: int = 0
    problems: list[Problem] = field(default_factory=list)
    redraw: list[Moved] = field(default_factory=list)
    penalties: dict[str, int] = field(default_factory=dict)

    @property
    def chips_in_play(self) -> int:
        """The chips of the entries seated."""
        return sum(self.stacks[e] for table in self.tables.values() for e in table.values())

    def where(self, entry: str) -> tuple[int, int] | None:
        """The (table, seat) of a seated entry, or None."""
        return next(((t, s) for t, seats in self.tables.items() for s, e in seats.items() if e == entry), None)


def rebuild(
    events: Iterable[AnyRecordEvent], check_hand: Callable[[HandPlayed], list[Problem]] | None = None
) -> Rebuilt:
    """Replay ``events`` on a bare seating and check each; ``check_hand`` compares a hand with its hand history."""
    state = Rebuilt()
    for index, event in enumerate(events):
        if not (isinstance(event, Moved) and event.reason == "final"):
            state.problems.extend(p.at_event(index + 1, "final-redraw") for p in _seat_redraw(state))
        problems = _apply(state, event)
        if isinstance(event, HandPlayed) and check_hand is not None and not problems:
            problems = check_hand(event)
        state.problems.extend(p.at_event(index + 1, str(event.__struct_config__.tag)) for p in problems)
    state.problems.extend(_seat_redraw(state))
    expected = state.entries * state.starting_stack + state.bought - state.left_play
    if state.chips_in_play != expected:
        state.problems.append(
            problem(
                "mtt.record.chips_in_play",
                "the chips in play are {chips}, not the {expected} the entries make",
                chips=state.chips_in_play,
                expected=expected,
            )
        )
    return state


def _apply(state: Rebuilt, event: AnyRecordEvent) -> list[Problem]:
    if isinstance(event, Started):
        state.starting_stack = event.starting_stack
        state.tables = {n: {} for n in range(1, event.tables + 1)}
        return []
    if isinstance(event, Seated):
        return _seat(state, event)
    if isinstance(event, Moved):
        return _move(state, event)
    if isinstance(event, TableBroken):
        return (
            []
            if event.table in state.tables
            else [problem("mtt.record.table_not_in_play", "table {table} is not in play", table=event.table)]
        )
    if isinstance(event, Raced):
        table = state.tables.get(event.table, {})
        before = {s: state.stacks[e] for s, e in table.items()}
        if before != event.before:
            return [
                problem(
                    "mtt.record.race_from",
                    "table {table} raced from {raced}, but its stacks were {stacks}",
                    table=event.table,
                    raced=event.before,
                    stacks=before,
                )
            ]
        for seat, chips in event.after.items():
            state.stacks[table[seat]] = chips
        state.left_play += event.remainder
        return []
    if isinstance(event, Forfeited):
        found = state.where(event.entry)
        if found is None or state.stacks[event.entry] != event.chips:
            return [
                problem(
                    "mtt.record.not_seated_with",
                    "{entry} is not seated with {chips} chips",
                    entry=event.entry,
                    chips=event.chips,
                )
            ]
        del state.tables[found[0]][found[1]]
        state.left_play += event.chips
        return []
    if isinstance(event, Bought):
        if event.table is not None and event.seat is not None:
            return _back(state, event, event.table, event.seat)
        if state.where(event.entry) is None:
            return [
                problem(
                    "mtt.record.bought_unseated",
                    "{entry} bought a {kind} but is not seated",
                    entry=event.entry,
                    kind=event.kind,
                )
            ]
        state.stacks[event.entry] += event.chips
        state.bought += event.chips
        return []
    if isinstance(event, HandPlayed):
        return _hand(state, event)
    if isinstance(event, Penalized):
        if state.where(event.entry) is None or state.penalties.get(event.entry, 0) + event.hands != event.left:
            return [problem("mtt.record.penalty_not_seated", "{entry} cannot take that penalty", entry=event.entry)]
        state.penalties[event.entry] = event.left
        return []
    if isinstance(event, PenaltyMoved):
        if state.penalties.get(event.entry, 0) != event.hands:
            return [
                problem(
                    "mtt.record.penalty_left",
                    "{entry} has not {hands} penalty hands left to take to another table",
                    entry=event.entry,
                    hands=event.hands,
                )
            ]
        if not event.kept:
            del state.penalties[event.entry]
        return []
    if isinstance(event, Busted):
        if state.tables.get(event.table, {}).get(event.seat) != event.entry or state.stacks[event.entry] != 0:
            return [
                problem(
                    "mtt.record.bust_not_at",
                    "{entry} is not at table {table} seat {seat} without chips",
                    entry=event.entry,
                    table=event.table,
                    seat=event.seat,
                )
            ]
        del state.tables[event.table][event.seat]
        return []
    if isinstance(event, Finished):
        seated = [e for table in state.tables.values() for e in table.values()]
        if len(seated) != 1:
            return [
                nproblem(
                    "mtt.record.seated_at_end",
                    "{count} entry is still seated at the end",
                    "{count} entries are still seated at the end",
                    len(seated),
                    count=len(seated),
                )
            ]
    return []


def _back(state: Rebuilt, event: Bought, table: int, seat: int) -> list[Problem]:
    """A busted entry's rebuy: he sits again at the open seat he busted from, with no chips but the rebuy's."""
    if state.where(event.entry) is not None or state.stacks.get(event.entry) != 0:
        return [problem("mtt.record.rebuy_not_busted", "{entry} rebuys a seat but has not busted", entry=event.entry)]
    if seat in state.tables.get(table, {}):
        return [problem("mtt.record.seat_taken", "table {table} seat {seat} is taken", table=table, seat=seat)]
    state.tables.setdefault(table, {})[seat] = event.entry
    state.stacks[event.entry] = event.chips
    state.bought += event.chips
    return []


def _seat(state: Rebuilt, event: Seated) -> list[Problem]:
    if state.where(event.entry) is not None:
        return [problem("mtt.record.seated_already", "{entry} is seated already", entry=event.entry)]
    if event.seat in state.tables.setdefault(event.table, {}):
        return [
            problem("mtt.record.seat_taken", "table {table} seat {seat} is taken", table=event.table, seat=event.seat)
        ]
    state.tables[event.table][event.seat] = event.entry
    state.stacks[event.entry] = event.stack
    state.entries += 1
    return []


def _move(state: Rebuilt, event: Moved) -> list[Problem]:
    if state.tables.get(event.from_table, {}).get(event.from_seat) != event.entry:
        return [
            problem(
                "mtt.record.move_not_at",
                "{entry} is not at table {table} seat {seat}",
                entry=event.entry,
                table=event.from_table,
                seat=event.from_seat,
            )
        ]
    del state.tables[event.from_table][event.from_seat]
    if event.reason == "final":  # the redraw's moves happen at once: seated when the next event comes
        state.redraw.append(event)
        return []
    target = state.tables.setdefault(event.to_table, {})
    if event.to_seat in target:
        return [
            problem(
                "mtt.record.seat_taken", "table {table} seat {seat} is taken", table=event.to_table, seat=event.to_seat
            )
        ]
    target[event.to_seat] = event.entry
    return []


def _seat_redraw(state: Rebuilt) -> list[Problem]:
    """Seat the players of a final-table redraw, every other table then being empty."""
    if not state.redraw:
        return []
    problems = [
        problem("mtt.record.still_seats", "table {table} still seats {entries}", table=n, entries=sorted(t.values()))
        for n, t in state.tables.items()
        if t
    ]
    final: dict[int, dict[int, str]] = {n: {} for n in {m.to_table for m in state.redraw}}
    for move in state.redraw:
        if move.to_seat in final[move.to_table]:
            problems.append(
                problem(
                    "mtt.record.redraw_twice",
                    "the redraw gives table {table} seat {seat} twice",
                    table=move.to_table,
                    seat=move.to_seat,
                )
            )
        final[move.to_table][move.to_seat] = move.entry
    state.tables = final
    state.redraw = []
    return problems


def _hand(state: Rebuilt, event: HandPlayed) -> list[Problem]:
    table = state.tables.get(event.table, {})
    seats = {s: table.get(s) for s in event.seats}
    if seats != event.seats:
        return [
            problem(
                "mtt.record.hand_seats",
                "table {table} hand {hand} was dealt to {dealt}, but the seating is {seating}",
                table=event.table,
                hand=event.hand,
                dealt=event.seats,
                seating=table,
            )
        ]
    starting = {s: state.stacks[e] for s, e in event.seats.items()}
    if starting != event.starting:
        return [
            problem(
                "mtt.record.hand_stacks",
                "table {table} hand {hand} began with {began}, but the stacks were {stacks}",
                table=event.table,
                hand=event.hand,
                began=event.starting,
                stacks=starting,
            )
        ]
    if sum(event.finishing.values()) != sum(event.starting.values()):
        return [
            problem(
                "mtt.record.hand_chips",
                "table {table} hand {hand} ends with chips that do not add up",
                table=event.table,
                hand=event.hand,
            )
        ]
    serving = sorted(s for s, e in event.seats.items() if state.penalties.get(e, 0) > 0)
    if serving != event.penalized:
        return [
            problem(
                "mtt.record.hand_penalties",
                "table {table} hand {hand} killed the hands of seats {killed}, but seats {serving} serve a penalty",
                table=event.table,
                hand=event.hand,
                killed=event.penalized,
                serving=serving,
            )
        ]
    for seat in serving:
        entry = event.seats[seat]
        state.penalties[entry] -= 1
        if not state.penalties[entry]:
            del state.penalties[entry]
    for seat, chips in event.finishing.items():
        state.stacks[event.seats[seat]] = chips
    state.hands += 1
    return []
