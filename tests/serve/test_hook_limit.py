"""A hook call past the server's hook limit: the request answers 503 naming the plugin, and nothing is changed.

The plugin here is registered inline for the hand's rules; its ruling hook waits until the test lets it go, well
past a limit of 0.2 s. The request stops waiting at the limit; when the hook answers at last, what the request would
have stored is dropped, so the same event posted again is accepted at the same ``seq``.
"""

from __future__ import annotations

import random
import threading
import time

from litestar.testing import TestClient

import floorcall
from tests.serve.conftest import BASE_URL
from tests.serve.support import make_app, next_event, seats, store_of

STOPPED = (
    "plugin sleeping gave no answer to floorcall_rule_irregularity within the hook limit of 0.2 s: nothing was changed"
)


class Sleeping:
    """A house plugin whose ruling hook answers (by deferring) only once ``release`` is set."""

    def __init__(self) -> None:
        self.release = threading.Event()

    @floorcall.hookimpl
    def floorcall_rule_irregularity(self, irregularity, hand):
        self.release.wait(60)


def _post(client, state, event):
    return client.post(f"/api/v1/hands/{state['id']}/events", json={"seq": state["seq"], "event": event})


def test_a_hook_past_the_limit_answers_503_and_its_late_answer_is_dropped(tmp_path):
    app = make_app(tmp_path / "hands.sqlite3", hook_limit=0.2)
    with store_of(app), TestClient(app, base_url=BASE_URL) as client:
        body = {"game": "stud", "seats": seats(1000, 1000, 1000), "shuffle_seed": 7}
        started = client.post("/api/v1/hands", json=body)
        first = _post(client, started.json(), next_event(started.json(), random.Random(1)))
        before = {**started.json(), **first.json()}
        exposed = {**next_event(before, random.Random(1)), "face_up": True}  # irregular: the ruling hook is asked
        held = app.state["api"].service.get(before["id"])
        plugin = Sleeping()
        held.hand.floor.register(plugin, "sleeping")
        try:
            answer = _post(client, before, exposed)
            assert (answer.status_code, answer.json()["error"]) == (503, {"path": "", "reason": STOPPED})
            now = client.get(f"/api/v1/hands/{before['id']}").json()  # rebuilt from the store, not held
            assert (now["seq"], now["expected"], now["view"], now["rulings"]) == (
                before["seq"],
                before["expected"],
                before["view"],
                [],
            )
        finally:
            plugin.release.set()
        deadline = time.monotonic() + 30
        while held.lock.locked() and time.monotonic() < deadline:  # the late answer arrives, and is dropped
            time.sleep(0.01)
        assert not held.lock.locked()
        again = _post(client, before, exposed)
        assert again.status_code == 200, again.text
        assert (again.json()["seq"], again.json()["ruling"]["kind"]) == (before["seq"] + 1, "continue")


def test_a_situation_whose_ruling_hook_passes_the_limit_answers_503_and_stores_no_hand(tmp_path):
    from tests.serve.test_situations import EXPOSED, STUD

    app = make_app(tmp_path / "hands.sqlite3", hook_limit=0.2)
    service = app.state["api"].service
    with store_of(app), TestClient(app, base_url=BASE_URL) as client:
        first = client.post("/api/v1/situations", json={"snapshot": STUD, "events": [EXPOSED]})
        assert first.status_code == 201, first.text
        plugin = Sleeping()
        service.get(first.json()["id"]).hand.floor.register(plugin, "sleeping")  # the floor situations share
        tried = threading.Event()
        store_new = service.store_new

        def storing(*args, **kwargs):
            try:
                return store_new(*args, **kwargs)
            finally:
                tried.set()

        service.store_new = storing
        try:
            answer = client.post("/api/v1/situations", json={"snapshot": STUD, "events": [EXPOSED]})
            assert (answer.status_code, answer.json()["error"]) == (503, {"path": "", "reason": STOPPED})
        finally:
            plugin.release.set()
        assert tried.wait(30)  # the late answer reached the store, which dropped it
        assert [hand["id"] for hand in client.get("/api/v1/hands").json()["hands"]] == [first.json()["id"]]
        again = client.post("/api/v1/situations", json={"snapshot": STUD, "events": [EXPOSED]})
        assert again.status_code == 201, again.text
        assert len(client.get("/api/v1/hands").json()["hands"]) == 2
