"""Table-driven showdown awards per game and per odd-chip option (TDA2024-20, TDA2024-21, RROP-TIES-3, FACT-6)."""

import pytest

import floorcall_stud.razz
import floorcall_stud.stud
import floorcall_stud.stud5
import floorcall_stud.stud8
from floorcall import Street
from floorcall import procedure as policy
from floorcall._mechanics.pots import Pot
from floorcall.cards import parse_cards
from floorcall.ranking import high_hand

# the games whose showdowns are high, high-low eight or better, and ace-to-five low
HIGH, HILO, LOW = floorcall_stud.stud.GAME, floorcall_stud.stud8.GAME, floorcall_stud.razz.GAME
TDA, RROP, POSITION = "high-card-by-suit", "low-card-by-suit", "position"
ALL = (TDA, RROP, POSITION)


def _pot(amount, *seats):
    return Pot(amount=amount, eligible=frozenset(seats))


def _every_rule(payouts):
    return {rule: payouts for rule in ALL}


def _hands(by_seat):
    return {seat: parse_cards(text) for seat, text in by_seat.items()}


# Two nine-high straights; seat 2 also holds an ace that does not play.
STRAIGHTS = {1: "9s 8d 7c 6h 5s 2c 2d", 2: "9h 8c 7d 6s 5c Ah 3h"}
# Case 060: both make 8-6-4-3-A in razz.
RAZZ_TIE = {2: "8s 6c 4d 3h Ah Kc Kd", 5: "8d 6h 4s 3c Ac Qs Jd"}
# Stud hi-lo: seat 3 has the high (queens full), seats 1 and 2 tie for the low with 6-4-3-2-A.
QUARTERED = {1: "As 2d 3h 4c 6s Kd Kh", 2: "Ac 2c 3d 4s 6h Tc Ts", 3: "Qs Qd Qh Jc Jd 9s 9c"}

CASES = [
    # (id, showdown, hands in deal order, pots, {odd-chip rule: payouts}, chip unit)
    (
        "stud-single-winner",
        HIGH,
        {1: "As Ad Kc Kd 2h 3s 9c", 2: "Qs Qd Qc 2c 3c 4d 7h"},
        [_pot(1000, 1, 2)],
        _every_rule({2: 1000}),
        1,
    ),
    (
        "stud-tie-odd-chip",
        HIGH,
        STRAIGHTS,
        [_pot(1001, 1, 2)],
        {TDA: {1: 501, 2: 500}, RROP: {1: 500, 2: 501}, POSITION: {1: 501, 2: 500}},
        1,
    ),
    (
        "stud-tie-position-follows-deal-order",
        HIGH,
        {2: STRAIGHTS[2], 1: STRAIGHTS[1]},
        [_pot(1001, 1, 2)],
        {POSITION: {1: 500, 2: 501}},
        1,
    ),
    (
        "stud-side-pots-settled-separately",
        HIGH,
        {1: "Ks Kd 2c 3c 4d 7h 9s", 2: "Qs Jd 2d 3d 5h 8h Ts", 3: "As Ad 2h 3h 4s 7s 9d"},
        [_pot(300, 1, 2, 3), _pot(400, 1, 2)],
        _every_rule({3: 300, 1: 400}),
        1,
    ),
    (
        "stud5-five-cards",
        HIGH,
        {1: "As Ks Qs Js Ts", 2: "2c 2d 2h 2s 3c"},
        [_pot(500, 1, 2)],
        _every_rule({1: 500}),
        1,
    ),
    (
        "razz-case-060",
        LOW,
        RAZZ_TIE,
        [_pot(975, 2, 5)],
        {TDA: {2: 500, 5: 475}, RROP: {2: 475, 5: 500}, POSITION: {2: 500, 5: 475}},
        25,
    ),
    ("razz-case-060-in-single-chips", LOW, RAZZ_TIE, [_pot(975, 2, 5)], {TDA: {2: 488, 5: 487}}, 1),
    (
        "razz-a-straight-flush-is-a-seven-low-and-beats-a-pair",
        LOW,
        {1: "9c 8c 7c 6c 5c 4c 3c", 2: "As Ah 2c 2d 3s 3d 4h"},
        [_pot(600, 1, 2)],
        _every_rule({1: 600}),
        1,
    ),
    (
        "stud8-scoop-with-a-steel-wheel",
        HILO,
        {1: "As 2s 3s 4s 5s Kd Kc", 2: "Kh Ks Qd Qc 9h 9d 8c"},
        [_pot(1000, 1, 2)],
        _every_rule({1: 1000}),
        1,
    ),
    (
        "stud8-split-odd-chip-to-the-high-half",
        HILO,
        {1: "Kh Ks Kd Qc Qd 9h 8c", 2: "Ac 2d 3h 4c 7s Jd Qs"},
        [_pot(1001, 1, 2)],
        _every_rule({1: 501, 2: 500}),
        1,
    ),
    (
        "stud8-no-qualifying-low-high-takes-all",
        HILO,
        {1: "Kh Ks Kd Qc Qd 9h 8c", 2: "Ac 2d 3h 9c Ts Jd Qs"},
        [_pot(1001, 1, 2)],
        _every_rule({1: 1001}),
        1,
    ),
    (
        "stud8-quartered-low-tie",
        HILO,
        QUARTERED,
        [_pot(1002, 1, 2, 3)],
        {TDA: {3: 501, 1: 251, 2: 250}, RROP: {3: 501, 1: 250, 2: 251}, POSITION: {3: 501, 1: 251, 2: 250}},
        1,
    ),
    (
        "stud8-two-wheels-share-the-whole-pot",
        HILO,
        {1: "As 2d 3h 4c 5s Kd Qh", 2: "Ac 2c 3d 4s 5h Jc Js"},
        [_pot(1001, 1, 2)],
        {TDA: {1: 501, 2: 500}, RROP: {1: 501, 2: 500}, POSITION: {1: 501, 2: 500}},
        1,
    ),
]


