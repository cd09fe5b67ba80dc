"""Showdowns in the flop games: who wins each pot, how split pots are divided, where odd chips go.

Table-driven cases per game on :func:`award_showdown`, the worked odd-chip case 058 from the shared rules cases (on
the pure function and through a real hand), and the game modules' award hooks on real hands.
"""

import tomllib

import pytest

from floorcall import BetOrRaisedTo, CheckedOrCalled, Folded, HandOutcome, Stakes
from floorcall._mechanics.pots import Pot
from floorcall.cards import parse_cards
from floorcall.model.expectations import HandOver
from floorcall.procedure import award_showdown, button_order, merge_pots
from floorcall.ranking import high_strength
from floorcall_flop import lhe, nlhe, nlhe_short, o8, plo
from tests.flop.flop_helpers import flop_floor, scripted_hand

GAMES = {"lhe": lhe.GAME, "nlhe": nlhe.GAME, "nlhe-short": nlhe_short.GAME, "plo": plo.GAME, "o8": o8.GAME}
BROADWAY = "AsKsQdJcTh"


def _pots(*pots):
    return tuple(Pot(amount=amount, eligible=frozenset(seats)) for amount, seats in pots)


def _award(game, holes, board, pots, button=1, unit=1):
    cards = {seat: parse_cards(text) for seat, text in holes.items()}
    return award_showdown(_pots(*pots), cards, parse_cards(board), game=GAMES[game], button=button, unit=unit)


AWARDS = [
    # hold'em: best five of seven
    pytest.param(
        "nlhe",
        {2: "2c3d", 7: "2d3c"},
        BROADWAY,
        [(1525, {2, 7})],
        5,
        25,
        {2: 750, 7: 775},
        id="tda-2024-r20a-case-058-board-plays-odd-chip-left-of-button",
    ),
    pytest.param(
        "lhe",
        {1: "2c3d", 4: "2d3c", 8: "2h3h"},
        BROADWAY,
        [(302, {1, 4, 8})],
        4,
        1,
        {8: 101, 1: 101, 4: 100},
        id="tda-2024-r20a-three-way-split-odd-chips-clockwise-from-button",
    ),
    pytest.param(
        "lhe",
        {1: "AsQc", 2: "AcJd"},
        "AhKd8s5c2h",
        [(400, {1, 2})],
        1,
        1,
        {1: 400},
        id="kicker-plays",
    ),
    pytest.param(
        "nlhe",
        {3: "KcKh", 5: "QcQh", 6: "JcJh"},
        "2c7d9sTh3s",
        [(300, {3, 5, 6}), (200, {5, 6})],
        1,
        1,
        {3: 300, 5: 200},
        id="tda-2024-r21-side-pot-settled-on-its-own",
    ),
    # short deck: a flush beats a full house, A-6-7-8-9 is a straight
    pytest.param(
        "nlhe-short",
        {1: "Ah8h", 2: "9d9s"},
        "6h7hKhKs9c",
        [(400, {1, 2})],
        1,
        1,
        {1: 400},
        id="short-deck-flush-beats-full-house",
    ),
    pytest.param(
        "nlhe-short",
        {1: "Ad9h", 2: "KdQc"},
        "6c7d8sKcKh",
        [(400, {1, 2})],
        1,
        1,
        {1: 400},
        id="short-deck-ace-six-to-nine-straight-beats-trips",
    ),
    # Omaha: exactly two hole cards and three board cards
    pytest.param(
        "plo",
        {1: "Ts3c4c5c", 2: "2c2h7d8d"},
        "AsKsQsJs2d",
        [(400, {1, 2})],
        1,
        1,
        {2: 400},
        id="omaha-one-spade-makes-no-flush-or-straight",
    ),
    pytest.param(
        "plo",
        {1: "AhAcQdQc", 2: "9c2s3h4s"},
        "9h9d5c5sKh",
        [(400, {1, 2})],
        1,
        1,
        {2: 400},
        id="omaha-board-pair-needs-a-hole-card-for-trips",
    ),
    # Omaha high-low eight or better (FACT-5)
    pytest.param(
        "o8",
        {1: "AhKc3d4d", 2: "QcJs8h7h"},
        "KdQd9s9h2c",
        [(400, {1, 2})],
        1,
        1,
        {1: 400},
        id="fact-5-no-low-possible-high-scoops",
    ),
    pytest.param(
        "o8",
        {1: "AsAcQdJd", 2: "3h4d9c9d"},
        "2c5d7hKhKs",
        [(301, {1, 2})],
        1,
        1,
        {1: 151, 2: 150},
        id="tda-2024-r20c-odd-chip-of-a-split-pot-to-the-high-half",
    ),
    pytest.param(
        "o8",
        {1: "AsAcQdJd", 2: "3h4d9c9d", 3: "3d4hTdTc"},
        "2c5d7hKhKs",
        [(402, {1, 2, 3})],
        2,
        1,
        {1: 201, 3: 101, 2: 100},
        id="fact-6-quartered-low-half-odd-chip-left-of-button",
    ),
    pytest.param(
        "o8",
        {1: "KcKdQhQd", 2: "3h4d6c9d"},
        "2c5d7h8sKs",
        [(400, {1, 2})],
        1,
        1,
        {2: 400},
        id="one-hand-scoops-high-and-low",
    ),
    pytest.param(
        "o8",
        {4: "Ah5h9c9d", 6: "Ac5dTcTd"},
        "2c3d4hKdQs",
        [(302, {4, 6})],
        5,
        1,
        {4: 151, 6: 151},
        id="wsop-2024-r73-identical-wheels-split-as-evenly-as-possible",
    ),
    pytest.param(
        "o8",
        {1: "Ah2h9c9d", 2: "KcKhQcJd"},
        "3c4d8hKdQs",
        [(300, {1, 2}), (100, {2})],
        1,
        1,
        {1: 150, 2: 250},
        id="low-takes-half-of-the-main-pot-only",
    ),
]


