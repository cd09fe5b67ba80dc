"""Table-driven tests of the stud procedure: deals, limits, bring-in and first to act, per game and option value."""

import pytest

import floorcall_stud.razz
import floorcall_stud.stud
import floorcall_stud.stud5
import floorcall_stud.stud8
from floorcall import Stakes, Street, StreetPlan
from floorcall import procedure as policy
from floorcall._mechanics.betting import StreetBetting, Structure
from floorcall.cards import parse_cards
from floorcall.procedure import Game, StreetProcedure

GAMES = {
    "stud": floorcall_stud.stud.GAME,
    "stud8": floorcall_stud.stud8.GAME,
    "razz": floorcall_stud.razz.GAME,
    "stud5": floorcall_stud.stud5.GAME,
}
STAKES = Stakes(ante=100, bring_in=100, small_bet=400, big_bet=800)
SEVEN = (Street.THIRD, Street.FOURTH, Street.FIFTH, Street.SIXTH, Street.SEVENTH)
FIVE = (Street.SECOND, Street.THIRD, Street.FOURTH, Street.FIFTH)


def _cards(by_seat):
    return {seat: parse_cards(text) for seat, text in by_seat.items()}


# -- the games as registered ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "code", "streets"),
    [("stud", "F7S", SEVEN), ("stud8", "F7S/8", SEVEN), ("razz", "FR", SEVEN), ("stud5", "F5S", FIVE)],
)
def test_games_are_declared_with_their_phh_code_streets_and_eight_seats(game, code, streets):
    spec = GAMES[game].spec
    assert (spec.name, spec.family, spec.phh_code, spec.streets, spec.max_seats) == (game, "stud", code, streets, 8)
    assert spec.stakes_needed == ("bring_in", "small_bet", "big_bet")
    # a plain PHH history replays PokerKit's conventions: ties to the seat dealt first, four bets a round
    assert {d.option: d.value for d in spec.phh_defaults} == {
        "board-tie": "position",
        "odd-chip": "position",
        "max-bets": 4,
    }


@pytest.mark.parametrize("game", ["stud", "stud8", "razz"])
@pytest.mark.parametrize(
    ("street", "plan"),
    [
        (Street.THIRD, StreetPlan(street=Street.THIRD, hole=(False, False, True))),
        (Street.FOURTH, StreetPlan(street=Street.FOURTH, burn=True, hole=(True,))),
        (Street.FIFTH, StreetPlan(street=Street.FIFTH, burn=True, hole=(True,))),
        (Street.SIXTH, StreetPlan(street=Street.SIXTH, burn=True, hole=(True,))),
        (Street.SEVENTH, StreetPlan(street=Street.SEVENTH, burn=True, hole=(False,), reserve=1)),
    ],
)
def test_fact_3_seven_card_deal(game, street, plan):
    assert GAMES[game].street_of(street).plan == plan


@pytest.mark.parametrize(
    ("street", "plan"),
    [
        (Street.SECOND, StreetPlan(street=Street.SECOND, hole=(False, True))),
        (Street.THIRD, StreetPlan(street=Street.THIRD, burn=True, hole=(True,))),
        (Street.FOURTH, StreetPlan(street=Street.FOURTH, burn=True, hole=(True,))),
        (Street.FIFTH, StreetPlan(street=Street.FIFTH, burn=True, hole=(True,))),
    ],
)
def test_floorcall_default_4_five_card_deal(street, plan):
    assert GAMES["stud5"].street_of(street).plan == plan


def test_a_street_the_game_does_not_have_is_refused():
    with pytest.raises(ValueError, match="stud5 has no sixth street"):
        GAMES["stud5"].street_of(Street.SIXTH)
    third = StreetProcedure(plan=StreetPlan(street=Street.THIRD), opener=policy.Opener.HIGH_BOARD)
    with pytest.raises(ValueError, match="plays a street twice"):
        Game(name="twice", streets=(third, third), structure=Structure.FIXED_LIMIT, showdown=GAMES["stud"].showdown)


# -- bring-in -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("low_board", "doors", "seat"),
    [
        (False, {1: "Kd", 2: "7c", 3: "2d", 4: "Jh", 5: "9s", 6: "2c", 7: "5h"}, 6),  # case 061: clubs lowest
        (False, {1: "2s", 2: "2h", 3: "2d"}, 3),
        (False, {1: "As", 2: "Kc", 3: "Ad"}, 2),  # the ace is high
        (False, {1: "Ac", 2: "Ad", 3: "Ah"}, 1),
        (False, {1: "3c", 2: "", 3: "4c"}, 1),  # a seat with no upcard is skipped
        (False, {1: "??", 2: "Kc", 3: "??", 4: "Qd"}, 4),  # unrecorded upcards of a hand history are left out
        (True, {1: "Ac", 2: "Kh", 3: "4d", 4: "Ks", 5: "9c", 6: "Qs"}, 4),  # case 062: K of spades
        (True, {1: "Ac", 2: "2c", 3: "As"}, 2),  # an ace never brings in while another rank shows
        (True, {1: "Ac", 2: "Ad", 3: "As"}, 3),
        (True, {1: "7c", 2: "7h", 3: "6s"}, 2),
    ],
)
def test_fact_2_bring_in(low_board, doors, seat):
    assert policy.bring_in_seat(_cards(doors), low_board=low_board) == seat


