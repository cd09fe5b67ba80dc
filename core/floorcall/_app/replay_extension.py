"""Reading floorcall's own data back from a hand history: the ``_floorcall`` user table.

:mod:`floorcall._app.record` writes it. The table may hold the rulebook and house options, the table (dealer, button,
absent, penalty and looked seats), the events that are not PHH actions (each with ``at``, the index of the action it
came before, and the ``ruling`` applied, if any), the complete event logs of the deals that ended in a misdeal
(``misdeals``) and, in a hand exported by ``floorcall serve``, the events undone there (``undone``: an audit trail
that a reader checks and otherwise leaves alone). Every key is checked when the file is read: a value of the wrong
type, an unknown key, a seat that is not at the table or an ``at`` outside the actions is a
:class:`~floorcall.errors.HandHistoryError` whose message starts with the key path (``_floorcall.table.dealer: ...``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from floorcall._app.config_checks import options_problem
from floorcall._app.phh import HandHistory, thaw
from floorcall._app.wording import validation_parts
from floorcall._plugins import Catalog, Selection, option_specs
from floorcall.errors import HandHistoryError
from floorcall.i18n import CORE
from floorcall.model.events import AnyEvent
from floorcall.model.messages import Message
from floorcall.model.procedure import OptionValue, Stakes
from floorcall.model.rulings import Ruling
from floorcall.model.snapshot import HandSnapshot
from floorcall.model.types import MAX_SEATS, PluginName, SeatNumber

__all__ = [
    "Extension",
    "Recorded",
    "TableLayout",
    "UndoneEvent",
    "check_layout",
    "check_rulebook",
    "house_values",
    "misdealt_logs",
    "missing_house_plugins",
    "options_in_force",
    "read_extension",
    "recorded_events",
]

_KEY = "_floorcall"


class TableLayout(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """``_floorcall.table``: who deals, the button, and the seats away, on penalty or that looked at their cards.

    :param dealer: ``"house"``, or the seat of the player dealing.
    :param button: the button's seat (flop and draw games); None for the reader's default.
    :param absent: seats whose player is away.
    :param penalty: seats serving a penalty.
    :param looked: seats that looked at their downcards (situations).
    """

    dealer: str | SeatNumber = "house"
    button: SeatNumber | None = None
    absent: tuple[SeatNumber, ...] = ()
    penalty: tuple[SeatNumber, ...] = ()
    looked: tuple[SeatNumber, ...] = ()


class MisdealtDeal(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One entry of ``_floorcall.misdeals``: the event log of a deal that ended in a misdeal.

    :param button: the deal's button, when a ruling moved it for the redeal (None: the file's button).
    :param stakes: the deal's stakes, when a ruling changed them for the redeal (None: the file's stakes).
    """

    events: tuple[AnyEvent, ...]
    button: SeatNumber | None = None
    stakes: Stakes | None = None