@pytest.mark.parametrize(("game", "holes", "board", "pots", "button", "unit", "expected"), AWARDS)
def test_award_table(game, holes, board, pots, button, unit, expected):
    payouts = _award(game, holes, board, pots, button, unit)
    assert payouts == expected
    assert sum(payouts.values()) == sum(amount for amount, _ in pots)


def test_the_short_deck_order_differs_from_the_standard_one():
    flush, full_house = parse_cards("Ah8h6h7hKhKs9c"), parse_cards("9d9s6h7hKhKs9c")
    assert high_strength(full_house) > high_strength(flush)  # so the short-deck case above tests its own order


@pytest.mark.parametrize(
    ("button", "tied", "expected"),
    [
        (5, [2, 7], [7, 2]),
        (4, [1, 4, 8], [8, 1, 4]),
        (10, [10, 1, 3], [1, 3, 10]),
        (2, [3, 1], [3, 1]),  # a dead button at an empty seat counts the same way
        (9, [9, 10], [10, 9]),
    ],
)
def test_tda_2024_r20a_odd_chip_order_starts_left_of_the_button(button, tied, expected):
    assert list(button_order(button)(tied)) == expected


def test_an_unknown_card_cannot_be_ranked():
    with pytest.raises(ValueError, match="unknown"):
        _award("nlhe", {1: "????", 2: "2d3c"}, BROADWAY, [(100, {1, 2})])


def test_case_058_odd_chip_in_a_tied_holdem_pot_through_a_real_hand(shared_dir):
    [path] = (shared_dir / "rules" / "cases").glob("058-*.toml")
    case = tomllib.loads(path.read_text())
    answer = {int(seat): chips for seat, chips in case["check"]["answer"]["tda-2024"]["payouts"].items()}
    assert case["check"]["game"] == "nlhe"
    stakes = Stakes(small_bet=50, blinds=(25, 50), big_blind_ante=25)  # the ante is the odd 25 in the pot
    hand, dealer, exp = scripted_hand(
        flop_floor(("nlhe",), options={"chip-unit": 25}),
        "nlhe",
        {2: 775, 5: 5000, 7: 750},
        button=5,
        holes={2: "2c3d", 5: "4c4d", 7: "2d3c"},
        board=BROADWAY,
        stakes=stakes,
    )
    assert exp.seat == 5
    hand.apply(Folded(seat=5))
    hand.apply(BetOrRaisedTo(seat=7, amount=750))
    hand.apply(CheckedOrCalled(seat=2))
    assert isinstance(dealer.until_action(hand), HandOver)
    assert hand.outcome is HandOutcome.COMPLETE
    assert hand.payouts == answer == {2: 750, 7: 775}


