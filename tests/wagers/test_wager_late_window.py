"""A wrong-size wager reported after its betting round closed: the round is taken up again inside the book's window.

TDA 2024 rule 52-A brings a short open or raise up to the minimum while its street lasts: reported after the round
closed but before the next card (on the last street: before the showdown begins), the engine opens that round again,
the short wager is brought up, whoever matched it owes the difference, and the next street's deal then goes on where
it stood. 52-B cuts a pot-limit wager over the pot back to the pot size, with every call of it, in the same window;
Robert's Rules cut it back by the project's default (FLOORCALL-DEFAULT-10) in that window too. Every ruling
conserves chips, and a correction the engine cannot make leaves the hand unchanged.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import floorcall
from floorcall import (
    BetOrRaisedTo,
    BringInPosted,
    CardDealt,
    CheckedOrCalled,
    CorrectWager,
    Discarded,
    ExpectAction,
    ExpectBurn,
    ExpectShowdown,
    Folded,
    Hand,
    HandShown,
    HandStarted,
    InvalidEventError,
    IrregularityReported,
    PluginAnswerError,
    Ruling,
    RulingKind,
    SaidPot,
    Stakes,
    Table,
    WagerIncorrect,
    WagerMade,
)
from floorcall._app.phh import dumps, loads
from floorcall._app.record import hand_to_history
from floorcall._app.replay import Replayer
from floorcall._app.serve.reportable import reportable_now
from floorcall._app.simulate import deal_next, new_hand, next_event, play
from floorcall._plugins import discover
from floorcall.i18n import translator
from floorcall.model.expectations import ExpectDecision, HandOver
from floorcall.rulekit import replace_rule
from floorcall.testing import make_floor
from tests.wagers.wager_helpers import STAKES, actor, chip_total, chips, dealt, floor, to_betting


def _short_wager(hand: Hand, short_by: int = 50) -> tuple[int, int, int]:
    """The seat to act puts out, unnoticed, ``short_by`` chips less than the smallest full bet, raise or completion.

    :returns: the seat, his wager's total and the smallest full total.
    """
    seat = actor(hand)
    options = hand.betting.options()
    least = options.min_to if options.min_to is not None else options.bet_to[-1]
    total = least - short_by
    made = WagerMade(seat=seat, motions=(chips(total - hand.betting.wagers[seat]),), unnoticed=True)
    assert hand.apply(made) is None
    assert hand.betting.wagers[seat] == total
    return seat, total, least


def _over_the_pot(hand: Hand, over_by: int = 300, said=None) -> tuple[int, int, int]:
    """Pot limit: the seat to act puts out, unnoticed, ``over_by`` chips more than the pot-size total.

    :returns: the seat, his wager's total and the pot-size total.
    """
    seat = actor(hand)
    pot_size = hand.betting.options().max_to
    total = pot_size + over_by
    put = total - hand.betting.wagers[seat]
    made = WagerMade(seat=seat, said=said, motions=(chips(put - 100, 100),), unnoticed=True)
    assert hand.apply(made) is None  # the table took it as made
    assert hand.betting.wagers[seat] == total
    assert [(w.seat, w.total) for w in hand.unnoticed_wagers] == [(seat, total)]
    return seat, total, pot_size


def _report(seat: int, total: int, street, reason: str = "under the minimum") -> IrregularityReported:
    claim = WagerIncorrect(seat=seat, action="bet_raise_to", amount=total, reason=reason, street=street)
    return IrregularityReported(irregularity=claim)


def _everyone_calls(hand: Hand) -> None:
    while hand.betting is not None and hand.betting.actor is not None:
        assert hand.apply(CheckedOrCalled(seat=actor(hand))) is None


def _wagers_of(hand: Hand) -> dict[int, int]:
    return dict(hand.betting.wagers)


def _stands(hand: Hand, report: IrregularityReported, cited: str | None = None) -> Ruling:
    """Apply the report; the ruling lets the amount stand: no remedy, and no seat's chips move."""
    contributed = {s: h.contributed for s, h in hand.seats.items()}
    ruling = hand.apply(report)
    assert ruling.kind is RulingKind.CONTINUE and ruling.remedies == ()
    assert cited is None or ruling.citations == (cited,)
    assert {s: h.contributed for s, h in hand.seats.items()} == contributed
    return ruling


def _replays(hand: Hand) -> None:
    again = Hand.from_events(hand.floor, hand.events, deck_order=hand.initial_order)
    assert again.stacks == hand.stacks
    assert again.expected() == hand.expected()


