"""The general worked cases (shared/rules/cases 035-054) played on the engine, ruling and resulting state.

Each case is built as a synthetic hand from its description (a seeded shuffle gives the cards; the irregular event
is made at the moment the case names), ruled by the rulebook plugin, and the state after the ruling is checked.
Flop cases use the flop plugins; draw cases use the draw-family test fixture ``duo-draw``.
"""

import random

import pytest

from floorcall import (
    BetOrRaisedTo,
    BoardCardDealt,
    BoxedCardFound,
    Card,
    CardBurned,
    CardDealt,
    CardToWrongSeat,
    HandOutcome,
    IrregularityReported,
    RulingApplied,
    Street,
    WrongCardCount,
)
from floorcall._engine.deck import Zone
from floorcall.model.expectations import ExpectAction, ExpectBoardCard, ExpectDeal, HandOver
from tests.rules.general_helpers import (
    act,
    call,
    deal_cards,
    deal_out,
    finish,
    floor,
    fold,
    play_to,
    stacks_plus_pot,
    start,
    to_board_card,
)
from tests.rules.harness import answer, assert_ruling, house_options, load_case

NINE = {s: 20000 for s in range(1, 10)}


def _detected(hand):
    """The rulings the engine asked for on irregularities it found itself, in order."""
    return [
        hand.events[i + 1].ruling
        for i, e in enumerate(hand.events[:-1])
        if isinstance(e, IrregularityReported) and e.detected and isinstance(hand.events[i + 1], RulingApplied)
    ]


def _dead(hand):
    return {s for s, h in hand.seats.items() if h.dead}


def test_tda_2024_35a1_two_boxed_cards_case_035(shared_dir):
    case = load_case(shared_dir, "035")
    hand = start(floor("nlhe"), "nlhe", NINE, button=9)
    before = dict(hand.stacks)
    deal_cards(hand, 9 + 3)
    first = hand.apply(IrregularityReported(irregularity=BoxedCardFound(card=hand.next_card)))
    assert first.citations == ("FLOORCALL-DEFAULT-1",)
    assert first.remedy_names == ("scrap_boxed_card",)
    assert hand.tracker.stub == 52 - 12 - 1  # the boxed card left the stub for the muck
    deal_cards(hand, 2)
    ruling = hand.apply(IrregularityReported(irregularity=BoxedCardFound(card=hand.next_card)))
    assert_ruling(ruling, answer(case, "tda-2024"))
    assert ruling.citations[:2] == ("TDA2024-35A.1", "TDA2024-36")
    assert "TDA2024-35C.1" in ruling.citations
    assert hand.outcome is HandOutcome.MISDEAL
    redeal = hand.redeal()
    assert redeal.started.table == hand.started.table  # same button (9), same seats
    assert redeal.started.stakes == hand.started.stakes
    assert {s: h.stack + h.contributed for s, h in redeal.seats.items()} == {
        s: before[s] + hand.seats[s].contributed + hand.chips.blind_wagers.get(s, 0) for s in before
    }


def test_tda_2024_35a2_first_card_wrong_seat_case_036(shared_dir):
    case = load_case(shared_dir, "036")
    hand = start(floor("plo"), "plo", {s: 20000 for s in range(1, 9)}, button=4)
    assert hand.expected().seat == 5
    ruling = hand.apply(CardDealt(seat=6, card=hand.next_card))
    assert_ruling(ruling, answer(case, "tda-2024"))
    assert "TDA2024-35A.2" in ruling.citations
    assert hand.outcome is HandOutcome.MISDEAL
    assert hand.redeal().started.table.button == 4


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_tda_2024_35a3_cards_to_empty_seat_case_037(shared_dir, book):
    case = load_case(shared_dir, "037")
    seats = {s: 20000 for s in (1, 2, 3, 4, 5, 6, 8, 9)}  # seat 7 empty
    hand = start(floor("nlhe", book), "nlhe", seats, button=2)
    act(hand, fold(5))  # UTG folds: one action, no SA
    wrong = CardToWrongSeat(seat=7, expected_seat=8, street=Street.PREFLOP, entitled=False)
    ruling = hand.apply(IrregularityReported(irregularity=wrong))
    assert_ruling(ruling, answer(case, book))
    if book == "tda-2024":
        assert "TDA2024-35A.3" in ruling.citations
    assert hand.outcome is HandOutcome.MISDEAL
    assert all(h.contributed == 0 for h in hand.seats.values())
    assert stacks_plus_pot(hand) == sum(seats.values())


