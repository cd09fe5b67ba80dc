"""A deal begun at the wrong seat, found only once the first deal is out (TDA 35-D.1; Robert's Rules' threshold).

Before substantial action (TDA 36; Robert's Rules' action threshold) it is a misdeal; after it the hand plays on with
the cards as dealt: nothing is owed or moved, and the hand plays to its end with every chip kept.
"""

from __future__ import annotations

import random

import pytest

from floorcall import (
    BringInPosted,
    Card,
    CardToWrongSeat,
    CheckedOrCalled,
    HandOutcome,
    HandStarted,
    InvalidEventError,
    IrregularityReported,
    RulingKind,
    Stakes,
    Table,
)
from floorcall._app.simulate import new_hand, next_event
from floorcall.model.expectations import ExpectAction, HandOver
from floorcall.testing import make_floor
from tests.support.state import hand_state

STAKES = {
    "nlhe": Stakes(blinds=(5, 10), small_bet=10),
    "stud": Stakes(ante=5, bring_in=10, small_bet=20, big_bet=40),
}
PLAY_ON = {"tda-2024": ("TDA2024-35D.1", "TDA2024-36"), "rrop": ("RROP-MISDEAL-2",)}


def _after(game, book, actions):
    """Six players; the first deal out and ``actions`` calls (a bring-in where one is owed) made in turn."""
    floor = make_floor(games=[game], rulebook=book)
    table = Table.of([500] * 6, button=None if game == "stud" else 6)
    hand = new_hand(floor, HandStarted(game=game, table=table, stakes=STAKES[game]), random.Random(3))
    rng, made = random.Random(1), 0
    while not (isinstance(exp := hand.expected(), ExpectAction) and made == actions):
        if isinstance(exp, ExpectAction):
            options = exp.options
            hand.apply(BringInPosted(seat=exp.seat) if options.bring_in is not None else CheckedOrCalled(seat=exp.seat))
            made += 1
        else:
            hand.apply(next_event(hand, exp, rng))
    return hand


def _first_card_report(hand, first_card=True):
    first, second = hand.deal_order[0], hand.deal_order[1]
    claim = CardToWrongSeat(
        seat=second,
        expected_seat=first,
        card=Card.UNKNOWN,
        street=hand.street,
        first_card=first_card,
        entitled=True,
        face_up=False,
    )
    return IrregularityReported(irregularity=claim)


@pytest.mark.parametrize("game", ["nlhe", "stud"])
@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_a_first_card_to_the_wrong_seat_found_after_substantial_action_plays_on(game, book):
    hand = _after(game, book, 3)
    chips = sum(hand.stacks.values()) + hand.view.pot
    cards = {seat: list(held.cards) for seat, held in hand.seats.items()}
    ruling = hand.apply(_first_card_report(hand))
    assert ruling.kind is RulingKind.CONTINUE and ruling.citations == PLAY_ON[book] and ruling.remedies == ()
    assert {seat: list(held.cards) for seat, held in hand.seats.items()} == cards  # the cards as dealt
    rng = random.Random(2)
    while not isinstance(exp := hand.expected(), HandOver):
        hand.apply(next_event(hand, exp, rng))
    assert hand.outcome is HandOutcome.COMPLETE and sum(hand.stacks.values()) == chips


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_found_after_the_deal_but_before_substantial_action_it_is_a_misdeal(book):
    hand = _after("nlhe", book, 0)
    ruling = hand.apply(_first_card_report(hand))
    assert ruling.kind is RulingKind.MISDEAL


def test_a_later_card_to_the_wrong_seat_is_still_reported_as_it_is_dealt():
    hand = _after("nlhe", "tda-2024", 3)
    before = hand_state(hand)
    with pytest.raises(InvalidEventError, match="card_to_wrong_seat report, field expected_seat"):
        hand.apply(_first_card_report(hand, first_card=False))
    assert hand_state(hand) == before
