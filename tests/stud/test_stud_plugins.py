"""The stud plugins as the plugin manager sees them: declarations, options, and games sharing one manager."""

import random

import pytest

import floorcall
import floorcall_stud
import floorcall_stud.razz
import floorcall_stud.stud
import floorcall_stud.stud5
import floorcall_stud.stud8
from floorcall import HandStarted, OptionDefault, RulebookSpec, Stakes, Street, Table
from floorcall._app.simulate import deal_next, new_hand, play
from floorcall._plugins import new_plugin_manager
from floorcall.testing import catalog_of, make_floor
from tests.stud.stud_helpers import PLUGINS, stud_floor
from tests.support.mini import MiniGame

STAKES = Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10)
OPTION_NAMES = {
    "stud": {"max-bets", "cap-heads-up", "board-tie", "odd-chip", "chip-unit", "open-pair-double"},
    "stud8": {"max-bets", "cap-heads-up", "board-tie", "odd-chip", "chip-unit"},
    "razz": {"max-bets", "cap-heads-up", "board-tie", "odd-chip", "chip-unit"},
    "stud5": {"max-bets", "cap-heads-up", "board-tie", "odd-chip", "chip-unit", "open-pair-double", "five-stud-opener"},
}


#: The betting options every family reads, which the core declares once.
CORE_BETTING = {"max-bets", "cap-heads-up", "chip-unit"}


def test_each_module_declares_its_game_and_the_options_it_reads():
    catalog = catalog_of(PLUGINS)
    for name, info in catalog.plugins.items():
        assert [game.name for game in info.games] == [name]
        assert info.kind == "game"
        assert {spec.name for spec in info.options} == OPTION_NAMES[name] - CORE_BETTING
    assert set(catalog.games) == set(PLUGINS)
    assert set(stud_floor().option_specs) >= CORE_BETTING


def test_the_package_itself_implements_no_hook():
    pm = new_plugin_manager()
    pm.register(floorcall_stud, name="floorcall-stud-package")
    assert not pm.get_hookcallers(pm.get_plugin("floorcall-stud-package"))


def test_option_defaults():
    floor = stud_floor()
    assert {name: floor.options[name] for name in OPTION_NAMES["stud5"]} == {
        "max-bets": 5,
        "cap-heads-up": True,
        "board-tie": "suit",
        "odd-chip": "high-card-by-suit",
        "chip-unit": 1,
        "open-pair-double": False,
        "five-stud-opener": "bring-in",
    }


def test_a_shared_option_is_declared_identically_by_every_game():
    specs = {}
    for info in catalog_of(PLUGINS).plugins.values():
        for spec in info.options:
            assert specs.setdefault(spec.name, spec) == spec


def test_a_game_alone_still_has_its_options():
    floor = stud_floor(games=["razz"], options={"board-tie": "position", "odd-chip": "low-card-by-suit"})
    assert floor.options["board-tie"] == "position"
    with pytest.raises(floorcall.ConfigError, match="unknown option 'open-pair-double'"):
        stud_floor(games=["razz"], options={"open-pair-double": True})


def test_a_rulebook_sets_the_defaults_and_the_house_overrides_them():
    class Book:
        @floorcall.hookimpl
        def floorcall_register_rulebooks(self, register):
            register(
                RulebookSpec(
                    name="cash-book",
                    defaults=(
                        OptionDefault(option="board-tie", value="position"),
                        OptionDefault(option="open-pair-double", value=True),
                    ),
                )
            )

    floor = make_floor(
        games=list(PLUGINS),
        rulebook="cash-book",
        options={"open-pair-double": False},
        plugins={**PLUGINS, "cash-book": Book()},
        installed=False,
    )
    assert floor.options["board-tie"] == "position"
    assert floor.options["open-pair-double"] is False
    assert floor.option_sources["open-pair-double"] == "house"


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        ("board-tie", "coin", "must be one of suit, position"),
        ("max-bets", "5", "takes a whole number, not '5'"),
        ("odd-chip", 1, "must be one of .*; got 1"),
    ],
)
def test_option_values_are_checked(option, value, message):
    with pytest.raises(floorcall.ConfigError, match=message):
        stud_floor(options={option: value})


def test_every_stud_game_answers_only_for_itself_in_a_rotation():
    floor = stud_floor(games=[*PLUGINS, "mini"], extra={"mini": MiniGame()})
    rng = random.Random(7)
    for game in [*PLUGINS, "mini", "razz", "stud5"]:
        started = HandStarted(game=game, table=Table.of([300] * 5), stakes=STAKES)
        hand = play(new_hand(floor, started, rng), rng)
        assert hand.outcome is floorcall.HandOutcome.COMPLETE
        assert sum(hand.stacks.values()) == 1500
        assert hand.view.game.name == game


@pytest.mark.parametrize("module", list(PLUGINS.values()))
def test_every_procedure_hook_returns_none_for_another_game(module):
    floor = stud_floor(games=["mini"], extra={"mini": MiniGame()})
    hand = new_hand(floor, HandStarted(game="mini", table=Table.of([100, 100]), stakes=STAKES), random.Random(1))
    view = hand.view
    assert module.floorcall_plan_street(hand=view, street=Street.THIRD) is None
    assert module.floorcall_plan_betting(hand=view, street=Street.THIRD) is None
    assert module.floorcall_pick_bring_in(hand=view) is None
    assert module.floorcall_pick_first_to_act(hand=view, street=Street.FOURTH) is None
    assert module.floorcall_award_pots(hand=view, pots=()) is None


def test_nine_players_do_not_fit_a_stud_table():
    with pytest.raises(floorcall.InvalidEventError, match="at most 8"):
        new_hand(stud_floor(), HandStarted(game="stud", table=Table.of([100] * 9), stakes=STAKES), random.Random(1))


def test_five_stud_high_card_opener_has_no_bring_in():
    floor = stud_floor(options={"five-stud-opener": "high-card"})
    rng = random.Random(3)
    hand = new_hand(floor, HandStarted(game="stud5", table=Table.of([100] * 4), stakes=STAKES), rng)
    while not hasattr(hand.expected(), "options"):
        hand.apply(deal_next(hand, hand.expected()))
    exp = hand.expected()
    boards = {seat: hand.view.upcards(seat) for seat in hand.view.seats}
    assert exp.seat == max(boards, key=lambda seat: (boards[seat][0].rank, boards[seat][0].suit))
    assert exp.options.can_check and exp.options.bring_in is None
    assert hand.bring_in_seat is None
