"""TDA RP-10-H (and WSOP cash rule 228 for rrop): a stub too short for seventh street, with eight players.

The hands are dealt from a seeded shuffle; the card counts of each branch come from who folds when (FACT-4):
eight players all the way leave one card (H.C), eight with one gone on third street leave four (H.B), eight to
fourth street with two gone there leave five (H.A).
"""

import random

import pytest

from floorcall import (
    BoxedCardFound,
    CardDealt,
    FirstActionDisputed,
    Folded,
    Hand,
    HandOutcome,
    HandStarted,
    IrregularityReported,
    RulingApplied,
    RulingKind,
    Street,
    StubShort,
    Table,
)
from floorcall._app.simulate import deal_next, new_hand, next_event
from floorcall.model.expectations import ExpectAction, ExpectBoardCard, ExpectBurn, ExpectDeal, HandOver
from tests.rules.harness import answer, assert_ruling, load_case
from tests.rules.stud_rules import CASE_STAKES, chips_in_play, last_ruling, passive, rule_floor


def _play(hand, folds, stop):
    """Play passively from the known stub; ``folds`` maps street to the seats that fold there when they may."""
    openers = {}
    while not stop(exp := hand.expected()):
        event = deal_next(hand, exp)
        if event is None:
            assert isinstance(exp, ExpectAction), exp
            openers.setdefault(exp.street, exp.seat)
            seat = exp.seat
            fold = seat in folds.get(exp.street, ()) and exp.options.can_fold
            event = Folded(seat=seat) if fold else passive(exp.options)
        hand.apply(event)
    return openers


def _eight(book, game="stud", seed=7):
    started = HandStarted(game=game, table=Table.of([5000] * 8), stakes=CASE_STAKES, rulebook=book)
    return new_hand(rule_floor(book), started, random.Random(seed))


def _to_seventh(hand, folds):
    return _play(hand, folds, lambda exp: isinstance(exp, ExpectBurn) and exp.street is Street.SEVENTH)


def _non_bring_in(hand, count):
    return [s for s in hand.deal_order if s != hand.bring_in_seat][:count]


def _short_stub_ruling(hand):
    found = [e for e in hand.events if isinstance(e, IrregularityReported) and isinstance(e.irregularity, StubShort)]
    assert len(found) == 1 and found[0].detected
    return found[0].irregularity, last_ruling(hand)


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_tda_2024_rp10_h_a_case_031_burns_added_suffice(shared_dir, book):
    hand = _eight(book)
    _play(hand, {}, lambda exp: isinstance(exp, ExpectAction) and exp.street is Street.FOURTH)
    folds = {Street.FOURTH: _non_bring_in(hand, 2)}
    _to_seventh(hand, folds)
    short, ruling = _short_stub_ruling(hand)
    assert (short.stub, short.burns, short.live, short.required) == (5, 3, 6, 8)
    if book == "tda-2024":
        assert_ruling(ruling, answer(load_case(shared_dir, "031"), book))
        assert ruling.citations[:2] == ("TDA2024-RP10-H", "TDA2024-RP10-H.A")
    else:
        assert ruling.citations[:2] == ("WSOP24L-228", "TDA2024-RP10-H.A")
    assert ruling.remedy_names == ("reshuffle_stub_with_burns", "deal_to_each_seat")
    assert hand.tracker.stub == 8 and hand.burns == []
    _play(hand, {}, lambda exp: isinstance(exp, ExpectAction))
    assert hand.tracker.stub == 1 and len(hand.burns) == 1
    assert all(len(hand.view.downcards(s)) == 3 for s in hand.view.live_seats)


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_tda_2024_rp10_h_b_case_032_community_card_from_the_stub(shared_dir, book):
    hand = _eight(book)
    _play(hand, {}, lambda exp: isinstance(exp, ExpectAction) and exp.street is Street.THIRD)
    openers = _to_seventh(hand, {Street.THIRD: _non_bring_in(hand, 1)})
    short, ruling = _short_stub_ruling(hand)
    assert (short.stub, short.live, short.required) == (4, 7, 9)
    if book == "tda-2024":
        assert_ruling(ruling, answer(load_case(shared_dir, "032"), book))
        assert {"TDA2024-RP10-H", "TDA2024-RP10-H.B", "TDA2024-RP10-H.D"} <= set(ruling.citations)
    else:
        assert ruling.citations == ("WSOP24L-228", "TDA2024-RP10-H.B", "TDA2024-RP10-H.D")
    assert ruling.remedy_names == ("burn_and_deal_community",)
    hand.apply(deal_next(hand, hand.expected()))  # the burn
    assert isinstance(hand.expected(), ExpectBoardCard)
    hand.apply(deal_next(hand, hand.expected()))
    exp = hand.expected()
    assert len(hand.board) == 1 and hand.tracker.stub == 2
    assert exp.seat == openers[Street.SIXTH]  # RP-10-H.D: the sixth-street opener opens seventh
    _play(hand, {}, lambda exp: isinstance(exp, HandOver))
    assert hand.outcome is HandOutcome.COMPLETE and sum(hand.stacks.values()) == 8 * 5000