def test_tda_2024_35a5_omaha_five_cards_found_at_the_end_of_the_deal_case_039(shared_dir):
    case = load_case(shared_dir, "039")
    hand = start(floor("plo"), "plo", {s: 20000 for s in range(1, 7)}, button=1)
    deal_cards(hand, 18 + 3)  # three rounds, then seats 2, 3 and 4 of the last
    assert hand.expected().seat == 5
    out_of_turn = hand.apply(CardDealt(seat=4, card=hand.next_card))  # seat 4 gets a fifth card
    assert out_of_turn.kind.value == "continue"
    assert deal_out(hand) == HandOver(outcome=HandOutcome.MISDEAL)
    [ruling] = _detected(hand)
    assert_ruling(ruling, answer(case, "tda-2024"))
    assert ruling.citations[0] == "TDA2024-35A.5"


def test_tda_2024_38_wrong_count_after_sa_case_040(shared_dir):
    case = load_case(shared_dir, "040")
    hand = start(floor("nlhe"), "nlhe", {s: 20000 for s in range(1, 6)}, button=9)
    act(hand, fold(3), call(4))
    assert hand.view.substantial_action
    report = WrongCardCount(seat=5, held=3, expected=2, street=Street.PREFLOP)
    ruling = hand.apply(IrregularityReported(irregularity=report))
    assert_ruling(ruling, answer(case, "tda-2024"), dead_seats=_dead(hand))
    assert ruling.citations[:2] == ("TDA2024-35D.1", "TDA2024-38")
    assert hand.seats[5].contributed == 0 and not hand.seats[5].live
    act(hand, call(1), call(2))
    deal_out(hand)
    assert len(hand.board) == 3 and len(hand.burns) == 1  # exactly one burn before the flop


def test_tda_2024_35a6_short_deck_wrong_rank_case_041(shared_dir):
    case = load_case(shared_dir, "041")
    hand = start(floor("nlhe-short"), "nlhe-short", {s: 20000 for s in range(1, 7)}, button=3)
    deal_cards(hand, 6)
    assert hand.expected().seat == 4
    deal_cards(hand, 1)
    ruling = hand.apply(CardDealt(seat=5, card=Card("4d")))
    assert_ruling(ruling, answer(case, "tda-2024"))
    assert hand.outcome is HandOutcome.MISDEAL


def test_tda_2024_35d2_joker_turn_after_sa_case_042(shared_dir):
    case = load_case(shared_dir, "042")
    hand = start(floor("nlhe"), "nlhe", {2: 20000, 5: 20000, 8: 20000}, button=1)
    to_board_card(hand, Street.TURN)
    assert hand.view.substantial_action
    ruling = hand.apply(BoardCardDealt(card=Card.RED_JOKER))
    assert_ruling(ruling, answer(case, "tda-2024"))
    assert ruling.citations[0] == "TDA2024-35D.2"
    assert len(hand.board) == 3 and hand.tracker.zone_of(Card.RED_JOKER)[0] is Zone.MUCK
    assert isinstance(hand.expected(), ExpectBoardCard)  # the replacement comes without another burn
    deal_cards(hand, 1)
    assert len(hand.board) == 4 and len(hand.burns) == 2


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_tda_2024_35a7_first_card_exposed_case_043(shared_dir, book):
    case = load_case(shared_dir, "043")
    hand = start(floor("nlhe", book), "nlhe", NINE, button=9)
    ruling = hand.apply(CardDealt(seat=1, card=hand.next_card, face_up=True))
    assert_ruling(ruling, answer(case, book))
    assert hand.outcome is HandOutcome.MISDEAL


def test_tda_2024_35a7_single_later_exposure_case_044(shared_dir):
    case = load_case(shared_dir, "044")
    hand = start(floor("nlhe"), "nlhe", NINE, button=9)
    deal_cards(hand, 9 + 5)
    exposed = hand.next_card
    ruling = hand.apply(CardDealt(seat=6, card=exposed, face_up=True))
    assert_ruling(ruling, answer(case, "tda-2024"))
    assert ruling.citations == ("TDA2024-35A.7", "RROP-HE-1")
    assert [e.seat for e in _deals_left(hand)] == [7, 8, 9, 6]
    deal_out(hand)
    assert all(len(h.cards) == 2 and not any(h.faces) for h in hand.seats.values())
    assert hand.burns == [exposed]
    play_to(hand, Street.FLOP)
    assert hand.burns == [exposed] and len(hand.board) == 3  # the exposed card was the flop's burn


