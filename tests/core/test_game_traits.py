"""Game traits: what kind of game each installed game is, so that rulebooks can rule by traits, never by name."""

import random

import msgspec
import pytest

import floorcall
from floorcall import GameSpec, Low, Opening, Stakes, Street, Structure
from floorcall._app.simulate import new_hand

STAKES_FOR = {
    "stud5": Stakes(ante=5, bring_in=10, small_bet=20, big_bet=40),
    "o8": Stakes(small_bet=20, big_bet=40, blinds=(10, 20)),
    "27td": Stakes(small_bet=20, big_bet=40, blinds=(10, 20)),
}

# name: (hand_cards, upcards, board_cards, draws, opening, structure, high, low, qualifier)
BUILT_IN = {
    "stud": (7, 4, 0, 0, Opening.BRING_IN, Structure.FIXED_LIMIT, True, None, None),
    "stud8": (7, 4, 0, 0, Opening.BRING_IN, Structure.FIXED_LIMIT, True, Low.ACE_TO_FIVE, 8),
    "razz": (7, 4, 0, 0, Opening.BRING_IN, Structure.FIXED_LIMIT, False, Low.ACE_TO_FIVE, None),
    "stud5": (5, 4, 0, 0, Opening.BRING_IN, Structure.FIXED_LIMIT, True, None, None),
    "lhe": (2, 0, 5, 0, Opening.BLINDS, Structure.FIXED_LIMIT, True, None, None),
    "nlhe": (2, 0, 5, 0, Opening.BLINDS, Structure.NO_LIMIT, True, None, None),
    "nlhe-short": (2, 0, 5, 0, Opening.BLINDS, Structure.NO_LIMIT, True, None, None),
    "plo": (4, 0, 5, 0, Opening.BLINDS, Structure.POT_LIMIT, True, None, None),
    "o8": (4, 0, 5, 0, Opening.BLINDS, Structure.FIXED_LIMIT, True, Low.ACE_TO_FIVE, 8),
    "5cd": (5, 0, 0, 1, Opening.BLINDS, Structure.FIXED_LIMIT, True, None, None),
    "27sd": (5, 0, 0, 1, Opening.BLINDS, Structure.NO_LIMIT, False, Low.DEUCE_TO_SEVEN, None),
    "27td": (5, 0, 0, 3, Opening.BLINDS, Structure.FIXED_LIMIT, False, Low.DEUCE_TO_SEVEN, None),
    "a5td": (5, 0, 0, 3, Opening.BLINDS, Structure.FIXED_LIMIT, False, Low.ACE_TO_FIVE, None),
    "badugi": (4, 0, 0, 3, Opening.BLINDS, Structure.FIXED_LIMIT, False, Low.BADUGI, None),
}
FIELDS = ("hand_cards", "upcards", "board_cards", "draws", "opening", "structure", "high", "low", "low_qualifier")


@pytest.fixture(scope="module")
def catalog():
    return floorcall.discover()


@pytest.mark.parametrize("name", sorted(BUILT_IN))
def test_built_in_game_traits(catalog, name):
    game = catalog.games[name][1]
    assert tuple(getattr(game, field) for field in FIELDS) == BUILT_IN[name]
    assert game.hi_lo is (game.high and game.low is not None)
    assert game.downcards == game.hand_cards - game.upcards


@pytest.mark.parametrize("name", ["stud5", "o8", "27td"])
def test_traits_reach_the_hand_view(name):
    floor = floorcall.make_manager(floorcall.Selection(games=(name,), rulebook="tda-2024"))
    started = floorcall.HandStarted(game=name, table=floorcall.Table.of([1000] * 4), stakes=STAKES_FOR[name])
    hand = new_hand(floor, started, random.Random(1))
    assert tuple(getattr(hand.view.game, field) for field in FIELDS) == BUILT_IN[name]


@pytest.mark.parametrize(
    ("family", "expected"),
    [
        ("stud", (7, 4, 0, 0, Opening.BRING_IN, Structure.FIXED_LIMIT, True, None, None)),
        ("flop", (2, 0, 5, 0, Opening.BLINDS, Structure.NO_LIMIT, True, None, None)),
        ("draw", (5, 0, 0, 1, Opening.BLINDS, Structure.FIXED_LIMIT, True, None, None)),
    ],
)
def test_a_spec_without_traits_gets_its_familys_classic_traits(family, expected):
    spec = GameSpec(name="old-style", family=family, streets=(Street.THIRD,), deck=floorcall.STANDARD_DECK)
    assert tuple(getattr(spec, field) for field in FIELDS) == expected


def test_declared_traits_are_kept():
    spec = GameSpec(
        name="six-stud",
        family="stud",
        streets=(Street.THIRD,),
        deck=floorcall.STANDARD_DECK,
        hand_cards=6,
        upcards=3,
        opening=Opening.BRING_IN,
        high=False,
        low=Low.ACE_TO_FIVE,
    )
    assert (spec.hand_cards, spec.upcards, spec.downcards, spec.hi_lo) == (6, 3, 3, False)


@pytest.mark.parametrize(
    ("traits", "message"),
    [
        ({"hand_cards": 5, "upcards": 6}, "impossible traits"),
        ({"hand_cards": 5, "draws": -1}, "impossible traits"),
        ({"hand_cards": 5, "high": False}, "neither a high hand nor a low"),
        ({"hand_cards": 5, "low_qualifier": 8}, "qualifier"),
    ],
)
def test_impossible_traits_are_rejected(traits, message):
    with pytest.raises(ValueError, match=message):
        GameSpec(name="bad", family="draw", streets=(Street.PREDRAW,), deck=floorcall.STANDARD_DECK, **traits)
    data = {
        "name": "bad",
        "family": "draw",
        "streets": ["predraw"],
        "deck": msgspec.to_builtins(floorcall.STANDARD_DECK),
    }
    with pytest.raises(msgspec.ValidationError, match=message):
        msgspec.convert({**data, **traits}, GameSpec)
