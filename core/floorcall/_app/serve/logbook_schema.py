"""The bodies and answers of the ruling log and the event as msgspec Structs: notes, amends, voids, log entries.

The floor's notes (:class:`RulingNotes`) ride with a posted event (``ruling_notes``) or change a logged ruling
(:class:`AmendBody`, :class:`VoidBody`); :class:`LogEntry` is a logged ruling as ``GET /api/v1/rulings`` shows it.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from msgspec import UNSET, Meta, UnsetType

from floorcall._app.serve.schema_base import Answer, Body, Name, Note, Version
from floorcall.model.types import SeatNumber

__all__ = [
    "AmendBody",
    "EventInfo",
    "LogEntry",
    "LogPage",
    "LogVersion",
    "Penalty",
    "PlayerInvolved",
    "RulebookInfo",
    "RulingNotes",
    "VoidBody",
]


class PlayerInvolved(Body, frozen=True, kw_only=True):
    """A player a ruling concerns: his seat, and his name when the floor gives it."""

    seat: SeatNumber
    name: Name = ""


class Penalty(Body, frozen=True, kw_only=True):
    """A penalty the floor gave with a ruling (TDA 2024 rule 71: a warning, missed hands, disqualification).

    ``hands`` is the number of hands missed, given exactly for ``missed_hands``.
    """

    seat: SeatNumber
    kind: Literal["warning", "missed_hands", "disqualification"]
    hands: Annotated[int, Meta(ge=1, le=1000)] | UnsetType = UNSET


class RulingNotes(Body, frozen=True, kw_only=True):
    """What the floor person adds to a ruling in the log: his name, the players, a note, penalties.

    ``players`` defaults to the seats the irregularity names; ``void_reason`` is set only by a void.
    """

    floor_person: Name = ""
    players: Annotated[list[PlayerInvolved], Meta(max_length=10)] = []
    note: Note = ""
    penalties: Annotated[list[Penalty], Meta(max_length=10)] = []
    void_reason: Note = ""


class AmendBody(Body, frozen=True, kw_only=True):
    """``POST /api/v1/rulings/{id}/amend``: the version amended and the notes that change (at least one)."""

    version: Version
    floor_person: Name | UnsetType = UNSET
    players: Annotated[list[PlayerInvolved], Meta(max_length=10)] | UnsetType = UNSET
    note: Note | UnsetType = UNSET
    penalties: Annotated[list[Penalty], Meta(max_length=10)] | UnsetType = UNSET


class VoidBody(Body, frozen=True, kw_only=True):
    """``POST /api/v1/rulings/{id}/void``: the version voided and why."""

    version: Version
    reason: Annotated[str, Meta(min_length=1, max_length=2000)]


class LogVersion(Answer, frozen=True, kw_only=True):
    """One version of a logged ruling: its status, when it was written (the room's time) and the floor's notes."""

    version: int
    status: str
    changed_at: str
    floor_person: str
    players: list[PlayerInvolved]
    note: str
    penalties: list[Penalty]
    void_reason: str


class LogEntry(LogVersion, frozen=True, kw_only=True):
    """A ruling of the log as it stands (its current version), with the hand and where it was given.

    ``given_at`` and ``changed_at`` are ISO 8601 in the room's time zone (``time_zone``); ``sheet`` is the path of
    its printable page; ``history`` (on ``GET /api/v1/rulings/{id}`` only) holds every earlier version.
    """

    id: str
    hand: str
    seq: int
    event_name: str
    table_name: str
    given_at: str
    time_zone: str
    game: str
    rulebook: str | None
    irregularity: dict[str, Any]
    kind: str
    citations: list[str]
    remedies: list[str]
    remedy_details: list[dict[str, Any]]
    explanation: str
    message: dict[str, Any] | None
    ruled_by: str | None
    sheet: str
    history: list[LogVersion] | UnsetType = UNSET


class LogPage(Answer, frozen=True, kw_only=True):
    """``GET /api/v1/rulings``: newest first; ``next`` is the cursor of the following page (None after the last)."""

    rulings: list[LogEntry]
    next: str | None


class RulebookInfo(Answer, frozen=True, kw_only=True):
    """An installed rulebook: its name, the plugin that ships it and its description."""

    name: str
    plugin: str
    description: str


class EventInfo(Answer, frozen=True, kw_only=True):
    """``GET /api/v1/event``: the event the server runs and the rulebooks a new hand may use.

    ``rulebook`` is the rulebook the config fixes (then the only one in ``rulebooks``), or None when a hand may use
    any installed one; ``default_rulebook`` is the one a new hand gets when it names none; ``name`` is the config's
    event name ("" without a config).
    """

    name: str
    kind: str
    rulebook: str | None
    default_rulebook: str | None
    rulebooks: list[RulebookInfo]
    time_zone: str
