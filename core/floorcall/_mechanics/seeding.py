"""Chance that a replay repeats: where a hand stands, counted the same live and when replayed from a record.

A remedy or a ruling that picks at random (a card shuffled back into the stub, one card chosen among several) must
pick the same way when the hand is replayed from its hand history, so its generator is seeded from the hand's number
and its position in the log. The position leaves the burns out: a live hand logs every burn, while a hand history
does not record them and the replaying engine burns without logging, so the two logs differ by exactly those events.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import get_args

from floorcall.model.events import AnyEvent, CardBurned

__all__ = ["log_position"]

# The event classes of a hand's log that are not burns: an event of one of them is no burn without asking isinstance.
_EXACT_EVENTS: frozenset[type] = frozenset(kind for kind in get_args(AnyEvent) if not issubclass(kind, CardBurned))


def log_position(events: Sequence[AnyEvent]) -> int:
    """The number of events logged so far, burns not counted: the same for a live hand and for its replay.

    :param events: a hand's log, :class:`~floorcall.model.events.HandStarted` first.
    :returns: the count of events that are not :class:`~floorcall.model.events.CardBurned`.
    """
    burns = 0
    for event in events:  # a plain loop: the compiled build runs it without a generator
        # by class first: isinstance against a Struct class that the event is not costs hundreds of instructions
        kind = type(event)
        if kind is CardBurned or (kind not in _EXACT_EVENTS and isinstance(event, CardBurned)):
            burns += 1
    return len(events) - burns
