"""A ranked hand, as every evaluator returns it: :class:`HandValue`.

It has a module of its own because it is a msgspec Struct: the evaluators' arithmetic beside it
(:mod:`floorcall.ranking.values`) is compiled with mypyc, which would build a Struct defined in a compiled module
without its class options (a frozen Struct would come out mutable).
"""

from __future__ import annotations

import msgspec

from floorcall.cards import Card

__all__ = ["HandValue"]


class HandValue(msgspec.Struct, frozen=True, kw_only=True):
    """A ranked hand: its strength, its category and the cards that make it.

    :param strength: higher is better, comparable only with strengths from the same evaluator.
    :param category: the hand's class in words: ``"straight-flush"`` ... ``"high-card"`` for high hands; for
        lows ``"8-low"`` (no pair, named by its highest card, ranks written as in card notation, so ``"T-low"``)
        or the paired category (``"pair"``, ``"two-pair"``...); for badugi the number of cards that play
        (``"four-card"`` ... ``"one-card"``).
    :param cards: the cards that play, most significant first: grouped cards before single ones, then by rank as
        the game orders them (an ace that plays low comes last), then by suit, spades first. Five cards, or one to
        four for badugi.
    """

    strength: int
    category: str
    cards: tuple[Card, ...]
