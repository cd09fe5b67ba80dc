"""The tournament's record events as lines a person reads (``floorcall run`` without ``--json``).

A hand's own line is left out (its hand history is in ``--out``); every other event is one line, with the rules it
cites in brackets. :data:`_LINES` is the table of formats: for each kind of event (hand for hand by whether it
begins or ends, a purchase by what was bought) its message and the event field behind each placeholder; ``{rules}``
is always the citations.
"""

from __future__ import annotations

from typing import Final

from floorcall._tournament.record import (
    Bought,
    Break,
    Busted,
    Finished,
    Forfeited,
    HandForHand,
    LevelStarted,
    Moved,
    Penalized,
    PenaltyMoved,
    Placed,
    Raced,
    RecordEvent,
    Seated,
    Started,
    TableBroken,
)
from floorcall.i18n import Translator
from floorcall.model.messages import fill

__all__ = ["event_line"]


def words(id: str, text: str) -> tuple[str, str]:
    """A line's message: its id (the catalog's context) and English text, marked for ``tools/catalogs.py``."""
    return id, text


#: (event class, whether hand for hand begins, what was bought, or whether a moved penalty is kept: None for the
#: other events) -> ((id, text), placeholder -> field).
_LINES: Final[dict[tuple[type[RecordEvent], bool | str | None], tuple[tuple[str, str], dict[str, str]]]] = {
    (Started, None): (
        words("mtt.started", "{name}: {tables} tables of {seats} seats"),
        {"name": "name", "tables": "tables", "seats": "seats"},
    ),
    (Seated, None): (
        words("mtt.seated", "{entry} draws table {table} seat {seat} [{rules}]"),
        {"entry": "entry", "table": "table", "seat": "seat"},
    ),
    (Moved, None): (
        words("mtt.moved", "{entry} moves from table {origin} seat {seat} to table {table} seat {to} [{rules}]"),
        {"entry": "entry", "origin": "from_table", "seat": "from_seat", "table": "to_table", "to": "to_seat"},
    ),
    (TableBroken, None): (words("mtt.table_broken", "table {table} breaks [{rules}]"), {"table": "table"}),
    (LevelStarted, None): (
        words("mtt.level", "level {level} from round {round}"),
        {"level": "level", "round": "round"},
    ),
    (Break, None): (words("mtt.break", "a break before round {round}"), {"round": "round"}),
    (Raced, None): (
        words("mtt.raced", "chip race at table {table}: {remainder} chips leave play [{rules}]"),
        {"table": "table", "remainder": "remainder"},
    ),
    (Busted, None): (words("mtt.busted", "{entry} is out at table {table}"), {"entry": "entry", "table": "table"}),
    (Forfeited, None): (
        words("mtt.forfeited", "{entry} gives up {chips} chips to re-enter [{rules}]"),
        {"entry": "entry", "chips": "chips"},
    ),
    (Bought, "rebuy"): (
        words("mtt.rebuy", "{entry} rebuys {chips} chips at level {level}"),
        {"entry": "entry", "chips": "chips", "level": "level"},
    ),
    (Bought, "add-on"): (
        words("mtt.add_on", "{entry} takes the add-on of {chips} chips at level {level}"),
        {"entry": "entry", "chips": "chips", "level": "level"},
    ),
    (Penalized, None): (
        words("mtt.penalized", "{entry} is to miss {hands} hands, {left} in all [{rules}]"),
        {"entry": "entry", "hands": "hands", "left": "left"},
    ),
    (PenaltyMoved, True): (
        words("mtt.penalty_moved", "{entry} keeps missing hands at table {table}: {hands} left [{rules}]"),
        {"entry": "entry", "table": "table", "hands": "hands"},
    ),
    (PenaltyMoved, False): (
        words("mtt.penalty_ended", "{entry}'s penalty ends as he moves to table {table} [{rules}]"),
        {"entry": "entry", "table": "table"},
    ),
    (HandForHand, True): (
        words("mtt.hand_for_hand", "hand for hand with {left} players [{rules}]"),
        {"left": "players_left"},
    ),
    (HandForHand, False): (words("mtt.hand_for_hand_off", "hand-for-hand play ends"), {}),
    (Placed, None): (
        words("mtt.placed", "place {place}: {player}, {prize}"),
        {"place": "place", "player": "player", "prize": "prize"},
    ),
    (Finished, None): (
        words("mtt.finished", "{winner} wins after {rounds} rounds; {entries} entries, prize pool {pool}"),
        {"winner": "winner", "rounds": "rounds", "entries": "entries", "pool": "prize_pool"},
    ),
}


def event_line(event: RecordEvent, t: Translator) -> str | None:
    """One line for ``event`` in the translator's language (None for the events not shown)."""
    key = event.kind if isinstance(event, Bought) else getattr(event, "on", getattr(event, "kept", None))
    found = _LINES.get((type(event), key))
    if found is None:
        return None
    (id, text), fields = found
    values = {name: getattr(event, field) for name, field in fields.items()}
    values["rules"] = ", ".join(getattr(event, "citations", ()))
    return fill(t.template(id, text), values)
