"""Helpers for the draw tests: a floor with the five draw games and both rulebooks, and hands dealt from a script."""

from __future__ import annotations

import random

import floorcall_draw.ace_five_triple
import floorcall_draw.badugi
import floorcall_draw.deuce_seven_single
import floorcall_draw.deuce_seven_triple
import floorcall_draw.five_card_draw
import floorcall_rrop
import floorcall_tda2024
from floorcall import STANDARD_DECK, CheckedOrCalled, Discarded, Hand, HandStarted, SeatSetup, Stakes, Table
from floorcall._app.simulate import deal_next
from floorcall._engine.deck import Zone
from floorcall.cards import parse_cards
from floorcall.model.expectations import ExpectAction, ExpectDraw, HandOver
from floorcall.testing import catalog_of, make_floor

GAMES = {
    "5cd": floorcall_draw.five_card_draw.plugin,
    "27sd": floorcall_draw.deuce_seven_single.plugin,
    "27td": floorcall_draw.deuce_seven_triple.plugin,
    "a5td": floorcall_draw.ace_five_triple.plugin,
    "badugi": floorcall_draw.badugi.plugin,
}
BOOKS = {"tda-2024": floorcall_tda2024.plugin, "rrop": floorcall_rrop.plugin}
LIMIT_STAKES = Stakes(small_bet=400, big_bet=800, blinds=(200, 400))
NO_LIMIT_STAKES = Stakes(small_bet=400, blinds=(200, 400))
HAND_SIZE = {"5cd": 5, "27sd": 5, "27td": 5, "a5td": 5, "badugi": 4}
DRAWS = {"5cd": 1, "27sd": 1, "27td": 3, "a5td": 3, "badugi": 3}


def stakes_for(game):
    return NO_LIMIT_STAKES if game == "27sd" else LIMIT_STAKES


def draw_catalog():
    return catalog_of({**GAMES, **BOOKS})


def draw_floor(games=tuple(GAMES), rulebook="tda-2024", options=None):
    """A fresh floor with the draw games and the rulebooks given inline (no entry points needed)."""
    return make_floor(
        games=list(games), rulebook=rulebook, options=options, plugins={**GAMES, **BOOKS}, installed=False
    )


def started(game, seats=6, button=None, stack=10_000, stakes=None, burns_recorded=True):
    """A hand at seats 1..``seats`` (or the given seat numbers), each with ``stack`` chips; button at the last seat."""
    numbers = list(range(1, seats + 1)) if isinstance(seats, int) else list(seats)
    table = Table(seats=tuple(SeatSetup(seat=s, stack=stack) for s in numbers), button=button or numbers[-1])
    return HandStarted(game=game, table=table, stakes=stakes or stakes_for(game), burns_recorded=burns_recorded)


def stacked(first):
    """A deck order (top card last) that deals the cards of ``first`` (a string like ``"As Kd ..."``) first."""
    top = parse_cards(first.replace(" ", ""))
    rest = [card for card in STANDARD_DECK.cards if card not in top]
    random.Random(7).shuffle(rest)
    return rest + list(reversed(top))


def scripted(floor, start, first):
    """A hand dealt from a deck whose first cards are ``first`` (the rest shuffled with a fixed seed)."""
    return Hand(floor, start, deck_order=stacked(first))


def run_until(hand, stop, draw=lambda cards: ()):
    """Deal from the stub, check or call every action and draw with ``draw`` until ``stop(expectation)`` is true.

    :returns: the expectation that stopped the run.
    """
    for _ in range(500):
        expectation = hand.expected()
        if stop(expectation) or isinstance(expectation, HandOver):
            return expectation
        event = deal_next(hand, expectation)
        if event is None and isinstance(expectation, ExpectAction):
            event = CheckedOrCalled(seat=expectation.seat)
        if event is None and isinstance(expectation, ExpectDraw):
            event = Discarded(seat=expectation.seat, cards=tuple(draw(hand.seats[expectation.seat].cards)))
        assert event is not None, expectation
        hand.apply(event)
    raise AssertionError("the hand did not reach the stop")


def check_cards(hand):
    """Every card of the deck is in exactly one place: the known stub or one zone, and live hands agree with it."""
    order = list(hand.tracker._order or ())
    where = hand.tracker.where
    assert len(order) == hand.tracker.stub, (len(order), hand.tracker.stub)
    assert not set(order) & set(where)
    assert len(order) + len(where) == len(set(order) | set(where)) == STANDARD_DECK.size
    for seat in hand.seats.values():
        if seat.live:
            assert all(where[card] == (Zone.DOWN, seat.seat) for card in seat.cards), (seat, where)
    # the burns list holds the burns still out of the stub (a reshuffle that takes them in empties it)
    assert all(where.get(card, (Zone.STUB, 0))[0] is Zone.BURN for card in hand.burns), (hand.burns, where)
