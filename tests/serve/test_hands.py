"""Hands over HTTP: undo and its audit trail, PHH import of real hands and export that replays, the store."""

from __future__ import annotations

import random
import sqlite3
from contextlib import closing

import msgspec
import pytest

from floorcall._app.cli import main
from floorcall._app.phh import loads
from floorcall._app.replay import Replayer
from floorcall._app.serve.errors import ApiError
from floorcall._app.serve.schema import StartBody
from floorcall._app.serve.views import expected_of
from tests.serve.support import SITUATIONS, catalog, next_event, seats

STUD = {"game": "stud", "seats": seats(1000, 800, 1200, 900), "shuffle_seed": 11}


def _start(client, body=STUD):
    answer = client.post("/api/v1/hands", json=body)
    assert answer.status_code == 201, answer.text
    return answer.json()


def _post(client, state, event):
    answer = client.post(f"/api/v1/hands/{state['id']}/events", json={"seq": state["seq"], "event": event})
    assert answer.status_code == 200, answer.text
    return {**state, **answer.json()}


def _undo(client, state):
    answer = client.post(f"/api/v1/hands/{state['id']}/undo", json={"seq": state["seq"]})
    return answer, {**state, **answer.json()} if answer.status_code == 200 else state


def _play(client, state, rng, until=None):
    while not state["view"]["over"] and (until is None or state["seq"] < until):
        state = _post(client, state, next_event(state, rng))
    return state


def test_undo_takes_back_a_ruling_whole_and_keeps_it_in_the_audit_trail(client):
    state = _start(client)
    before = _post(client, state, next_event(state, random.Random(1)))
    exposed = {**next_event(before, random.Random(1)), "face_up": True}
    ruled = _post(client, before, exposed)
    assert ruled["ruling"] is not None
    answer, undone = _undo(client, ruled)
    assert answer.status_code == 200
    assert undone["seq"] == ruled["seq"] + 1  # seq never goes back
    assert (undone["expected"], undone["view"]) == (before["expected"], before["view"])
    hand = client.get(f"/api/v1/hands/{state['id']}").json()
    assert hand["rulings"] == [] and hand["seq"] == 3
    history = loads(client.get(f"/api/v1/hands/{state['id']}/phh").text)
    trail = history.user_fields["_floorcall"]["undone"]
    assert len(trail) == 1
    assert (trail[0]["seq"], trail[0]["undone_at"], trail[0]["event"]["face_up"]) == (2, 3, True)


def test_undo_twice_walks_back_and_nothing_left_is_422(client):
    state = _start(client)
    once = _post(client, state, next_event(state, random.Random(2)))
    _, back = _undo(client, once)
    assert back["view"] == state["view"]
    answer, _ = _undo(client, back)
    assert answer.status_code == 422 and answer.json()["error"]["path"] == "seq"
    stale = client.post(f"/api/v1/hands/{state['id']}/undo", json={"seq": 0})
    assert stale.status_code == 409 and stale.json()["seq"] == back["seq"]


def test_a_played_hand_exports_as_phh_that_replays_to_the_same_stacks(client):
    state = _play(client, _start(client), random.Random(5))
    assert state["view"]["over"] and state["view"]["outcome"] == "complete"
    text = client.get(f"/api/v1/hands/{state['id']}/phh")
    assert text.headers["content-type"].startswith("application/toml")
    history = loads(text.text)
    assert history.finishing_stacks is not None
    hand, events = Replayer(catalog(), None).build(history, "exported.phh")
    for event in events:
        hand.apply(event)
    assert hand.outcome is not None
    assert [hand.stacks[s] for s in history.seats] == list(history.finishing_stacks)
    by_seat = {s["seat"]: s["stack"] for s in state["view"]["seats"]}
    assert [by_seat[s] for s in history.seats] == list(history.finishing_stacks)
    assert sum(history.finishing_stacks) == sum(s["stack"] for s in STUD["seats"])  # no chip made or lost


def test_the_view_shows_each_seats_bet_in_the_open_round(client):
    state = _start(client, {"game": "lhe", "seats": seats(500, 500, 500), "button": 3, "shuffle_seed": 2})
    rng = random.Random(0)
    while state["expected"]["expect"] != "action":
        state = _post(client, state, next_event(state, rng))
    assert {s["seat"]: s["bet"] for s in state["view"]["seats"]} == {1: 50, 2: 100, 3: 0}  # level 1 blinds
    assert [s["contributed"] for s in state["view"]["seats"]] == [50, 100, 0]


