"""Short-deck no-limit hold'em (``nlhe-short``, PHH ``NS``): hold'em with the 36-card deck, sixes to aces.

Thin hook implementations over :mod:`floorcall_flop.policy`: no-limit betting as in hold'em; hands rank with the
short deck's order (a flush beats a full house; the ace plays low only in A-6-7-8-9).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import floorcall
from floorcall.betting import StreetBetting, Structure
from floorcall.cards import SHORT_DECK
from floorcall.model import GameSpec, OptionSpec, Street, StreetPlan
from floorcall.pots import Pot
from floorcall_flop import options, policy

if TYPE_CHECKING:
    from floorcall import HandView

RULES = policy.flop_rules(
    "nlhe-short",
    phh_code="NS",
    structure=Structure.NO_LIMIT,
    hole_cards=2,
    high="short-deck-high",
    deck=SHORT_DECK,
    description="short-deck no-limit hold'em: 36 cards, a flush beats a full house, A-6-7-8-9 is the lowest straight",
)
NAME = RULES.game.name


@floorcall.hookimpl
def floorcall_register_games(register: Callable[[GameSpec], None]) -> None:
    """Declare short-deck hold'em."""
    register(RULES.game)


@floorcall.hookimpl
def floorcall_register_options(register: Callable[[OptionSpec], None]) -> None:
    """Declare the options short-deck hold'em reads."""
    for spec in options.BIG_BET_OPTIONS:
        register(spec)


@floorcall.hookimpl(trylast=True)
def floorcall_plan_street(hand: HandView, street: Street) -> StreetPlan | None:
    """Plan a street of short-deck hold'em; None for other games."""
    return policy.plan_for(RULES, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_plan_betting(hand: HandView, street: Street) -> StreetBetting | None:
    """Give the limits of a street of short-deck hold'em; None for other games."""
    return policy.betting_for(RULES, hand, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_pick_first_to_act(hand: HandView, street: Street) -> int | None:
    """Name the first seat to act: left of the big blind before the flop, of the button after; None for other games."""
    return policy.first_to_act_for(RULES, hand, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_award_pots(hand: HandView, pots: tuple[Pot, ...]) -> dict[int, int] | None:
    """Award the pots to the best high hands; None for other games."""
    return policy.awards_for(RULES, hand, pots) if hand.game.name == NAME else None
