"""Playing a simulated hand to its end with, at a given rate, one irregularity injected and ruled on.

``floorcall run`` plays every hand this way: the single-table session (:class:`~floorcall._app.session.Session`)
and, when ``--irregularities`` is given, the tables of a tournament (:func:`floorcall._app.mtt_hands.play_deals`).
The injection's moment and kind are drawn from the hand's own random source, so a seed plays the same hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from floorcall._app.inject import InjectionKind, choose_kind, inject, ready_for
from floorcall._app.simulate import next_event
from floorcall._engine.hand import Hand
from floorcall.errors import NoRulingError
from floorcall.model.events import AnyEvent
from floorcall.model.expectations import HandOver

__all__ = ["play_injected"]

#: A guard against a hand that never ends (an engine bug).
_MOST_EVENTS = 3000


def play_injected(
    hand: Hand, rng: random.Random, rate: float, on_unruled: Callable[[AnyEvent, NoRulingError], None]
) -> None:
    """Play ``hand`` to its end by seeded random decisions, injecting one irregularity with chance ``rate``.

    The irregularity comes at a step drawn among the first 60 (a wager waits for the next player to act, a showdown
    irregularity for the showdown, :func:`~floorcall._app.inject.ready_for`); the rulebook rules on it and the
    ruling is applied like any event.

    :param hand: a hand started with :func:`~floorcall._app.simulate.new_hand` (its stub order known).
    :param rng: the random source of the decisions and of the injection.
    :param rate: the chance, 0 to 1, that the hand gets an irregularity.
    :param on_unruled: told of an injected irregularity no plugin in force rules on (the hand goes on without it).
    :raises RuntimeError: the hand did not end within 3,000 events (an engine bug).
    """
    inject_at = rng.randrange(60) if rng.random() < rate else -1
    kind = choose_kind(rng) if inject_at >= 0 else InjectionKind.DEALING
    if kind is InjectionKind.SHOWDOWN and len(hand.events) == 1:
        hand.expect_shows()  # the players table their hands one by one, so the showdown can go wrong
    steps = 0
    while not isinstance(hand.expected(), HandOver):
        expected = hand.expected()
        # a wager waits for the next player to act, a showdown irregularity for the showdown; the others happen where
        # they were drawn
        if inject_at >= 0 and steps >= inject_at and ready_for(kind, hand):
            injected = _inject(hand, rng, kind, on_unruled)
            if injected or kind is not InjectionKind.SHOWDOWN:
                inject_at = -1
            else:  # no showdown irregularity fits yet: the showdown goes on, and the next step may bring one
                hand.apply(next_event(hand, expected, rng))
        else:
            hand.apply(next_event(hand, expected, rng))
        steps += 1
        if steps > _MOST_EVENTS:
            raise RuntimeError("a hand did not end within 3000 events")


def _inject(
    hand: Hand, rng: random.Random, kind: InjectionKind, on_unruled: Callable[[AnyEvent, NoRulingError], None]
) -> bool:
    """Inject an irregularity of ``kind`` if one fits; whether one did."""
    event = inject(hand, rng, kind=kind)
    if event is None:
        return False
    try:
        hand.apply(event)
    except NoRulingError as exc:
        on_unruled(event, exc)
    return True
