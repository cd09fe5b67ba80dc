"""The shared rule library (floorcall_rulelib): one procedure, each book's IDs; and a rule's scope declared as data.

The library is no plugin (no entry point); both rulebooks build rules from it. The same irregularity in the same
hand gets the same remedies from both, each citing its own rules; a rule whose scope is declared beside it is never
asked outside it.
"""

import importlib.metadata

import pytest

import floorcall_rrop
import floorcall_tda2024
from floorcall import Ruling, RulingKind, Street, UpcardDealtDown, WrongCardCount
from floorcall.rulekit import Rule, amend_rule, stud_game
from floorcall_rrop.counts import cards as rrop_draw
from floorcall_tda2024 import draw as tda_draw
from tests.draw.draw_helpers import draw_floor, scripted, started
from tests.rules import general_helpers as flop


def test_the_library_is_no_plugin():
    entry_points = importlib.metadata.entry_points(group="floorcall")
    assert not [e for e in entry_points if e.value.startswith("floorcall_rulelib")]


@pytest.mark.parametrize(
    ("module", "cited"),
    [(tda_draw, ("TDA2024-35A.8", "TDA2024-35A.5")), (rrop_draw, ("WSOP24L-262", "RROP-LOWBALL-1"))],
)
def test_a_card_too_many_before_the_first_draw_is_the_same_misdeal_under_each_books_citations(module, cited):
    hand = scripted(draw_floor(games=("27td",)), started("27td", seats=4), "")
    too_many = WrongCardCount(seat=2, held=6, expected=5, street=Street.PREDRAW)
    ruling = module.SHARED.wrong_count(too_many, hand.view)
    assert ruling.kind is RulingKind.MISDEAL and ruling.remedy_names == ("redeal_exact",)
    assert ruling.citations == cited


def _never(irregularity, hand):
    raise AssertionError("asked outside its scope")


def test_a_rule_is_not_asked_outside_its_declared_scope():
    scoped = Rule("FLOORCALL-DEFAULT-8", (UpcardDealtDown,), _never, scope=stud_game)
    hand = flop.start(flop.floor("nlhe"), "nlhe", {1: 2000, 3: 2000, 5: 2000}, button=5)
    assert scoped(UpcardDealtDown(seat=1, street=Street.PREFLOP), hand.view) is None
    assert scoped(UpcardDealtDown(seat=1, street=Street.PREFLOP), None) is None
    assert not scoped.in_scope(hand.view)


def test_an_amendment_keeps_the_rules_scope():
    rule = floorcall_tda2024.plugin.rules["TDA2024-RP14"]
    assert rule.scope is not None
    change = amend_rule("TDA2024-RP14", lambda ruling, irregularity, hand: ruling)
    hand = flop.start(flop.floor("nlhe"), "nlhe", {1: 2000, 3: 2000, 5: 2000}, button=5)
    assert change.ruling(rule, UpcardDealtDown(seat=1, street=Street.PREFLOP), hand.view) is None


def test_the_shared_upcard_rule_speaks_in_stud_under_each_books_id():
    for plugin, rule_id in ((floorcall_tda2024.plugin, "TDA2024-RP14"), (floorcall_rrop.plugin, "WSOP24T-7CS")):
        rule = plugin.rules[rule_id]
        assert rule.scope is stud_game
        assert isinstance(rule.decide(UpcardDealtDown(seat=1, street=Street.THIRD), None), Ruling)
