"""The floor's quick question over HTTP: ``POST /api/v1/situations`` builds a live hand from the hand as the floor
finds it, rules on what happened, stores the hand (it plays on and exports as PHH that reloads), and refuses a
description the engine cannot accept with a 422 naming the field.
"""

from __future__ import annotations

import copy

import pytest

from floorcall._app.cli import main
from floorcall._app.phh import loads
from floorcall._app.replay_extension import read_extension
from tests.serve.support import SITUATIONS

STUD = {
    "game": "stud",
    "rulebook": "tda-2024",
    "street": "third",
    "initial_deal": True,
    "pot": 150,
    "stakes": {"ante": 25, "bring_in": 50, "small_bet": 200, "big_bet": 400},
    "seats": [
        {"seat": n, "stack": 9975, "in_pot": 25, "downcards": ["??", "??"] if n < 3 else ["??"]} for n in range(1, 7)
    ],
}
EXPOSED = {"kind": "card_dealt", "seat": 3, "card": "Kd", "face_up": True}
FLOP = {
    "game": "nlhe",
    "rulebook": "rrop",
    "street": "flop",
    "button": 4,
    "pot": 2400,
    "board": ["Qd", "7s", "2c"],
    "burns": 1,
    "substantial_action": True,
    "stakes": {"small_bet": 200, "blinds": [100, 200]},
    "betting": {"actor": 3, "raises": 1, "last_aggressor": 2},
    "seats": [
        {"seat": 1, "stack": 9400, "in_pot": 600, "downcards": ["??", "??"], "acted": True},
        {"seat": 2, "stack": 8900, "in_pot": 600, "wager": 500, "downcards": ["??", "??"], "acted": True},
        {"seat": 3, "stack": 9400, "in_pot": 600, "downcards": ["??", "??"]},
        {"seat": 4, "stack": 9400, "in_pot": 600, "downcards": ["??", "??"]},
    ],
}
STRING = {"kind": "wager_made", "seat": 3, "motions": [{"chips": [500], "returned": True}, {"chips": [500, 500]}]}


def _ask(client, snapshot, *events, status=201):
    answer = client.post("/api/v1/situations", json={"snapshot": snapshot, "events": list(events)})
    assert answer.status_code == status, answer.text
    return answer.json()


def test_an_exposed_downcard_in_a_deal_nobody_recorded_is_ruled_and_the_hand_deals_on(client):
    answer = _ask(client, STUD, EXPOSED)
    ruling = answer["ruling"]
    assert ruling["kind"] == "continue" and ruling["citations"]
    assert "plays_as_upcard" in ruling["remedies"]
    seat3 = next(s for s in answer["view"]["seats"] if s["seat"] == 3)
    assert seat3["upcards"] == ["Kd"] and seat3["downcards"] == 1  # the card named; the one before it still unseen
    assert answer["expected"] == {**answer["expected"], "expect": "deal", "seat": 4, "face_up": False}
    stored = client.get(f"/api/v1/hands/{answer['id']}").json()
    assert [r["kind"] for r in stored["rulings"]] == ["continue"] and stored["seq"] == answer["seq"]
    dealt = client.post(
        f"/api/v1/hands/{answer['id']}/events",
        json={"seq": answer["seq"], "event": {"kind": "card_dealt", "seat": 4, "card": "??"}},
    )
    assert dealt.status_code == 200, dealt.text
    assert dealt.json()["expected"]["seat"] == 5


def test_a_string_raise_facing_a_bet_is_a_call_and_the_round_plays_on(client):
    answer = _ask(client, FLOP, STRING)
    assert answer["ruling"]["wager"] == {"seat": 3, "is": "call", "to": 500, "returned": 1000}
    assert answer["ruling"]["remedy_text"][0].startswith("The wager of seat 3 is a call of 500.")
    assert answer["expected"]["expect"] == "action" and answer["expected"]["first_to_act"] == 4
    assert answer["view"]["pot"] == 2400 + 500 + 500 and answer["view"]["board"] == ["Qd", "7s", "2c"]


def test_what_the_rulings_read_comes_from_the_snapshot(client):
    for substantial in (True, False):
        answer = _ask(client, {**FLOP, "substantial_action": substantial})
        state = client.get(f"/api/v1/hands/{answer['id']}").json()
        assert state["view"]["burns"] == 1 and state["view"]["actor"] == 3
        assert state["expected"]["to_call"] == 500
    capped = {**FLOP, "game": "lhe", "stakes": {"small_bet": 200, "big_bet": 400, "blinds": [100, 200]}}
    capped["betting"] = {"actor": 3, "raises": 4, "last_aggressor": 2}
    capped["seats"] = copy.deepcopy(FLOP["seats"])
    capped["seats"][1]["wager"] = 800
    answer = _ask(client, capped)
    assert answer["expected"]["options"]["bet_to"] == []  # four bets: the round is capped


