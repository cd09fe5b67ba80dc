"""Wager gaps closed: a raise nobody can call or with no chips beyond the call, and a wager held out of turn."""

from __future__ import annotations

import pytest

from floorcall import (
    BetOrRaisedTo,
    BringInPosted,
    CheckedOrCalled,
    DecisionMade,
    Folded,
    RulingKind,
    SaidCall,
    SaidCheck,
    WagerMade,
    WagerStandsAs,
)
from floorcall.rulekit import street_wagers
from tests.wagers.wager_helpers import actor, chip_total, dealt

BOOKS = ("tda-2024", "rrop")


def _opponent_all_in(game: str, book: str):
    """Heads up: the short stack moves all in; the other seat is to act with nobody left to call a raise."""
    little = 150 if game == "stud" else 300  # less than the stud completion: his all in is legal
    hand = dealt(game, book, stacks=[20000, little])
    short = next(seat for seat, held in hand.seats.items() if held.stack + hand.betting.wagers.get(seat, 0) <= little)
    while actor(hand) != short:
        seat = actor(hand)
        owes_bring_in = hand.betting.options().bring_in and not hand.betting.options().can_fold
        hand.apply(BringInPosted(seat=seat) if owes_bring_in else CheckedOrCalled(seat=seat))
    hand.apply(BetOrRaisedTo(seat=short, amount=hand.betting.wagers[short] + hand.seats[short].stack))
    return hand, actor(hand)


@pytest.mark.parametrize("game", ["nlhe", "lhe", "stud"])
@pytest.mark.parametrize("book", BOOKS)
def test_a_raise_nobody_can_call_is_a_call(game, book):
    hand, seat = _opponent_all_in(game, book)
    assert hand.betting.raise_bar(seat) == "no_opponent"
    chips_before, call_to = chip_total(hand), hand.betting.current_bet
    ruling = hand.apply(BetOrRaisedTo(seat=seat, amount=call_to + 1000))
    assert ruling.kind is RulingKind.CONTINUE
    assert ruling.citations == ("FLOORCALL-DEFAULT-10",)
    assert ruling.remedies == (WagerStandsAs(seat=seat, action="check_call", to=call_to),)
    assert hand.seats[seat].contributed == hand.seats[3 - seat].contributed  # he called the all in, no more
    assert chip_total(hand) == chips_before


@pytest.mark.parametrize("game", ["nlhe", "lhe"])
@pytest.mark.parametrize("book", BOOKS)
def test_no_raise_when_the_one_opponent_left_can_only_call_all_in(game, book):
    """Seat 3 is all in for 400 and the big blind holds 400 in all: the small blind's raise could not be called."""
    hand = dealt(game, book, stacks=[20000, 400, 400, 20000, 20000, 20000])
    hand.apply(BetOrRaisedTo(seat=3, amount=400))
    for seat in (4, 5, 6):
        hand.apply(Folded(seat=seat))
    assert actor(hand) == 1 and hand.seats[2].stack > 0  # the big blind still has chips: he can call, not more
    assert hand.betting.raise_bar(1) == "no_opponent"
    ruling = hand.apply(BetOrRaisedTo(seat=1, amount=1400))
    assert ruling.citations == ("FLOORCALL-DEFAULT-10",)
    assert ruling.remedies == (WagerStandsAs(seat=1, action="check_call", to=400),)
    assert actor(hand) == 2 and hand.betting.options().can_fold  # his call or fold still to come


@pytest.mark.parametrize("game", ["nlhe", "lhe"])
@pytest.mark.parametrize("book", BOOKS)
def test_a_raise_with_no_chips_beyond_the_call_is_a_call_all_in(game, book):
    hand = dealt(game, book, stacks=[20000, 20000, 20000, 400, 20000, 20000])
    assert actor(hand) == 3
    hand.apply(BetOrRaisedTo(seat=3, amount=400))
    assert actor(hand) == 4 and hand.betting.raise_bar(4) == "no_chips"  # he holds exactly the call
    chips_before = chip_total(hand)
    ruling = hand.apply(BetOrRaisedTo(seat=4, amount=400))
    assert ruling.kind is RulingKind.CONTINUE
    assert ruling.citations == ("FLOORCALL-DEFAULT-10",)
    assert ruling.remedies == (WagerStandsAs(seat=4, action="check_call", to=400),)
    assert hand.seats[4].stack == 0 and 4 in hand.betting.all_in
    assert chip_total(hand) == chips_before


@pytest.mark.parametrize("book", BOOKS)
def test_a_held_wager_binds_when_the_action_comes_back_unchanged(book):
    hand = dealt("nlhe", book)
    first = actor(hand)
    order = hand.betting.order
    early = order[(order.index(first) + 1) % len(order)]
    ruling = hand.apply(WagerMade(seat=early, said=SaidCall()))
    assert ruling.citations == ({"tda-2024": "TDA2024-53A", "rrop": "WSOP24L-132"}[book],)
    assert early in hand.held_actions
    hand.apply(CheckedOrCalled(seat=first))  # the call leaves the action to him unchanged: his call binds
    assert early not in hand.held_actions
    assert hand.betting.wagers[early] == hand.betting.current_bet
    assert actor(hand) != early
    assert CheckedOrCalled(seat=early) in street_wagers(hand.view)


@pytest.mark.parametrize("book", BOOKS)
def test_a_held_wager_lapses_when_the_action_changed(book):
    hand = dealt("stud", book)
    first = actor(hand)
    order = hand.betting.order
    early = order[(order.index(first) + 1) % len(order)]
    hand.apply(WagerMade(seat=early, said=SaidCall()))
    hand.apply(BringInPosted(seat=first))  # the bring-in changes what he faces: he has every option again
    assert actor(hand) == early
    assert hand.betting.wagers[early] == 0


def test_check_said_by_the_seat_owing_the_bring_in_leaves_bring_in_or_complete():
    hand = dealt("stud", "tda-2024")
    seat = actor(hand)
    assert hand.betting.options().bring_in == 50
    ruling = hand.apply(WagerMade(seat=seat, said=SaidCheck()))
    assert ruling.kind is RulingKind.PLAYER_OPTION
    assert ruling.citations == ("TDA2024-55",)
    assert [o.name for o in ruling.options] == ["bring_in", "complete"]  # he may not fold the bring-in
    assert ruling.options[1].remedies == (WagerStandsAs(seat=seat, action="bet_raise_to", to=200),)
    hand.apply(DecisionMade(seat=seat, option="bring_in"))
    assert hand.betting.wagers[seat] == 50


def test_check_said_by_the_seat_owing_the_bring_in_posts_it_under_rrop():
    hand = dealt("stud", "rrop")
    seat = actor(hand)
    ruling = hand.apply(WagerMade(seat=seat, said=SaidCheck()))
    assert ruling.citations == ("FLOORCALL-DEFAULT-12",)
    assert ruling.remedies == (WagerStandsAs(seat=seat, action="bring_in", to=50),)
    assert hand.betting.wagers[seat] == 50