class UndoneEvent(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One entry of ``_floorcall.undone``: an event a client posted to ``floorcall serve`` and later took back.

    :param event: the event as it was posted.
    :param seq: the hand's ``seq`` at which it was accepted.
    :param undone_at: the ``seq`` of the undo that took it back.
    """

    event: AnyEvent
    seq: int
    undone_at: int


class Extension(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The ``_floorcall`` table, its keys checked; ``events`` entries are checked by :func:`recorded_events`.

    :param rulebook: the rulebook the hand was played under, or None.
    :param house_plugins: the house plugins in force, highest precedence first (``floorcall run`` records them).
    :param house: house option values, or None when the file gives none.
    :param table: the table layout.
    :param events: the raw entries of ``events``.
    :param misdeals: the misdealt deals, oldest first.
    :param undone: the events undone in ``floorcall serve`` (not part of the hand; kept as its audit trail).
    :param snapshot: the hand as the floor found it (:class:`~floorcall.model.snapshot.HandSnapshot`), when the hand
        starts from it rather than from the deal: the actions and ``events`` then come after it.
    """

    rulebook: PluginName | None = None
    house_plugins: tuple[PluginName, ...] = ()
    house: dict[str, OptionValue] | None = None
    table: TableLayout = msgspec.field(default_factory=TableLayout)
    events: tuple[dict[str, Any], ...] = ()
    misdeals: tuple[MisdealtDeal, ...] = ()
    undone: tuple[UndoneEvent, ...] = ()
    snapshot: HandSnapshot | None = None


class Recorded(msgspec.Struct, frozen=True, kw_only=True):
    """One entry of ``_floorcall.events``: an event that is not a PHH action, where it happened, and its ruling.

    :param at: the index in ``actions`` of the action it came before (``len(actions)``: after the last one).
    :param event: the event.
    :param ruling: the ruling recorded for it, when it was irregular.
    :param ruled_by: who gave that ruling (``RulingApplied.ruled_by``), when the file records it.
    """

    at: int
    event: AnyEvent
    ruling: Ruling | None = None
    ruled_by: str | None = None


def read_extension(history: HandHistory) -> Extension | None:
    """The ``_floorcall`` table of a hand history, checked; None when the file has none.

    :raises HandHistoryError: the table is not a table, has an unknown key, or a value of the wrong type or range,
        or names a dealer that is neither ``"house"`` nor a seat; the message starts with the key path.
    """
    table = history.user_fields.get(_KEY)
    if table is None:
        return None
    try:
        extension = msgspec.convert(thaw(table), Extension)
    except msgspec.ValidationError as exc:
        raise HandHistoryError.of(*_validation(exc, _KEY)) from None
    dealer = extension.table.dealer
    if isinstance(dealer, str) and dealer != "house":
        message = CORE.msg(
            "phh.dealer",
            "{dealer} is neither 'house' nor a seat number (1 to {most})",
            dealer=repr(dealer),
            most=MAX_SEATS,
        )
        raise HandHistoryError.of(message, f"{_KEY}.table.dealer")
    return extension


def check_layout(layout: TableLayout, seats: Sequence[int]) -> None:
    """Check that every seat the layout names is at the table.

    :param layout: ``_floorcall.table``.
    :param seats: the hand's seats (its ``seats`` field, or 1..N).
    :raises HandHistoryError: a seat is not at the table (the message names the key and lists the seats).
    """
    at_table = ", ".join(map(str, seats))
    named = [(f"{key}[{i}]", s) for key in ("absent", "penalty", "looked") for i, s in enumerate(getattr(layout, key))]
    if isinstance(layout.dealer, int):
        named.append(("dealer", layout.dealer))
    for key, seat in named:
        if seat not in seats:
            message = CORE.msg(
                "phh.seat_not_at_table", "seat {seat} is not at the table (seats: {seats})", seat=seat, seats=at_table
            )
            raise HandHistoryError.of(message, f"{_KEY}.table.{key}")


def check_rulebook(extension: Extension, catalog: Catalog) -> None:
    """Check that the rulebook a file names is installed.

    :raises HandHistoryError: it is not (the message names the key and lists the installed rulebooks).
    """
    book = extension.rulebook
    if book is not None and book not in catalog.rulebooks:
        installed = ", ".join(sorted(catalog.rulebooks)) or "—"
        message = CORE.msg(
            "config.unknown_rulebook",
            "unknown rulebook {name}; installed rulebooks: {installed}",
            name=repr(book),
            installed=installed,
        )
        raise HandHistoryError.of(message, f"{_KEY}.rulebook")


def options_in_force(
    values: Mapping[str, OptionValue], catalog: Catalog, selection: Selection
) -> dict[str, OptionValue]:
    """The house option values that apply to a hand played under ``selection`` (one game).

    A config's house options cover every game of its rotation, and ``floorcall run`` records them all in each hand,
    so an option that another installed plugin owns is left out here; a name no installed plugin owns, or a value
    that does not fit its option, is an error.

    :param values: the house values (a file's ``_floorcall.house``, or a config's with a situation's on top).
    :param catalog: the installed plugins.
    :param selection: the hand's game, rulebook and house plugins.
    :returns: the values of the options in force.
    :raises HandHistoryError: the message names the key (``_floorcall.house.board-tie``) and lists the valid names
        or choices.
    """
    specs = option_specs(catalog, selection)
    kept = {
        name: value
        for name, value in values.items()
        if name in specs or name not in _installed_options(catalog)  # an unknown name is refused just below
    }
    problem = options_problem(kept, catalog, selection)
    if problem is not None:
        raise HandHistoryError.of(problem[1], f"{_KEY}.house.{problem[0]}")
    return kept


def _installed_options(catalog: Catalog) -> set[str]:
    return {spec.name for info in catalog.plugins.values() for spec in info.options}


def recorded_events(extension: Extension | None, end: int) -> list[Recorded]:
    """The extension's events, in the order recorded.

    :param extension: the ``_floorcall`` table (:func:`read_extension`).
    :param end: the number of actions: the ``at`` of an entry that has none (it happened after the last action).
    :raises HandHistoryError: an entry is not a valid event or ruling, or its ``at`` is not a whole number from 0
        to ``end`` or comes before the previous entry's (the message names the entry's index and key).
    """
    entries: list[Recorded] = []
    for index, raw in enumerate(extension.events if extension is not None else ()):
        where = f"{_KEY}.events[{index}]"
        at = _at(raw.get("at", end), where, end, entries[-1].at if entries else 0)
        fields = {k: v for k, v in raw.items() if k not in ("at", "ruling", "ruled_by")}
        event = _convert(fields, AnyEvent, where)
        ruling = _convert(raw["ruling"], Ruling, f"{where}.ruling") if "ruling" in raw else None
        ruled_by = _convert(raw["ruled_by"], str, f"{where}.ruled_by") if "ruled_by" in raw else None
        entries.append(Recorded(at=at, event=event, ruling=ruling, ruled_by=ruled_by))
    return entries


def _convert(value: object, kind: Any, where: str) -> Any:
    try:
        return msgspec.convert(value, kind)
    except msgspec.ValidationError as exc:
        raise HandHistoryError.of(*_validation(exc, where)) from None


def _at(value: object, where: str, end: int, previous: int) -> int:
    if type(value) is not int:
        message = CORE.msg(
            "phh.at_not_whole", "expected a whole number (an index in actions), got {value}", value=repr(value)
        )
        raise HandHistoryError.of(message, f"{where}.at")
    if not 0 <= value <= end:
        message = CORE.msg(
            "phh.at_outside",
            "{value} is outside the actions (0 to {end}); it can never be reached",
            value=str(value),  # positions in the list of actions, never grouped as amounts are
            end=str(end),
        )
        raise HandHistoryError.of(message, f"{where}.at")
    if value < previous:
        message = CORE.msg(
            "phh.at_before",
            "{value} comes before the previous entry's at ({previous})",
            value=str(value),
            previous=str(previous),
        )
        raise HandHistoryError.of(message, f"{where}.at")
    return value


def misdealt_logs(extension: Extension | None) -> list[MisdealtDeal]:
    """The deals that ended in a misdeal before the deal that counted, oldest first.

    :param extension: the ``_floorcall`` table (:func:`read_extension`).
    :returns: each misdealt deal: its events after its ``hand_started``, and its button and stakes where they differ.
    """
    return list(extension.misdeals) if extension is not None else []


def missing_house_plugins(extension: Extension, catalog: Catalog) -> list[str]:
    """The house plugins a file names (``_floorcall.house_plugins``) that are not installed, in the file's order."""
    return [name for name in extension.house_plugins if name not in catalog.plugins]


def house_values(extension: Extension | None) -> Mapping[str, OptionValue]:
    """The file's house option values (empty when it gives none)."""
    return extension.house or {} if extension is not None else {}


def _validation(error: msgspec.ValidationError, where: str) -> tuple[Message, str]:
    """A validation error's reason and place, as :meth:`HandHistoryError.of` takes them."""
    place, message = validation_parts(error, where)
    return message, place