def test_the_hand_exports_as_phh_with_the_snapshot_and_reloads_the_same(client):
    answer = _ask(client, FLOP, STRING)
    text = client.get(f"/api/v1/hands/{answer['id']}/phh").text
    extension = read_extension(loads(text))
    assert extension is not None and extension.snapshot is not None and extension.snapshot.street.value == "flop"
    again = client.post("/api/v1/hands", json={"phh": text})
    assert again.status_code == 201, again.text
    assert (again.json()["expected"], again.json()["view"]) == (answer["expected"], answer["view"])


def test_floorcall_rule_reads_a_situation_that_carries_a_snapshot(capsys):
    for name, cited in (("quick-exposed-downcard-stud", "TDA2024"), ("quick-string-raise-flop", "WSOP24L")):
        assert main(["rule", str(SITUATIONS / f"{name}.phh"), "--json"]) == 0
        printed = capsys.readouterr().out
        assert cited in printed


def _bad(snapshot, change):
    broken = copy.deepcopy(snapshot)
    change(broken)
    return broken


BAD = [
    ("game", lambda s: s.update(game="canasta")),
    ("rulebook", lambda s: s.update(rulebook="hoyle")),
    ("options.no-such-option", lambda s: s.update(options={"no-such-option": 1})),
    ("stakes", lambda s: s.update(stakes={"ante": 25, "small_bet": 200, "big_bet": 400})),  # no bring-in
    ("seats[1].seat", lambda s: s["seats"][1].update(seat=1)),
    ("seats[1].downcards", lambda s: s["seats"][1].update(downcards=["Kd", "Kd"])),
    ("street", lambda s: s.update(street="flop")),
    ("initial_deal", lambda s: s.update(street="fourth")),
    ("pot", lambda s: s.update(pot=100)),
    ("seats[0].shown", lambda s: s["seats"][0].update(shown=True)),
]


@pytest.mark.parametrize(("path", "change"), BAD, ids=[b[0] for b in BAD])
def test_a_description_the_engine_cannot_accept_is_a_422_naming_the_field(client, path, change):
    answer = _ask(client, _bad(STUD, change), status=422)
    assert answer["error"]["path"] == f"snapshot.{path}"
    assert client.get("/api/v1/hands").json()["hands"] == []  # nothing stored


@pytest.mark.parametrize(
    ("path", "change"),
    [
        ("betting.actor", lambda s: s["seats"][2].update(folded=True)),
        ("betting.last_aggressor", lambda s: s["betting"].update(last_aggressor=9)),
        ("seats[0].upcards", lambda s: s["seats"][0].update(upcards=["Ah"])),
    ],
)
def test_who_acts_and_what_he_faces_are_checked_against_the_seats(client, path, change):
    assert _ask(client, _bad(FLOP, change), status=422)["error"]["path"] == f"snapshot.{path}"


def test_an_unknown_field_or_a_wrong_type_is_a_400_naming_it(client):
    typo = {**STUD, "stret": "third"}
    assert _ask(client, typo, status=400)["error"]["path"] == "snapshot.stret"
    assert _ask(client, {**STUD, "pot": "lots"}, status=400)["error"]["path"] == "snapshot.pot"


def test_the_route_is_in_the_openapi_document(client):
    document = client.get("/api/v1/openapi.json").json()
    operation = document["paths"]["/api/v1/situations"]["post"]
    assert {"201", "422", "503"} <= set(operation["responses"])
    assert "HandSnapshot" in str(document["components"]["schemas"])


def test_the_view_names_the_completion_while_only_the_bring_in_stands(client):
    facing = {**STUD, "initial_deal": False, "bring_in": 3, "pot": 150}
    facing["seats"] = [
        {
            "seat": n,
            "stack": 9975 - (50 if n == 3 else 0),
            "in_pot": 25,
            "wager": 50 if n == 3 else 0,
            "downcards": ["??", "??"],
            "upcards": [card],
        }
        for n, card in zip(range(1, 7), ["Kd", "9c", "2h", "Qs", "Jd", "8s"], strict=True)
    ]
    facing["betting"] = {"actor": 4, "raises": 0}
    answer = _ask(client, facing)
    assert answer["view"]["completion"] == 200 and answer["expected"]["options"]["bet_to"][0] == 200
    completed = client.post(
        f"/api/v1/hands/{answer['id']}/events",
        json={"seq": answer["seq"], "event": {"kind": "bet_or_raised_to", "seat": 4, "amount": 200}},
    )
    assert completed.status_code == 200, completed.text
    assert completed.json()["view"]["completion"] is None  # a bet now raises the completion
    flop = _ask(client, FLOP)
    assert flop["view"]["completion"] is None  # no bring-in in hold'em
