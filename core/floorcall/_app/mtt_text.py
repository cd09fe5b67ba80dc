"""The tournament's record events as lines a person reads (``floorcall run`` without ``--json``).

A hand's own line is left out (its hand history is in ``--out``); every other event is one line, with the rules it
cites in brackets.
"""

from __future__ import annotations

from floorcall._tournament.record import (
    Break,
    Busted,
    Finished,
    Forfeited,
    HandForHand,
    LevelStarted,
    Moved,
    Placed,
    Raced,
    RecordEvent,
    Seated,
    Started,
    TableBroken,
)
from floorcall.i18n import Translator

__all__ = ["event_line"]


def event_line(event: RecordEvent, t: Translator) -> str | None:
    """One line for ``event`` in the translator's language (None for the events not shown)."""
    rules = ", ".join(getattr(event, "citations", ()))
    if isinstance(event, Started):
        return t.words(
            "mtt.started",
            "{name}: {tables} tables of {seats} seats",
            name=event.name,
            tables=event.tables,
            seats=event.seats,
        )
    if isinstance(event, Seated):
        return t.words(
            "mtt.seated",
            "{entry} draws table {table} seat {seat} [{rules}]",
            entry=event.entry,
            table=event.table,
            seat=event.seat,
            rules=rules,
        )
    if isinstance(event, Moved):
        return t.words(
            "mtt.moved",
            "{entry} moves from table {origin} seat {seat} to table {table} seat {to} [{rules}]",
            entry=event.entry,
            origin=event.from_table,
            seat=event.from_seat,
            table=event.to_table,
            to=event.to_seat,
            rules=rules,
        )
    if isinstance(event, TableBroken):
        return t.words("mtt.table_broken", "table {table} breaks [{rules}]", table=event.table, rules=rules)
    if isinstance(event, LevelStarted):
        return t.words("mtt.level", "level {level} from round {round}", level=event.level, round=event.round)
    if isinstance(event, Break):
        return t.words("mtt.break", "a break before round {round}", round=event.round)
    if isinstance(event, Raced):
        return t.words(
            "mtt.raced",
            "chip race at table {table}: {remainder} chips leave play [{rules}]",
            table=event.table,
            remainder=event.remainder,
            rules=rules,
        )
    if isinstance(event, Busted):
        return t.words("mtt.busted", "{entry} is out at table {table}", entry=event.entry, table=event.table)
    if isinstance(event, Forfeited):
        return t.words(
            "mtt.forfeited",
            "{entry} gives up {chips} chips to re-enter [{rules}]",
            entry=event.entry,
            chips=event.chips,
            rules=rules,
        )
    if isinstance(event, HandForHand):
        if event.on:
            return t.words(
                "mtt.hand_for_hand", "hand for hand with {left} players [{rules}]", left=event.players_left, rules=rules
            )
        return t.words("mtt.hand_for_hand_off", "hand-for-hand play ends")
    if isinstance(event, Placed):
        return t.words(
            "mtt.placed", "place {place}: {player}, {prize}", place=event.place, player=event.player, prize=event.prize
        )
    if isinstance(event, Finished):
        return t.words(
            "mtt.finished",
            "{winner} wins after {rounds} rounds; {entries} entries, prize pool {pool}",
            winner=event.winner,
            rounds=event.rounds,
            entries=event.entries,
            pool=event.prize_pool,
        )
    return None
