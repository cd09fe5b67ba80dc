"""Betting in the flop games: the limits of each street, minimum raises, re-opening and caps, through real hands.

The worked examples are the catalog's (TDA 2024 rules 43-A, 47-A, 47-B, 48 and 54-B; WSOP 2024 tournament rules 96,
96-a and 100), played on the engine with the game plugins answering the limits.
"""

import pytest

from floorcall import BetOrRaisedTo, CheckedOrCalled, Folded, Stakes, Street
from floorcall._mechanics.betting import StreetBetting, Structure
from floorcall.model.expectations import ExpectAction
from floorcall.procedure import street_betting
from floorcall_flop import lhe, nlhe, o8, plo
from tests.flop.flop_helpers import deal_until_action, flop_floor, shuffled_hand

LIMIT = Stakes(small_bet=100, big_bet=200, blinds=(50, 100))
BIG_BET = Stakes(small_bet=100, blinds=(50, 100))
PHH = {"max-bets": 4, "cap-counts-big-blind": False}


def _limit(bet, max_bets=5, cap_heads_up=True):
    return StreetBetting(
        structure=Structure.FIXED_LIMIT, bet=bet, max_bets=max_bets, cap_heads_up=cap_heads_up, reopen_fraction=0.5
    )


@pytest.mark.parametrize(
    ("rules", "street", "stakes", "options", "expected"),
    [
        pytest.param(
            lhe.GAME, Street.PREFLOP, LIMIT, {}, _limit(100), id="wsop-2024-r100-limit-preflop-bet-four-raises"
        ),
        pytest.param(lhe.GAME, Street.FLOP, LIMIT, {}, _limit(100), id="limit-flop-small-bet"),
        pytest.param(lhe.GAME, Street.TURN, LIMIT, {}, _limit(200), id="limit-turn-big-bet"),
        pytest.param(o8.GAME, Street.RIVER, LIMIT, {}, _limit(200), id="o8-river-big-bet"),
        pytest.param(lhe.GAME, Street.PREFLOP, LIMIT, PHH, _limit(100, 5), id="phh-preflop-four-raises-over-blind"),
        pytest.param(lhe.GAME, Street.FLOP, LIMIT, PHH, _limit(100, 4), id="phh-flop-four-bets"),
        pytest.param(lhe.GAME, Street.RIVER, LIMIT, {"max-bets": 0}, _limit(200, None), id="no-cap"),
        pytest.param(
            o8.GAME, Street.TURN, LIMIT, {"cap-heads-up": False}, _limit(200, 5, False), id="cap-lifted-heads-up"
        ),
        pytest.param(
            lhe.GAME,
            Street.PREFLOP,
            Stakes(small_bet=100, big_bet=200, blinds=(25,)),
            PHH,
            _limit(100, 4),
            id="a-blind-below-the-bet-is-no-bet",
        ),
        pytest.param(
            nlhe.GAME, Street.PREFLOP, BIG_BET, {}, StreetBetting(structure=Structure.NO_LIMIT, bet=100), id="nl"
        ),
        pytest.param(
            plo.GAME, Street.RIVER, BIG_BET, {}, StreetBetting(structure=Structure.POT_LIMIT, bet=100), id="pl"
        ),
    ],
)
def test_street_betting_table(rules, street, stakes, options, expected):
    assert street_betting(rules, street, stakes, options) == expected


def test_limit_needs_a_big_bet_and_a_whole_cap():
    with pytest.raises(ValueError, match="big bet"):
        street_betting(lhe.GAME, Street.TURN, BIG_BET, {})
    with pytest.raises(ValueError, match="max-bets"):
        street_betting(lhe.GAME, Street.FLOP, LIMIT, {"max-bets": -1})
    with pytest.raises(ValueError, match="lhe has no third street"):
        street_betting(lhe.GAME, Street.THIRD, LIMIT, {})


def _act(hand, *events):
    """Apply each event as a regular action, dealing whatever comes between; return what the hand expects next."""
    exp = hand.expected()
    for event in events:
        assert hand.apply(event) is None, event
        exp = deal_until_action(hand)
    return exp


def _bet(seat, amount):
    return BetOrRaisedTo(seat=seat, amount=amount)


def _call(seat):
    return CheckedOrCalled(seat=seat)


def test_wsop_2024_r96_check_1_short_all_in_does_not_reopen_for_the_raiser():
    # NLHE 100-200, three players: the small blind holds 650 in all
    stakes = Stakes(small_bet=200, blinds=(100, 200))
    hand = shuffled_hand(flop_floor(("nlhe",)), "nlhe", {1: 650, 2: 20_000, 3: 20_000}, button=3, stakes=stakes)
    exp = _act(hand, _bet(3, 600), _bet(1, 650), _call(2))
    assert exp.seat == 3
    assert (exp.options.call, exp.options.min_to, exp.options.max_to) == (50, None, None)


