"""Position in the flop games: who posts the blinds, who is dealt first, who acts first on each street.

The pure functions are checked against tables of seatings (full ring, short-handed, heads-up, a dead button, a
straddle, seats that wrap past seat 10); real hands of every game then check that the engine and the plugins agree.
"""

import pytest

from floorcall import BetOrRaisedTo, CardDealt, CheckedOrCalled, Folded, Hand, Stakes, Street
from floorcall.model.expectations import ExpectAction, ExpectDeal
from floorcall.procedure import (
    blind_posters,
    button_of,
    postflop_first_to_act,
    preflop_first_to_act,
)
from tests.flop.flop_helpers import GAMES, deal_until_action, flop_floor, shuffled_hand, started

# seats, button, blinds, expected posters, first to act before the flop, first to act after it
POSITION_TABLE = [
    pytest.param((1, 2, 3, 4, 5, 6), 6, (50, 100), (1, 2), 3, 1, id="six-handed"),
    pytest.param((1, 2, 3), 3, (50, 100), (1, 2), 3, 1, id="three-handed-button-opens"),
    pytest.param((2, 5), 5, (50, 100), (5, 2), 5, 2, id="tda-2024-r34b-heads-up-button-posts-small-blind"),
    pytest.param((2, 5), 2, (50, 100), (2, 5), 2, 5, id="tda-2024-r34b-heads-up-button-at-seat-2"),
    pytest.param((1, 3, 4, 6), 2, (50, 100), (3, 4), 6, 3, id="tda-2024-r32-dead-button-on-empty-seat"),
    pytest.param((2, 4, 7, 9), 7, (50, 100), (9, 2), 4, 9, id="blinds-wrap-past-the-last-seat"),
    pytest.param((1, 2, 3, 4, 5, 6), 1, (50, 100, 200), (2, 3, 4), 5, 2, id="straddle-acts-last"),
    pytest.param((1, 2, 3, 4, 5, 6), 6, (1, 2, 0, 0, 0, 4), (1, 2, 3, 4, 5, 6), 1, 1, id="button-straddle"),
    pytest.param((1, 2, 3, 4, 5), 5, (1, 2, 0, 2), (1, 2, 3, 4), 3, 1, id="live-blind-posted-in-keeps-the-order"),
    pytest.param((1, 2, 3, 4, 5), 5, (1, 2, 2), (1, 2, 3), 3, 1, id="a-blind-equal-to-the-big-blind-is-no-straddle"),
    pytest.param((1, 2, 3, 4, 5), 5, (2, 2), (1, 2), 3, 1, id="equal-small-and-big-blind"),
    pytest.param((1, 2, 3, 4), 4, (100,), (1,), 2, 1, id="single-blind"),
    pytest.param((1, 2, 3, 4), 4, (0, 100), (1, 2), 3, 1, id="dead-small-blind"),
    pytest.param((3, 5, 8), 1, (), (), 3, 3, id="no-blinds"),
    pytest.param(tuple(range(1, 11)), 10, (50, 100), (1, 2), 3, 1, id="ten-handed"),
]


@pytest.mark.parametrize(("seats", "button", "blinds", "posters", "preflop", "postflop"), POSITION_TABLE)
def test_position_table(seats, button, blinds, posters, preflop, postflop):
    assert blind_posters(seats, button, len(blinds)) == posters
    assert preflop_first_to_act(seats, seats, button, blinds) == preflop
    assert postflop_first_to_act(seats, button) == postflop


@pytest.mark.parametrize(
    ("live", "preflop", "postflop"),
    [
        ((1, 2, 4, 5), 4, 1),  # seat 3, under the gun, is not live (a dead hand): the turn goes on to seat 4
        ((2, 3, 4, 5), 3, 2),  # the small blind is gone: the big blind acts first after the flop
        ((1, 2), 1, 1),  # only the blinds are left: the small blind acts first on every street
    ],
)
def test_first_to_act_skips_seats_no_longer_live(live, preflop, postflop):
    seats = (1, 2, 3, 4, 5)
    assert preflop_first_to_act(seats, live, 5, (50, 100)) == preflop
    assert postflop_first_to_act(live, 5) == postflop


def test_without_a_button_the_highest_seat_is_treated_as_the_button():
    assert button_of((3, 5, 8), None) == 8
    assert button_of((3, 5, 8), 5) == 5
    assert blind_posters((3, 5, 8), button_of((3, 5, 8), None), 2) == (3, 5)
    with pytest.raises(ValueError, match="no button"):
        button_of((), None)