def test_the_view_cuts_side_pots_for_an_all_in(client):
    state = _start(client, {"game": "nlhe", "seats": seats(1000, 100, 1000), "button": 3, "shuffle_seed": 9})
    rng = random.Random(0)
    while state["expected"]["expect"] != "action":
        state = _post(client, state, next_event(state, rng))
    assert state["view"]["pots"] == []  # the blinds (50/100) are bets in front of seats 1 and 2, not yet a pot
    assert [s["bet"] for s in state["view"]["seats"]] == [50, 100, 0]
    state = _post(client, state, {"kind": "bet_or_raised_to", "seat": 3, "amount": 500})
    state = _post(client, state, {"kind": "checked_or_called", "seat": 1})
    assert state["view"]["pots"] == [{"amount": 300, "eligible": [1, 2, 3]}, {"amount": 800, "eligible": [1, 3]}]
    assert state["view"]["pot"] == 1100


def test_a_hand_in_progress_exports_the_hand_so_far(client):
    state = _play(client, _start(client), random.Random(6), until=12)
    history = loads(client.get(f"/api/v1/hands/{state['id']}/phh").text)
    assert history.finishing_stacks is None and len(history.actions) >= 4


def _real_hands(shared_dir, count):
    files = sorted((shared_dir / "data" / "phh").rglob("*.phh"))
    return [p for p in files if p.parent.name in ("F7S", "FT", "NT", "FR")][:: max(1, len(files) // count)][:count]


def test_importing_real_hands_gives_the_replayed_result(client, shared_dir):
    paths = _real_hands(shared_dir, 6)
    assert paths
    for path in paths:
        answer = client.post("/api/v1/hands", json={"phh": path.read_text()})
        assert answer.status_code == 201, (path, answer.text)
        state = answer.json()
        history = loads(path.read_text())
        exported = loads(client.get(f"/api/v1/hands/{state['id']}/phh").text)
        assert (exported.variant, exported.starting_stacks) == (history.variant, history.starting_stacks)
        if history.finishing_stacks is not None and state["view"]["over"]:
            stacks = {s["seat"]: s["stack"] for s in state["view"]["seats"]}
            order = history.seats or tuple(range(1, len(history.starting_stacks) + 1))
            assert [stacks[s] for s in order] == list(history.finishing_stacks), path


def test_an_imported_situation_is_at_its_question(client):
    from tests.serve.support import SITUATIONS

    text = (SITUATIONS / "who-acts-fourth-street.phh").read_text()
    state = client.post("/api/v1/hands", json={"phh": text}).json()
    answer = client.post("/api/v1/next", json={"phh": text}).json()
    expected = {k: v for k, v in state["expected"].items() if k != "card"}
    assert expected == answer


def test_the_store_is_sqlite_in_wal_mode_with_every_event(client, tmp_path):
    state = _play(client, _start(client), random.Random(8), until=6)
    with closing(sqlite3.connect(tmp_path / "hands.sqlite3")) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        rows = db.execute("SELECT seq, op FROM record WHERE hand = ? ORDER BY seq", (state["id"],)).fetchall()
        assert rows == [(n, "event") for n in range(1, 7)]
        (logged,) = db.execute("SELECT COUNT(*) FROM log WHERE hand = ?", (state["id"],)).fetchone()
    assert logged >= 7  # hand_started and the six events, with any ruling the engine logged


def test_a_store_closes_its_connection_when_its_with_block_ends(tmp_path):
    from floorcall._app.serve.store import Store

    with Store(tmp_path / "closed.sqlite3") as store:
        assert store.summaries() == []
    with pytest.raises(sqlite3.ProgrammingError, match="closed database"):
        store.summaries()
    store.close()  # closing again does nothing


@pytest.mark.parametrize("game", ["stud", "razz", "stud8", "lhe", "nlhe", "plo", "o8"])
def test_every_game_of_the_mix_plays_to_the_end_over_http(client, game):
    body = {"game": game, "seats": seats(2000, 1500, 1800, 1200), "shuffle_seed": 3}
    if game in ("lhe", "nlhe", "plo", "o8"):
        body["button"] = 4
    state = _play(client, _start(client, body), random.Random(4))
    total = sum(s["stack"] for s in state["view"]["seats"])
    assert state["view"]["over"] and total == 6500


def test_a_pending_decision_is_expected_then_made(client):
    state = _start(client)
    fault = {"kind": "irregularity_reported", "irregularity": {"kind": "dealing_fault", "fault": "not_cut"}}
    pending = _post(client, state, fault)
    assert pending["ruling"]["kind"] == "floor_decision"
    assert pending["expected"]["expect"] == "decision"
    assert pending["expected"]["options"] == pending["ruling"]["options"] == ["redeal", "continue"]
    assert client.get(f"/api/v1/hands/{state['id']}/reportable").json()["irregularities"] == []
    wrong = client.post(
        f"/api/v1/hands/{state['id']}/events",
        json={"seq": pending["seq"], "event": {"kind": "decision_made", "option": "shrug"}},
    )
    assert wrong.status_code == 422 and "shrug" in wrong.json()["error"]["reason"]
    decided = _post(client, pending, next_event(pending, random.Random(0)) | {"option": "continue"})
    assert decided["expected"] == state["expected"] and decided["seq"] == 2
    assert [r["kind"] for r in client.get(f"/api/v1/hands/{state['id']}").json()["rulings"]] == ["floor_decision"]


def test_idle_hands_beyond_the_limit_are_rebuilt_from_the_store(client, monkeypatch):
    from floorcall._app.serve import hands

    monkeypatch.setattr(hands, "LIVE_HANDS", 2)
    started = [_play(client, _start(client, {**STUD, "shuffle_seed": n}), random.Random(n), until=5) for n in range(5)]
    service = client.app.state["api"].service
    assert len(service._hands) <= 2
    for state in started:
        again = client.get(f"/api/v1/hands/{state['id']}").json()
        assert (again["seq"], again["view"], again["expected"]) == (state["seq"], state["view"], state["expected"])
    assert len(service._hands) <= 2


def test_a_copy_the_store_has_moved_past_answers_409_and_is_reloaded(tmp_path):
    from floorcall._app.serve.schema import PostedEvent
    from tests.serve.support import make_app

    db = tmp_path / "shared.sqlite3"
    first, second = (make_app(db).state["api"].service for _ in range(2))  # two servers on one file
    with first.store, second.store:
        live = first.start(msgspec.convert(STUD, StartBody))
        stale = second.get(live.id)
        state = {"expected": msgspec.to_builtins(expected_of(live.hand, live.shuffle))}
        event = msgspec.convert(next_event(state, random.Random(1)), PostedEvent)
        first.post(live, 0, event)
        with stale.lock, pytest.raises(ApiError) as refused:
            second.post(stale, 0, event)
        assert (refused.value.status, refused.value.seq) == (409, 1)
        reloaded = second.get(live.id)
    assert reloaded is not stale and reloaded.seq == 1 and len(reloaded.hand.events) == len(live.hand.events)


def test_a_misdealt_hand_is_dealt_again_as_an_exact_repeat(client):
    state = _start(client)
    misdealt = _post(client, state, {"kind": "card_dealt", "seat": 9, "card": state["expected"]["card"]})
    assert (misdealt["ruling"]["kind"], misdealt["view"]["outcome"]) == ("misdeal", "misdeal")
    answer = client.post("/api/v1/hands", json={"redeal_of": state["id"], "present": {"2": False}, "shuffle_seed": 5})
    assert answer.status_code == 201, answer.text
    redeal = answer.json()
    assert redeal["id"] != state["id"] and redeal["seq"] == 0
    assert [s["stack"] for s in redeal["view"]["seats"]] == [s["stack"] for s in state["view"]["seats"]]
    assert [s["present"] for s in redeal["view"]["seats"]] == [True, False, True, True]
    history = loads(client.get(f"/api/v1/hands/{redeal['id']}/phh").text)
    assert history.user_fields["_floorcall"]["table"]["dealer"] == "house"
    not_misdealt = client.post("/api/v1/hands", json={"redeal_of": redeal["id"]})
    assert not_misdealt.status_code == 422 and not_misdealt.json()["error"]["path"] == "redeal_of"
    mixed = client.post("/api/v1/hands", json={"redeal_of": state["id"], "game": "stud"})
    assert mixed.status_code == 400 and mixed.json()["error"]["path"] == "game"
    assert client.post("/api/v1/hands", json={"redeal_of": "nohand"}).status_code == 404


def test_a_hand_exported_with_its_undone_events_replays_and_imports_again(client, tmp_path):
    state = _start(client)
    before = _post(client, state, next_event(state, random.Random(1)))
    ruled = _post(client, before, {**next_event(before, random.Random(1)), "face_up": True})
    _, undone = _undo(client, ruled)
    finished = _play(client, undone, random.Random(5))
    text = client.get(f"/api/v1/hands/{state['id']}/phh").text
    assert loads(text).user_fields["_floorcall"]["undone"]
    path = tmp_path / "exported.phh"
    path.write_text(text)
    assert main(["replay", str(path)]) == 0
    imported = client.post("/api/v1/hands", json={"phh": text})
    assert imported.status_code == 201, imported.text
    assert imported.json()["view"]["payouts"] == finished["view"]["payouts"]


def test_the_undone_trail_of_a_file_is_checked_like_every_key(tmp_path, capsys):
    text = (SITUATIONS / "exposed-downcard-third-street.phh").read_text()
    path = tmp_path / "bad-trail.phh"
    trail = '\n[[_floorcall.undone]]\nseq = "two"\nundone_at = 3\nevent = { kind = "folded", seat = 1 }\n'
    path.write_text(text + trail)
    assert main(["rule", str(path)]) == 2
    assert "_floorcall.undone[0].seq" in capsys.readouterr().err
