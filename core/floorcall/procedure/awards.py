"""The showdown: each pot to the best hands of the game's hand types, odd chips by the game's odd-chip policy.

The hand types are evaluators named in :data:`floorcall.ranking.EVALUATORS`: the best five of the pooled cards in
stud and hold'em, exactly two hole cards and three board cards in Omaha, the lows with or without a qualifier,
badugi. Each pot is awarded on its own (TDA2024-21); in a high-low game half goes to the best qualifying low and
the whole pot to the high hands when no contender has one, the odd unit to the high half (TDA2024-20C).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from floorcall._mechanics.betting_options import CHIP_UNIT
from floorcall._mechanics.pots import Pot, award_pots, clockwise_order
from floorcall.cards import Card
from floorcall.model.procedure import OptionValue
from floorcall.model.types import MAX_SEATS
from floorcall.procedure.game import Game, OddChips
from floorcall.procedure.limits import whole_option
from floorcall.procedure.openers import button_of
from floorcall.procedure.options import ODD_CHIP, SPLIT_POTS
from floorcall.ranking import HandValue, evaluator, highest_card_by_suit, lowest_card_by_suit

if TYPE_CHECKING:
    from floorcall.view import HandView

__all__ = [
    "SeatOrder",
    "award_showdown",
    "awards_for",
    "button_order",
    "merge_pots",
    "odd_chip_order",
    "split_to_first_seat",
]

SeatOrder = Callable[[Sequence[int]], Sequence[int]]
"""Orders tied seats for odd chips, first served first (the ``high_order``/``low_order`` of ``award_pots``)."""


def _rank_key(card: Card, ace_low: bool) -> tuple[int, int]:
    return (1 if ace_low and card.rank == 14 else card.rank), card.suit


def odd_chip_order(
    hands: Mapping[int, Sequence[Card]],
    rule: OptionValue,
    *,
    low: bool,
    hand_of: Callable[[Sequence[Card]], HandValue | None],
) -> SeatOrder:
    """Build the order in which tied winners of one half (or of a whole pot) get odd chips, by their cards.

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


def button_order(button: int) -> SeatOrder:
    """Build the odd-chip order of button games: tied seats clockwise from the button's left (TDA2024-20A).

    :param button: the button's seat (possibly empty), 1..10.
    :returns: a function ordering tied seats, first served first.
    """
    return lambda seats: clockwise_order(seats, button, MAX_SEATS)


def _best(seats: Iterable[int], strengths: Mapping[int, int | None]) -> list[int]:
    """The seats among ``seats`` with the highest strength, ascending; seats without one are left out."""
    ranked = {seat: value for seat in seats if (value := strengths.get(seat)) is not None}
    top = max(ranked.values(), default=None)
    return sorted(seat for seat, value in ranked.items() if value == top)


def merge_pots(pots: Sequence[Pot], high: Mapping[int, int], low: Mapping[int, int | None]) -> list[Pot]:
    """Muck the hands that win no part of any pot, then merge neighbouring pots left with the same contenders.

    This is how the PHH reference (PokerKit) divides chips before splitting them; a hand that wins part of some pot
    stays in every pot it is eligible for.

    :param pots: the pots, main pot first.
    :param high: high strength per live seat.
    :param low: qualifying low strength per live seat (None: no low).
    :returns: the merged pots, main pot first, their amounts summing to the pots' total.
    """
    keep: set[int] = set()
    for pot in pots:
        keep.update(_best(pot.eligible, high), _best(pot.eligible, low))
    merged: list[Pot] = []
    for pot in pots:
        eligible = pot.eligible & keep
        if merged and merged[-1].eligible == eligible:
            merged[-1] = Pot(amount=merged[-1].amount + pot.amount, eligible=eligible)
        else:
            merged.append(Pot(amount=pot.amount, eligible=eligible))
    return merged