def test_two_upcards_on_the_first_street_count_both():
    assert policy.bring_in_seat(_cards({1: "9c 3d", 2: "4c"}), low_board=False) == 1
    assert policy.bring_in_seat(_cards({1: "9c 3d", 2: "4c"}), low_board=True) == 1


def test_nobody_showing_an_upcard_cannot_bring_in():
    with pytest.raises(ValueError, match="no live seat shows an upcard"):
        policy.bring_in_seat({1: (), 2: ()}, low_board=False)


# -- first to act ---------------------------------------------------------------------------------------------

HIGH_BOARDS = [
    # (boards in deal order, first to act with "suit", with "position")
    ({2: "Qh 9d", 4: "Jc Th", 5: "Qs 9c", 7: "8d 4s"}, 5, 2),  # case 024
    ({3: "Ad Kc 5h", 6: "As Kh 5c", 8: "7c 6c 2d"}, 6, 3),  # case 026
    ({1: "2c 2d", 2: "As Ks", 3: "Qh Jh"}, 1, 1),  # a pair beats high cards
    ({1: "9s 8s 7s 6s", 2: "2c 2d 3h 4s"}, 2, 2),  # four to a straight flush shows only high cards
    ({1: "Kc Kd 2h", 2: "Kh Ks 3c"}, 2, 2),  # kickers count before suits
    ({1: "5c 5d 5h", 2: "Ac Ad Kc Kd"}, 1, 1),  # trips beat two pair
    ({3: "Ks Qd", 1: "Kd Qs"}, 3, 3),  # deal order, not seat number: seat 3 was dealt first (dealer at 2)
    ({1: "Kd Qs", 3: "Ks Qd"}, 3, 1),
    ({1: "Ah", 2: "As", 3: "Kc"}, 2, 1),  # one upcard each (the high-card opener of five-card stud)
    ({1: "?? ??", 2: "Kc 2d", 3: "Qs Jd"}, 2, 2),  # unrecorded upcards are left out
]


@pytest.mark.parametrize(("boards", "by_suit", "by_position"), HIGH_BOARDS)
@pytest.mark.parametrize("tie", ["suit", "position"])
def test_tda_rp10_d_rrop_stud_1_high_board_acts_first(boards, by_suit, by_position, tie):
    expected = by_suit if tie == "suit" else by_position
    assert policy.first_to_act_seat(_cards(boards), low_board=False, tie=tie) == expected


LOW_BOARDS = [
    ({1: "Kc Qd", 2: "Ac 2c", 3: "5h 4h"}, 2, 2),  # the ace is low
    ({1: "2c 2d", 2: "Kh Qs"}, 2, 2),  # any unpaired board beats a paired one
    ({1: "6c 4d 2h", 2: "6h 5c Ad"}, 1, 1),  # the highest card decides, then the next
    ({1: "Ac 3c", 2: "Ah 3d"}, 2, 1),  # tie: highest card by suit, ace low: 3d beats 3c
    ({1: "As 3c", 2: "Ah 3d"}, 2, 1),  # the ace of spades does not count as the highest card in razz
    ({1: "Kc Kd", 2: "Kh Ks", 3: "Qc Qd"}, 3, 3),  # the lower pair is the better razz board
]


@pytest.mark.parametrize(("boards", "by_suit", "by_position"), LOW_BOARDS)
@pytest.mark.parametrize("tie", ["suit", "position"])
def test_tda_rp10_d_razz_low_board_acts_first(boards, by_suit, by_position, tie):
    expected = by_suit if tie == "suit" else by_position
    assert policy.first_to_act_seat(_cards(boards), low_board=True, tie=tie) == expected


def test_only_the_first_four_upcards_make_a_board():
    # a seventh card left face up by a ruling does not change who opens seventh street
    boards = {1: policy.board_of(parse_cards("Kc Kd 2h 3s As")), 2: policy.board_of(parse_cards("Qc Qd 4h 5s"))}
    assert boards[1] == parse_cards("Kc Kd 2h 3s")
    assert policy.first_to_act_seat(boards, low_board=False, tie="suit") == 1


def test_first_to_act_errors():
    with pytest.raises(ValueError, match="unknown board-tie"):
        policy.first_to_act_seat(_cards({1: "Kc", 2: "Kd"}), low_board=False, tie="coin")
    with pytest.raises(ValueError, match="no live seat shows a board"):
        policy.first_to_act_seat({1: (), 2: parse_cards("????")}, low_board=False, tie="suit")


# -- betting limits -------------------------------------------------------------------------------------------

NO_PAIR = _cards({1: "Ad 7s", 3: "Kd 2h"})
OPEN_PAIR = _cards({1: "Ad 7s", 3: "8h 8c"})