@pytest.mark.parametrize("game", ["stud", "stud8", "razz"])
def test_tda_2024_rp10_h_c_eight_players_to_seventh_share_a_card_after_adding_burns(game):
    hand = _eight("tda-2024", game)
    openers = _to_seventh(hand, {})
    short, ruling = _short_stub_ruling(hand)
    assert (short.stub, short.burns, short.live, short.required) == (1, 3, 8, 10)
    assert ruling.kind is RulingKind.CONTINUE
    assert ruling.citations == ("TDA2024-RP10-H", "TDA2024-RP10-H.C", "TDA2024-RP10-H.D", "TDA2024-39D")
    assert ruling.remedy_names == ("reshuffle_stub_with_burns", "burn_and_deal_community")
    assert hand.tracker.stub == 4
    _play(hand, {}, lambda exp: isinstance(exp, ExpectAction))
    assert hand.expected().seat == openers[Street.SIXTH] and len(hand.board) == 1 and hand.tracker.stub == 2
    _play(hand, {}, lambda exp: isinstance(exp, HandOver))
    assert hand.outcome is HandOutcome.COMPLETE and sum(hand.stacks.values()) == 8 * 5000
    assert all(len(hand.view.cards(s)) + len(hand.board) == 7 for s in hand.live_seats())


def test_tda_2024_rp10_h_d_case_034_community_card_does_not_move_first_action(shared_dir):
    hand = _eight("tda-2024", "stud8")
    openers = _to_seventh(hand, {})
    _play(hand, {}, lambda exp: isinstance(exp, ExpectAction))
    first = answer(load_case(shared_dir, "034"), "tda-2024")["first_to_act"]
    assert first == 1  # the case's sixth-street opener; here the shuffle decides who that is
    assert hand.expected().seat == openers[Street.SIXTH]
    claimant = next(s for s in hand.live_seats() if s != openers[Street.SIXTH])
    ruling = hand.apply(IrregularityReported(irregularity=FirstActionDisputed(seat=claimant, street=Street.SEVENTH)))
    assert ruling.kind is RulingKind.REFUSED and ruling.citations == ("TDA2024-RP10-H.D",)


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_short_stub_ruling_replays_exactly_from_the_log(book):
    hand = _eight(book, seed=3)
    _to_seventh(hand, {})
    _play(hand, {}, lambda exp: isinstance(exp, ExpectAction))
    again = Hand.from_events(hand.floor, hand.events)
    assert again.board == hand.board and again.tracker.stub == hand.tracker.stub
    assert again.expected() == hand.expected()


def test_no_short_stub_with_six_players_who_all_see_seventh():
    # 18 + 3 x 7 = 39 cards before seventh street: 13 left for 6 cards, a burn and the reserve.
    started = HandStarted(game="stud", table=Table.of([5000] * 6), stakes=CASE_STAKES, rulebook="tda-2024")
    hand = new_hand(rule_floor("tda-2024"), started, random.Random(5))
    total = chips_in_play(hand)
    _play(hand, {}, lambda exp: isinstance(exp, HandOver))
    assert not [e for e in hand.events if isinstance(e, IrregularityReported)]
    assert sum(hand.stacks.values()) == total


