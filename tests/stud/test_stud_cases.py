"""The worked stud cases (shared/rules/cases 024, 026, 027, 029, 060, 061, 062), each played on the engine.

Every case is dealt as a synthetic hand from a per-seat script; the rulebook's answers are reached through the
options a rulebook sets (``board-tie``, ``odd-chip``, ``open-pair-double``), since the games read only options.
"""

import tomllib

import pytest

from floorcall import BetOrRaisedTo, BringInPosted, CheckedOrCalled, Folded, HandOutcome, Stakes, Street
from floorcall.model.expectations import ExpectAction, HandOver
from tests.stud.stud_helpers import door_script, play_to_street, scripted_hand, stud_floor

TDA = {"board-tie": "suit", "odd-chip": "high-card-by-suit", "open-pair-double": False}
RROP = {"board-tie": "position", "odd-chip": "low-card-by-suit", "open-pair-double": True}
BOOKS = {"tda-2024": TDA, "rrop": RROP}


def _answer(shared_dir, number, book):
    [path] = (shared_dir / "rules" / "cases").glob(f"{number}-*.toml")
    return tomllib.loads(path.read_text())["check"]["answer"][book]


def _legal_bets(options):
    """Bet or completion totals, the bring-in included when it may be opened for (checks and calls left out)."""
    amounts = set(options.bet_to)
    if options.bring_in is not None:
        amounts.add(options.bring_in)
    return sorted(amounts)


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_case_024_tied_high_boards_on_fourth_street(shared_dir, book):
    script = door_script(
        {2: "Qh", 4: "Jc", 5: "Qs", 7: "8d"}, later={2: "9d", 4: "Th", 5: "9c", 7: "4s"}
    )  # seats 2 and 5 show Q-9
    hand, dealer, first = scripted_hand(
        stud_floor(options=BOOKS[book]), "stud", {2: 5000, 4: 5000, 5: 5000, 7: 5000}, script
    )
    assert first.seat == 7  # the 8d brings in
    exp = play_to_street(hand, dealer, Street.FOURTH)
    answer = _answer(shared_dir, "024", book)
    assert exp.seat == answer["first_to_act"] == (5 if book == "tda-2024" else 2)
    if "legal_bets" in answer:
        assert _legal_bets(exp.options) == answer["legal_bets"] == [400]


@pytest.mark.parametrize(("board_tie", "expected"), [("suit", 6), ("position", 3)])
def test_case_026_tied_high_boards_in_stud8(shared_dir, board_tie, expected):
    script = door_script({3: "Ad", 6: "As", 8: "7c"}, later={3: "Kc 5h", 6: "Kh 5c", 8: "6c 2d"})
    hand, dealer, first = scripted_hand(
        stud_floor(options={"board-tie": board_tie}), "stud8", {3: 5000, 6: 5000, 8: 5000}, script
    )
    assert first.seat == 8  # the ace counts high for the bring-in: 7c is the lowest door
    exp = play_to_street(hand, dealer, Street.FIFTH)
    assert exp.seat == expected
    if board_tie == "suit":
        assert exp.seat == _answer(shared_dir, "026", "tda-2024")["first_to_act"]
    else:  # the WSOP stud-8 answer the case gives beside TDA's: the tied seat dealt first (WSOP24T-STUD8)
        [path] = (shared_dir / "rules" / "cases").glob("026-*.toml")
        wsop = tomllib.loads(path.read_text())["expected_by_rulebook"]["wsop"]
        assert wsop["outcome"] == f"first to act = seat {exp.seat}"
        assert wsop["citations"] == ["WSOP24T-STUD8"]


def test_case_027_bring_in_card_all_in_for_the_ante(shared_dir):
    doors = {1: "9h", 2: "Td", 3: "4s", 4: "2c", 5: "6d", 6: "Kc"}
    stacks = {1: 3000, 2: 5200, 3: 900, 4: 100, 5: 2500, 6: 7000}
    hand, _, exp = scripted_hand(stud_floor(), "stud", stacks, door_script(doors))
    answer = _answer(shared_dir, "027", "tda-2024")
    assert hand.bring_in_seat == 4
    assert hand.betting.spec.must_open
    assert exp.seat == answer["first_to_act"] == 5
    assert not exp.options.can_check
    assert _legal_bets(exp.options) == answer["legal_bets"] == [100, 400]


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_case_029_open_pair_on_fourth_street(shared_dir, book):
    script = door_script({1: "Ad", 3: "8h", 6: "Kd"}, later={1: "7s", 3: "8c", 6: "2h"})
    hand, dealer, first = scripted_hand(stud_floor(options=BOOKS[book]), "stud", {1: 5000, 3: 5000, 6: 5000}, script)
    assert first.seat == 3  # 8h is the lowest door with the ace high
    exp = play_to_street(hand, dealer, Street.FOURTH)
    answer = _answer(shared_dir, "029", book)
    assert exp.seat == answer["first_to_act"] == 3
    assert exp.options.can_check
    assert _legal_bets(exp.options) == answer["legal_bets"]
    assert answer["legal_bets"] == ([400] if book == "tda-2024" else [400, 800])


