"""Seven-card stud high-low eight or better (``stud8``, PHH ``F7S/8``): the pot split between high and low.

Thin hook implementations over :mod:`floorcall_stud.policy`: the lowest upcard brings in (ace high), the highest
board acts first on later streets, never with an open-pair big bet (TDA RP-10-F, WSOP live-action rules 233 and 237),
and each pot is split between the best high hand and the best ace-to-five low of eight or better.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import floorcall
from floorcall.betting import StreetBetting
from floorcall.cards import STANDARD_DECK
from floorcall.model import GameSpec, OptionSpec, Street, StreetPlan
from floorcall.pots import Pot
from floorcall_stud import options, policy

if TYPE_CHECKING:
    from floorcall import HandView

RULES = policy.StudRules(
    game=GameSpec(
        name="stud8",
        family="stud",
        streets=tuple(plan.street for plan in policy.SEVEN_CARD_DEAL),
        deck=STANDARD_DECK,
        max_seats=8,
        phh_code="F7S/8",
        stakes_needed=policy.STAKES_NEEDED,
        phh_defaults=options.PHH_DEFAULTS,
        description="seven-card stud high-low, eight or better for low, fixed limit",
    ),
    deal=policy.SEVEN_CARD_DEAL,
    low_board=False,
    showdown=policy.Showdown.HIGH_LOW_EIGHT,
)
NAME = RULES.game.name


@floorcall.hookimpl
def floorcall_register_games(register: Callable[[GameSpec], None]) -> None:
    """Declare seven-card stud high-low eight or better."""
    register(RULES.game)


@floorcall.hookimpl
def floorcall_register_options(register: Callable[[OptionSpec], None]) -> None:
    """Declare the options stud high-low reads."""
    for spec in options.SEVEN_CARD_OPTIONS:
        register(spec)


@floorcall.hookimpl(trylast=True)
def floorcall_plan_street(hand: HandView, street: Street) -> StreetPlan | None:
    """Plan a street of stud high-low; None for other games."""
    return policy.plan_for(RULES, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_plan_betting(hand: HandView, street: Street) -> StreetBetting | None:
    """Give a stud high-low street's limits; None for other games."""
    return policy.betting_for(RULES, hand, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_pick_bring_in(hand: HandView) -> int | None:
    """Name the seat with the lowest upcard; None for other games."""
    return policy.bring_in_for(RULES, hand) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_pick_first_to_act(hand: HandView) -> int | None:
    """Name the seat with the highest board; None for other games."""
    return policy.first_to_act_for(RULES, hand) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_award_pots(hand: HandView, pots: tuple[Pot, ...]) -> dict[int, int] | None:
    """Split the pots between the best high hands and the best qualifying lows; None for other games."""
    return policy.awards_for(RULES, hand, pots) if hand.game.name == NAME else None
