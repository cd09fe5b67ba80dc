"""Simulation: the engine shuffles (seeded) and deals; a policy makes the players' decisions.

Used by ``floorcall run``, the property tests and the benchmarks. The policy sees only the expectation (options and
amounts), never hidden cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from floorcall._mechanics.betting import BettingOptions
from floorcall._mechanics.random_draws import choice_of, randint_of, sample_of, shuffle_of
from floorcall.cards import Card
from floorcall.model.events import (
    AnyEvent,
    BetOrRaisedTo,
    BoardCardDealt,
    BringInPosted,
    CardBurned,
    CardDealt,
    CheckedOrCalled,
    DecisionMade,
    Discarded,
    Folded,
    HandShown,
    HandStarted,
)
from floorcall.model.expectations import (
    AnyExpectation,
    ExpectAction,
    ExpectBoardCard,
    ExpectBurn,
    ExpectDeal,
    ExpectDecision,
    ExpectDraw,
    ExpectShowdown,
    HandOver,
)

if TYPE_CHECKING:
    from floorcall._engine.hand import Hand
    from floorcall._plugins import Floor

__all__ = ["DrawPolicy", "Policy", "deal_next", "new_hand", "play", "random_action", "random_discards"]

Policy = Callable[[BettingOptions, random.Random], AnyEvent]
#: Chooses a seat's discards in a draw from the cards he holds (in the order held); ``()`` stands pat.
DrawPolicy = Callable[[Sequence[Card], random.Random], tuple[Card, ...]]


def random_action(options: BettingOptions, rng: random.Random) -> AnyEvent:
    """A seeded random decision: fold 15% when facing a bet, bet or raise 25% where allowed, else check or call.

    A bring-in obligation is completed 25% of the time. No-limit sizes: the minimum 70%, a uniform amount 20%,
    all in 10%.

    :param options: the actor's options.
    :param rng: the random source.
    :returns: the action event.
    """
    seat = options.seat
    if options.bring_in is not None:
        if options.bet_to and rng.random() < 0.25:
            return BetOrRaisedTo(seat=seat, amount=options.bet_to[0])
        return BringInPosted(seat=seat)
    draw = rng.random()
    if draw < 0.15 and options.can_fold and not options.can_check:
        return Folded(seat=seat)
    if draw >= 0.75:
        if options.bet_to:
            return BetOrRaisedTo(seat=seat, amount=choice_of(rng, options.bet_to))
        if options.min_to is not None and options.max_to is not None:
            return BetOrRaisedTo(seat=seat, amount=_no_limit_size(options.min_to, options.max_to, rng))
    if options.can_check or options.call > 0:
        return CheckedOrCalled(seat=seat)
    return Folded(seat=seat)


def random_discards(cards: Sequence[Card], rng: random.Random) -> tuple[Card, ...]:
    """A seeded random draw: discard 0 to 3 of the held cards (uniformly many, chosen at random).

    :param cards: the cards the seat holds.
    :param rng: the random source.
    :returns: the cards thrown; empty to stand pat.
    """
    count = min(randint_of(rng, 0, 3), len(cards))
    return tuple(sample_of(rng, list(cards), count)) if count else ()


def _no_limit_size(low: int, high: int, rng: random.Random) -> int:
    size = rng.random()
    if size < 0.7 or high <= low:
        return low
    return randint_of(rng, low, high) if size < 0.9 else high


def deal_next(hand: Hand, expectation: AnyExpectation) -> AnyEvent | None:
    """The dealing event that meets a deal, burn or board expectation with the stub's top card (None otherwise)."""
    if type(expectation) is ExpectDeal:  # exact types: the expectations are final, and this runs for every card
        return CardDealt(seat=expectation.seat, card=hand.next_card, face_up=expectation.face_up)
    if type(expectation) is ExpectBurn:
        return CardBurned(card=hand.next_card)
    if type(expectation) is ExpectBoardCard:
        return BoardCardDealt(card=hand.next_card)
    return None


def new_hand(floor: Floor, started: HandStarted, rng: random.Random) -> Hand:
    """Start a hand dealt from a deck the engine shuffles with ``rng``."""
    from floorcall._engine.hand import Hand

    order: list[Card] = list(floor.game(started.game).deck.cards)
    shuffle_of(rng, order)
    return Hand(floor, started, deck_order=order)


def play(
    hand: Hand,
    rng: random.Random,
    policy: Policy = random_action,
    max_events: int = 2000,
    draw_policy: DrawPolicy = random_discards,
) -> Hand:
    """Play a hand to its end: deal from the known stub, let the policies act and draw, decide choices at random.

    :param hand: a hand started with :func:`new_hand` (the stub's order known).
    :param rng: the random source for decisions.
    :param policy: chooses each action from the actor's options.
    :param draw_policy: chooses each seat's discards in draw games.
    :param max_events: a guard against a hand that never ends.
    :returns: the same hand, over.
    :raises RuntimeError: the hand did not end within ``max_events`` events (an engine bug).
    """
    for _ in range(max_events):
        expectation = hand.expected()
        if type(expectation) is HandOver:
            return hand
        hand.apply(next_event(hand, expectation, rng, policy, draw_policy))
    raise RuntimeError(f"hand did not end within {max_events} events")


def next_event(
    hand: Hand,
    expectation: AnyExpectation,
    rng: random.Random,
    policy: Policy = random_action,
    draw_policy: DrawPolicy = random_discards,
) -> AnyEvent:
    """The event that meets an expectation in a simulated hand: the stub's top card, a decision, or a draw.

    At a showdown whose shows are reported (``showdown_reported``) each player tables every card he holds, the one
    due to show first before the others.

    :raises RuntimeError: the expectation is not one a simulation can meet.
    """
    if type(expectation) is ExpectAction:
        return policy(expectation.options, rng)
    event = deal_next(hand, expectation)
    if event is not None:
        return event
    if isinstance(expectation, ExpectDecision):
        return DecisionMade(option=choice_of(rng, expectation.options), seat=expectation.seat)
    if isinstance(expectation, ExpectDraw):
        return Discarded(seat=expectation.seat, cards=draw_policy(hand.seats[expectation.seat].cards, rng))
    if isinstance(expectation, ExpectShowdown) and expectation.seats:
        # a hand started with showdown_reported: each player tables every card, the one due to show first first
        seat = expectation.first or expectation.seats[0]
        return HandShown(seat=seat, cards=tuple(hand.seats[seat].cards))
    raise RuntimeError(f"a simulated hand cannot meet {expectation!r}")
