"""Property tests: cards are never in two places, duplicates become fouled decks, chips are conserved."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from floorcall import CardDealt, DeckFouled, HandOutcome, RulingKind
from floorcall.model.expectations import ExpectDeal
from floorcall.testing import make_floor
from tests.support.drive import play_conserving, start
from tests.support.mini import MiniGame, TestBook

FLOOR = make_floor(
    games=["mini"], rulebook="test-book", plugins={"mini": MiniGame(), "test-book": TestBook()}, installed=False
)

stacks = st.lists(st.integers(min_value=1, max_value=400), min_size=2, max_size=8)


@settings(max_examples=150, deadline=None)
@given(stacks=stacks, seed=st.integers(0, 2**32), rate=st.sampled_from([0.0, 0.1, 0.3]))
def test_cards_and_chips_conserved_by_every_event(stacks, seed, rate):
    hand = start(FLOOR, stacks, seed)
    play_conserving(hand, random.Random(seed), rate)
    assert sum(hand.stacks.values()) == sum(stacks)
    assert hand.outcome is not None


@settings(max_examples=80, deadline=None)
@given(stacks=stacks, seed=st.integers(0, 2**32), at=st.integers(0, 30))
def test_a_duplicate_card_is_always_a_fouled_deck_never_an_exception(stacks, seed, at):
    hand = start(FLOOR, stacks, seed)
    rng = random.Random(seed)
    from floorcall._app.simulate import deal_next, random_action

    steps = 0
    while hand.outcome is None:
        exp = hand.expected()
        dealt = [c for s in hand.seats.values() for c in s.cards if c.is_known]
        if isinstance(exp, ExpectDeal) and dealt and steps >= at:
            ruling = hand.apply(CardDealt(seat=exp.seat, card=rng.choice(dealt), face_up=exp.face_up))
            assert ruling is not None and ruling.kind is RulingKind.VOID
            assert isinstance(hand.events[-1].irregularity, DeckFouled)
            assert hand.outcome is HandOutcome.VOID
            assert hand.stacks == dict(enumerate(stacks, start=1))
            return
        event = deal_next(hand, exp) or random_action(exp.options, rng)
        hand.apply(event)
        steps += 1
