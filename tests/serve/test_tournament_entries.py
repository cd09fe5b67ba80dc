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


_SOLD = ("rebuys = 1", "rebuy-levels = 1", "rebuy-buy-in = 50", "add-on-stack = 2000", "add-on-levels = 1")
REBUYS = CONFIG.replace("\n[[levels]]", "\n".join(("\n[tournament.purchases]", *_SOLD, "\n[[levels]]")), 1)


def test_a_rebuy_and_the_add_on_join_the_stack_and_the_pool_and_are_kept_across_a_restart(make_client, tmp_path):
    db = tmp_path / "kept.sqlite3"
    first = make_client(db=db)
    first.app.state["tournaments"].now = WallClock()
    state = _make(first, REBUYS)
    entry = state["tables"][0]["players"][0]["entry"]
    state = _ok(first, state, "rebuy", entry=entry)  # at the starting stack (1010): sold
    state = _ok(first, state, "add-on", entry=entry)
    chips = {p["entry"]: p["stack"] for t in state["tables"] for p in t["players"]}
    assert chips[entry] == 1010 + 1010 + 2000
    assert state["prize_pool"] == 14 * 50 + 50 and state["chips_in_play"] == 14 * 1010 + 1010 + 2000
    assert [a["action"] for a in state["actions"]] == ["rebuy", "add-on"]
    again = _post(first, state, "add-on", entry=entry)
    assert again.status_code == 422 and again.json()["error"]["path"] == "entry"
    second = make_client(db=db)
    second.app.state["tournaments"].now = WallClock()
    assert second.get(f"{API}/{state['id']}").json() == state


def test_a_player_busted_during_the_rebuy_levels_rebuys_before_the_balance_and_keeps_his_seat(room):
    floor, _ = room
    state = _make(floor, REBUYS)
    table = state["tables"][0]
    loser, winner = table["players"][0], table["players"][1]
    state = _ok(floor, state, "bust", entry=loser["entry"], winner=winner["entry"])
    assert loser["entry"] not in {p["entry"] for t in state["tables"] for p in t["players"]}
    state = _ok(floor, state, "rebuy", entry=loser["entry"])  # at no chips: sold, back at his seat
    back = next(p for t in state["tables"] for p in t["players"] if p["entry"] == loser["entry"])
    assert (back["seat"], back["stack"]) == (loser["seat"], 1010)
    state = _ok(floor, state, "balance")
    assert state["places"] == [] and state["prize_pool"] == 14 * 50 + 50
    assert state["chips_in_play"] == 14 * 1010 + 1010
    (row,) = state["purchases"]
    assert row == {
        "entry": loser["entry"],
        "kind": "rebuy",
        "chips": 1010,
        "money": 50,
        "level": 1,
        "table": table["table"],
        "seat": loser["seat"],
    }
    state = _ok(floor, state, "alternate", player="Alt One")
    clock = floor.get(f"{API}/{state['id']}/clock").json()  # the TV's: the pool, the purchases, who waits
    assert (clock["prize_pool"], clock["rebuys"], clock["add_ons"], clock["alternates"]) == (750, 1, 0, ["Alt One"])


def test_an_alternate_waits_on_the_list_until_the_balancing_point_seats_him(room):
    floor, _ = room
    state = _ok(floor, _make(floor, CONFIG), "alternate", player="Alt One")
    assert state["alternates"] == ["Alt One"] and "Alt One" not in {
        p["player"] for t in state["tables"] for p in t["players"]
    }
    again = _post(floor, state, "alternate", player="Alt One")
    assert again.status_code == 422 and again.json()["error"]["path"] == "player"
    state = _ok(floor, state, "balance")
    seated = [p for t in state["tables"] for p in t["players"] if p["player"] == "Alt One"]
    assert state["alternates"] == [] and [p["stack"] for p in seated] == [1010]


def test_a_seat_card_names_the_players_table_seat_and_chips_and_follows_a_re_entry(room):
    floor, _ = room
    state = _make(floor, SOLD)
    table = state["tables"][0]
    first = table["players"][0]
    card = floor.get(f"{API}/{state['id']}/seat-card/{first['player']}").json()
    assert card == {
        "event": "Tuesday 14",
        "player": first["player"],
        "entry": first["entry"],
        "table": table["table"],
        "seat": first["seat"],
        "stack": 1010,
        "waits": False,
        "level": 1,
    }
    state = _ok(floor, _ok(floor, state, "bust", entry=first["entry"]), "re-enter", player=first["player"])
    again = floor.get(f"{API}/{state['id']}/seat-card/{first['player']}").json()
    (seat,) = [
        (t["table"], p["seat"], p["waits"])
        for t in state["tables"]
        for p in t["players"]
        if p is not None and p["entry"] == f"{first['player']}#2"
    ]
    assert again["entry"] == f"{first['player']}#2" and (again["table"], again["seat"], again["waits"]) == seat
    missing = floor.get(f"{API}/{state['id']}/seat-card/Nobody")
    assert missing.status_code == 404 and missing.json()["error"]["path"] == "player"


def test_a_penalty_is_shown_at_the_players_seat_and_kept_across_a_restart(make_client, tmp_path):
    db = tmp_path / "kept.sqlite3"
    first = make_client(db=db)
    first.app.state["tournaments"].now = WallClock()
    state = _make(first, CONFIG)
    entry = state["tables"][1]["players"][2]["entry"]
    state = _ok(first, state, "penalty", entry=entry, hands=6)
    serving = {p["entry"]: p["penalty"] for t in state["tables"] for p in t["players"] if p["penalty"]}
    assert serving == {entry: 6} and state["actions"][-1]["action"] == "penalty"
    none = _post(first, state, "penalty", entry=entry, hands=0)
    assert none.status_code == 400 and none.json()["error"]["path"] == "hands"
    unseated = _post(first, state, "penalty", entry="Nobody", hands=2)
    assert unseated.status_code == 422 and unseated.json()["error"]["path"] == "entry"
    second = make_client(db=db)
    second.app.state["tournaments"].now = WallClock()
    assert second.get(f"{API}/{state['id']}").json() == state
