"""Partial boards of upcards, suit tie-breaks and the bring-in card, for deciding who acts first.

Board strengths rank one to four upcards by the combinations they show: four of a kind, three of a kind, two pair,
one pair, then unpaired cards. Straights and flushes on a board do not count. Ties between equal boards are not
settled here: suits (:func:`highest_card_by_suit`, :func:`lowest_card_by_suit`) or position settle them, as the
rulebook in force chooses. Suits rank clubs < diamonds < hearts < spades unless a ``suit_order`` is given; suits
order single cards and never make one hand beat another.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from typing import Final

from floorcall.cards import Card, Suit
from floorcall.ranking._cards import RANK_MASK, checked_total, rank_counts
from floorcall.ranking.values import groups, pack

__all__ = [
    "DEFAULT_SUIT_ORDER",
    "best_board_seats",
    "high_board_strength",
    "highest_card_by_suit",
    "highest_upcard_seat",
    "low_board_strength",
    "lowest_card_by_suit",
    "lowest_upcard_seat",
]

#: Suits from lowest to highest.
DEFAULT_SUIT_ORDER: Final = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)


def _board_groups(rank_key: int, *, ace_low: bool) -> tuple[int, list[int]]:
    """How a board of this rank key shows (0 unpaired, 1 pair, 2 two pair, 3 trips, 4 quads), and its group ranks."""
    shape, grouped = groups(rank_counts(rank_key), ace_low=ace_low)
    if shape[0] >= 3:
        return shape[0], grouped
    if shape[0] == 2:
        return (2 if len(shape) > 1 and shape[1] == 2 else 1), grouped
    return 0, grouped


def high_board_strength(upcards: Sequence[Card]) -> int:
    """Strength of a board for the high order: quads > trips > two pair > pair > unpaired, ace high.

    Equal combinations compare by the rank of the groups (the higher pair first), then by the unpaired cards from
    the highest down.

    :param upcards: one to four distinct known upcards of one seat.
    :returns: the packed strength, higher is better; compare boards of the same size.
    :raises ValueError: no upcard or more than four, an unknown card or joker, or a repeated card.
    """
    return _high_board(checked_total(upcards, 1, 4, "high-board") & RANK_MASK)


@functools.cache
def _high_board(rank_key: int) -> int:
    """The high strength of a board's ranks (2,379 keys at most: the cache stays small)."""
    shows, grouped = _board_groups(rank_key, ace_low=False)
    return pack(shows, grouped)


def low_board_strength(upcards: Sequence[Card]) -> int:
    """Strength of a board for the ace-to-five low order: the lowest board is the best, the ace is low.

    Any unpaired board beats any paired one; one pair beats two pair, which beats trips, which beat quads. Unpaired
    boards compare their highest cards first (lower wins); paired boards compare the paired rank first.

    :param upcards: one to four distinct known upcards of one seat.
    :returns: the packed strength, higher is better (a lower board is stronger); compare boards of the same size.
    :raises ValueError: no upcard or more than four, an unknown card or joker, or a repeated card.
    """
    return _low_board(checked_total(upcards, 1, 4, "low-board") & RANK_MASK)


@functools.cache
def _low_board(rank_key: int) -> int:
    """The ace-to-five strength of a board's ranks (2,379 keys at most)."""
    shows, grouped = _board_groups(rank_key, ace_low=True)
    return pack(4 - shows, [14 - rank for rank in grouped])


def best_board_seats(
    boards: Mapping[int, Sequence[Card]], strength: Callable[[Sequence[Card]], int]
) -> tuple[int, ...]:
    """Seats whose boards are tied for the best, in increasing seat order.

    :param boards: seat number (1-based) -> that seat's upcards.
    :param strength: the board order, :func:`high_board_strength` or :func:`low_board_strength`.
    :returns: the seats holding the strongest board; more than one when boards tie.
    :raises ValueError: no board, a seat below 1, or a board :func:`strength` rejects.
    """
    _check_seats(boards)
    strengths = {seat: strength(upcards) for seat, upcards in boards.items()}
    best = max(strengths.values())
    return tuple(sorted(seat for seat, value in strengths.items() if value == best))


