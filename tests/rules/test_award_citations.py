"""The rules each rulebook names in the award record of a showdown: side pots (TDA2024-21), odd chips in board and
draw games (TDA2024-20A) and in stud (TDA2024-20B), the odd unit of a high-low pot (TDA2024-20C), and Robert's Rules'
"Ties" (RROP-TIES-1, RROP-TIES-2, RROP-TIES-3), with the chips each seat is paid.
"""

import pytest

import floorcall
from floorcall import BetOrRaisedTo, Folded, PluginError
from floorcall.model.expectations import ExpectShowdown
from tests.rules.showdown_support import show_all, to_showdown

BROADWAY = "As Ks Qd Jc Th"
PLAY_THE_BOARD = {1: "2c 3d", 2: "4h 6s", 3: "5c 7d"}


def _fold_first_seat(hand, due):
    return Folded(seat=1) if due.seat == 1 and hand.street_index == 0 else None


@pytest.mark.parametrize(("book", "cited"), [("tda-2024", ("TDA2024-20A",)), ("rrop", ("RROP-TIES-2", "RROP-TIES-3"))])
def test_a_tied_board_game_pot_names_the_odd_chip_rule(book, cited):
    # 250 chips in 50-chip units: 5 units for two tied hands, the odd one to seat 2, first left of the button (3)
    hand = to_showdown("lhe", book, PLAY_THE_BOARD, board=BROADWAY, script=_fold_first_seat, options={"chip-unit": 50})
    show_all(hand)
    assert hand.payouts == {2: 150, 3: 100}
    assert hand.award_citations == cited and hand.view.award_citations == cited
    assert sum(hand.stacks.values()) == 15000


STRAIGHTS = {1: "2c 2d 9s 8d 7c 6h 5s", 2: "Ah 3h 9h 8c 7d 6s 5c", 3: "Kd Ks 2h 3c 4d 4s Qh"}


def _fold_third_seat_on_fourth(hand, due):
    return Folded(seat=3) if due.seat == 3 and hand.street_index == 1 else None


@pytest.mark.parametrize(
    ("book", "paid", "cited"),
    [
        ("tda-2024", {1: 100, 2: 50}, ("TDA2024-20B",)),  # the nine of spades, of the five that play
        ("rrop", {1: 50, 2: 100}, ("RROP-TIES-2", "RROP-TIES-3", "RROP-TIES-1")),  # the ace of hearts, held not played
    ],
)
def test_a_tied_stud_pot_names_the_stud_odd_chip_rule(book, paid, cited):
    hand = to_showdown("stud", book, STRAIGHTS, script=_fold_third_seat_on_fourth, options={"chip-unit": 50})
    show_all(hand)
    assert hand.payouts == paid and hand.award_citations == cited


HI_LO = {1: "9c 9d 6s Tc", 2: "Ah 3s Qd Jd", 3: "Kd Qh Jh Th"}


@pytest.mark.parametrize(("book", "cited"), [("tda-2024", ("TDA2024-20C",)), ("rrop", ("RROP-TIES-3",))])
def test_a_high_low_pot_of_odd_units_gives_the_odd_one_to_the_high_half(book, cited):
    hand = to_showdown("o8", book, HI_LO, board="2c 5d 7h Kc Ks", script=_fold_first_seat, options={"chip-unit": 50})
    show_all(hand)
    assert hand.payouts == {3: 150, 2: 100}  # trip kings take the high half with the odd unit, A-3 the low
    assert hand.award_citations == cited


def _flop_bet_by_first_seat(hand, due):
    if due.seat == 1 and hand.street_index == 1 and due.options.call == 0:
        return BetOrRaisedTo(seat=1, amount=due.options.bet_to[0])
    return None


@pytest.mark.parametrize(("book", "cited"), [("tda-2024", ("TDA2024-21",)), ("rrop", ("RROP-TIES-3",))])
def test_side_pots_are_named_as_settled_each_on_its_own(book, cited):
    hands = {1: "2c 3d", 2: "Qs Qh", 3: "Ac Ad"}
    hand = to_showdown(
        "lhe", book, hands, board="9h 7s 4c Kd 8h", stacks=(5000, 5000, 100), script=_flop_bet_by_first_seat
    )
    show_all(hand)
    assert hand.payouts == {3: 300, 2: 200}  # the aces take the main pot, the queens the side pot
    assert hand.award_citations == cited
    assert sum(hand.stacks.values()) == 10100


def test_a_pot_one_hand_wins_outright_names_no_rule():
    hand = to_showdown("lhe", "tda-2024", {1: "2c 3d", 2: "Qs Qh", 3: "Ac Ad"}, board="9h 7s 4c Kd 8h")
    show_all(hand)
    assert hand.payouts == {3: 300} and hand.award_citations == ()


def test_hook_floorcall_cite_award():
    class House:
        @floorcall.hookimpl
        def floorcall_cite_award(self, hand, pots, payouts):
            return ("HOUSE:test:split",) if len(payouts) > 1 else None

    hand = to_showdown("lhe", "tda-2024", PLAY_THE_BOARD, board=BROADWAY, script=_fold_first_seat)
    hand.floor.register(House(), name="test-house")
    show_all(hand)
    assert hand.award_citations == ("HOUSE:test:split",)  # the house answers before the rulebook


def test_a_citation_that_is_not_a_rule_id_is_the_plugins_error():
    class Wrong:
        @floorcall.hookimpl
        def floorcall_cite_award(self, hand, pots, payouts):
            return ["20A"]

    hand = to_showdown("lhe", "tda-2024", PLAY_THE_BOARD, board=BROADWAY, script=_fold_first_seat)
    hand.floor.register(Wrong(), name="test-wrong")
    with pytest.raises(PluginError, match="test-wrong"):
        show_all(hand)
    assert isinstance(hand.expected(), ExpectShowdown) and hand.payouts == {}  # the last show did not apply
