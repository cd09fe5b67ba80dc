"""Request bodies are strict and every refusal says where and why: nesting, types, bounds, content type, empty bodies,
in the request's language."""

from __future__ import annotations

import json

import pytest

from tests.serve.support import seats

_JSON = {"content-type": "application/json"}
_BODY_ROUTES = ("/api/v1/rule", "/api/v1/next", "/api/v1/hands", "/events", "/undo")


def _start(client, **more):
    answer = client.post("/api/v1/hands", json={"game": "stud", "seats": seats(500, 600, 700), **more})
    assert answer.status_code == 201, answer.text
    return answer.json()


def _route(client, route):
    """The path of ``route``; a hand's own routes (``/events``, ``/undo``) on a fresh hand."""
    return f"/api/v1/hands/{_start(client)['id']}{route}" if route in ("/events", "/undo") else route


def _error(answer, status):
    assert answer.status_code == status, answer.text
    assert set(answer.json()["error"]) == {"path", "reason"}
    return answer.json()["error"]


@pytest.mark.parametrize("route", _BODY_ROUTES)
@pytest.mark.parametrize("depth", [33, 1000, 100_000])
def test_a_deeply_nested_body_is_400_on_every_post_route(client, route, depth):
    path = _route(client, route)
    body = b'{"phh": ' + b"[" * depth + b"]" * depth + b"}"
    error = _error(client.post(path, content=body, headers=_JSON), 400)
    assert error == {"path": "", "reason": "the request body nests deeper than 32 levels"}


def test_a_body_at_the_depth_limit_is_read_as_usual(client):
    inner = 31  # the object itself is the first level
    body = b'{"phh": ' + b"[" * inner + b"]" * inner + b"}"
    error = _error(client.post("/api/v1/next", content=body, headers=_JSON), 400)
    assert error == {"path": "phh", "reason": "expected text, got a list"}


@pytest.mark.parametrize("seed", [2**63, 2**64, -(2**63) - 1])
def test_a_shuffle_seed_beyond_64_bits_is_refused_naming_the_field(client, seed):
    answer = client.post("/api/v1/hands", json={"game": "stud", "seats": seats(100, 100), "shuffle_seed": seed})
    assert _error(answer, 400)["path"] == "shuffle_seed"
    assert client.get("/api/v1/hands").json() == {"hands": []}


def test_the_largest_seed_is_taken_and_the_document_sets_the_bounds(client):
    assert _start(client, shuffle_seed=2**63 - 1)["expected"]["card"]
    document = client.get("/api/v1/openapi.json").json()
    seed = document["components"]["schemas"]["StartBody"]["properties"]["shuffle_seed"]
    assert (seed["minimum"], seed["maximum"]) == (-(2**63), 2**63 - 1)


@pytest.mark.parametrize(
    ("route", "body", "path"),
    [
        (
            "/api/v1/hands",
            {"game": "stud", "seats": [{"seat": 1, "stack": "2000"}, {"seat": 2, "stack": 9}]},
            "seats.0.stack",
        ),
        (
            "/api/v1/hands",
            {"game": "stud", "seats": [{"seat": "1", "stack": 20}, {"seat": 2, "stack": 9}]},
            "seats.0.seat",
        ),
        ("/api/v1/hands", {"game": "stud", "seats": seats(100, 100), "button": "2"}, "button"),
        ("/api/v1/hands", {"game": "stud", "seats": seats(100, 100), "level": 1.0}, "level"),
        ("/events", {"seq": "0", "event": {"kind": "folded", "seat": 1}}, "seq"),
        ("/events", {"seq": 0, "event": {"kind": "card_dealt", "seat": "1", "card": "As"}}, "event.seat"),
        ("/undo", {"seq": "0"}, "seq"),
    ],
)
def test_numbers_sent_as_text_are_errors_with_a_clear_reason(client, route, body, path):
    error = _error(client.post(_route(client, route), json=body), 400)
    assert error["path"] == path
    assert error["reason"] in ("expected a whole number, got text", "expected a whole number, got a number")


def test_an_empty_body_says_so(client):
    for route in _BODY_ROUTES:
        error = _error(client.post(_route(client, route), content=b"", headers=_JSON), 400)
        assert error == {"path": "", "reason": "the request body is empty: send a JSON object"}


@pytest.mark.parametrize(
    ("option", "reason"),
    [
        (1.5, "expected true or false, a whole number or text, got a number"),
        ([1], "expected true or false, a whole number or text, got a list"),
    ],
)
def test_a_bad_option_value_names_the_option(client, option, reason):
    body = {"game": "stud", "seats": seats(100, 100), "options": {"max-bets": 4, "odd-chip": option}}
    assert _error(client.post("/api/v1/hands", json=body), 400) == {"path": "options.odd-chip", "reason": reason}


def test_a_bad_present_key_names_the_map(client):
    state = _start(client)
    misdeal = client.post("/api/v1/hands", json={"redeal_of": state["id"], "present": {"one": True}})
    assert _error(misdeal, 400)["path"] == "present"


@pytest.mark.parametrize(
    ("lang", "seat", "card", "field"),
    [
        ("es", "se esperaba un número entero y hay texto", "'Zz' no es una carta", "el campo 'seq' es obligatorio"),
        ("it", "atteso un numero intero, trovato testo", "'Zz' non è una carta", "il campo 'seq' è obbligatorio"),
    ],
)
def test_validation_reasons_are_in_the_requests_language(client, lang, seat, card, field):
    state = _start(client)
    events = f"/api/v1/hands/{state['id']}/events?lang={lang}"
    wrong_type = client.post(events, json={"seq": 0, "event": {"kind": "card_dealt", "seat": "1", "card": "As"}})
    assert _error(wrong_type, 400) == {"path": "event.seat", "reason": seat}
    not_a_card = client.post(events, json={"seq": 0, "event": {"kind": "card_dealt", "seat": 1, "card": "Zz"}})
    assert _error(not_a_card, 400)["reason"].startswith(card)
    missing = client.post(events, json={"event": {"kind": "folded", "seat": 1}})
    assert _error(missing, 400) == {"path": "seq", "reason": field}


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"])
def test_a_body_not_sent_as_json_is_415(client, content_type):
    body = json.dumps({"game": "stud", "seats": seats(100, 100)})
    error = _error(client.post("/api/v1/hands", content=body, headers={"content-type": content_type}), 415)
    assert error["path"] == "headers.content-type"
    assert client.get("/api/v1/hands").json() == {"hands": []}


def test_json_with_a_charset_is_json(client):
    body = json.dumps({"game": "stud", "seats": seats(100, 100)})
    answer = client.post("/api/v1/hands", content=body, headers={"content-type": "application/json; charset=utf-8"})
    assert answer.status_code == 201


@pytest.mark.parametrize(
    ("lang", "reason"),
    [
        ("en", "not valid JSON: a character JSON does not allow at byte 2"),
        ("es", "no es JSON válido: en el byte 2 hay un carácter que JSON no admite"),
        ("it", "non è JSON valido: al byte 2 c'è un carattere che JSON non ammette"),
    ],
)
def test_a_body_that_is_not_json_is_400_naming_the_byte_in_the_request_s_language(client, lang, reason):
    error = _error(client.post(f"/api/v1/next?lang={lang}", content=b"{seq", headers=_JSON), 400)
    assert error == {"path": "", "reason": reason}
