"""The server's store: each hand's event log and its record of client requests, in SQLite (WAL mode).

A hand is its event log (``log``: the engine's events in order, JSON). Its record (``record``) holds what the
clients did, one row per accepted event or undo, numbered by ``seq``: an event row keeps the event as posted and the
part of the log it produced; an undone event keeps its row, marked with the ``seq`` of the undo, and the log rows it
produced are deleted. Every change is one transaction, committed (``synchronous=FULL``) before the server answers,
and guarded by the hand's ``seq`` so that a change can never be applied twice.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import msgspec

from floorcall.errors import PicklableError

__all__ = ["Conflict", "RecordRow", "Store", "StoredHand"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS hands (
    id TEXT PRIMARY KEY,
    created TEXT NOT NULL,
    game TEXT NOT NULL,
    rulebook TEXT,
    selection BLOB NOT NULL,
    shuffle_seed INTEGER,
    seq INTEGER NOT NULL,
    over INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS log (
    hand TEXT NOT NULL REFERENCES hands(id),
    pos INTEGER NOT NULL,
    event BLOB NOT NULL,
    PRIMARY KEY (hand, pos)
);
CREATE TABLE IF NOT EXISTS record (
    hand TEXT NOT NULL REFERENCES hands(id),
    seq INTEGER NOT NULL,
    op TEXT NOT NULL,
    event BLOB,
    log_start INTEGER NOT NULL,
    undone_at INTEGER,
    PRIMARY KEY (hand, seq)
);
"""


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


class Store:
    """The SQLite file at ``path``; safe to share between threads (one connection, used under a lock).

    Whoever opens a store closes it: :meth:`close`, or ``with Store(path) as store:`` (``floorcall serve`` closes
    its store when it stops; an app built on a store does not own it).

    :param path: the database file; its folder is created when missing.
    :param fsync: flush every commit to the disk (``synchronous=FULL``), not only to the operating system.
    :raises sqlite3.Error: the file cannot be opened as a database.
    """

    def __init__(self, path: Path, *, fsync: bool = False) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute(f"PRAGMA synchronous={'FULL' if fsync else 'NORMAL'}")
        self._db.execute("PRAGMA foreign_keys=ON")
        self._db.executescript(_SCHEMA)

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

    def create(self, hand: StoredHand) -> None:
        """Store a new hand with its log so far (its record is empty)."""
        with self._transaction() as db:
            db.execute(
                "INSERT INTO hands VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    hand.id,
                    hand.created,
                    hand.game,
                    hand.rulebook,
                    hand.selection,
                    hand.shuffle_seed,
                    hand.seq,
                    int(hand.over),
                ),
            )
            db.executemany("INSERT INTO log VALUES (?, ?, ?)", [(hand.id, i, e) for i, e in enumerate(hand.log)])

    def append(
        self, hand_id: str, seq: int, posted: bytes, log_start: int, events: Sequence[bytes], over: bool
    ) -> None:
        """Record an accepted event (the new ``seq`` is ``seq + 1``) and the log entries it produced.

        :raises Conflict: the stored ``seq`` is not ``seq``.
        """
        with self._transaction() as db:
            self._advance(db, hand_id, seq, over)
            db.execute("INSERT INTO record VALUES (?, ?, 'event', ?, ?, NULL)", (hand_id, seq + 1, posted, log_start))
            db.executemany(
                "INSERT INTO log VALUES (?, ?, ?)", [(hand_id, log_start + i, e) for i, e in enumerate(events)]
            )

    def undo(self, hand_id: str, seq: int, target: int, log_start: int, over: bool) -> None:
        """Record an undo (the new ``seq`` is ``seq + 1``) of the event row ``target``, dropping its log entries.

        :raises Conflict: the stored ``seq`` is not ``seq``.
        """
        with self._transaction() as db:
            self._advance(db, hand_id, seq, over)
            db.execute("UPDATE record SET undone_at = ? WHERE hand = ? AND seq = ?", (seq + 1, hand_id, target))
            db.execute("INSERT INTO record VALUES (?, ?, 'undo', NULL, ?, NULL)", (hand_id, seq + 1, log_start))
            db.execute("DELETE FROM log WHERE hand = ? AND pos >= ?", (hand_id, log_start))

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
            head = self._db.execute(
                "SELECT id, created, game, rulebook, selection, shuffle_seed, seq, over FROM hands WHERE id = ?",
                (hand_id,),
            ).fetchone()
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
        )

    def summaries(self) -> list[tuple[str, str, int, bool, str]]:
        """Every stored hand as (id, game, seq, over, created), newest first."""
        with self._lock:
            rows = self._db.execute(
                "SELECT id, game, seq, over, created FROM hands ORDER BY created DESC, rowid DESC"
            ).fetchall()
        return [(r[0], r[1], r[2], bool(r[3]), r[4]) for r in rows]
