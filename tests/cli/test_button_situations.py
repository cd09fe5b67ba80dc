"""floorcall rule and floorcall next on the button, level and blind situations in examples/situations."""

import json
from pathlib import Path

import pytest

from floorcall._app.cli import main

SITUATIONS = Path(__file__).resolve().parents[2] / "examples" / "situations"


def _json(capsys, argv):
    code = main([*argv, "--json"])
    return code, json.loads(capsys.readouterr().out)


def test_tda2024_34a_rule_on_a_button_moved_incorrectly_before_substantial_action(capsys):
    code, answer = _json(capsys, ["rule", str(SITUATIONS / "button-moved-incorrectly-holdem.phh")])
    assert code == 0
    assert (answer["kind"], answer["citations"]) == ("misdeal", ["TDA2024-34A"])
    assert answer["remedy_details"] == [{"kind": "redeal_with_button", "button": 5}]
    code, expected = _json(capsys, ["next", str(SITUATIONS / "button-moved-incorrectly-holdem.phh")])
    assert (code, expected["expect"]) == (0, "over")


def test_rrop_irr_1_rule_on_last_hands_misplaced_button_after_the_action_threshold(capsys):
    code, answer = _json(capsys, ["rule", str(SITUATIONS / "button-misplaced-previous-hand-omaha.phh")])
    assert code == 0
    assert (answer["kind"], answer["citations"]) == ("continue", ["RROP-IRR-1", "RROP-BLINDS-2"])
    assert answer["remedy_details"] == [{"kind": "button_next_hand", "button": 4}]
    assert (answer["first_to_act"], answer["to_call"]) == (3, 0)  # the flop goes on where it was


def test_tda2024_23_rule_on_a_hand_dealt_at_the_old_level(capsys):
    code, answer = _json(capsys, ["rule", str(SITUATIONS / "level-changed-before-the-hand-started.phh")])
    assert code == 0
    assert (answer["kind"], answer["citations"], answer["remedies"]) == (
        "misdeal",
        ["TDA2024-23"],
        ["redeal_at_stakes"],
    )
    stakes = answer["remedy_details"][0]["stakes"]
    assert (stakes["small_bet"], stakes["big_bet"], stakes["blinds"]) == (200, 400, [100, 200])


def test_tda2024_rp17_rule_on_a_limp_in_single_draw(capsys):
    code, answer = _json(capsys, ["rule", str(SITUATIONS / "limp-in-single-draw.phh")])
    assert code == 0
    assert (answer["kind"], answer["citations"], answer["remedies"]) == ("refused", ["TDA2024-RP17"], [])
    assert (answer["first_to_act"], answer["to_call"]) == (4, 100)


@pytest.mark.parametrize("command", ["rule", "next"])
def test_rrop_blinds_1_a_short_all_in_big_blind_is_called_in_full(capsys, command):
    code, answer = _json(capsys, [command, str(SITUATIONS / "short-all-in-big-blind.phh")])
    assert code == 0
    assert answer["to_call"] == 100
    if command == "rule":
        assert (answer["kind"], answer["citations"]) == ("refused", ["RROP-BLINDS-1", "WSOP24L-150"])
    else:
        assert (answer["expect"], answer["options"]["seat"], answer["options"]["call"]) == ("action", 3, 100)
