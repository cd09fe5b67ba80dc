"""floorcall rule and floorcall next on the synthetic wager situations in examples/situations."""

import json
from pathlib import Path

import pytest

from floorcall._app.cli import main

SITUATIONS = Path(__file__).resolve().parents[2] / "examples" / "situations"

RULED = [
    ("oversized-chip-facing-a-raise", ["TDA2024-44"], {"seat": 4, "is": "call", "to": 1000, "returned": 4000}),
    ("string-raise", ["WSOP24L-136"], {"seat": 4, "is": "call", "to": 600, "returned": 1000}),
    (
        "silent-chips-fifty-percent",
        ["TDA2024-45", "TDA2024-43A"],
        {"seat": 4, "is": "raise", "to": 1800, "returned": 0, "adds": 400},
    ),
    ("pot-in-no-limit", ["TDA2024-54D"], {"seat": 1, "is": "bet", "to": 200, "returned": 0, "adds": 200}),
    ("raise-over-the-bring-in", ["RROP-STUD-3"], {"seat": 1, "is": "completion", "to": 400, "returned": 0}),
]


def _json(capsys, argv):
    code = main([*argv, "--json"])
    return code, json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(("name", "cited", "wager"), RULED, ids=[r[0] for r in RULED])
def test_rule_says_what_the_wager_is(capsys, name, cited, wager):
    code, answer = _json(capsys, ["rule", str(SITUATIONS / f"{name}.phh")])
    assert code == 0
    assert (answer["kind"], answer["citations"], answer["wager"]) == ("continue", cited, wager)
    [detail] = answer["remedy_details"]
    assert (detail["kind"], detail["seat"], detail["to"]) == ("wager_stands_as", wager["seat"], wager["to"])
    assert answer["to_call"] == wager["to"]  # the next seat faces the corrected wager


def test_rule_text_form_names_the_wager(capsys):
    assert main(["rule", str(SITUATIONS / "oversized-chip-facing-a-raise.phh")]) == 0
    out = capsys.readouterr().out
    assert "wager: seat 4: call, to 1000, 4000 back to his stack\n" in out
    assert "ruled by: tda-2024/TDA2024-44\n" in out


def test_next_after_a_short_all_in_leaves_only_call_or_fold(capsys):
    code, answer = _json(capsys, ["next", str(SITUATIONS / "short-all-in-does-not-reopen.phh")])
    assert code == 0
    options = answer["options"]
    assert (answer["expect"], options["seat"], options["call"], options["can_fold"]) == ("action", 3, 100, True)
    assert options["bet_to"] == [] and "min_to" not in options and "max_to" not in options  # no raise: TDA 47-A


def test_rule_on_an_under_minimum_raise_reported_after_the_flop_lets_it_stand(capsys):
    code, answer = _json(capsys, ["rule", str(SITUATIONS / "under-minimum-raise-reported-late.phh")])
    assert code == 0
    assert (answer["kind"], answer["citations"], answer["remedies"]) == ("continue", ["TDA2024-52A"], [])
    assert answer["message"] == {"id": "tda.wager.late.stands_after_card", "params": {"seat": 3, "made": 300}}
    assert (answer["first_to_act"], answer["to_call"]) == (1, 0)  # the flop's betting goes on at 300 a seat


def test_the_late_report_situation_rules_on_nothing_but_the_report():
    from floorcall import RulingApplied
    from floorcall._app.situation import open_situation
    from floorcall._plugins import discover

    hand, events = open_situation(SITUATIONS / "under-minimum-raise-reported-late.phh", discover(), None)
    for event in events[:-1]:  # the hand up to the report: its burn is taken once, by the reader
        hand.apply(event)
    assert [e for e in hand.events if isinstance(e, RulingApplied)] == []
    assert [str(card) for card in hand.board] == ["Ks", "8d", "3h"]


def test_the_late_report_in_another_language(capsys):
    assert main(["rule", str(SITUATIONS / "under-minimum-raise-reported-late.phh"), "--lang", "es"]) == 0
    assert "los 300 se quedan como están" in capsys.readouterr().out
