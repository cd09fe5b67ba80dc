"""WSOP tournament clauses that state the TDA's rule, ruled on real hands under wsop-2024 (shared cases 023, 037, 053,
054).

Each hand is played under both books: the ruling is the same, and under wsop-2024 it cites the WSOP clause and
``ruled_by`` names the book and its rule.
"""

import random

import pytest

from floorcall import (
    BetOrRaisedTo,
    BoardCardDealt,
    ButtonMisplaced,
    CardBurned,
    CardToWrongSeat,
    Hand,
    HandStarted,
    IrregularityReported,
    RedealWithButton,
    RulingApplied,
    RulingKind,
    SeatSetup,
    Stakes,
    Street,
    Table,
)
from floorcall._app.simulate import new_hand
from floorcall.testing import make_floor
from tests.rules.general_helpers import act, call, fold, play_to, start
from tests.rules.stud_rules import CASE_STAKES, Script, door_cards, last_ruling

BOOKS = ("tda-2024", "wsop-2024")


def _floor(game, book):
    return make_floor(games=(game,), rulebook=book)


def _ruled_by(hand):
    return [e for e in hand.events if isinstance(e, RulingApplied)][-1].ruled_by


@pytest.mark.parametrize("book", BOOKS)
def test_cards_dealt_to_an_empty_seat_misdeal_case_037(book):
    seats = {s: 20000 for s in (1, 2, 3, 4, 5, 6, 8, 9)}  # seat 7 empty
    hand = start(_floor("nlhe", book), "nlhe", seats, button=2)
    act(hand, fold(5))
    wrong = CardToWrongSeat(seat=7, expected_seat=8, street=Street.PREFLOP, entitled=False)
    ruling = hand.apply(IrregularityReported(irregularity=wrong))
    assert ruling.kind is RulingKind.MISDEAL
    if book == "tda-2024":
        assert ruling.citations[:2] == ("TDA2024-35A.3", "TDA2024-36")
    else:
        assert ruling.citations == ("WSOP24T-88a.4", "WSOP24T-88c", "WSOP24T-88b")
        assert _ruled_by(hand) == "wsop-2024/WSOP24T-88a.3"  # the wrong-seat rule; 88a.4 is its clause for this


@pytest.mark.parametrize("book", BOOKS)
def test_a_flop_dealt_before_the_betting_ends_goes_back_case_053(book):
    hand = start(_floor("nlhe", book), "nlhe", {s: 20000 for s in range(1, 7)}, button=6)
    act(hand, fold(3), BetOrRaisedTo(seat=4, amount=1200))
    hand.apply(CardBurned(card=hand.next_card))
    ruling = hand.apply(BoardCardDealt(card=hand.next_card))
    assert ruling.kind is RulingKind.CONTINUE
    assert ruling.citations[0] == ("TDA2024-RP5-A" if book == "tda-2024" else "WSOP24T-90f.a")
    if book == "wsop-2024":
        assert _ruled_by(hand) == "wsop-2024/WSOP24T-89"  # the premature-card rule of board games
        assert not any(c.startswith("TDA2024-RP5") for c in ruling.citations)


@pytest.mark.parametrize("book", BOOKS)
def test_a_turn_dealt_before_the_betting_ends_is_set_aside_case_054(book):
    hand = start(_floor("nlhe", book), "nlhe", {2: 20000, 4: 20000, 6: 20000}, button=6)
    play_to(hand, Street.FLOP)
    act(hand, BetOrRaisedTo(seat=2, amount=2000), call(4))
    hand.apply(CardBurned(card=hand.next_card))
    ruling = hand.apply(BoardCardDealt(card=hand.next_card))
    assert ruling.citations[0] == ("TDA2024-RP5-B" if book == "tda-2024" else "WSOP24T-90f.b")
    assert hand.expected().seat == 6


def _stud_hand(book, stacks, away=()):
    seats = tuple(SeatSetup(seat=s, stack=c, present=s not in away) for s, c in sorted(stacks.items()))
    started = HandStarted(game="stud", table=Table(seats=seats, dealer="house"), stakes=CASE_STAKES, rulebook=book)
    return Hand(_floor("stud", book), started)


@pytest.mark.parametrize("book", BOOKS)
def test_a_stud_player_away_with_the_bring_in_card_posts_it_and_gets_no_more_cards_case_023(book):
    doors = {1: "Td", 2: "8c", 3: "Ks", 4: "5h", 5: "7d", 6: "2d", 7: "9c"}
    hand = _stud_hand(book, dict.fromkeys(doors, 5000), away={6})
    exp = Script(door_cards(doors, dict(zip(doors, ["Ah", "Kd", "Qh", "Jd", "Th", "9d", "8h"], strict=True)))).deal(
        hand
    )
    ruling = last_ruling(hand)
    assert ruling.kind is RulingKind.DEAD_HAND
    assert ruling.citations == (
        ("TDA2024-30", "TDA2024-RP10-C") if book == "tda-2024" else ("WSOP24T-82", "WSOP24T-7CS.4")
    )
    assert hand.bring_in_seat == 6 and hand.seats[6].stack == 5000 - 100 - 100
    assert exp.seat == 7
    if book == "wsop-2024":
        assert _ruled_by(hand) == "wsop-2024/WSOP24T-82"


@pytest.mark.parametrize("book", BOOKS)
def test_a_river_dealt_before_the_betting_ends_goes_back_into_the_stub(book):
    hand = start(_floor("nlhe", book), "nlhe", {1: 20000, 3: 20000, 5: 20000}, button=5, seed=4)
    exp = play_to(hand, Street.TURN)
    early = hand.next_card
    ruling = hand.apply(BoardCardDealt(card=early))
    assert ("TDA2024-RP5-C" if book == "tda-2024" else "WSOP24T-90f.c") in ruling.citations
    assert ruling.remedy_names == ("reshuffle_premature_card", "deal_without_burn")
    assert early not in hand.board and hand.expected().seat == exp.seat


@pytest.mark.parametrize("book", BOOKS)
def test_heads_up_the_corrected_button_posts_the_small_blind(book):
    floor_ = _floor("nlhe", book)
    started = HandStarted(
        game="nlhe", table=Table.of({2: 900, 7: 1100}, button=2), stakes=Stakes(small_bet=100, blinds=(50, 100))
    )
    hand = new_hand(floor_, started, random.Random(1))
    ruling = hand.apply(IrregularityReported(irregularity=ButtonMisplaced(button=2, proper_button=7)))
    assert ruling.kind is RulingKind.MISDEAL and ruling.remedies == (RedealWithButton(button=7),)
    assert ruling.citations == (("TDA2024-34A", "TDA2024-34B") if book == "tda-2024" else ("TDA2024-34A", "WSOP24T-87"))
    assert hand.redeal(random.Random(3)).chips.blind_wagers == {7: 50, 2: 100}
