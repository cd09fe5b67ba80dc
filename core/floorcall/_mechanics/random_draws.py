"""The standard library's random draws, drawn the same way without its Python-level overhead.

A seeded simulation must stay the same hand for hand whoever draws for it, so each function here gives exactly
what the same method of :class:`random.Random` gives and leaves the generator in the same state: for a plain
``random.Random`` it asks ``getrandbits`` for the same bits in the same order, as CPython 3.11 to 3.13 do (a number
below ``n``: ``getrandbits`` of ``n``'s bit length until the bits fall below ``n``); any other generator (a
subclass that may draw otherwise) is asked its own method. Compiled in the compiled build, where the simulator's
shuffle, discards and bet sizes stop paying for an interpreted frame per card.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

__all__ = ["choice_of", "randint_of", "randrange_of", "sample_of", "shuffle_of"]

_T = TypeVar("_T")

#: ``random.Random.sample`` draws from a copied pool while the population is no larger than this (and ``k`` at most
#: 5); beyond it, it keeps a set of the places drawn, which :func:`sample_of` leaves to the generator's own method.
_SMALL_POOL = 21


def randrange_of(rng: random.Random, n: int) -> int:
    """``rng.randrange(n)`` for ``n`` at least 1: the same number, drawing the same bits from the generator."""
    if type(rng) is not random.Random:
        return rng.randrange(n)
    bits = n.bit_length()
    drawn: int = rng.getrandbits(bits)
    while drawn >= n:
        drawn = rng.getrandbits(bits)
    return drawn


def shuffle_of(rng: random.Random, items: MutableSequence[_T]) -> None:
    """``rng.shuffle(items)``: the same order, in place, from the same bits."""
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    for i in range(len(items) - 1, 0, -1):
        j = randrange_of(rng, i + 1)
        items[i], items[j] = items[j], items[i]


def randint_of(rng: random.Random, low: int, high: int) -> int:
    """``rng.randint(low, high)`` for ``low <= high``: the same number from the same bits.

    :raises ValueError: ``high`` is below ``low`` (as ``randint``).
    """
    if type(rng) is not random.Random or high < low:
        return rng.randint(low, high)
    return low + randrange_of(rng, high - low + 1)


def choice_of(rng: random.Random, items: Sequence[_T]) -> _T:
    """``rng.choice(items)``: the same element from the same bits.

    :raises IndexError: ``items`` is empty (as ``choice``).
    """
    if type(rng) is not random.Random or not items:
        return rng.choice(items)
    return items[randrange_of(rng, len(items))]


def sample_of(rng: random.Random, population: Sequence[_T], k: int) -> list[_T]:
    """``rng.sample(population, k)``: the same elements in the same order, from the same bits.

    :raises ValueError: ``k`` is negative or above the population's size (as ``sample``).
    """
    n = len(population)
    if type(rng) is not random.Random or not 0 <= k <= min(n, 5) or n > _SMALL_POOL:
        return rng.sample(population, k)
    pool = list(population)
    chosen: list[_T] = []
    for i in range(k):
        j = randrange_of(rng, n - i)
        chosen.append(pool[j])
        pool[j] = pool[n - i - 1]  # the last element not yet chosen fills the place, as in the standard library
    return chosen