def _limits(bet, *, bring_in=None, big=None, max_bets=5, heads_up=True):
    return StreetBetting(
        structure=Structure.FIXED_LIMIT,
        bet=bet,
        big_bet_option=big,
        bring_in=bring_in,
        max_bets=max_bets,
        cap_heads_up=heads_up,
        reopen_fraction=0.5,
    )


@pytest.mark.parametrize(
    ("game", "street", "options", "boards", "expected"),
    [
        ("stud", Street.THIRD, {}, NO_PAIR, _limits(400, bring_in=100)),
        ("stud", Street.FOURTH, {}, NO_PAIR, _limits(400)),
        ("stud", Street.FOURTH, {}, OPEN_PAIR, _limits(400)),  # TDA RP-10-F: no double bet by default
        ("stud", Street.FOURTH, {"open-pair-double": True}, OPEN_PAIR, _limits(400, big=800)),  # RROP-STUD-4
        ("stud", Street.FOURTH, {"open-pair-double": True}, NO_PAIR, _limits(400)),
        ("stud", Street.FIFTH, {"open-pair-double": True}, OPEN_PAIR, _limits(800)),
        ("stud", Street.SIXTH, {}, NO_PAIR, _limits(800)),
        ("stud", Street.SEVENTH, {}, NO_PAIR, _limits(800)),
        ("stud8", Street.THIRD, {}, NO_PAIR, _limits(400, bring_in=100)),
        ("stud8", Street.FOURTH, {"open-pair-double": True}, OPEN_PAIR, _limits(400)),  # never in stud8
        ("stud8", Street.FIFTH, {}, NO_PAIR, _limits(800)),
        ("razz", Street.THIRD, {}, NO_PAIR, _limits(400, bring_in=100)),
        ("razz", Street.FOURTH, {"open-pair-double": True}, OPEN_PAIR, _limits(400)),  # never in razz
        ("razz", Street.SEVENTH, {}, NO_PAIR, _limits(800)),
        ("stud5", Street.SECOND, {}, NO_PAIR, _limits(400, bring_in=100)),
        ("stud5", Street.THIRD, {"open-pair-double": True}, OPEN_PAIR, _limits(400, big=800)),
        ("stud5", Street.THIRD, {}, OPEN_PAIR, _limits(400)),
        ("stud5", Street.FOURTH, {"open-pair-double": True}, OPEN_PAIR, _limits(800)),
        ("stud5", Street.FIFTH, {}, NO_PAIR, _limits(800)),
        ("stud5", Street.SECOND, {"five-stud-opener": "high-card"}, NO_PAIR, _limits(400)),
        ("stud", Street.THIRD, {"five-stud-opener": "high-card"}, NO_PAIR, _limits(400, bring_in=100)),
        ("stud", Street.THIRD, {"max-bets": 4}, NO_PAIR, _limits(400, bring_in=100, max_bets=4)),
        ("razz", Street.FIFTH, {"max-bets": 0}, NO_PAIR, _limits(800, max_bets=None)),
        ("stud8", Street.SIXTH, {"cap-heads-up": False}, NO_PAIR, _limits(800, heads_up=False)),
    ],
)
def test_fact_3_fixed_limit_betting(game, street, options, boards, expected):
    assert policy.street_betting(GAMES[game], street, STAKES, options, boards) == expected


def test_no_bring_in_in_the_stakes_leaves_the_first_street_to_the_best_board():
    stakes = Stakes(ante=10, small_bet=20, big_bet=40)
    assert policy.street_betting(GAMES["stud"], Street.THIRD, stakes, {}, NO_PAIR) == _limits(20)


def test_open_pair_needs_a_big_bet_above_the_small_bet():
    flat = Stakes(ante=10, bring_in=5, small_bet=20, big_bet=20)
    limits = policy.street_betting(GAMES["stud"], Street.FOURTH, flat, {"open-pair-double": True}, OPEN_PAIR)
    assert limits.big_bet_option is None


@pytest.mark.parametrize(
    ("stakes", "options", "message"),
    [
        (Stakes(ante=10, bring_in=5, small_bet=20), {}, "need a big bet"),
        (STAKES, {"max-bets": -1}, "max-bets"),
    ],
)
def test_impossible_limits_are_refused(stakes, options, message):
    with pytest.raises(ValueError, match=message):
        policy.street_betting(GAMES["stud"], Street.FIFTH, stakes, options, NO_PAIR)


def test_a_bring_in_equal_to_the_small_bet_is_refused_by_the_stakes():
    with pytest.raises(ValueError, match="bring-in"):
        Stakes(ante=10, bring_in=20, small_bet=20, big_bet=40)


def test_open_pair_shows_on_any_board():
    assert policy.shows_open_pair(OPEN_PAIR)
    assert not policy.shows_open_pair(NO_PAIR)
    assert policy.shows_open_pair(_cards({1: "Kc Qd 9h 9s"}))
