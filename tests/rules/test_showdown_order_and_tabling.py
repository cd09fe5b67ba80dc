"""The order of show (TDA2024-17A) and proper tabling, cards speak and a miscalled hand (TDA2024-13A), under both
rulebooks (Robert's Rules: FLOORCALL-DEFAULT-31..33 and WSOP24L-275), in stud, razz, a flop game and a draw game.

Each ruling is checked for its kind, remedies and citation, and for what it does to the chips: every chip the hand
started with is in a stack when it ends, and a killed hand wins nothing.
"""

import pytest

from floorcall import (
    BetOrRaisedTo,
    DecisionMade,
    HandMiscalled,
    HandMucked,
    HandNotTabled,
    HandShown,
    InvalidEventError,
    IrregularityReported,
    KillHand,
    RetrieveMuckedHand,
    ShowOutOfOrder,
    ShowRefused,
)
from floorcall._engine.hand import Hand
from floorcall.model.expectations import ExpectShowdown, HandOver
from tests.rules.showdown_support import show_all, to_showdown

STUD = {1: "2c 3c Kh Kd 4h 5s 9c", 2: "Ac Jd 4c 7c 8h Tc Qs", 3: "Ad As 9d 2s Jc Qd 6h"}
RAZZ = {1: "Jc Qc Kh 9d 4h As 8c", 2: "2d 6c 7c 8s 5h Tc 9s", 3: "Ah 4d 3d 2s 6d 5d Kc"}
HOLDEM = {1: "Ah Kh", 2: "Qs Qh", 3: "8c 8d"}
HOLDEM_BOARD = "Qd 7s 2c 9h Kc"
DRAW = {1: "7d 5h 4c 3s 2d", 2: "8h 6d 4s 3c 2h", 3: "Kd Ks Qh Jc 9c"}
TOTAL = 15000


def _bet_last_round_by(seat):
    """Seat ``seat`` bets the first time he acts on the last betting round; everyone else checks or calls."""

    def script(hand, due):
        last = hand.street_index == len(hand.game.streets) - 1
        if last and due.seat == seat and due.options.call == 0 and due.options.bet_to:
            return BetOrRaisedTo(seat=seat, amount=due.options.bet_to[0])
        return None

    return script


def _report(hand, irregularity):
    return hand.apply(IrregularityReported(irregularity=irregularity))


# -- the order of show ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "cards", "board", "bettor"),
    [("stud", STUD, "", 2), ("lhe", HOLDEM, HOLDEM_BOARD, 3), ("27td", DRAW, "", 1), ("razz", RAZZ, "", 1)],
)
def test_tda2024_17a_the_last_to_bet_on_the_final_round_tables_first(game, cards, board, bettor):
    hand = to_showdown(game, "tda-2024", cards, board=board, script=_bet_last_round_by(bettor))
    assert isinstance(hand.expected(), ExpectShowdown)
    assert hand.expected().first == bettor == hand.view.show_first


def test_tda2024_17a_with_no_bet_the_first_to_act_on_the_final_round_tables_first():
    # stud: seat 1's pair of kings on board acts first on every later street
    assert to_showdown("stud", "tda-2024", STUD).expected().first == 1
    # hold'em: the first seat left of the button (the button is seat 3)
    assert to_showdown("lhe", "tda-2024", HOLDEM, board=HOLDEM_BOARD).expected().first == 1
    # razz: the best low board (seat 3 shows 2-6-5-? ... the lowest) acts first on seventh
    razz = to_showdown("razz", "tda-2024", RAZZ)
    assert razz.expected().first == razz.round_order[0]


def test_the_order_of_show_does_not_apply_when_a_player_is_all_in():
    hand = to_showdown("lhe", "tda-2024", HOLDEM, board=HOLDEM_BOARD, stacks=(5000, 5000, 100))
    assert isinstance(hand.expected(), ExpectShowdown)
    assert hand.expected().first is None
    with pytest.raises(InvalidEventError, match="due_seat"):
        _report(hand, ShowOutOfOrder(seat=2, due_seat=1))


