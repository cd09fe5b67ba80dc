"""A fault of the deal (a deck not shuffled or cut, the wrong dealer) in every game, under every rulebook.

TDA 2024's misdeal causes (35-A) and Robert's Rules' (RROP-MISDEAL-1) do not name these faults outside stud, where
the Spanish seed gives a player the right to a new deal (RROP-ES-STUD-IRR-1): before substantial action the floor
decides whether the hand is dealt again, after it the hand plays on. Until this rule, a fault reported in a flop or
draw game found no rule at all.
"""

import random

import pytest

from floorcall import (
    DealFault,
    DealingFault,
    DecisionMade,
    HandOutcome,
    HandStarted,
    IrregularityReported,
    RedealExact,
    RulingApplied,
    RulingKind,
    SeatSetup,
    Stakes,
    Table,
)
from floorcall._app.simulate import new_hand, next_event
from floorcall.model.expectations import HandOver
from floorcall.testing import make_floor

GAMES = {
    "nlhe": Stakes(small_bet=2, blinds=(1, 2)),
    "27td": Stakes(small_bet=2, big_bet=4, blinds=(1, 2)),
}
EXPECTED = {  # book -> (citations before substantial action, after it)
    "tda-2024": (("TDA2024-1", "TDA2024-35A"), ("TDA2024-35D.1", "TDA2024-1")),
    "wsop-2024": (("TDA2024-1", "TDA2024-35A"), ("TDA2024-35D.1", "TDA2024-1")),
    "rrop": (("FLOORCALL-DEFAULT-45",), ("RROP-MISDEAL-2", "FLOORCALL-DEFAULT-45")),
}


def _hand(book, game, seed=3):
    floor = make_floor(games=[game], rulebook=book)
    table = Table(seats=tuple(SeatSetup(seat=s, stack=200) for s in range(1, 7)), button=6)
    return new_hand(floor, HandStarted(game=game, table=table, stakes=GAMES[game]), random.Random(seed))


def _ruling(hand):
    applied = [e for e in hand.events if isinstance(e, RulingApplied)]
    return applied[-1].ruling


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("book", sorted(EXPECTED))
def test_before_substantial_action_the_floor_may_have_the_hand_dealt_again(book, game):
    hand = _hand(book, game)
    hand.apply(IrregularityReported(irregularity=DealingFault(fault=DealFault.NOT_CUT, reported_by=3)))
    ruling = _ruling(hand)
    assert ruling.kind is RulingKind.FLOOR_DECISION
    assert ruling.citations == EXPECTED[book][0]
    assert [option.name for option in ruling.options] == ["redeal", "continue"]
    hand.apply(DecisionMade(option="redeal"))
    assert hand.outcome is HandOutcome.MISDEAL


@pytest.mark.parametrize("book", sorted(EXPECTED))
def test_after_substantial_action_the_hand_plays_on(book):
    rng = random.Random(5)
    hand = _hand(book, "nlhe")
    while not hand.view.substantial_action:
        expectation = hand.expected()
        assert not isinstance(expectation, HandOver), "the seeded hand reaches substantial action"
        hand.apply(next_event(hand, expectation, rng))
    hand.apply(IrregularityReported(irregularity=DealingFault(fault=DealFault.WRONG_DEALER, proper_dealer=2)))
    ruling = _ruling(hand)
    assert (ruling.kind, ruling.citations, ruling.remedies) == (RulingKind.CONTINUE, EXPECTED[book][1], ())


@pytest.mark.parametrize("book", sorted(EXPECTED))
def test_at_a_house_dealt_table_a_wrong_dealer_redeal_keeps_the_house_dealer(book):
    """The deal passes to the proper dealer only where players deal: a house dealer deals the hand again."""
    hand = _hand(book, "nlhe")
    hand.apply(IrregularityReported(irregularity=DealingFault(fault=DealFault.WRONG_DEALER, proper_dealer=2)))
    redeal = next(option for option in _ruling(hand).options if option.name == "redeal")
    assert redeal.remedies == (RedealExact(),)
