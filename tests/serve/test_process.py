"""A real ``floorcall serve`` process: killed with SIGKILL mid-hand and started again, and two clients racing.

The restart test plays one hand twice from the same seed: straight through on one store, and on another store
half-way, killed (SIGKILL), started again on the same file, and played on. The hand, its seq and its rulings are the
same after the restart, and it ends exactly as the run without a restart.
"""

from __future__ import annotations

import random
import sqlite3
import threading
from contextlib import closing

import httpx

from tests.serve.support import ServerProcess, next_event, seats

START = {"game": "stud", "seats": seats(1500, 1200, 1800, 900, 1000), "shuffle_seed": 21}


def _without_id(state):
    return {k: v for k, v in state.items() if k != "id"}


class Player:
    """Plays one hand over HTTP: the first card dealt face up by mistake (a ruling), then seeded decisions."""

    def __init__(self, url):
        self.http = httpx.Client(base_url=url, timeout=30)
        self.rng = random.Random(99)

    def start(self):
        answer = self.http.post("/api/v1/hands", json=START)
        assert answer.status_code == 201, answer.text
        return answer.json()

    def step(self, state):
        event = next_event(state, self.rng)
        if state["seq"] == 0:
            event = {**event, "face_up": True}
        answer = self.http.post(f"/api/v1/hands/{state['id']}/events", json={"seq": state["seq"], "event": event})
        assert answer.status_code == 200, answer.text
        return {**state, **answer.json()}

    def reconnect(self, url):
        self.http.close()
        self.http = httpx.Client(base_url=url, timeout=30)

    def hand(self, hand_id):
        return self.http.get(f"/api/v1/hands/{hand_id}").json()


def test_a_killed_server_serves_the_hand_as_it_was_and_plays_on_to_the_same_end(tmp_path):
    straight = ServerProcess(tmp_path / "straight.sqlite3")
    try:
        player = Player(straight.url)
        state = player.start()
        while not state["view"]["over"]:
            state = player.step(state)
        reference = player.hand(state["id"])
    finally:
        player.http.close()
        straight.kill()
    assert reference["rulings"] and reference["seq"] > 20

    db = tmp_path / "restarted.sqlite3"
    first = ServerProcess(db)
    try:
        player = Player(first.url)
        state = player.start()
        while state["seq"] < reference["seq"] // 2:
            state = player.step(state)
        before = player.hand(state["id"])
    finally:
        first.kill()  # SIGKILL: no shutdown, no checkpoint
    assert first.process.returncode == -9

    second = ServerProcess(db)
    try:
        player.reconnect(second.url)
        after = player.hand(state["id"])
        assert after == before
        assert (
            after["seq"] == reference["seq"] // 2 and after["rulings"] == reference["rulings"][: len(after["rulings"])]
        )
        state = {**state, **after}
        while not state["view"]["over"]:
            state = player.step(state)
        assert _without_id(player.hand(state["id"])) == _without_id(reference)
    finally:
        player.http.close()
        second.kill()


def test_two_clients_posting_to_one_hand_make_one_log_without_duplicates(tmp_path):
    db = tmp_path / "race.sqlite3"
    server = ServerProcess(db)
    try:
        hand_id = httpx.post(f"{server.url}/api/v1/hands", json=START, timeout=30).json()["id"]
        accepted: list[tuple[int, dict]] = []
        conflicts: list[tuple[int, int]] = []
        barrier = threading.Barrier(2)
        problems: list[str] = []

        def client():
            rng = random.Random(5)
            with httpx.Client(base_url=server.url, timeout=30) as http:
                for _ in range(40):
                    state = http.get(f"/api/v1/hands/{hand_id}").json()
                    if state["view"]["over"]:
                        break
                    event = next_event(state, rng)
                    try:
                        barrier.wait(timeout=30)
                    except threading.BrokenBarrierError:
                        break
                    answer = http.post(f"/api/v1/hands/{hand_id}/events", json={"seq": state["seq"], "event": event})
                    if answer.status_code == 200:
                        accepted.append((answer.json()["seq"], event))
                    elif answer.status_code == 409:
                        body = answer.json()
                        conflicts.append((state["seq"], body["seq"]))
                        if body["error"]["path"] != "seq":
                            problems.append(f"409 names {body['error']['path']}")
                    else:
                        problems.append(f"{answer.status_code}: {answer.text}")
            barrier.abort()

        threads = [threading.Thread(target=client) for _ in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=240)
        final = httpx.get(f"{server.url}/api/v1/hands/{hand_id}", timeout=30).json()
    finally:
        server.kill()
    assert problems == []
    assert accepted and conflicts  # the two clients did collide
    seqs = sorted(seq for seq, _ in accepted)
    assert seqs == list(range(1, final["seq"] + 1))  # each seq accepted exactly once
    for posted, current in conflicts:
        assert current > posted  # a 409 always says the hand had moved on, and to where
        assert current in seqs
    with closing(sqlite3.connect(db)) as store:
        rows = store.execute("SELECT seq, event FROM record WHERE hand = ? ORDER BY seq", (hand_id,)).fetchall()
        (logs,) = store.execute("SELECT COUNT(DISTINCT pos) - COUNT(*) FROM log WHERE hand = ?", (hand_id,)).fetchone()
    assert [seq for seq, _ in rows] == seqs and logs == 0
    assert final["rulings"] == []  # no card was applied twice (a duplicate would have been ruled a fouled deck)
