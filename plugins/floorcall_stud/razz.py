"""Razz (``razz``, PHH ``FR``): seven-card stud where the best five-card ace-to-five low wins.

Thin hook implementations over :mod:`floorcall_stud.policy`: the highest upcard brings in (ace low, so the king of
spades is the worst card), the lowest board acts first on later streets, never with an open-pair big bet, and the
best ace-to-five low takes each pot (pairs count against a hand, straights and flushes do not).
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
        name="razz",
        family="stud",
        streets=tuple(plan.street for plan in policy.SEVEN_CARD_DEAL),
        deck=STANDARD_DECK,
        max_seats=8,
        phh_code="FR",
        stakes_needed=policy.STAKES_NEEDED,
        phh_defaults=options.PHH_DEFAULTS,
        description="razz, fixed limit: best five-card ace-to-five low of seven",
    ),
    deal=policy.SEVEN_CARD_DEAL,
    low_board=True,
    showdown=policy.Showdown.ACE_TO_FIVE_LOW,
)
NAME = RULES.game.name


@floorcall.hookimpl
def floorcall_register_games(register: Callable[[GameSpec], None]) -> None:
    """Declare razz."""
    register(RULES.game)


@floorcall.hookimpl
def floorcall_register_options(register: Callable[[OptionSpec], None]) -> None:
    """Declare the options razz reads."""
    for spec in options.SEVEN_CARD_OPTIONS:
        register(spec)


@floorcall.hookimpl(trylast=True)
def floorcall_plan_street(hand: HandView, street: Street) -> StreetPlan | None:
    """Plan a street of razz; None for other games."""
    return policy.plan_for(RULES, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_plan_betting(hand: HandView, street: Street) -> StreetBetting | None:
    """Give a razz street's limits; None for other games."""
    return policy.betting_for(RULES, hand, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_pick_bring_in(hand: HandView) -> int | None:
    """Name the seat with the highest upcard, ace low; None for other games."""
    return policy.bring_in_for(RULES, hand) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_pick_first_to_act(hand: HandView) -> int | None:
    """Name the seat with the lowest board; None for other games."""
    return policy.first_to_act_for(RULES, hand) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_award_pots(hand: HandView, pots: tuple[Pot, ...]) -> dict[int, int] | None:
    """Award the pots to the best ace-to-five lows; None for other games."""
    return policy.awards_for(RULES, hand, pots) if hand.game.name == NAME else None
