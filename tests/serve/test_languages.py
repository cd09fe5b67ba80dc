"""The HTTP API in English, Spanish and Italian: ``lang`` wins over ``Accept-Language``, else the server's language.

Every text a person reads (explanations, error reasons, descriptions) follows the language; identifiers, citations,
remedies, enum values and the message id and parameters are the same in all three; ``Content-Language`` says which.
"""

from __future__ import annotations

import json
import subprocess
import sys

import httpx
import pytest

from floorcall._app.serve.messages import MESSAGES, REPORTABLE
from floorcall.i18n import translator
from tests.serve.support import CONFIGS, SITUATIONS, ServerProcess, seats

EXPOSED = SITUATIONS / "exposed-downcard-third-street.phh"
STUD = {"game": "stud", "seats": seats(1000, 1000, 1000), "shuffle_seed": 7}
#: Every key of a ruling's answer that is an identifier (or numbers), the same in every language.
IDENTIFIERS = ("kind", "citations", "remedies", "remedy_details", "options", "ruled_by", "message", "first_to_act")


def _cli(*args):
    done = subprocess.run(
        [sys.executable, "-m", "floorcall._app.cli", *args], capture_output=True, text=True, check=True
    )
    return json.loads(done.stdout)


def _rule(client, **request):
    answer = client.post("/api/v1/rule", json={"phh": EXPOSED.read_text()}, **request)
    assert answer.status_code == 200, answer.text
    return answer


def test_the_same_ruling_in_es_it_and_en_differs_only_in_its_explanation(client):
    answers = {lang: _rule(client, params={"lang": lang}) for lang in ("en", "es", "it")}
    shown = {lang: a.json() for lang, a in answers.items()}
    for key in IDENTIFIERS:
        assert shown["es"].get(key) == shown["it"].get(key) == shown["en"].get(key), key
    assert shown["en"]["message"]["id"] and shown["en"]["citations"] == ["TDA2024-RP10-A"]
    explanations = {lang: s["explanation"] for lang, s in shown.items()}
    assert len(set(explanations.values())) == 3
    assert {lang: a.headers["content-language"] for lang, a in answers.items()} == {"en": "en", "es": "es", "it": "it"}
    # exactly what floorcall rule --lang es --json prints
    assert shown["es"] == _cli("rule", str(EXPOSED), "--json", "--lang", "es")


@pytest.mark.parametrize(
    ("params", "header", "language"),
    [
        ({}, None, "en"),
        ({}, "it-IT,it;q=0.9,en;q=0.5", "it"),
        ({}, "fr-FR,es;q=0.4", "es"),
        ({"lang": "es"}, "it-IT,it;q=0.9", "es"),  # the parameter wins
        ({"lang": "fr"}, None, "en"),  # a language floorcall does not ship falls back to English
        ({"lang": "fr"}, "it", "it"),
        ({}, "de-DE,fr;q=0.8", "en"),
        ({}, "es;q=nonsense,,;;", "en"),
    ],
)
def test_lang_then_accept_language_then_english(client, params, header, language):
    headers = {"Accept-Language": header} if header else {}
    answer = _rule(client, params=params, headers=headers)
    assert answer.headers["content-language"] == language
    assert "Accept-Language" in answer.headers["vary"]
    english = _rule(client).json()
    assert (answer.json()["explanation"] == english["explanation"]) == (language == "en")


def test_the_servers_language_answers_requests_that_name_none(make_client):
    spanish = make_client(language="es")
    default = _rule(spanish)
    assert default.headers["content-language"] == "es"
    assert default.json()["explanation"] == _rule(spanish, params={"lang": "es"}).json()["explanation"]
    assert _rule(spanish, headers={"Accept-Language": "de"}).headers["content-language"] == "es"
    assert _rule(spanish, headers={"Accept-Language": "en-GB"}).headers["content-language"] == "en"


