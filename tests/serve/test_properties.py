"""Properties of hands driven over HTTP: no chip made or lost at any step, and an undo restores the hand exactly."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.serve.conftest import BASE_URL, SERVE_PROFILE
from tests.serve.support import next_event, seats, served

GAMES = ("stud", "razz", "stud8", "lhe", "nlhe", "plo", "o8")


@given(
    game=st.sampled_from(GAMES),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 60),
    exposed=st.booleans(),
)
@settings(parent=settings.get_profile(SERVE_PROFILE))
def test_chips_are_conserved_and_an_undo_restores_the_hand(game, seed, steps, exposed):
    stacks = (1500, 900, 1200, 600)
    body = {"game": game, "seats": seats(*stacks), "button": 4, "shuffle_seed": seed}
    with (
        tempfile.TemporaryDirectory() as folder,
        served(Path(folder) / "p.sqlite3", BASE_URL) as client,
    ):
        state = client.post("/api/v1/hands", json=body).json()
        rng = random.Random(seed)
        for _ in range(steps):
            if state["view"]["over"]:
                break
            answer = client.post(
                f"/api/v1/hands/{state['id']}/events", json={"seq": state["seq"], "event": next_event(state, rng)}
            )
            assert answer.status_code == 200, answer.text
            state = {**state, **answer.json()}
            in_play = sum(s["stack"] + s["contributed"] for s in state["view"]["seats"])
            assert state["view"]["over"] or in_play == sum(stacks)
        if state["view"]["over"]:
            assert sum(s["stack"] for s in state["view"]["seats"]) == sum(stacks)
            return
        event = next_event(state, rng)
        if exposed and event["kind"] == "card_dealt":
            event = {**event, "face_up": not event["face_up"]}
        moved = client.post(f"/api/v1/hands/{state['id']}/events", json={"seq": state["seq"], "event": event})
        assert moved.status_code == 200, moved.text
        undone = client.post(f"/api/v1/hands/{state['id']}/undo", json={"seq": moved.json()["seq"]}).json()
        assert (undone["view"], undone["expected"]) == (state["view"], state["expected"])
        again = client.get(f"/api/v1/hands/{state['id']}").json()
        assert (again["view"], again["expected"], again["seq"]) == (state["view"], state["expected"], state["seq"] + 2)