# -- 52-A: short, reported after its round closed ------------------------------------------------------------------


@pytest.mark.parametrize("game", ["nlhe", "stud", "lhe", "razz"])
def test_short_wager_reported_before_the_next_card_reopens_its_round(game):
    hand = dealt(game, "tda-2024")
    street, total_chips = hand.street, chip_total(hand)
    seat, total, least = _short_wager(hand)
    _everyone_calls(hand)
    assert hand.betting is None and hand.street is not street  # the round is over and the next street has begun
    waiting = hand.expected()
    assert isinstance(waiting, ExpectBurn)
    stack = hand.seats[seat].stack
    ruling = hand.apply(_report(seat, total, street))
    assert ruling.kind is RulingKind.CONTINUE
    assert ruling.remedies == (CorrectWager(seat=seat, amount=least),)
    assert ruling.citations == ("TDA2024-52A",)
    late = hand.events[-1].irregularity.late
    assert late.round_over and not late.next_card and not late.showdown_begun
    assert hand.street is street  # its own round, open again
    assert hand.betting.wagers[seat] == least
    assert hand.seats[seat].stack == stack - (least - total)
    assert chip_total(hand) == total_chips
    callers = [s for s, w in _wagers_of(hand).items() if w == total]
    assert callers and actor(hand) in callers  # whoever matched the short amount owes the difference
    options = hand.betting.options()
    assert options.call == least - total
    assert options.bet_to == () and options.min_to is None  # the correction gives nobody a new right to raise
    _everyone_calls(hand)
    assert all(hand.seats[s].contributed == hand.seats[seat].contributed for s in callers)
    assert hand.street is not street and hand.expected() == waiting  # the next street's deal goes on where it stood
    to_betting(hand)
    assert chip_total(hand) == total_chips
    _replays(hand)


def test_a_seat_that_folds_in_the_reopened_round_gets_no_card_of_the_next_street():
    hand = dealt("stud", "tda-2024")
    street, total_chips = hand.street, chip_total(hand)
    seat, total, _ = _short_wager(hand)
    _everyone_calls(hand)
    hand.apply(_report(seat, total, street))
    quitter = actor(hand)
    assert hand.apply(Folded(seat=quitter)) is None
    _everyone_calls(hand)
    dealt_to = []
    while not isinstance(hand.expected(), ExpectAction):
        event = deal_next(hand, hand.expected())
        if isinstance(event, CardDealt):
            dealt_to.append(event.seat)
        hand.apply(event)
    assert quitter not in dealt_to and seat in dealt_to
    assert chip_total(hand) == total_chips
    _replays(hand)


def test_robert_s_rules_still_let_it_stand_once_its_round_is_over():
    """WSOP24L-138 corrects a short wager only before its betting round ends: the reopened round is TDA's."""
    hand = dealt("stud", "rrop")
    street = hand.street
    seat, total, _ = _short_wager(hand)
    _everyone_calls(hand)
    _stands(hand, _report(seat, total, street), "WSOP24L-138")
    assert hand.betting is None and hand.street is not street


def _to_last_round(game: str, book: str) -> Hand:
    """A hand at the first action of its last betting round, everyone checking or calling before.

    The table reports its showdown (``showdown_reported``): with every card known and no show awaited, the pots would
    be awarded the moment the last round closes, and a finished hand takes no report.
    """
    started = HandStarted(game=game, table=Table.of([20000] * 6), stakes=STAKES[game], showdown_reported=True)
    hand = to_betting(new_hand(floor(game, book), started, random.Random(3)))
    last = hand.game.streets[-1]
    while hand.street is not last:
        while hand.betting is not None and hand.betting.actor is not None:
            seat = actor(hand)
            passive = BringInPosted(seat=seat) if hand.betting.options().bring_in else CheckedOrCalled(seat=seat)
            assert hand.apply(passive) is None
        to_betting(hand)
    return hand


@pytest.mark.parametrize("game", ["nlhe", "stud"])
def test_on_the_last_street_it_is_corrected_until_the_showdown_begins(game):
    hand = _to_last_round(game, "tda-2024")
    street, total_chips = hand.street, chip_total(hand)
    seat, total, least = _short_wager(hand)
    _everyone_calls(hand)
    showdown = hand.expected()
    assert isinstance(showdown, ExpectShowdown)
    ruling = hand.apply(_report(seat, total, street))
    assert ruling.remedies == (CorrectWager(seat=seat, amount=least),)
    assert isinstance(hand.expected(), ExpectAction)
    _everyone_calls(hand)
    assert hand.expected() == showdown
    assert chip_total(hand) == total_chips
    play(hand, random.Random(1))
    assert sum(hand.stacks.values()) == total_chips
    _replays(hand)