@pytest.mark.parametrize(
    ("showdown", "hands", "pots", "rule", "payouts", "unit"),
    [
        pytest.param(showdown, hands, pots, rule, payouts, unit, id=f"{name}-{rule}")
        for name, showdown, hands, pots, by_rule, unit in CASES
        for rule, payouts in by_rule.items()
    ],
)
def test_tda_2024_r20_awards_and_odd_chips(showdown, hands, pots, rule, payouts, unit):
    won = policy.award_showdown(pots, _hands(hands), game=showdown, odd_chip=rule, unit=unit)
    assert won == payouts
    assert sum(won.values()) == sum(pot.amount for pot in pots)


@pytest.mark.parametrize(
    ("rule", "low", "expected"),
    [
        # three-way tie: five-card highest cards 9s, 9h, 9d (aces and kings outside the five)
        (TDA, False, [1, 2, 3]),
        (RROP, False, [3, 2, 1]),  # all cards: Ad > Kc > Qs
        (POSITION, False, [3, 1, 2]),
    ],
)
def test_odd_chip_order_of_three_tied_high_hands(rule, low, expected):
    hands = _hands({3: "9d 8h 7s 6c 5d Ad 2c", 1: "9s 8d 7c 6h 5s Qs 2d", 2: "9h 8c 7d 6s 5c Kc 2h"})
    order = policy.odd_chip_order(hands, rule, low=low, hand_of=high_hand)
    assert list(order([1, 2, 3])) == expected


def test_unknown_odd_chip_rule_is_refused():
    with pytest.raises(ValueError, match="unknown odd-chip rule"):
        policy.award_showdown([_pot(10, 1, 2)], _hands(STRAIGHTS), game=HIGH, odd_chip="coin", unit=1)


def test_unknown_cards_cannot_be_ranked():
    hands = {1: parse_cards("?? ?? Kc Kd 2h 3s 9c"), 2: parse_cards(STRAIGHTS[2])}
    with pytest.raises(ValueError, match=r"\?\?|unknown"):
        policy.award_showdown([_pot(10, 1, 2)], hands, game=HIGH, odd_chip=TDA, unit=1)


class FakeView:
    """Just what the ``*_for`` readers use of a HandView."""

    def __init__(self, cards, faces, board="", options=None):
        self._cards = _hands(cards)
        self._faces = faces
        self.board = parse_cards(board)
        self.options = options or {}
        self.live_seats = tuple(cards)

    def cards(self, seat):
        return self._cards[seat]

    def upcards(self, seat):
        return tuple(card for card, up in zip(self._cards[seat], self._faces, strict=False) if up)


SEVEN_FACES = (False, False, True, True, True, True, False)


@pytest.mark.parametrize(
    ("module", "expected"),
    [(floorcall_stud.stud, {1: 1000}), (floorcall_stud.stud8, {1: 1000}), (floorcall_stud.razz, {1: 1000})],
)
def test_a_shared_seventh_card_plays_in_every_hand(module, expected):
    # TDA RP-10-H.B: the stub was short, so one community card was turned for seventh street; the 5s makes seat 1
    # a wheel (without it: ace high against kings, and stud8 would split)
    view = FakeView({1: "As 2d 3h 4c 7d Qh", 2: "Ks Kc Qd Jc 9s 8h"}, SEVEN_FACES, board="5s")
    assert policy.awards_for(module.GAME, view, (_pot(1000, 1, 2),)) == expected


def test_chip_unit_option_reaches_the_award():
    view = FakeView(RAZZ_TIE, SEVEN_FACES, options={"chip-unit": 25, "odd-chip": RROP})
    assert policy.awards_for(floorcall_stud.razz.GAME, view, (_pot(975, 2, 5),)) == {2: 475, 5: 500}
    view.options = {"chip-unit": "25"}
    with pytest.raises(ValueError, match="chip-unit"):
        policy.awards_for(floorcall_stud.razz.GAME, view, (_pot(975, 2, 5),))


def test_the_readers_use_live_seats_and_the_board_tie_option():
    view = FakeView({2: "2c 3c Qh 9d", 5: "2d 3d Qs 9c", 7: "4c 4d 8d 4s"}, (False, False, True, True))
    assert policy.bring_in_for(floorcall_stud.stud.GAME, view) == 7
    assert policy.bring_in_for(floorcall_stud.razz.GAME, view) == 5
    assert policy.first_to_act_for(floorcall_stud.stud.GAME, view, Street.FOURTH) == 5
    view.options = {"board-tie": "position"}
    assert policy.first_to_act_for(floorcall_stud.stud5.GAME, view, Street.FOURTH) == 2
    assert policy.first_to_act_for(floorcall_stud.razz.GAME, view, Street.FOURTH) == 7  # 8-4 is the lowest board
