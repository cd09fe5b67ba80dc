"""Late registration and re-entries through the server, as the config sells them: ``re-entries`` a player may buy,
and ``late-registration-levels``, the last level (and the break after it) in which a player may enter or re-enter."""

from __future__ import annotations

import pytest

from tests.serve.tournament_support import CONFIG, WallClock

API = "/api/v1/tournaments"
# one re-entry, late registration through level 1 and the break after it (levels: 20 minutes, a 5-minute break)
SOLD = CONFIG.replace("buy-in = 50", "buy-in = 50\nre-entries = 1\nlate-registration-levels = 1")


@pytest.fixture
def room(make_client):
    """A client and the wall clock its tournaments run by."""
    client, clock = make_client(), WallClock()
    client.app.state["tournaments"].now = clock
    return client, clock


def _make(client, config):
    answer = client.post(API, json={"config": config, "seed": 7})
    assert answer.status_code == 201, answer.text
    return answer.json()


def _post(client, state, path, **body):
    return client.post(f"{API}/{state['id']}/{path}", json={**body, "seq": state["seq"]})


def _ok(client, state, path, **body):
    answer = _post(client, state, path, **body)
    assert answer.status_code == 200, answer.text
    return answer.json()


def _refused(client, state, path, **body):
    answer = _post(client, state, path, **body)
    assert answer.status_code == 422, answer.text
    assert answer.json()["error"]["path"] == "player"
    assert client.get(f"{API}/{state['id']}").json()["seq"] == state["seq"]  # nothing stored
    return answer.json()["error"]["reason"]


def test_a_player_re_enters_as_often_as_the_config_allows_and_no_more(room):
    floor, _ = room
    state = _make(floor, SOLD)
    state = _ok(floor, state, "clock", clock="start")
    state = _ok(floor, state, "bust", entry="P01")
    state = _ok(floor, state, "re-enter", player="P01")
    assert any(p["entry"] == "P01#2" for t in state["tables"] for p in t["players"])
    state = _ok(floor, state, "bust", entry="P01#2")
    assert "re-entries" in _refused(floor, state, "re-enter", player="P01")


def test_late_registration_lasts_through_its_level_and_the_break_after_it_then_closes(room):
    floor, clock = room
    state = _make(floor, SOLD)
    state = _ok(floor, state, "clock", clock="start")
    clock.wait(minutes=20)  # the break after level 1: still open
    state = _ok(floor, state, "register", player="Late One")
    state = _ok(floor, state, "bust", entry="P02")
    clock.wait(minutes=5)  # level 2: closed to new players and to re-entries
    reason = _refused(floor, state, "register", player="Too Late")
    assert "level 1" in reason and "level 2" in reason
    _refused(floor, state, "re-enter", player="P02")


def test_a_config_that_sells_no_late_entry_refuses_one_from_the_first_level(room):
    floor, _ = room
    state = _make(floor, CONFIG)  # neither key: no re-entry, no late registration
    state = _ok(floor, state, "bust", entry="P03")
    _refused(floor, state, "re-enter", player="P03")
    _refused(floor, state, "register", player="Newcomer")
