"""The tournaments in the store: migration 3 upgrades a store written before it, which keeps its hands and rulings."""

from __future__ import annotations

import sqlite3

from floorcall._app.serve.migrations import MIGRATIONS, store_version
from tests.serve.tournament_support import CONFIG


def _store_at_version_2(path) -> None:
    """A store as the floorcall before the tournaments wrote it: migrations 1 and 2 only."""
    db = sqlite3.connect(path, isolation_level=None)
    for migration in MIGRATIONS[:2]:
        for statement in migration.statements:
            db.execute(statement)
    db.execute("PRAGMA user_version = 2")
    db.close()


def test_a_store_of_version_2_opens_keeps_its_hands_and_takes_the_tournament_tables(make_client, tmp_path):
    path = tmp_path / "v2.sqlite3"
    first = make_client(db=tmp_path / "donor.sqlite3")
    hand = first.post(
        "/api/v1/hands", json={"game": "nlhe", "seats": [{"seat": 1, "stack": 500}, {"seat": 2, "stack": 500}]}
    )
    assert hand.status_code == 201, hand.text
    _store_at_version_2(path)
    donor = sqlite3.connect(tmp_path / "donor.sqlite3")
    old = sqlite3.connect(path)
    for table in ("hands", "log"):
        rows = donor.execute(f"SELECT * FROM {table}").fetchall()
        old.executemany(f"INSERT INTO {table} VALUES ({', '.join('?' * len(rows[0]))})", rows)
    old.commit()
    old.close()
    donor.close()
    reopened = make_client(db=path)
    assert reopened.get(f"/api/v1/hands/{hand.json()['id']}").status_code == 200
    made = reopened.post("/api/v1/tournaments", json={"config": CONFIG})
    assert made.status_code == 201, made.text
    with sqlite3.connect(path) as check:
        assert store_version(check) == len(MIGRATIONS) == 3
        assert check.execute("SELECT count(*) FROM tournaments").fetchone()[0] == 1