def _deals_left(hand):
    return [ExpectDeal(seat=s, face_up=up, street=hand.street) for s, up in hand.cursor.queue[hand.cursor.pos :]]


def test_tda_2024_35a8_draw_exposures_cases_046a_046b(shared_dir):
    one, two = load_case(shared_dir, "046a"), load_case(shared_dir, "046b")
    hand = start(floor("duo-draw"), "duo-draw", {s: 20000 for s in range(1, 7)}, button=6)
    deal_cards(hand, 6 * 2 + 1)
    assert hand.expected().seat == 2
    ruling = hand.apply(CardDealt(seat=2, card=(four := hand.next_card), face_up=True))
    assert_ruling(ruling, answer(one, "tda-2024"))
    assert ruling.citations == ("TDA2024-35A.8", "WSOP24T-DRAW.2")
    assert len(hand.seats[2].cards) == 2 and four not in hand.seats[2].cards
    while hand.expected().seat != 5 or len(hand.seats[5].cards) != 4:
        deal_cards(hand, 1)
    second = hand.apply(CardDealt(seat=5, card=hand.next_card, face_up=True))
    assert_ruling(second, answer(two, "tda-2024"))
    assert hand.outcome is HandOutcome.MISDEAL


def _button_short_hand(button_acts):
    hand = start(floor("nlhe"), "nlhe", {s: 20000 for s in range(1, 9)}, button=8)
    act(hand, call(3), call(4))
    if button_acts:
        act(hand, fold(5), fold(6), fold(7), call(8))
    return hand


def test_tda_2024_35b_37_button_short_before_acting_case_047a(shared_dir):
    case = load_case(shared_dir, "047a")
    hand = _button_short_hand(button_acts=False)
    ruling = hand.apply(
        IrregularityReported(irregularity=WrongCardCount(seat=8, held=1, expected=2, street=Street.PREFLOP))
    )
    assert_ruling(ruling, answer(case, "tda-2024"))
    assert ruling.citations == ("TDA2024-35B", "TDA2024-37")
    assert hand.expected() == ExpectDeal(seat=8, face_up=False, street=Street.PREFLOP)
    deal_cards(hand, 1)
    exp = hand.expected()
    assert isinstance(exp, ExpectAction) and exp.seat == answer(case, "tda-2024")["first_to_act"]


def test_tda_2024_37_button_short_after_acting_case_047b(shared_dir):
    case = load_case(shared_dir, "047b")
    hand = _button_short_hand(button_acts=True)
    pot = hand.view.pot
    ruling = hand.apply(
        IrregularityReported(irregularity=WrongCardCount(seat=8, held=1, expected=2, street=Street.PREFLOP))
    )
    assert_ruling(ruling, answer(case, "tda-2024"), dead_seats=_dead(hand))
    assert hand.view.pot == pot and hand.seats[8].contributed == 100  # his call stays in the pot


def test_tda_2024_35c_redeal_exact_replay_case_048(shared_dir):
    case = load_case(shared_dir, "048")
    seats = {s: 20000 for s in range(1, 9)}  # seat 9 empty
    hand = start(floor("nlhe"), "nlhe", seats, button=5, away=(2,), penalty=(7,))
    deal_cards(hand, 3)
    hand.apply(IrregularityReported(irregularity=BoxedCardFound(card=hand.next_card)))
    ruling = hand.apply(IrregularityReported(irregularity=BoxedCardFound(card=hand.next_card)))
    assert_ruling(ruling, answer(case, "tda-2024"))
    assert {"TDA2024-35C.1", "TDA2024-35C.2", "TDA2024-35C.3"} <= set(ruling.citations)
    assert hand.penalty_served == frozenset()  # a misdealt hand does not count
    redeal = hand.redeal(random.Random(2), present={2: True})
    assert redeal.started.redeal and redeal.started.table.button == 5
    assert set(redeal.seats) == set(seats)  # the newcomer at seat 9 is not dealt in
    assert redeal.seats[2].present
    deal_out(redeal)
    [killed] = _detected(redeal)
    assert killed.citations == ("TDA2024-71C", "TDA2024-35C.3")
    assert _dead(redeal) == {7} and redeal.seats[7].contributed == 100  # his big blind stays in
    finish(redeal)
    assert redeal.outcome is HandOutcome.COMPLETE
    assert redeal.penalty_served == frozenset({7})


