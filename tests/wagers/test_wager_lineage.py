"""Robert's Rules cites the WSOP live-action rule where it is the lineage's text, not the project's default.

"Raise" said before one oversized chip is WSOP24L-137's case, "raise" said before chips short of a full raise (chips
behind) WSOP24L-179's; both were FLOORCALL-DEFAULT-12 before, with the same correction, and a hand file that recorded
the former citation still replays. No-limit hold'em 100/200, seat 3 first to act facing the big blind of 200.
"""

from __future__ import annotations

import random

import pytest

from floorcall import CheckedOrCalled, HandStarted, RulingKind, SaidPot, SaidRaise, Table, WagerStandsAs
from floorcall._app.phh import dumps, loads
from floorcall._app.record import hand_to_history
from floorcall._app.replay import Replayer
from floorcall._app.simulate import new_hand, play
from floorcall._plugins import discover
from tests.wagers.wager_helpers import STAKES, actor, chips, floor, to_betting, wager


def _facing_the_big_blind():
    started = HandStarted(game="nlhe", table=Table.of([20000] * 6), stakes=STAKES["nlhe"], rulebook="rrop")
    return to_betting(new_hand(floor("nlhe", "rrop"), started, random.Random(11)))


@pytest.mark.parametrize(
    ("motions", "cited", "total"),
    [
        ((chips(5000),), ("WSOP24L-137",), 5000),  # one chip: a raise of its value
        ((chips(100, 100, 100),), ("WSOP24L-179",), 400),  # 300 is short of the minimum raise to 400
    ],
    ids=["one-oversized-chip", "chips-short"],
)
def test_raise_said_first_cites_the_live_action_rule(motions, cited, total):
    hand = _facing_the_big_blind()
    seat = actor(hand)
    ruling = hand.apply(wager(hand, *motions, said=SaidRaise()))
    assert ruling is not None and ruling.kind is RulingKind.CONTINUE
    assert ruling.citations == cited
    assert ruling.remedies == (WagerStandsAs(seat=seat, action="bet_raise_to", to=total),)
    assert hand.events[-1].ruled_by == f"rrop/{cited[0]}"
    assert hand.betting.wagers[seat] == total


def test_other_words_said_first_keep_the_projects_default():
    hand = _facing_the_big_blind()
    ruling = hand.apply(wager(hand, said=SaidPot()))
    assert ruling is not None and ruling.citations == ("FLOORCALL-DEFAULT-12",)


def _recorded_with(citation: str | None):
    """A hand with "raise" and one oversized chip, written as PHH; ``citation`` rewrites the one recorded."""
    hand = _facing_the_big_blind()
    hand.apply(wager(hand, chips(5000), said=SaidRaise()))
    play(hand, random.Random(0), policy=lambda options, rng: CheckedOrCalled(seat=options.seat))
    text = dumps(hand_to_history([hand], "NT"))
    assert text.count('"WSOP24L-137"') == 1 and text.count('"rrop/WSOP24L-137"') == 1
    return loads(text if citation is None else text.replace("WSOP24L-137", citation))


@pytest.mark.parametrize(
    ("citation", "status"),
    [(None, "matched"), ("FLOORCALL-DEFAULT-12", "matched"), ("RROP-BET-5", "failed")],
    ids=["as-ruled-now", "former-default", "another-rule"],
)
def test_a_file_that_recorded_the_former_default_still_replays(citation, status):
    outcome = Replayer(discover()).replay(_recorded_with(citation), "hand.phh")
    assert outcome.status == status, outcome.reason
