"""A card dealt in a draw game while a betting round is under way, under every rulebook.

The engine sets the card aside as it finds it; the rule puts it back into the stub, shuffled, and the betting goes
on, so no player keeps a card that came out before its time (WSOP24L-123 under Robert's Rules, floorcall's
FLOORCALL-DEFAULT-47 under TDA 2024, whose premature-card procedures speak of the flop and stud only). Until this
rule, such a card found no rule under any book.
"""

import random

import pytest

from floorcall import CardDealt, HandOutcome, HandStarted, RulingApplied, SeatSetup, Stakes, Table
from floorcall._app.simulate import new_hand, next_event
from floorcall.model.expectations import ExpectAction, HandOver
from floorcall.testing import make_floor

CITED = {
    "tda-2024": ("FLOORCALL-DEFAULT-47", "TDA2024-1"),
    "wsop-2024": ("FLOORCALL-DEFAULT-47", "TDA2024-1"),
    "rrop": ("WSOP24L-123",),
}


@pytest.mark.parametrize("game", ["27td", "5cd", "badugi"])
@pytest.mark.parametrize("book", sorted(CITED))
def test_a_card_dealt_during_the_betting_goes_back_into_the_stub(book, game):
    floor = make_floor(games=[game], rulebook=book)
    table = Table(seats=tuple(SeatSetup(seat=s, stack=400) for s in range(1, 5)), button=4)
    hand = new_hand(
        floor,
        HandStarted(game=game, table=table, stakes=Stakes(small_bet=2, big_bet=4, blinds=(1, 2))),
        random.Random(1),
    )
    rng = random.Random(2)
    while not isinstance(hand.expected(), ExpectAction):
        hand.apply(next_event(hand, hand.expected(), rng))
    view = hand.view
    seat, card = view.live_seats[0], hand.tracker.top
    held, stub = view.cards(seat), view.stub_size
    hand.apply(CardDealt(seat=seat, card=card, face_up=False))
    ruling = [e for e in hand.events if isinstance(e, RulingApplied)][-1].ruling
    assert ruling.citations == CITED[book]
    assert (view.cards(seat), view.stub_size) == (held, stub), "the card is back in the stub, the seat's hand as it was"
    chips = sum(view.stack(s) + view.contributed(s) for s in view.seats)
    while not isinstance(hand.expected(), HandOver):
        hand.apply(next_event(hand, hand.expected(), rng))
    assert hand.outcome is not HandOutcome.MISDEAL
    assert sum(view.stack(s) for s in view.seats) == chips
