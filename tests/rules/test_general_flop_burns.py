"""Flop-game burn rulings: a four-card flop (case 055, TDA2024-39A / RROP-HE-3) and a flop without a burn (39B).

Hands are PLO or NLHE dealt from a seeded shuffle; the irregular card is the stub's top at the moment the case
names, and the state after the ruling (board, burns, chips, what comes next) is checked as well as the ruling.
"""

import pytest

from floorcall import BoardCardDealt, BurnOutOfSequence, IrregularityReported, Street
from floorcall._engine.deck import Zone
from floorcall.model.expectations import ExpectAction, ExpectBoardCard, ExpectBurn
from tests.rules.general_helpers import (
    call,
    deal_cards,
    finish,
    floor,
    passive,
    play_to,
    stacks_plus_pot,
    start,
    step,
    to_board_card,
)
from tests.rules.harness import answer, assert_ruling, load_case

SEATS = {1: 20000, 3: 20000, 5: 20000}


def _four_card_flop(book, seed):
    """A PLO hand (button 5) at the first flop action, and the fourth flop card turned on top of the three."""
    hand = start(floor("plo", book), "plo", SEATS, button=5, seed=seed)
    play_to(hand, Street.FLOP)
    flop, fourth = list(hand.board), hand.next_card
    return hand, flop, fourth, hand.apply(BoardCardDealt(card=fourth))


def test_tda_2024_39a_four_card_flop_case_055(shared_dir):
    case = load_case(shared_dir, "055")
    hand, flop, fourth, ruling = _four_card_flop("tda-2024", 1)
    chips = stacks_plus_pot(hand)
    assert_ruling(ruling, answer(case, "tda-2024"))
    assert ruling.citations == ("TDA2024-39A",)
    [remedy] = ruling.remedies
    assert len(hand.board) == 3 and len(hand.burns) == 2
    assert set(hand.board) | {hand.burns[-1]} == {*flop, fourth}
    assert hand.burns[-1] is remedy.card
    assert hand.tracker.zone_of(remedy.card)[0] is Zone.BURN
    assert all(hand.tracker.zone_of(c)[0] is Zone.BOARD for c in hand.board)
    assert stacks_plus_pot(hand) == chips
    assert isinstance(hand.expected(), ExpectAction) and hand.expected().street is Street.FLOP
    exp = to_board_card(hand, Street.TURN)  # the turn comes without another burn
    assert isinstance(exp, ExpectBoardCard) and len(hand.burns) == 2
    finish(hand)
    assert sum(hand.stacks.values()) == sum(SEATS.values())


def test_tda_2024_39a_random_pick_covers_board_and_extra_card():
    """Over several hands the pick lands on the extra card and on board cards; the board always holds three."""
    picked_extra = picked_board = 0
    for seed in range(1, 16):
        hand, flop, fourth, ruling = _four_card_flop("tda-2024", seed)
        [remedy] = ruling.remedies
        if remedy.card is fourth:
            picked_extra += 1
            assert not remedy.replaced and hand.board == flop
        else:
            picked_board += 1
            assert remedy.replaced
            assert hand.board == [fourth if c is remedy.card else c for c in flop]
        assert len(hand.board) == 3 and hand.burns[-1] is remedy.card
    assert picked_extra and picked_board


def test_tda_2024_39a_pick_is_the_same_on_replay():
    hand, _, _, ruling = _four_card_flop("tda-2024", 4)
    again, _, _, ruling_again = _four_card_flop("tda-2024", 4)
    assert ruling == ruling_again and hand.board == again.board


def test_tda_2024_rp5_b_premature_turn_after_flop_action_is_not_a_four_card_flop():
    hand = start(floor("plo"), "plo", SEATS, button=5, seed=2)
    exp = play_to(hand, Street.FLOP)
    hand.apply(call(exp.seat))
    ruling = hand.apply(BoardCardDealt(card=hand.next_card))
    assert ruling.citations[0] == "TDA2024-RP5-B"
    assert len(hand.board) == 3 and len(hand.burns) == 1


def test_rrop_he_3_four_card_flop_is_redealt_case_055(shared_dir):
    case = load_case(shared_dir, "055")
    hand, flop, fourth, ruling = _four_card_flop("rrop", 1)
    chips, stub = stacks_plus_pot(hand), hand.tracker.stub
    assert_ruling(ruling, answer(case, "rrop"))
    assert ruling.citations == ("RROP-HE-3",)
    assert hand.board == [] and len(hand.burns) == 1  # the flop's burn stays
    assert all(hand.tracker.zone_of(c)[0] is Zone.STUB for c in (*flop, fourth))
    assert stub == hand.tracker.stub and stacks_plus_pot(hand) == chips
    assert hand.expected() == ExpectBoardCard(street=Street.FLOP, remaining=3)  # no new burn
    deal_cards(hand, 3)
    assert len(hand.board) == 3 and len(hand.burns) == 1
    assert isinstance(hand.expected(), ExpectAction) and hand.expected().street is Street.FLOP
    play_to(hand, Street.TURN)
    assert len(hand.burns) == 2 and len(hand.board) == 4  # the turn has its burn
    finish(hand)
    assert sum(hand.stacks.values()) == sum(SEATS.values())


def test_tda_2024_39b_flop_without_burn_before_action():
    hand = start(floor("nlhe"), "nlhe", SEATS, button=5, seed=3)
    while not isinstance(hand.expected(), ExpectBurn):  # the preflop betting, then the flop's burn is due
        exp = hand.expected()
        assert isinstance(exp, ExpectAction) or step(hand), exp
        if isinstance(exp, ExpectAction):
            hand.apply(passive(exp.options))
    assert hand.street is Street.FLOP
    first = hand.next_card
    ruling = hand.apply(BoardCardDealt(card=first))
    assert ruling.citations == ("TDA2024-39B",) and ruling.remedy_names == ("card_to_burn",)
    assert hand.board == [] and hand.burns == [first]
    assert hand.expected() == ExpectBoardCard(street=Street.FLOP, remaining=3)
    deal_cards(hand, 3)
    assert len(hand.board) == 3 and hand.burns == [first]
    exp = to_board_card(hand, Street.TURN)
    assert isinstance(exp, ExpectBoardCard) and len(hand.burns) == 2  # the turn was burned as usual


@pytest.mark.parametrize(("book", "cited"), [("tda-2024", "TDA2024-39B"), ("rrop", "WSOP24L-164/165")])
def test_tda_2024_39b_flop_without_burn_stands_after_action(book, cited):
    hand = start(floor("nlhe", book), "nlhe", SEATS, button=5, seed=3)
    exp = play_to(hand, Street.FLOP)
    hand.apply(call(exp.seat))
    board, burns, chips = list(hand.board), list(hand.burns), stacks_plus_pot(hand)
    late = BurnOutOfSequence(street=Street.FLOP, missed=True)
    ruling = hand.apply(IrregularityReported(irregularity=late))
    assert ruling.kind.value == "continue" and ruling.citations == (cited,) and ruling.remedies == ()
    assert hand.board == board and hand.burns == burns and stacks_plus_pot(hand) == chips
    to_board_card(hand, Street.TURN)
    assert len(hand.burns) == len(burns) + 1  # exactly one burn for the turn
