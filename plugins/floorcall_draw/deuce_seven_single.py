"""No-limit 2-7 single draw (``27sd``, PHH ``N2L1D``): the lowest deuce-to-seven hand after one draw.

Thin hook implementations over :mod:`floorcall_draw.policy`: blinds from the button's left, five cards each, one draw,
any bet from the minimum bet up to all in; aces are high and straights and flushes count against the hand
(WSOP24T-DRAW.4, WSOP24T-DRAW.5).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import floorcall
from floorcall.betting import StreetBetting, Structure
from floorcall.model import GameSpec, OptionSpec, Street, StreetPlan
from floorcall.pots import Pot
from floorcall_draw import options, policy

if TYPE_CHECKING:
    from floorcall import HandView

RULES = policy.draw_rules(
    "27sd",
    phh_code="N2L1D",
    structure=Structure.NO_LIMIT,
    hand_size=5,
    draws=1,
    ranking="2-7-low",
    max_seats=7,
    description="no-limit 2-7 single draw: five cards, one draw, deuce-to-seven low",
)
NAME = RULES.game.name


@floorcall.hookimpl
def floorcall_register_games(register: Callable[[GameSpec], None]) -> None:
    """Declare no-limit 2-7 single draw."""
    register(RULES.game)


@floorcall.hookimpl
def floorcall_register_options(register: Callable[[OptionSpec], None]) -> None:
    """Declare the options no-limit 2-7 single draw reads."""
    for spec in options.BIG_BET_OPTIONS:
        register(spec)


@floorcall.hookimpl(trylast=True)
def floorcall_plan_street(hand: HandView, street: Street) -> StreetPlan | None:
    """Plan a street of no-limit 2-7 single draw (the deal, or a draw); None for other games."""
    return policy.plan_for(RULES, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_plan_betting(hand: HandView, street: Street) -> StreetBetting | None:
    """Give the limits of a street of no-limit 2-7 single draw; None for other games."""
    return policy.betting_for(RULES, hand, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_pick_first_to_act(hand: HandView, street: Street) -> int | None:
    """Name the first seat to act (and to draw): left of the big blind before the draw, of the button after."""
    return policy.first_to_act_for(RULES, hand, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_award_pots(hand: HandView, pots: tuple[Pot, ...]) -> dict[int, int] | None:
    """Award the pots to the lowest deuce-to-seven hands; None for other games."""
    return policy.awards_for(RULES, hand, pots) if hand.game.name == NAME else None
