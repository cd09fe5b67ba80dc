"""The five flop-game plugins as plugins: what each declares, that each answers only for its own game, that the
entry points proposed for pyproject.toml find them, and that a mixed event shares their options."""

import importlib

import pytest

from floorcall import SHORT_DECK, STANDARD_DECK, DealStart, Street
from floorcall._plugins import declarations, discover
from floorcall.model import OptionDefault
from floorcall.procedure import SPLIT_POTS
from floorcall.testing import fake_distribution
from tests.flop.flop_helpers import GAMES, PLUGINS, flop_floor, shuffled_hand

ENTRY_POINTS = {
    "lhe": "floorcall_flop.lhe:plugin",
    "nlhe": "floorcall_flop.nlhe:plugin",
    "nlhe-short": "floorcall_flop.nlhe_short:plugin",
    "plo": "floorcall_flop.plo:plugin",
    "o8": "floorcall_flop.o8:plugin",
}
MERGED = OptionDefault(option="split-pots", value="merged")
LIMIT_PHH = (
    MERGED,
    OptionDefault(option="max-bets", value=4),
    OptionDefault(option="cap-counts-big-blind", value=False),
)

DECLARED = [
    ("lhe", "FT", STANDARD_DECK, 2, ("small_bet", "big_bet", "blinds"), LIMIT_PHH),
    ("nlhe", "NT", STANDARD_DECK, 2, ("small_bet", "blinds"), (MERGED,)),
    ("nlhe-short", "NS", SHORT_DECK, 2, ("small_bet", "blinds"), (MERGED,)),
    ("plo", "PO", STANDARD_DECK, 4, ("small_bet", "blinds"), (MERGED,)),
    ("o8", "FO/8", STANDARD_DECK, 4, ("small_bet", "big_bet", "blinds"), LIMIT_PHH),
]


@pytest.mark.parametrize(("name", "code", "deck", "holes", "stakes", "phh_defaults"), DECLARED)
def test_each_plugin_declares_one_flop_game(name, code, deck, holes, stakes, phh_defaults):
    info = declarations(name, PLUGINS[name])
    [game] = info.games
    assert (game.name, game.phh_code, game.family, game.deck) == (name, code, "flop", deck)
    assert game.streets == (Street.PREFLOP, Street.FLOP, Street.TURN, Street.RIVER)
    assert (game.deal_start, game.max_seats) == (DealStart.BUTTON_LEFT, 10)
    assert game.stakes_needed == stakes
    assert game.phh_defaults == phh_defaults
    assert importlib.import_module(ENTRY_POINTS[name].split(":")[0]).GAME.streets[0].plan.hole == (False,) * holes
    assert info.options == (SPLIT_POTS,)


@pytest.mark.parametrize("game", GAMES)
def test_each_module_answers_only_for_its_own_game(game):
    hand = shuffled_hand(flop_floor(GAMES), game, dict.fromkeys((1, 2, 3), 1000), button=3)
    view = hand.view
    for name, module in PLUGINS.items():
        answers = (
            module.floorcall_plan_street(hand=view, street=Street.FLOP),
            module.floorcall_plan_betting(hand=view, street=Street.PREFLOP),
            module.floorcall_pick_first_to_act(hand=view, street=Street.PREFLOP),
        )
        if name == game:
            assert answers[0].board == 3
            assert answers[2] == hand.expected().seat
        else:
            assert answers == (None, None, None)


def test_the_proposed_entry_points_find_the_five_games(tmp_path):
    fake_distribution(tmp_path, "floorcall-flop-probe", ENTRY_POINTS)
    catalog = discover(paths=[str(tmp_path)])
    assert sorted(catalog.games) == sorted(GAMES)
    assert {name: catalog.plugins[name].value for name in ENTRY_POINTS} == ENTRY_POINTS
    assert {code: catalog.by_phh_code(code)[1].name for code in ("FT", "NT", "NS", "PO", "FO/8")} == {
        "FT": "lhe",
        "NT": "nlhe",
        "NS": "nlhe-short",
        "PO": "plo",
        "FO/8": "o8",
    }


def test_a_mixed_event_resolves_each_shared_option_once():
    floor = flop_floor(GAMES, options={"max-bets": 3, "split-pots": "merged"})
    assert floor.options["max-bets"] == 3
    assert floor.options["split-pots"] == "merged"
    assert floor.options["cap-heads-up"] is True
    assert floor.options["chip-unit"] == 1
