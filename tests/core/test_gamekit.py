"""GamePlugin: a game's hooks answer from the functions given, only for its own game, and declare the game."""

import random

import msgspec

from floorcall import HandStarted, Stakes, Street, Table
from floorcall._app.simulate import new_hand
from floorcall._plugins import declarations
from floorcall.gamekit import GamePlugin
from floorcall.testing import make_floor
from tests.support.mini import MiniGame

STAKES = Stakes(ante=5, bring_in=10, small_bet=20, big_bet=40)


def _mini_hand():
    floor = make_floor(games=["mini"], plugins={"mini": MiniGame()}, installed=False)
    return new_hand(floor, HandStarted(game="mini", table=Table.of([500, 500]), stakes=STAKES), random.Random(2))


def _plugin(game, bring_in=None):
    asked = []

    def answer(name, value):
        def function(*args):
            asked.append(name)
            return value

        return function

    plugin = GamePlugin(
        game,
        (),
        plan_street=answer("plan_street", "plan"),
        plan_betting=answer("plan_betting", "limits"),
        first_to_act=answer("first_to_act", 2),
        award=answer("award", {1: 10}),
        bring_in=bring_in and answer("bring_in", bring_in),
    )
    return plugin, asked


def test_a_game_plugin_answers_its_own_game_from_its_functions():
    view = _mini_hand().view
    plugin, asked = _plugin(view.game, bring_in=1)
    assert plugin.floorcall_plan_street(hand=view, street=Street.THIRD) == "plan"
    assert plugin.floorcall_plan_betting(hand=view, street=Street.THIRD) == "limits"
    assert plugin.floorcall_pick_first_to_act(hand=view, street=Street.FOURTH) == 2
    assert plugin.floorcall_pick_bring_in(hand=view) == 1
    assert plugin.floorcall_award_pots(hand=view, pots=()) == {1: 10}
    assert asked == ["plan_street", "plan_betting", "first_to_act", "bring_in", "award"]


def test_a_game_plugin_answers_nothing_for_another_game_or_a_bring_in_it_lacks():
    view = _mini_hand().view
    plugin, asked = _plugin(msgspec.structs.replace(view.game, name="other-game"), bring_in=1)
    assert plugin.floorcall_plan_street(hand=view, street=Street.THIRD) is None
    assert plugin.floorcall_plan_betting(hand=view, street=Street.THIRD) is None
    assert plugin.floorcall_pick_first_to_act(hand=view, street=Street.FOURTH) is None
    assert plugin.floorcall_pick_bring_in(hand=view) is None
    assert plugin.floorcall_award_pots(hand=view, pots=()) is None
    own, _ = _plugin(view.game)
    assert own.floorcall_pick_bring_in(hand=view) is None  # no bring-in function given
    assert asked == []


def test_a_game_plugin_declares_its_game_and_options():
    game = _mini_hand().view.game
    plugin, _ = _plugin(game)
    info = declarations("probe", plugin)
    assert [spec.name for spec in info.games] == ["mini"]
    assert info.kind == "game"
