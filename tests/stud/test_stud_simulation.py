"""Property tests: random stud hands under random options end, conserve chips and pay only live seats."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import floorcall
from floorcall import HandOutcome, HandStarted, Stakes, Street, Table
from floorcall._app.simulate import deal_next, new_hand, random_action
from floorcall.model.expectations import ExpectAction, HandOver
from floorcall.ranking import high_board_strength, low_board_strength
from tests.stud.stud_helpers import GAMES, passive, stud_floor

FIRST_STREET = {"stud": Street.THIRD, "stud8": Street.THIRD, "razz": Street.THIRD, "stud5": Street.SECOND}
CARDS_AT_SHOWDOWN = {"stud": 7, "stud8": 7, "razz": 7, "stud5": 5}

option_values = st.fixed_dictionaries(
    {
        "max-bets": st.sampled_from([0, 1, 4, 5]),
        "cap-heads-up": st.booleans(),
        "open-pair-double": st.booleans(),
        "board-tie": st.sampled_from(["suit", "position"]),
        "odd-chip": st.sampled_from(["high-card-by-suit", "low-card-by-suit", "position"]),
        "chip-unit": st.sampled_from([1, 2, 5]),
        "five-stud-opener": st.sampled_from(["bring-in", "high-card"]),
    }
)
stakes_values = st.sampled_from(
    [
        Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10),
        Stakes(ante=0, bring_in=1, small_bet=2, big_bet=4),
        Stakes(ante=5, bring_in=5, small_bet=10, big_bet=20),
        Stakes(ante=2, small_bet=4, big_bet=8),  # no bring-in: the best board opens
    ]
)
FLOORS = {}


def _floor(options):
    key = tuple(sorted(options.items()))
    if key not in FLOORS:
        FLOORS[key] = stud_floor(options=options, rulebook="short-stub-book")
    return FLOORS[key]


def _door_key(card, game):
    if game == "razz":
        return (1 if card.rank == 14 else card.rank), card.suit
    return card.rank, card.suit


def _board_strength(game):
    return low_board_strength if game == "razz" else high_board_strength


def _check_street_opens(hand, exp, game):
    """The bring-in is the worst door card; otherwise, with nobody all in, the best board acts first."""
    view = hand.view
    if exp.street is FIRST_STREET[game] and view.bring_in_seat is not None:
        doors = {seat: view.upcards(seat)[0] for seat in view.live_seats}
        worst = (max if game == "razz" else min)(doors, key=lambda seat: _door_key(doors[seat], game))
        assert view.bring_in_seat == worst
        return
    live = view.live_seats
    if any(view.is_all_in(seat) for seat in live):
        return
    strength = _board_strength(game)
    boards = {seat: strength(view.upcards(seat)[:4]) for seat in live}
    assert boards[exp.seat] == max(boards.values())


def _play(hand, rng, game, policy=random_action):
    opened = set()
    for _ in range(3000):
        exp = hand.expected()
        if isinstance(exp, HandOver):
            return hand
        event = deal_next(hand, exp)
        if event is None:
            assert isinstance(exp, ExpectAction), exp
            if exp.street not in opened:
                opened.add(exp.street)
                _check_street_opens(hand, exp, game)
            event = policy(exp.options, rng)
        hand.apply(event)
    raise AssertionError("the hand never ended")


def _check_end(hand, stacks, game):
    assert hand.outcome is HandOutcome.COMPLETE
    assert sum(hand.stacks.values()) == sum(stacks)
    live = set(hand.live_seats())
    assert set(hand.payouts) <= live
    if len(live) > 1:  # a community seventh card (short stub) counts as each seat's seventh
        assert all(len(hand.view.cards(seat)) + len(hand.board) == CARDS_AT_SHOWDOWN[game] for seat in live)


@settings(max_examples=300, deadline=None)
@given(
    game=st.sampled_from(GAMES),
    stacks=st.lists(st.integers(min_value=1, max_value=300), min_size=2, max_size=8),
    seed=st.integers(0, 2**32),
    options=option_values,
    stakes=stakes_values,
)
def test_random_hands_end_conserve_chips_and_pay_only_live_seats(game, stacks, seed, options, stakes):
    if game != "stud5":
        options = {name: value for name, value in options.items() if name != "five-stud-opener"}
    rng = random.Random(seed)
    started = HandStarted(game=game, table=Table.of(stacks), stakes=stakes)
    hand = _play(new_hand(_floor(options), started, rng), rng, game)
    _check_end(hand, stacks, game)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 8), game=st.sampled_from(["stud5"]))
def test_five_card_stud_seats_eight(seed, players, game):
    stacks = [1000] * players
    rng = random.Random(seed)
    started = HandStarted(game=game, table=Table.of(stacks), stakes=Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10))
    hand = _play(new_hand(_floor({}), started, rng), rng, game, policy=lambda options, _: passive(options))
    _check_end(hand, stacks, game)


def _call_down(game, players, floor):
    """Deal ``players`` seats who all call every street to the showdown; return the hand and each street's opener."""
    rng = random.Random(11)
    stakes = Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10)
    hand = new_hand(floor, HandStarted(game=game, table=Table.of([1000] * players), stakes=stakes), rng)
    openers = {}
    while not isinstance(exp := hand.expected(), HandOver):
        event = deal_next(hand, exp)
        if event is None:
            openers.setdefault(exp.street, exp.seat)
            event = passive(exp.options)
        hand.apply(event)
    return hand, openers


@pytest.mark.parametrize("game", ["stud", "stud8", "razz"])
def test_fact_4_eight_players_reaching_seventh_street_share_a_community_card(game):
    hand, openers = _call_down(game, 8, _floor({}))
    assert hand.outcome is HandOutcome.COMPLETE
    assert len(hand.board) == 1  # 51 cards out before seventh street: TDA RP-10-H.C
    assert all(len(hand.view.cards(seat)) == 6 for seat in hand.view.seats)
    assert openers[Street.SEVENTH] == openers[Street.SIXTH]  # TDA RP-10-H.D
    assert sum(hand.stacks.values()) == 8000


@pytest.mark.parametrize("game", ["stud", "stud8", "razz"])
def test_fact_4_seven_players_reaching_seventh_street_get_the_burns_back(game):
    hand, _ = _call_down(game, 7, _floor({}))
    assert hand.outcome is HandOutcome.COMPLETE
    assert hand.board == []  # 45 cards out: the stub and the three burns deal everyone (TDA RP-10-H.A)
    assert all(len(hand.view.cards(seat)) == 7 for seat in hand.view.seats)


def test_the_reserve_makes_the_engine_report_a_short_stub():
    # eight players: 51 cards out before seventh street, which needs a burn, eight cards and the reserved last card
    short = r"stub_short \(street seventh, stub 1, required 10, burns 3, live 8\)"
    with pytest.raises(floorcall.NoRulingError, match=short):
        _call_down("stud", 8, stud_floor())
