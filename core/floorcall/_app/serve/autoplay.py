"""A client-side player for the HTTP API: the event that meets an ``expected`` answer, as JSON.

It deals the card the server's shuffle names (hands started with ``shuffle_seed``) and makes the seeded random
decisions of :func:`floorcall._app.simulate.random_action` from the options the API gives, so that two runs with the
same seed post exactly the same events. The tests and ``bench/bench_serve.py`` drive hands with it; a training tool can
too.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import msgspec

from floorcall._app.simulate import random_action
from floorcall._mechanics.betting import BettingOptions

__all__ = ["event_for"]

#: The options of ``expected`` leave out what does not apply (None), as ``floorcall next --json`` does.
_ABSENT_OPTIONS: dict[str, None] = {"bring_in": None, "min_to": None, "max_to": None}


def event_for(expected: Mapping[str, Any], rng: random.Random) -> dict[str, Any]:
    """The event (JSON data) that meets ``expected``: the shuffle's next card, or a seeded decision.

    :param expected: the ``expected`` object of a hand state or an event answer.
    :param rng: the random source for decisions.
    :raises ValueError: nothing can meet it (the hand is over, or a deal without the server's shuffle).
    """
    kind = expected["expect"]
    if kind in ("deal", "burn", "board") and "card" not in expected:
        raise ValueError("the hand was started without shuffle_seed: the cards come from the table")
    if kind == "deal":
        return {
            "kind": "card_dealt",
            "seat": expected["seat"],
            "card": expected["card"],
            "face_up": expected["face_up"],
        }
    if kind == "burn":
        return {"kind": "card_burned", "card": expected["card"]}
    if kind == "board":
        return {"kind": "board_card_dealt", "card": expected["card"]}
    if kind == "action":
        options = msgspec.convert({**_ABSENT_OPTIONS, **expected["options"]}, BettingOptions)
        event: dict[str, Any] = msgspec.to_builtins(random_action(options, rng))
        return event
    if kind == "decision":
        choice: dict[str, Any] = {"kind": "decision_made", "option": rng.choice(expected["options"])}
        if "seat" in expected:  # a player's option: he decides
            choice["seat"] = expected["seat"]
        return choice
    raise ValueError(f"nothing can meet {kind!r}")
