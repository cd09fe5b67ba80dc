"""Precedence house > rulebook > game > core, with a rulebook found through a fake installed distribution."""

import textwrap

import pytest

import floorcall
from floorcall import (
    BoxedCardFound,
    DowncardExposed,
    KillHand,
    NoRulingError,
    PlaysAsUpcard,
    Ruling,
    RulingKind,
    Street,
    UpcardDealtDown,
)
from floorcall._mechanics.substantial import ActionInTurn
from floorcall._plugins import Catalog, Floor, Selection, discover
from floorcall.testing import catalog_of, fake_distribution

RULEBOOK_SOURCE = textwrap.dedent(
    """
    import floorcall
    from floorcall import (BoxedCardFound, DowncardExposed, NextCardDown, PlaysAsUpcard, RedealExact,
                           RulebookSpec, Ruling, RulingKind)

    @floorcall.hookimpl
    def floorcall_register_rulebooks(register):
        register(RulebookSpec(name="fake-book", description="found through a fake entry point"))

    @floorcall.hookimpl
    def floorcall_rule_irregularity(irregularity, hand):
        if isinstance(irregularity, DowncardExposed):
            return Ruling(kind=RulingKind.CONTINUE, citations=("TDA2024-RP10-A",), explanation="book answer",
                          remedies=(PlaysAsUpcard(seat=irregularity.seat), NextCardDown(seat=irregularity.seat)))
        if isinstance(irregularity, BoxedCardFound):
            return Ruling(kind=RulingKind.MISDEAL, citations=("TDA2024-35A.1",), explanation="book answer",
                          remedies=(RedealExact(),))
        return None
    """
)


@pytest.fixture
def fake_catalog(tmp_path, monkeypatch) -> Catalog:
    fake_distribution(tmp_path, "fake-rules", {"fake-book": "fake_rules_mod"}, {"fake_rules_mod": RULEBOOK_SOURCE})
    monkeypatch.syspath_prepend(str(tmp_path))
    return discover(paths=[str(tmp_path)])


HOUSE_RULING = Ruling(
    kind=RulingKind.DEAD_HAND,
    remedies=(KillHand(seat=4),),
    citations=("HOUSE:first-house:7",),
    explanation="test house rule",
)


class FirstHouse:
    @floorcall.hookimpl
    def floorcall_rule_irregularity(self, irregularity):
        return HOUSE_RULING if isinstance(irregularity, DowncardExposed) else None


class SecondHouse:
    @floorcall.hookimpl
    def floorcall_rule_irregularity(self, irregularity):
        if isinstance(irregularity, DowncardExposed | UpcardDealtDown):
            return Ruling(
                kind=RulingKind.CONTINUE,
                remedies=(PlaysAsUpcard(seat=4),),
                citations=("HOUSE:second-house:1",),
                explanation="the second house plugin answers",
            )
        return None


def _floor(fake_catalog, house):
    inline = catalog_of({"first-house": FirstHouse(), "second-house": SecondHouse()})
    catalog = Catalog.of([*fake_catalog.plugins.values(), *inline.plugins.values()])
    return Floor(catalog, Selection(rulebook="fake-book", house=house))


def test_rulebook_discovered_through_fake_entry_point(fake_catalog):
    info = fake_catalog.plugins["fake-book"]
    assert info.kind == "rulebook"
    assert info.distribution == "fake-rules"
    assert info.label == "fake-rules[fake-book]"
    floor = Floor(fake_catalog, Selection(rulebook="fake-book"))
    ruling = floor.rule(DowncardExposed(seat=4, street=Street.THIRD))
    assert ruling.citations == ("TDA2024-RP10-A",)
    assert ruling.remedy_names == ("plays_as_upcard", "next_card_down")


def test_house_overrides_one_irregularity_and_the_other_falls_through(fake_catalog):
    floor = _floor(fake_catalog, ("first-house",))
    assert floor.rule(DowncardExposed(seat=4, street=Street.FOURTH)) == HOUSE_RULING
    assert floor.rule(BoxedCardFound(count=2)).citations == ("TDA2024-35A.1",)


def test_first_listed_house_plugin_answers_first(fake_catalog):
    floor = _floor(fake_catalog, ("second-house", "first-house"))
    assert floor.rule(DowncardExposed(seat=4, street=Street.FOURTH)).citations == ("HOUSE:second-house:1",)
    floor = _floor(fake_catalog, ("first-house", "second-house"))
    assert floor.rule(DowncardExposed(seat=4, street=Street.FOURTH)).citations == ("HOUSE:first-house:7",)
    assert floor.plugin_names[:3] == ("first-house", "second-house", "fake-book")


def test_nobody_answers_names_the_plugins_consulted(fake_catalog):
    floor = _floor(fake_catalog, ("first-house",))
    with pytest.raises(NoRulingError) as caught:
        floor.rule(UpcardDealtDown(seat=2, street=Street.THIRD))
    assert caught.value.consulted == ("first-house", "fake-rules[fake-book]")
    assert "first-house, fake-rules[fake-book]" in str(caught.value)


def test_registered_inline_plugin_has_the_highest_precedence(fake_catalog):
    floor = _floor(fake_catalog, ("first-house",))
    floor.register(SecondHouse(), name="late-house")
    assert floor.rule(DowncardExposed(seat=4, street=Street.FOURTH)).citations == ("HOUSE:second-house:1",)


class Book:
    @floorcall.hookimpl
    def floorcall_register_rulebooks(self, register):
        register(floorcall.RulebookSpec(name="order-book"))

    @floorcall.hookimpl
    def floorcall_count_substantial_action(self, hand):
        return "rulebook"


class Game:
    @floorcall.hookimpl
    def floorcall_register_games(self, register):
        register(
            floorcall.GameSpec(
                name="order-game", family="flop", streets=(Street.PREFLOP,), deck=floorcall.STANDARD_DECK
            )
        )

    @floorcall.hookimpl(trylast=True)
    def floorcall_count_substantial_action(self, hand):
        return "game"


class House:
    @floorcall.hookimpl
    def floorcall_count_substantial_action(self, hand):
        return "house"


@pytest.mark.parametrize(
    ("plugins", "expected"),
    [
        ({}, True),
        ({"order-game": Game()}, "game"),
        ({"order-game": Game(), "order-book": Book()}, "rulebook"),
        ({"order-game": Game(), "order-book": Book(), "order-house": House()}, "house"),
    ],
)
def test_precedence_house_over_rulebook_over_game_over_core(plugins, expected):
    catalog = catalog_of(plugins)
    selection = Selection(
        games=("order-game",) if "order-game" in plugins else (),
        rulebook="order-book" if "order-book" in plugins else None,
        house=("order-house",) if "order-house" in plugins else (),
    )
    floor = Floor(catalog, selection)

    class ThreeActions:
        actions_in_turn = tuple(ActionInTurn(seat=seat, chips=False) for seat in (1, 2, 3))

    assert floor.call("floorcall_count_substantial_action", hand=ThreeActions()) == expected
