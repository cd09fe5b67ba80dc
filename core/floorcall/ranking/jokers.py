"""Ace-to-five lows dealt from a deck with a joker: the joker plays as the lowest card the hand does not hold.

In ace-to-five lowball played with a joker the joker is neither wild nor a bug: it takes the lowest rank (ace low)
that no other card of the five holds, so A-2-3-4 with the joker is a wheel (the joker is the five) and 2-3-4-6 with
the joker is a 6-4 (the joker is the ace). A second joker, in a deck that holds two, takes the next lowest rank left.
The joker can therefore never pair the hand, and with four other cards it is always a five or lower.

Hands without a joker go straight to :func:`floorcall.ranking.lows.ace_to_five_low_strength`, so standard hands
rank exactly as under ``a5-low`` and at its speed; only a pool holding a joker is ranked here, five cards at a time.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Final

from floorcall.cards import Card
from floorcall.ranking._cards import checked_total
from floorcall.ranking.lows import ace_to_five_five, ace_to_five_low_strength, describe_low
from floorcall.ranking.values import HandValue, best_hand

__all__ = ["ace_to_five_joker_low_hand", "ace_to_five_joker_low_strength", "joker_low_ranks"]

#: The positions of the rank counts (deuce first, ace last) from the lowest low rank up: ace, deuce, ..., king.
_LOW_ORDER: Final = (12, *range(12))
_NAME: Final = "a5-low-joker"


def joker_low_ranks(cards: Sequence[Card]) -> tuple[int, ...]:
    """The low ranks of five cards (ace 1 ... king 13), each joker read as the lowest rank the others lack.

    :param cards: five cards, jokers allowed, no unknown card.
    :returns: the ranks in the order of the cards.
    :raises ValueError: an unknown card among them.
    """
    held = {_low(card) for card in cards if not card.is_joker}
    ranks = []
    for card in cards:
        if card.is_joker:
            free = next(rank for rank in range(1, 14) if rank not in held)
            held.add(free)
            ranks.append(free)
        else:
            ranks.append(_low(card))
    return tuple(ranks)


def _low(card: Card) -> int:
    if card is Card.UNKNOWN:
        raise ValueError(f"the {_NAME} evaluator cannot rank an unknown card ('??'): only known cards are evaluated")
    return 1 if card.rank == 14 else card.rank


def _five(cards: Sequence[Card]) -> int:
    """Strength of exactly five checked cards, jokers among them."""
    counts = [0] * 13
    jokers = 0
    for card in cards:
        if card.is_joker:
            jokers += 1
        else:
            counts[card.rank - 2] += 1
    for _ in range(jokers):
        counts[next(position for position in _LOW_ORDER if not counts[position])] = 1
    return ace_to_five_five(counts)


def _checked(cards: Sequence[Card]) -> None:
    """Raise as the other evaluators do: a wrong count, an unknown card, a card or a joker twice."""
    count = len(cards)
    if not 5 <= count <= 7:
        raise ValueError(f"the {_NAME} evaluator takes 5 to 7 cards, got {count}")
    jokers = [card for card in cards if isinstance(card, Card) and card.is_joker]
    if len(set(jokers)) != len(jokers):
        raise ValueError(f"the {_NAME} evaluator got the card {jokers[0].value} twice: cards must be distinct")
    checked_total([card for card in cards if card not in jokers], 0, 7, _NAME)


def ace_to_five_joker_low_strength(cards: Sequence[Card]) -> int:
    """Strength of the best ace-to-five low in five to seven cards, a joker counting as the lowest card missing.

    :param cards: five to seven distinct known cards; jokers (``Xr``, ``Xb``) allowed.
    :returns: the packed strength, higher is better, on the same scale as ``a5-low`` (a hand without a joker gets
        exactly its ``a5-low`` strength).
    :raises ValueError: wrong number of cards, an unknown card, or a repeated card.
    """
    if Card.RED_JOKER not in cards and Card.BLACK_JOKER not in cards:
        return ace_to_five_low_strength(cards)
    _checked(cards)
    if len(cards) == 5:
        return _five(cards)
    return max(_five(choice) for choice in combinations(cards, 5))


def ace_to_five_joker_low_hand(cards: Sequence[Card]) -> HandValue:
    """The best ace-to-five low in five to seven cards with jokers, its category and the five cards that play.

    :param cards: as :func:`ace_to_five_joker_low_strength`.
    :returns: the :class:`~floorcall.ranking.values.HandValue`; the joker is among the cards that play as itself.
    :raises ValueError: as :func:`ace_to_five_joker_low_strength`.
    """
    _checked(cards)
    value = best_hand(combinations(cards, 5), ace_to_five_joker_low_strength, describe_low)
    if value is None:  # pragma: no cover - every five cards make an ace-to-five low
        raise AssertionError("no ace-to-five low in five cards or more")
    return value
