"""Playing cards: ranks, suits, the two-character notation and declared decks.

A :class:`Card` is a member of a string enum whose value is its notation (``"As"``, ``"Td"``, ``"??"`` for an
unknown card), so cards are small immutable singletons that compare by identity, hash fast, and serialize to JSON,
MessagePack and PHH as the notation itself. Each member also carries integer attributes for hot loops:
``rank`` (2..14, ace high; 0 for an unknown card or a joker), ``suit`` (0..3 in the order clubs < diamonds <
hearts < spades; -1 when not a suited card) and ``index`` (0..51 for suited cards, 52+ for the others).
"""

from __future__ import annotations

import functools
from enum import IntEnum, StrEnum
from typing import Final

import msgspec

from floorcall.errors import CardError, because

__all__ = [
    "SHORT_DECK",
    "STANDARD_DECK",
    "STANDARD_DECK_WITH_JOKER",
    "STANDARD_DECK_WITH_JOKERS",
    "Card",
    "DeckSpec",
    "Rank",
    "Suit",
    "format_cards",
    "parse_card",
    "parse_cards",
]


class Rank(IntEnum):
    """Card ranks, ace high. Games that play the ace low handle that in their ranking, not here."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14


class Suit(IntEnum):
    """Suits in the order used for the bring-in, first-to-act ties and odd chips (never to split a pot)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3


RANK_CHARS: Final = "23456789TJQKA"
SUIT_CHARS: Final = "cdhs"


class Card(StrEnum):
    """One card, valued by its notation: rank character then suit character.

    Ranks are ``2-9 T J Q K A``, suits ``c d h s``. ``??`` is a card whose face is not known (a placeholder in
    recorded hands), ``Xr`` and ``Xb`` are the red and black jokers, which only decks that declare them contain.
    Build one with ``Card("As")`` (raises ``ValueError`` for anything else) or :func:`parse_card` (raises
    :class:`~floorcall.errors.CardError` naming the text).
    """

    rank: int
    suit: int
    index: int  # type: ignore[assignment]  # shadows str.index on purpose: the card's number 0..51 (52+ others)

    TWO_CLUBS = "2c"
    TWO_DIAMONDS = "2d"
    TWO_HEARTS = "2h"
    TWO_SPADES = "2s"
    THREE_CLUBS = "3c"
    THREE_DIAMONDS = "3d"
    THREE_HEARTS = "3h"
    THREE_SPADES = "3s"
    FOUR_CLUBS = "4c"
    FOUR_DIAMONDS = "4d"
    FOUR_HEARTS = "4h"
    FOUR_SPADES = "4s"
    FIVE_CLUBS = "5c"
    FIVE_DIAMONDS = "5d"
    FIVE_HEARTS = "5h"
    FIVE_SPADES = "5s"
    SIX_CLUBS = "6c"
    SIX_DIAMONDS = "6d"
    SIX_HEARTS = "6h"
    SIX_SPADES = "6s"
    SEVEN_CLUBS = "7c"
    SEVEN_DIAMONDS = "7d"
    SEVEN_HEARTS = "7h"
    SEVEN_SPADES = "7s"
    EIGHT_CLUBS = "8c"
    EIGHT_DIAMONDS = "8d"
    EIGHT_HEARTS = "8h"
    EIGHT_SPADES = "8s"
    NINE_CLUBS = "9c"
    NINE_DIAMONDS = "9d"
    NINE_HEARTS = "9h"
    NINE_SPADES = "9s"
    TEN_CLUBS = "Tc"
    TEN_DIAMONDS = "Td"
    TEN_HEARTS = "Th"
    TEN_SPADES = "Ts"
    JACK_CLUBS = "Jc"
    JACK_DIAMONDS = "Jd"
    JACK_HEARTS = "Jh"
    JACK_SPADES = "Js"
    QUEEN_CLUBS = "Qc"
    QUEEN_DIAMONDS = "Qd"
    QUEEN_HEARTS = "Qh"
    QUEEN_SPADES = "Qs"
    KING_CLUBS = "Kc"
    KING_DIAMONDS = "Kd"
    KING_HEARTS = "Kh"
    KING_SPADES = "Ks"
    ACE_CLUBS = "Ac"
    ACE_DIAMONDS = "Ad"
    ACE_HEARTS = "Ah"
    ACE_SPADES = "As"
    RED_JOKER = "Xr"
    BLACK_JOKER = "Xb"
    UNKNOWN = "??"

    @property
    def is_known(self) -> bool:
        """True for every card but the ``??`` placeholder."""
        return self is not _UNKNOWN

    @property
    def is_joker(self) -> bool:
        """True for the two jokers."""
        return self is Card.RED_JOKER or self is Card.BLACK_JOKER


