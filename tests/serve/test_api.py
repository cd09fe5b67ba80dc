"""Every endpoint of the HTTP API and its error paths, through Litestar's test client."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

import floorcall
from tests.serve.support import CONFIGS, SITUATIONS, next_event, seats

STUD = {"game": "stud", "seats": seats(1000, 1000, 1000), "shuffle_seed": 7}


def _cli(command, situation, *extra):
    done = subprocess.run(
        [sys.executable, "-m", "floorcall._app.cli", command, str(situation), "--json", *extra],
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout)


def _start(client, body=None):
    answer = client.post("/api/v1/hands", json=body or STUD)
    assert answer.status_code == 201, answer.text
    return answer.json()


def _post(client, state, event):
    return client.post(f"/api/v1/hands/{state['id']}/events", json={"seq": state["seq"], "event": event})


def test_health_names_the_version(client):
    answer = client.get("/api/v1/health")
    assert (answer.status_code, answer.json()) == (200, {"status": "ok", "version": floorcall.__version__})


def test_plugins_is_what_floorcall_plugins_prints_for_the_config(make_client):
    config = CONFIGS / "razz-cash-rrop.toml"
    answer = make_client(str(config)).get("/api/v1/plugins")
    assert answer.status_code == 200
    cli = subprocess.run(
        [sys.executable, "-m", "floorcall._app.cli", "plugins", "--config", str(config), "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert answer.json() == json.loads(cli.stdout)


@pytest.mark.parametrize(
    ("command", "situation"), [("rule", "exposed-downcard-third-street"), ("next", "who-acts-fourth-street")]
)
def test_rule_and_next_answer_as_the_cli(client, command, situation):
    path = SITUATIONS / f"{situation}.phh"
    answer = client.post(f"/api/v1/{command}", json={"phh": path.read_text()})
    assert answer.status_code == 200, answer.text
    assert answer.json() == _cli(command, path)


def test_rule_house_values_override_the_situation(client, tmp_path):
    text = (SITUATIONS / "who-acts-fourth-street.phh").read_text()
    plain = client.post("/api/v1/next", json={"phh": text}).json()
    path = tmp_path / "position.phh"
    path.write_text(text + "house = { board-tie = 'position' }\n")
    assert client.post("/api/v1/next", json={"phh": path.read_text()}).json() == _cli("next", path)
    assert plain["first_to_act"] != _cli("next", path)["first_to_act"]


def test_rule_on_a_situation_without_irregularity_is_422(client):
    answer = client.post("/api/v1/rule", json={"phh": (SITUATIONS / "who-acts-fourth-street.phh").read_text()})
    assert answer.status_code == 422
    assert answer.json()["error"]["path"] == "phh"
    assert "none is irregular" in answer.json()["error"]["reason"]


def test_a_corrupt_situation_names_the_action(client):
    answer = client.post("/api/v1/rule", json={"phh": "variant = 'F7S'\nactions = ['d dh p9 As']\n"})
    assert answer.status_code == 422
    assert answer.json()["error"]["path"] == "phh"


def test_start_a_stud_hand_at_level_one_with_the_servers_shuffle(client):
    state = _start(client)
    assert (state["game"], state["rulebook"], state["seq"]) == ("stud", "tda-2024", 0)
    assert state["expected"]["expect"] == "deal" and state["expected"]["card"]
    assert [s["contributed"] for s in state["view"]["seats"]] == [25, 25, 25]  # the default config's level-1 ante
    assert state["view"]["pot"] == 75 and state["view"]["stub"] == 52


def test_start_with_stakes_options_and_a_rulebook(client):
    state = _start(
        client,
        {
            "game": "nlhe",
            "seats": seats(500, 600, 700),
            "button": 3,
            "rulebook": "rrop",
            "stakes": {"small_bet": 20, "blinds": [10, 20]},
        },
    )
    assert state["rulebook"] == "rrop"
    assert "card" not in state["expected"]  # no shuffle_seed: the server keeps no stub
    assert {s["seat"]: s["contributed"] for s in state["view"]["seats"]} == {1: 10, 2: 20, 3: 0}
    assert all(s["bet"] == 0 for s in state["view"]["seats"])  # no betting round open while the cards go out


@pytest.mark.parametrize(
    ("body", "status", "path"),
    [
        ({"game": "stud"}, 400, "seats"),
        ({"seats": seats(100, 100)}, 400, "game"),
        ({"game": "studd", "seats": seats(100, 100)}, 422, "game"),
        ({"game": "stud", "seats": seats(100, 100), "rulebook": "nope"}, 422, "rulebook"),
        ({"game": "stud", "seats": seats(100, 100), "level": 99}, 422, "level"),
        ({"game": "stud", "seats": seats(100, 100), "level": 0}, 400, "level"),
        ({"game": "stud", "seats": seats(100, 100), "level": 1, "stakes": {"small_bet": 10}}, 400, "level"),
        ({"game": "stud", "seats": seats(100, 100), "stakes": {"small_bet": 10, "bring_in": 20}}, 400, "stakes"),
        (
            {"game": "stud", "seats": seats(100, 100), "options": {"no-such-option": True}},
            422,
            "options.no-such-option",
        ),
        ({"game": "stud", "seats": [{"seat": 1, "stack": 100}, {"seat": 1, "stack": 100}]}, 422, "seats"),
        ({"game": "stud", "seats": [{"seat": 11, "stack": 100}, {"seat": 1, "stack": 100}]}, 400, "seats.0.seat"),
        ({"game": "stud", "seats": seats(100, 100), "tabel": 1}, 400, "tabel"),
        (
            {"game": "stud", "seats": [{"seat": 1, "stack": 100, "chips": 5}, {"seat": 2, "stack": 9}]},
            400,
            "seats.0.chips",
        ),
        ({"phh": "variant = 'F7S'", "game": "stud"}, 400, "phh"),
        ({"phh": "not toml ["}, 422, "phh"),
    ],
)
def test_a_bad_start_names_the_field_and_stores_nothing(client, body, status, path):
    answer = client.post("/api/v1/hands", json=body)
    assert answer.status_code == status, answer.text
    assert answer.json()["error"]["path"] == path
    assert answer.json()["error"]["reason"]
    assert client.get("/api/v1/hands").json() == {"hands": []}


def test_a_regular_event_advances_and_an_irregular_one_gets_the_ruling(client):
    state = _start(client)
    card = state["expected"]["card"]
    answer = _post(client, state, {"kind": "card_dealt", "seat": 1, "card": card, "face_up": False})
    assert answer.status_code == 200
    moved = {**state, **answer.json()}
    assert (moved["seq"], moved["ruling"], moved["expected"]["seat"]) == (1, None, 2)
    exposed = {"kind": "card_dealt", "seat": 2, "card": moved["expected"]["card"], "face_up": True}
    ruled = _post(client, moved, exposed).json()
    assert ruled["seq"] == 2
    assert ruled["ruling"]["citations"][0] == "TDA2024-RP10-A"
    assert ruled["ruling"]["remedies"] == ["plays_as_upcard", "next_card_down"]
    assert ruled["view"]["seats"][1]["upcards"] == [exposed["card"]]
    hand = client.get(f"/api/v1/hands/{state['id']}").json()
    assert hand["seq"] == 2 and hand["expected"] == ruled["expected"] and hand["view"] == ruled["view"]
    assert [r["citations"] for r in hand["rulings"]] == [["TDA2024-RP10-A"]]
    assert hand["rulings"][0]["irregularity"]["kind"] == "downcard_exposed"


def test_a_stale_seq_is_409_with_the_current_seq_and_changes_nothing(client):
    state = _start(client)
    first = {**state, **_post(client, state, next_event(state, random.Random(0))).json()}
    stale = _post(client, state, next_event(first, random.Random(0)))
    assert stale.status_code == 409
    assert stale.json() == {"error": {"path": "seq", "reason": stale.json()["error"]["reason"]}, "seq": 1}
    assert client.get(f"/api/v1/hands/{state['id']}").json()["seq"] == 1


@pytest.mark.parametrize(
    ("event", "status", "path"),
    [
        ({"kind": "downcards_looked", "seat": 9}, 422, "event"),
        ({"kind": "card_dealt", "seat": 1, "card": "Zz"}, 400, "event.card"),
        ({"kind": "card_dealt", "seat": "one", "card": "As"}, 400, "event.seat"),
        ({"kind": "card_dealt", "seat": 1, "card": "As", "colour": "red"}, 400, "event.colour"),
        ({"kind": "ruling_applied"}, 400, "event.kind"),
        ({"kind": "hand_started"}, 400, "event.kind"),
        ({"kind": "decision_made", "option": "redeal"}, 422, "event"),
        (
            {"kind": "irregularity_reported", "irregularity": {"kind": "boxed_card_found", "colour": 1}},
            400,
            "event.irregularity.colour",
        ),
        (
            {"kind": "irregularity_reported", "detected": True, "irregularity": {"kind": "boxed_card_found"}},
            422,
            "event",
        ),
    ],
)
def test_a_bad_event_names_the_field_and_leaves_the_hand(client, event, status, path):
    state = _start(client)
    answer = _post(client, state, event)
    assert answer.status_code == status, answer.text
    assert answer.json()["error"]["path"] == path
    after = client.get(f"/api/v1/hands/{state['id']}").json()
    assert (after["seq"], after["view"], after["expected"]) == (0, state["view"], state["expected"])


def test_missing_seq_and_malformed_json_are_400(client):
    state = _start(client)
    assert (
        client.post(f"/api/v1/hands/{state['id']}/events", json={"event": {"kind": "folded", "seat": 1}}).json()[
            "error"
        ]["path"]
        == "seq"
    )
    broken = client.post(
        f"/api/v1/hands/{state['id']}/events", content=b"{seq", headers={"content-type": "application/json"}
    )
    assert broken.status_code == 400 and "error" in broken.json()


def test_unknown_hands_and_paths_are_404(client):
    for answer in (
        client.get("/api/v1/hands/nosuchhand"),
        client.get("/api/v1/hands/nosuchhand/reportable"),
        client.get("/api/v1/hands/nosuchhand/phh"),
        client.post("/api/v1/hands/nosuchhand/events", json={"seq": 0, "event": {"kind": "folded", "seat": 1}}),
        client.post("/api/v1/hands/nosuchhand/undo", json={"seq": 0}),
        client.get("/api/v1/nothing/here"),
    ):
        assert answer.status_code == 404
        assert set(answer.json()["error"]) == {"path", "reason"}


def test_wrong_method_is_405_as_json(client):
    answer = client.delete("/api/v1/health")
    assert answer.status_code == 405 and "error" in answer.json()


def test_a_body_over_the_limit_is_413(client):
    huge = "# padding\n" * 1_100_000
    answer = client.post("/api/v1/hands", json={"phh": huge})
    assert answer.status_code == 413
    assert "error" in answer.json()


def test_the_hand_list_is_newest_first(client):
    first, second = _start(client), _start(client, {**STUD, "game": "razz"})
    listed = client.get("/api/v1/hands").json()["hands"]
    assert [(h["id"], h["game"], h["seq"], h["over"]) for h in listed] == [
        (second["id"], "razz", 0, False),
        (first["id"], "stud", 0, False),
    ]


def test_reportable_lists_what_can_be_reported_now_with_its_fields(client):
    state = _start(client)
    found = client.get(f"/api/v1/hands/{state['id']}/reportable").json()
    assert found["street"] == "third"
    kinds = {k["kind"]: k for k in found["irregularities"]}
    assert {"boxed_card_found", "deck_fouled", "dealing_fault", "seat_dealt_out"} <= set(kinds)
    assert "opener_misnamed" not in kinds  # nobody is to act while the cards go out
    assert all(k["description"] for k in kinds.values())
    fault = {f["name"]: f for f in kinds["dealing_fault"]["fields"]}
    assert fault["fault"]["required"] and "not_cut" in fault["fault"]["choices"]
    assert fault["reported_by"]["type"] == "seat" and fault["reported_by"]["choices"] == ["1", "2", "3"]
    boxed = {f["name"]: f for f in kinds["boxed_card_found"]["fields"]}
    assert boxed["card"]["type"] == "card" and boxed["initial_deal"]["default"] is True


def _example(field):
    if field["type"] == "stakes":  # the next level: every amount doubled
        return {
            k: [a * 2 for a in v] if isinstance(v, list) else v * 2 if type(v) is int else v
            for k, v in field["default"].items()
        }
    if field["type"] == "seat":
        return int(field["choices"][0])
    if field["choices"]:
        return field["choices"][0]
    return {"card": "Kh", "integer": 1, "boolean": False}.get(field["type"], "x")


def test_each_listed_report_gets_a_ruling_when_posted(client):
    state = _start(client)
    found = client.get(f"/api/v1/hands/{state['id']}/reportable").json()
    ruled = []
    for entry in found["irregularities"]:
        fields = {f["name"]: f["default"] for f in entry["fields"] if f["default"] is not None}
        for f in entry["fields"]:
            if f["required"]:
                fields[f["name"]] = _example(f)
        report = {"kind": "irregularity_reported", "irregularity": {"kind": entry["kind"], **fields}}
        answer = _post(client, state, report)
        assert answer.status_code in (200, 422), answer.text
        if answer.status_code == 200:
            ruled.append((entry["kind"], answer.json()["ruling"]["citations"]))
            undone = client.post(f"/api/v1/hands/{state['id']}/undo", json={"seq": answer.json()["seq"]})
            state = {**state, "seq": undone.json()["seq"]}
    assert ("boxed_card_found", ["FLOORCALL-DEFAULT-1"]) in ruled
    assert len(ruled) >= 4


def test_a_finished_hand_takes_only_a_fouled_deck_claim(client):
    state = _start(client, {**STUD, "seats": seats(30, 30)})
    rng = random.Random(3)
    while not state["view"]["over"]:
        state = {**state, **_post(client, state, next_event(state, rng)).json()}
    found = client.get(f"/api/v1/hands/{state['id']}/reportable").json()
    assert [k["kind"] for k in found["irregularities"]] == ["deck_fouled"]
    assert client.get("/api/v1/hands").json()["hands"][0]["over"] is True


def _deal_upcard_down_as_a_seat_away_is_found(client):
    """Stud, seat 3 away: the last card of the deal (seat 3's door card) goes out face down, so one event gets its
    ruling and the engine's own finding (seat 3 away) is logged with another ruling in the same step."""
    body = {"game": "stud", "seats": [*seats(1000, 1000), {"seat": 3, "stack": 1000, "present": False}]}
    state = _start(client, {**body, "shuffle_seed": 7})
    answer: dict = {}
    for n in range(1, 10):
        expected = state["expected"]
        face_up = not expected["face_up"] if n == 9 else expected["face_up"]
        event = {"kind": "card_dealt", "seat": expected["seat"], "card": expected["card"], "face_up": face_up}
        answer = _post(client, state, event).json()
        state = {**state, **answer}
    return state, answer


def test_each_ruling_names_who_gave_it_in_the_answer_and_in_the_rulings_list(client):
    state, answer = _deal_upcard_down_as_a_seat_away_is_found(client)
    rulings = client.get(f"/api/v1/hands/{state['id']}").json()["rulings"]
    assert [r["irregularity"]["kind"] for r in rulings] == ["upcard_dealt_down", "player_absent"]
    assert all(r["ruled_by"].startswith("tda-2024/") for r in rulings)
    assert rulings[0]["ruled_by"] != rulings[1]["ruled_by"]
    # the event's answer is the ruling on the event, with its own source, not the finding logged after it
    assert answer["ruling"]["citations"] == rulings[0]["citations"]
    assert answer["ruling"]["ruled_by"] == rulings[0]["ruled_by"]


def test_an_undo_the_store_refuses_is_409_like_an_event(make_client, tmp_path):
    # two servers on one file: the second moves the hand on, the first still holds it at the old seq
    db = tmp_path / "shared.sqlite3"
    first, second = make_client(db=db), make_client(db=db)
    state = _start(first)
    moved = _post(first, state, next_event(state, random.Random(0))).json()
    on_second = second.get(f"/api/v1/hands/{state['id']}").json()
    assert _post(second, on_second, next_event({**state, **moved}, random.Random(0))).status_code == 200
    stale = first.post(f"/api/v1/hands/{state['id']}/undo", json={"seq": moved["seq"]})
    assert stale.status_code == 409, stale.text
    assert stale.json()["error"]["path"] == "seq" and stale.json()["seq"] == 2
    again = first.get(f"/api/v1/hands/{state['id']}").json()  # rebuilt from the store, which is the truth
    assert (again["seq"], again["view"]) == (2, second.get(f"/api/v1/hands/{state['id']}").json()["view"])


def test_the_docs_page_sits_beside_the_document(client):
    page = client.get("/api/v1/docs")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert "SwaggerUIBundle" in page.text and '"title":"floorcall"' in page.text.replace(" ", "")
    assert client.get("/api/v1/openapi.json").json()["info"]["title"] == "floorcall"


@pytest.mark.parametrize(
    "path", ["/api/v1/openapi.json/swagger", "/api/v1/openapi.json/x.yaml", "/api/v1/docs/x", "/api/v1/nothing"]
)
def test_every_unknown_path_under_the_api_is_a_json_404(client, path):
    answer = client.get(path)
    assert answer.status_code == 404 and answer.headers["content-type"] == "application/json"
    assert answer.json() == {"error": {"path": "", "reason": f"no such path: {path}"}}


def test_a_405_names_the_methods_the_path_takes(client):
    answer = client.delete("/api/v1/hands")
    assert answer.status_code == 405
    assert set(answer.headers["allow"].replace(" ", "").split(",")) == {"GET", "POST", "OPTIONS"}