def _card_order(ace_low: bool, suit_order: Sequence[Suit]) -> Callable[[Card], tuple[int, int]]:
    return _card_order_of(ace_low, tuple(suit_order))


@functools.lru_cache(maxsize=64)
def _card_order_of(ace_low: bool, suit_order: tuple[Suit, ...]) -> Callable[[Card], tuple[int, int]]:
    """The sort key of cards for one ace rule and suit order (checked and built once per order)."""
    if sorted(suit_order) != list(Suit):
        raise ValueError(f"suit_order must list each of the four suits once, got {tuple(suit_order)!r}")
    suit_position = {int(suit): position for position, suit in enumerate(suit_order)}

    def card_order(card: Card) -> tuple[int, int]:
        return (1 if ace_low and card.rank == 14 else card.rank), suit_position[card.suit]

    return card_order


def highest_card_by_suit(
    cards: Sequence[Card], *, ace_low: bool = False, suit_order: Sequence[Suit] = DEFAULT_SUIT_ORDER
) -> Card:
    """Find the highest card by rank, equal ranks broken by suit.

    :param cards: one or more distinct known cards (a hand, a board, several boards).
    :param ace_low: rank the ace below the deuce instead of above the king.
    :param suit_order: the suits from lowest to highest.
    :returns: the highest card.
    :raises ValueError: no card, an unknown card or joker, a repeated card, or a suit order that is not the four suits.
    """
    checked_total(cards, 1, 52, "highest-card")
    return max(cards, key=_card_order(ace_low, suit_order))


def lowest_card_by_suit(
    cards: Sequence[Card], *, ace_low: bool = False, suit_order: Sequence[Suit] = DEFAULT_SUIT_ORDER
) -> Card:
    """Find the lowest card by rank, equal ranks broken by suit.

    :param cards: one or more distinct known cards.
    :param ace_low: rank the ace below the deuce instead of above the king.
    :param suit_order: the suits from lowest to highest.
    :returns: the lowest card.
    :raises ValueError: as :func:`highest_card_by_suit`.
    """
    checked_total(cards, 1, 52, "lowest-card")
    return min(cards, key=_card_order(ace_low, suit_order))


def _check_seats(by_seat: Mapping[int, object]) -> None:
    if not by_seat:
        raise ValueError("no seat to choose from")
    for seat in by_seat:
        if not isinstance(seat, int) or isinstance(seat, bool) or seat < 1:
            raise ValueError(f"seats are numbered from 1, got {seat!r}")


def lowest_upcard_seat(
    upcards: Mapping[int, Card], *, ace_low: bool, suit_order: Sequence[Suit] = DEFAULT_SUIT_ORDER
) -> int:
    """Find the seat showing the lowest upcard by rank, then suit (the bring-in when the low card brings in).

    With ``ace_low=False`` the ace is high, so the deuce of clubs is the lowest card there is.

    :param upcards: seat number (1-based) -> the one upcard that seat shows.
    :param ace_low: rank the ace below the deuce instead of above the king.
    :param suit_order: the suits from lowest to highest.
    :returns: the seat holding the lowest card.
    :raises ValueError: no seat, a seat below 1, an unknown card or joker, or the same card at two seats.
    """
    _check_seats(upcards)
    card = lowest_card_by_suit(tuple(upcards.values()), ace_low=ace_low, suit_order=suit_order)
    return next(seat for seat, upcard in upcards.items() if upcard is card)


def highest_upcard_seat(
    upcards: Mapping[int, Card], *, ace_low: bool, suit_order: Sequence[Suit] = DEFAULT_SUIT_ORDER
) -> int:
    """Find the seat showing the highest upcard by rank, then suit (the bring-in when the high card brings in).

    With ``ace_low=True`` the ace is the lowest card, so the king of spades is the highest card there is.

    :param upcards: seat number (1-based) -> the one upcard that seat shows.
    :param ace_low: rank the ace below the deuce instead of above the king.
    :param suit_order: the suits from lowest to highest.
    :returns: the seat holding the highest card.
    :raises ValueError: as :func:`lowest_upcard_seat`.
    """
    _check_seats(upcards)
    card = highest_card_by_suit(tuple(upcards.values()), ace_low=ace_low, suit_order=suit_order)
    return next(seat for seat, upcard in upcards.items() if upcard is card)
