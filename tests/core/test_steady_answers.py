"""A floor asks a game once for the answers it says are steady, and never when another plugin could answer."""

import random

import msgspec
import pytest

import floorcall
from floorcall import HandStarted, Stakes, Table
from floorcall._app.simulate import new_hand, play
from floorcall._mechanics.betting import StreetBetting
from floorcall.model.types import Street, Structure
from floorcall.testing import make_floor

STUD = HandStarted(game="stud", table=Table.of([1000] * 6), stakes=Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10))


def _counting(floor: floorcall._plugins.Floor, hook: str) -> list[Street]:
    """Count the game plugin's own answers to ``hook`` (its bound method wrapped in place on the hook)."""
    asked: list[Street] = []
    for impl in getattr(floor.pm.hook, hook).get_hookimpls():
        function = impl.function

        def counted(hand, street, function=function):
            asked.append(street)
            return function(hand, street)

        impl.function = counted
    floor.hooks._plans.clear()
    return asked


def _play(floor, hands: int, started: HandStarted = STUD) -> list[floorcall.Hand]:
    rng = random.Random(7)
    return [play(new_hand(floor, started, rng), rng) for _ in range(hands)]


def test_plans_and_limits_are_asked_once_per_street_while_only_the_game_answers():
    floor = make_floor(games=["stud"], rulebook="tda-2024")
    plans, limits = _counting(floor, "floorcall_plan_street"), _counting(floor, "floorcall_plan_betting")
    hands = _play(floor, 30)
    assert max(len(hand.answers) for hand in hands) > 5  # every hand still records each answer it was given
    assert len(plans) == len(set(plans)) == 5  # third to seventh street, each asked once for 30 hands
    assert len(limits) == len(set(limits))  # fourth street's limits depend on open pairs only with the option on


def test_other_stakes_or_options_are_asked_again():
    floor = make_floor(games=["stud"], rulebook="tda-2024")
    limits = _counting(floor, "floorcall_plan_betting")
    _play(floor, 5)
    before = len(limits)
    bigger = msgspec.structs.replace(STUD, stakes=Stakes(ante=2, bring_in=5, small_bet=10, big_bet=20))
    _play(floor, 1, bigger)
    assert limits[before] is Street.THIRD  # the new stakes' first street is asked, not taken from the old ones
    after = len(limits)
    optioned = msgspec.structs.replace(STUD, options=(floorcall.OptionSetting(name="max-bets", value=5),))
    _play(floor, 1, optioned)
    assert limits[after] is Street.THIRD  # and so are other option values


def test_the_open_pair_street_with_the_option_on_is_asked_every_hand():
    floor = make_floor(games=["stud"], rulebook="rrop", options={"open-pair-double": True})
    limits = _counting(floor, "floorcall_plan_betting")
    hands = _play(floor, 20)
    reached = sum(1 for hand in hands if hand.street_index >= 1)  # no irregularity: fourth street was bet
    assert reached > 5
    assert limits.count(Street.FOURTH) == reached
    assert limits.count(Street.FIFTH) == 1


def test_a_house_plugin_answering_the_limits_is_asked_every_street_and_wins():
    class NoLimit:
        asked = 0

        @floorcall.hookimpl
        def floorcall_plan_betting(self, hand, street):
            NoLimit.asked += 1
            return StreetBetting(structure=Structure.NO_LIMIT, bet=hand.stakes.small_bet)

    floor = make_floor(games=["stud"], rulebook="tda-2024")
    floor.register(NoLimit(), name="test-no-limit")
    hands = _play(floor, 10)
    assert NoLimit.asked == sum(hand.street_index + 1 for hand in hands) > 10  # every street that was bet


def _first_to_act_answers(floor: floorcall._plugins.Floor, started: HandStarted, hands: int) -> list[object]:
    return [answer for hand in _play(floor, hands, started) for _, answer in hand.answers]


def test_the_first_seat_and_the_bring_in_asked_of_the_game_directly_are_the_hooks_answers():
    """Mixed games on one floor: each hand's game answers, as pluggy's own call (tracing) does."""
    nlhe = HandStarted(game="nlhe", table=Table.of([500] * 6, button=3), stakes=Stakes(blinds=(5, 10), small_bet=10))
    direct = make_floor(games=["razz", "stud", "nlhe"], rulebook="tda-2024")
    traced = make_floor(games=["razz", "stud", "nlhe"], rulebook="tda-2024")
    traced.hooks.trace(write=lambda line: None)  # every call through pluggy, nothing asked directly
    assert direct._steady.game_answer("floorcall_pick_first_to_act", "stud") is not None
    assert traced._steady.game_answer("floorcall_pick_first_to_act", "stud") is None
    for started in (STUD, msgspec.structs.replace(STUD, game="razz"), nlhe):
        answers = _first_to_act_answers(direct, started, 12)
        assert len(answers) > 24
        assert answers == _first_to_act_answers(traced, started, 12)


def test_a_house_answer_or_a_games_own_hook_override_is_not_bypassed():
    class EveryoneLast:
        @floorcall.hookimpl
        def floorcall_pick_first_to_act(self, hand, street):
            return max(s for s in hand.seats if s in hand.live_seats)

    house = make_floor(games=["stud"], rulebook="tda-2024")
    house.register(EveryoneLast(), name="test-last")
    assert house._steady.game_answer("floorcall_pick_first_to_act", "stud") is None
    for hand in _play(house, 5):
        assert any(answer == max(hand.seats) for _, answer in hand.answers)

    stud = make_floor(games=["stud"]).pm.get_plugin("stud")

    class Seat1First(type(stud)):
        def floorcall_pick_first_to_act(self, hand, street):
            return 1

    assert stud.own_answer("floorcall_pick_first_to_act") is not None
    assert Seat1First(stud.spec, stud.options, **_answers_of(stud)).own_answer("floorcall_pick_first_to_act") is None
    assert stud.own_answer("floorcall_plan_street") is None  # only the questions asked of every hand


def test_a_game_whose_first_seat_raises_is_named_in_the_plugin_error(monkeypatch):
    floor = make_floor(games=["stud"], rulebook="tda-2024")
    game = floor.pm.get_plugin("stud")  # the installed plugin object, shared: changed for this test only

    def broken(hand, street):
        raise RuntimeError("no board to read")

    monkeypatch.setattr(game, "_first_to_act", broken)
    floor._steady._direct.clear()
    with pytest.raises(floorcall.PluginError, match="no board to read") as raised:
        _play(floor, 1)
    assert "stud" in str(raised.value) and "floorcall_pick_first_to_act" in str(raised.value)


def _answers_of(game):
    names = ("plan_street", "plan_betting", "first_to_act", "award", "bring_in", "steady")
    return {name: getattr(game, f"_{name}") for name in names}
