"""Malformed values are rejected at the hand's boundary, naming the field; nothing undecodable reaches the log."""

from __future__ import annotations

import random

import msgspec
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from floorcall import (
    BetOrRaisedTo,
    BoardCardDealt,
    Card,
    CardBurned,
    CardDealt,
    CheckedOrCalled,
    DecisionMade,
    Discarded,
    Folded,
    Hand,
    HandShown,
    HandStarted,
    InvalidEventError,
    IrregularityReported,
    NoRulingError,
    Stakes,
    Table,
    WrongCardCount,
)
from floorcall._app.inject import inject
from floorcall._app.simulate import new_hand, next_event
from floorcall.model.events import AnyEvent
from floorcall.model.expectations import ExpectAction, ExpectBoardCard, HandOver
from floorcall.model.types import Street
from floorcall.testing import make_floor
from tests.support.state import hand_state

STUD = Stakes(ante=5, bring_in=10, small_bet=20, big_bet=40)
BLINDS = Stakes(blinds=(5, 10), small_bet=10, big_bet=20)
FLOORS = {
    (game, book): make_floor(games=[game], rulebook=book)
    for game in ("stud", "nlhe", "27td")
    for book in ("tda-2024", "rrop")
}


def _hand(game="stud", seed=3, book="tda-2024"):
    started = HandStarted(
        game=game,
        table=Table.of([500, 500, 500], button=None if game == "stud" else 3),
        stakes=STUD if game == "stud" else BLINDS,
    )
    return new_hand(FLOORS[game, book], started, random.Random(seed))


MALFORMED = [
    (
        CardDealt(seat=2.5, card=Card.ACE_SPADES),
        r"card_dealt event, field seat: expected a whole number, got a number \(got 2.5",
    ),
    (CardDealt(seat=True, card=Card.ACE_SPADES), r"seat: expected a whole number, got true or false \(got True"),
    (CardDealt(seat=11, card=Card.ACE_SPADES), r"field seat: seat 11 does not exist"),
    (CardDealt(seat=1, card="Zz"), r"field card: 'Zz' is not a card \(a rank 2-9, T, J, Q, K or A, then .*: As, Td\)$"),
    (
        CardDealt(seat=1, card=Card.ACE_SPADES, face_up=1),
        r"face_up: expected true or false, got a whole number \(got 1",
    ),
    (
        BetOrRaisedTo(seat=1, amount=-20),
        r"bet_or_raised_to event, field amount: expected a whole number of at least 0 \(got -20",
    ),
    (BetOrRaisedTo(seat=1, amount=20.5), r"field amount: expected a whole number, got a number \(got 20.5\)"),
    (BetOrRaisedTo(seat=1, amount=False), r"field amount: expected a whole number, got true or false \(got False\)"),
    (
        BetOrRaisedTo(seat=1, amount=2**70),
        r"bet_or_raised_to event cannot be written to a hand log: a whole number does not fit in 64",
    ),
    (Folded(seat=0), r"folded event, field seat: seat 0 does not exist"),
    (CheckedOrCalled(seat="2"), r"checked_or_called event, field seat: expected a whole number, got text \(got '2'\)"),
    (CardBurned(card="burn"), r"card_burned event, field card: 'burn' is not a card"),
    (
        HandShown(seat=1, cards=(Card.ACE_SPADES, 5)),
        r"hand_shown event, field cards\[1\]: expected text, got a whole number \(got 5",
    ),
    (Discarded(seat=1, cards=("As", "Zz")), r"discarded event, field cards\[1\]: 'Zz' is not a card"),
    (DecisionMade(option=3), r"decision_made event, field option: expected text, got a whole number \(got 3\)"),
    (
        IrregularityReported(irregularity=WrongCardCount(seat=1.0, held=1, expected=2, street=Street.THIRD)),
        r"irregularity_reported event, field irregularity.seat: expected a whole number, got a number \(got 1.0\)",
    ),
    (
        IrregularityReported(irregularity=WrongCardCount(seat=1, held=1, expected=2, street="tenth")),
        r"field irregularity.street: 'tenth' is not a valid choice$",
    ),
    ({"kind": "folded", "seat": 1}, r"dict is not a floorcall event"),
    (WrongCardCount(seat=1, held=1, expected=2, street=Street.THIRD), r"WrongCardCount is not a floorcall event"),
]


@pytest.mark.parametrize(("event", "message"), MALFORMED, ids=[m for _, m in MALFORMED])
def test_a_malformed_event_is_rejected_naming_the_field_and_changes_nothing(event, message):
    hand = _hand()
    before = hand_state(hand)
    with pytest.raises(InvalidEventError, match=message):
        hand.apply(event)
    assert hand_state(hand) == before


def test_a_card_given_as_text_is_read_as_the_card():
    hand = _hand()
    due = hand.expected()
    hand.apply(CardDealt(seat=due.seat, card=hand.next_card.value, face_up=due.face_up))
    assert hand.events[-1].card is hand.seats[due.seat].cards[0]
    assert isinstance(hand.events[-1].card, Card)


def test_a_burn_outside_the_declared_deck_is_rejected():
    hand = _hand("nlhe")  # the flop's burn is due once the preflop betting is over
    rng = random.Random(4)
    while type(hand.expected()).__name__ != "ExpectBurn":
        hand.apply(next_event(hand, hand.expected(), rng))
    before = hand_state(hand)
    with pytest.raises(InvalidEventError, match=r"card_burned event, field card: Xr is not in the game's deck"):
        hand.apply(CardBurned(card=Card.RED_JOKER))
    assert hand_state(hand) == before


