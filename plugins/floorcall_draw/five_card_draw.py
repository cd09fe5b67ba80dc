"""Five-card draw (``5cd``, floorcall's PHH extension code ``F5CD``): best high hand after one draw, fixed limit.

Thin hook implementations over :mod:`floorcall_draw.policy`: blinds from the button's left, five cards each, one draw,
the small bet before the draw and the big bet after it; with the ``jacks-or-better`` option the player who opens must
hold a pair of jacks or better.
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
    "5cd",
    phh_code="F5CD",
    structure=Structure.FIXED_LIMIT,
    hand_size=5,
    draws=1,
    ranking="high",
    max_seats=8,
    description="five-card draw: five cards, one draw, best high hand; limit, blinds",
    openers=True,
)
NAME = RULES.game.name


@floorcall.hookimpl
def floorcall_register_games(register: Callable[[GameSpec], None]) -> None:
    """Declare five-card draw."""
    register(RULES.game)


@floorcall.hookimpl
def floorcall_register_options(register: Callable[[OptionSpec], None]) -> None:
    """Declare the options five-card draw reads."""
    for spec in options.FIVE_CARD_OPTIONS:
        register(spec)


@floorcall.hookimpl(trylast=True)
def floorcall_plan_street(hand: HandView, street: Street) -> StreetPlan | None:
    """Plan a street of five-card draw (the deal, or a draw); None for other games."""
    return policy.plan_for(RULES, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_plan_betting(hand: HandView, street: Street) -> StreetBetting | None:
    """Give the limits of a street of five-card draw; None for other games."""
    return policy.betting_for(RULES, hand, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_pick_first_to_act(hand: HandView, street: Street) -> int | None:
    """Name the first seat to act (and to draw): left of the big blind before the draw, of the button after."""
    return policy.first_to_act_for(RULES, hand, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_award_pots(hand: HandView, pots: tuple[Pot, ...]) -> dict[int, int] | None:
    """Award the pots to the best high hands (a false opener cannot win a contested pot); None for other games."""
    return policy.awards_for(RULES, hand, pots) if hand.game.name == NAME else None
