"""A hand played through ``/hands`` at a tournament table moves the tournament's stacks, and its loser busts.

The hand is dealt by the server's shuffle at a real table of the 14-player event (``tournament_support.CONFIG``):
the first to act pushes all in, the next player calls and the rest fold (the blinds among them), so one of two
equal stacks is lost.
"""

from __future__ import annotations

import random

import pytest

from floorcall._app.serve.autoplay import event_for
from tests.serve.tournament_support import CONFIG, WallClock, seating

API = "/api/v1/tournaments"


@pytest.fixture
def floor(make_client):
    client = make_client()
    client.app.state["tournaments"].now = WallClock()
    return client


def _tournament(client):
    answer = client.post(API, json={"config": CONFIG, "seed": 7})
    assert answer.status_code == 201, answer.text
    return answer.json()


def _start(client, table, stacks=None):
    players = table["players"]
    seats = [{"seat": p["seat"], "stack": (stacks or {}).get(p["seat"], p["stack"])} for p in players]
    body = {"game": "nlhe", "seats": seats, "button": players[0]["seat"], "level": 1, "shuffle_seed": 3}
    answer = client.post("/api/v1/hands", json=body)
    assert answer.status_code == 201, answer.text
    return answer.json()


def _all_in_and_call(client, hand):
    """Play the hand to its end: the first player to act pushes, the next calls, the others fold."""
    rng, actions = random.Random(1), 0
    while hand["expected"]["expect"] != "over":
        expected = hand["expected"]
        if expected["expect"] == "action":
            seat = expected["options"]["seat"]
            options = expected["options"]
            if actions == 0:
                event = {"kind": "bet_or_raised_to", "seat": seat, "amount": options["max_to"]}
            elif actions == 1:
                event = {"kind": "checked_or_called", "seat": seat}
            else:
                event = {"kind": "folded", "seat": seat}
            actions += 1
        else:
            event = event_for(expected, rng)
        answer = client.post(f"/api/v1/hands/{hand['id']}/events", json={"seq": hand["seq"], "event": event})
        assert answer.status_code == 200, answer.text
        hand = {**hand, **answer.json()}
    return client.get(f"/api/v1/hands/{hand['id']}").json()


def _take(client, state, hand_id, table):
    return client.post(f"{API}/{state['id']}/hand", json={"hand": hand_id, "table": table, "seq": state["seq"]})


def test_a_finished_hand_moves_the_stacks_and_busts_the_player_left_with_no_chip(floor):
    state = _tournament(floor)
    table = state["tables"][0]
    hand = _all_in_and_call(floor, _start(floor, table))
    answer = _take(floor, state, hand["id"], table["table"])
    assert answer.status_code == 200, answer.text
    after = answer.json()
    before = {p["entry"]: p["stack"] for p in table["players"]}
    now = {entry: chips for entry, (number, _, chips) in seating(after).items() if number == table["table"]}
    (busted,) = after["busts"]  # the loser of the all-in left his seat and waits to be placed
    assert busted in before and busted not in now
    assert sum(now.values()) == sum(before.values()) and after["chips_in_play"] == state["chips_in_play"]
    winners = [entry for entry, chips in now.items() if chips > before[entry]]
    lost = sum(chips - now.get(entry, 0) for entry, chips in before.items() if entry not in winners)
    assert len(winners) == 1 and now[winners[0]] == before[winners[0]] + lost and lost > before[busted]
    assert after["actions"][-1]["action"] == "hand-settled"
    placed = floor.post(f"{API}/{after['id']}/balance", json={"seq": after["seq"]}).json()
    assert placed["places"][-1]["place"] == 14 and placed["busts"] == []


def test_a_hand_taken_twice_unfinished_or_from_other_stacks_is_refused_and_nothing_changes(floor):
    state = _tournament(floor)
    table = state["tables"][0]
    unfinished = _start(floor, table)
    refused = _take(floor, state, unfinished["id"], table["table"])
    assert refused.status_code == 422 and refused.json()["error"]["path"] == "hand"
    other = _all_in_and_call(floor, _start(floor, table, {table["players"][0]["seat"]: 999}))
    refused = _take(floor, state, other["id"], table["table"])
    assert refused.status_code == 422 and refused.json()["error"]["path"] == "table"
    played = _all_in_and_call(floor, _start(floor, table))
    wrong_table = _take(floor, state, played["id"], state["tables"][1]["table"])
    assert wrong_table.status_code == 422 and wrong_table.json()["error"]["path"] == "table"
    assert _take(floor, state, "0123456789ab", table["table"]).status_code == 404
    assert floor.get(f"{API}/{state['id']}").json()["seq"] == state["seq"]  # nothing stored
    taken = _take(floor, state, played["id"], table["table"]).json()
    again = _take(floor, taken, played["id"], table["table"])
    assert again.status_code == 422 and again.json()["error"]["path"] == "hand"


