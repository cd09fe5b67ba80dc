"""A report is checked against the hand before it is ruled on: one that contradicts the hand is refused, unchanged."""

from __future__ import annotations

import random

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorcall import (
    ActionOutOfTurn,
    BoxedCardFound,
    BringInPosted,
    BurnExposed,
    Card,
    CardToWrongSeat,
    CheckedOrCalled,
    DealFault,
    DealingFault,
    DeckFouled,
    DiscardsChanged,
    DowncardExposed,
    DrawCardToWrongSeat,
    DrawOutOfTurn,
    FirstActionDisputed,
    Folded,
    FoulReason,
    Hand,
    ImpossibleCall,
    InvalidEventError,
    IrregularityReported,
    NonStandardCard,
    NoRulingError,
    OpenerMisnamed,
    OwnDowncardExposed,
    PenaltySeatDealt,
    PlayerAbsent,
    RulingKind,
    SeatDealtOut,
    SeatSkipped,
    Stakes,
    StubExhausted,
    StubShort,
    Table,
    WrongCardCount,
)
from floorcall._app.simulate import new_hand, next_event
from floorcall._engine.deck import Zone
from floorcall.model.events import AnyEvent, HandStarted
from floorcall.model.expectations import ExpectAction, ExpectDeal, HandOver
from floorcall.model.types import Street
from floorcall.testing import make_floor
from tests.support.drive import known_cards_once
from tests.support.state import hand_state

FLOORS = {game: make_floor(games=[game], rulebook="tda-2024") for game in ("stud", "nlhe", "27td")}
STAKES = {
    "stud": (Stakes(ante=5, bring_in=10, small_bet=20, big_bet=40), None),
    "nlhe": (Stakes(blinds=(5, 10), small_bet=10), 4),
    "27td": (Stakes(blinds=(5, 10), small_bet=10, big_bet=20), 4),
}


def _hand(game, seed=2, seats=4):
    stakes, button = STAKES[game]
    started = HandStarted(game=game, table=Table.of([500] * seats, button=button), stakes=stakes)
    return new_hand(FLOORS[game], started, random.Random(seed))


def _to_first_action(hand, rng=None):
    rng = rng or random.Random(1)
    while not isinstance(hand.expected(), ExpectAction):
        hand.apply(next_event(hand, hand.expected(), rng))
    return hand.expected()


def _stud_at_first_action():
    hand = _hand("stud")
    _to_first_action(hand)
    return hand


def _downcard_of(hand, seat):
    return hand.seats[seat].downcards[0]


def _upcard_of(hand, seat):
    return hand.seats[seat].upcards[0]