def test_wsop_2024_r96_check_2_a_full_reraise_reopens_in_pot_limit():
    # PLO 5-10, five players: 30, re-raise to 90, all in for 100, two folds; the first raiser faces 70 more
    stakes = Stakes(small_bet=10, blinds=(5, 10))
    stacks = {1: 1000, 2: 1000, 3: 1000, 4: 1000, 5: 100}
    hand = shuffled_hand(flop_floor(("plo",)), "plo", stacks, button=5, stakes=stakes)
    exp = _act(hand, _bet(3, 30), _bet(4, 90), _bet(5, 100), Folded(seat=1), Folded(seat=2))
    assert exp.seat == 3
    assert exp.options.min_to == 160  # 100 plus the last full raise, 60
    assert exp.options.max_to == 405  # 100 to call, then the pot: 5 + 10 + 30 + 90 + 100 + 70
    assert hand.apply(_bet(3, 200)) is None


def test_wsop_2024_r96a_consecutive_short_all_ins_reopen_together():
    # A bets 500, B raises to 1000, C calls, D all in for 1300, E all in for 1700: B and C may raise again
    stacks = {1: 20_100, 2: 20_100, 3: 20_100, 4: 1400, 5: 1800}
    hand = shuffled_hand(flop_floor(("nlhe",)), "nlhe", stacks, button=5, stakes=BIG_BET)
    exp = _act(hand, _call(3), _call(4), _call(5), _call(1), _call(2))  # everyone sees the flop for 100
    assert (exp.street, exp.seat) == (Street.FLOP, 1)
    exp = _act(hand, _bet(1, 500), _bet(2, 1000), _call(3), _bet(4, 1300), _bet(5, 1700), _call(1))
    for seat in (2, 3):
        assert exp.seat == seat
        assert (exp.options.call, exp.options.min_to, exp.options.max_to) == (700, 2200, 20_000)
        exp = _act(hand, _call(seat))


def test_tda_2024_r47a_example_1_who_may_raise_after_two_short_all_ins():
    # blinds 50-100, on the flop: A bets 100, B all in 125, C calls, D all in 200, E calls
    stacks = {1: 5000, 2: 225, 3: 5000, 4: 300, 5: 5000}
    hand = shuffled_hand(flop_floor(("nlhe",)), "nlhe", stacks, button=5, stakes=BIG_BET)
    _act(hand, _call(3), _call(4), _call(5), _call(1), _call(2))
    exp = _act(hand, _bet(1, 100), _bet(2, 125), _call(3), _bet(4, 200), _call(5))
    assert exp.seat == 1  # he faces 100 more, a full raise: he may raise
    assert (exp.options.call, exp.options.min_to) == (100, 300)
    exp = _act(hand, _call(1))
    assert exp.seat == 3  # he faces only 75 more: call or fold
    assert (exp.options.call, exp.options.min_to, exp.options.bet_to) == (75, None, ())


@pytest.mark.parametrize(
    ("raises", "min_to"),
    [
        pytest.param((600, 1600, 3600), 5600, id="tda-2024-r43a-largest-full-raise-is-the-reference"),
        pytest.param((), 400, id="first-raise-at-least-the-big-blind"),
    ],
)
def test_tda_2024_r43a_minimum_raise(raises, min_to):
    stakes = Stakes(small_bet=200, blinds=(100, 200))
    hand = shuffled_hand(flop_floor(("nlhe",)), "nlhe", dict.fromkeys(range(1, 7), 50_000), button=6, stakes=stakes)
    exp = _act(hand, *(_bet(seat, amount) for seat, amount in zip((3, 4, 5), raises, strict=False)))
    assert exp.options.min_to == min_to


def test_tda_2024_r43a_example_2_a_short_all_in_leaves_the_minimum_raise():
    hand = shuffled_hand(flop_floor(("nlhe",)), "nlhe", {1: 5000, 2: 5000, 3: 150, 4: 5000}, button=4, stakes=BIG_BET)
    exp = _act(hand, _bet(3, 150))
    assert (exp.seat, exp.options.min_to) == (4, 250)


def test_a_straddle_sets_the_minimum_raise():
    stakes = Stakes(small_bet=100, blinds=(50, 100, 200))
    hand = shuffled_hand(flop_floor(("nlhe",)), "nlhe", dict.fromkeys(range(1, 6), 5000), button=5, stakes=stakes)
    exp = hand.expected()
    assert (exp.seat, exp.options.call, exp.options.min_to) == (4, 200, 400)


