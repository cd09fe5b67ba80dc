"""The server's store: each hand's event log and its record of client requests, in SQLite (WAL mode).

A hand is its event log (``log``: the engine's events in order, JSON). Its record (``record``) holds what the
clients did, one row per accepted event or undo, numbered by ``seq``: an event row keeps the event as posted and the
part of the log it produced; an undone event keeps its row, marked with the ``seq`` of the undo, and the log rows it
produced are deleted. Every change is one transaction, committed (``synchronous=FULL``) before the server answers,
and guarded by the hand's ``seq`` so that a change can never be applied twice. The rulings an event brings are
written to the ruling log (:mod:`.logbook_store`) in the event's own transaction; undoing the event marks them
undone. The tables are made and upgraded by the numbered migrations of :mod:`.migrations`.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import msgspec

from floorcall._app.serve import logbook_store
from floorcall._app.serve.logbook_store import LogFilter, LoggedRuling
from floorcall._app.serve.migrations import migrate
from floorcall.errors import PicklableError

__all__ = ["Conflict", "HandRow", "RecordRow", "Store", "StoredHand"]

_HAND_COLUMNS = "id, created, game, rulebook, selection, shuffle_seed, seq, over, event_name, table_name"


class Conflict(PicklableError):
    """The hand's stored ``seq`` is not the one the change was made against (another request came first)."""

    def __init__(self, current: int) -> None:
        self.current = current
        super().__init__(f"stored seq is {current}")


class RecordRow(msgspec.Struct, frozen=True, kw_only=True):
    """One row of a hand's record: an accepted event (with the log position it started at) or an undo."""

    seq: int
    op: str
    event: bytes | None
    log_start: int
    undone_at: int | None


class StoredHand(msgspec.Struct, frozen=True, kw_only=True):
    """A hand as stored: its header, its event log (JSON per event) and its record."""

    id: str
    created: str
    game: str
    rulebook: str | None
    selection: bytes
    shuffle_seed: int | None
    seq: int
    over: bool
    log: tuple[bytes, ...]
    record: tuple[RecordRow, ...]
    event_name: str = ""
    table_name: str = ""


class HandRow(msgspec.Struct, frozen=True, kw_only=True):
    """One stored hand in a list: its id, game, ``seq``, whether it is over, when it was created, its names."""

    id: str
    game: str
    seq: int
    over: bool
    created: str
    event_name: str
    table_name: str


