"""The draw games' procedure as pure functions: deals and draws, blinds, first to act, limits, awards, openers.

The first part works on plain data (seat numbers, the button, stakes, option values, cards) so that each rule can be
tested on its own; the functions at the end (``*_for``) read a :class:`floorcall.HandView` into that data for the game
modules' hook implementations. Seats are 1-based seat numbers and chips are integers.

Where the games differ is described by one :class:`DrawRules` per game: the cards a hand holds, the number of draws,
the betting structure and the evaluator (by its name in :data:`floorcall.ranking.EVALUATORS`) that ranks the hands.

Position follows the button as in the flop games: the blinds are posted clockwise from the button's left, heads-up
the button posts the small blind (TDA2024-34B), and the button may sit at an empty seat. Before the first draw the
first live seat after the big blind acts first; in each draw and each later betting round the first live seat left
of the button goes first (WSOP24T-DRAW.3). A table given without a button is played as the engine posts its blinds
then: as if the button were at the highest dealt seat.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Final

from floorcall.betting import StreetBetting, Structure
from floorcall.cards import STANDARD_DECK, Card, parse_cards
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
from floorcall.model.events import BetOrRaisedTo, CardDealt, Discarded
from floorcall.pots import Pot, award_pots, clockwise_order
from floorcall.ranking import evaluator, high_strength
from floorcall.seats import clockwise
from floorcall_draw import options as draw_options

if TYPE_CHECKING:
    from floorcall import HandView
    from floorcall.model.events import AnyEvent

__all__ = [
    "DRAW_STREETS",
    "LIMIT_REOPEN_FRACTION",
    "DrawRules",
    "award_showdown",
    "awards_for",
    "betting_for",
    "blind_posters",
    "button_of",
    "deal_for",
    "draw_rules",
    "false_openers",
    "first_to_act",
    "first_to_act_for",
    "has_openers",
    "plan_for",
    "street_betting",
]

#: The betting rounds of a draw game with one, two or three draws, in order.
DRAW_STREETS: Final = (Street.PREDRAW, Street.DRAW_1, Street.DRAW_2, Street.DRAW_3)
#: In fixed limit an all-in short of a full bet re-opens the betting only from half a bet up (TDA2024-47B).
LIMIT_REOPEN_FRACTION: Final = 0.5
#: The weakest hand that opens under jacks or better: a pair of jacks with the lowest side cards.
_WEAKEST_OPENERS: Final = parse_cards("JcJd4h3s2c")
#: The low each lowball ranking plays.
_LOWS: Final = {"a5-low": Low.ACE_TO_FIVE, "2-7-low": Low.DEUCE_TO_SEVEN, "badugi": Low.BADUGI}


@dataclasses.dataclass(frozen=True)
class DrawRules:
    """What sets one draw game apart from the others.

    :param game: the game as it is registered.
    :param deal: one plan per street, in the order of ``game.streets``.
    :param structure: fixed limit, pot limit or no limit.
    :param ranking: the name of the evaluator that ranks the hands (``"high"``, ``"2-7-low"``, ``"a5-low"``,
        ``"badugi"``); the best hand by it wins the whole pot.
    :param openers: whether the game reads the ``jacks-or-better`` option (five-card draw).
    :raises ValueError: the deal does not plan exactly the game's streets, or the evaluator is unknown or has a
        qualifier (a draw game's ranking always names a winner).
    """

    game: GameSpec
    deal: tuple[StreetPlan, ...]
    structure: Structure
    ranking: str
    openers: bool = False

    def __post_init__(self) -> None:
        """Check the plans against the streets and the evaluator against the registry."""
        if tuple(plan.street for plan in self.deal) != self.game.streets:
            raise ValueError(f"game {self.game.name!r}: the deal does not plan exactly the game's streets")
        if evaluator(self.ranking).qualifies:
            raise ValueError(f"game {self.game.name!r}: {self.ranking!r} has a qualifier; a draw game needs a winner")


def deal_for(hand_size: int, draws: int) -> tuple[StreetPlan, ...]:
    """Return the deal of a draw game: ``hand_size`` cards face down one at a time, then the draws.

    Each draw street opens with the draw: discards in turn, one burn, the replacements (WSOP24T-DRAW.3); its
    betting follows.

    :param hand_size: cards per hand: 5, or 4 in badugi.
    :param draws: 1 (single draw) to 3 (triple draw).
    :returns: one plan per street, the first of :data:`DRAW_STREETS` and one per draw.
    :raises ValueError: a hand size below 2 or a number of draws outside 1..3.
    """
    if hand_size < 2 or not 1 <= draws <= 3:
        raise ValueError(f"a draw game deals at least two cards and has 1 to 3 draws, not {hand_size} and {draws}")
    first = StreetPlan(street=Street.PREDRAW, hole=(False,) * hand_size)
    return (first, *(StreetPlan(street=street, burn=True, draw=True) for street in DRAW_STREETS[1 : draws + 1]))


def draw_rules(
    name: str,
    *,
    phh_code: str,
    structure: Structure,
    hand_size: int,
    draws: int,
    ranking: str,
    max_seats: int,
    description: str,
    openers: bool = False,
) -> DrawRules:
    """Describe a draw game: its :class:`GameSpec` (dealt from the button's left) and its rules.

    Fixed-limit games need the small bet, the big bet and the blinds in their stakes and replay PHH files under the
    reference raise cap (:data:`floorcall_draw.options.LIMIT_PHH_DEFAULTS`); no-limit games need the minimum bet
    (``small_bet``) and the blinds.

    :param name: the game's name.
    :param phh_code: its PHH variant code, or floorcall's extension code.
    :param structure: its betting structure.
    :param hand_size: cards per hand.
    :param draws: the number of draws.
    :param ranking: the evaluator's name.
    :param max_seats: the most players it seats.
    :param description: one line for ``floorcall plugins``.
    :param openers: whether the game reads the ``jacks-or-better`` option.
    :returns: the game's rules.
    :raises ValueError: as :class:`DrawRules` and :func:`deal_for`.
    """
    fixed = structure is Structure.FIXED_LIMIT
    game = GameSpec(
        name=name,
        family="draw",
        streets=DRAW_STREETS[: draws + 1],
        deck=STANDARD_DECK,
        max_seats=max_seats,
        deal_start=DealStart.BUTTON_LEFT,
        phh_code=phh_code,
        stakes_needed=("small_bet", "big_bet", "blinds") if fixed else ("small_bet", "blinds"),
        phh_defaults=draw_options.LIMIT_PHH_DEFAULTS if fixed else (),
        description=description,
        hand_cards=hand_size,
        draws=draws,
        opening=Opening.BLINDS,
        structure=structure,
        high=ranking == "high",
        low=_LOWS.get(ranking),
    )
    deal = deal_for(hand_size, draws)
    return DrawRules(game=game, deal=deal, structure=structure, ranking=ranking, openers=openers)


# -- the button, the blinds, first to act ------------------------------------------------------------------------


def button_of(seats: Sequence[int], button: int | None) -> int:
    """Return the seat position counts from: the table's button, or the highest dealt seat when none is given.

    :raises ValueError: no button and no seats.
    """
    if button is not None:
        return button
    if not seats:
        raise ValueError("a hand without seats has no button")
    return max(seats)


def blind_posters(seats: Sequence[int], button: int, count: int) -> tuple[int, ...]:
    """Name the seats that post the blinds, in posting order: clockwise from the button's left, reversed heads-up.

    :param seats: the dealt-in seats.
    :param button: the button's seat (possibly empty).
    :param count: the number of blinds in the stakes.
    :returns: at most ``count`` seats, one per blind (TDA2024-34B for heads-up).
    """
    order = clockwise(list(seats), button)
    if len(order) == 2:
        order.reverse()
    return tuple(order[:count])


def first_to_act(
    seats: Sequence[int], live: Sequence[int], button: int, blinds: Sequence[int], *, first_round: bool
) -> int:
    """Find the first seat to act (or to draw).

    Before the first draw: the first live seat clockwise from the big blind (the largest blind, the later one on a
    tie); heads-up that is the button. In every draw and every later round: the first live seat clockwise from the
    button, heads-up the big blind.

    :param seats: the dealt-in seats.
    :param live: the seats still in the hand.
    :param button: the button's seat (possibly empty).
    :param blinds: the stakes' blinds, in posting order, in chips.
    :param first_round: True for the betting round before the first draw.
    :returns: a live seat (possibly all in).
    :raises ValueError: no live seat.
    """
    if not live:
        raise ValueError("no live seat is left to act")
    posters = blind_posters(seats, button, len(blinds))
    if first_round and posters and max(blinds) > 0:
        big = max(range(len(posters)), key=lambda index: (blinds[index], index))
        return clockwise(list(live), posters[big])[0]
    return clockwise(list(live), button)[0]


# -- limits -----------------------------------------------------------------------------------------------------


def _whole(options: Mapping[str, OptionValue], name: str, default: int) -> int:
    value = options.get(name, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"{name} must be a whole number, at least 0, not {value!r}")
    return value


def street_betting(
    rules: DrawRules, street: Street, stakes: Stakes, options: Mapping[str, OptionValue]
) -> StreetBetting:
    """Give a street's betting limits.

    No limit: the smallest bet is the stakes' minimum bet (``small_bet``), no cap (TDA2024-43A). Fixed limit: the
    small bet in the first half of the rounds and the big bet in the second (triple draw: small before and after the
    first draw, big after the second and third; single draw: small before the draw, big after it); the cap is
    ``max-bets`` (0: none), counting the posted big blind as the first bet before the draw unless
    ``cap-counts-big-blind`` is false; ``cap-heads-up`` says whether it holds heads-up; an all-in of half a bet or more
    re-opens the betting (TDA2024-47B).

    :param rules: the game.
    :param street: one of the game's streets.
    :param stakes: the level's blinds, small bet and big bet, in chips.
    :param options: option values in force by kebab-case name.
    :returns: the round's limits.
    :raises ValueError: the street is not the game's, fixed limit without a big bet, or ``max-bets`` is not a
        whole number.
    """
    index = rules.game.streets.index(street)
    if rules.structure is not Structure.FIXED_LIMIT:
        return StreetBetting(structure=rules.structure, bet=stakes.small_bet)
    if index < len(rules.game.streets) // 2:
        bet = stakes.small_bet
    elif stakes.big_bet is not None:
        bet = stakes.big_bet
    else:
        raise ValueError(f"{rules.game.name} is played fixed limit: the stakes need a big bet for {street}")
    max_bets = _whole(options, draw_options.MAX_BETS.name, 5)
    blind_is_a_bet = bool(stakes.blinds) and max(stakes.blinds) >= bet
    if max_bets and index == 0 and blind_is_a_bet and options.get(draw_options.CAP_COUNTS_BIG_BLIND.name) is False:
        max_bets += 1
    return StreetBetting(
        structure=Structure.FIXED_LIMIT,
        bet=bet,
        max_bets=max_bets or None,
        cap_heads_up=options.get(draw_options.CAP_HEADS_UP.name, True) is True,
        reopen_fraction=LIMIT_REOPEN_FRACTION,
    )


# -- openers and the showdown -----------------------------------------------------------------------------------


def has_openers(cards: Sequence[Card]) -> bool:
    """Whether five cards hold a pair of jacks or better (any two pair, trips, straight... counts).

    :raises ValueError: not five known, distinct cards.
    """
    return high_strength(cards) >= high_strength(_WEAKEST_OPENERS)


def false_openers(events: Sequence[AnyEvent]) -> frozenset[int]:
    """Seats that opened the betting before the first draw without jacks or better in the cards first dealt them.

    The opener is the first seat to bet or raise before anyone discards; his cards are those dealt him before then.
    A seat whose first cards are not five known cards is given the benefit of the doubt.

    :param events: the hand's event log.
    :returns: the seat of a false opener, or no seat.
    """
    before_draw = []
    for event in events:
        if isinstance(event, Discarded):
            break
        before_draw.append(event)
    opener = next((e.seat for e in before_draw if isinstance(e, BetOrRaisedTo)), None)
    if opener is None:
        return frozenset()
    dealt = [e.card for e in before_draw if isinstance(e, CardDealt) and e.seat == opener]
    if len(dealt) != 5 or not all(card.is_known for card in dealt):
        return frozenset()
    return frozenset() if has_openers(dealt) else frozenset({opener})


def award_showdown(
    pots: Sequence[Pot],
    hands: Mapping[int, Sequence[Card]],
    *,
    rules: DrawRules,
    button: int,
    unit: int = 1,
    barred: frozenset[int] = frozenset(),
) -> dict[int, int]:
    """Award the pots at showdown, each on its own, to the best hand by the game's ranking (TDA2024-21).

    Tied hands split in whole ``unit`` chips; leftover units go one each to the tied seats clockwise from the button
    (TDA2024-20A). A ``barred`` seat (a false opener) ranks below every other hand, so it wins only a pot nobody else
    contests.

    :param pots: the pots, main pot first, each with its eligible seats.
    :param hands: live seat -> its cards (all known).
    :param rules: the game.
    :param button: the button's seat (possibly empty).
    :param unit: the smallest chip in play, in chips.
    :param barred: seats that cannot win a contested pot.
    :returns: chips won per seat, summing to the pots' total.
    :raises ValueError: a hand cannot be ranked (unknown or repeated card, wrong count), or a pot has no live seat.
    """
    rank = evaluator(rules.ranking).strength
    strengths: dict[int, int] = {}
    for seat, cards in hands.items():
        strength = rank(cards, ())
        if strength is None:
            raise ValueError(f"the {rules.ranking} evaluator found no hand in {len(cards)} cards")
        strengths[seat] = -1 if seat in barred else strength
    order: Callable[[Sequence[int]], Sequence[int]] = lambda seats: clockwise_order(seats, button, MAX_SEATS)  # noqa: E731
    return award_pots(pots, strengths, high_order=order, unit=unit)


# -- reading a hand -----------------------------------------------------------------------------------------------


def plan_for(rules: DrawRules, street: Street) -> StreetPlan:
    """Return the game's plan for a street.

    :raises ValueError: the street is not one of the game's.
    """
    return rules.deal[rules.game.streets.index(street)]


def betting_for(rules: DrawRules, hand: HandView, street: Street) -> StreetBetting:
    """Give the limits of the street about to be bet in ``hand`` (see :func:`street_betting`)."""
    return street_betting(rules, street, hand.stakes, hand.options)


def first_to_act_for(rules: DrawRules, hand: HandView, street: Street) -> int:
    """Name the live seat of ``hand`` that opens the betting, or draws first, on ``street`` (see :func:`first_to_act`).

    The draw of a street comes before its betting and starts at the same seat.
    """
    button = button_of(hand.seats, hand.table.button)
    first_round = street is rules.game.streets[0]
    return first_to_act(hand.seats, hand.live_seats, button, hand.stakes.blinds, first_round=first_round)


def awards_for(rules: DrawRules, hand: HandView, pots: tuple[Pot, ...]) -> dict[int, int]:
    """Award the pots of ``hand`` at showdown among its live seats (see :func:`award_showdown`).

    :raises ValueError: as :func:`award_showdown`, or ``chip-unit`` is not a whole number.
    """
    unit = _whole(hand.options, draw_options.CHIP_UNIT.name, 1)
    cards = {seat: hand.cards(seat) for seat in hand.live_seats}
    button = button_of(hand.seats, hand.table.button)
    barred = frozenset[int]()
    if rules.openers and hand.options.get(draw_options.JACKS_OR_BETTER.name) is True:
        barred = false_openers(hand.events)
    return award_showdown(pots, cards, rules=rules, button=button, unit=unit, barred=barred)


def game_plugin(rules: DrawRules, options: Sequence[OptionSpec]) -> GamePlugin:
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
