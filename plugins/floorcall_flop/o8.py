"""Limit Omaha high-low eight or better (``o8``, PHH ``FO/8``): each pot split between the best Omaha high and low.

Thin hook implementations over :mod:`floorcall_flop.policy`: limit betting as in limit hold'em; half of each pot
goes to the best eight-or-better low made of exactly two hole cards and three board cards (FACT-5), the whole pot
to the high hand when no low qualifies.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import floorcall
from floorcall.betting import StreetBetting, Structure
from floorcall.model import GameSpec, OptionSpec, Street, StreetPlan
from floorcall.pots import Pot
from floorcall_flop import options, policy

if TYPE_CHECKING:
    from floorcall import HandView

RULES = policy.flop_rules(
    "o8",
    phh_code="FO/8",
    structure=Structure.FIXED_LIMIT,
    hole_cards=4,
    high="omaha-high",
    low="omaha-8-or-better-low",
    description="limit Omaha high-low, eight or better: exactly two hole cards and three board cards for each half",
)
NAME = RULES.game.name


@floorcall.hookimpl
def floorcall_register_games(register: Callable[[GameSpec], None]) -> None:
    """Declare Omaha high-low."""
    register(RULES.game)


@floorcall.hookimpl
def floorcall_register_options(register: Callable[[OptionSpec], None]) -> None:
    """Declare the options Omaha high-low reads."""
    for spec in options.LIMIT_OPTIONS:
        register(spec)


@floorcall.hookimpl(trylast=True)
def floorcall_plan_street(hand: HandView, street: Street) -> StreetPlan | None:
    """Plan a street of Omaha high-low; None for other games."""
    return policy.plan_for(RULES, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_plan_betting(hand: HandView, street: Street) -> StreetBetting | None:
    """Give the limits of a street of Omaha high-low; None for other games."""
    return policy.betting_for(RULES, hand, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_pick_first_to_act(hand: HandView, street: Street) -> int | None:
    """Name the first seat to act: left of the big blind before the flop, of the button after; None for other games."""
    return policy.first_to_act_for(RULES, hand, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_award_pots(hand: HandView, pots: tuple[Pot, ...]) -> dict[int, int] | None:
    """Split the pots between the best high hands and the best qualifying lows; None for other games."""
    return policy.awards_for(RULES, hand, pots) if hand.game.name == NAME else None