@pytest.mark.parametrize(("book", "cited"), [("tda-2024", "TDA2024-17A"), ("rrop", "FLOORCALL-DEFAULT-31")])
@pytest.mark.parametrize("shown", [False, True])
def test_a_player_asked_out_of_order_shows_after_the_one_due(book, cited, shown):
    hand = to_showdown("lhe", book, HOLDEM, board=HOLDEM_BOARD, script=_bet_last_round_by(3))
    if shown:
        hand.apply(HandShown(seat=2, cards=tuple(hand.seats[2].cards)))
    ruling = _report(hand, ShowOutOfOrder(seat=2, due_seat=3, shown=shown))
    assert (ruling.kind.value, ruling.remedies, ruling.citations) == ("continue", (), (cited,))
    assert hand.expected().first == 3  # the player due still tables (or mucks) first
    assert hand.view.has_shown(2) is shown  # a hand tabled out of order stays tabled
    show_all(hand)
    assert sum(hand.stacks.values()) == TOTAL
    assert hand.payouts == {2: sum(s.contributed for s in hand.seats.values())}  # the queens win


def test_a_report_naming_the_wrong_seat_as_due_is_refused_and_changes_nothing():
    hand = to_showdown("stud", "tda-2024", STUD, script=_bet_last_round_by(2))
    size = len(hand.events)
    with pytest.raises(InvalidEventError, match="seat 2 is the one due"):
        _report(hand, ShowOutOfOrder(seat=3, due_seat=1))
    with pytest.raises(InvalidEventError, match="field seat"):
        _report(hand, ShowRefused(seat=1))
    assert len(hand.events) == size


@pytest.mark.parametrize(("book", "cited"), [("tda-2024", "TDA2024-17A"), ("rrop", "FLOORCALL-DEFAULT-32")])
@pytest.mark.parametrize(("game", "cards", "board"), [("stud", STUD, ""), ("27td", DRAW, "")])
def test_the_player_due_who_will_not_show_or_muck_has_a_dead_hand(book, cited, game, cards, board):
    hand = to_showdown(game, book, cards, board=board, script=_bet_last_round_by(1))
    put_in = {s: h.contributed for s, h in hand.seats.items()}
    ruling = _report(hand, ShowRefused(seat=1))
    assert (ruling.kind.value, ruling.remedies, ruling.citations) == ("dead_hand", (KillHand(seat=1),), (cited,))
    assert hand.seats[1].dead and 1 not in hand.live_seats()
    show_all(hand)
    assert 1 not in hand.payouts and sum(hand.payouts.values()) == sum(put_in.values())
    assert sum(hand.stacks.values()) == TOTAL and hand.stacks[1] == 5000 - put_in[1]


# -- proper tabling ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("book", "cited"), [("tda-2024", "TDA2024-13A"), ("rrop", "FLOORCALL-DEFAULT-33")])
@pytest.mark.parametrize(("game", "cards", "board"), [("razz", RAZZ, ""), ("lhe", HOLDEM, HOLDEM_BOARD)])
def test_a_hand_mucked_before_it_is_tabled_is_dead_and_wins_nothing(book, cited, game, cards, board):
    hand = to_showdown(game, book, cards, board=board)
    winner_before = max(hand.live_seats(), key=lambda s: s)  # any seat: the ruling decides, not the cards
    ruling = _report(hand, HandNotTabled(seat=winner_before, mucked=True))
    assert (ruling.kind.value, ruling.remedies, ruling.citations) == (
        "dead_hand",
        (KillHand(seat=winner_before),),
        (cited,),
    )
    show_all(hand)
    assert winner_before not in hand.payouts and sum(hand.stacks.values()) == TOTAL


@pytest.mark.parametrize(("book", "cited"), [("tda-2024", "TDA2024-13A"), ("rrop", "FLOORCALL-DEFAULT-33")])
def test_a_hand_only_partly_turned_up_waits_to_be_tabled(book, cited):
    hand = to_showdown("27td", book, DRAW)
    ruling = _report(hand, HandNotTabled(seat=2))
    assert (ruling.kind.value, ruling.remedies, ruling.citations) == ("continue", (), (cited,))
    assert 2 in hand.expected().seats  # still to show
    show_all(hand)
    assert hand.payouts == {1: 300}  # the seven-five wins once every hand is tabled