def test_tda_2024_35e_fouled_deck_midhand_case_050(shared_dir):
    case = load_case(shared_dir, "050")
    seats = {4: 20000, 6: 15000, 8: 30000}
    hand = start(floor("plo"), "plo", seats, button=3)
    act(hand, BetOrRaisedTo(seat=8, amount=300))
    to_board_card(hand, Street.TURN)
    assert hand.view.substantial_action and hand.view.pot > 0
    ruling = hand.apply(BoardCardDealt(card=hand.board[0]))
    assert_ruling(ruling, answer(case, "tda-2024"))
    assert hand.outcome is HandOutcome.VOID
    assert hand.stacks == seats


def _stud_052(book, options=None):
    """Seven-card stud, seats 1..7, dealt from a seeded shuffle (the case's seat numbers map from the bring-in)."""
    hand = start(floor("stud", book, options), "stud", {s: 20000 for s in range(1, 8)}, seed=3)
    return hand, deal_out(hand)


@pytest.mark.parametrize(("prefix", "book"), [("052a", "tda-2024"), ("052a", "rrop"), ("052b", "tda-2024")])
def test_tda_2024_36_stud_sa_counting_bring_in_cases_052(shared_dir, prefix, book):
    case = load_case(shared_dir, prefix)
    hand, exp = _stud_052(book, house_options(case))
    bring_in = exp.seat
    act(hand, *_bring_in_then_two_folds(hand, bring_in))
    reporter = _case_seat(hand, bring_in)
    report = WrongCardCount(seat=reporter, held=4, expected=3, street=Street.THIRD)
    ruling = hand.apply(IrregularityReported(irregularity=report))
    expected = answer(case, book)
    assert_ruling(ruling, {k: v for k, v in expected.items() if k != "dead_seats"}, dead_seats=_dead(hand))
    if "dead_seats" in expected:  # the case's seat 6 is the seat the report comes from here
        assert _dead(hand) == {reporter}
        assert hand.outcome is None and hand.seats[reporter].contributed == 100  # his ante stays in
    else:
        assert hand.outcome is HandOutcome.MISDEAL
        assert all(h.contributed == 0 for h in hand.seats.values())


def _bring_in_then_two_folds(hand, bring_in):
    from floorcall import BringInPosted
    from floorcall._mechanics.seats import clockwise

    after = clockwise(list(hand.seats), bring_in)
    return BringInPosted(seat=bring_in), fold(after[0]), fold(after[1])


def _case_seat(hand, bring_in):
    from floorcall._mechanics.seats import clockwise

    return clockwise(list(hand.seats), bring_in)[3]


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_tda_2024_rp5_a_premature_flop_case_053(shared_dir, book):
    case = load_case(shared_dir, "053")
    hand = start(floor("nlhe", book), "nlhe", {s: 20000 for s in range(1, 7)}, button=6)
    act(hand, fold(3), BetOrRaisedTo(seat=4, amount=1200))
    burned = hand.next_card
    hand.apply(CardBurned(card=burned))
    flop = []
    rulings = []
    for _ in range(3):
        flop.append(hand.next_card)
        rulings.append(hand.apply(BoardCardDealt(card=flop[-1])))
    expected = answer(case, book)
    for ruling in rulings:
        assert_ruling(ruling, expected)
    assert all(hand.tracker.zone_of(c)[0] is Zone.STUB for c in flop) and not hand.board
    exp = hand.expected()
    assert isinstance(exp, ExpectAction)
    if "first_to_act" in expected:
        assert exp.seat == expected["first_to_act"]
    act(hand, fold(5), fold(6), fold(1), call(2))
    assert isinstance(hand.expected(), ExpectBoardCard)  # no new burn before the new flop
    deal_out(hand)
    assert hand.burns == [burned] and len(hand.board) == 3


def test_tda_2024_rp5_b_premature_turn_case_054(shared_dir):
    case = load_case(shared_dir, "054")
    hand = start(floor("nlhe"), "nlhe", {2: 20000, 4: 20000, 6: 20000}, button=6)
    play_to(hand, Street.FLOP)
    act(hand, BetOrRaisedTo(seat=2, amount=2000), call(4))
    hand.apply(CardBurned(card=hand.next_card))
    turn = hand.next_card
    ruling = hand.apply(BoardCardDealt(card=turn))
    expected = answer(case, "tda-2024")
    assert_ruling(ruling, expected)
    assert ruling.citations[0] == "TDA2024-RP5-B"
    assert hand.expected().seat == expected["first_to_act"]
    act(hand, call(6))
    assert isinstance(hand.expected(), ExpectBoardCard)
    deal_out(hand)
    assert len(hand.board) == 4 and len(hand.burns) == 2