def test_once_a_hand_is_shown_on_the_last_street_the_short_amount_stands():
    hand = _to_last_round("nlhe", "tda-2024")
    street = hand.street
    seat, total, _ = _short_wager(hand)
    _everyone_calls(hand)
    first = hand.expected().seats[0]
    hand.apply(HandShown(seat=first, cards=tuple(hand.seats[first].cards)))
    ruling = _stands(hand, _report(seat, total, street), "TDA2024-52A")
    assert hand.events[-1].irregularity.late.showdown_begun
    assert "showdown" in ruling.explanation


DRAW = Stakes(small_bet=400, big_bet=800, blinds=(200, 400))


def _draw_hand() -> Hand:
    started = HandStarted(game="27td", table=Table.of([20000] * 4), stakes=DRAW)
    return to_betting(new_hand(floor("27td", "tda-2024"), started, random.Random(5)))


def test_in_a_draw_it_is_corrected_before_the_first_discard_and_stands_after():
    hand = _draw_hand()
    street, total_chips = hand.street, chip_total(hand)
    seat, total, least = _short_wager(hand, short_by=100)
    _everyone_calls(hand)
    drawing = hand.expected()
    ruling = hand.apply(_report(seat, total, street))
    assert ruling.remedies == (CorrectWager(seat=seat, amount=least),)
    _everyone_calls(hand)
    assert hand.expected() == drawing  # the draw waits for its first discard again
    assert chip_total(hand) == total_chips
    _replays(hand)

    later = _draw_hand()
    seat, total, _ = _short_wager(later, short_by=100)
    _everyone_calls(later)
    drawer = later.expected().seat
    later.apply(Discarded(seat=drawer, cards=()))
    _stands(later, _report(seat, total, street), "TDA2024-52A")  # the draw has begun: the amount stands
    assert later.events[-1].irregularity.late.next_card


# -- 52-B: over the pot, cut back later -----------------------------------------------------------------------------


def test_over_the_pot_reported_while_the_round_is_open_is_cut_back_with_the_calls():
    hand = dealt("plo", "tda-2024")
    street, total_chips = hand.street, chip_total(hand)
    seat, total, pot_size = _over_the_pot(hand)
    caller = actor(hand)
    hand.apply(CheckedOrCalled(seat=caller))
    assert hand.betting.wagers[caller] == total
    stacks = {s: hand.seats[s].stack for s in (seat, caller)}
    ruling = hand.apply(_report(seat, total, street, "over the pot"))
    assert ruling.kind is RulingKind.CONTINUE
    assert ruling.remedies == (CorrectWager(seat=seat, amount=pot_size),)
    assert ruling.citations == ("TDA2024-52B",)
    for s in (seat, caller):
        assert hand.betting.wagers[s] == pot_size
        assert hand.seats[s].stack == stacks[s] + (total - pot_size)  # the chips above the pot come back
    assert hand.betting.options().call == pot_size - hand.betting.wagers[actor(hand)]
    assert chip_total(hand) == total_chips
    _everyone_calls(hand)
    assert {h.contributed for h in hand.seats.values() if h.live} == {pot_size}  # one round: the preflop wagers
    _replays(hand)


@pytest.mark.parametrize(
    ("book", "cited"),
    [("tda-2024", "TDA2024-52B"), ("rrop", "FLOORCALL-DEFAULT-10"), ("wsop-2024", "WSOP24T-90e")],
)
def test_over_the_pot_reported_after_its_round_before_the_flop_is_cut_back(book, cited):
    hand = dealt("plo", book)
    street, total_chips = hand.street, chip_total(hand)
    seat, total, pot_size = _over_the_pot(hand, said=SaidPot())
    _everyone_calls(hand)
    waiting = hand.expected()
    assert isinstance(waiting, ExpectBurn)
    stacks = dict(hand.stacks)
    ruling = hand.apply(_report(seat, total, street, "over the pot"))
    assert ruling.remedies == (CorrectWager(seat=seat, amount=pot_size),)
    assert ruling.citations == (cited,)
    assert all(h.contributed == pot_size for h in hand.seats.values())  # every call of it was cut back too
    assert all(hand.stacks[s] == stacks[s] + total - pot_size for s in hand.seats)
    assert hand.betting is None and hand.expected() == waiting  # nobody owes anything: the deal goes on
    assert chip_total(hand) == total_chips
    _replays(hand)


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_over_the_pot_reported_after_the_flop_stands(book):
    hand = dealt("plo", book)
    street = hand.street
    seat, total, _ = _over_the_pot(hand)
    _everyone_calls(hand)
    to_betting(hand)
    ruling = _stands(hand, _report(seat, total, street, "over the pot"))
    assert str(total) in ruling.explanation


