"""floorcall rule and floorcall next on the synthetic situations in examples/situations."""

import json
from pathlib import Path

from floorcall._app.cli import main

SITUATIONS = Path(__file__).resolve().parents[2] / "examples" / "situations"


def _json(capsys, argv):
    code = main([*argv, "--json"])
    return code, json.loads(capsys.readouterr().out)


def test_tda_2024_rp10_a_rule_on_an_exposed_downcard(capsys):
    code, answer = _json(capsys, ["rule", str(SITUATIONS / "exposed-downcard-third-street.phh")])
    assert code == 0
    assert answer["kind"] == "continue"
    assert answer["citations"][0] == "TDA2024-RP10-A"
    assert answer["remedies"] == ["plays_as_upcard", "next_card_down"]
    assert answer["remedy_details"][0] == {"kind": "plays_as_upcard", "seat": 3}


def test_tda_2024_rp10_d_next_after_a_tie_on_board(capsys):
    code, answer = _json(capsys, ["next", str(SITUATIONS / "who-acts-fourth-street.phh")])
    assert code == 0
    assert (answer["expect"], answer["first_to_act"], answer["legal_bets"], answer["to_call"]) == (
        "action",
        5,
        [400],
        0,
    )


def test_config_rules_apply_and_the_situation_house_values_win(capsys, tmp_path):
    config = Path(__file__).resolve().parents[2] / "examples" / "configs" / "razz-cash-rrop.toml"
    text = (SITUATIONS / "who-acts-fourth-street.phh").read_text().replace("rulebook = 'tda-2024'\n", "")
    plain = tmp_path / "plain.phh"
    plain.write_text(text)
    code, answer = _json(capsys, ["next", str(plain), "--config", str(config)])
    assert (code, answer["first_to_act"]) == (0, 5)  # the config's house sets board-tie = suit
    by_position = tmp_path / "position.phh"
    by_position.write_text(text + "house = { board-tie = 'position' }\n")
    code, answer = _json(capsys, ["next", str(by_position), "--config", str(config)])
    assert (code, answer["first_to_act"]) == (0, 2)  # the situation's own house value wins


def test_rule_without_an_irregular_event_exits_1(capsys, tmp_path):
    situation = tmp_path / "calm.phh"
    situation.write_text((SITUATIONS / "who-acts-fourth-street.phh").read_text())
    assert main(["rule", str(situation)]) == 1
    assert "none is irregular" in capsys.readouterr().err


def test_a_corrupt_situation_is_a_usage_error(capsys, tmp_path):
    situation = tmp_path / "bad.phh"
    situation.write_text("variant = 'F7S'\nactions = ['d dh p9 As']\n")
    assert main(["rule", str(situation)]) == 2
    assert "bad.phh" in capsys.readouterr().err


def test_tda_2024_71c_rule_reports_the_penalty_seat_the_engine_detected(capsys):
    code, answer = _json(capsys, ["rule", str(SITUATIONS / "penalty-seat-dealt-in-holdem.phh")])
    assert code == 0
    assert (answer["kind"], answer["citations"], answer["remedies"]) == ("dead_hand", ["TDA2024-71C"], ["kill_hand"])
    assert answer["dead_seats"] == [2] and answer["ruled_by"] == "tda-2024/TDA2024-71C"


def test_wsop_2024_t88b_rrop_rule_reports_the_penalty_seat_in_stud_and_his_bring_in(capsys):
    code, answer = _json(capsys, ["rule", str(SITUATIONS / "penalty-seat-dealt-in-stud.phh")])
    assert code == 0
    assert answer["citations"] == ["WSOP24T-88b"] and answer["remedies"] == ["kill_hand", "posts_bring_in"]
    assert (answer["dead_seats"], answer["bring_in"], answer["first_to_act"]) == ([4], 4, 1)


def test_tda_2024_39b_rule_on_a_flop_turned_without_its_burn_before_action(capsys):
    code, answer = _json(capsys, ["rule", str(SITUATIONS / "flop-without-burn-before-action.phh")])
    assert code == 0
    assert (answer["citations"], answer["remedies"]) == (["TDA2024-39B"], ["card_to_burn"])
    assert answer["remedy_details"][0]["card"] in ("Qd", "7s", "2c")


def test_tda_2024_66_rule_on_stud_upcards_lifted_facing_a_bet(capsys):
    code, answer = _json(capsys, ["rule", str(SITUATIONS / "stud-upcards-lifted-facing-a-bet.phh")])
    assert code == 0
    assert (answer["kind"], answer["citations"], answer["dead_seats"]) == ("dead_hand", ["TDA2024-66"], [1])
    assert answer["first_to_act"] == 2 and answer["to_call"] == 100
