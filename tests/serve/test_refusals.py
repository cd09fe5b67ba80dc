"""The engine refuses a bad event, and a report that contradicts the hand, in the request's language (``?lang=``)."""

from __future__ import annotations

import pytest

from tests.serve.support import seats


def _events(client, lang):
    started = client.post("/api/v1/hands", json={"game": "stud", "seats": seats(500, 600, 700)})
    assert started.status_code == 201, started.text
    return f"/api/v1/hands/{started.json()['id']}/events?lang={lang}"


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("es", "no hay ninguna decisión pendiente"),
        ("it", "nessuna decisione è in sospeso"),
        ("en", "no decision is pending"),
    ],
)
def test_the_engine_refuses_an_event_in_the_requests_language(client, lang, expected):
    answer = client.post(_events(client, lang), json={"seq": 0, "event": {"kind": "decision_made", "option": "x"}})
    assert answer.status_code == 422, answer.text
    assert answer.json()["error"]["reason"] == expected


@pytest.mark.parametrize(
    ("lang", "field", "refused"),
    [
        ("es", "aviso boxed_card_found, campo count: ", "; el aviso se rechaza"),
        ("it", "segnalazione boxed_card_found, campo count: ", "; la segnalazione è respinta"),
    ],
)
def test_a_refused_report_names_its_field_in_the_requests_language(client, lang, field, refused):
    report = {"kind": "boxed_card_found", "card": "??", "count": 0}
    event = {"kind": "irregularity_reported", "irregularity": report}
    answer = client.post(_events(client, lang), json={"seq": 0, "event": event})
    assert answer.status_code == 422, answer.text
    reason = answer.json()["error"]["reason"]
    assert reason.startswith(field) and reason.endswith(refused), reason
    assert "boxed card found is at least one" not in reason
