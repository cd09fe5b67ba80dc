"""Malformed input raises a clear error naming the place and the reason, and changes nothing."""

import random

import msgspec
import pytest

from floorcall import (
    Card,
    CardDealt,
    CardError,
    CheckedOrCalled,
    DecisionMade,
    Hand,
    HandStarted,
    InvalidEventError,
    SeatSetup,
    Stakes,
    Table,
    parse_cards,
)
from floorcall._app.simulate import new_hand
from floorcall.cards import parse_card
from floorcall.model.events import AnyEvent
from floorcall.testing import make_floor
from tests.support.mini import MiniGame, TestBook


@pytest.fixture
def hand():
    floor = make_floor(
        games=["mini"], rulebook="test-book", plugins={"mini": MiniGame(), "test-book": TestBook()}, installed=False
    )
    started = HandStarted(
        game="mini", table=Table.of([500, 500, 500]), stakes=Stakes(ante=5, bring_in=10, small_bet=20, big_bet=40)
    )
    return new_hand(floor, started, random.Random(11))


def _state(hand):
    return (list(hand.events), hand.stacks, hand.expected(), hand.tracker.stub, dict(hand.tracker.where))


@pytest.mark.parametrize("text", ["Zz", "1c", "A", "Asx", "as", "10h"])
def test_bad_card_notation(text):
    with pytest.raises(CardError, match=repr(text[:2]) if len(text) % 2 == 0 else "two-character"):
        parse_cards(text)


def test_bad_card_in_a_decoded_event_names_the_path():
    with pytest.raises(msgspec.ValidationError, match=r"\$\.card"):
        msgspec.json.decode(b'{"kind": "card_dealt", "seat": 2, "card": "Zz"}', type=AnyEvent)


@pytest.mark.parametrize("seat", [0, 11, -1])
def test_seat_that_does_not_exist(seat, hand):
    with pytest.raises(msgspec.ValidationError, match=r"\$\.seat"):
        msgspec.json.decode(f'{{"kind": "folded", "seat": {seat}}}'.encode(), type=AnyEvent)
    with pytest.raises(ValueError, match=f"seat {seat} does not exist"):
        SeatSetup(seat=seat, stack=100)
    before = _state(hand)
    with pytest.raises(InvalidEventError, match=f"seat {seat} does not exist"):
        hand.apply(CardDealt(seat=seat, card=parse_card("As"), face_up=False))
    assert _state(hand) == before


def test_seat_not_dealt_in(hand):
    while hand.expected().__struct_config__.tag != "action":
        exp = hand.expected()
        hand.apply(CardDealt(seat=exp.seat, card=hand.next_card, face_up=exp.face_up))
    before = _state(hand)
    with pytest.raises(InvalidEventError, match="seat 7 is not dealt in"):
        hand.apply(CheckedOrCalled(seat=7))
    assert _state(hand) == before


def test_negative_chips():
    with pytest.raises(ValueError, match="cannot be negative"):
        SeatSetup(seat=1, stack=-5)
    with pytest.raises(ValueError, match="negative"):
        Stakes(ante=-1, small_bet=10)
    with pytest.raises(msgspec.ValidationError, match=r"\$\.amount"):
        msgspec.json.decode(b'{"kind": "bet_or_raised_to", "seat": 2, "amount": -40}', type=AnyEvent)


def test_decision_nobody_asked_for(hand):
    before = _state(hand)
    with pytest.raises(InvalidEventError, match="no decision is pending"):
        hand.apply(DecisionMade(option="redeal"))
    assert _state(hand) == before


def test_unknown_card_is_a_placeholder_where_the_cards_come_from_outside(hand):
    hand = Hand(hand.floor, hand.started)  # no stub order known: the table reports the cards
    exp = hand.expected()
    hand.apply(CardDealt(seat=exp.seat, card=Card.UNKNOWN, face_up=exp.face_up))
    assert hand.tracker.stub == 51
    assert Card.UNKNOWN not in hand.tracker.where
