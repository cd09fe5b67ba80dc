"""Wagers in hand histories: a hand with a plain and an unclear wager is written as PHH with both in the
``_floorcall`` extension (with the ruling and who gave it for the unclear one), read back, and replayed to the same
result; the plain amount of a hand history stays a PHH action."""

from __future__ import annotations

import random

import pytest

from floorcall import CheckedOrCalled, HandStarted, SaidTotal, Table
from floorcall._app.phh import dumps, loads
from floorcall._app.record import hand_to_history
from floorcall._app.replay import Replayer
from floorcall._app.simulate import new_hand, play
from floorcall._plugins import discover
from tests.wagers.wager_helpers import STAKES, actor, chips, floor, to_betting, wager


def _checking(options, rng):
    return CheckedOrCalled(seat=options.seat)


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_a_hand_with_wagers_is_written_read_and_replayed_to_the_same_stacks(book):
    started = HandStarted(game="nlhe", table=Table.of([20000] * 6), stakes=STAKES["nlhe"], rulebook=book)
    hand = to_betting(new_hand(floor("nlhe", book), started, random.Random(11)))
    plain = actor(hand)
    assert hand.apply(wager(hand, chips(200, 200), said=SaidTotal(amount=400))) is None  # plain: a raise to 400
    unclear = actor(hand)
    ruling = hand.apply(wager(hand, chips(5000)))  # one oversized chip facing 400: a call
    assert ruling is not None and ruling.remedies[0].to == 400
    play(hand, random.Random(0), policy=_checking)
    history = loads(dumps(hand_to_history([hand], "NT")))
    entries = history.user_fields["_floorcall"]["events"]
    wagers = [e for e in entries if e["kind"] == "wager_made"]
    assert [("ruling" in e, e["seat"]) for e in wagers] == [(False, plain), (True, unclear)]
    assert wagers[1]["ruled_by"] in ("tda-2024/TDA2024-44", "rrop/WSOP24L-137")
    outcome = Replayer(discover()).replay(history, "hand.phh")
    assert outcome.status == "matched", outcome.reason
