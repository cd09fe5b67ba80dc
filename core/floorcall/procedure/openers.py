"""Who posts the forced bets and who opens each street: the button and blinds, the bring-in, the best board.

One source for the engine (which posts the blinds) and the games (which name the first seat to act). Seats are
1-based seat numbers; mappings of seats are in deal order, as :attr:`floorcall.HandView.seats` gives them.

Position follows the button: the blinds are posted clockwise from the button's left, except heads-up, where the
button posts the small blind (TDA2024-34B); the button may sit at an empty seat (a dead button, TDA2024-32). A table
given without a button is played as if the button were at the highest dealt seat, so the blinds start at the lowest.

In stud a seat's *board* is its first four upcards, those of the regular up rounds; counting only those keeps a
seventh-street card that a ruling leaves face up out of the board, so the hand that opened sixth street also opens
seventh, as when a shared seventh card is turned (TDA RP-10-H.D).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Final

from floorcall._mechanics.seats import clockwise
from floorcall.cards import Card
from floorcall.model.procedure import OptionValue
from floorcall.model.types import Street
from floorcall.procedure.game import Game, Opener
from floorcall.procedure.options import BOARD_TIE
from floorcall.ranking import (
    high_board_strength,
    highest_card_by_suit,
    low_board_strength,
    lowest_card_by_suit,
)

if TYPE_CHECKING:
    from floorcall.view import HandView

__all__ = [
    "BOARD_CARDS",
    "big_blind_index",
    "blind_posters",
    "board_of",
    "boards",
    "bring_in_for",
    "bring_in_seat",
    "button_of",
    "first_to_act_for",
    "first_to_act_seat",
    "postflop_first_to_act",
    "preflop_first_to_act",
    "shows_open_pair",
]

#: Upcards that make a board: those of the regular up rounds.
BOARD_CARDS: Final = 4


# globals for the hot path: a member read off an enum class costs ~30 times more on Python 3.11
_UNKNOWN: Final = Card.UNKNOWN

# -- the button and the blinds ------------------------------------------------------------------------------------


def button_of(seats: Sequence[int], button: int | None) -> int:
    """Return the seat position counts from: the table's button, or the highest dealt seat when none is given.

    :param seats: the dealt-in seats.
    :param button: the button's seat from the table (it may be an empty seat), or None.
    :returns: a seat number.
    :raises ValueError: no button and no seats.
    """
    if button is not None:
        return button
    if not seats:
        raise ValueError("a hand without seats has no button")
    return max(seats)


def blind_posters(seats: Sequence[int], button: int, count: int) -> tuple[int, ...]:
    """Name the seats that post the blinds, in posting order (small blind, big blind, straddles).

    They are the seats clockwise from the button's left; heads-up the order is reversed, so the button posts the
    small blind and the other seat the big blind (TDA2024-34B, WSOP24L-153).

    :param seats: the dealt-in seats.
    :param button: the button's seat (possibly empty: TDA2024-32).
    :param count: the number of blinds and straddles in the stakes.
    :returns: at most ``count`` seats, one per blind.
    """
    order = clockwise(list(seats), button)
    if len(order) == 2:
        order.reverse()
    return tuple(order[:count])


def postflop_first_to_act(live: Sequence[int], button: int) -> int:
    """Find the first seat to act after the first round: the first live seat clockwise from the button.

    Heads-up that is the big blind, the seat that is not the button (TDA2024-34B).

    :param live: the seats still in the hand.
    :param button: the button's seat (possibly empty).
    :returns: a live seat (possibly all in: the engine then passes the turn on).
    :raises ValueError: no live seat.
    """
    if not live:
        raise ValueError("no live seat is left to act")
    return clockwise(list(live), button)[0]


def big_blind_index(blinds: Sequence[int]) -> int | None:
    """Find which of the blinds, in posting order, is the big blind: the one the first round's action starts after.

    It is the largest blind after the small blind, and on a tie the first of them: a straddle must raise the blind
    before it, so a later blind of the same amount is a live blind posted out of place (a player posting in, PHH's
    ``[1, 2, 0, 2]``), which leaves the order of play alone. A straddle above it, next to the big blind or
    further round (a button straddle, ``[1, 2, 0, 0, 0, 4]``), takes its place. With one blind that is the one.

    :param blinds: the blinds, posts and straddles in posting order from the button's left, in chips.
    :returns: an index into ``blinds``, or None when there are none.
    """
    if not blinds:
        return None
    big = min(1, len(blinds) - 1)
    for index in range(big + 1, len(blinds)):
        if blinds[index] > blinds[big]:
            big = index
    return big


def preflop_first_to_act(seats: Sequence[int], live: Sequence[int], button: int, blinds: Sequence[int]) -> int:
    """Find the first seat to act in the first round: the first live seat clockwise from the big blind.

    The big blind is the seat posting the blind :func:`big_blind_index` names: a straddle takes its place, a live
    blind posted out of place does not; heads-up that leaves the button, who posted the small blind, to act first
    (TDA2024-34B). Without blinds the first live seat from the button's left opens.

    :param seats: the dealt-in seats (the blinds' posters are found among them).
    :param live: the seats still in the hand.
    :param button: the button's seat (possibly empty).
    :param blinds: the stakes' blinds and straddles, in posting order, in chips.
    :returns: a live seat.
    :raises ValueError: no live seat.
    """
    posters = blind_posters(seats, button, len(blinds))
    if not live or not posters or max(blinds) == 0:
        return postflop_first_to_act(live, button)
    big = big_blind_index(blinds[: len(posters)])
    assert big is not None
    return clockwise(list(live), posters[big])[0]


# -- upcards and boards ---------------------------------------------------------------------------------------------


def board_of(upcards: Sequence[Card]) -> tuple[Card, ...]:
    """Return what a seat's upcards show as a board: the first :data:`BOARD_CARDS` of them, in the order dealt.

    :param upcards: the seat's face-up cards in the order dealt.
    :returns: at most four cards.
    """
    return tuple(upcards[:BOARD_CARDS])


def shows_open_pair(boards: Mapping[int, Sequence[Card]]) -> bool:
    """Say whether any board shows two or more cards of one rank (the open-pair condition of RROP-STUD-4).

    :param boards: seat -> that seat's board.
    :returns: True when at least one board holds a pair or better.
    """
    return any(len({card.rank for card in board}) < len(board) for board in boards.values())


def bring_in_seat(upcards: Mapping[int, Sequence[Card]], *, low_board: bool) -> int:
    """Find the seat that brings in: the one showing the worst card under the game's order (FACT-1, FACT-2).

    In the high games the lowest upcard brings in, by rank with the ace high, then by suit (clubs lowest): the deuce
    of clubs is the worst card. In razz the highest upcard brings in, by rank with the ace low, then by suit: the
    king of spades is the worst card, and an ace never brings in while another rank shows (WSOP24T-RAZZ).

    :param upcards: live seat -> its upcards (normally one each on the first street). Unknown cards (``??``, from a
        hand history that does not record them) are left out, and so are seats showing no known card.
    :param low_board: True in razz.
    :returns: the seat number.
    :raises ValueError: no seat shows an upcard, or the same card shows twice.
    """
    showing = [(seat, card) for seat, cards in upcards.items() for card in cards if card is not _UNKNOWN]
    if not showing:
        raise ValueError("no live seat shows an upcard, so nobody can be named to bring in")
    cards = [card for _, card in showing]
    worst = highest_card_by_suit(cards, ace_low=True) if low_board else lowest_card_by_suit(cards, ace_low=False)
    return next(seat for seat, card in showing if card is worst)


def first_to_act_seat(boards: Mapping[int, Sequence[Card]], *, low_board: bool, tie: OptionValue) -> int:
    """Find the seat that acts first on a street after the bring-in round: the best board showing.

    High games rank boards quads > trips > two pair > pair > high cards with the ace high; razz ranks them lowest
    first with the ace low, any unpaired board beating any paired one; straights and flushes never count. Tied best
    boards are settled by ``tie``: ``"suit"`` gives the turn to the tied board holding the highest single upcard by
    rank then suit, razz included with its ace low (TDA2024-RP10-D); ``"position"`` to the first tied seat in deal
    order (RROP-STUD-1).

    :param boards: live seat -> its board (see :func:`board_of`), in deal order. Unknown cards (``??``) are left out
        and seats showing no known card skipped, so that a hand history with unrecorded upcards ranks what it shows.
    :param low_board: True in razz.
    :param tie: ``"suit"`` or ``"position"`` (the ``board-tie`` option).
    :returns: the seat number (possibly an all-in seat: the engine then passes the turn on).
    :raises ValueError: no seat shows a board, a board holds more than four cards, or ``tie`` is unknown.
    """
    strength = low_board_strength if low_board else high_board_strength
    best, tied, shown = -1, [], []
    for seat, board in boards.items():  # one pass: the strongest boards, in deal order
        known = _known(board)
        if not known:
            continue
        shown.append((seat, known))
        value = strength(known)
        if value > best:
            best, tied = value, [seat]
        elif value == best:
            tied.append(seat)
    if not shown:
        raise ValueError("no live seat shows a board, so nobody can be named to act first")
    if len(tied) == 1 or tie == "position":
        return tied[0]
    if tie == "suit":
        cards = [(seat, card) for seat, board in shown if seat in tied for card in board]
        top = highest_card_by_suit([card for _, card in cards], ace_low=low_board)
        return next(seat for seat, card in cards if card is top)
    raise ValueError(f"unknown board-tie rule {tie!r}: expected 'suit' or 'position'")


def _known(cards: Sequence[Card]) -> tuple[Card, ...]:
    if _UNKNOWN not in cards:  # the usual case: every upcard is known
        return tuple(cards)
    return tuple(card for card in cards if card is not _UNKNOWN)


# -- reading a hand -------------------------------------------------------------------------------------------------


def boards(hand: HandView) -> dict[int, tuple[Card, ...]]:
    """Every live seat's board in ``hand``, in deal order."""
    return {seat: board_of(hand.upcards(seat)) for seat in hand.live_seats}


def bring_in_for(game: Game, hand: HandView) -> int:
    """Name the live seat of ``hand`` that brings in (see :func:`bring_in_seat`).

    :param game: the game being played; its first street opens with a bring-in.
    :param hand: the hand, with the first street's cards dealt.
    :returns: the seat number.
    :raises ValueError: as :func:`bring_in_seat`.
    """
    low_board = game.streets[0].opener is Opener.HIGH_CARD
    return bring_in_seat({seat: hand.upcards(seat) for seat in hand.live_seats}, low_board=low_board)


def first_to_act_for(game: Game, hand: HandView, street: Street) -> int:
    """Name the live seat of ``hand`` that opens the betting (or draws first) on ``street``, by the street's opener.

    A street that opens with a bring-in but has none posted (no bring-in in the stakes, or the game's opener option)
    is opened by the best board instead.

    :param game: the game being played.
    :param hand: the hand, with the street's cards dealt; its ``board-tie`` option settles tied boards.
    :param street: one of the game's streets.
    :returns: the seat number.
    :raises ValueError: the street is not the game's, or as :func:`first_to_act_seat` and
        :func:`preflop_first_to_act`.
    """
    opener = game.street_of(street).opener
    if opener is Opener.BIG_BLIND_LEFT:
        button = button_of(hand.seats, hand.table.button)
        return preflop_first_to_act(hand.seats, hand.live_seats, button, hand.stakes.blinds)
    if opener is Opener.BUTTON_LEFT:
        return postflop_first_to_act(hand.live_seats, button_of(hand.seats, hand.table.button))
    tie = hand.options.get(BOARD_TIE.name, BOARD_TIE.default)
    return first_to_act_seat(boards(hand), low_board=opener.board_opener is Opener.LOW_BOARD, tie=tie)
