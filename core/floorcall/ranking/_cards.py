"""Integer codes for cards, shared by the evaluators, and the input checks every evaluator makes.

Each suited card has one integer *code* made of three fields, so that the sum of the codes of a hand carries
everything the fast paths need, computed by one C-level ``sum(map(...))``:

- bits 0-31: the rank as a base-5 digit (``5 ** (rank - 2)``). The low 32 bits of a sum are therefore a
  *rank key*: the multiset of ranks, one base-5 digit per rank (a rank occurs at most four times, so digits never
  carry). Two hands have the same rank key exactly when they hold the same ranks the same number of times.
- bits 32-47: one 4-bit counter per suit. Adding 3 to every counter sets a counter's top bit exactly when that
  suit holds five or more cards, which is the flush test (valid up to twelve cards).
- bits 48-99: one bit per card (``1 << index``). Distinct cards add without carries, so the sum has as many of
  these bits as there are cards exactly when no card is repeated.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from floorcall.cards import SUITED, Card

SUIT_SHIFT: Final = 32
INDEX_SHIFT: Final = 48
RANK_MASK: Final = (1 << SUIT_SHIFT) - 1
FLUSH_ADD: Final = 0x3333
FLUSH_TEST: Final = 0x8888
#: ``DIGIT[rank - 2]`` is the rank's contribution to a rank key.
DIGIT: Final[tuple[int, ...]] = tuple(5**position for position in range(13))

#: The full code of every suited card.
CODE: Final[dict[Card, int]] = {
    card: DIGIT[card.rank - 2] | 1 << (SUIT_SHIFT + 4 * card.suit) | 1 << (INDEX_SHIFT + card.index) for card in SUITED
}
#: The rank-and-suit part of every card's code (no card bit), for sums over sub-hands.
RANK_SUIT_CODE: Final[dict[Card, int]] = {card: code & ((1 << INDEX_SHIFT) - 1) for card, code in CODE.items()}
_code_of = CODE.__getitem__


def low_rank(card: Card) -> int:
    """Rank of a card with the ace low: ace 1, deuce 2, ..., king 13."""
    return 1 if card.rank == 14 else card.rank


def rank_counts(key: int) -> list[int]:
    """Decode a rank key into 13 counts, deuce first and ace last."""
    return [key // power % 5 for power in DIGIT]


def flush_suit(total: int) -> int:
    """Suit holding five or more cards in a code sum (``-1`` when none; at most one suit can, up to nine cards)."""
    flags = ((total >> SUIT_SHIFT) + FLUSH_ADD) & FLUSH_TEST
    return flags.bit_length() // 4 - 1


def suited_rank_key(cards: Sequence[Card], suit: int) -> int:
    """Rank key of the cards of one suit."""
    return sum(DIGIT[card.rank - 2] for card in cards if card.suit == suit)


def checked_total(cards: Sequence[Card], fewest: int, most: int, evaluator: str) -> int:
    """Check the cards an evaluator receives and return the sum of their codes.

    :param cards: the cards to rank.
    :param fewest: the smallest number of cards the evaluator takes.
    :param most: the largest number of cards the evaluator takes.
    :param evaluator: the evaluator's name, for the error message.
    :returns: the sum of the cards' :data:`CODE` values.
    :raises ValueError: the number of cards is outside ``fewest..most``, a card is unknown (``??``), a joker or not
        a card at all, or a card appears twice.
    """
    count = len(cards)
    if not fewest <= count <= most:
        wanted = str(fewest) if fewest == most else f"{fewest} to {most}"
        raise ValueError(f"the {evaluator} evaluator takes {wanted} cards, got {count}")
    try:
        total = sum(map(_code_of, cards))
    except (KeyError, TypeError):
        raise unrankable(cards, evaluator) from None
    if (total >> INDEX_SHIFT).bit_count() != count:
        raise repeated(cards, evaluator)
    return total


def unrankable(cards: Sequence[Card], evaluator: str) -> ValueError:
    """Build the error for a hand holding something that is not a suited card, naming the first such item."""
    for card in cards:
        if card is Card.UNKNOWN:
            return ValueError(
                f"the {evaluator} evaluator cannot rank an unknown card ('??'): only known cards are evaluated"
            )
        if card is Card.RED_JOKER or card is Card.BLACK_JOKER:
            return ValueError(
                f"the {evaluator} evaluator cannot rank the joker {card.value!r}: no evaluator plays jokers"
            )
        if not isinstance(card, Card):
            return ValueError(f"the {evaluator} evaluator takes Card members, got {card!r}")
    return ValueError(f"the {evaluator} evaluator cannot rank {tuple(cards)!r}")


def repeated(cards: Sequence[Card], evaluator: str) -> ValueError:
    """Build the error for a hand holding the same card twice, naming the first repeated card."""
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            return ValueError(f"the {evaluator} evaluator got the card {card.value} twice: cards must be distinct")
        seen.add(card)
    return ValueError(f"the {evaluator} evaluator got repeated cards in {tuple(cards)!r}")  # pragma: no cover
