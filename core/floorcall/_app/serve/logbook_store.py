"""The ruling log's rows in the server's SQLite store: every version of every ruling, the current one marked.

A ruling is written once as version 1 when the hand gives it, in the same transaction as the event that brought it.
An amendment or a void writes the next version and unmarks the one before (``current``), so every earlier version
stays as it was. The functions here run inside the store's transactions and under its lock
(:class:`floorcall._app.serve.store.Store`); nothing else writes the ``rulings`` table.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence

import msgspec

from floorcall.errors import PicklableError

__all__ = ["LogFilter", "LoggedRuling", "VersionConflict", "change", "current", "insert", "page", "undone", "versions"]

_COLUMNS = (
    "id, version, status, hand, seq, given_at, changed_at, event_name, table_name, game, rulebook, citations, "
    "applied, notes"
)


class LoggedRuling(msgspec.Struct, frozen=True, kw_only=True):
    """One version of a logged ruling as stored.

    :param status: ``given`` (version 1), ``amended``, ``voided`` (by the floor) or ``undone`` (its event was
        taken back).
    :param seq: the hand's record ``seq`` of the event that brought the ruling.
    :param given_at: when the ruling was given, UTC (ISO 8601); the same in every version.
    :param changed_at: when this version was written, UTC.
    :param applied: the engine's ``RulingApplied`` event (JSON): the irregularity and the ruling.
    :param notes: the floor's :class:`~floorcall._app.serve.schema.RulingNotes` (JSON).
    """

    id: str
    version: int
    status: str
    hand: str
    seq: int
    given_at: str
    changed_at: str
    event_name: str
    table_name: str
    game: str
    rulebook: str | None
    citations: tuple[str, ...]
    applied: bytes
    notes: bytes


class LogFilter(msgspec.Struct, frozen=True, kw_only=True):
    """Which current rulings a page lists (each None: any); ``since`` and ``until`` bound ``given_at`` (UTC)."""

    table: str | None = None
    rule: str | None = None
    rulebook: str | None = None
    since: str | None = None
    until: str | None = None


class VersionConflict(PicklableError):
    """A change was made against a version that is no longer the ruling's current one."""

    def __init__(self, current: int) -> None:
        self.current = current
        super().__init__(f"the current version is {current}")


def _row(values: Sequence[object]) -> LoggedRuling:
    fields = dict(zip(LoggedRuling.__struct_fields__, values, strict=True))
    fields["citations"] = tuple(msgspec.json.decode(str(fields["citations"])))
    return msgspec.convert(fields, LoggedRuling)


def insert(db: sqlite3.Connection, rulings: Iterable[LoggedRuling]) -> None:
    """Write new rulings (or new versions), each marked current."""
    db.executemany(
        f"INSERT INTO rulings (current, {_COLUMNS}) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                r.id,
                r.version,
                r.status,
                r.hand,
                r.seq,
                r.given_at,
                r.changed_at,
                r.event_name,
                r.table_name,
                r.game,
                r.rulebook,
                msgspec.json.encode(r.citations).decode(),
                r.applied,
                r.notes,
            )
            for r in rulings
        ],
    )


def current(db: sqlite3.Connection, ruling_id: str) -> LoggedRuling | None:
    """The ruling's current version, or None when no ruling has this id."""
    row = db.execute(f"SELECT {_COLUMNS} FROM rulings WHERE id = ? AND current = 1", (ruling_id,)).fetchone()
    return None if row is None else _row(row)


def change(
    db: sqlite3.Connection, ruling_id: str, version: int, status: str, notes: bytes, changed_at: str
) -> LoggedRuling | None:
    """Write the next version of a ruling with new notes and status, keeping every earlier one.

    :param version: the version the change was made against (it must be the current one).
    :returns: the new version, or None when no ruling has this id.
    :raises VersionConflict: ``version`` is not the current one.
    """
    before = current(db, ruling_id)
    if before is None:
        return None
    if before.version != version:
        raise VersionConflict(before.version)
    after = msgspec.structs.replace(before, version=version + 1, status=status, notes=notes, changed_at=changed_at)
    db.execute("UPDATE rulings SET current = 0 WHERE id = ? AND version = ?", (ruling_id, version))
    insert(db, [after])
    return after


def undone(db: sqlite3.Connection, hand_id: str, seq: int, changed_at: str) -> None:
    """Mark ``undone`` the rulings that the event at the hand's record ``seq`` brought (that event was undone)."""
    rows = db.execute(
        f"SELECT {_COLUMNS} FROM rulings WHERE hand = ? AND seq = ? AND current = 1", (hand_id, seq)
    ).fetchall()
    for row in rows:
        ruling = _row(row)
        change(db, ruling.id, ruling.version, "undone", ruling.notes, changed_at)


def versions(db: sqlite3.Connection, ruling_id: str) -> list[LoggedRuling]:
    """Every version of a ruling, the first first (empty when no ruling has this id)."""
    rows = db.execute(f"SELECT {_COLUMNS} FROM rulings WHERE id = ? ORDER BY version", (ruling_id,)).fetchall()
    return [_row(row) for row in rows]


def page(
    db: sqlite3.Connection, wanted: LogFilter, limit: int | None, after: tuple[str, str] | None
) -> list[LoggedRuling]:
    """The current versions of the rulings ``wanted``, newest first, from just after ``after`` (its time and id).

    :param limit: at most this many (None: all).
    """
    where, values = ["current = 1"], list[object]()
    for column, value in (("table_name", wanted.table), ("rulebook", wanted.rulebook)):
        if value is not None:
            where.append(f"{column} = ?")
            values.append(value)
    if wanted.rule is not None:
        where.append("EXISTS (SELECT 1 FROM json_each(rulings.citations) WHERE json_each.value = ?)")
        values.append(wanted.rule)
    if wanted.since is not None:
        where.append("given_at >= ?")
        values.append(wanted.since)
    if wanted.until is not None:
        where.append("given_at < ?")
        values.append(wanted.until)
    if after is not None:
        where.append("(given_at < ? OR (given_at = ? AND id < ?))")
        values.extend((after[0], after[0], after[1]))
    sql = f"SELECT {_COLUMNS} FROM rulings WHERE {' AND '.join(where)} ORDER BY given_at DESC, id DESC"
    if limit is not None:
        sql += " LIMIT ?"
        values.append(limit)
    return [_row(row) for row in db.execute(sql, values).fetchall()]
