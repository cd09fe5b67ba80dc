"""One test per hook: each proves the engine asks the hook and uses its answer (names pinned by the contracts)."""

import random

import pytest

import floorcall
from floorcall import (
    CardDealt,
    DowncardExposed,
    HandOutcome,
    OptionSpec,
    RulebookSpec,
    Street,
    StreetPlan,
)
from floorcall._app.simulate import play
from floorcall._mechanics.betting import StreetBetting, Structure
from floorcall._plugins import Floor, Selection
from floorcall.model.expectations import ExpectAction, ExpectBurn, ExpectDeal
from floorcall.testing import catalog_of, make_floor
from tests.support.drive import start
from tests.support.mini import MINI, MiniGame, TestBook


def _floor(*extra, options=None):
    plugins = {"mini": MiniGame(), "test-book": TestBook()}
    names = []
    for index, plugin in enumerate(extra):
        plugins[f"house-{index}"] = plugin
        names.append(f"house-{index}")
    return make_floor(
        games=["mini"], rulebook="test-book", house=names, options=options, plugins=plugins, installed=False
    )


def test_hook_floorcall_register_games():
    catalog = catalog_of({"mini": MiniGame()})
    assert catalog.games["mini"][1] == MINI
    assert catalog.plugins["mini"].kind == "game"


def test_hook_floorcall_register_rulebooks():
    catalog = catalog_of({"test-book": TestBook()})
    assert catalog.rulebooks["test-book"][1] == RulebookSpec(name="test-book", description="rulebook for core tests")


def test_hook_floorcall_register_options():
    class Defaults:
        @floorcall.hookimpl
        def floorcall_register_rulebooks(self, register):
            register(
                RulebookSpec(
                    name="double-book", defaults=(floorcall.OptionDefault(option="mini-double-fourth", value=True),)
                )
            )

    catalog = catalog_of({"mini": MiniGame(), "double-book": Defaults()})
    assert Floor(catalog, Selection(games=("mini",))).options["mini-double-fourth"] is False
    floor = Floor(catalog, Selection(games=("mini",), rulebook="double-book"))
    assert floor.options["mini-double-fourth"] is True
    assert floor.option_sources["mini-double-fourth"] == "rulebook (double-book)"
    floor = Floor(catalog, Selection(games=("mini",), rulebook="double-book", options={"mini-double-fourth": False}))
    assert (floor.options["mini-double-fourth"], floor.option_sources["mini-double-fourth"]) == (False, "house")


def test_option_errors_name_the_option_and_list_the_choices():
    catalog = catalog_of({"mini": MiniGame()})
    with pytest.raises(floorcall.ConfigError, match=r"unknown option 'mini-double-fifth'.*mini-double-fourth"):
        Floor(catalog, Selection(games=("mini",), options={"mini-double-fifth": True}))
    with pytest.raises(floorcall.ConfigError, match="'mini-double-fourth' takes true or false"):
        Floor(catalog, Selection(games=("mini",), options={"mini-double-fourth": "yes"}))
    with pytest.raises(floorcall.ConfigError, match="unknown game 'razzz'; installed games: mini"):
        Floor(catalog, Selection(games=("razzz",)))
    with pytest.raises(floorcall.ConfigError, match="unknown rulebook"):
        Floor(catalog, Selection(rulebook="tda-2099"))
    with pytest.raises(ValueError, match="not one of"):
        OptionSpec(name="pick", default="c", choices=("a", "b"))


def test_hook_floorcall_configure():
    seen = []

    class Listener:
        @floorcall.hookimpl
        def floorcall_configure(self, selection):
            seen.append(selection.games)

    floor = _floor(Listener())
    assert seen == [("mini",)]
    late = Listener()
    floor.register(late, name="late-listener")
    assert seen == [("mini",), ("mini",)]


def test_hook_floorcall_plan_street():
    class BurnThird:
        @floorcall.hookimpl
        def floorcall_plan_street(self, hand, street):
            return StreetPlan(street=street, burn=True, hole=(False, True)) if street is Street.THIRD else None

    hand = start(_floor(BurnThird()), [100, 100], 1)
    assert isinstance(hand.expected(), ExpectBurn)