class Store:
    """The SQLite file at ``path``; safe to share between threads (one connection, used under a lock).

    Whoever opens a store closes it: :meth:`close`, or ``with Store(path) as store:`` (``floorcall serve`` closes
    its store when it stops; an app built on a store does not own it).

    :param path: the database file; its folder is created when missing.
    :param fsync: flush every commit to the disk (``synchronous=FULL``), not only to the operating system.
    :raises sqlite3.Error: the file cannot be opened as a database.
    :raises NewerStoreError: the file was written by a newer floorcall.
    """

    def __init__(self, path: Path, *, fsync: bool = False) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        try:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute(f"PRAGMA synchronous={'FULL' if fsync else 'NORMAL'}")
            self._db.execute("PRAGMA foreign_keys=ON")
            migrate(self._db)
        except BaseException:  # a refused file (a newer floorcall's, not a database) leaves no connection open
            self._db.close()
            raise

    def close(self) -> None:
        """Close the connection (the WAL is checkpointed); closing a closed store does nothing."""
        with self._lock:
            self._db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One transaction on the store, for a module that keeps tables of its own in it (the tournaments).

        The connection is used under the store's lock; the transaction is committed when the block ends and rolled
        back when it raises.
        """
        with self._transaction() as db:
            yield db

    def create(self, hand: StoredHand, rulings: Sequence[LoggedRuling] = ()) -> None:
        """Store a new hand with its log so far (its record is empty) and the rulings that log holds."""
        with self._transaction() as db:
            db.execute(
                f"INSERT INTO hands ({_HAND_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    hand.id,
                    hand.created,
                    hand.game,
                    hand.rulebook,
                    hand.selection,
                    hand.shuffle_seed,
                    hand.seq,
                    int(hand.over),
                    hand.event_name,
                    hand.table_name,
                ),
            )
            db.executemany("INSERT INTO log VALUES (?, ?, ?)", [(hand.id, i, e) for i, e in enumerate(hand.log)])
            logbook_store.insert(db, rulings)

    def append(
        self,
        hand_id: str,
        seq: int,
        posted: bytes,
        log_start: int,
        events: Sequence[bytes],
        over: bool,
        rulings: Sequence[LoggedRuling] = (),
    ) -> None:
        """Record an accepted event (the new ``seq`` is ``seq + 1``), the log entries and the rulings it produced.

        :raises Conflict: the stored ``seq`` is not ``seq``.
        """
        with self._transaction() as db:
            self._advance(db, hand_id, seq, over)
            db.execute("INSERT INTO record VALUES (?, ?, 'event', ?, ?, NULL)", (hand_id, seq + 1, posted, log_start))
            db.executemany(
                "INSERT INTO log VALUES (?, ?, ?)", [(hand_id, log_start + i, e) for i, e in enumerate(events)]
            )
            logbook_store.insert(db, rulings)

    def undo(self, hand_id: str, seq: int, target: int, log_start: int, over: bool, when: str) -> None:
        """Record an undo (the new ``seq`` is ``seq + 1``) of the event row ``target``, dropping its log entries.

        The rulings that event brought get a new version marked ``undone``, changed at ``when`` (UTC, ISO 8601).

        :raises Conflict: the stored ``seq`` is not ``seq``.
        """
        with self._transaction() as db:
            self._advance(db, hand_id, seq, over)
            db.execute("UPDATE record SET undone_at = ? WHERE hand = ? AND seq = ?", (seq + 1, hand_id, target))
            db.execute("INSERT INTO record VALUES (?, ?, 'undo', NULL, ?, NULL)", (hand_id, seq + 1, log_start))
            db.execute("DELETE FROM log WHERE hand = ? AND pos >= ?", (hand_id, log_start))
            logbook_store.undone(db, hand_id, target, when)

    @staticmethod
    def _advance(db: sqlite3.Connection, hand_id: str, seq: int, over: bool) -> None:
        moved = db.execute(
            "UPDATE hands SET seq = seq + 1, over = ? WHERE id = ? AND seq = ?", (int(over), hand_id, seq)
        ).rowcount
        if moved != 1:
            row = db.execute("SELECT seq FROM hands WHERE id = ?", (hand_id,)).fetchone()
            raise Conflict(row[0] if row else -1)

    def load(self, hand_id: str) -> StoredHand | None:
        """The stored hand, or None when there is none with this id."""
        with self._lock:
            head = self._db.execute(f"SELECT {_HAND_COLUMNS} FROM hands WHERE id = ?", (hand_id,)).fetchone()
            if head is None:
                return None
            log = self._db.execute("SELECT event FROM log WHERE hand = ? ORDER BY pos", (hand_id,)).fetchall()
            record = self._db.execute(
                "SELECT seq, op, event, log_start, undone_at FROM record WHERE hand = ? ORDER BY seq", (hand_id,)
            ).fetchall()
        return StoredHand(
            id=head[0],
            created=head[1],
            game=head[2],
            rulebook=head[3],
            selection=head[4],
            shuffle_seed=head[5],
            seq=head[6],
            over=bool(head[7]),
            log=tuple(row[0] for row in log),
            record=tuple(RecordRow(seq=r[0], op=r[1], event=r[2], log_start=r[3], undone_at=r[4]) for r in record),
            event_name=head[8],
            table_name=head[9],
        )

    def summaries(self, limit: int | None = None, after: tuple[str, str] | None = None) -> list[HandRow]:
        """The stored hands, newest first (by ``created``, then id), from just after ``after`` (its created and id).

        :param limit: at most this many (None: all).
        """
        sql = "SELECT id, game, seq, over, created, event_name, table_name FROM hands"
        values: list[object] = []
        if after is not None:
            sql += " WHERE created < ? OR (created = ? AND id < ?)"
            values.extend((after[0], after[0], after[1]))
        sql += " ORDER BY created DESC, id DESC"
        if limit is not None:
            sql += " LIMIT ?"
            values.append(limit)
        with self._lock:
            rows = self._db.execute(sql, values).fetchall()
        return [
            HandRow(id=r[0], game=r[1], seq=r[2], over=bool(r[3]), created=r[4], event_name=r[5], table_name=r[6])
            for r in rows
        ]

    # -- the ruling log --------------------------------------------------------------------------------------------

    def rulings(self, wanted: LogFilter, limit: int | None, after: tuple[str, str] | None) -> list[LoggedRuling]:
        """The current version of each ruling ``wanted``, newest first (see :func:`.logbook_store.page`)."""
        with self._lock:
            return logbook_store.page(self._db, wanted, limit, after)

    def ruling_versions(self, ruling_id: str) -> list[LoggedRuling]:
        """Every version of one ruling, the first first; empty when no ruling has this id."""
        with self._lock:
            return logbook_store.versions(self._db, ruling_id)

    def change_ruling(self, ruling_id: str, version: int, status: str, notes: bytes, when: str) -> LoggedRuling | None:
        """Write the next version of a ruling (amended or voided), keeping the earlier ones.

        :returns: the new version, or None when no ruling has this id.
        :raises VersionConflict: ``version`` is not the ruling's current one.
        """
        with self._transaction() as db:
            return logbook_store.change(db, ruling_id, version, status, notes, when)
