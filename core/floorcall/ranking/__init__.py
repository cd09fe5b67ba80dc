"""Hand ranking: evaluators for high hands, lows and badugi, partial boards, and a registry of evaluators by name.

Every evaluator returns an ``int`` strength where **higher is better**, so a pot compares hands the same way in any
game: the best hand has the largest strength. Strengths from different evaluators are unrelated numbers. Each
``*_strength`` function has a ``*_hand`` twin returning a :class:`HandValue` (strength, category, the cards that
play) for showdown display and odd-chip rules; it is slower and meant for the few hands that reach a showdown.

Game plugins choose evaluators by name through :data:`EVALUATORS` (or :func:`evaluator`), so the core knows no
games. Every registered evaluator is called the same way, with the seat's hole cards and the board:

- ``strength(hole, board) -> int | None`` and ``hand(hole, board) -> HandValue | None``; ``category(strength)``
  names the category of a strength (as ``HandValue.category``);
- ``hole``: the seat's own cards: all seven in stud, the five or four in draw games, the two or four in flop
  games; ``board``: the community cards, empty in stud and draw games;
- pooled evaluators (``high``, ``short-deck-high``, ``a5-low``, ``a5-low-joker``, ``8-or-better-low``, ``2-7-low``,
  ``badugi``)
  rank the hole and board cards together as one pool: five to seven cards (badugi: exactly four);
- ``omaha-high`` and ``omaha-8-or-better-low`` use exactly two hole cards (of two or more) and exactly three
  board cards (of three to five);
- ``None`` is returned only by evaluators with a qualifier (:attr:`Evaluator.qualifies`): the two eight-or-better
  lows, when the cards hold no qualifying low.

Unknown cards (``??``) are never ranked, and jokers only by ``a5-low-joker`` (the joker is the lowest card the hand
lacks, :mod:`floorcall.ranking.jokers`): the other evaluators raise ``ValueError``, as they do for a wrong number of
cards or a repeated card.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from floorcall.cards import Card
from floorcall.ranking.badugi import BADUGI_CATEGORIES, badugi_hand, badugi_strength, describe_badugi
from floorcall.ranking.boards import (
    DEFAULT_SUIT_ORDER,
    best_board_seats,
    high_board_strength,
    highest_card_by_suit,
    highest_upcard_seat,
    low_board_strength,
    lowest_card_by_suit,
    lowest_upcard_seat,
)
from floorcall.ranking.deuce_seven import (
    describe_deuce_to_seven,
    deuce_to_seven_low_hand,
    deuce_to_seven_low_strength,
)
from floorcall.ranking.high import (
    HIGH_CATEGORIES,
    SHORT_DECK_CATEGORIES,
    SHORT_DECK_ORDER,
    STANDARD_ORDER,
    high_hand,
    high_strength,
    short_deck_high_hand,
    short_deck_high_strength,
)
from floorcall.ranking.jokers import ace_to_five_joker_low_hand, ace_to_five_joker_low_strength, joker_low_ranks
from floorcall.ranking.lows import (
    ace_to_five_low_hand,
    ace_to_five_low_strength,
    describe_low,
    eight_or_better_low_hand,
    eight_or_better_low_strength,
)
from floorcall.ranking.omaha import (
    omaha_eight_or_better_low_hand,
    omaha_eight_or_better_low_strength,
    omaha_high_hand,
    omaha_high_strength,
)
from floorcall.ranking.values import HandValue

__all__ = [
    "BADUGI_CATEGORIES",
    "DEFAULT_SUIT_ORDER",
    "EVALUATORS",
    "HIGH_CATEGORIES",
    "SHORT_DECK_CATEGORIES",
    "Evaluator",
    "HandFunction",
    "HandValue",
    "StrengthFunction",
    "ace_to_five_joker_low_hand",
    "ace_to_five_joker_low_strength",
    "ace_to_five_low_hand",
    "ace_to_five_low_strength",
    "badugi_hand",
    "badugi_strength",
    "best_board_seats",
    "deuce_to_seven_low_hand",
    "deuce_to_seven_low_strength",
    "eight_or_better_low_hand",
    "eight_or_better_low_strength",
    "evaluator",
    "high_board_strength",
    "high_hand",
    "high_strength",
    "highest_card_by_suit",
    "highest_upcard_seat",
    "joker_low_ranks",
    "low_board_strength",
    "lowest_card_by_suit",
    "lowest_upcard_seat",
    "omaha_eight_or_better_low_hand",
    "omaha_eight_or_better_low_strength",
    "omaha_high_hand",
    "omaha_high_strength",
    "short_deck_high_hand",
    "short_deck_high_strength",
]

#: ``strength(hole, board)``: the strength of the seat's best hand, ``None`` when a qualifier is not met.
StrengthFunction = Callable[[Sequence[Card], Sequence[Card]], int | None]
#: ``hand(hole, board)``: the seat's best hand as a :class:`HandValue`, ``None`` when a qualifier is not met.
HandFunction = Callable[[Sequence[Card], Sequence[Card]], HandValue | None]


@dataclass(frozen=True, slots=True)
class Evaluator:
    """One registered evaluator.

    :param name: the registry name (``"high"``, ``"2-7-low"``...).
    :param strength: ``strength(hole, board)``, see the module docstring.
    :param hand: ``hand(hole, board)``, the same choice as a :class:`HandValue`.
    :param category: the category name of a strength this evaluator returned (as :attr:`HandValue.category`).
    :param qualifies: ``True`` when the evaluator has a qualifier and may return ``None``.
    :param low: ``True`` for the low orders (the lower hand is stronger; strengths are still higher-is-better).
    """

    name: str
    strength: StrengthFunction
    hand: HandFunction
    category: Callable[[int], str]
    qualifies: bool = False
    low: bool = False


def _pooled_strength(function: Callable[[Sequence[Card]], int | None]) -> StrengthFunction:
    def strength(hole: Sequence[Card], board: Sequence[Card]) -> int | None:
        return function((*hole, *board) if board else hole)

    strength.__doc__ = f"{function.__name__} over the hole and board cards pooled."
    return strength


def _pooled_hand(function: Callable[[Sequence[Card]], HandValue | None]) -> HandFunction:
    def hand(hole: Sequence[Card], board: Sequence[Card]) -> HandValue | None:
        return function((*hole, *board) if board else hole)

    hand.__doc__ = f"{function.__name__} over the hole and board cards pooled."
    return hand


def _pooled(
    name: str,
    strength: Callable[[Sequence[Card]], int | None],
    hand: Callable[[Sequence[Card]], HandValue | None],
    describe: Callable[[int], tuple[str, bool]],
    *,
    qualifies: bool = False,
    low: bool = False,
) -> Evaluator:
    return _with_board(name, _pooled_strength(strength), _pooled_hand(hand), describe, qualifies=qualifies, low=low)


def _with_board(
    name: str,
    strength: StrengthFunction,
    hand: HandFunction,
    describe: Callable[[int], tuple[str, bool]],
    *,
    qualifies: bool = False,
    low: bool = False,
) -> Evaluator:
    def category(strength: int) -> str:
        return describe(strength)[0]

    return Evaluator(name=name, strength=strength, hand=hand, category=category, qualifies=qualifies, low=low)


#: Every evaluator by name. Read-only: game plugins look evaluators up, they do not add any.
EVALUATORS: Final[Mapping[str, Evaluator]] = MappingProxyType(
    {
        entry.name: entry
        for entry in (
            _pooled("high", high_strength, high_hand, STANDARD_ORDER.describe),
            _pooled("short-deck-high", short_deck_high_strength, short_deck_high_hand, SHORT_DECK_ORDER.describe),
            _with_board("omaha-high", omaha_high_strength, omaha_high_hand, STANDARD_ORDER.describe),
            _pooled("a5-low", ace_to_five_low_strength, ace_to_five_low_hand, describe_low, low=True),
            _pooled("a5-low-joker", ace_to_five_joker_low_strength, ace_to_five_joker_low_hand, describe_low, low=True),
            _pooled(
                "8-or-better-low",
                eight_or_better_low_strength,
                eight_or_better_low_hand,
                describe_low,
                qualifies=True,
                low=True,
            ),
            _with_board(
                "omaha-8-or-better-low",
                omaha_eight_or_better_low_strength,
                omaha_eight_or_better_low_hand,
                describe_low,
                qualifies=True,
                low=True,
            ),
            _pooled("2-7-low", deuce_to_seven_low_strength, deuce_to_seven_low_hand, describe_deuce_to_seven, low=True),
            _pooled("badugi", badugi_strength, badugi_hand, describe_badugi, low=True),
        )
    }
)


def evaluator(name: str) -> Evaluator:
    """Look an evaluator up by its registry name.

    :param name: one of the keys of :data:`EVALUATORS`.
    :returns: the :class:`Evaluator`.
    :raises ValueError: no evaluator has that name; the message lists the names there are.
    """
    try:
        return EVALUATORS[name]
    except KeyError:
        known = ", ".join(EVALUATORS)
        raise ValueError(f"no hand evaluator named {name!r}; the evaluators are: {known}") from None
