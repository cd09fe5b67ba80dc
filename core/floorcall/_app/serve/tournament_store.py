"""The tournaments' tables of the server's store: each tournament's config and seed, and the floor's actions on it.

A tournament is its config (the TOML text it was made from), its seed and its players; its state is rebuilt by
replaying the floor's actions in order (:mod:`.tournament_floor`). Each action is one row numbered by ``seq`` and
stamped with the server's wall-clock time (UTC), which the clock replays; an undone action keeps its row, marked with
the ``seq`` of the undo. Every change is one transaction of :meth:`Store.transaction
<floorcall._app.serve.store.Store.transaction>`, guarded by the tournament's ``seq`` so that it is never applied
twice. The tables come from migration 3 of :mod:`.migrations`.
"""

from __future__ import annotations

import sqlite3

import msgspec

from floorcall._app.serve.store import Conflict, Store

__all__ = ["ActionStored", "TournamentStore", "TournamentStored"]


class TournamentStored(msgspec.Struct, frozen=True, kw_only=True):
    """A tournament's header as stored: id, when it was made (UTC), name, config text, seed, players, ``seq``."""

    id: str
    created: str
    name: str
    config: str
    seed: int
    players: tuple[str, ...]
    seq: int


class ActionStored(msgspec.Struct, frozen=True, kw_only=True):
    """One stored action: its ``seq``, its time (UTC, ISO 8601), the action as JSON, the ``seq`` that undid it."""

    seq: int
    at: str
    action: bytes
    undone_at: int | None


_encode = msgspec.json.encode
_players = msgspec.json.Decoder(tuple[str, ...]).decode


class TournamentStore:
    """The tournaments kept in ``store`` (the hands' SQLite file; it is opened and closed by its owner)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def create(self, tournament: TournamentStored) -> None:
        """Store a new tournament (it has no action yet)."""
        with self.store.transaction() as db:
            db.execute(
                "INSERT INTO tournaments VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    tournament.id,
                    tournament.created,
                    tournament.name,
                    tournament.config,
                    tournament.seed,
                    _encode(tournament.players),
                    tournament.seq,
                ),
            )

    def append(self, tournament_id: str, seq: int, at: str, action: bytes) -> None:
        """Store an action made at ``seq`` (it becomes ``seq + 1``). :raises Conflict: the stored ``seq`` differs."""
        with self.store.transaction() as db:
            self._advance(db, tournament_id, seq)
            db.execute("INSERT INTO tournament_actions VALUES (?, ?, ?, ?, NULL)", (tournament_id, seq + 1, at, action))

    def undo(self, tournament_id: str, seq: int, target: int) -> None:
        """Mark action ``target`` undone by the undo at ``seq + 1``. :raises Conflict: the stored ``seq`` differs."""
        with self.store.transaction() as db:
            self._advance(db, tournament_id, seq)
            db.execute(
                "UPDATE tournament_actions SET undone_at = ? WHERE tournament = ? AND seq = ?",
                (seq + 1, tournament_id, target),
            )

    @staticmethod
    def _advance(db: sqlite3.Connection, tournament_id: str, seq: int) -> None:
        moved = db.execute(
            "UPDATE tournaments SET seq = seq + 1 WHERE id = ? AND seq = ?", (tournament_id, seq)
        ).rowcount
        if moved != 1:
            row = db.execute("SELECT seq FROM tournaments WHERE id = ?", (tournament_id,)).fetchone()
            raise Conflict(row[0] if row else -1)

    def load(self, tournament_id: str) -> tuple[TournamentStored, list[ActionStored]] | None:
        """The tournament and its actions (undone ones included), or None when no tournament has this id."""
        with self.store.transaction() as db:
            head = db.execute("SELECT * FROM tournaments WHERE id = ?", (tournament_id,)).fetchone()
            if head is None:
                return None
            rows = db.execute(
                "SELECT seq, at, action, undone_at FROM tournament_actions WHERE tournament = ? ORDER BY seq",
                (tournament_id,),
            ).fetchall()
        stored = TournamentStored(
            id=head[0],
            created=head[1],
            name=head[2],
            config=head[3],
            seed=head[4],
            players=_players(head[5]),
            seq=head[6],
        )
        return stored, [ActionStored(seq=r[0], at=r[1], action=r[2], undone_at=r[3]) for r in rows]

    def ids(self) -> list[tuple[str, str]]:
        """Every stored tournament's (id, created), newest first."""
        with self.store.transaction() as db:
            rows = db.execute("SELECT id, created FROM tournaments ORDER BY created DESC, id DESC").fetchall()
        return [(r[0], r[1]) for r in rows]
