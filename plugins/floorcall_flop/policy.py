"""The flop games' procedure as pure functions: deals, blinds, first to act, limits, awards and odd chips.

The first part works on plain data (seat numbers, the button, stakes, option values, cards) so that each rule can be
tested on its own; the functions at the end (``*_for``) read a :class:`floorcall.HandView` into that data for the game
modules' hook implementations. Seats are 1-based seat numbers and chips are integers.

Where the games differ is described by one :class:`FlopRules` per game: how many hole cards, the betting structure,
and the evaluators (by their name in :data:`floorcall.ranking.EVALUATORS`) that rank the high hand and any low.

Position follows the button. The blinds are posted clockwise from the button's left, except heads-up, where the
button posts the small blind (TDA 2024 rule 34-B); the button may sit at an empty seat (a dead button, TDA 2024 rule
32). A table given without a button is treated as the engine posts its blinds then: from seat 1, as if the button
were at the highest dealt seat.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Final

from floorcall.betting import StreetBetting, Structure
from floorcall.cards import STANDARD_DECK, Card, DeckSpec
from floorcall.gamekit import GamePlugin
from floorcall.model import (
    MAX_SEATS,
    DealStart,
    GameSpec,
    Low,
    Opening,
    OptionSpec,
    OptionValue,
    Stakes,
    Street,
    StreetPlan,
)
from floorcall.pots import Pot, award_pots, clockwise_order
from floorcall.ranking import evaluator
from floorcall.seats import clockwise
from floorcall_flop import options as flop_options

if TYPE_CHECKING:
    from floorcall import HandView

__all__ = [
    "FLOP_STREETS",
    "LIMIT_REOPEN_FRACTION",
    "FlopRules",
    "SeatOrder",
    "award_showdown",
    "awards_for",
    "betting_for",
    "blind_posters",
    "button_of",
    "deal_for",
    "first_to_act_for",
    "flop_rules",
    "merge_pots",
    "odd_chip_order",
    "plan_for",
    "postflop_first_to_act",
    "preflop_first_to_act",
    "split_to_first_seat",
    "street_betting",
]

#: The betting rounds of every flop game, in order.
FLOP_STREETS: Final = (Street.PREFLOP, Street.FLOP, Street.TURN, Street.RIVER)
#: In fixed limit an all-in short of a full bet re-opens the betting only from half a bet up (TDA 2024 rule 47-B,
#: WSOP live-action rule 129); pot and no limit need a full raise (TDA 2024 rule 47-A, WSOP tournament rule 96).
LIMIT_REOPEN_FRACTION: Final = 0.5

SeatOrder = Callable[[Sequence[int]], Sequence[int]]
"""Orders tied seats for odd chips, first served first (the ``high_order`` of ``award_pots``)."""


@dataclasses.dataclass(frozen=True)
class FlopRules:
    """What sets one flop game apart from the others.

    :param game: the game as it is registered.
    :param deal: one plan per street, in the order of ``game.streets``.
    :param structure: fixed limit, pot limit or no limit.
    :param high: the name of the evaluator that ranks the high hand (``"high"``, ``"omaha-high"``...).
    :param low: the name of a qualifying low evaluator that takes half of each pot, or None for high-only games.
    :raises ValueError: the deal does not plan exactly the game's streets, or an evaluator name is unknown, or the
        low evaluator is not a low with a qualifier.
    """

    game: GameSpec
    deal: tuple[StreetPlan, ...]
    structure: Structure
    high: str
    low: str | None = None

    def __post_init__(self) -> None:
        """Check the plans against the streets and the evaluators against the registry."""
        if tuple(plan.street for plan in self.deal) != self.game.streets:
            raise ValueError(f"game {self.game.name!r}: the deal does not plan exactly the game's streets")
        if evaluator(self.high).low:
            raise ValueError(f"game {self.game.name!r}: {self.high!r} ranks lows, not high hands")
        if self.low is not None and not (evaluator(self.low).low and evaluator(self.low).qualifies):
            raise ValueError(f"game {self.game.name!r}: {self.low!r} is not a low with a qualifier")


def deal_for(hole_cards: int) -> tuple[StreetPlan, ...]:
    """Return the deal of a flop game: the hole cards face down one at a time, then flop, turn and river.

    Before the flop every seat gets ``hole_cards`` downcards, one per round from the button's left; the flop is three
    board cards, the turn and river one each, and each of them follows a burn.

    :param hole_cards: downcards per seat: 2 in hold'em, 4 in Omaha.
    :returns: one plan per street of :data:`FLOP_STREETS`.
    :raises ValueError: fewer than two hole cards.
    """
    if hole_cards < 2:
        raise ValueError(f"a flop game deals at least two hole cards, not {hole_cards}")
    return (
        StreetPlan(street=Street.PREFLOP, hole=(False,) * hole_cards),
        StreetPlan(street=Street.FLOP, burn=True, board=3),
        StreetPlan(street=Street.TURN, burn=True, board=1),
        StreetPlan(street=Street.RIVER, burn=True, board=1),
    )


def flop_rules(
    name: str,
    *,
    phh_code: str,
    structure: Structure,
    hole_cards: int,
    high: str,
    low: str | None = None,
    deck: DeckSpec = STANDARD_DECK,
    description: str,
) -> FlopRules:
    """Describe a flop game: its :class:`GameSpec` (dealt from the button's left, up to ten seats) and its rules.

    Fixed-limit games need the small bet, the big bet and the blinds in their stakes; pot- and no-limit games need the
    minimum bet (``small_bet``) and the blinds. Plain PHH files replay under the reference's conventions
    (:data:`floorcall_flop.options.PHH_DEFAULTS`, and for fixed limit its raise cap too).

    :param name: the game's name.
    :param phh_code: its PHH variant code.
    :param structure: its betting structure.
    :param hole_cards: downcards per seat.
    :param high: the high-hand evaluator's name.
    :param low: a qualifying low evaluator's name for high-low games.
    :param deck: the deck it is dealt from.
    :param description: one line for ``floorcall plugins``.
    :returns: the game's rules.
    :raises ValueError: as :class:`FlopRules`.
    """
    fixed = structure is Structure.FIXED_LIMIT
    game = GameSpec(
        name=name,
        family="flop",
        streets=FLOP_STREETS,
        deck=deck,
        max_seats=MAX_SEATS,
        deal_start=DealStart.BUTTON_LEFT,
        phh_code=phh_code,
        stakes_needed=("small_bet", "big_bet", "blinds") if fixed else ("small_bet", "blinds"),
        phh_defaults=flop_options.LIMIT_PHH_DEFAULTS if fixed else flop_options.PHH_DEFAULTS,
        description=description,
        hand_cards=hole_cards,
        board_cards=5,
        opening=Opening.BLINDS,
        structure=structure,
        low=Low.ACE_TO_FIVE if low is not None else None,
        low_qualifier=8 if low is not None else None,
    )
    return FlopRules(game=game, deal=deal_for(hole_cards), structure=structure, high=high, low=low)


# -- the button, the blinds, first to act ------------------------------------------------------------------------


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
    """Find the first seat to act after the flop: the first live seat clockwise from the button.

    Heads-up that is the big blind, the seat that is not the button (TDA2024-34B).

    :param live: the seats still in the hand.
    :param button: the button's seat (possibly empty).
    :returns: a live seat (possibly all in: the engine then passes the turn on).
    :raises ValueError: no live seat.
    """
    if not live:
        raise ValueError("no live seat is left to act")
    return clockwise(list(live), button)[0]


def preflop_first_to_act(seats: Sequence[int], live: Sequence[int], button: int, blinds: Sequence[int]) -> int:
    """Find the first seat to act before the flop: the first live seat clockwise from the big blind.

    The big blind is the seat posting the largest blind, the later one on a tie, so that a straddle takes its place;
    heads-up that leaves the button, who posted the small blind, to act first (TDA2024-34B). Without blinds the
    first live seat from the button's left opens.

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
    big = max(range(len(posters)), key=lambda index: (blinds[index], index))
    return clockwise(list(live), posters[big])[0]


# -- limits -----------------------------------------------------------------------------------------------------


def _whole(options: Mapping[str, OptionValue], name: str, default: int) -> int:
    value = options.get(name, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"{name} must be a whole number, at least 0, not {value!r}")
    return value


def street_betting(
    rules: FlopRules, street: Street, stakes: Stakes, options: Mapping[str, OptionValue]
) -> StreetBetting:
    """Give a street's betting limits.

    Pot and no limit: the smallest bet is the stakes' minimum bet (``small_bet``, normally the big blind), raises are
    at least the largest full raise of the round, and no cap applies (TDA2024-43A, WSOP24T-100). Fixed limit: the
    small bet before the flop and on it, the big bet on the turn and river; the cap is ``max-bets`` (0: none), which
    counts the posted big blind as the first bet before the flop unless ``cap-counts-big-blind`` is false
    (TDA2024-48, WSOP24T-100); ``cap-heads-up`` says whether it holds heads-up; an all-in of half a bet or more
    re-opens the betting (TDA2024-47B).

    :param rules: the game.
    :param street: one of the game's streets.
    :param stakes: the level's blinds, small bet and big bet, in chips.
    :param options: option values in force by kebab-case name; missing ones take their declared defaults.
    :returns: the round's limits.
    :raises ValueError: the street is not the game's, fixed limit without a big bet for the turn or river, or
        ``max-bets`` is not a whole number.
    """
    index = rules.game.streets.index(street)
    if rules.structure is not Structure.FIXED_LIMIT:
        return StreetBetting(structure=rules.structure, bet=stakes.small_bet)
    if index < 2:
        bet = stakes.small_bet
    elif stakes.big_bet is not None:
        bet = stakes.big_bet
    else:
        raise ValueError(f"{rules.game.name} is played fixed limit: the stakes need a big bet for the {street}")
    max_bets = _whole(options, flop_options.MAX_BETS.name, 5)
    blind_is_a_bet = bool(stakes.blinds) and max(stakes.blinds) >= bet
    if max_bets and index == 0 and blind_is_a_bet and options.get(flop_options.CAP_COUNTS_BIG_BLIND.name) is False:
        max_bets += 1
    return StreetBetting(
        structure=Structure.FIXED_LIMIT,
        bet=bet,
        max_bets=max_bets or None,
        cap_heads_up=options.get(flop_options.CAP_HEADS_UP.name, True) is True,
        reopen_fraction=LIMIT_REOPEN_FRACTION,
    )


# -- showdown ---------------------------------------------------------------------------------------------------


def odd_chip_order(button: int) -> SeatOrder:
    """Build the odd-chip order of board games: tied seats clockwise from the button's left (TDA2024-20A).

    :param button: the button's seat (possibly empty), 1..10.
    :returns: a function ordering tied seats, first served first.
    """
    return lambda seats: clockwise_order(seats, button, MAX_SEATS)


def _strength(name: str, hole: Sequence[Card], board: Sequence[Card]) -> int:
    strength = evaluator(name).strength(hole, board)
    if strength is None:
        raise ValueError(f"the {name} evaluator found no hand in {len(hole)} hole and {len(board)} board cards")
    return strength


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


def award_showdown(
    pots: Sequence[Pot],
    holes: Mapping[int, Sequence[Card]],
    board: Sequence[Card],
    *,
    rules: FlopRules,
    button: int,
    unit: int = 1,
    split: OptionValue = "separately",
) -> dict[int, int]:
    """Award the pots at showdown.

    The game's high evaluator ranks each live hand with the board (any five of the seven in hold'em, exactly two hole
    cards and three board cards in Omaha). In a high-low game half of each pot goes to the best qualifying low,
    ranked the same way (FACT-5); when no eligible hand qualifies the high hands take it all, and an odd unit of a
    split pot goes to the high half (TDA2024-20C). With ``split="separately"`` each pot is split on its own
    (TDA2024-21) in whole ``unit`` chips, leftover units one each to the tied seats clockwise from the button
    (TDA2024-20A), and a high-low pot that the same seats win both halves of is shared as one (WSOP24T-73). With
    ``split="merged"`` the PHH reference's way is followed (:func:`merge_pots`, :func:`split_to_first_seat`).

    :param pots: the pots, main pot first, each with its eligible seats.
    :param holes: live seat -> its hole cards (all known).
    :param board: the five board cards.
    :param rules: the game.
    :param button: the button's seat (possibly empty).
    :param unit: the smallest chip in play, in chips.
    :param split: the ``split-pots`` option: ``"separately"`` or ``"merged"``.
    :returns: chips won per seat, summing to the pots' total.
    :raises ValueError: a hand cannot be ranked (unknown or repeated card, wrong count), a pot has no live seat to
        win it, ``unit`` is below 1, or ``split`` is unknown.
    """
    high = {seat: _strength(rules.high, cards, board) for seat, cards in holes.items()}
    low: dict[int, int | None] = {}
    if rules.low is not None:
        ranks_low = evaluator(rules.low).strength
        low = {seat: ranks_low(cards, board) for seat, cards in holes.items()}
    order = odd_chip_order(button)
    if split == "separately":
        return award_pots(pots, high, low=low if rules.low else None, high_order=order, unit=unit)
    if split == "merged":
        return split_to_first_seat(merge_pots(pots, high, low), high, low, order, unit)
    raise ValueError(f"unknown split-pots value {split!r}: expected 'separately' or 'merged'")


# -- reading a hand -----------------------------------------------------------------------------------------------


def plan_for(rules: FlopRules, street: Street) -> StreetPlan:
    """Return the game's plan for a street.

    :raises ValueError: the street is not one of the game's.
    """
    return rules.deal[rules.game.streets.index(street)]


def betting_for(rules: FlopRules, hand: HandView, street: Street) -> StreetBetting:
    """Give the limits of the street about to be bet in ``hand`` (see :func:`street_betting`)."""
    return street_betting(rules, street, hand.stakes, hand.options)


def first_to_act_for(rules: FlopRules, hand: HandView, street: Street) -> int:
    """Name the live seat of ``hand`` that opens the betting on ``street`` (see the ``*_first_to_act`` functions)."""
    button = button_of(hand.seats, hand.table.button)
    if street is rules.game.streets[0]:
        return preflop_first_to_act(hand.seats, hand.live_seats, button, hand.stakes.blinds)
    return postflop_first_to_act(hand.live_seats, button)


def awards_for(rules: FlopRules, hand: HandView, pots: tuple[Pot, ...]) -> dict[int, int]:
    """Award the pots of ``hand`` at showdown among its live seats (see :func:`award_showdown`).

    :raises ValueError: as :func:`award_showdown`, or ``chip-unit`` is not a whole number.
    """
    options = hand.options
    unit = _whole(options, flop_options.CHIP_UNIT.name, 1)
    split = options.get(flop_options.SPLIT_POTS.name, flop_options.SPLIT_POTS.default)
    holes = {seat: hand.cards(seat) for seat in hand.live_seats}
    button = button_of(hand.seats, hand.table.button)
    return award_showdown(pots, holes, hand.board, rules=rules, button=button, unit=unit, split=split)


def game_plugin(rules: FlopRules, options: Sequence[OptionSpec]) -> GamePlugin:
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
        first_to_act=functools.partial(first_to_act_for, rules),
        award=functools.partial(awards_for, rules),
    )
