"""A ruling's words fit the game they are said in: they are keyed by its traits, never by the game's name.

A test-only variant shows it: five hole cards and the first board card turned with them (as in Courchevel), so the
flop street turns two cards, not three. When a third card comes out on its flop, the four-card flop rule
(TDA2024-39A) must not speak of four cards coming out for the flop or of "the other three": three came out, one of
them (picked at random) is the turn's burn, and the other two join the card dealt before the flop.
"""

import msgspec

import floorcall_tda2024
from floorcall import BoardCardDealt, Street, Structure
from floorcall.procedure import board_game, game_plugin
from floorcall.testing import make_floor
from tests.rules import general_helpers as flop

SEATS = {1: 20000, 3: 20000, 5: 20000}


def _early_board_card_game():
    """Five hole cards, one board card with them, two on the flop, then the turn and the river."""
    base = board_game(
        "early-board",
        hole_cards=5,
        structure=Structure.POT_LIMIT,
        high="omaha-high",
        phh_code=None,
        description="test variant: one board card dealt with the hole cards",
    )
    first, flop_street, *rest = base.streets
    first = msgspec.structs.replace(first, plan=msgspec.structs.replace(first.plan, board=1))
    flop_street = msgspec.structs.replace(flop_street, plan=msgspec.structs.replace(flop_street.plan, board=2))
    return msgspec.structs.replace(base, streets=(first, flop_street, *rest))


def _hand(game_name):
    if game_name == "early-board":
        plugins = {"early-board": game_plugin(_early_board_card_game()), "tda-2024": floorcall_tda2024.plugin}
        floor_ = make_floor(games=["early-board"], rulebook="tda-2024", plugins=plugins, installed=False)
    else:
        floor_ = flop.floor(game_name)
    hand = flop.start(floor_, game_name, SEATS, button=5, seed=4)
    flop.play_to(hand, Street.FLOP)
    return hand


def _fourth_flop_card(hand):
    board = list(hand.board)
    ruling = hand.apply(BoardCardDealt(card=hand.next_card))
    return board, ruling


def test_a_third_card_on_a_two_card_flop_is_told_in_the_variants_own_words():
    hand = _hand("early-board")
    before, ruling = _fourth_flop_card(hand)
    assert len(before) == 3
    assert ruling.citations == ("TDA2024-39A",)
    words = ruling.explanation
    assert "Four cards" not in words and "other three" not in words
    assert "Three cards" in words or "3 cards" in words
    [burned] = ruling.remedies
    # the card turned before the flop was never one of the flop street's cards: it cannot become the burn
    assert burned.card is not before[0]


def test_hold_em_keeps_its_four_card_flop_words():
    hand = _hand("nlhe")
    _, ruling = _fourth_flop_card(hand)
    assert ruling.citations == ("TDA2024-39A",)
    assert ruling.explanation.startswith("Four cards came out for the flop")