def test_a_hands_rulings_and_its_events_answer_in_the_language(client):
    started = client.post("/api/v1/hands", json=STUD, params={"lang": "it"})
    assert started.headers["content-language"] == "it"
    state = started.json()
    event = {"kind": "card_dealt", "seat": 1, "card": state["expected"]["card"], "face_up": True}
    body = {"seq": 0, "event": event}
    ruled = client.post(f"/api/v1/hands/{state['id']}/events", json=body, params={"lang": "it"}).json()["ruling"]
    italian = client.get(f"/api/v1/hands/{state['id']}", params={"lang": "it"}).json()["rulings"][0]
    english = client.get(f"/api/v1/hands/{state['id']}").json()["rulings"][0]
    assert ruled["explanation"] == italian["explanation"] != english["explanation"]
    assert italian["message"] == english["message"] == ruled["message"] and english["message"]["id"]
    for key in ("kind", "citations", "remedies", "remedy_details", "options", "irregularity", "ruled_by"):
        assert italian[key] == english[key], key


def test_error_reasons_are_translated_and_their_paths_are_not(client):
    english = client.get("/api/v1/hands/nohand").json()["error"]
    spanish = client.get("/api/v1/hands/nohand", headers={"Accept-Language": "es"}).json()["error"]
    assert english == {"path": "id", "reason": MESSAGES["no_hand"].format(id="nohand")}
    expected = translator("es").template("api.no_hand", MESSAGES["no_hand"]).format(id="nohand")
    assert spanish == {"path": "id", "reason": expected} and expected != english["reason"]
    unknown = client.post("/api/v1/hands", json={**STUD, "colour": "red"}, params={"lang": "it"})
    assert unknown.status_code == 400 and unknown.headers["content-language"] == "it"
    assert unknown.json()["error"]["path"] == "colour"
    assert unknown.json()["error"]["reason"] == "campo sconosciuto 'colour'"
    nowhere = client.get("/api/v1/nowhere", params={"lang": "es"})
    assert nowhere.status_code == 404 and nowhere.json()["error"]["reason"] == "esta ruta no existe: /api/v1/nowhere"


def test_reportable_descriptions_are_translated_and_kinds_are_not(client):
    state = client.post("/api/v1/hands", json=STUD).json()
    english = client.get(f"/api/v1/hands/{state['id']}/reportable").json()
    italian = client.get(f"/api/v1/hands/{state['id']}/reportable", params={"lang": "it"}).json()
    assert [k["kind"] for k in italian["irregularities"]] == [k["kind"] for k in english["irregularities"]]
    assert [k["fields"] for k in italian["irregularities"]] == [k["fields"] for k in english["irregularities"]]
    for shown in italian["irregularities"]:
        assert shown["description"] == translator("it").template(
            f"reportable.{shown['kind']}", REPORTABLE[shown["kind"]]
        )
        assert shown["description"] != REPORTABLE[shown["kind"]]


def test_plugins_in_a_language_is_what_floorcall_plugins_lang_prints(make_client):
    config = CONFIGS / "razz-cash-rrop.toml"
    client = make_client(str(config))
    spanish = client.get("/api/v1/plugins", headers={"Accept-Language": "es-ES"}).json()
    assert spanish == _cli("plugins", "--config", str(config), "--json", "--lang", "es")
    english = client.get("/api/v1/plugins").json()
    assert [o["name"] for o in spanish["options"]] == [o["name"] for o in english["options"]]
    assert [o["description"] for o in spanish["options"]] != [o["description"] for o in english["options"]]


def test_the_document_shows_the_lang_parameter_on_every_operation(client):
    document = client.get("/api/v1/openapi.json").json()
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            names = {(p["name"], p["in"]) for p in operation.get("parameters", [])}
            assert ("lang", "query") in names, (method, path)


def test_serve_lang_sets_the_default_and_the_environment_gives_it_otherwise(tmp_path):
    italian = ServerProcess(tmp_path / "a.sqlite3", env={"LANG": "it_IT.UTF-8"})
    spanish = ServerProcess(tmp_path / "b.sqlite3", "--lang", "es", env={"LANG": "it_IT.UTF-8"})
    try:
        for server, language in ((italian, "it"), (spanish, "es")):
            answer = httpx.post(f"{server.url}/api/v1/rule", json={"phh": EXPOSED.read_text()}, timeout=30)
            assert answer.headers["content-language"] == language
            expected = _cli("rule", str(EXPOSED), "--json", "--lang", language)["explanation"]
            assert answer.json()["explanation"] == expected
    finally:
        italian.kill()
        spanish.kill()
