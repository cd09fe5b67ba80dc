"""Property test: random stud hands under either rulebook, with irregularities injected at random points.

Whatever is injected (a downcard dealt up, an upcard dealt down, a card to the wrong or an empty seat, a duplicate, a
card during the betting, an action out of turn, a disputed opener, reports from the floor), no chip and no card is
ever created or lost, and the hand always ends complete, misdealt or void; pending decisions are made by the seeded
policy. An injection no plugin rules on (``NoRulingError``) leaves the hand as it was, and play goes on.
"""

import random

from hypothesis import example, given, settings
from hypothesis import strategies as st

from floorcall import (
    BetOrRaisedTo,
    BoardCardDealt,
    CardDealt,
    CheckedOrCalled,
    DecisionMade,
    FirstActionDisputed,
    HandOutcome,
    HandStarted,
    IrregularityReported,
    NoRulingError,
    OpenerMisnamed,
    OwnDowncardExposed,
    SeatSkipped,
    Stakes,
    Table,
)
from floorcall._app.simulate import deal_next, new_hand, random_action
from floorcall.model.expectations import ExpectAction, ExpectDeal, ExpectDecision, HandOver
from tests.rules.stud_rules import chips_in_play, rule_floor
from tests.support.drive import known_cards_once

STAKES = Stakes(ante=5, bring_in=5, small_bet=20, big_bet=40)
FLOORS = {book: rule_floor(book) for book in ("tda-2024", "rrop")}


def _dealt(hand):
    return [c for s in hand.seats.values() for c in s.cards if c.is_known]


def _on_deal(hand, exp, rng):
    kind = rng.choice(["flip", "wrong_seat", "empty_seat", "duplicate"])
    card = hand.next_card
    if kind == "flip":
        return CardDealt(seat=exp.seat, card=card, face_up=not exp.face_up)
    if kind == "duplicate" and _dealt(hand):
        return CardDealt(seat=exp.seat, card=rng.choice(_dealt(hand)), face_up=exp.face_up)
    if kind == "empty_seat":
        empty = [s for s in range(1, 9) if s not in hand.seats]
        if empty:
            return CardDealt(seat=rng.choice(empty), card=card, face_up=exp.face_up)
    others = [s for s in hand.live_seats() if s != exp.seat]
    return CardDealt(seat=rng.choice(others), card=card, face_up=exp.face_up) if others else None


def _on_action(hand, exp, rng):
    seat, street = exp.seat, exp.street
    live = hand.live_seats()
    kind = rng.choice(["premature", "board", "out_of_turn", "misnamed", "dispute", "own", "skipped", "big_bet"])
    if kind in ("premature", "board") and not hand.next_card.is_known:
        return None  # the stub is empty (a shared last card took its last card): there is no card to turn early
    if kind == "premature":
        return CardDealt(seat=rng.choice(live), card=hand.next_card, face_up=True)
    if kind == "board":
        return BoardCardDealt(card=hand.next_card)
    others = [s for s in live if s != seat and hand.seats[s].stack > 0]
    if kind == "out_of_turn" and others:
        return CheckedOrCalled(seat=rng.choice(others))
    if kind == "misnamed" and others:
        return IrregularityReported(irregularity=OpenerMisnamed(seat=rng.choice(others), street=street))
    if kind == "dispute":
        return IrregularityReported(irregularity=FirstActionDisputed(seat=rng.choice(live), street=street))
    if kind == "own":
        return IrregularityReported(irregularity=OwnDowncardExposed(seat=rng.choice(live)))
    if kind == "skipped":
        return IrregularityReported(irregularity=SeatSkipped(seat=rng.choice(live), street=street))
    if kind == "big_bet" and exp.options.bet_to:
        return BetOrRaisedTo(seat=seat, amount=exp.options.bet_to[0] + STAKES.big_bet - STAKES.small_bet)
    return None


def _injection(hand, exp, rng):
    if isinstance(exp, ExpectDeal):
        return _on_deal(hand, exp, rng)
    if isinstance(exp, ExpectAction):
        return _on_action(hand, exp, rng)
    return None


def _regular(hand, exp, rng):
    event = deal_next(hand, exp)
    if event is not None:
        return event
    if isinstance(exp, ExpectAction):
        return random_action(exp.options, rng)
    assert isinstance(exp, ExpectDecision), exp
    return DecisionMade(option=rng.choice(exp.options), seat=exp.seat)


def _check(hand, total, deck):
    assert chips_in_play(hand) == total
    assert hand.tracker.stub >= 0
    assert len(hand.tracker.where) + hand.tracker.stub == deck  # every card is somewhere, once
    known_cards_once(hand)


@example(book="rrop", game="stud", stacks=[206, 207, 86, 207, 207, 207, 86, 86], seed=574, rate=0.03)
@settings(max_examples=120, deadline=None)
@given(
    book=st.sampled_from(sorted(FLOORS)),
    game=st.sampled_from(["stud", "stud8", "razz", "stud5"]),
    stacks=st.lists(st.integers(min_value=10, max_value=2000), min_size=2, max_size=8),
    seed=st.integers(0, 2**32),
    rate=st.sampled_from([0.03, 0.1, 0.25]),
)
def test_stud_hands_with_injected_irregularities_keep_every_chip_and_card(book, game, stacks, seed, rate):
    rng = random.Random(seed)
    started = HandStarted(game=game, table=Table.of(stacks), stakes=STAKES, rulebook=book)
    hand = new_hand(FLOORS[book], started, rng)
    total, deck = chips_in_play(hand), hand.game.deck.size
    for _ in range(3000):
        exp = hand.expected()
        if isinstance(exp, HandOver):
            break
        event = _injection(hand, exp, rng) if rng.random() < rate else None
        if event is not None:
            size = len(hand.events)
            try:
                hand.apply(event)
            except NoRulingError:
                assert len(hand.events) == size
            _check(hand, total, deck)
            continue
        hand.apply(_regular(hand, exp, rng))
        _check(hand, total, deck)
    else:
        raise AssertionError("the hand never ended")
    assert hand.outcome in (HandOutcome.COMPLETE, HandOutcome.MISDEAL, HandOutcome.VOID)
    assert sum(hand.stacks.values()) == sum(stacks)
    if hand.outcome is HandOutcome.COMPLETE:
        assert set(hand.payouts) <= set(hand.live_seats())
