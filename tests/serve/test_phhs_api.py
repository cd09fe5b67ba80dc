"""The HTTP API's situations from a ``.phhs`` document: one hand named by its key, as ``rule`` and ``next`` take it."""

from __future__ import annotations

from tests.serve.support import SITUATIONS


def _phhs() -> str:
    situation = (SITUATIONS / "exposed-downcard-third-street.phh").read_text()
    situation = situation.replace("[_floorcall]", "[7._floorcall]").replace("[[_floorcall.", "[[7._floorcall.")
    return "# a night's questions\n[7]\n" + situation


def test_rule_and_next_take_one_hand_of_a_phhs_document(client):
    answer = client.post("/api/v1/rule", json={"phh": _phhs(), "hand": "7"})
    assert answer.status_code == 200, answer.text
    assert answer.json()["citations"] == ["TDA2024-RP10-A"]
    assert client.post("/api/v1/next", json={"phh": _phhs(), "hand": "7"}).status_code == 200
    missing = client.post("/api/v1/rule", json={"phh": _phhs(), "hand": "8"})
    assert missing.status_code == 422 and "the file holds no hand [8]" in missing.text
