"""The core reads a wager by the structure's arithmetic alone (no rulebook): call, raises, all in, the 50% standard."""

from __future__ import annotations

import pytest

from floorcall import InvalidEventError, SaidCall, SaidTotal, WagerKind
from floorcall._engine.wager_reading import plain_action, read_wager
from tests.wagers.wager_helpers import actor, chips, dealt, raise_to, wager


def _read(hand, *motions, said=None):
    assert hand.betting is not None
    return read_wager(hand.betting, wager(hand, *motions, said=said))


def test_facing_the_big_blind_the_reading_gives_call_minimum_raise_and_limits():
    hand = dealt("nlhe", "tda-2024")
    reading = _read(hand, chips(200))
    assert (reading.facing, reading.call_to, reading.min_raise_to, reading.max_to) == (200, 200, 400, 20000)
    assert reading.chips_kind is WagerKind.CALL
    assert reading.pot == 300


@pytest.mark.parametrize(
    ("values", "kind", "fifty"),
    [
        ((100, 100), WagerKind.CALL, 200),
        ((100, 100, 100), WagerKind.SHORT_RAISE, 400),  # adds 100 = half of the 200 raise: held to the minimum raise
        ((100, 100, 25, 25), WagerKind.SHORT_RAISE, 200),  # adds 50, under half: a call
        ((200, 200), WagerKind.MIN_RAISE, 400),
        ((500, 500), WagerKind.RAISE, 1000),
    ],
)
def test_chips_facing_a_bet_are_classified_and_held_by_the_fifty_percent_standard(values, kind, fifty):
    reading = _read(dealt("nlhe", "tda-2024"), chips(*values))
    assert reading.chips_kind is kind
    assert reading.fifty_percent_to == fifty


def test_all_needed_is_true_only_when_removing_a_smallest_chip_leaves_less_than_the_call():
    hand = dealt("nlhe", "tda-2024")
    assert _read(hand, chips(100, 100)).all_needed
    assert _read(hand, chips(100, 50, 25, 25)).all_needed
    assert not _read(hand, chips(100, 100, 25)).all_needed  # without a 25 the 200 still calls
    assert not _read(hand, chips(100, 100, 100)).all_needed


def test_a_string_is_several_motions_with_a_return_to_the_stack():
    hand = dealt("nlhe", "tda-2024")
    assert _read(hand, chips(200, returned=True), chips(400)).string
    assert not _read(hand, chips(200), chips(400)).string


def test_a_short_all_in_reads_as_all_in_and_more_than_the_stack_is_refused():
    hand = dealt("nlhe", "tda-2024", stacks=[300] * 6)
    reading = _read(hand, chips(100, 100, 100))
    assert reading.chips_kind is WagerKind.ALL_IN and reading.last_chips
    with pytest.raises(InvalidEventError, match="put forward 400 chips but holds 300"):
        hand.apply(wager(hand, chips(400)))


def test_plain_wagers_are_actions_and_the_rest_are_for_the_floor():
    hand = dealt("nlhe", "tda-2024")
    assert plain_action(_read(hand, chips(200)), None) == ("check_call", 200)
    assert plain_action(_read(hand, chips(200, 200)), None) == ("bet_raise_to", 400)
    assert plain_action(_read(hand), SaidCall()) == ("check_call", 200)
    assert plain_action(_read(hand), SaidTotal(amount=800)) == ("bet_raise_to", 800)
    assert plain_action(_read(hand, chips(1000)), None) is None  # one oversized chip facing a bet
    assert plain_action(_read(hand, chips(100, 100, 100)), None) is None


def test_a_raise_barred_after_a_short_all_in_reads_as_not_reopened():
    hand = dealt("nlhe", "tda-2024", stacks=[20000, 20000, 20000, 450, 20000, 20000])
    seat = actor(hand)
    raise_to(hand, 400)  # seat 3 raises to 400 (a full raise of 200)
    raise_to(hand, 450)  # seat 4 all in for 450: short of a full raise
    while actor(hand) != seat:
        hand.apply(wager(hand, said=SaidCall()))
    reading = _read(hand, chips(500))
    assert reading.barred is not None and reading.barred.value == "not_reopened"
    assert reading.chips_kind is WagerKind.OVER_LIMIT