def test_an_unknown_board_card_is_rejected_where_the_engine_knows_the_stub():
    hand = _hand("nlhe")
    rng = random.Random(4)
    while not isinstance(hand.expected(), ExpectBoardCard):
        hand.apply(next_event(hand, hand.expected(), rng))
    before = hand_state(hand)
    with pytest.raises(InvalidEventError, match=r"board_card_dealt event, field card: '\?\?' where the card must"):
        hand.apply(BoardCardDealt(card=Card.UNKNOWN))
    assert hand_state(hand) == before


@pytest.mark.parametrize(
    ("game", "wanted", "event", "field"),
    [
        (
            "stud",
            "ExpectDeal",
            lambda exp: CardDealt(seat=exp.seat, card=Card.UNKNOWN, face_up=exp.face_up),
            "card_dealt",
        ),
        ("nlhe", "ExpectDeal", lambda exp: CardDealt(seat=exp.seat, card=Card.UNKNOWN), "card_dealt"),
        ("nlhe", "ExpectBurn", lambda exp: CardBurned(card=Card.UNKNOWN), "card_burned"),
        ("stud", "ExpectBurn", lambda exp: CardBurned(card=Card.UNKNOWN), "card_burned"),
        ("27td", "ExpectDeal", lambda exp: CardDealt(seat=exp.seat, card=Card.UNKNOWN), "card_dealt"),
    ],
)
def test_an_unknown_hole_card_or_burn_is_rejected_where_the_engine_knows_the_stub(game, wanted, event, field):
    # Taken as a placeholder, the card would come off the count but not off the known order: the stub would end one
    # card short of the order, and the hand could not be settled.
    hand = _hand(game)
    rng = random.Random(4)
    hand.apply(next_event(hand, hand.expected(), rng))  # one card out: the deal is under way
    while type(hand.expected()).__name__ != wanted:
        hand.apply(next_event(hand, hand.expected(), rng))
    before = hand_state(hand)
    with pytest.raises(InvalidEventError, match=rf"{field} event, field card: '\?\?' where the card must be known"):
        hand.apply(event(hand.expected()))
    assert hand_state(hand) == before


def test_an_unknown_board_card_is_a_placeholder_where_the_cards_come_from_outside():
    floor = FLOORS["nlhe", "tda-2024"]
    hand = Hand(floor, HandStarted(game="nlhe", table=Table.of([500, 500], button=2), stakes=BLINDS))
    rng = random.Random(4)
    while not isinstance(hand.expected(), ExpectBoardCard):
        expected = hand.expected()
        if isinstance(expected, ExpectAction):
            hand.apply(next_event(hand, expected, rng))
        elif type(expected).__name__ == "ExpectBurn":
            hand.apply(CardBurned())
        else:
            hand.apply(CardDealt(seat=expected.seat, card=Card.UNKNOWN))
    hand.apply(BoardCardDealt(card=Card.UNKNOWN))
    assert hand.board == [Card.UNKNOWN]


def test_a_malformed_hand_start_is_rejected_naming_the_field():
    floor = FLOORS["stud", "tda-2024"]
    bad = HandStarted(game="stud", table=Table.of([500, 500]), stakes=STUD, hand_number=1.5)
    with pytest.raises(
        InvalidEventError,
        match=r"hand_started event, field hand_number: expected a whole number, got a number \(got 1.5",
    ):
        Hand(floor, bad)


_BROKEN = [
    lambda hand: CardDealt(seat=2.5, card=hand.next_card),
    lambda hand: CardDealt(seat=1, card="Zz"),
    lambda hand: BetOrRaisedTo(seat=hand.live_seats()[0], amount=-5),
    lambda hand: BetOrRaisedTo(seat=hand.live_seats()[0], amount=7.5),
    lambda hand: Folded(seat=True),
    lambda hand: CardBurned(card=Card.BLACK_JOKER),
    lambda hand: BoardCardDealt(card=Card.UNKNOWN),
    lambda hand: Discarded(seat=1, cards=(1, 2)),
    lambda hand: DecisionMade(option=None),
]


@settings(max_examples=60, deadline=None)
@given(
    game=st.sampled_from(["stud", "nlhe", "27td"]),
    book=st.sampled_from(["tda-2024", "rrop"]),
    seed=st.integers(0, 2**32),
    rate=st.sampled_from([0.05, 0.2]),
)
# three premature flop cards in a row: the first two went back into the stub, and the third's ruling picked its burn
# among cards turned this street, the reshuffled ones included (a card no longer out)
@example(game="nlhe", book="tda-2024", seed=81, rate=0.2)
def test_every_log_of_random_hands_with_injected_faults_encodes_decodes_and_replays(game, book, seed, rate):
    """Malformed events are refused; well-formed irregular ones are ruled on; the log always round-trips."""
    hand = _hand(game, seed, book)
    rng, faults = random.Random(seed), random.Random(seed + 1)
    for _ in range(800):
        if isinstance(hand.expected(), HandOver):
            break
        if faults.random() < rate:
            with pytest.raises(InvalidEventError):
                hand.apply(faults.choice(_BROKEN)(hand))
        irregular = inject(hand, faults) if faults.random() < rate else None
        if irregular is not None:
            before = hand_state(hand)
            try:
                hand.apply(irregular)
                continue
            except NoRulingError:  # a rulebook that does not rule on it: refused, nothing changed
                assert hand_state(hand) == before
        hand.apply(next_event(hand, hand.expected(), rng))
    assert isinstance(hand.expected(), HandOver)
    for codec in (msgspec.json, msgspec.msgpack):
        decoded = codec.decode(codec.encode(hand.events), type=list[AnyEvent])
        assert decoded == hand.events
        replayed = Hand.from_events(hand.floor, decoded, deck_order=hand.initial_order)
        assert hand_state(replayed) == hand_state(hand)
