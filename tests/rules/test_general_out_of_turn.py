"""Actions out of turn: backed up to the right player, the early action held and binding if nothing changes."""

import pytest

from floorcall import BetOrRaisedTo, CheckedOrCalled, Folded, RulingKind
from floorcall.model.expectations import ExpectAction
from tests.rules.general_helpers import deal_out, floor, start

CITED = {"tda-2024": "TDA2024-53A", "rrop": "WSOP24L-132"}


def _preflop(rulebook):
    hand = start(floor("nlhe", rulebook=rulebook), "nlhe", {s: 1000 for s in range(1, 6)}, button=5, seed=3)
    assert isinstance(deal_out(hand), ExpectAction)
    return hand


def _two_after(hand, actor):
    """The seat two places after the one to act (not a blind, in a five-handed pre-flop round)."""
    live = hand.live_seats()
    return live[(live.index(actor) + 2) % len(live)]


@pytest.mark.parametrize("rulebook", ["tda-2024", "rrop"])
def test_action_out_of_turn_backs_up_and_a_held_call_binds_when_nothing_changes(rulebook):
    hand = _preflop(rulebook)
    actor = hand.expected().seat
    late = _two_after(hand, actor)
    ruling = hand.apply(CheckedOrCalled(seat=late))
    assert ruling.kind is RulingKind.CONTINUE
    assert ruling.citations == (CITED[rulebook],)
    assert ruling.remedy_names == ("back_up_action",)
    assert hand.expected().seat == actor
    before = hand.seats[late].contributed
    hand.apply(CheckedOrCalled(seat=actor))
    hand.apply(CheckedOrCalled(seat=hand.expected().seat))
    assert not hand.held_actions
    assert hand.seats[late].contributed > before  # his held call was applied when his turn came
    assert hand.expected().seat != late


@pytest.mark.parametrize("rulebook", ["tda-2024", "rrop"])
def test_a_raise_in_between_frees_the_early_player(rulebook):
    hand = _preflop(rulebook)
    actor = hand.expected().seat
    late = _two_after(hand, actor)
    hand.apply(CheckedOrCalled(seat=late))
    hand.apply(BetOrRaisedTo(seat=actor, amount=hand.expected().options.min_to))
    while hand.expected().seat != late:
        hand.apply(Folded(seat=hand.expected().seat))
    assert hand.expected().seat == late and not hand.held_actions
    assert hand.expected().options.can_fold
