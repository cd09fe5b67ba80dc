"""Wrong-size wagers the table took unnoticed and reported later: the correction window is part of the ruling.

Under TDA 2024 an under-minimum open or raise is brought up while its street lasts (52-A, its round taken up again
when it is over: see test_wager_late_window.py) and a pot bet sized on a count too low until substantial action
follows it (52-B); Robert's Rules (with WSOP24L-138) correct a short wager until its betting round ends. After the
window the amount stands. Every ruling conserves chips, and the report is checked against the log.
"""

from __future__ import annotations

import pytest

from floorcall import (
    BetOrRaisedTo,
    CheckedOrCalled,
    CorrectWager,
    Folded,
    Hand,
    InvalidEventError,
    IrregularityReported,
    RulingKind,
    SaidPot,
    WagerIncorrect,
    WagerMade,
)
from floorcall.rulekit import street_wagers
from tests.wagers.wager_helpers import actor, chip_total, chips, dealt, to_betting

LATE = {"tda-2024": "TDA2024-52A", "rrop": "WSOP24L-138"}
GAMES = ("nlhe", "stud", "lhe")


def _short_wager(hand: Hand) -> tuple[int, int, int]:
    """The seat to act puts out, unnoticed, 50 chips less than the smallest full bet, raise or completion.

    :returns: the seat, his wager's total and the smallest full total.
    """
    seat = actor(hand)
    options = hand.betting.options()
    least = options.min_to if options.min_to is not None else options.bet_to[-1]
    total = least - 50
    made = WagerMade(seat=seat, motions=(chips(total - hand.betting.wagers[seat]),), unnoticed=True)
    assert hand.apply(made) is None
    assert hand.betting.wagers[seat] == total
    return seat, total, least


def _report(hand: Hand, seat: int, total: int, street) -> IrregularityReported:
    claim = WagerIncorrect(seat=seat, action="bet_raise_to", amount=total, reason="under the minimum", street=street)
    return IrregularityReported(irregularity=claim)


def _everyone_calls(hand: Hand) -> None:
    while hand.betting is not None and hand.betting.actor is not None:
        hand.apply(CheckedOrCalled(seat=actor(hand)))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_reported_after_the_next_card_the_amount_stands(game, book):
    hand = dealt(game, book)
    street, chips_before = hand.street, chip_total(hand)
    seat, total, _ = _short_wager(hand)
    _everyone_calls(hand)
    to_betting(hand)  # the next street's cards are out
    assert hand.street is not street
    contributed = {s: h.contributed for s, h in hand.seats.items()}
    ruling = hand.apply(_report(hand, seat, total, street))
    assert ruling.kind is RulingKind.CONTINUE
    assert ruling.remedies == ()
    assert ruling.citations == (LATE[book],)
    assert str(total) in ruling.explanation
    assert {s: h.contributed for s, h in hand.seats.items()} == contributed  # nothing moves: the amount stands
    assert chip_total(hand) == chips_before
    logged = hand.events[-1].irregularity
    assert logged.late.next_card and logged.late.round_over
    assert logged.reading.chips_to == total
    again = Hand.from_events(hand.floor, hand.events)
    assert again.stacks == hand.stacks


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_reported_while_the_round_is_open_it_is_brought_up(game, book):
    hand = dealt(game, book)
    street, chips_before = hand.street, chip_total(hand)
    seat, total, least = _short_wager(hand)
    caller = actor(hand)
    hand.apply(CheckedOrCalled(seat=caller))
    assert hand.betting.wagers[caller] == total
    stack = hand.seats[seat].stack
    ruling = hand.apply(_report(hand, seat, total, street))
    assert ruling.kind is RulingKind.CONTINUE
    assert ruling.remedies == (CorrectWager(seat=seat, amount=least),)
    assert ruling.citations == (LATE[book],)
    assert hand.betting.wagers[seat] == least
    assert hand.seats[seat].stack == stack - (least - total)
    assert chip_total(hand) == chips_before
    while hand.betting.actor != caller:  # the others act on the corrected wager; the caller owes the difference
        hand.apply(CheckedOrCalled(seat=actor(hand)))
    options = hand.betting.options()
    assert options.call == least - total
    assert options.bet_to == () and options.min_to is None  # the correction gives him no new right to raise
    hand.apply(CheckedOrCalled(seat=caller))
    assert hand.seats[caller].contributed == hand.seats[seat].contributed
    again = Hand.from_events(hand.floor, hand.events)
    assert again.stacks == hand.stacks