def split_to_first_seat(
    pots: Sequence[Pot], high: Mapping[int, int], low: Mapping[int, int | None], order: SeatOrder, unit: int
) -> dict[int, int]:
    """Split pots the way the PHH reference does: all leftover units of a split go to the first tied seat in order.

    A high-low pot is halved whenever one of its contenders has a qualifying low, the odd unit to the high half, and
    each half is split on its own even when the same seats win both.

    :param pots: the pots (normally from :func:`merge_pots`).
    :param high: high strength per live seat.
    :param low: qualifying low strength per live seat (None: no low; empty mapping in high-only games).
    :param order: orders tied seats, first served first.
    :param unit: the smallest chip in play.
    :returns: chips won per seat (winners only), summing to the pots' total.
    :raises ValueError: a pot has no contender, or ``unit`` is below 1.
    """
    if unit < 1:
        raise ValueError(f"the odd-chip unit must be at least 1 chip, not {unit}")
    payouts: dict[int, int] = {}
    for pot in pots:
        units, short = divmod(pot.amount, unit)
        lows = _best(pot.eligible, low)
        halves = [(_best(pot.eligible, high), units - units // 2 if lows else units), (lows, units // 2)]
        for index, (winners, share_units) in enumerate(halves):
            if not winners:
                if index == 0:
                    raise ValueError(f"no eligible seat competes for a pot of {pot.amount}")
                continue
            ranked = list(order(winners))
            share, odd = divmod(share_units, len(ranked))
            for place, seat in enumerate(ranked):
                won = share * unit
                if place == 0:
                    won += odd * unit + (short if index == 0 else 0)
                payouts[seat] = payouts.get(seat, 0) + won
    return {seat: won for seat, won in payouts.items() if won}


def _strengths(
    name: str, holes: Mapping[int, Sequence[Card]], board: Sequence[Card], barred: frozenset[int]
) -> dict[int, int]:
    rank = evaluator(name).strength
    strengths: dict[int, int] = {}
    for seat, cards in holes.items():
        strength = rank(cards, board)
        if strength is None:
            raise ValueError(f"the {name} evaluator found no hand in {len(cards)} hole and {len(board)} board cards")
        strengths[seat] = -1 if seat in barred else strength
    return strengths


def _card_order(name: str, cards: Mapping[int, Sequence[Card]], rule: OptionValue) -> SeatOrder:
    ranks = evaluator(name)
    return odd_chip_order(cards, rule, low=ranks.low, hand_of=lambda held: ranks.hand(held, ()))


def award_showdown(
    pots: Sequence[Pot],
    holes: Mapping[int, Sequence[Card]],
    board: Sequence[Card] = (),
    *,
    game: Game,
    button: int | None = None,
    odd_chip: OptionValue = ODD_CHIP.default,
    unit: int = 1,
    split: OptionValue = "separately",
    barred: frozenset[int] = frozenset(),
) -> dict[int, int]:
    """Award the pots at showdown by the game's hand types and odd-chip policy.

    Odd chips by the cards (stud): the ``odd_chip`` rule (:func:`odd_chip_order`) over each seat's own and shared
    cards. Odd chips from the button (board and draw games): with ``split="separately"`` each pot is split on its own
    in whole ``unit`` chips, leftover units one each to the tied seats clockwise from the button (TDA2024-20A), and a
    high-low pot that the same seats win both halves of is shared as one (WSOP24T-73); with ``split="merged"`` the
    PHH reference's way (:func:`merge_pots`, :func:`split_to_first_seat`). A ``barred`` seat (a false opener) ranks
    below every other hand, so it wins only a pot nobody else contests.

    :param pots: the pots, main pot first, each with its eligible seats.
    :param holes: live seat -> its own cards (all known), in deal order.
    :param board: the community cards (empty in stud, but for a shared card, and in draw games).
    :param game: the game.
    :param button: the button's seat (possibly empty), for odd chips from the button.
    :param odd_chip: the ``odd-chip`` option, for odd chips by the cards.
    :param unit: the smallest chip in play, in chips.
    :param split: the ``split-pots`` option: ``"separately"`` or ``"merged"``.
    :param barred: seats that cannot win a contested pot.
    :returns: chips won per seat, summing to the pots' total.
    :raises ValueError: a hand cannot be ranked (unknown or repeated card, wrong count), a pot has no live seat to
        win it, ``unit`` is below 1, no button for odd chips from the button, or ``odd_chip`` or ``split`` unknown.
    """
    showdown = game.showdown
    main = _strengths(showdown.main, holes, board, barred)
    low_name = showdown.split_low
    lows: dict[int, int | None] | None = None
    if low_name is not None:
        ranks_low = evaluator(low_name).strength
        lows = {seat: ranks_low(cards, board) for seat, cards in holes.items()}
    if showdown.odd_chips is OddChips.BY_CARDS:
        pooled = {seat: (*cards, *board) for seat, cards in holes.items()} if board else holes
        main_order = _card_order(showdown.main, pooled, odd_chip)
        low_order = _card_order(low_name, pooled, odd_chip) if low_name is not None else None
        return award_pots(pots, main, low=lows, high_order=main_order, low_order=low_order, unit=unit)
    if button is None:
        raise ValueError(f"{game.name} gives odd chips from the button, and no button was given")
    order = button_order(button)
    if split == "separately":
        return award_pots(pots, main, low=lows, high_order=order, unit=unit)
    if split == "merged":
        return split_to_first_seat(merge_pots(pots, main, lows or {}), main, lows or {}, order, unit)
    raise ValueError(f"unknown split-pots value {split!r}: expected 'separately' or 'merged'")


def awards_for(game: Game, hand: HandView, pots: tuple[Pot, ...]) -> dict[int, int]:
    """Award the pots of ``hand`` at showdown among its live seats (see :func:`award_showdown`).

    :param game: the game being played.
    :param hand: the hand at showdown, every live seat's cards known; its ``chip-unit``, ``odd-chip`` and
        ``split-pots`` options settle odd chips.
    :param pots: the main pot first, then side pots, each with its eligible seats.
    :returns: chips won per seat, summing to the pots' total.
    :raises ValueError: as :func:`award_showdown`, or ``chip-unit`` is not a whole number.
    """
    options = hand.options
    unit = whole_option(options, CHIP_UNIT.name, CHIP_UNIT.default)
    holes = {seat: hand.cards(seat) for seat in hand.live_seats}
    by_cards = game.showdown.odd_chips is OddChips.BY_CARDS
    return award_showdown(
        pots,
        holes,
        hand.board,
        game=game,
        button=None if by_cards else button_of(hand.seats, hand.table.button),
        odd_chip=options.get(ODD_CHIP.name, ODD_CHIP.default),
        unit=unit,
        split=options.get(SPLIT_POTS.name, SPLIT_POTS.default) if game.showdown.mergeable else "separately",
        barred=game.barred(hand) if game.barred is not None else frozenset(),
    )
