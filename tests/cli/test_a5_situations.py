"""floorcall rule on situations of examples/situations: A-5 (joker, check-raise), a misdeal, a draw, a bring-in."""

import json
from pathlib import Path

from floorcall._app.cli import main

SITUATIONS = Path(__file__).resolve().parents[2] / "examples" / "situations"


def _json(capsys, path):
    code = main(["rule", str(path), "--json"])
    return code, json.loads(capsys.readouterr().out)


def test_rrop_a5_1_rule_keeps_the_exposed_joker_with_its_player(capsys):
    code, answer = _json(capsys, SITUATIONS / "a5-joker-exposed-on-the-deal.phh")
    assert code == 0
    assert (answer["kind"], answer["citations"], answer["remedies"]) == (
        "continue",
        ["RROP-A5-3", "RROP-A5-1"],
        ["plays_as_upcard"],
    )
    assert answer["ruled_by"] == "rrop/RROP-A5-3"


def test_rrop_a5_2_rule_takes_the_check_raise_as_a_call(capsys):
    code, answer = _json(capsys, SITUATIONS / "a5-check-raise-in-limit.phh")
    assert code == 0
    assert (answer["citations"], answer["remedies"]) == (["RROP-A5-2"], ["wager_stands_as"])
    assert answer["wager"] == {"seat": 1, "is": "call", "to": 200, "returned": 200}


def test_under_tda_the_same_check_raise_is_no_irregularity(capsys, tmp_path):
    text = (SITUATIONS / "a5-check-raise-in-limit.phh").read_text().replace("'rrop'", "'tda-2024'")
    situation = tmp_path / "tda.phh"
    situation.write_text(text)
    assert main(["rule", str(situation)]) == 1
    assert "none is irregular" in capsys.readouterr().err


def test_tda_2024_35a7_and_rrop_he_1_the_first_card_exposed_is_a_misdeal(capsys, tmp_path):
    path = SITUATIONS / "first-card-exposed-holdem.phh"
    code, answer = _json(capsys, path)
    assert (code, answer["kind"], answer["citations"][0], answer["remedies"]) == (
        0,
        "misdeal",
        "TDA2024-35A.7",
        ["redeal_exact"],
    )
    situation = tmp_path / "rrop.phh"
    situation.write_text(path.read_text().replace("'tda-2024'", "'rrop'"))
    code, answer = _json(capsys, situation)
    assert (code, answer["kind"], answer["citations"][0]) == (0, "misdeal", "RROP-HE-1")


def test_floorcall_default_8_a_draw_out_of_turn_holds_the_discards_under_both_books(capsys, tmp_path):
    path = SITUATIONS / "draw-out-of-turn-triple-draw.phh"
    code, answer = _json(capsys, path)
    assert (code, answer["remedies"], answer["remedy_details"]) == (
        0,
        ["hold_discards"],
        [{"kind": "hold_discards", "seat": 2}],
    )
    assert answer["citations"][0] == "FLOORCALL-DEFAULT-8" and "TDA2024-35A.8" in answer["citations"]
    situation = tmp_path / "rrop.phh"
    situation.write_text(path.read_text().replace("'tda-2024'", "'rrop'"))
    code, answer = _json(capsys, situation)
    assert (code, answer["citations"], answer["remedies"]) == (
        0,
        ["FLOORCALL-DEFAULT-8", "WSOP24L-132"],
        ["hold_discards"],
    )


def test_wsop24l_218_and_7cs2_a_wrong_bring_in_found_after_the_calls_stands(capsys, tmp_path):
    path = SITUATIONS / "wrong-bring-in-after-action.phh"
    code, answer = _json(capsys, path)
    assert (code, answer["kind"], answer["citations"], answer["remedies"]) == (
        0,
        "continue",
        ["WSOP24L-218", "WSOP24T-7CS.2"],
        [],
    )
    assert (answer["bring_in"], answer["first_to_act"], answer["to_call"]) == (3, 2, 100)
    situation = tmp_path / "tda.phh"
    situation.write_text(path.read_text().replace("'rrop'", "'tda-2024'"))
    code, answer = _json(capsys, situation)
    assert (code, answer["citations"]) == (0, ["WSOP24T-7CS.2", "TDA2024-1"])
    refused = tmp_path / "refused.phh"
    refused.write_text(path.read_text().replace("'p4 cc', 'p1 cc']", "]").replace("'p3 pb', ]", "'p3 pb']"))
    assert main(["rule", str(refused)]) == 2  # nobody acted after the bring-in: the report is refused, naming why
    assert "nobody has acted after the bring-in" in capsys.readouterr().err