def test_short_stub_is_found_with_unknown_cards_too():
    # A live table that records no faces: the engine still counts the stub and rules on it.
    from floorcall import Card, CardBurned, CardDealt

    hand = Hand(rule_floor("tda-2024"), HandStarted(game="stud", table=Table.of([5000] * 8), stakes=CASE_STAKES))
    faces = list(hand.game.deck.cards)  # upcards must be known to name the bring-in and the boards
    while not isinstance(exp := hand.expected(), ExpectBoardCard):
        if isinstance(exp, ExpectDeal):
            event = CardDealt(seat=exp.seat, card=faces.pop() if exp.face_up else Card.UNKNOWN, face_up=exp.face_up)
        elif isinstance(exp, ExpectBurn):
            event = CardBurned()
        else:
            assert isinstance(exp, ExpectAction), exp
            event = _check_or_call(exp.options)
        hand.apply(event)
    short, ruling = _short_stub_ruling(hand)
    assert (short.stub, short.required) == (1, 10) and "TDA2024-RP10-H.C" in ruling.citations
    assert hand.tracker.stub == 3  # four after the burns came back, one burned: the shared card comes next


def _check_or_call(options):
    from floorcall import BringInPosted, CheckedOrCalled

    if options.bring_in is not None and not options.can_fold:
        return BringInPosted(seat=options.seat)
    return CheckedOrCalled(seat=options.seat)


def _extra_cards_out(hand, wrong_seat, boxed):
    """Play to seventh street's deal; the first card of each street in ``wrong_seat`` goes to the next live seat,
    and the next card of each street in ``boxed`` is found face up in the deck (both take a card off the stub)."""
    done = set()
    while not isinstance(exp := hand.expected(), ExpectBurn) or exp.street is not Street.SEVENTH:
        event = deal_next(hand, exp)
        if isinstance(exp, ExpectDeal) and exp.street in wrong_seat and ("wrong", exp.street) not in done:
            done.add(("wrong", exp.street))
            other = next(s for s in hand.live_seats() if s != exp.seat)
            event = CardDealt(seat=other, card=hand.next_card, face_up=exp.face_up)
        elif isinstance(exp, ExpectDeal) and exp.street in boxed and ("boxed", exp.street) not in done:
            done.add(("boxed", exp.street))
            found = BoxedCardFound(count=1, card=hand.next_card, initial_deal=False)
            event = IrregularityReported(irregularity=found)
        hand.apply(event or passive(exp.options))


def test_a_stub_short_on_sixth_street_is_ruled_and_the_hand_plays_to_its_end():
    # Eight players all the way; a fourth-street card to the wrong seat and a boxed card on fourth and fifth street
    # leave 8 cards for sixth street's burn and 8 upcards: the burns of fourth and fifth street go back in.
    hand = _eight("tda-2024")
    total = chips_in_play(hand)
    _extra_cards_out(hand, {Street.FOURTH}, {Street.FOURTH, Street.FIFTH})
    shorts = [e for e in hand.events if isinstance(e, IrregularityReported) and isinstance(e.irregularity, StubShort)]
    sixth = shorts[0].irregularity
    assert (sixth.street, sixth.stub, sixth.required, sixth.burns, sixth.live) == (Street.SIXTH, 8, 9, 2, 8)
    applied = next(e for e in hand.events if isinstance(e, RulingApplied) and e.irregularity == sixth)
    ruling = applied.ruling
    assert applied.ruled_by == "tda-2024/TDA2024-RP10-H"
    assert ruling.citations == ("TDA2024-RP10-H", "TDA2024-RP10-H.A", "TDA2024-39D")
    assert ruling.remedy_names == ("reshuffle_stub_with_burns", "deal_to_each_seat")
    assert all(len(hand.view.cards(s)) == 6 for s in hand.live_seats())  # sixth street dealt to every seat
    while not isinstance(exp := hand.expected(), HandOver):
        hand.apply(next_event(hand, exp, random.Random(1)))
    assert hand.outcome is HandOutcome.COMPLETE and sum(hand.stacks.values()) == total


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_a_stub_too_short_for_sixth_street_even_with_the_burns_shares_a_card(book):
    # The rule for a street before the last: branch B (three cards or more left) shares one card, as on seventh.
    hand = _eight(book)
    _play(hand, {}, lambda exp: isinstance(exp, ExpectBurn) and exp.street is Street.SIXTH)
    short = StubShort(street=Street.SIXTH, stub=4, required=9, burns=2, live=8)
    answered = hand.floor.pm.get_plugin(book).answers(short, hand.view)
    assert len(answered) == 1
    ruling = answered[0].ruling
    assert ruling.kind is RulingKind.CONTINUE and ruling.remedy_names == ("burn_and_deal_community",)
    assert "TDA2024-RP10-H.B" in ruling.citations