def _annotate_members() -> None:
    for member in Card:
        code = member.value
        if code[0] in RANK_CHARS and code[1] in SUIT_CHARS:
            member.rank = RANK_CHARS.index(code[0]) + 2
            member.suit = SUIT_CHARS.index(code[1])
            member.index = (member.rank - 2) * 4 + member.suit
        else:
            member.rank = 0
            member.suit = -1
            member.index = {"Xr": 52, "Xb": 53, "??": 54}[code]


_annotate_members()
_UNKNOWN: Final = Card.UNKNOWN  # read by is_known as a global: a member read off the enum class costs far more

#: Every suited card, indexed by ``Card.index``.
SUITED: Final[tuple[Card, ...]] = tuple(sorted((c for c in Card if c.suit >= 0), key=lambda c: c.index))
_BY_NOTATION: Final[dict[str, Card]] = {c.value: c for c in Card}


def parse_card(text: str) -> Card:
    """Read one card in two-character notation.

    :param text: ``"As"``, ``"Td"``, ``"??"``, ``"Xr"``...
    :returns: the :class:`Card`.
    :raises CardError: the text is not a card, with the text in the message.
    """
    card = _BY_NOTATION.get(text)
    if card is None:
        reason = because(
            "card.not_a_card",
            "{text} is not a card: expected a rank of 2-9TJQKA and a suit of cdhs, or '??'",
            text=repr(text),
        )
        raise CardError(reason)
    return card


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read cards written one after another, with or without spaces (``"AsKd"``, ``"As Kd"``, ``"????5d"``).

    :param text: the cards; an empty string gives an empty tuple.
    :returns: the cards in the order written.
    :raises CardError: the text has an odd number of characters or contains something that is not a card.
    """
    compact = "".join(text.split())
    if len(compact) % 2:
        raise CardError(because("card.odd_length", "{text} is not a sequence of two-character cards", text=repr(text)))
    return tuple(parse_card(compact[i : i + 2]) for i in range(0, len(compact), 2))


def format_cards(cards: tuple[Card, ...] | list[Card]) -> str:
    """Write cards back in compact notation, the inverse of :func:`parse_cards` (``(As, Kd)`` -> ``"AsKd"``)."""
    return "".join(card.value for card in cards)


class DeckSpec(msgspec.Struct, frozen=True, kw_only=True):
    """A deck declared by its ranks, suits and jokers; a game plugin names the one it plays with.

    :param name: short name shown in messages (``"standard"``, ``"short"``).
    :param ranks: the ranks present, as notation characters (``"23456789TJQKA"``; ``"6789TJQKA"`` for short deck).
    :param suits: the suits present, as notation characters.
    :param jokers: how many jokers (0, 1 or 2; the red joker comes first).
    """

    name: str
    ranks: str = RANK_CHARS
    suits: str = SUIT_CHARS
    jokers: int = 0

    def __post_init__(self) -> None:
        """Reject ranks, suits or joker counts that no card has."""
        if not self.ranks or any(r not in RANK_CHARS for r in self.ranks):
            raise ValueError(f"deck {self.name!r}: ranks must be characters of {RANK_CHARS!r}, got {self.ranks!r}")
        if not self.suits or any(s not in SUIT_CHARS for s in self.suits):
            raise ValueError(f"deck {self.name!r}: suits must be characters of {SUIT_CHARS!r}, got {self.suits!r}")
        if not 0 <= self.jokers <= 2:
            raise ValueError(f"deck {self.name!r}: a deck holds 0, 1 or 2 jokers, not {self.jokers}")

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards of the deck in a fixed order (rank, then suit, then jokers)."""
        return _deck_cards(self.ranks, self.suits, self.jokers)

    @property
    def size(self) -> int:
        """Number of cards in the deck."""
        return len(self.ranks) * len(self.suits) + self.jokers


@functools.cache
def _deck_cards(ranks: str, suits: str, jokers: int) -> tuple[Card, ...]:
    suited = tuple(_BY_NOTATION[r + s] for r in RANK_CHARS if r in ranks for s in SUIT_CHARS if s in suits)
    return suited + (Card.RED_JOKER, Card.BLACK_JOKER)[:jokers]


STANDARD_DECK: Final = DeckSpec(name="standard")
SHORT_DECK: Final = DeckSpec(name="short", ranks="6789TJQKA")
STANDARD_DECK_WITH_JOKERS: Final = DeckSpec(name="standard-with-jokers", jokers=2)
#: The 53-card deck of ace-to-five lowball: the 52 cards and one joker, written ``Xr`` (PHH has no joker notation).
STANDARD_DECK_WITH_JOKER: Final = DeckSpec(name="standard-with-joker", jokers=1)