def test_a_raise_over_the_over_the_pot_wager_stands_and_the_cut_seats_owe_it():
    hand = dealt("plo", "tda-2024")
    street, total_chips = hand.street, chip_total(hand)
    seat, total, pot_size = _over_the_pot(hand)
    raiser = actor(hand)
    raised = hand.betting.options().min_to
    assert hand.apply(BetOrRaisedTo(seat=raiser, amount=raised)) is None
    ruling = hand.apply(_report(seat, total, street, "over the pot"))
    assert ruling.remedies == (CorrectWager(seat=seat, amount=pot_size),)
    assert hand.betting.wagers[seat] == pot_size and hand.betting.wagers[raiser] == raised
    assert hand.betting.current_bet == raised
    while actor(hand) != seat:
        hand.apply(CheckedOrCalled(seat=actor(hand)))
    assert hand.betting.options().call == raised - pot_size
    assert chip_total(hand) == total_chips
    _replays(hand)


def test_an_over_the_pot_wager_not_marked_unnoticed_is_still_ruled_at_once():
    """Not marked, the floor rules on it as it is made; one oversized chip marked unnoticed is rule 44's anyway."""
    hand = dealt("plo", "tda-2024")
    seat = actor(hand)
    pot_size = hand.betting.options().max_to
    ruling = hand.apply(WagerMade(seat=seat, motions=(chips(pot_size + 200 - hand.betting.wagers[seat], 100),)))
    assert ruling is not None  # the floor rules on it now (TDA 2024 rule 45: chips only, facing the big blind)
    assert hand.betting.wagers.get(seat, 0) <= pot_size
    assert hand.unnoticed_wagers == []
    single = dealt("plo", "tda-2024")
    seat = actor(single)
    ruling = single.apply(WagerMade(seat=seat, motions=(chips(5000),), unnoticed=True))
    assert ruling.citations == ("TDA2024-44",)
    assert single.unnoticed_wagers == []


def test_over_the_size_in_fixed_limit_is_not_taken_unnoticed():
    """Only pot limit has a pot to count wrong: a fixed-limit bet over the size is ruled as it is made."""
    hand = dealt("lhe", "tda-2024")
    _everyone_calls(hand)
    to_betting(hand)
    seat = actor(hand)
    ruling = hand.apply(WagerMade(seat=seat, motions=(chips(300, 300),), unnoticed=True))
    assert ruling is not None and ruling.citations == ("FLOORCALL-DEFAULT-10",)
    assert hand.betting.wagers[seat] == 200
    assert hand.unnoticed_wagers == []


# -- a correction the engine cannot make --------------------------------------------------------------------------


def _always_corrects(irregularity, hand) -> Ruling:
    return Ruling(
        kind=RulingKind.CONTINUE,
        remedies=(CorrectWager(seat=irregularity.seat, amount=(irregularity.amount or 0) + 50),),
        citations=("HOUSE:always-up:1",),
        explanation="This room brings a short wager up whenever it is found.",
    )


class AlwaysUp:
    """House plugin: replaces TDA2024-52A with a ruling that corrects a short wager however late it is found."""

    @floorcall.hookimpl
    def floorcall_register_rule_changes(self, register):
        register(replace_rule("TDA2024-52A", _always_corrects))


@pytest.mark.parametrize(
    ("cards", "reason"),
    [
        (1, "cannot be taken up again"),  # one card of fourth street is out, its round not open yet
        (None, "only while its betting round is open"),  # fourth street's betting is open
    ],
)
def test_a_correction_after_the_next_card_is_refused_and_changes_nothing(cards, reason):
    house = make_floor(games=("stud",), rulebook="tda-2024", house=("always-up",), plugins={"always-up": AlwaysUp()})
    started = HandStarted(game="stud", table=Table.of([20000] * 6), stakes=STAKES["stud"])
    hand = to_betting(new_hand(house, started, random.Random(3)))
    street = hand.street
    seat, total, _ = _short_wager(hand)
    _everyone_calls(hand)
    if cards is None:
        to_betting(hand)
    else:
        while not isinstance(hand.events[-1], CardDealt):
            hand.apply(deal_next(hand, hand.expected()))
    size, stacks, expected = len(hand.events), dict(hand.stacks), hand.expected()
    with pytest.raises(PluginAnswerError, match=reason):
        hand.apply(_report(seat, total, street))
    assert len(hand.events) == size and hand.stacks == stacks and hand.expected() == expected
    assert hand.street is not street


