"""A fixed-limit wager between the two sizes an open pair's street allows stands at the smaller one.

Seven-card stud, 40/80, six seats, seed 13: on fourth street seat 3 shows an open pair, so under Robert's Rules
(``open-pair-double`` on) he may bet 40 or 80. A bet of 41 is neither: it stands at 40, the largest legal total it
reaches (FLOORCALL-DEFAULT-10), as the TDA rules it where only 40 is legal.
"""

from __future__ import annotations

import random

import pytest

from floorcall import BetOrRaisedTo, BringInPosted, CheckedOrCalled, ExpectAction, HandStarted, Stakes, Street, Table
from floorcall._app.simulate import deal_next, new_hand
from tests.wagers.wager_helpers import chips, floor, wager

STAKES = Stakes(ante=5, bring_in=10, small_bet=40, big_bet=80)


def _fourth_street(book: str) -> tuple:
    hand = new_hand(
        floor("stud", book), HandStarted(game="stud", table=Table.of([2000] * 6), stakes=STAKES), random.Random(13)
    )
    brought_in = False
    while True:
        expected = hand.expected()
        if not isinstance(expected, ExpectAction):
            hand.apply(deal_next(hand, expected))
        elif expected.street is Street.FOURTH:
            return hand, expected
        elif not brought_in:
            hand.apply(BringInPosted(seat=expected.seat))
            brought_in = True
        else:
            hand.apply(CheckedOrCalled(seat=expected.seat))


def test_the_open_pair_street_allows_two_sizes_under_rrop():
    _, expected = _fourth_street("rrop")
    assert expected.options.bet_to == (40, 80)


@pytest.mark.parametrize("book", ["rrop", "tda-2024"])
@pytest.mark.parametrize(
    ("made", "rule"),
    [
        (BetOrRaisedTo, "FLOORCALL-DEFAULT-10"),
        ((20, 20, 1), "FLOORCALL-DEFAULT-10"),
        ((41,), "WSOP24L-137"),
    ],
    ids=["bet-to-41", "chips-20-20-1", "one-chip-of-41"],
)
def test_a_wager_of_41_stands_at_40(book, made, rule):
    hand, expected = _fourth_street(book)
    before = hand.seats[expected.seat].contributed
    event = BetOrRaisedTo(seat=expected.seat, amount=41) if made is BetOrRaisedTo else wager(hand, chips(*made))
    ruling = hand.apply(event)
    assert ruling is not None
    assert hand.seats[expected.seat].contributed == before + 40
    if book == "rrop":
        assert ruling.citations == (rule,)
    assert isinstance(hand.expected(), ExpectAction)
    assert hand.expected().seat != expected.seat  # the next seat acts facing 40
    assert hand.expected().options.call == 40
