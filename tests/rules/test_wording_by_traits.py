"""A ruling's words fit the game they are said in: they are keyed by its traits, never by the game's name.

A test-only variant shows it: five hole cards and the first board card turned with them (as in Courchevel), so the
flop street turns two cards, not three. When a third card comes out on its flop, the four-card flop rule
(TDA2024-39A) must not speak of four cards coming out for the flop or of "the other three": three came out, one of
them (picked at random) is the turn's burn, and the other two join the card dealt before the flop. A second variant
turns a flop of two cards with no board card before it: the rule knows its flop from the game's traits
(:func:`floorcall_rulelib.boards.flop_cards`), so a third card is one too many for it, and the words count two.
A stud game's short stub names the game's own last street and the one before it: five-card stud is told of fifth
and fourth street, not of seventh and sixth.
"""

import random

import msgspec
import pytest

import floorcall_tda2024
import floorcall_wsop2024
from floorcall import (
    BoardCardDealt,
    BurnOutOfSequence,
    HandStarted,
    IrregularityReported,
    Street,
    Structure,
    StubShort,
    Table,
)
from floorcall._app.simulate import deal_next, new_hand
from floorcall.model.expectations import ExpectBurn
from floorcall.procedure import board_game, game_plugin
from floorcall.testing import make_floor
from floorcall_rulelib.boards import flop_cards
from tests.rules import general_helpers as flop
from tests.rules import stud_rules as studs

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


def _two_card_flop_game():
    """Hold'em dealt with a flop of two cards (no board card before it), then the turn and the river: four in all."""
    base = board_game(
        "two-card-flop",
        hole_cards=2,
        structure=Structure.NO_LIMIT,
        phh_code=None,
        description="test variant: a flop of two cards",
    )
    first, flop_street, *rest = base.streets
    flop_street = msgspec.structs.replace(flop_street, plan=msgspec.structs.replace(flop_street.plan, board=2))
    return msgspec.structs.replace(base, streets=(first, flop_street, *rest))


VARIANTS = {"early-board": _early_board_card_game, "two-card-flop": _two_card_flop_game}


def _hand(game_name, rulebook="tda-2024"):
    if game_name in VARIANTS:
        books = {"tda-2024": floorcall_tda2024.plugin, "wsop-2024": floorcall_wsop2024.plugin}
        plugins = {game_name: game_plugin(VARIANTS[game_name]()), **books}
        floor_ = make_floor(games=[game_name], rulebook=rulebook, plugins=plugins, installed=False)
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


def test_the_flop_a_game_shows_is_read_from_its_traits():
    assert flop_cards(_early_board_card_game().spec) == 3
    assert flop_cards(_two_card_flop_game().spec) == 2
    assert flop_cards(flop.floor("nlhe").catalog.games["nlhe"][1]) == 3


@pytest.mark.parametrize(("rulebook", "cited"), [("tda-2024", "TDA2024-39A"), ("wsop-2024", "WSOP24T-89")])
def test_a_third_card_on_a_flop_of_two_is_one_too_many_and_told_in_the_variants_words(rulebook, cited):
    hand = _hand("two-card-flop", rulebook)
    extra = hand.next_card
    before, ruling = _fourth_flop_card(hand)
    assert len(before) == 2
    assert ruling.citations == (cited,)
    words = ruling.explanation
    assert "Four cards" not in words and "three" not in words
    assert words.startswith("3 cards came out for a flop of 2 cards") and "the other 2 are the flop" in words
    [burned] = ruling.remedies
    assert burned.card in (*before, extra)


def test_a_flop_of_two_turned_without_its_burn_counts_two_cards():
    hand = _hand("two-card-flop")
    flop_cards_out = list(hand.board)
    ruling = hand.apply(IrregularityReported(irregularity=BurnOutOfSequence(street=Street.FLOP, missed=True)))
    assert ruling.citations == ("TDA2024-39B",) and ruling.remedy_names == ("card_to_burn",)
    [burned] = ruling.remedies
    assert burned.card in flop_cards_out
    assert "the 2 cards are scrambled" in ruling.explanation and "three" not in ruling.explanation


def _stud_hand_on_its_last_street(game, stakes):
    """A stud hand of four players played passively until its last street is about to be dealt."""
    started = HandStarted(game=game, table=Table.of([5000] * 4), stakes=stakes, rulebook="tda-2024")
    hand = new_hand(studs.rule_floor("tda-2024"), started, random.Random(7))
    last = hand.game.streets[-1]
    while not (isinstance(exp := hand.expected(), ExpectBurn) and exp.street is last):
        event = deal_next(hand, exp)
        hand.apply(event if event is not None else studs.passive(exp.options))
    return hand


@pytest.mark.parametrize(
    ("game", "stakes", "named", "not_named"),
    [
        ("stud5", studs.FIVE_STAKES, ("fifth street", "fourth street"), ("seventh", "sixth")),
        ("stud", studs.CASE_STAKES, ("seventh street", "sixth street"), ("fifth", "fourth")),
    ],
)
def test_a_short_stub_names_the_games_own_last_street_and_its_opener(game, stakes, named, not_named):
    hand = _stud_hand_on_its_last_street(game, stakes)
    last = hand.game.streets[-1]
    # RP-10-H.B: four cards left, six needed, no burns to add: one shared card, opened by the street before's opener
    short = StubShort(street=last, stub=4, required=6, burns=0, live=4)
    ruling = floorcall_tda2024.plugin.rules["TDA2024-RP10-H"](short, hand.view)
    assert ruling.citations == ("TDA2024-RP10-H", "TDA2024-RP10-H.B", "TDA2024-RP10-H.D")
    words = ruling.explanation
    assert all(street in words for street in named), words
    assert not any(street in words for street in not_named), words
