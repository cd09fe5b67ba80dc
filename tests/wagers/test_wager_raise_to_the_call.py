"""An in-turn raise whose total is only the call: the raise was declared, so it is held to the smallest full raise.

Before, neither rulebook had a rule for it (NoRulingError). Hold'em 100-200 (limit 200-400), stud 25/50 with bets
200-400, six seats of 20,000, seed 3, the first seat to act facing the big blind (in stud, the bring-in).
"""

from __future__ import annotations

import pytest

from floorcall import BetOrRaisedTo, BringInPosted
from tests.wagers.wager_helpers import actor, dealt

CASES = [
    ("nlhe", "tda-2024", 400, ("TDA2024-52A",)),
    ("nlhe", "rrop", 400, ("RROP-NL-3", "RROP-BET-5")),
    ("lhe", "tda-2024", 400, ("TDA2024-52A",)),
    ("lhe", "rrop", 400, ("RROP-BET-5",)),
    ("stud", "tda-2024", 200, ("TDA2024-52A",)),
    ("stud", "rrop", 200, ("RROP-STUD-3",)),
]


@pytest.mark.parametrize(("game", "book", "raised_to", "citations"), CASES, ids=lambda v: str(v))
def test_a_raise_to_the_call_is_held_to_the_minimum_raise(game, book, raised_to, citations):
    hand = dealt(game, book)
    if game == "stud":
        hand.apply(BringInPosted(seat=actor(hand)))
    seat = actor(hand)
    call = hand.expected().options.call
    before = hand.seats[seat].contributed
    ruling = hand.apply(BetOrRaisedTo(seat=seat, amount=call))
    assert ruling is not None
    assert ruling.citations == citations
    assert hand.seats[seat].contributed - before == raised_to  # he had nothing in this round before
    assert actor(hand) != seat  # the next seat acts, facing the raise