# (description, build the report from a hand at stud's first action, the field named)
REFUSED = [
    (
        "count for a seat not dealt in",
        lambda h: WrongCardCount(seat=9, held=2, expected=3, street=Street.THIRD),
        "seat",
    ),
    ("count not what was dealt", lambda h: WrongCardCount(seat=1, held=1, expected=2, street=Street.THIRD), "expected"),
    ("count that is right", lambda h: WrongCardCount(seat=1, held=3, expected=3, street=Street.THIRD), "held"),
    ("count on another street", lambda h: WrongCardCount(seat=1, held=2, expected=3, street=Street.FIFTH), "street"),
    (
        "extra card that is out already",
        lambda h: WrongCardCount(seat=1, held=4, expected=3, street=Street.THIRD, card=_upcard_of(h, 2)),
        "card",
    ),
    ("own downcard that is an upcard", lambda h: OwnDowncardExposed(seat=1, card=_upcard_of(h, 1)), "card"),
    ("own downcard of another seat", lambda h: OwnDowncardExposed(seat=1, card=_downcard_of(h, 2)), "card"),
    (
        "flashed card not his",
        lambda h: DowncardExposed(seat=1, card=_downcard_of(h, 3), street=Street.THIRD),
        "card",
    ),
    ("boxed card already dealt", lambda h: BoxedCardFound(card=_downcard_of(h, 1)), "card"),
    ("no boxed card", lambda h: BoxedCardFound(count=0), "count"),
    ("exposed burn with no burn", lambda h: BurnExposed(card=h.next_card, street=Street.THIRD), "card"),
    ("joker that is a deck card", lambda h: NonStandardCard(card=Card.ACE_SPADES, street=Street.THIRD), "card"),
    (
        "fouled deck after the next hand began, mid-hand",
        lambda h: DeckFouled(reason=FoulReason.HOUSE, next_hand_begun=True),
        "next_hand_begun",
    ),
    ("penalty seat not on penalty", lambda h: PenaltySeatDealt(seat=2), "seat"),
    (
        "short stub that is not short",
        lambda h: StubShort(street=Street.THIRD, stub=h.tracker.stub, required=3, burns=0, live=4),
        "required",
    ),
    (
        "short stub of another size",
        lambda h: StubShort(street=Street.THIRD, stub=5, required=9, burns=0, live=4),
        "stub",
    ),
    ("exhausted stub of another size", lambda h: StubExhausted(street=Street.THIRD, owed=2, stub=0), "stub"),
    ("impossible call of chips not in", lambda h: ImpossibleCall(seat=1, street=Street.THIRD, amount=400), "amount"),
    (
        "out of turn in his own turn",
        lambda h: ActionOutOfTurn(seat=2, expected_seat=2, action="fold", street=Street.THIRD),
        "expected_seat",
    ),
    (
        "card to a wrong seat that holds no hand, said to be entitled",
        lambda h: CardToWrongSeat(seat=7, expected_seat=1, street=Street.THIRD, entitled=True),
        "entitled",
    ),
    ("proper dealer nobody", lambda h: DealingFault(fault=DealFault.WRONG_DEALER, proper_dealer=8), "proper_dealer"),
    ("reported by nobody", lambda h: DealingFault(fault=DealFault.NOT_CUT, reported_by=8), "reported_by"),
    ("seat skipped not dealt in", lambda h: SeatSkipped(seat=6, street=Street.THIRD), "seat"),
    ("seat dealt out on another street", lambda h: SeatDealtOut(seat=1, street=Street.SIXTH), "street"),
    ("opener misnamed not dealt in", lambda h: OpenerMisnamed(seat=5, street=Street.THIRD), "seat"),
    ("first action disputed on another street", lambda h: FirstActionDisputed(seat=1, street=Street.FOURTH), "street"),
    ("absent player not dealt in", lambda h: PlayerAbsent(seat=10, street=Street.THIRD), "seat"),
    (
        "draw out of turn in his own turn",
        lambda h: DrawOutOfTurn(seat=1, expected_seat=1, street=Street.THIRD, count=1),
        "expected_seat",
    ),
    (
        "draw card to the seat it was due",
        lambda h: DrawCardToWrongSeat(seat=3, expected_seat=3, street=Street.THIRD, owed=True),
        "expected_seat",
    ),
]


@pytest.mark.parametrize(("build", "field"), [(b, f) for _, b, f in REFUSED], ids=[d for d, _, _ in REFUSED])
def test_a_report_that_contradicts_the_hand_is_refused_naming_the_field(build, field):
    hand = _stud_at_first_action()
    report = build(hand)
    before = hand_state(hand)
    tag = type(report).__struct_config__.tag
    with pytest.raises(InvalidEventError, match=rf"^{tag} report, field {field}: .*; the report is refused$"):
        hand.apply(IrregularityReported(irregularity=report))
    assert hand_state(hand) == before


def test_a_claim_about_a_hand_that_folded_is_refused():
    hand = _stud_at_first_action()
    hand.apply(BringInPosted(seat=hand.expected().seat))
    folded = hand.expected().seat
    hand.apply(Folded(seat=folded))
    before = hand_state(hand)
    claim = DiscardsChanged(seat=folded, street=Street.THIRD, before=1, after=2)
    with pytest.raises(InvalidEventError, match=rf"discards_changed report, field seat: seat {folded} holds no live"):
        hand.apply(IrregularityReported(irregularity=claim))
    assert hand_state(hand) == before


def _button_before_acting():
    """No-limit hold'em, four seats, button 4: dealt out, the first seat after the big blind calls."""
    hand = _hand("nlhe", seed=6)
    expected = _to_first_action(hand)
    hand.apply(CheckedOrCalled(seat=expected.seat))
    return hand


