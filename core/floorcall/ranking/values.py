"""What an evaluator returns: :class:`HandValue`, the category names, and how strengths are packed.

:class:`HandValue` is defined in :mod:`floorcall.ranking.hand_value` and named here too.

Every strength is an ``int`` where a higher number is a better hand under the evaluator that produced it, so pots
of any game compare hands the same way. Strengths of different evaluators are not comparable with each other.
Most evaluators pack a strength as ``code << 20`` plus up to five 4-bit rank fields, most significant first: the
category code orders the categories, and the rank fields order hands within a category.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Final

from floorcall.cards import RANK_CHARS, Card
from floorcall.ranking.hand_value import HandValue

__all__ = [
    "FLUSH",
    "FOUR_OF_A_KIND",
    "FULL_HOUSE",
    "HIGH_CARD",
    "PAIR",
    "STRAIGHT",
    "STRAIGHT_FLUSH",
    "THREE_OF_A_KIND",
    "TWO_PAIR",
    "HandValue",
    "low_category",
]

STRAIGHT_FLUSH: Final = "straight-flush"
FOUR_OF_A_KIND: Final = "four-of-a-kind"
FULL_HOUSE: Final = "full-house"
FLUSH: Final = "flush"
STRAIGHT: Final = "straight"
THREE_OF_A_KIND: Final = "three-of-a-kind"
TWO_PAIR: Final = "two-pair"
PAIR: Final = "pair"
HIGH_CARD: Final = "high-card"

#: Shape of a five-card hand (group sizes, largest first) -> category, straights and flushes aside.
SHAPES: Final[dict[tuple[int, ...], str]] = {
    (4, 1): FOUR_OF_A_KIND,
    (3, 2): FULL_HOUSE,
    (3, 1, 1): THREE_OF_A_KIND,
    (2, 2, 1): TWO_PAIR,
    (2, 1, 1, 1): PAIR,
    (1, 1, 1, 1, 1): HIGH_CARD,
}
CODE_SHIFT: Final = 20


def low_category(top_rank: int) -> str:
    """Name of an unpaired low hand by its highest card (rank 2..14, ace 14; an ace-low rank of 1 is an ace too)."""
    return f"{RANK_CHARS[(top_rank - 2) % 13]}-low"


def groups(counts: Sequence[int], *, ace_low: bool) -> tuple[tuple[int, ...], list[int]]:
    """Group a rank multiset for comparison.

    :param counts: 13 counts, deuce first, ace last.
    :param ace_low: rank the ace as 1 instead of 14.
    :returns: the shape (group sizes, largest first) and the ranks of the groups in the same order, larger groups
        first and higher ranks first within equal sizes.
    """
    ranked = sorted(
        ((count, 1 if ace_low and position == 12 else position + 2) for position, count in enumerate(counts) if count),
        reverse=True,
    )
    return tuple(count for count, _ in ranked), [rank for _, rank in ranked]


def pack(code: int, fields: Sequence[int]) -> int:
    """Pack a category code and up to five 4-bit fields, most significant first, into one integer."""
    value = code
    for position in range(5):
        value = value << 4 | (fields[position] if position < len(fields) else 0)
    return value  # code << CODE_SHIFT | fields


def category_code(strength: int) -> int:
    """The category code of a packed strength."""
    return strength >> CODE_SHIFT


def first_field(strength: int) -> int:
    """The most significant 4-bit field of a packed strength (the top rank, or the rank of the largest group)."""
    return strength >> (CODE_SHIFT - 4) & 15


def ordered(cards: Sequence[Card], *, ace_low: bool) -> tuple[Card, ...]:
    """Order the cards of a hand most significant first: larger rank groups, then higher rank, then higher suit.

    :param cards: the cards that play.
    :param ace_low: the ace plays as the lowest rank (lows, badugi, the ace-low straight).
    """
    ranks = [1 if ace_low and card.rank == 14 else card.rank for card in cards]
    sizes = {rank: ranks.count(rank) for rank in ranks}
    keyed = sorted(zip(cards, ranks, strict=True), key=lambda item: (sizes[item[1]], item[1], item[0].suit))
    return tuple(card for card, _ in reversed(keyed))


def best_hand(
    choices: Iterable[Sequence[Card]],
    strength_of: Callable[[Sequence[Card]], int | None],
    describe: Callable[[int], tuple[str, bool]],
) -> HandValue | None:
    """Pick the best of several card choices, as a :class:`HandValue`.

    Between choices of equal strength (they differ only in suits) the one whose ordered cards have the higher suits,
    compared card by card, is kept, so the result is deterministic and favours the highest card by suit.

    :param choices: the candidate sets of cards that could play.
    :param strength_of: strength of one choice, ``None`` when it does not qualify.
    :param describe: category name of a strength, and whether the ace plays low in it.
    :returns: the best choice, or ``None`` when no choice qualifies.
    """
    best: tuple[int, tuple[int, ...]] | None = None
    best_cards: tuple[Card, ...] = ()
    for choice in choices:
        strength = strength_of(choice)
        if strength is None:
            continue
        cards = ordered(choice, ace_low=describe(strength)[1])
        key = (strength, tuple(card.suit for card in cards))
        if best is None or key > best:
            best, best_cards = key, cards
    if best is None:
        return None
    return HandValue(strength=best[0], category=describe(best[0])[0], cards=best_cards)
