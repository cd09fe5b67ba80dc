"""The stud games' procedure as pure functions: deals, limits, bring-in, first to act, awards and odd chips.

The first half works on plain data (cards by seat, option values, stakes) so that each rule can be tested on its
own; the functions at the end (``*_for``) read a :class:`floorcall.HandView` into that data for the game modules'
hook implementations. Seats are 1-based seat numbers; mappings of seats are given in deal order (the dealer's left
first), which is the order ``HandView.seats`` and ``HandView.live_seats`` use. Chips are integers.

Where the games differ is described by one :class:`StudRules` per game. A "board" is what a seat shows: his first
four upcards, those of the regular up rounds (third to sixth street in seven-card games). Counting only those keeps a
seventh-street card that a ruling leaves face up out of the board, so the hand that opened sixth street also opens
seventh, as when a shared seventh card is turned (TDA RP-10-H.D, WSOP live-action rule 230).
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Mapping, Sequence
from enum import Enum
from typing import TYPE_CHECKING, Final

from floorcall.betting import StreetBetting, Structure
from floorcall.cards import Card
from floorcall.gamekit import GamePlugin
from floorcall.model import GameSpec, OptionSpec, OptionValue, Stakes, Street, StreetPlan
from floorcall.pots import Pot, award_pots
from floorcall.ranking import (
    HandValue,
    ace_to_five_low_hand,
    ace_to_five_low_strength,
    best_board_seats,
    eight_or_better_low_hand,
    eight_or_better_low_strength,
    high_board_strength,
    high_hand,
    high_strength,
    highest_card_by_suit,
    low_board_strength,
    lowest_card_by_suit,
)
from floorcall_stud.options import BOARD_TIE, CAP_HEADS_UP, CHIP_UNIT, MAX_BETS, ODD_CHIP, OPEN_PAIR_DOUBLE

if TYPE_CHECKING:
    from floorcall import HandView

__all__ = [
    "BOARD_CARDS",
    "FIVE_CARD_DEAL",
    "REOPEN_FRACTION",
    "SEVEN_CARD_DEAL",
    "STAKES_NEEDED",
    "SeatOrder",
    "Showdown",
    "StudRules",
    "award_showdown",
    "awards_for",
    "betting_for",
    "board_of",
    "bring_in_for",
    "bring_in_seat",
    "first_to_act_for",
    "first_to_act_seat",
    "odd_chip_order",
    "plan_for",
    "shows_open_pair",
    "street_betting",
]

#: Upcards that make a board: those of the regular up rounds.
BOARD_CARDS: Final = 4
#: In fixed limit an all-in short of a full bet re-opens the betting only from half a bet up (TDA 2024 rule 47-B;
#: the WSOP live-action rule 129 and Robert's Rules count the same half), so this is not an option.
REOPEN_FRACTION: Final = 0.5

#: Seven-card games: two down and one up, three up rounds, one down; a burn before each later street, and the
#: stub's last card never dealt (on seventh street the engine reports a short stub instead).
SEVEN_CARD_DEAL: Final = (
    StreetPlan(street=Street.THIRD, hole=(False, False, True)),
    StreetPlan(street=Street.FOURTH, burn=True, hole=(True,)),
    StreetPlan(street=Street.FIFTH, burn=True, hole=(True,)),
    StreetPlan(street=Street.SIXTH, burn=True, hole=(True,)),
    StreetPlan(street=Street.SEVENTH, burn=True, hole=(False,), reserve=1),
)
#: Five-card stud (FLOORCALL-DEFAULT-4): one down and one up, then three up rounds with a burn before each.
FIVE_CARD_DEAL: Final = (
    StreetPlan(street=Street.SECOND, hole=(False, True)),
    StreetPlan(street=Street.THIRD, burn=True, hole=(True,)),
    StreetPlan(street=Street.FOURTH, burn=True, hole=(True,)),
    StreetPlan(street=Street.FIFTH, burn=True, hole=(True,)),
)

#: The amounts a level must give a stud game: its tables need a bring-in and both fixed-limit bet sizes.
STAKES_NEEDED: Final = ("bring_in", "small_bet", "big_bet")

SeatOrder = Callable[[Sequence[int]], Sequence[int]]
"""Orders tied seats for odd chips, first served first (the ``high_order``/``low_order`` of ``award_pots``)."""


class Showdown(Enum):
    """How a stud game's pots are won."""

    HIGH = "high"
    """The best five-card high hand takes the pot."""
    HIGH_LOW_EIGHT = "high-low-8"
    """Half to the best high hand, half to the best ace-to-five low of eight or better; no such low: all high."""
    ACE_TO_FIVE_LOW = "a5-low"
    """The best five-card ace-to-five low takes the pot (pairs count, straights and flushes do not)."""