def test_pot_limit_preflop_pot_raise_with_full_blinds():
    # TDA 2024 rule 54-B's worked figure: PLO 100-200, the first player's pot raise is to 700
    stakes = Stakes(small_bet=200, blinds=(100, 200))
    hand = shuffled_hand(flop_floor(("plo",)), "plo", dict.fromkeys(range(1, 5), 10_000), button=4, stakes=stakes)
    exp = hand.expected()
    assert (exp.seat, exp.options.min_to, exp.options.max_to) == (3, 400, 700)


def test_tda_2024_r54b_short_big_blind_counts_in_full_for_the_pot_limit():
    stakes = Stakes(small_bet=200, blinds=(100, 200))
    stacks = {1: 10_000, 2: 100, 3: 10_000, 4: 10_000}
    hand = shuffled_hand(flop_floor(("plo",)), "plo", stacks, button=4, stakes=stakes)
    assert hand.expected().options.max_to == 700


def _limit_hand(game, stacks, options=None, stakes=None):
    stakes = stakes or Stakes(small_bet=20, big_bet=40, blinds=(10, 20))
    return shuffled_hand(flop_floor((game,), options=options), game, stacks, button=max(stacks), stakes=stakes)


@pytest.mark.parametrize("game", ["lhe", "o8"])
def test_tda_2024_r47b_half_a_bet_all_in_counts_as_a_bet(game):
    hand = _limit_hand(game, {1: 35, 2: 1000, 3: 1000})
    exp = _act(hand, _call(3), _call(1), _call(2))
    assert (exp.street, exp.seat, exp.options.bet_to) == (Street.FLOP, 1, (15,))
    exp = _act(hand, _bet(1, 15))
    assert (exp.seat, exp.options.call, exp.options.bet_to) == (2, 15, (35,))


@pytest.mark.parametrize("game", ["lhe", "o8"])
def test_wsop_2024_r129_under_half_a_bet_is_completed_or_called(game):
    hand = _limit_hand(game, {1: 1000, 2: 25, 3: 1000})
    _act(hand, _call(3), _call(1), _call(2))
    exp = _act(hand, _call(1), _bet(2, 5))
    assert (exp.seat, exp.options.call, exp.options.bet_to) == (3, 5, (20,))  # he has not acted: he may complete
    exp = _act(hand, _call(3))
    assert (exp.seat, exp.options.call, exp.options.bet_to) == (1, 5, ())  # he checked before: call or fold


@pytest.mark.parametrize(
    ("options", "street", "cap"),
    [
        pytest.param({}, Street.PREFLOP, 500, id="tda-2024-r48-blind-and-four-raises"),
        pytest.param({}, Street.FLOP, 500, id="tda-2024-r48-bet-and-four-raises"),
        pytest.param(PHH, Street.PREFLOP, 500, id="phh-four-raises-over-the-blind"),
        pytest.param(PHH, Street.FLOP, 400, id="phh-four-bets"),
        pytest.param({"max-bets": 3}, Street.PREFLOP, 300, id="house-cap"),
    ],
)
@pytest.mark.parametrize("game", ["lhe", "o8"])
def test_limit_raise_cap(game, options, street, cap):
    hand = _limit_hand(game, dict.fromkeys(range(1, 5), 10_000), options, LIMIT)
    exp = hand.expected()
    if street is Street.FLOP:
        exp = _act(hand, _call(3), _call(4), _call(1), _call(2))
    level = 100 if street is Street.PREFLOP else 0
    while exp.options.bet_to:
        assert exp.options.bet_to == (level + 100,)
        level += 100
        exp = _act(hand, _bet(exp.seat, level))
    assert isinstance(exp, ExpectAction)
    assert level == cap
    assert exp.options.call > 0


def test_cap_heads_up_option_lifts_the_cap_between_two_players():
    capped = _limit_hand("lhe", {1: 10_000, 2: 10_000}, {}, LIMIT)
    free = _limit_hand("lhe", {1: 10_000, 2: 10_000}, {"cap-heads-up": False}, LIMIT)
    raises = (_bet(2, 200), _bet(1, 300), _bet(2, 400), _bet(1, 500))
    assert _act(capped, *raises).options.bet_to == ()
    assert _act(free, *raises).options.bet_to == (600,)


def test_tda_2024_r47a_an_all_in_below_the_minimum_bet_does_not_reopen_for_a_checker():
    # (the PHH reference, PokerKit, lets the checker raise here; floorcall follows the rulebooks)
    hand = shuffled_hand(flop_floor(("nlhe",)), "nlhe", {1: 5000, 2: 140, 3: 5000}, button=3, stakes=BIG_BET)
    _act(hand, _call(3), _call(1), _call(2))
    exp = _act(hand, _call(1), _bet(2, 40))
    assert (exp.seat, exp.options.call, exp.options.min_to) == (3, 40, 140)  # not yet acted: he may raise
    exp = _act(hand, _call(3))
    assert (exp.seat, exp.options.call, exp.options.min_to) == (1, 40, None)  # he checked: call or fold
