"""The text form of rule and next: one readable line a key, no Python reprs."""

from pathlib import Path

from floorcall._app.answer_text import answer_text
from floorcall._app.cli import main

SITUATIONS = Path(__file__).resolve().parents[2] / "examples" / "situations"


def test_next_reads_as_sentences(capsys):
    assert main(["next", str(SITUATIONS / "who-acts-fourth-street.phh")]) == 0
    out = capsys.readouterr().out
    assert "options: seat 5 may fold, check or bet or raise to 400\n" in out
    assert "first to act: seat 5\n" in out
    assert "{" not in out and "True" not in out and "(" not in out


def test_a_deal_says_yes_or_no():
    text = answer_text({"expect": "deal", "seat": 4, "face_up": False, "deal_down": [4, 5]})
    assert text == "expect: deal\nseat: 4\nface up: no\ndeal down: seats 4, 5\n"


def test_pot_limit_options_give_the_range_and_the_call():
    options = {"seat": 2, "can_fold": True, "can_check": False, "call": 100, "min_to": 200, "max_to": 450}
    assert answer_text({"options": options}) == "options: seat 2 may fold, call 100 or bet or raise to 200 up to 450\n"


def test_a_bring_in_and_a_decision():
    bring_in = {"seat": 6, "can_fold": False, "can_check": False, "call": 0, "bring_in": 25, "bet_to": [100]}
    assert answer_text({"options": bring_in}) == "options: seat 6 may bring in for 25 or bet or raise to 100\n"
    assert answer_text({"expect": "decision", "options": ["kill", "keep"]}) == "expect: decision\noptions: kill, keep\n"


def test_empty_entries_and_remedy_details_are_left_out():
    assert answer_text({"kind": "continue", "options": [], "remedy_details": [{"kind": "x"}], "dead_seats": []}) == (
        "kind: continue\n"
    )