def test_a_tabled_hand_cannot_be_reported_untabled_and_the_only_live_hand_needs_no_show():
    hand = to_showdown("lhe", "tda-2024", HOLDEM, board=HOLDEM_BOARD)
    hand.apply(HandShown(seat=1, cards=tuple(hand.seats[1].cards)))
    with pytest.raises(InvalidEventError, match="has tabled every card"):
        _report(hand, HandNotTabled(seat=1))
    hand.apply(HandMucked(seat=2))
    hand.apply(HandMucked(seat=3))
    assert isinstance(hand.expected(), HandOver)


# -- cards speak, a miscalled hand ------------------------------------------------------------------------------


@pytest.mark.parametrize(("book", "cited"), [("tda-2024", "TDA2024-13A"), ("rrop", "WSOP24L-275")])
def test_cards_speak_a_miscalled_tabled_hand_is_read_for_what_it_is(book, cited):
    hand = to_showdown("stud", book, STUD)
    hand.apply(HandShown(seat=3, cards=tuple(hand.seats[3].cards)))
    ruling = _report(hand, HandMiscalled(seat=3))
    assert (ruling.kind.value, ruling.remedies, ruling.citations) == ("continue", (), (cited,))
    show_all(hand)
    assert hand.payouts == {3: sum(s.contributed for s in hand.seats.values())}  # his aces win all the same


def _miscall_then_muck(book):
    hand = to_showdown("lhe", book, HOLDEM, board=HOLDEM_BOARD)
    hand.apply(HandShown(seat=1, cards=tuple(hand.seats[1].cards)))  # ace-king, called "two pair"
    hand.apply(HandMucked(seat=2))  # the queens (a set) thrown away on the strength of the call
    return hand


def test_tda2024_13a_a_hand_mucked_on_a_miscall_stays_dead():
    hand = _miscall_then_muck("tda-2024")
    ruling = _report(hand, HandMiscalled(seat=1, misled=2, misled_identifiable=True))
    assert (ruling.kind.value, ruling.remedies, ruling.citations) == ("continue", (), ("TDA2024-13A",))
    show_all(hand)
    assert hand.payouts == {1: 300} and sum(hand.stacks.values()) == TOTAL


def test_wsop24l_275_under_rrop_the_floor_may_kill_the_miscalled_hand_and_give_the_mucked_one_back():
    hand = _miscall_then_muck("rrop")
    ruling = _report(hand, HandMiscalled(seat=1, misled=2, misled_identifiable=True))
    assert ruling.kind.value == "floor_decision" and ruling.citations == ("WSOP24L-275",)
    dead = ruling.option("miscalled_hand_dead")
    assert dead.remedies == (KillHand(seat=1), RetrieveMuckedHand(seat=2))
    hand.apply(DecisionMade(option="miscalled_hand_dead"))
    assert hand.seats[1].dead and 2 in hand.live_seats()
    show_all(hand)
    assert hand.payouts == {2: 300} and sum(hand.stacks.values()) == TOTAL


def test_wsop24l_275_the_floor_may_let_the_cards_speak():
    hand = _miscall_then_muck("rrop")
    _report(hand, HandMiscalled(seat=1, misled=2, misled_identifiable=True))
    hand.apply(DecisionMade(option="cards_speak"))
    show_all(hand)
    assert hand.payouts == {1: 300}


def test_a_miscall_report_needs_a_tabled_hand_and_a_real_muck():
    hand = to_showdown("lhe", "rrop", HOLDEM, board=HOLDEM_BOARD)
    with pytest.raises(InvalidEventError, match="has not tabled"):
        _report(hand, HandMiscalled(seat=1))
    hand.apply(HandShown(seat=1, cards=tuple(hand.seats[1].cards)))
    with pytest.raises(InvalidEventError, match="did not muck"):
        _report(hand, HandMiscalled(seat=1, misled=3))


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_every_showdown_ruling_replays_from_its_log(book):
    hand = to_showdown("stud", book, STUD, script=_bet_last_round_by(2))
    _report(hand, ShowOutOfOrder(seat=3, due_seat=2))
    _report(hand, ShowRefused(seat=2))
    show_all(hand)
    again = Hand.from_events(hand.floor, hand.events)
    assert again.stacks == hand.stacks and again.events == hand.events and again.payouts == hand.payouts