@pytest.mark.parametrize(("book", "corrected"), [("tda-2024", True), ("rrop", False)])
def test_round_over_before_the_next_card(book, corrected):
    """TDA's window runs to the next card, so its round is taken up again; Robert's Rules' ends with the round."""
    hand = dealt("stud", book)
    street = hand.street
    seat, total, least = _short_wager(hand)
    _everyone_calls(hand)
    assert hand.betting is None
    ruling = hand.apply(_report(hand, seat, total, street))
    assert ruling.remedies == ((CorrectWager(seat=seat, amount=least),) if corrected else ())
    assert ruling.citations == (LATE[book],)
    late = hand.events[-1].irregularity.late
    assert late.round_over and not late.next_card
    assert (hand.betting is not None) is corrected


def _pot_miscount(book: str) -> tuple[Hand, int, int, int]:
    """Pot limit: seat to act says "pot" and, on a miscount, puts out 200 less than the pot-size total, unnoticed."""
    hand = dealt("plo", book)
    seat = actor(hand)
    pot_size = hand.betting.options().max_to
    total = pot_size - 200
    made = WagerMade(seat=seat, said=SaidPot(), motions=(chips(total - hand.betting.wagers[seat]),), unnoticed=True)
    assert hand.apply(made) is None
    return hand, seat, total, pot_size


@pytest.mark.parametrize(
    ("book", "folds", "cited", "corrected"),
    [
        ("tda-2024", 1, "TDA2024-52B", True),  # one action since: no substantial action yet
        ("tda-2024", 3, "TDA2024-52B", False),  # three actions since: it stands
        ("rrop", 3, "WSOP24L-138", True),  # the round still open: corrected
    ],
)
def test_pot_bet_on_a_miscount(book, folds, cited, corrected):
    hand, seat, total, pot_size = _pot_miscount(book)
    chips_before, street = chip_total(hand), hand.street
    for _ in range(folds):
        hand.apply(Folded(seat=actor(hand)))
    ruling = hand.apply(_report(hand, seat, total, street))
    assert ruling.kind is RulingKind.CONTINUE
    assert ruling.citations == (cited,)
    if corrected:
        assert ruling.remedies == (CorrectWager(seat=seat, amount=pot_size),)
        assert hand.betting.wagers[seat] == pot_size
    else:
        assert ruling.remedies == ()
        assert hand.betting.wagers[seat] == total
    assert chip_total(hand) == chips_before


def test_plain_pot_wager_is_still_ruled_at_once():
    """Without ``unnoticed`` the same wager goes to the floor as it is made (TDA 54-B: the pot-size total)."""
    hand = dealt("plo", "tda-2024")
    seat = actor(hand)
    pot_size = hand.betting.options().max_to
    made = WagerMade(seat=seat, said=SaidPot(), motions=(chips(pot_size - 400),))
    ruling = hand.apply(made)
    assert ruling.citations == ("TDA2024-54B",)
    assert hand.betting.wagers[seat] == pot_size


def test_unnoticed_changes_nothing_on_a_legal_wager():
    hand = dealt("nlhe", "tda-2024")
    seat = actor(hand)
    assert hand.apply(WagerMade(seat=seat, motions=(chips(300, 300),), unnoticed=True)) is None
    assert hand.unnoticed_wagers == []
    with pytest.raises(InvalidEventError, match="field amount"):
        hand.apply(_report(hand, seat, 600, hand.street))


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_a_report_the_log_does_not_bear_out_is_refused_and_changes_nothing(book):
    hand = dealt("nlhe", book)
    street = hand.street
    seat, total, _ = _short_wager(hand)
    size = len(hand.events)
    for wrong in (
        _report(hand, seat, total + 25, street),  # another amount
        _report(hand, actor(hand), total, street),  # another seat
    ):
        with pytest.raises(InvalidEventError, match="wager_incorrect report, field amount"):
            hand.apply(wrong)
        assert len(hand.events) == size
    hand.apply(_report(hand, seat, total, street))
    with pytest.raises(InvalidEventError, match="nobody has reported yet"):  # the same wager twice
        hand.apply(_report(hand, seat, total, street))


@pytest.mark.parametrize("game", ["nlhe", "stud"])
def test_street_wagers_sees_wagers_made(game):
    hand = dealt(game, "tda-2024")
    seat = actor(hand)
    options = hand.betting.options()
    least = options.min_to if options.min_to is not None else options.bet_to[-1]
    half = (least - hand.betting.wagers[seat]) // 2
    assert hand.apply(WagerMade(seat=seat, motions=(chips(half, half),))) is None  # plain: a full bet or raise
    last = street_wagers(hand.view)[-1]
    assert (type(last), last.seat, last.amount) == (BetOrRaisedTo, seat, least)
    caller = actor(hand)
    ruling = hand.apply(WagerMade(seat=caller, motions=(chips(5000),)))  # one oversized chip: ruled a call
    assert ruling.citations == ("TDA2024-44",)
    assert street_wagers(hand.view)[-1] == CheckedOrCalled(seat=caller)
