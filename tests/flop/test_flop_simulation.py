"""Properties of simulated flop-game hands: every hand ends, chips are conserved, the right seats post and open.

Hands are dealt from a seeded shuffle at tables of 2 to 10 players sitting anywhere, with the button at any seat
(occupied or not: a dead button), short stacks that go all in, and sometimes a big-blind ante or a straddle.
"""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorcall import HandOutcome, Stakes, Street
from floorcall._app.simulate import new_hand, play
from floorcall.model.expectations import ExpectAction
from floorcall.procedure import blind_posters, preflop_first_to_act
from tests.flop.flop_helpers import GAMES, LIMIT_GAMES, deal_until_action, flop_floor, started, total_chips


@pytest.fixture(scope="module")
def floors():
    return {game: flop_floor((game,)) for game in GAMES}


@st.composite
def tables(draw):
    game = draw(st.sampled_from(GAMES))
    seats = draw(st.lists(st.integers(1, 10), min_size=2, max_size=10, unique=True))
    stacks = {seat: draw(st.integers(1, 600)) for seat in seats}
    button = draw(st.one_of(st.sampled_from(sorted(seats)), st.integers(1, 10)))
    blinds = draw(st.sampled_from([(1, 2), (1, 2), (2, 4), (1, 2, 4)]))
    big_blind_ante = draw(st.sampled_from([0, 0, 2]))
    bet = max(blinds[:2])
    stakes = Stakes(
        small_bet=bet, big_bet=2 * bet if game in LIMIT_GAMES else None, blinds=blinds, big_blind_ante=big_blind_ante
    )
    options = (
        ("split-pots", draw(st.sampled_from(["separately", "merged"]))),
        ("chip-unit", draw(st.sampled_from([1, 1, 2]))),
    )
    if game in LIMIT_GAMES:
        options += (("max-bets", draw(st.integers(0, 5))), ("cap-heads-up", draw(st.booleans())))
    return game, stacks, button, stakes, options, draw(st.integers(0, 2**32))


@settings(max_examples=150, deadline=None)
@given(tables())
def test_every_hand_ends_and_conserves_chips(floors, table):
    game, stacks, button, stakes, options, seed = table
    rng = random.Random(seed)
    hand = new_hand(floors[game], started(game, stacks, button, stakes, options), rng)
    before = total_chips(hand)
    assert before == sum(stacks.values())
    play(hand, rng)
    assert hand.outcome is HandOutcome.COMPLETE
    assert total_chips(hand) == before
    assert all(stack >= 0 for stack in hand.stacks.values())
    assert sum(hand.payouts.values()) + sum(hand.returned.values()) == sum(s.contributed for s in hand.seats.values())


@settings(max_examples=150, deadline=None)
@given(tables())
def test_the_blinds_post_and_the_first_action_falls_where_the_policy_says(floors, table):
    game, stacks, button, stakes, options, seed = table
    hand = new_hand(floors[game], started(game, stacks, button, stakes, options), random.Random(seed))
    seats = tuple(sorted(stacks))
    posters = blind_posters(hand.view.seats, button, len(stakes.blinds))
    for seat, blind in zip(posters, stakes.blinds, strict=False):
        ante = stakes.big_blind_ante if len(posters) > 1 and seat == posters[1] else 0
        assert hand.seats[seat].contributed == min(blind + ante, stacks[seat])
    rng = random.Random(seed)
    exp = deal_until_action(hand)
    if isinstance(exp, ExpectAction) and exp.street is Street.PREFLOP:
        # the engine passes the turn on from the policy's seat past any seat already all in
        first = preflop_first_to_act(seats, seats, button, stakes.blinds)
        order = [s for s in _clockwise_from(seats, first) if hand.seats[s].stack > 0]
        assert exp.seat == order[0]
    play(hand, rng)
    assert hand.outcome is HandOutcome.COMPLETE


def _clockwise_from(seats, first):
    index = seats.index(first)
    return seats[index:] + seats[:index]
