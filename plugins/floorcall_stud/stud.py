"""Seven-card stud (``stud``, PHH ``F7S``): the best five-card high hand of seven wins.

Thin hook implementations over :mod:`floorcall_stud.policy`: the lowest upcard brings in (ace high), the highest
board acts first on later streets, and the ``open-pair-double`` option may allow the big bet on fourth street.
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
        name="stud",
        family="stud",
        streets=tuple(plan.street for plan in policy.SEVEN_CARD_DEAL),
        deck=STANDARD_DECK,
        max_seats=8,
        phh_code="F7S",
        stakes_needed=policy.STAKES_NEEDED,
        phh_defaults=options.PHH_DEFAULTS,
        description="seven-card stud, fixed limit: best five-card high hand of seven",
    ),
    deal=policy.SEVEN_CARD_DEAL,
    low_board=False,
    showdown=policy.Showdown.HIGH,
    open_pair_street=Street.FOURTH,
)
NAME = RULES.game.name


@floorcall.hookimpl
def floorcall_register_games(register: Callable[[GameSpec], None]) -> None:
    """Declare seven-card stud."""
    register(RULES.game)


@floorcall.hookimpl
def floorcall_register_options(register: Callable[[OptionSpec], None]) -> None:
    """Declare the options seven-card stud reads."""
    for spec in options.STUD_OPTIONS:
        register(spec)


@floorcall.hookimpl(trylast=True)
def floorcall_plan_street(hand: HandView, street: Street) -> StreetPlan | None:
    """Plan a street of seven-card stud; None for other games."""
    return policy.plan_for(RULES, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_plan_betting(hand: HandView, street: Street) -> StreetBetting | None:
    """Give a seven-card stud street's limits; None for other games."""
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
    """Award the pots to the best high hands; None for other games."""
    return policy.awards_for(RULES, hand, pots) if hand.game.name == NAME else None