def test_a_short_button_is_completed_with_the_card_he_missed_never_a_third_card():
    hand = _button_before_acting()
    button = 4
    missed = hand.seats[button].cards[-1]  # the last card of the deal went to the button
    stub = hand.tracker.stub
    ruling = hand.apply(
        IrregularityReported(irregularity=WrongCardCount(seat=button, held=1, expected=2, street=Street.PREFLOP))
    )
    assert ruling.kind is RulingKind.CONTINUE and ruling.remedy_names == ("deal_missing_card",)
    assert len(hand.seats[button].cards) == 1 and hand.tracker.stub == stub + 1
    assert hand.next_card is missed  # the card he was passed over for is back on top of the stub
    assert hand.expected() == ExpectDeal(seat=button, face_up=False, street=Street.PREFLOP)
    hand.apply(next_event(hand, hand.expected(), random.Random(1)))
    assert hand.seats[button].cards[-1] is missed and len(hand.seats[button].cards) == 2
    known_cards_once(hand)


def test_a_second_short_report_for_the_completed_button_must_agree_with_the_deal():
    hand = _button_before_acting()
    report = WrongCardCount(seat=4, held=1, expected=2, street=Street.PREFLOP)
    hand.apply(IrregularityReported(irregularity=report))
    before = hand_state(hand)
    with pytest.raises(InvalidEventError, match="field expected: seat 4 has been dealt 1 card, not 2"):
        hand.apply(IrregularityReported(irregularity=report))  # the missing card is still owed, not yet dealt
    assert hand_state(hand) == before


def test_a_card_one_too_many_comes_off_the_stub_into_the_hand():
    hand = _hand("stud", seed=5, seats=5)
    rng = random.Random(2)
    while not (hand.street is Street.FOURTH and isinstance(hand.expected(), ExpectAction)):
        hand.apply(next_event(hand, hand.expected(), rng))
    seat = hand.live_seats()[-1]
    top, stub = hand.next_card, hand.tracker.stub
    report = WrongCardCount(seat=seat, held=5, expected=4, street=Street.FOURTH)
    ruling = hand.apply(IrregularityReported(irregularity=report))
    assert ruling.kind is RulingKind.DEAD_HAND  # after substantial action (TDA 35D.1 with 38)
    assert hand.tracker.stub == stub - 1 and hand.next_card is not top
    assert hand.tracker.zone_of(top)[0] is Zone.MUCK  # the extra card was his, and went to the muck with his hand
    assert len(hand.seats[seat].cards) == 5
    known_cards_once(hand)


@settings(max_examples=80, deadline=None)
@given(
    game=st.sampled_from(sorted(FLOORS)),
    seed=st.integers(0, 2**32),
    seat=st.integers(1, 6),
    held=st.integers(0, 6),
    offset=st.integers(-1, 1),
    at=st.integers(0, 40),
)
def test_random_count_reports_are_ruled_or_refused_and_no_card_or_chip_is_made_or_lost(
    game, seed, seat, held, offset, at
):
    hand = _hand(game, seed)
    rng = random.Random(seed)
    chips = sum(h.stack + h.contributed for h in hand.seats.values())
    reported = False
    for step in range(800):
        if isinstance(hand.expected(), HandOver):
            break
        if step == at and not reported:
            reported = True
            dealt = len(hand.seats[seat].cards) if seat in hand.seats else 2
            report = WrongCardCount(seat=seat, held=held, expected=dealt + offset, street=hand.street)
            before = hand_state(hand)
            try:
                hand.apply(IrregularityReported(irregularity=report))
            except (InvalidEventError, NoRulingError):
                assert hand_state(hand) == before
            continue
        hand.apply(next_event(hand, hand.expected(), rng))
        known_cards_once(hand)
        assert all(len(hand.seats[s].cards) <= 7 for s in hand.live_seats())
        if hand.outcome is None:
            assert sum(h.stack + h.contributed for h in hand.seats.values()) == chips
    assert isinstance(hand.expected(), HandOver)
    assert sum(hand.stacks.values()) == chips
    log = msgspec.msgpack.decode(msgspec.msgpack.encode(hand.events), type=list[AnyEvent])
    assert hand_state(Hand.from_events(hand.floor, log, deck_order=hand.initial_order)) == hand_state(hand)
