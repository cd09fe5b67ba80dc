"""floorcall rule and floorcall next on the showdown situations in examples/situations (TDA2024-17A, TDA2024-13A,
and Robert's Rules through FLOORCALL-DEFAULT-31..33 and WSOP24L-275), in English, Spanish and Italian."""

import json
from pathlib import Path

import pytest

from floorcall._app.cli import main

SITUATIONS = Path(__file__).resolve().parents[2] / "examples" / "situations"


def _json(capsys, argv):
    code = main([*argv, "--json"])
    return code, json.loads(capsys.readouterr().out)


def test_next_names_the_last_bettor_of_seventh_street_first_to_show(capsys):
    code, answer = _json(capsys, ["next", str(SITUATIONS / "who-shows-first-seventh-street.phh")])
    assert (code, answer["expect"], answer["seats"], answer["first_to_show"]) == (0, "showdown", [1, 2, 3], 3)


@pytest.mark.parametrize(
    ("situation", "kind", "remedies", "citations", "dead"),
    [
        ("wrong-player-asked-to-show.phh", "continue", [], ["TDA2024-17A"], []),
        ("first-to-show-refuses-razz.phh", "dead_hand", ["kill_hand"], ["FLOORCALL-DEFAULT-32"], [3]),
        ("hand-mucked-before-tabled-27td.phh", "dead_hand", ["kill_hand"], ["TDA2024-13A"], [2]),
        ("miscalled-hand-makes-another-muck.phh", "floor_decision", [], ["WSOP24L-275"], []),
    ],
)
def test_rule_on_each_showdown_situation(capsys, situation, kind, remedies, citations, dead):
    code, answer = _json(capsys, ["rule", str(SITUATIONS / situation)])
    assert code == 0
    assert (answer["kind"], answer["remedies"], answer["citations"]) == (kind, remedies, citations)
    assert answer.get("dead_seats", []) == dead


def test_the_miscall_decision_is_the_floors_between_a_dead_miscalled_hand_and_the_cards_speaking(capsys):
    _, answer = _json(capsys, ["rule", str(SITUATIONS / "miscalled-hand-makes-another-muck.phh")])
    assert answer["options"] == ["miscalled_hand_dead", "cards_speak"]
    assert answer["ruled_by"] == "rrop/WSOP24L-275"


@pytest.mark.parametrize("language", ["es", "it"])
def test_the_showdown_rulings_read_in_every_language_with_the_same_facts(capsys, language):
    situation = str(SITUATIONS / "wrong-player-asked-to-show.phh")
    _, english = _json(capsys, ["rule", situation])
    _, other = _json(capsys, ["rule", situation, "--lang", language])
    assert other["message"] == english["message"] and other["citations"] == english["citations"]
    assert other["explanation"] != english["explanation"] and "2" in other["explanation"]