def test_first_to_act_needs_a_live_seat():
    with pytest.raises(ValueError, match="no live seat"):
        postflop_first_to_act((), 3)
    with pytest.raises(ValueError, match="no live seat"):
        preflop_first_to_act((1, 2, 3), (), 3, (50, 100))


def _seatings():
    for param in POSITION_TABLE:
        seats, button, blinds, posters, preflop, postflop = param.values
        if blinds and min(blinds[: len(seats)]) > 0:
            yield pytest.param(seats, button, blinds, posters, preflop, postflop, id=param.id)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("seats", "button", "blinds", "posters", "preflop", "postflop"), list(_seatings()))
def test_real_hand_posts_blinds_and_opens_where_the_table_says(game, seats, button, blinds, posters, preflop, postflop):
    stakes = Stakes(small_bet=100, big_bet=200 if game in ("lhe", "o8") else None, blinds=blinds)
    hand = shuffled_hand(flop_floor((game,)), game, dict.fromkeys(seats, 10_000), button, stakes=stakes)
    posted = {seat: hand.seats[seat].contributed for seat in seats if hand.seats[seat].contributed}
    assert posted == dict(zip(posters, blinds, strict=False))
    exp = hand.expected()
    assert isinstance(exp, ExpectAction)
    assert (exp.street, exp.seat) == (Street.PREFLOP, preflop)
    while hand.expected().street is Street.PREFLOP:  # everyone calls or checks to the flop
        hand.apply(CheckedOrCalled(seat=hand.expected().seat))
        deal_until_action(hand)
    exp = hand.expected()
    assert (exp.street, exp.seat) == (Street.FLOP, postflop)


@pytest.mark.parametrize("game", GAMES)
def test_tda_2024_r34b_heads_up_the_big_blind_is_dealt_first_and_the_button_last(game):
    hand = Hand(flop_floor((game,)), started(game, {3: 5000, 8: 5000}, button=8))
    deck = iter(hand.game.deck.cards)
    order = []
    while isinstance(exp := hand.expected(), ExpectDeal):
        order.append(exp.seat)
        hand.apply(CardDealt(seat=exp.seat, card=next(deck), face_up=exp.face_up))
    holes = 4 if game in ("plo", "o8") else 2
    assert order == [3, 8] * holes
    assert hand.seats[8].contributed == 50  # the button posts the small blind
    assert hand.seats[3].contributed == 100


@pytest.mark.parametrize("game", GAMES)
def test_the_deal_starts_left_of_the_button(game):
    hand = shuffled_hand(flop_floor((game,)), game, dict.fromkeys((1, 4, 6, 9), 5000), button=6)
    first_cards = [event.seat for event in hand.events if event.__struct_config__.tag == "card_dealt"][:4]
    assert first_cards == [9, 1, 4, 6]


def test_heads_up_the_button_acts_first_before_the_flop_and_last_after_it():
    hand = shuffled_hand(flop_floor(("nlhe",)), "nlhe", {1: 5000, 2: 5000}, button=1)
    assert hand.expected().seat == 1  # the button, on the small blind
    hand.apply(BetOrRaisedTo(seat=1, amount=300))
    hand.apply(CheckedOrCalled(seat=2))
    exp = deal_until_action(hand)
    assert (exp.street, exp.seat) == (Street.FLOP, 2)
    hand.apply(CheckedOrCalled(seat=2))
    assert hand.expected().seat == 1


def test_a_short_all_in_big_blind_still_makes_the_others_call_the_full_blind():
    # WSOP24L-150, RROP-BLINDS-1: the blind posted all in for less does not shrink what the others must call
    hand = shuffled_hand(flop_floor(("nlhe",)), "nlhe", {1: 5000, 2: 60, 3: 5000}, button=3)
    assert hand.seats[2].contributed == 60
    exp = hand.expected()
    assert exp.seat == 3
    assert exp.options.call == 100
    assert exp.options.min_to == 200


def test_the_big_blind_ante_is_posted_by_the_big_blind_as_dead_money():
    stakes = Stakes(small_bet=100, blinds=(50, 100), big_blind_ante=100)
    hand = shuffled_hand(flop_floor(("nlhe",)), "nlhe", dict.fromkeys((1, 2, 3, 4), 5000), button=4, stakes=stakes)
    assert hand.seats[2].contributed == 200
    assert hand.seats[2].dead_money == 100
    exp = hand.expected()
    assert (exp.seat, exp.options.call, exp.options.max_to) == (3, 100, 5000)
    hand.apply(Folded(seat=3))
    hand.apply(Folded(seat=4))
    hand.apply(Folded(seat=1))
    assert hand.stacks == {1: 4950, 2: 5050, 3: 5000, 4: 5000}  # his ante and blind back, and the small blind
