"""Property tests: random draw hands end, conserve cards and chips, and survive the stub running out."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorcall import CheckedOrCalled, DecisionMade, Discarded, Hand, HandOutcome, RulingApplied, StubExhausted
from floorcall._app.simulate import deal_next, new_hand, random_action, random_discards
from floorcall._engine.deck import Zone
from floorcall.model.expectations import ExpectAction, ExpectDecision, ExpectDraw, HandOver
from tests.draw.draw_helpers import GAMES, HAND_SIZE, check_cards, draw_floor, started

FLOORS = {}


def _floor(game, book, fallback="current-discards"):
    key = (game, book, fallback)
    if key not in FLOORS:
        FLOORS[key] = draw_floor(games=(game,), rulebook=book, options={"draw-short-fallback": fallback})
    return FLOORS[key]


def _play(hand, rng, choose, policy=random_action):
    """Play to the end, checking every card's place after each event; ``choose(held, rng)`` picks the discards."""
    for _ in range(3000):
        expectation = hand.expected()
        if isinstance(expectation, HandOver):
            return hand
        event = deal_next(hand, expectation)
        if isinstance(expectation, ExpectDraw):
            event = Discarded(seat=expectation.seat, cards=tuple(choose(hand.seats[expectation.seat].cards, rng)))
        elif isinstance(expectation, ExpectAction):
            event = policy(expectation.options, rng)
        elif isinstance(expectation, ExpectDecision):
            event = DecisionMade(option=rng.choice(expectation.options), seat=expectation.seat)
        hand.apply(event)
        check_cards(hand)
    raise AssertionError("the hand did not end")


def _check_end(hand, chips):
    assert hand.outcome in (HandOutcome.COMPLETE, HandOutcome.VOID)
    assert sum(hand.stacks.values()) == chips
    assert all(seat in hand.live_seats() for seat in hand.payouts)
    if hand.outcome is HandOutcome.COMPLETE and len(hand.live_seats()) > 1:
        size = HAND_SIZE[hand.game.name]
        assert all(len(hand.seats[seat].cards) == size for seat in hand.live_seats())


@settings(max_examples=60, deadline=None)
@given(
    game=st.sampled_from(sorted(GAMES)),
    book=st.sampled_from(["tda-2024", "rrop"]),
    players=st.integers(min_value=2, max_value=8),
    seed=st.integers(min_value=0, max_value=2**32),
    stack=st.sampled_from([500, 3_000, 20_000]),
)
def test_random_draw_hands_end_and_conserve_cards_and_chips(game, book, players, seed, stack):
    floor = _floor(game, book)
    players = min(players, floor.game(game).max_seats)
    rng = random.Random(seed)
    hand = new_hand(floor, started(game, seats=players, stack=stack), rng)
    _check_end(_play(hand, rng, random_discards), players * stack)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32), book=st.sampled_from(["tda-2024", "rrop"]))
def test_six_players_drawing_three_every_draw_of_triple_draw_force_reshuffles(seed, book):
    floor = _floor("27td", book)
    rng = random.Random(seed)
    hand = new_hand(floor, started("27td", seats=6, stack=100_000), rng)
    _play(hand, rng, lambda held, _: held[:3], policy=lambda options, _: CheckedOrCalled(seat=options.seat))
    stubs = [e for e in hand.events if isinstance(e, RulingApplied) and isinstance(e.irregularity, StubExhausted)]
    assert len(stubs) >= 2
    assert all(r.ruling.remedy_names == ("reshuffle_stub_with_muck",) for r in stubs)
    _check_end(hand, 600_000)
    rebuilt = Hand.from_events(floor, hand.events)
    assert rebuilt.stacks == hand.stacks and rebuilt.events == hand.events


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_a_draw_reshuffle_that_takes_the_burns_in_leaves_no_stale_burns(book):
    # Six players drawing three at each draw of triple draw: the stub runs out in the second draw and the burns of
    # the deal and the first draw are shuffled into the new stub, so they are no longer burns.
    floor = _floor("27td", book)
    rng = random.Random(5)
    hand = new_hand(floor, started("27td", seats=6, stack=100_000), rng)
    while not any(isinstance(e, RulingApplied) and isinstance(e.irregularity, StubExhausted) for e in hand.events):
        expectation = hand.expected()
        event = deal_next(hand, expectation)
        if isinstance(expectation, ExpectDraw):
            event = Discarded(seat=expectation.seat, cards=tuple(hand.seats[expectation.seat].cards[:3]))
        hand.apply(event or CheckedOrCalled(seat=expectation.options.seat))
    reshuffle = next(
        e for e in hand.events if isinstance(e, RulingApplied) and isinstance(e.irregularity, StubExhausted)
    )
    assert reshuffle.ruling.remedies[0].burns is True
    assert hand.burns == [] and hand.tracker.cards_in(Zone.BURN) == []
    check_cards(hand)


@pytest.mark.parametrize("fallback", ["current-discards", "void"])
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32), players=st.integers(min_value=7, max_value=8))
def test_draws_no_reshuffle_can_complete_take_the_house_fallback_not_a_crash(fallback, seed, players):
    floor = _floor("5cd", "tda-2024", fallback)
    rng = random.Random(seed)
    hand = new_hand(floor, started("5cd", seats=players, stack=5_000), rng)
    _check_end(_play(hand, rng, lambda held, _: held), players * 5_000)