@pytest.mark.parametrize(
    ("game", "holes", "board", "expected"),
    [
        ("lhe", {1: "AsQc", 2: "AcJd", 3: "7c7d"}, "AhKd8s5c2h", {1: 300}),
        ("nlhe", {1: "2c3d", 2: "2d3c", 3: "2h3h"}, BROADWAY, {1: 100, 2: 100, 3: 100}),
        ("nlhe-short", {1: "Ah8h", 2: "9d9s", 3: "TcJc"}, "6h7hKhKs9c", {1: 300}),
        ("plo", {1: "Ts3c4c5c", 2: "2c2h7d8d", 3: "AhAd6c6d"}, "AsKsQsJs2d", {3: 300}),
        ("o8", {1: "AsAcQdJd", 2: "3h4d9c9d", 3: "3d4hTdTc"}, "2c5d7hKhKs", {1: 150, 2: 75, 3: 75}),
    ],
)
def test_every_game_awards_through_its_hook_at_a_real_showdown(game, holes, board, expected):
    hand, dealer, exp = scripted_hand(
        flop_floor((game,)), game, dict.fromkeys((1, 2, 3), 5000), button=3, holes=holes, board=board
    )
    while not isinstance(exp, HandOver):
        hand.apply(CheckedOrCalled(seat=exp.seat))
        exp = dealer.until_action(hand)
    assert hand.payouts == expected
    assert sum(hand.stacks.values()) == 15_000


# -- the PHH reference's way of splitting (split-pots = "merged") -----------------------------------------------

SPLITS = [
    pytest.param(
        "nlhe",
        {1: "2c8s", 2: "6c4c", 3: "4h7d", 5: "Kd2d"},
        "9hAhTcTd9d",
        [(114, {1, 2, 3, 5})],
        9,
        {1: 29, 2: 29, 3: 28, 5: 28},
        {1: 30, 2: 28, 3: 28, 5: 28},
        id="four-way-tie-leftover-chips",
    ),
    pytest.param(
        "nlhe-short",
        {5: "6hKc", 8: "AhTh", 9: "7dKh"},
        "Qs6cJc9hTs",
        [(305, {5, 8, 9}), (155, {5, 9})],
        9,
        {5: 231, 9: 229},
        {5: 230, 9: 230},
        id="pots-left-with-the-same-contenders-merge",
    ),
    pytest.param(
        "o8",
        {4: "Ah5h9c9d", 6: "Ac5dTcTd"},
        "2c3d4hKdQs",
        [(302, {4, 6})],
        5,
        {4: 151, 6: 151},
        {6: 152, 4: 150},
        id="halves-split-on-their-own",
    ),
    pytest.param(
        "o8",
        {1: "AsAcQdJd", 2: "3h4d9c9d", 3: "3d4hTdTc"},
        "2c5d7hKhKs",
        [(402, {1, 2, 3})],
        2,
        {1: 201, 3: 101, 2: 100},
        {1: 201, 3: 101, 2: 100},
        id="quartered-pot-the-same-both-ways",
    ),
]


@pytest.mark.parametrize(("game", "holes", "board", "pots", "button", "separately", "merged"), SPLITS)
def test_split_pots_option(game, holes, board, pots, button, separately, merged):
    cards = {seat: parse_cards(text) for seat, text in holes.items()}
    for split, expected in (("separately", separately), ("merged", merged)):
        payouts = award_showdown(_pots(*pots), cards, parse_cards(board), game=GAMES[game], button=button, split=split)
        assert payouts == expected, split


def test_merge_pots_mucks_hands_that_win_nothing():
    high = {1: 10, 2: 30, 3: 20, 4: 30}
    pots = _pots((400, {1, 2, 3, 4}), (300, {2, 3, 4}), (200, {2, 3}))
    assert merge_pots(pots, high, {}) == list(_pots((700, {2, 4}), (200, {2})))
    # a qualifying low keeps seat 1 in the main pot, so it no longer has the side pot's contenders
    assert merge_pots(pots, high, {1: 5}) == list(_pots((400, {1, 2, 4}), (300, {2, 4}), (200, {2})))
    # seat 3 wins the last pot alone, so he stays in every pot he is eligible for
    pots = _pots((400, {1, 2, 3, 4}), (300, {2, 3, 4}), (200, {3}))
    assert merge_pots(pots, high, {}) == list(_pots((700, {2, 3, 4}), (200, {3})))


def test_an_unknown_split_is_refused():
    with pytest.raises(ValueError, match="split-pots"):
        _award_split("lhe", "evenly")


def _award_split(game, split):
    cards = {1: parse_cards("2c3d"), 2: parse_cards("2d3c")}
    return award_showdown(_pots((3, {1, 2})), cards, parse_cards(BROADWAY), game=GAMES[game], button=1, split=split)
