"""The simulator's random draws give what the standard library's give and leave the generator as it would."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floorcall._mechanics.random_draws import choice_of, randint_of, randrange_of, sample_of, shuffle_of

seeds = st.integers(min_value=0, max_value=2**64)


def twins(seed: int) -> tuple[random.Random, random.Random]:
    return random.Random(seed), random.Random(seed)


@given(seeds, st.integers(min_value=1, max_value=2**70))
def test_randrange_draws_as_the_standard_library(seed: int, n: int) -> None:
    ours, theirs = twins(seed)
    assert randrange_of(ours, n) == theirs.randrange(n)
    assert ours.getstate() == theirs.getstate()


@given(seeds, st.lists(st.integers(), max_size=60))
def test_shuffle_draws_as_the_standard_library(seed: int, items: list[int]) -> None:
    ours, theirs = twins(seed)
    mine, peer = list(items), list(items)
    shuffle_of(ours, mine)
    theirs.shuffle(peer)
    assert mine == peer
    assert ours.getstate() == theirs.getstate()


@given(seeds, st.integers(min_value=-50, max_value=50), st.integers(min_value=0, max_value=2**40))
def test_randint_draws_as_the_standard_library(seed: int, low: int, width: int) -> None:
    ours, theirs = twins(seed)
    assert randint_of(ours, low, low + width) == theirs.randint(low, low + width)
    assert ours.getstate() == theirs.getstate()


@given(seeds, st.lists(st.integers(), min_size=1, max_size=30))
def test_choice_draws_as_the_standard_library(seed: int, items: list[int]) -> None:
    ours, theirs = twins(seed)
    assert choice_of(ours, items) == theirs.choice(items)
    assert ours.getstate() == theirs.getstate()


@given(seeds, st.lists(st.integers(), max_size=40), st.data())
def test_sample_draws_as_the_standard_library(seed: int, items: list[int], data: st.DataObject) -> None:
    """Small pools (the simulator's discards) and the larger ones left to the generator's own method alike."""
    k = data.draw(st.integers(min_value=0, max_value=len(items)))
    ours, theirs = twins(seed)
    assert sample_of(ours, items, k) == theirs.sample(items, k)
    assert ours.getstate() == theirs.getstate()


class Loaded(random.Random):
    """A generator of its own: always draws the lowest value it may."""

    def randrange(self, *args: int, **kwargs: int) -> int:  # type: ignore[override]
        return 0 if len(args) == 1 else args[0]

    def randint(self, a: int, b: int) -> int:
        return a

    def choice(self, seq):  # type: ignore[no-untyped-def]
        return seq[0]

    def shuffle(self, x):  # type: ignore[no-untyped-def]
        x.reverse()

    def sample(self, population, k, *, counts=None):  # type: ignore[no-untyped-def]
        return list(population[:k])


def test_another_generator_is_asked_its_own_methods() -> None:
    rng = Loaded(3)
    items = [1, 2, 3, 4]
    assert randrange_of(rng, 9) == 0
    assert randint_of(rng, 4, 8) == 4
    assert choice_of(rng, items) == 1
    assert sample_of(rng, items, 2) == [1, 2]
    shuffle_of(rng, items)
    assert items == [4, 3, 2, 1]


def test_bad_arguments_fail_as_in_the_standard_library() -> None:
    with pytest.raises(ValueError, match="empty range"):
        randint_of(random.Random(1), 5, 4)
    with pytest.raises(IndexError):
        choice_of(random.Random(1), [])
    with pytest.raises(ValueError, match="Sample larger than population"):
        sample_of(random.Random(1), [1, 2], 3)
