"""Games as data: what a Game accepts and refuses, what its spec and plugin declare, and the shapes' streets."""

import msgspec
import pytest

import floorcall_draw.five_card_draw
import floorcall_flop.o8
import floorcall_stud.razz
import floorcall_stud.stud5
from floorcall import DealStart, Street, StreetPlan, Structure
from floorcall.procedure import (
    BOARD_TIE,
    ODD_CHIP,
    OPEN_PAIR_DOUBLE,
    SPLIT_POTS,
    BetSize,
    Game,
    OddChips,
    Opener,
    Showdown,
    StreetProcedure,
    board_streets,
    draw_game,
    draw_streets,
    procedure_options,
    stud_game,
    stud_streets,
)

HIGH = Showdown(high="high")


def _street(street, opener, **plan):
    return StreetProcedure(plan=StreetPlan(street=street, **plan), opener=opener)


def _game(*streets, **fields):
    return Game(name="probe", streets=streets, structure=Structure.FIXED_LIMIT, showdown=HIGH, **fields)


@pytest.mark.parametrize(
    ("streets", "fields", "message"),
    [
        ((), {}, "has no streets"),
        (
            (_street(Street.PREFLOP, Opener.BIG_BLIND_LEFT), _street(Street.PREFLOP, Opener.BUTTON_LEFT)),
            {},
            "plays a street twice",
        ),
        (
            (_street(Street.THIRD, Opener.LOW_CARD), _street(Street.FOURTH, Opener.LOW_CARD)),
            {},
            "only the first street can open with a bring-in",
        ),
        (
            (_street(Street.THIRD, Opener.LOW_CARD), _street(Street.FOURTH, Opener.BUTTON_LEFT)),
            {},
            "not both",
        ),
        ((_street(Street.PREDRAW, Opener.BIG_BLIND_LEFT, draw=True),), {}, "a draw comes later"),
        ((_street(Street.PREFLOP, Opener.BIG_BLIND_LEFT),), {"max_seats": 11}, "max_seats"),
        ((_street(Street.THIRD, Opener.LOW_CARD),), {"open_pair_street": Street.FOURTH}, "open-pair street"),
    ],
)
def test_a_game_the_engine_cannot_run_is_refused(streets, fields, message):
    with pytest.raises(ValueError, match=message):
        _game(*streets, **fields)


@pytest.mark.parametrize(
    ("showdown", "message"),
    [
        ({"high": None}, "needs a high hand, a low, or both"),
        ({"high": "a5-low"}, "ranks lows"),
        ({"high": None, "low": "omaha-high"}, "ranks high hands"),
        ({"low": "a5-low"}, "needs a qualifier"),
        ({"high": "royal"}, "no hand evaluator named 'royal'"),
    ],
)
def test_an_impossible_showdown_is_refused(showdown, message):
    with pytest.raises(ValueError, match=message):
        Showdown(**showdown)
    with pytest.raises(msgspec.ValidationError, match=message):
        msgspec.convert(showdown, Showdown)


def test_the_shapes_refuse_what_they_cannot_deal():
    with pytest.raises(ValueError, match="seven or five cards, not 6"):
        stud_streets(6)
    with pytest.raises(ValueError, match="at least two hole cards"):
        board_streets(1)
    with pytest.raises(ValueError, match="1 to 3 draws"):
        draw_streets(5, 4)
    with pytest.raises(ValueError, match="has a qualifier"):
        draw_game(
            "x", draws=1, structure=Structure.FIXED_LIMIT, ranking="8-or-better-low", phh_code=None, description=""
        )


def test_openers_and_bet_sizes_of_each_shape():
    assert [(s.street, s.opener, s.bet) for s in stud_streets(5, low_board=True)] == [
        (Street.SECOND, Opener.HIGH_CARD, BetSize.SMALL),
        (Street.THIRD, Opener.LOW_BOARD, BetSize.SMALL),
        (Street.FOURTH, Opener.LOW_BOARD, BetSize.BIG),
        (Street.FIFTH, Opener.LOW_BOARD, BetSize.BIG),
    ]
    assert [(s.opener, s.bet) for s in board_streets(5)] == [
        (Opener.BIG_BLIND_LEFT, BetSize.SMALL),
        (Opener.BUTTON_LEFT, BetSize.SMALL),
        (Opener.BUTTON_LEFT, BetSize.BIG),
        (Opener.BUTTON_LEFT, BetSize.BIG),
    ]
    assert [(s.street, s.bet, s.plan.draw) for s in draw_streets(4, 3)] == [
        (Street.PREDRAW, BetSize.SMALL, False),
        (Street.DRAW_1, BetSize.SMALL, True),
        (Street.DRAW_2, BetSize.BIG, True),
        (Street.DRAW_3, BetSize.BIG, True),
    ]


@pytest.mark.parametrize(
    ("game", "declared"),
    [
        (floorcall_stud.razz.GAME, (BOARD_TIE, ODD_CHIP)),
        (floorcall_stud.stud5.GAME, (BOARD_TIE, ODD_CHIP, OPEN_PAIR_DOUBLE, floorcall_stud.stud5.FIVE_STUD_OPENER)),
        (floorcall_flop.o8.GAME, (SPLIT_POTS,)),
        (
            floorcall_draw.five_card_draw.GAME,
            tuple(floorcall_draw.five_card_draw.GAME.options),
        ),
    ],
)
def test_a_game_declares_the_options_its_procedure_reads_and_its_own(game, declared):
    assert procedure_options(game) == declared


def test_the_spec_is_derived_from_the_data():
    game = stud_game("razz5", cards=5, high=None, low="a5-low", phh_code="F5R", description="five-card razz")
    spec = game.spec
    assert (spec.family, spec.deal_start, spec.streets[0], spec.stakes_needed) == (
        "stud",
        DealStart.DEALER_LEFT,
        Street.SECOND,
        ("bring_in", "small_bet", "big_bet"),
    )
    assert game.showdown.odd_chips is OddChips.BY_CARDS
    assert game.streets[0].opener is Opener.HIGH_CARD  # a low game: the highest upcard brings in
    assert (spec.high, spec.low, spec.hand_cards, spec.upcards) == (False, "a5", 5, 4)
