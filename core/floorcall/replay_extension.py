"""Reading floorcall's own data back from a hand history: the ``_floorcall`` user table.

:mod:`floorcall.record` writes it. The table may hold the rulebook and house options, the table (dealer, button,
absent, penalty and looked seats), the events that are not PHH actions (each with ``at``, the index of the action it
came before, and the ``ruling`` applied, if any) and the complete event logs of the deals that ended in a misdeal
(``misdeals``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from floorcall.errors import HandHistoryError
from floorcall.model.events import AnyEvent
from floorcall.model.rulings import Ruling
from floorcall.phh import HandHistory, thaw

__all__ = ["Recorded", "extension_of", "misdealt_logs", "recorded_events"]


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


def extension_of(history: HandHistory) -> dict[str, Any]:
    """The ``_floorcall`` table as plain data (dicts, lists, strings, numbers); empty when the file has none."""
    table = history.user_fields.get("_floorcall")
    data = thaw(table) if table is not None else {}
    return data if isinstance(data, dict) else {}


def recorded_events(extension: Mapping[str, Any], end: int) -> list[Recorded]:
    """The extension's events, in the order recorded.

    :param extension: the ``_floorcall`` table (:func:`extension_of`).
    :param end: the number of actions: the ``at`` of an entry that has none (it happened after the last action).
    :raises HandHistoryError: an entry is not a valid event or ruling (the message names its index).
    """
    entries = []
    for index, raw in enumerate(extension.get("events", ())):
        try:
            fields = {k: v for k, v in raw.items() if k not in ("at", "ruling", "ruled_by")}
            entries.append(
                Recorded(
                    at=int(raw.get("at", end)),
                    event=msgspec.convert(fields, AnyEvent),
                    ruling=msgspec.convert(raw["ruling"], Ruling) if "ruling" in raw else None,
                    ruled_by=str(raw["ruled_by"]) if "ruled_by" in raw else None,
                )
            )
        except (msgspec.ValidationError, KeyError, TypeError, ValueError) as exc:
            raise HandHistoryError(f"_floorcall.events[{index}]: {exc}") from exc
    return entries


def misdealt_logs(extension: Mapping[str, Any]) -> list[list[AnyEvent]]:
    """The event logs of the deals that ended in a misdeal before the deal that counted, oldest first.

    :param extension: the ``_floorcall`` table (:func:`extension_of`).
    :returns: each misdealt deal's events after its ``hand_started``.
    :raises HandHistoryError: a log is malformed (the message names its index).
    """
    logs = []
    for index, deal in enumerate(extension.get("misdeals", ())):
        try:
            logs.append(msgspec.convert(deal["events"], list[AnyEvent]))
        except (msgspec.ValidationError, KeyError, TypeError) as exc:
            raise HandHistoryError(f"_floorcall.misdeals[{index}]: {exc}") from exc
    return logs
