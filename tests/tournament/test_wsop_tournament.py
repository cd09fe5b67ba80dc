"""wsop-2024 on the tournament's questions: the catalog's WSOP 2024 entries hold no clause on seating, balancing,
breaking, the chip race, the places of players out together or penalties, so the book follows tda-2024 on each and
its rulings cite the TDA rules (TDA2024-7, TDA2024-11A, TDA2024-10B, TDA2024-24A, TDA2024-RP8-A, TDA2024-71A)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floorcall.model.tournament import (
    BalancingQuestion,
    BreakingQuestion,
    ColourUpQuestion,
    HandForHandQuestion,
    PenaltyQuestion,
    SeatingQuestion,
)
from tests.support.data import SHARED
from tests.tournament import support

#: One floor for each book, built once (building one loads every plugin).
_FLOORS = {book: support.floor(book) for book in ("tda-2024", "wsop-2024")}

#: The words of the catalog's WSOP 2024 headings that would name a tournament-management clause.
_TOURNAMENT_WORDS = re.compile(r"seat draw|seating|balanc|break(?:ing)? table|chip race|colou?r.?up|penalt|eliminat")

QUESTIONS = [
    ("floorcall_rule_seating", SeatingQuestion(entry="opening"), ("TDA2024-7",)),
    ("floorcall_rule_seating", SeatingQuestion(entry="re-entry"), ("TDA2024-8A", "TDA2024-10A", "TDA2024-8B")),
    (
        "floorcall_rule_balancing",
        BalancingQuestion(family="flop", players={1: 9, 2: 6}, seats=9),
        ("TDA2024-11A", "TDA2024-11C", "TDA2024-11D"),
    ),
    ("floorcall_rule_breaking", BreakingQuestion(table=3), ("TDA2024-10B", "TDA2024-10A")),
    ("floorcall_rule_breaking", BreakingQuestion(table=1, final=True), ("FLOORCALL-DEFAULT-43", "TDA2024-10A")),
    ("floorcall_rule_colour_up", ColourUpQuestion(removed=25, smallest=100), ("TDA2024-24A", "TDA2024-24C")),
    (
        "floorcall_rule_hand_for_hand",
        HandForHandQuestion(hand_for_hand=True),
        ("TDA2024-ELIMINATION-A", "TDA2024-RP8-A"),
    ),
    ("floorcall_rule_penalty", PenaltyQuestion(hands=9, moved=True), ("TDA2024-71A", "TDA2024-71C")),
]


@pytest.mark.parametrize(("hook", "question", "cited"), QUESTIONS)
def test_wsop_2024_gives_the_tda_s_tournament_ruling_citing_the_tda_rules(hook, question, cited):
    wsop = _FLOORS["wsop-2024"].call(hook, question=question)
    assert wsop == _FLOORS["tda-2024"].call(hook, question=question)
    assert wsop.citations == cited


def test_the_catalog_s_wsop_2024_entries_hold_no_tournament_management_clause():
    headings = re.findall(r"^### (WSOP24T-\S+) — (.*)$", (SHARED / "rules" / "catalog.md").read_text(), re.MULTILINE)
    assert len(headings) > 40, "the catalog's WSOP 2024 headings were not read"
    assert [h for h in headings if _TOURNAMENT_WORDS.search(h[1].lower())] == []


@given(hands=st.integers(1, 200), moved=st.booleans(), removed=st.sampled_from((5, 25, 100)))
def test_wsop_2024_follows_the_tda_for_any_penalty_and_any_colour_up(hands, moved, removed):
    question = PenaltyQuestion(hands=hands, moved=moved)
    wsop = _FLOORS["wsop-2024"].call("floorcall_rule_penalty", question=question)
    assert wsop == _FLOORS["tda-2024"].call("floorcall_rule_penalty", question=question)
    assert f"{hands} hands" in wsop.message.english()
    race = ColourUpQuestion(removed=removed, smallest=removed * 4)
    assert _FLOORS["wsop-2024"].call("floorcall_rule_colour_up", question=race).message.english() == (
        _FLOORS["tda-2024"].call("floorcall_rule_colour_up", question=race).message.english()
    )
