"""Stakes, a table and a tournament action the core's checks turn down, answered in the request's language.

The reasons are raised as messages by the core (``Stakes``, ``Table``, the tournament's clock, seating and event),
so the HTTP API answers them in the language of the request, never in English inside a Spanish or Italian answer.
"""

from __future__ import annotations

import pytest

from tests.i18n.test_no_english import english_in
from tests.serve.support import seats
from tests.serve.tournament_support import CONFIG

HANDS = "/api/v1/hands"
TOURNAMENTS = "/api/v1/tournaments"

#: A start body's stakes the core's Stakes check refuses, with the reason in each language.
STAKES = [
    (
        {"bring_in": 250, "small_bet": 100, "big_bet": 200},
        {
            "en": "the bring-in (250) must be positive and below the small bet (100)",
            "es": "el bring-in (250) debe ser positivo y menor que la apuesta pequeña (100)",
            "it": "il bring-in (250) deve essere positivo e inferiore alla puntata piccola (100)",
        },
    ),
    (
        {"bring_in": 5, "small_bet": 100, "big_bet": 50},
        {
            "en": "the big bet (50) is below the small bet (100)",
            "es": "la apuesta grande (50) es menor que la apuesta pequeña (100)",
            "it": "la puntata grande (50) è inferiore alla puntata piccola (100)",
        },
    ),
]


@pytest.mark.parametrize("lang", ["en", "es", "it"])
@pytest.mark.parametrize(("stakes", "reasons"), STAKES, ids=["bring-in", "big-bet"])
def test_stakes_that_do_not_fit_together_are_refused_in_the_requests_language(client, stakes, reasons, lang):
    body = {"game": "stud", "seats": seats(500, 600, 700), "stakes": stakes}
    answer = client.post(f"{HANDS}?lang={lang}", json=body)
    assert answer.status_code == 400, answer.text
    assert answer.json()["error"] == {"path": "stakes", "reason": reasons[lang]}
    assert client.get(HANDS).json()["hands"] == []  # nothing was stored


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "a seat appears twice: [1, 1]"),
        ("es", "un asiento aparece dos veces: [1, 1]"),
        ("it", "un posto compare due volte: [1, 1]"),
    ],
)
def test_a_seat_given_twice_is_refused_in_the_requests_language(client, lang, expected):
    twice = [{"seat": 1, "stack": 500}, {"seat": 1, "stack": 600}]
    answer = client.post(f"{HANDS}?lang={lang}", json={"game": "stud", "seats": twice})
    assert answer.status_code == 422, answer.text
    assert answer.json()["error"] == {"path": "seats", "reason": expected}


def _tournament(client):
    answer = client.post(TOURNAMENTS, json={"config": CONFIG, "seed": 7})
    assert answer.status_code == 201, answer.text
    return answer.json()


def _refused(client, state, path, lang, **body):
    answer = client.post(f"{TOURNAMENTS}/{state['id']}/{path}?lang={lang}", json={**body, "seq": state["seq"]})
    assert answer.status_code == 422, answer.text
    return answer.json()["error"]["reason"]


@pytest.mark.parametrize("lang", ["es", "it"])
def test_the_tournaments_refusals_are_answered_in_the_requests_language(make_client, lang):
    client = make_client()
    state = _tournament(client)
    first, second = state["tables"][0]["players"][:2]
    elsewhere = state["tables"][1]["players"][0]["entry"]
    taken = state["tables"][1]["players"][1]["seat"]
    table, other = state["tables"][0]["table"], state["tables"][1]["table"]
    english = {
        "bust": f"{elsewhere} is not another player at table {table}, where {first['entry']} sits",
        "move": f"table {other} seat {taken} is not an open seat",
        "break": f"table 99 cannot be broken (tables in play: {sorted(t['table'] for t in state['tables'])})",
    }
    shown = {
        "bust": _refused(client, state, "bust", lang, entry=first["entry"], winner=elsewhere),
        "move": _refused(client, state, "move", lang, entry=second["entry"], table=other, seat=taken),
        "break": _refused(client, state, "break-table", lang, table=99),
    }
    for action, reason in shown.items():
        assert reason != english[action] and english_in(reason) == [], (action, reason)
    assert elsewhere in shown["bust"] and first["entry"] in shown["bust"]  # names are never translated
    assert _refused(client, state, "bust", "en", entry=first["entry"], winner=elsewhere) == english["bust"]
