"""Property: a random hand with a random irregularity at a random moment conserves chips and cards and ends legally.

The hand ends complete, misdealt (and then its redeal is played too), void, or waiting for a decision that a seeded
policy makes; it is never stuck. Games: seven-card stud, the button-game fixture and no-limit hold'em.
"""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floorcall import (
    BoardCardDealt,
    BoxedCardFound,
    Card,
    CardBurned,
    CardDealt,
    DecisionMade,
    DeckFouled,
    FoulReason,
    HandOutcome,
    IrregularityReported,
    WrongCardCount,
)
from floorcall._app.simulate import deal_next, random_action
from floorcall.model.expectations import ExpectAction, ExpectBoardCard, ExpectDeal, ExpectDecision, HandOver
from tests.rules.general_helpers import floor, start
from tests.support.drive import known_cards_once

KINDS = ("wrong_seat", "exposed", "duplicate", "joker", "boxed", "count", "premature", "extra_burn")
SETUPS = {
    ("stud", "tda-2024"): ({s: 3000 for s in range(1, 7)}, None),
    ("duo", "tda-2024"): ({s: 3000 for s in range(1, 6)}, 5),
    ("duo", "rrop"): ({s: 3000 for s in range(1, 6)}, 5),
    ("nlhe", "tda-2024"): ({s: 3000 for s in (1, 3, 4, 6, 8)}, 8),
    ("nlhe", "rrop"): ({s: 3000 for s in (1, 3, 4, 6, 8)}, 8),
}


def _dealing(hand, exp, kind, rng):
    """An irregular dealing event for a deal expectation."""
    card = hand.next_card
    if kind == "wrong_seat":
        others = [s for s in range(1, 10) if s != exp.seat]
        return CardDealt(seat=rng.choice(others), card=card, face_up=exp.face_up)
    if kind == "exposed" and not exp.face_up:
        return CardDealt(seat=exp.seat, card=card, face_up=True)
    if kind == "joker":
        return CardDealt(seat=exp.seat, card=Card.RED_JOKER, face_up=exp.face_up)
    return None


def _irregular(hand, kind, rng):
    """The irregular event of ``kind`` at this moment, or None when it cannot happen now."""
    exp = hand.expected()
    out = [c for s in hand.seats.values() for c in s.cards if c.is_known] + list(hand.board)
    if kind == "duplicate" and out and isinstance(exp, ExpectDeal | ExpectBoardCard):
        dup = rng.choice(out)
        return (
            CardDealt(seat=exp.seat, card=dup, face_up=exp.face_up)
            if isinstance(exp, ExpectDeal)
            else BoardCardDealt(card=dup)
        )
    if isinstance(exp, ExpectDeal):
        return _dealing(hand, exp, kind, rng)
    if kind == "joker" and isinstance(exp, ExpectBoardCard):
        return BoardCardDealt(card=Card.RED_JOKER)
    if kind == "boxed" and hand.next_card.is_known:
        return IrregularityReported(
            irregularity=BoxedCardFound(card=hand.next_card, initial_deal=hand.view.initial_deal)
        )
    live = hand.live_seats()
    if kind == "count" and isinstance(exp, ExpectAction) and live:
        seat = rng.choice(live)
        held = len(hand.seats[seat].cards)
        return IrregularityReported(
            irregularity=WrongCardCount(seat=seat, held=held + 1, expected=held, street=hand.street)
        )
    if kind == "premature" and isinstance(exp, ExpectAction) and hand.game.family != "stud":
        return BoardCardDealt(card=hand.next_card)
    if kind == "extra_burn" and isinstance(exp, ExpectAction) and hand.game.family != "stud":
        return CardBurned(card=hand.next_card)
    return None


def _check(hand, total):
    chips = sum(s.stack for s in hand.seats.values())
    if hand.outcome is None:
        chips += sum(s.contributed for s in hand.seats.values())
    assert chips == total
    # a non-standard card is counted off the stub like any other card taken from it
    assert hand.tracker.stub + len(hand.tracker.where) == hand.game.deck.size
    assert hand.tracker.stub >= 0
    known_cards_once(hand)


def _play(hand, rng, kind=None, moment=-1):
    """Play to the end, injecting one irregularity of ``kind`` at the first chance from step ``moment`` on."""
    total = sum(s.stack + s.contributed for s in hand.seats.values())
    for index in range(3000):
        exp = hand.expected()
        if isinstance(exp, HandOver):
            return hand
        event = _irregular(hand, kind, rng) if kind is not None and index >= moment else None
        if event is not None:
            kind = None
        elif isinstance(exp, ExpectAction):
            event = random_action(exp.options, rng)
        elif isinstance(exp, ExpectDecision):
            event = DecisionMade(option=rng.choice(exp.options), seat=exp.seat)
        else:
            event = deal_next(hand, exp)
            assert event is not None, exp
        hand.apply(event)
        _check(hand, total)
    raise AssertionError(f"the hand is stuck at {hand.expected()}")


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    setup=st.sampled_from(sorted(SETUPS)),
    kind=st.sampled_from(KINDS),
    seed=st.integers(0, 2**32 - 1),
    moment=st.integers(0, 40),
)
def test_random_irregularity_conserves_chips_and_cards_and_ends(setup, kind, seed, moment):
    game, book = setup
    seats, button = SETUPS[setup]
    rng = random.Random(seed)
    hand = _play(start(floor(game, book), game, seats, button=button, seed=seed), rng, kind, moment)
    assert hand.outcome in (HandOutcome.COMPLETE, HandOutcome.MISDEAL, HandOutcome.VOID)
    if hand.outcome is HandOutcome.MISDEAL:
        assert hand.stacks == seats
        redeal = _play(hand.redeal(random.Random(seed + 1)), rng)
        assert redeal.outcome is HandOutcome.COMPLETE
        assert sum(redeal.stacks.values()) == sum(seats.values())
    if hand.outcome is HandOutcome.VOID:
        assert hand.stacks == seats
    if hand.outcome is HandOutcome.COMPLETE and book == "tda-2024":
        late = hand.apply(IrregularityReported(irregularity=DeckFouled(reason=FoulReason.HOUSE, next_hand_begun=True)))
        assert late.kind.value == "refused" and hand.outcome is HandOutcome.COMPLETE
