"""Burns out of sequence in stud (streets four to seven each burn one card), under every rulebook.

A card dealt where the street's burn was due becomes that burn while the street is dealt, and its seat gets the
next card, so every later card is the one it would have been (WSOP24L-226 under Robert's
Rules; floorcall's FLOORCALL-DEFAULT-46 under TDA 2024, which has no stud burn rule); a card burned during the
betting stands as the next street's burn (TDA2024-38, WSOP24L-122), as in the other games. Until these rules,
either error in stud found no rule under any book.
"""

import random

import pytest

from floorcall import (
    CardBurned,
    CardDealt,
    HandOutcome,
    HandStarted,
    RulingApplied,
    SeatSetup,
    Stakes,
    Street,
    Table,
)
from floorcall._app.simulate import new_hand, next_event
from floorcall.model.expectations import ExpectAction, ExpectBurn, HandOver
from floorcall.testing import make_floor

MISSED = {
    "tda-2024": ("FLOORCALL-DEFAULT-46", "TDA2024-1"),
    "wsop-2024": ("FLOORCALL-DEFAULT-46", "TDA2024-1"),
    "rrop": ("WSOP24L-226",),
}
EXTRA = {"tda-2024": ("TDA2024-38",), "wsop-2024": ("TDA2024-38",), "rrop": ("WSOP24L-122",)}


def _hand(book, game="stud"):
    floor = make_floor(games=[game], rulebook=book)
    table = Table(seats=tuple(SeatSetup(seat=s, stack=400) for s in range(1, 5)), button=4)
    stakes = Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10)
    return new_hand(floor, HandStarted(game=game, table=table, stakes=stakes), random.Random(11)), random.Random(3)


def _play_until(hand, rng, stop):
    for _ in range(500):
        expectation = hand.expected()
        assert not isinstance(expectation, HandOver), "the seeded hand reaches the point"
        if stop(hand, expectation):
            return expectation
        hand.apply(next_event(hand, expectation, rng))
    raise AssertionError("never reached")


def _ruling(hand):
    return [e for e in hand.events if isinstance(e, RulingApplied)][-1].ruling


def _play_out(hand, rng):
    while not isinstance(hand.expected(), HandOver):
        hand.apply(next_event(hand, hand.expected(), rng))


@pytest.mark.parametrize("game", ["stud", "razz", "stud5"])
@pytest.mark.parametrize("book", sorted(MISSED))
def test_a_card_dealt_where_the_burn_was_due_becomes_the_burn_and_the_seat_gets_the_next_card(book, game):
    def at_fourth_street_burn():
        hand, rng = _hand(book, game)
        _play_until(hand, rng, lambda h, e: isinstance(e, ExpectBurn) and e.street is Street.FOURTH)
        return hand, rng

    proper, proper_rng = at_fourth_street_burn()  # the same hand, burned as it should be
    burn = next_event(proper, proper.expected(), proper_rng)
    proper.apply(burn)
    due = next_event(proper, proper.expected(), proper_rng)

    hand, rng = at_fourth_street_burn()
    view = hand.view
    burns = len(view.burns)
    hand.apply(CardDealt(seat=due.seat, card=burn.card, face_up=due.face_up))
    assert _ruling(hand).citations == MISSED[book]
    assert view.burns[burns:] == (burn.card,), "the card is the street's one burn"
    assert all(burn.card not in view.cards(each) for each in view.seats)
    hand.apply(next_event(hand, hand.expected(), rng))
    assert view.cards(due.seat)[-1] == due.card, "the seat gets the card it would have got"
    _play_out(hand, rng)
    assert hand.outcome is not HandOutcome.MISDEAL


@pytest.mark.parametrize("book", sorted(EXTRA))
def test_a_card_burned_during_the_betting_stands_as_the_next_streets_burn(book):
    hand, rng = _hand(book)
    _play_until(hand, rng, lambda h, e: isinstance(e, ExpectAction) and h.view.street is Street.FOURTH)
    burns = len(hand.view.burns)
    hand.apply(CardBurned(card=hand.tracker.top))  # the stub's top card, burned early
    assert _ruling(hand).citations == EXTRA[book]
    _play_until(hand, rng, lambda h, e: h.view.street is Street.FIFTH and not h.view.dealing)
    assert len(hand.view.burns) == burns + 1, "fifth street took no second burn"
    _play_out(hand, rng)


@pytest.mark.parametrize("where", ["another live seat", "an empty seat"])
@pytest.mark.parametrize("book", sorted(MISSED))
def test_a_card_dealt_in_the_burns_place_to_a_seat_not_due_takes_nobodys_turn(book, where):
    def at_fourth_street_burn():
        hand, rng = _hand(book)
        _play_until(hand, rng, lambda h, e: isinstance(e, ExpectBurn) and e.street is Street.FOURTH)
        return hand, rng

    proper, proper_rng = at_fourth_street_burn()
    burn = next_event(proper, proper.expected(), proper_rng)
    proper.apply(burn)
    due = next_event(proper, proper.expected(), proper_rng)

    hand, rng = at_fourth_street_burn()
    view = hand.view
    counts = {seat: len(view.cards(seat)) for seat in view.seats}
    other = 9 if where == "an empty seat" else next(s for s in view.live_seats if s != due.seat)
    hand.apply(CardDealt(seat=other, card=burn.card, face_up=True))
    assert _ruling(hand).citations == MISSED[book]
    assert burn.card in view.burns
    assert {seat: len(view.cards(seat)) for seat in view.seats} == counts, "nobody keeps the card"
    hand.apply(next_event(hand, hand.expected(), rng))
    assert view.cards(due.seat)[-1] == due.card, "the seat due gets the card it would have got"
    _play_out(hand, rng)
