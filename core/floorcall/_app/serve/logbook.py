"""The day's ruling log: every ruling a hand gives, kept with where and when, the floor's notes, and its versions.

A ruling is logged when the hand gives it (in the transaction of the event that brought it: see
:meth:`floorcall._app.serve.store.Store.append`) with the hand's event and table names, the time, the players the
irregularity names and the notes the floor sent with the event. :class:`RulingLog` amends and voids it (each a new
version; the earlier ones stay), lists the current versions by page, newest first, and exports them as CSV. Times are
stored in UTC and shown in the room's time zone (:class:`Room`).
"""

from __future__ import annotations

import base64
import binascii
import csv
import io
import secrets
from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, date, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import msgspec
from msgspec import UNSET, UnsetType

from floorcall._app.config import TournamentConfig
from floorcall._app.record import plain
from floorcall._app.serve.errors import ApiError
from floorcall._app.serve.logbook_store import LogFilter, LoggedRuling, VersionConflict
from floorcall._app.serve.messages import message
from floorcall._app.serve.schema import (
    AmendBody,
    LogEntry,
    LogPage,
    LogVersion,
    PlayerInvolved,
    RulingNotes,
    VoidBody,
)
from floorcall._app.serve.store import Store
from floorcall.i18n import Translator, message_json
from floorcall.model.events import AnyEvent, RulingApplied

__all__ = [
    "CSV_COLUMNS",
    "Room",
    "RulingLog",
    "check_notes",
    "decode_cursor",
    "encode_cursor",
    "new_rulings",
    "room_of",
    "utc_now",
]

_decode_applied = msgspec.json.Decoder(RulingApplied).decode
_decode_notes = msgspec.json.Decoder(RulingNotes).decode


class Room(msgspec.Struct, frozen=True, kw_only=True):
    """Where the server runs: the event (its name, kind, fixed rulebook) and the room's time zone.

    :param event_name: the config's event name, the default of each new hand's (empty without a config).
    :param rulebook: the rulebook the config fixes, or None when a hand may use any installed one.
    :param time_zone: an IANA name; the ruling log's times are shown in it.
    """

    event_name: str = ""
    kind: str = "cash"
    rulebook: str | None = None
    time_zone: str = "UTC"

    @property
    def zone(self) -> ZoneInfo:
        """The time zone itself."""
        return ZoneInfo(self.time_zone)

    def shown(self, utc: str) -> str:
        """A stored UTC time (ISO 8601) in the room's time zone, to the second."""
        return datetime.fromisoformat(utc).astimezone(self.zone).isoformat(timespec="seconds")

    def day(self, day: date) -> tuple[str, str]:
        """The UTC bounds (from, before) of a calendar day in the room, as stored times compare."""
        start = datetime.combine(day, time(), self.zone)
        end = datetime.combine(day + timedelta(days=1), time(), self.zone)
        return _utc(start), _utc(end)


def room_of(config: TournamentConfig, given: bool) -> Room:
    """The room of a server: the config's event when it was given one (``floorcall serve CONFIG``), else none.

    Without a config the embedded default only supplies levels: no event name, every rulebook offered, UTC.
    """
    if not given:
        return Room()
    event = config.event
    return Room(event_name=event.name, kind=event.kind, rulebook=event.rulebook, time_zone=event.time_zone)


