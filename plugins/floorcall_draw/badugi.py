"""Limit badugi (``badugi``, PHH ``FB``): the best badugi after three draws.

Thin hook implementations over :mod:`floorcall_draw.policy`: blinds from the button's left, four cards each, three
draws, the small bet in the first two rounds and the big bet in the last two. A badugi counts only cards of different
suits and ranks, aces low; without a four-card badugi the best three-card one wins, and so on (WSOP24T-DRAW.6).
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
    "badugi",
    phh_code="FB",
    structure=Structure.FIXED_LIMIT,
    hand_size=4,
    draws=3,
    ranking="badugi",
    max_seats=8,
    description="limit badugi: four cards, three draws, best badugi",
)
NAME = RULES.game.name


@floorcall.hookimpl
def floorcall_register_games(register: Callable[[GameSpec], None]) -> None:
    """Declare limit badugi."""
    register(RULES.game)


@floorcall.hookimpl
def floorcall_register_options(register: Callable[[OptionSpec], None]) -> None:
    """Declare the options limit badugi reads."""
    for spec in options.LIMIT_OPTIONS:
        register(spec)


@floorcall.hookimpl(trylast=True)
def floorcall_plan_street(hand: HandView, street: Street) -> StreetPlan | None:
    """Plan a street of limit badugi (the deal, or a draw); None for other games."""
    return policy.plan_for(RULES, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_plan_betting(hand: HandView, street: Street) -> StreetBetting | None:
    """Give the limits of a street of limit badugi; None for other games."""
    return policy.betting_for(RULES, hand, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_pick_first_to_act(hand: HandView, street: Street) -> int | None:
    """Name the first seat to act (and to draw): left of the big blind before the draw, of the button after."""
    return policy.first_to_act_for(RULES, hand, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_award_pots(hand: HandView, pots: tuple[Pot, ...]) -> dict[int, int] | None:
    """Award the pots to the best badugis; None for other games."""
    return policy.awards_for(RULES, hand, pots) if hand.game.name == NAME else None
