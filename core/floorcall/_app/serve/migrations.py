"""The numbered migrations of the server's SQLite store, applied in order when a store is opened.

The store's version is SQLite's ``PRAGMA user_version``: the number of the last migration applied. A store written
before migrations existed has version 0 and the tables of migration 1 already (each of its statements is
``IF NOT EXISTS``), so it opens as it was and takes the later migrations. To add a table or a column, append a
:class:`Migration` with the next number: never edit one that has shipped, since stores in the field have run it.
A store whose version is higher than the last migration here was written by a newer floorcall and is refused.
"""

from __future__ import annotations

import sqlite3
from typing import Final, NamedTuple

from floorcall.errors import FloorcallError, because

__all__ = ["MIGRATIONS", "NewerStoreError", "migrate", "store_version"]


class Migration(NamedTuple):
    """One step of the store's schema: its number (1, 2, ...), what it adds, and its SQL statements."""

    number: int
    adds: str
    statements: tuple[str, ...]


MIGRATIONS: Final[tuple[Migration, ...]] = (
    Migration(
        1,
        "the hands, their event logs and their records of client requests",
        (
            """CREATE TABLE IF NOT EXISTS hands (
                id TEXT PRIMARY KEY,
                created TEXT NOT NULL,
                game TEXT NOT NULL,
                rulebook TEXT,
                selection BLOB NOT NULL,
                shuffle_seed INTEGER,
                seq INTEGER NOT NULL,
                over INTEGER NOT NULL
            )""",
            """CREATE TABLE IF NOT EXISTS log (
                hand TEXT NOT NULL REFERENCES hands(id),
                pos INTEGER NOT NULL,
                event BLOB NOT NULL,
                PRIMARY KEY (hand, pos)
            )""",
            """CREATE TABLE IF NOT EXISTS record (
                hand TEXT NOT NULL REFERENCES hands(id),
                seq INTEGER NOT NULL,
                op TEXT NOT NULL,
                event BLOB,
                log_start INTEGER NOT NULL,
                undone_at INTEGER,
                PRIMARY KEY (hand, seq)
            )""",
        ),
    ),
    Migration(
        2,
        "the event and table names of a hand, and the ruling log (every version of every ruling)",
        (
            "ALTER TABLE hands ADD COLUMN event_name TEXT NOT NULL DEFAULT ''",
            "ALTER TABLE hands ADD COLUMN table_name TEXT NOT NULL DEFAULT ''",
            """CREATE TABLE rulings (
                id TEXT NOT NULL,
                version INTEGER NOT NULL,
                current INTEGER NOT NULL,
                status TEXT NOT NULL,
                hand TEXT NOT NULL REFERENCES hands(id),
                seq INTEGER NOT NULL,
                given_at TEXT NOT NULL,
                changed_at TEXT NOT NULL,
                event_name TEXT NOT NULL,
                table_name TEXT NOT NULL,
                game TEXT NOT NULL,
                rulebook TEXT,
                citations TEXT NOT NULL,
                applied BLOB NOT NULL,
                notes BLOB NOT NULL,
                PRIMARY KEY (id, version)
            )""",
            "CREATE INDEX rulings_by_time ON rulings (current, given_at DESC, id DESC)",
            "CREATE INDEX hands_by_time ON hands (created DESC)",
        ),
    ),
    Migration(
        3,
        "the tournaments the floor runs (their config and seed) and the floor's actions on each, in order",
        (
            """CREATE TABLE tournaments (
                id TEXT PRIMARY KEY,
                created TEXT NOT NULL,
                name TEXT NOT NULL,
                config TEXT NOT NULL,
                seed INTEGER NOT NULL,
                players BLOB NOT NULL,
                seq INTEGER NOT NULL
            )""",
            """CREATE TABLE tournament_actions (
                tournament TEXT NOT NULL REFERENCES tournaments(id),
                seq INTEGER NOT NULL,
                at TEXT NOT NULL,
                action BLOB NOT NULL,
                undone_at INTEGER,
                PRIMARY KEY (tournament, seq)
            )""",
            "CREATE INDEX tournaments_by_time ON tournaments (created DESC)",
        ),
    ),
)
"""Every migration, in order; the ``number`` of each is its place (1-based)."""


class NewerStoreError(FloorcallError):
    """The store was written by a newer floorcall (its version is past the last migration this one knows)."""


def store_version(db: sqlite3.Connection) -> int:
    """The number of the last migration applied to the open store (0 for a store older than migrations)."""
    version: int = db.execute("PRAGMA user_version").fetchone()[0]
    return version


def migrate(db: sqlite3.Connection) -> int:
    """Apply the migrations the store lacks, each in its own transaction with its new version number.

    :param db: an open connection in autocommit mode (``isolation_level=None``).
    :returns: the store's version afterwards (the last migration's number).
    :raises NewerStoreError: the store's version is past the last migration here.
    :raises sqlite3.Error: a migration failed (its transaction is rolled back; the store keeps its version).
    """
    known = len(MIGRATIONS)
    if store_version(db) > known:
        reason = because(
            "serve.store_newer",
            "the store is at version {version}; this floorcall knows up to {known}",
            version=store_version(db),
            known=known,
        )
        raise NewerStoreError(reason)
    for migration in MIGRATIONS:
        db.execute("BEGIN IMMEDIATE")  # another process opening the same file waits here, then sees the new version
        try:
            if store_version(db) < migration.number:
                for statement in migration.statements:
                    db.execute(statement)
                db.execute(f"PRAGMA user_version = {migration.number:d}")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
    return known