@dataclasses.dataclass(frozen=True)
class StudRules:
    """What sets one stud game apart from the others.

    :param game: the game as it is registered.
    :param deal: one plan per street, in the order of ``game.streets``.
    :param low_board: True in razz: the lowest board (ace low) acts first and the highest upcard brings in; False
        in the high games: the highest board acts first and the lowest upcard (ace high) brings in.
    :param showdown: how the pots are won.
    :param open_pair_street: the street where the ``open-pair-double`` option may allow the big bet, or None in
        games that never allow it.
    :param opener_option: the name of a string option that replaces the bring-in by the best board opening the
        first round when set to ``"high-card"``, or None.
    :raises ValueError: the deal's streets are not the game's streets.
    """

    game: GameSpec
    deal: tuple[StreetPlan, ...]
    low_board: bool
    showdown: Showdown
    open_pair_street: Street | None = None
    opener_option: str | None = None

    def __post_init__(self) -> None:
        """Check that there is exactly one plan per street of the game."""
        if tuple(plan.street for plan in self.deal) != self.game.streets:
            raise ValueError(f"game {self.game.name!r}: the deal does not plan exactly the game's streets")


# -- boards, bring-in, first to act -------------------------------------------------------------------------------


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
    showing = [(seat, card) for seat, cards in upcards.items() for card in cards if card is not Card.UNKNOWN]
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
    :returns: the seat number (possibly an all-in seat: the engine then passes the turn on, as if he had checked).
    :raises ValueError: no seat shows a board, a board holds more than four cards, or ``tie`` is unknown.
    """
    shown = {seat: known for seat, board in boards.items() if (known := _known(board))}
    if not shown:
        raise ValueError("no live seat shows a board, so nobody can be named to act first")
    tied = set(best_board_seats(shown, low_board_strength if low_board else high_board_strength))
    if len(tied) == 1:
        return next(iter(tied))
    if tie == "position":
        return next(seat for seat in shown if seat in tied)
    if tie == "suit":
        cards = [(seat, card) for seat, board in shown.items() if seat in tied for card in board]
        top = highest_card_by_suit([card for _, card in cards], ace_low=low_board)
        return next(seat for seat, card in cards if card is top)
    raise ValueError(f"unknown board-tie rule {tie!r}: expected 'suit' or 'position'")


def _known(cards: Sequence[Card]) -> tuple[Card, ...]:
    if Card.UNKNOWN not in cards:  # the usual case: every upcard is known
        return tuple(cards)
    return tuple(card for card in cards if card is not Card.UNKNOWN)


# -- streets and limits ---------------------------------------------------------------------------------------


def street_betting(
    rules: StudRules,
    street: Street,
    stakes: Stakes,
    options: Mapping[str, OptionValue],
    boards: Mapping[int, Sequence[Card]],
) -> StreetBetting:
    """Give a street's fixed-limit betting (FACT-3, FLOORCALL-DEFAULT-4).

    The first two betting streets use the small bet, the later ones the big bet. The first street carries the
    bring-in, which may be completed to the small bet (not a raise); without a bring-in in the stakes, or with the
    opener option set to ``"high-card"``, the best board opens it and may check. With ``open-pair-double`` on, the
    game's open-pair street also offers the big bet while any board shows a pair (RROP-STUD-4; off by default,
    TDA2024-RP10-F). The cap is ``max-bets`` (0: none) and ``cap-heads-up`` says whether it holds heads-up.

    :param rules: the game.
    :param street: one of the game's streets.
    :param stakes: the level's bring-in, small bet and big bet, in chips.
    :param options: option values in force by kebab-case name; missing ones take their declared defaults.
    :param boards: live seat -> its board (for the open-pair condition).
    :returns: the round's limits.
    :raises ValueError: the street is not the game's, a later street has no big bet in the stakes, ``max-bets`` is
        negative, or the bring-in is not below the small bet.
    """
    index = _street_index(rules, street)
    if index < 2:
        bet = stakes.small_bet
    elif stakes.big_bet is not None:
        bet = stakes.big_bet
    else:
        raise ValueError(f"{rules.game.name} is played fixed limit: the stakes need a big bet for {street}")
    bring_in = stakes.bring_in if index == 0 else None
    if bring_in is not None and rules.opener_option and options.get(rules.opener_option) == "high-card":
        bring_in = None
    big_bet_option = None
    if (
        street is rules.open_pair_street
        and options.get(OPEN_PAIR_DOUBLE.name, OPEN_PAIR_DOUBLE.default) is True
        and stakes.big_bet is not None
        and stakes.big_bet > bet
        and shows_open_pair(boards)
    ):
        big_bet_option = stakes.big_bet
    max_bets = options.get(MAX_BETS.name, MAX_BETS.default)
    if not isinstance(max_bets, int) or isinstance(max_bets, bool) or max_bets < 0:
        raise ValueError(f"max-bets must be a whole number, 0 for no cap, not {max_bets!r}")
    return StreetBetting(
        structure=Structure.FIXED_LIMIT,
        bet=bet,
        big_bet_option=big_bet_option,
        bring_in=bring_in,
        max_bets=max_bets or None,
        cap_heads_up=options.get(CAP_HEADS_UP.name, CAP_HEADS_UP.default) is True,
        reopen_fraction=REOPEN_FRACTION,
    )


# -- showdown ---------------------------------------------------------------------------------------------------


def _rank_key(card: Card, ace_low: bool) -> tuple[int, int]:
    return (1 if ace_low and card.rank == 14 else card.rank), card.suit


def odd_chip_order(
    hands: Mapping[int, Sequence[Card]],
    rule: OptionValue,
    *,
    low: bool,
    hand_of: Callable[[Sequence[Card]], HandValue | None],
) -> SeatOrder:
    """Build the order in which tied winners of one half (or of a whole pot) get odd chips.

    - ``"high-card-by-suit"``: the highest card by rank then suit among the five cards of each tied hand comes
      first, the ace counted low in low hands (TDA2024-20 B, razz and the low half of stud hi-lo included).
    - ``"low-card-by-suit"``: every card the player holds counts, not only the five that play; for a low the lowest
      card by rank (ace low) then suit comes first, for a high the highest card by suit (RROP-TIES-3).
    - ``"position"``: the tied seat dealt first comes first.

    :param hands: live seat -> every card that plays for him (own cards and any shared card), in deal order.
    :param rule: the ``odd-chip`` option.
    :param low: whether the half being split is a low (razz, or the low half of stud hi-lo).
    :param hand_of: the evaluator giving the five cards that play for that half.
    :returns: a function ordering tied seats, first served first.
    :raises ValueError: ``rule`` is unknown.
    """
    if rule == "position":
        place = {seat: index for index, seat in enumerate(hands)}
        return lambda seats: sorted(seats, key=place.__getitem__)
    if rule == "high-card-by-suit":

        def top_of_five(seat: int) -> tuple[int, int]:
            value = hand_of(hands[seat])
            if value is None:
                raise ValueError(f"seat {seat} ties for a half his cards do not qualify for")
            return _rank_key(highest_card_by_suit(value.cards, ace_low=low), low)

        return lambda seats: sorted(seats, key=top_of_five, reverse=True)
    if rule == "low-card-by-suit":
        if low:
            return lambda seats: sorted(
                seats, key=lambda seat: _rank_key(lowest_card_by_suit(hands[seat], ace_low=True), True)
            )
        return lambda seats: sorted(
            seats, key=lambda seat: _rank_key(highest_card_by_suit(hands[seat]), False), reverse=True
        )
    raise ValueError(f"unknown odd-chip rule {rule!r}: expected 'high-card-by-suit', 'low-card-by-suit' or 'position'")


def award_showdown(
    pots: Sequence[Pot],
    hands: Mapping[int, Sequence[Card]],
    *,
    showdown: Showdown,
    odd_chip: OptionValue,
    unit: int = 1,
) -> dict[int, int]:
    """Award the pots at showdown, each pot on its own (TDA2024-21), odd chips by the ``odd-chip`` rule.

    The best five cards of each hand play (of seven in seven-card games, of five in five-card stud), independently
    for each half in stud hi-lo: a low must be eight or better, and when no eligible hand has one the high hands
    take the whole pot; an odd unit of a split pot goes to the high half (TDA2024-20 C).

    :param pots: the pots, main pot first, each with its eligible seats.
    :param hands: live seat -> all his known cards (own cards plus any shared card), in deal order.
    :param showdown: how the game's pots are won.
    :param odd_chip: the ``odd-chip`` option.
    :param unit: the smallest chip in play, in chips: pots split in whole multiples of it.
    :returns: chips won per seat, summing to the pots' total.
    :raises ValueError: a hand cannot be ranked (unknown or repeated card, fewer than five or more than seven
        cards), a pot has no live seat to win it, ``unit`` is below 1 or ``odd_chip`` is unknown.
    """
    if showdown is Showdown.ACE_TO_FIVE_LOW:
        lows = {seat: ace_to_five_low_strength(cards) for seat, cards in hands.items()}
        order = odd_chip_order(hands, odd_chip, low=True, hand_of=ace_to_five_low_hand)
        return award_pots(pots, lows, high_order=order, unit=unit)
    high = {seat: high_strength(cards) for seat, cards in hands.items()}
    high_order = odd_chip_order(hands, odd_chip, low=False, hand_of=high_hand)
    if showdown is Showdown.HIGH:
        return award_pots(pots, high, high_order=high_order, unit=unit)
    low = {seat: eight_or_better_low_strength(cards) for seat, cards in hands.items()}
    low_order = odd_chip_order(hands, odd_chip, low=True, hand_of=eight_or_better_low_hand)
    return award_pots(pots, high, low=low, high_order=high_order, low_order=low_order, unit=unit)


# -- reading a hand -----------------------------------------------------------------------------------------------


def plan_for(rules: StudRules, street: Street) -> StreetPlan:
    """Return the game's plan for a street: the burn, the rounds of hole cards and their faces, the reserve.

    :param rules: the game.
    :param street: the street about to be dealt.
    :returns: the plan from ``rules.deal``.
    :raises ValueError: the street is not one of the game's.
    """
    return rules.deal[_street_index(rules, street)]


def _street_index(rules: StudRules, street: Street) -> int:
    if street not in rules.game.streets:
        raise ValueError(f"{rules.game.name} has no {street} street")
    return rules.game.streets.index(street)


def _boards(hand: HandView) -> dict[int, tuple[Card, ...]]:
    return {seat: board_of(hand.upcards(seat)) for seat in hand.live_seats}


def betting_for(rules: StudRules, hand: HandView, street: Street) -> StreetBetting:
    """Give the limits of the street about to be bet in ``hand`` (see :func:`street_betting`).

    :param rules: the game being played.
    :param hand: the hand, with the street's cards dealt.
    :param street: the street whose betting begins.
    :returns: the round's limits.
    :raises ValueError: as :func:`street_betting`.
    """
    options = hand.options
    # the boards matter only for the open-pair option: skip reading them on every other street
    open_pair_possible = street is rules.open_pair_street and options.get(OPEN_PAIR_DOUBLE.name) is True
    return street_betting(rules, street, hand.stakes, options, _boards(hand) if open_pair_possible else {})


def bring_in_for(rules: StudRules, hand: HandView) -> int:
    """Name the live seat of ``hand`` that brings in (see :func:`bring_in_seat`).

    :param rules: the game being played.
    :param hand: the hand, with the first street's cards dealt.
    :returns: the seat number.
    :raises ValueError: as :func:`bring_in_seat`.
    """
    return bring_in_seat({seat: hand.upcards(seat) for seat in hand.live_seats}, low_board=rules.low_board)


def first_to_act_for(rules: StudRules, hand: HandView) -> int:
    """Name the live seat of ``hand`` that acts first on the current street (see :func:`first_to_act_seat`).

    :param rules: the game being played.
    :param hand: the hand, with the street's cards dealt; its ``board-tie`` option settles tied boards.
    :returns: the seat number.
    :raises ValueError: as :func:`first_to_act_seat`.
    """
    tie = hand.options.get(BOARD_TIE.name, BOARD_TIE.default)
    return first_to_act_seat(_boards(hand), low_board=rules.low_board, tie=tie)


def awards_for(rules: StudRules, hand: HandView, pots: tuple[Pot, ...]) -> dict[int, int]:
    """Award the pots of ``hand`` at showdown among its live seats (see :func:`award_showdown`).

    :param rules: the game being played.
    :param hand: the hand at showdown, every live seat's cards known; its ``odd-chip`` and ``chip-unit`` options
        settle odd chips.
    :param pots: the main pot first, then side pots, each with its eligible seats.
    :returns: chips won per seat, summing to the pots' total.
    :raises ValueError: as :func:`award_showdown`, or ``chip-unit`` is not a whole number.
    """
    options = hand.options
    unit = options.get(CHIP_UNIT.name, CHIP_UNIT.default)
    if not isinstance(unit, int) or isinstance(unit, bool):
        raise ValueError(f"chip-unit must be a whole number of chips, not {unit!r}")
    board = hand.board
    hands = {seat: (*hand.cards(seat), *board) for seat in hand.live_seats}
    odd_chip = options.get(ODD_CHIP.name, ODD_CHIP.default)
    return award_showdown(pots, hands, showdown=rules.showdown, odd_chip=odd_chip, unit=unit)


def game_plugin(rules: StudRules, options: Sequence[OptionSpec]) -> GamePlugin:
    """The plugin of one game of the family, answering from ``rules`` (see :class:`~floorcall.gamekit.GamePlugin`).

    :param rules: the game.
    :param options: the options the game reads, declared with it.
    :returns: the plugin object a game module exposes as its entry point.
    """
    return GamePlugin(
        rules.game,
        options,
        plan_street=lambda hand, street: plan_for(rules, street),
        plan_betting=functools.partial(betting_for, rules),
        first_to_act=lambda hand, street: first_to_act_for(rules, hand),
        award=functools.partial(awards_for, rules),
        bring_in=functools.partial(bring_in_for, rules),
    )