def test_hook_floorcall_plan_betting():
    class BigFourth:
        @floorcall.hookimpl
        def floorcall_plan_betting(self, hand, street):
            if street is Street.FOURTH:
                return StreetBetting(structure=Structure.FIXED_LIMIT, bet=hand.stakes.big_bet)
            return None

    hand = start(_floor(BigFourth()), [1000, 1000], 2)
    while not (isinstance(hand.expected(), ExpectAction) and hand.street is Street.FOURTH):
        exp = hand.expected()
        if isinstance(exp, ExpectAction):
            hand.apply(
                floorcall.CheckedOrCalled(seat=exp.seat)
                if exp.options.bring_in is None
                else floorcall.BringInPosted(seat=exp.seat)
            )
        else:
            from floorcall._app.simulate import deal_next

            hand.apply(deal_next(hand, exp))
    assert hand.expected().options.bet_to == (40,)


def test_hook_floorcall_pick_bring_in():
    class SeatTwoBringsIn:
        @floorcall.hookimpl
        def floorcall_pick_bring_in(self, hand):
            return 2

    hand = start(_floor(SeatTwoBringsIn()), [100, 100, 100], 3)
    while isinstance(hand.expected(), ExpectDeal):
        exp = hand.expected()
        hand.apply(CardDealt(seat=exp.seat, card=hand.next_card, face_up=exp.face_up))
    assert hand.expected().seat == 2
    assert hand.expected().options.bring_in == 10


def test_hook_floorcall_pick_first_to_act():
    class SeatOneFirst:
        @floorcall.hookimpl
        def floorcall_pick_first_to_act(self, hand, street):
            return 1

    hand = start(_floor(SeatOneFirst()), [100, 100, 100], 4)
    from floorcall._app.simulate import deal_next

    while hand.street is Street.THIRD:
        exp = hand.expected()
        event = deal_next(hand, exp) or (
            floorcall.BringInPosted(seat=exp.seat) if exp.options.bring_in else floorcall.CheckedOrCalled(seat=exp.seat)
        )
        hand.apply(event)
    while not isinstance(hand.expected(), ExpectAction):
        hand.apply(deal_next(hand, hand.expected()))
    assert hand.expected().seat == 1


def test_hook_floorcall_award_pots():
    class SplitEverything:
        @floorcall.hookimpl
        def floorcall_award_pots(self, hand, pots):
            from floorcall._mechanics.pots import award_pots

            return award_pots(pots, dict.fromkeys(hand.live_seats, 1), high_order=sorted)

    floor = _floor(SplitEverything())
    for seed in range(30):
        hand = play(start(floor, [100, 100], seed), random.Random(seed))
        if len(hand.live_seats()) == 2:
            assert hand.stacks == {1: 100, 2: 100}
            return
    pytest.fail("no showdown in 30 hands")


def test_hook_floorcall_count_substantial_action():
    class AlwaysSubstantial:
        @floorcall.hookimpl
        def floorcall_count_substantial_action(self, hand):
            return True

    assert start(_floor(AlwaysSubstantial()), [100, 100], 5).view.substantial_action is True
    assert start(_floor(), [100, 100], 5).view.substantial_action is False


def test_hook_floorcall_rule_irregularity():
    hand = start(_floor(), [100, 100], 6)
    exp = hand.expected()
    ruling = hand.apply(CardDealt(seat=exp.seat, card=hand.next_card, face_up=True))
    assert ruling.citations == ("TDA2024-RP10-A",)
    assert isinstance(hand.events[-1].irregularity, DowncardExposed)
    assert hand.seats[exp.seat].next_down is True


def test_hook_floorcall_on_hand_start_on_ruling_on_hand_end():
    seen = []

    class Observer:
        @floorcall.hookimpl
        def floorcall_on_hand_start(self, hand):
            seen.append(("start", hand.pot))

        @floorcall.hookimpl
        def floorcall_on_ruling(self, hand, irregularity, ruling):
            seen.append(("ruling", ruling.citations[0]))

        @floorcall.hookimpl
        def floorcall_on_hand_end(self, hand):
            seen.append(("end", hand.pot))

    hand = start(_floor(Observer()), [100, 100], 7)
    exp = hand.expected()
    hand.apply(CardDealt(seat=exp.seat, card=hand.next_card, face_up=True))
    play(hand, random.Random(7))
    assert seen[0] == ("start", 10)
    assert seen[1] == ("ruling", "TDA2024-RP10-A")
    assert seen[-1][0] == "end"
    assert hand.outcome is HandOutcome.COMPLETE


test_hook_floorcall_on_hand_start = test_hook_floorcall_on_hand_start_on_ruling_on_hand_end
test_hook_floorcall_on_ruling = test_hook_floorcall_on_hand_start_on_ruling_on_hand_end
test_hook_floorcall_on_hand_end = test_hook_floorcall_on_hand_start_on_ruling_on_hand_end