def test_a_report_naming_another_amount_is_refused_and_changes_nothing():
    hand = dealt("plo", "tda-2024")
    street = hand.street
    seat, total, _ = _over_the_pot(hand)
    _everyone_calls(hand)
    size, stacks = len(hand.events), dict(hand.stacks)
    with pytest.raises(InvalidEventError, match="wager_incorrect report, field amount"):
        hand.apply(_report(seat, total - 100, street, "over the pot"))
    assert len(hand.events) == size and hand.stacks == stacks and isinstance(hand.expected(), ExpectBurn)


# -- chips conserved whenever it is reported -------------------------------------------------------------------------


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    later=st.integers(0, 14),
    over_by=st.sampled_from((50, 200, 1000)),
    book=st.sampled_from(("tda-2024", "rrop")),
)
def test_an_over_the_pot_wager_reported_any_time_is_cut_back_or_stands_and_conserves_chips(seed, later, over_by, book):
    """Reported ``later`` events on: cut back to the pot size before the next card, else it stands; either way every
    chip is accounted for, the hand plays to its end, and the log replays."""
    rng = random.Random(seed)
    started = HandStarted(game="plo", table=Table.of([20000] * 6), stakes=STAKES["plo"])
    hand = to_betting(new_hand(floor("plo", book), started, rng))
    total_chips = chip_total(hand)
    street = hand.street
    seat, total, pot_size = _over_the_pot(hand, over_by=over_by)
    for _ in range(later):
        if isinstance(hand.expected(), HandOver | ExpectDecision):
            break
        hand.apply(next_event(hand, hand.expected(), rng))
    if isinstance(hand.expected(), HandOver | ExpectDecision):
        return
    contributed = hand.seats[seat].contributed
    ruling = hand.apply(_report(seat, total, street, "over the pot"))
    late = hand.events[-1].irregularity.late
    if ruling.remedies:
        assert ruling.remedies == (CorrectWager(seat=seat, amount=pot_size),)
        assert not late.next_card and not late.showdown_begun and not late.seat_folded
        assert hand.seats[seat].contributed <= contributed  # only cut back, never more
    else:
        assert late.next_card or late.showdown_begun or late.seat_folded
        assert hand.seats[seat].contributed == contributed
    assert chip_total(hand) == total_chips
    play(hand, rng)
    assert sum(hand.stacks.values()) == total_chips
    again = Hand.from_events(hand.floor, hand.events, deck_order=hand.initial_order)
    assert again.stacks == hand.stacks


# -- written as a hand history and replayed ---------------------------------------------------------------------------


def _checking(options, rng):
    return CheckedOrCalled(seat=options.seat)


@pytest.mark.parametrize(("game", "variant"), [("nlhe", "NT"), ("plo", "PO")])
def test_a_round_taken_up_again_is_written_read_and_replayed_to_the_same_stacks(game, variant):
    started = HandStarted(game=game, table=Table.of([20000] * 6), stakes=STAKES[game], rulebook="tda-2024")
    hand = to_betting(new_hand(floor(game, "tda-2024"), started, random.Random(11)))
    street = hand.street
    if game == "plo":
        seat, total, _ = _over_the_pot(hand)
    else:
        seat, total, _ = _short_wager(hand)
    _everyone_calls(hand)
    ruling = hand.apply(_report(seat, total, street))
    assert ruling.remedies and isinstance(ruling.remedies[0], CorrectWager)
    _everyone_calls(hand)
    play(hand, random.Random(0), policy=_checking)
    history = loads(dumps(hand_to_history([hand], variant)))
    outcome = Replayer(discover()).replay(history, "hand.phh")
    assert outcome.status == "matched", outcome.reason


def test_the_server_offers_the_wager_report_at_the_showdown():
    """The console lists what may be reported now: at the showdown, a wager taken unnoticed is still reportable."""
    hand = _to_last_round("nlhe", "tda-2024")
    before = {k.kind for k in reportable_now(hand, translator("en")).irregularities}
    _short_wager(hand)
    _everyone_calls(hand)
    assert isinstance(hand.expected(), ExpectShowdown)
    offered = {k.kind for k in reportable_now(hand, translator("en")).irregularities}
    assert "wager_incorrect" in offered and "wager_incorrect" not in before
    assert "hand_not_tabled" in offered
