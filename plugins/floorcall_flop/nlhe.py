"""No-limit hold'em (``nlhe``, PHH ``NT``): the best five-card high hand of two hole cards and five board cards.

Thin hook implementations over :mod:`floorcall_flop.policy`: blinds from the button's left, any bet from the
minimum bet up to all in, raises at least the largest full raise of the round, and the best high hand wins.
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
    "nlhe",
    phh_code="NT",
    structure=Structure.NO_LIMIT,
    hole_cards=2,
    high="high",
    description="no-limit hold'em: two hole cards, best five of seven",
)
NAME = RULES.game.name


@floorcall.hookimpl
def floorcall_register_games(register: Callable[[GameSpec], None]) -> None:
    """Declare no-limit hold'em."""
    register(RULES.game)


@floorcall.hookimpl
def floorcall_register_options(register: Callable[[OptionSpec], None]) -> None:
    """Declare the options no-limit hold'em reads."""
    for spec in options.BIG_BET_OPTIONS:
        register(spec)


@floorcall.hookimpl(trylast=True)
def floorcall_plan_street(hand: HandView, street: Street) -> StreetPlan | None:
    """Plan a street of no-limit hold'em; None for other games."""
    return policy.plan_for(RULES, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_plan_betting(hand: HandView, street: Street) -> StreetBetting | None:
    """Give the limits of a street of no-limit hold'em; None for other games."""
    return policy.betting_for(RULES, hand, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_pick_first_to_act(hand: HandView, street: Street) -> int | None:
    """Name the first seat to act: left of the big blind before the flop, of the button after; None for other games."""
    return policy.first_to_act_for(RULES, hand, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_award_pots(hand: HandView, pots: tuple[Pot, ...]) -> dict[int, int] | None:
    """Award the pots to the best high hands; None for other games."""
    return policy.awards_for(RULES, hand, pots) if hand.game.name == NAME else None