def _utc(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def utc_now() -> str:
    """Now, in UTC, as the store keeps times (ISO 8601 to the microsecond; such strings sort as the times do)."""
    return _utc(datetime.now(UTC))


# -- cursors ----------------------------------------------------------------------------------------------------


def encode_cursor(moment: str, row_id: str) -> str:
    """The opaque cursor of the page that follows the row (its time and id)."""
    return base64.urlsafe_b64encode(msgspec.json.encode([moment, row_id])).decode().rstrip("=")


def decode_cursor(cursor: str | None) -> tuple[str, str] | None:
    """The (time, id) a cursor names, or None for the first page.

    :raises ApiError: 400 naming ``cursor`` when it was not made by :func:`encode_cursor`.
    """
    if cursor is None:
        return None
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        moment, row_id = msgspec.json.decode(raw, type=tuple[str, str])
    except (binascii.Error, ValueError, msgspec.DecodeError):
        raise ApiError(400, "cursor", message("bad_cursor")) from None
    return moment, row_id


# -- logging a ruling -------------------------------------------------------------------------------------------


def _named_seats(irregularity: Any) -> list[int]:
    """The seats an irregularity names (``seat``, ``expected_seat``, ``proper_seat``...), in the order it names them."""
    seats: list[int] = []
    for name, value in plain(irregularity).items():
        if (name == "seat" or name.endswith("_seat")) and isinstance(value, int) and value not in seats:
            seats.append(value)
    return seats


def new_rulings(
    hand: LoggedRuling, events: Iterable[AnyEvent], notes: RulingNotes | None, now: str
) -> list[LoggedRuling]:
    """The log rows of the rulings among ``events`` (the engine's entries for one posted event).

    :param hand: a template row with the hand's id, record ``seq``, names, game and rulebook (the rest is filled).
    :param notes: what the floor sent with the event; without players, the seats the irregularity names.
    """
    rows = []
    for event in events:
        if not isinstance(event, RulingApplied):
            continue
        given = notes or RulingNotes()
        if not given.players:
            players = [PlayerInvolved(seat=seat) for seat in _named_seats(event.irregularity)]
            given = msgspec.structs.replace(given, players=players)
        rows.append(
            msgspec.structs.replace(
                hand,
                id=secrets.token_hex(6),
                citations=tuple(event.ruling.citations),
                applied=msgspec.json.encode(event),
                notes=msgspec.json.encode(given),
                given_at=now,
                changed_at=now,
            )
        )
    return rows


def check_notes(notes: RulingNotes, seats: Sequence[int], where: str) -> None:
    """Refuse notes that name a seat not in the hand, or a penalty's ``hands`` where it does not belong.

    :param seats: the hand's seats.
    :param where: the path of the notes in the body (``ruling_notes``, or ``""`` for an amendment).
    :raises ApiError: 422 naming the field.
    """
    prefix = f"{where}." if where else ""
    named = [("players", i, p.seat) for i, p in enumerate(notes.players)]
    named += [("penalties", i, p.seat) for i, p in enumerate(notes.penalties)]
    for field, index, seat in named:
        if seat not in seats:
            refused = message("seat_not_in_hand", seat=seat, seats=", ".join(map(str, seats)))
            raise ApiError(422, f"{prefix}{field}.{index}.seat", refused)
    for index, penalty in enumerate(notes.penalties):
        counted = not isinstance(penalty.hands, UnsetType)
        if counted != (penalty.kind == "missed_hands"):
            raise ApiError(422, f"{prefix}penalties.{index}.hands", message("penalty_hands", kind=penalty.kind))


# -- reading the log --------------------------------------------------------------------------------------------


def _version(row: LoggedRuling, room: Room) -> LogVersion:
    notes = _decode_notes(row.notes)
    return LogVersion(
        version=row.version,
        status=row.status,
        changed_at=room.shown(row.changed_at),
        floor_person=notes.floor_person,
        players=notes.players,
        note=notes.note,
        penalties=notes.penalties,
        void_reason=notes.void_reason,
    )


def _entry(row: LoggedRuling, room: Room, t: Translator, history: list[LogVersion] | UnsetType = UNSET) -> LogEntry:
    applied = _decode_applied(row.applied)
    ruling = applied.ruling
    version = _version(row, room)
    return LogEntry(
        **msgspec.structs.asdict(version),
        id=row.id,
        hand=row.hand,
        seq=row.seq,
        event_name=row.event_name,
        table_name=row.table_name,
        given_at=room.shown(row.given_at),
        time_zone=room.time_zone,
        game=row.game,
        rulebook=row.rulebook,
        irregularity=plain(applied.irregularity),
        kind=ruling.kind.value,
        citations=list(ruling.citations),
        remedies=list(ruling.remedy_names),
        remedy_details=plain(ruling.remedies),
        explanation=t.explanation(ruling),
        message=message_json(ruling.message),
        ruled_by=applied.ruled_by,
        sheet=f"/rulings/{row.id}",
        history=history,
    )


CSV_COLUMNS = (
    "id",
    "version",
    "status",
    "given_at",
    "event_name",
    "table_name",
    "hand",
    "game",
    "rulebook",
    "irregularity",
    "kind",
    "citations",
    "floor_person",
    "players",
    "penalties",
    "note",
    "void_reason",
    "explanation",
)
"""The CSV export's columns (its first row), the names of the JSON fields they come from."""


def _cells(entry: LogEntry) -> list[str | int]:
    players = "; ".join(f"{p.seat} {p.name}".strip() for p in entry.players)
    penalties = "; ".join(
        f"{p.seat} {p.kind}" + ("" if isinstance(p.hands, UnsetType) else f" {p.hands}") for p in entry.penalties
    )
    return [
        entry.id,
        entry.version,
        entry.status,
        entry.given_at,
        entry.event_name,
        entry.table_name,
        entry.hand,
        entry.game,
        entry.rulebook or "",
        str(entry.irregularity.get("kind", "")),
        entry.kind,
        " ".join(entry.citations),
        entry.floor_person,
        players,
        penalties,
        entry.note,
        entry.void_reason,
        entry.explanation,
    ]


class RulingLog:
    """The log's reads and changes, on the server's store, its times in the room's time zone.

    :param store: the server's store (its ``rulings`` table).
    :param room: the event and time zone.
    :param seats_of: the seats of a stored hand by its id (for checking the players and penalties an amendment
        names); raises :class:`ApiError` 404 for an unknown hand.
    """

    def __init__(self, store: Store, room: Room, seats_of: Callable[[str], list[int]]) -> None:
        self.store = store
        self.room = room
        self.seats_of = seats_of

    def page(self, wanted: LogFilter, limit: int, cursor: str | None, t: Translator) -> LogPage:
        """One page of the current rulings ``wanted``, newest first, and the cursor of the next page."""
        rows = self.store.rulings(wanted, limit + 1, decode_cursor(cursor))
        shown, more = rows[:limit], len(rows) > limit
        following = encode_cursor(shown[-1].given_at, shown[-1].id) if more else None
        return LogPage(rulings=[_entry(row, self.room, t) for row in shown], next=following)

    def one(self, ruling_id: str, t: Translator) -> LogEntry:
        """A ruling as it stands, with its earlier versions (the first first) in ``history``.

        :raises ApiError: 404 when no ruling has this id.
        """
        rows = self.store.ruling_versions(ruling_id)
        if not rows:
            raise ApiError(404, "id", message("no_ruling", id=ruling_id))
        return _entry(rows[-1], self.room, t, [_version(row, self.room) for row in rows[:-1]])

    def csv(self, wanted: LogFilter, t: Translator) -> str:
        """Every current ruling ``wanted``, newest first, as CSV (a header row of :data:`CSV_COLUMNS`)."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\r\n")
        writer.writerow(CSV_COLUMNS)
        writer.writerows(_cells(_entry(row, self.room, t)) for row in self.store.rulings(wanted, None, None))
        return out.getvalue()

    def amend(self, ruling_id: str, body: AmendBody, t: Translator) -> LogEntry:
        """Write the next version with the notes the body changes (the others as they were).

        :raises ApiError: 404 for an unknown ruling; 400 when the body changes nothing; 409 for a stale version or
            a voided or undone ruling; 422 for a seat not in the hand or a penalty's ``hands`` out of place.
        """
        before = self._current(ruling_id, body.version)
        notes = _decode_notes(before.notes)
        changes = {f: getattr(body, f) for f in ("floor_person", "players", "note", "penalties")}
        given = {f: v for f, v in changes.items() if not isinstance(v, UnsetType)}
        if not given:
            raise ApiError(400, "", message("amend_nothing"))
        notes = msgspec.structs.replace(notes, **given)
        check_notes(notes, self.seats_of(before.hand), "")
        return self._write(before, "amended", notes, t)

    def void(self, ruling_id: str, body: VoidBody, t: Translator) -> LogEntry:
        """Write the next version, voided, with the reason.

        :raises ApiError: 404 for an unknown ruling; 409 for a stale version or one already voided or undone.
        """
        before = self._current(ruling_id, body.version)
        notes = msgspec.structs.replace(_decode_notes(before.notes), void_reason=body.reason)
        return self._write(before, "voided", notes, t)

    def _current(self, ruling_id: str, version: int) -> LoggedRuling:
        rows = self.store.ruling_versions(ruling_id)
        if not rows:
            raise ApiError(404, "id", message("no_ruling", id=ruling_id))
        last: LoggedRuling = rows[-1]
        if last.version != version:
            raise ApiError(409, "version", message("stale_version", current=last.version, given=version))
        if last.status in ("voided", "undone"):
            raise ApiError(409, "version", message("ruling_closed", status=last.status))
        return last

    def _write(self, before: LoggedRuling, status: str, notes: RulingNotes, t: Translator) -> LogEntry:
        try:
            self.store.change_ruling(before.id, before.version, status, msgspec.json.encode(notes), utc_now())
        except VersionConflict as exc:
            raise ApiError(
                409, "version", message("stale_version", current=exc.current, given=before.version)
            ) from None
        return self.one(before.id, t)