@pytest.mark.parametrize("game", ["stud8", "razz"])
def test_case_029_note_no_open_pair_big_bet_in_stud8_or_razz_even_with_the_option(game):
    script = door_script({1: "Kd", 3: "8h", 6: "Qd"}, later={1: "7s", 3: "8c", 6: "2h"})
    hand, dealer, _ = scripted_hand(stud_floor(options=RROP), game, {1: 5000, 3: 5000, 6: 5000}, script)
    exp = play_to_street(hand, dealer, Street.FOURTH)
    assert _legal_bets(exp.options) == [400]


def _all_in_for_the_pot(options):
    """Seat 1 folds; the others bring in, then complete, bet or raise as far as allowed, then call."""
    seat = options.seat
    if seat == 1 and options.can_fold:
        return Folded(seat=seat)
    if options.bet_to:
        return BetOrRaisedTo(seat=seat, amount=options.bet_to[-1])
    if options.bring_in is not None and not options.can_fold:
        return BringInPosted(seat=seat)
    return CheckedOrCalled(seat=seat)


@pytest.mark.parametrize(("book", "odd_chip"), [("tda-2024", "high-card-by-suit"), ("rrop", "low-card-by-suit")])
def test_case_060_razz_tie_odd_chip(shared_dir, book, odd_chip):
    # Both make 8-6-4-3-A. Seat 1 antes and folds, so the pot is 25 + 2 x 475 = 975, 39 chips of 25.
    script = {
        1: "2c 2d 9c",
        2: "8s 6c Kd Kc 4d 3h Ah",
        5: "8d 6h Qs Jd 4s 3c Ac",
    }
    stakes = Stakes(ante=25, bring_in=25, small_bet=50, big_bet=100)
    floor = stud_floor(options={"odd-chip": odd_chip, "chip-unit": 25})
    hand, dealer, first = scripted_hand(floor, "razz", {1: 1000, 2: 475, 5: 475}, script, stakes=stakes)
    assert first.seat == 2  # the Kd is the highest door
    exp = first
    while not isinstance(exp, HandOver):
        assert isinstance(exp, ExpectAction), exp
        hand.apply(_all_in_for_the_pot(exp.options))
        exp = dealer.until_action(hand)
    assert hand.outcome is HandOutcome.COMPLETE
    assert hand.payouts == {int(seat): chips for seat, chips in _answer(shared_dir, "060", book)["payouts"].items()}
    assert hand.payouts == ({2: 500, 5: 475} if book == "tda-2024" else {2: 475, 5: 500})


@pytest.mark.parametrize("game", ["stud", "stud8"])
def test_case_061_two_deuces_showing_the_club_brings_in(shared_dir, game):
    doors = {1: "Kd", 2: "7c", 3: "2d", 4: "Jh", 5: "9s", 6: "2c", 7: "5h"}
    hand, _, exp = scripted_hand(stud_floor(), game, dict.fromkeys(doors, 5000), door_script(doors))
    answer = _answer(shared_dir, "061", "tda-2024")
    assert exp.seat == hand.bring_in_seat == answer["bring_in"] == 6
    assert not exp.options.can_fold and exp.options.bring_in == 100
    hand.apply(BringInPosted(seat=6))
    assert hand.expected().seat == answer["first_to_act"] == 7


def test_case_062_razz_king_of_spades_brings_in_and_the_ace_never_does(shared_dir):
    doors = {1: "Ac", 2: "Kh", 3: "4d", 4: "Ks", 5: "9c", 6: "Qs"}
    hand, _, exp = scripted_hand(stud_floor(), "razz", dict.fromkeys(doors, 5000), door_script(doors))
    answer = _answer(shared_dir, "062", "tda-2024")
    assert exp.seat == hand.bring_in_seat == answer["bring_in"] == 4
    hand.apply(BringInPosted(seat=4))
    assert hand.expected().seat == answer["first_to_act"] == 5
