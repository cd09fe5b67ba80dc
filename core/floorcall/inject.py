"""Irregularities injected on purpose into simulated hands (training, testing house rules, benchmarks).

Each injector looks at what the hand expects and, when it fits, returns a well-formed event that departs from the
procedure the way dealers and players really do: a downcard dealt face up, a card found face up in the deck, a card
dealt before the betting is over, an action out of turn, a player's cards mixed with the muck (still identifiable),
a stud player who picks his upcards up facing a bet.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from floorcall.model.events import AnyEvent, BoardCardDealt, CardDealt, CheckedOrCalled, IrregularityReported
from floorcall.model.expectations import ExpectAction, ExpectDeal
from floorcall.model.irregularities import BoxedCardFound, HandFouled, UpcardsLifted

if TYPE_CHECKING:
    from floorcall.hand import Hand

__all__ = ["INJECTORS", "inject"]

Injector = Callable[["Hand", random.Random], AnyEvent | None]


def exposed_downcard(hand: Hand, rng: random.Random) -> AnyEvent | None:
    """The card due face down is dealt face up."""
    expected = hand.expected()
    if isinstance(expected, ExpectDeal) and not expected.face_up and hand.next_card.is_known:
        return CardDealt(seat=expected.seat, card=hand.next_card, face_up=True)
    return None


def boxed_card(hand: Hand, rng: random.Random) -> AnyEvent | None:
    """The dealer finds the next card face up in the deck."""
    expected = hand.expected()
    if isinstance(expected, ExpectDeal) and hand.next_card.is_known:
        found = BoxedCardFound(count=1, card=hand.next_card, initial_deal=hand.initial_deal)
        return IrregularityReported(irregularity=found)
    return None


def premature_card(hand: Hand, rng: random.Random) -> AnyEvent | None:
    """The next street's first card comes out while the betting is still open.

    A board card in games with a board, the next upcard in stud games; draw games deal nothing between betting
    rounds but the draw.
    """
    expected = hand.expected()
    if not isinstance(expected, ExpectAction) or not hand.next_card.is_known:
        return None
    if hand.street_index + 1 >= len(hand.game.streets):
        return None
    if hand.game.board_cards:
        return BoardCardDealt(card=hand.next_card)
    if hand.game.upcards:
        return CardDealt(seat=hand.live_seats()[0], card=hand.next_card, face_up=True)
    return None


def action_out_of_turn(hand: Hand, rng: random.Random) -> AnyEvent | None:
    """A player who is not the one to act checks or calls."""
    expected = hand.expected()
    if not isinstance(expected, ExpectAction) or expected.options.bring_in is not None:
        return None
    others = [s for s in hand.live_seats() if s != expected.seat and hand.seats[s].stack > 0]
    return CheckedOrCalled(seat=rng.choice(others)) if others else None


def mixed_hand(hand: Hand, rng: random.Random) -> AnyEvent | None:
    """A player's cards touch the muck during the betting, but every one of them can still be told apart."""
    expected = hand.expected()
    if not isinstance(expected, ExpectAction):
        return None
    return IrregularityReported(irregularity=HandFouled(seat=rng.choice(hand.live_seats()), identifiable=True))


def upcards_lifted(hand: Hand, rng: random.Random) -> AnyEvent | None:
    """In a game with upcards, the player facing a bet picks his upcards up off the table."""
    expected = hand.expected()
    if not isinstance(expected, ExpectAction) or expected.options.call <= 0 or not hand.seats[expected.seat].upcards:
        return None
    return IrregularityReported(irregularity=UpcardsLifted(seat=expected.seat, street=expected.street))


INJECTORS: tuple[Injector, ...] = (
    exposed_downcard,
    boxed_card,
    premature_card,
    action_out_of_turn,
    mixed_hand,
    upcards_lifted,
)


def inject(hand: Hand, rng: random.Random) -> AnyEvent | None:
    """An irregular event that fits the hand's next step, chosen at random among the injectors that apply.

    :param hand: a simulated hand (its stub order known).
    :param rng: the random source.
    :returns: the event, or None when no injector fits this moment.
    """
    candidates = [event for injector in INJECTORS if (event := injector(hand, rng)) is not None]
    return rng.choice(candidates) if candidates else None