def test_a_hand_taken_into_the_stacks_is_kept_across_a_restart(make_client, tmp_path):
    db = tmp_path / "kept.sqlite3"
    first = make_client(db=db)
    first.app.state["tournaments"].now = WallClock()
    state = _tournament(first)
    table = state["tables"][0]
    hand = _all_in_and_call(first, _start(first, table))
    taken = _take(first, state, hand["id"], table["table"]).json()
    second = make_client(db=db)
    second.app.state["tournaments"].now = WallClock()
    assert second.get(f"{API}/{state['id']}").json() == taken
    again = _take(second, taken, hand["id"], table["table"])
    assert again.status_code == 422 and again.json()["error"]["path"] == "hand"


def _at_tournament(client, state, table, **more):
    players = table["players"]
    seats = [{"seat": p["seat"], "stack": p["stack"]} for p in players]
    body = {"game": "nlhe", "seats": seats, "button": players[0]["seat"], "tournament": state["id"], "shuffle_seed": 3}
    body.update(more)
    return client.post("/api/v1/hands", json=body)


def _stakes_of(client, answer):
    """The stakes the stored hand was started with (its first event)."""
    assert answer.status_code == 201, answer.text
    return client.app.state["api"].service.get(answer.json()["id"]).hand.events[0].stakes


def test_a_hand_at_a_tournament_table_is_dealt_at_the_stakes_of_its_clocks_level(floor):
    state = _tournament(floor)
    table = state["tables"][0]
    first = _stakes_of(floor, _at_tournament(floor, state, table))
    assert (first.blinds, first.big_blind_ante) == ((25, 50), 0)  # the clock not started: level 1
    started = floor.post(f"{API}/{state['id']}/clock", json={"clock": "start", "seq": state["seq"]})
    assert started.status_code == 200, started.text
    floor.app.state["tournaments"].now.wait(minutes=25)  # level 1 (20 minutes) and its 5-minute break are over
    state = floor.get(f"{API}/{state['id']}").json()  # the break raced the 5 chips off: the stacks as they stand
    table = state["tables"][0]
    answer = _at_tournament(floor, state, table)
    stakes = _stakes_of(floor, answer)
    assert (stakes.blinds, stakes.big_blind_ante) == ((50, 100), 100)  # level 2, not the config's first
    hand = _all_in_and_call(floor, answer.json())
    taken = _take(floor, state, hand["id"], table["table"])
    assert taken.status_code == 200, taken.text


def test_a_hand_at_a_tournament_table_takes_no_level_nor_stakes_and_names_a_stored_tournament(floor):
    state = _tournament(floor)
    table = state["tables"][0]
    refused = _at_tournament(floor, state, table, level=2)
    assert refused.status_code == 400 and refused.json()["error"]["path"] == "level"
    missing = _at_tournament(floor, {"id": "nosuchid"}, table)
    assert missing.status_code == 404 and missing.json()["error"]["path"] == "tournament_id"


def test_a_hand_must_deal_the_seats_serving_a_penalty_as_penalty_seats_and_serves_one_of_their_hands(floor):
    state = _tournament(floor)
    table = state["tables"][0]
    offender = table["players"][2]
    answer = floor.post(
        f"{API}/{state['id']}/penalty", json={"entry": offender["entry"], "hands": 3, "seq": state["seq"]}
    )
    assert answer.status_code == 200, answer.text
    state = answer.json()
    unmarked = _all_in_and_call(floor, _start(floor, table))
    refused = _take(floor, state, unmarked["id"], table["table"])
    assert refused.status_code == 422 and refused.json()["error"]["path"] == "table"
    assert f"({offender['seat']})" in refused.json()["error"]["reason"]
    seats = [{"seat": p["seat"], "stack": p["stack"], "penalty": p is offender} for p in table["players"]]
    body = {"game": "nlhe", "seats": seats, "button": table["players"][0]["seat"], "level": 1, "shuffle_seed": 3}
    started = floor.post("/api/v1/hands", json=body)
    assert started.status_code == 201, started.text
    marked = _all_in_and_call(floor, started.json())
    taken = _take(floor, state, marked["id"], table["table"])
    assert taken.status_code == 200, taken.text
    serving = {p["entry"]: p["penalty"] for t in taken.json()["tables"] for p in t["players"] if p["penalty"]}
    assert serving == {offender["entry"]: 2}
