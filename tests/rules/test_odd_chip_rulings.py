"""The odd chip each built-in rulebook gives at a stud showdown, through its own default for the odd-chip option.

tda-2024: the highest card by rank, then suit, of the five cards that play (TDA2024-20B); rrop: suits rank spades,
hearts, diamonds, clubs (RROP-TIES-1), the odd chip is one unit of the smallest chip in play and no player gets more
than one (RROP-TIES-2), and every card the player holds counts (RROP-TIES-3).
"""

import random

import floorcall_stud.stud
from floorcall import HandStarted, Stakes, Table
from floorcall import procedure as policy
from floorcall._app.simulate import new_hand
from floorcall._mechanics.pots import Pot
from floorcall.cards import parse_cards
from floorcall.testing import make_floor

HIGH = floorcall_stud.stud.GAME


def _odd_chip_rule(book):
    """The odd-chip value the book puts in force for a stud hand."""
    floor = make_floor(games=("stud",), rulebook=book)
    started = HandStarted(game="stud", table=Table.of([100, 100]), stakes=Stakes(ante=1, bring_in=2, small_bet=5))
    return new_hand(floor, started, random.Random(0)).view.options["odd-chip"]


def _award(book, hands, amount, unit=1):
    holes = {seat: parse_cards(text) for seat, text in hands.items()}
    pot = Pot(amount=amount, eligible=frozenset(hands))
    return policy.award_showdown([pot], holes, game=HIGH, odd_chip=_odd_chip_rule(book), unit=unit)


# two nine-high straights: seat 1's nine is the spade, seat 2 holds an ace of hearts that does not play
STRAIGHTS = {1: "9s 8d 7c 6h 5s 2c 2d", 2: "9h 8c 7d 6s 5c Ah 3h"}


def test_tda_2024_20b_the_odd_chip_goes_to_the_highest_card_by_suit_among_those_that_play():
    assert _award("tda-2024", STRAIGHTS, 1001) == {1: 501, 2: 500}


def test_rrop_ties_3_every_card_counts_so_the_unplayed_ace_takes_the_odd_chip():
    assert _award("rrop", STRAIGHTS, 1001) == {1: 500, 2: 501}


def test_rrop_ties_1_suits_rank_spades_hearts_diamonds_clubs():
    # the same ranks held by both, the highest card of each an ace: the ace of spades beats the ace of hearts
    hands = {1: "Ah 9d 8c 7h 6d 2c 3c", 2: "As 9c 8d 7s 6c 2d 3d"}
    assert _award("rrop", hands, 11) == {1: 5, 2: 6}


def test_rrop_ties_2_the_odd_chip_is_one_smallest_unit_and_nobody_gets_two():
    hands = {1: "9s 8d 7c 6h 5s 2c 2d", 2: "9h 8c 7d 6s 5c Ah 3h", 3: "9d 8h 7s 6c 5d 4c 3s"}
    won = _award("rrop", hands, 3035, unit=5)  # 607 units of 5 for three: 202 each and one unit over
    assert sum(won.values()) == 3035 and sorted(won.values()) == [1010, 1010, 1015]
