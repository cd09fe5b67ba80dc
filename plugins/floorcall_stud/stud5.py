"""Five-card stud (``stud5``, floorcall's extension code ``F5S``): the best high hand of five cards wins.

Thin hook implementations over :mod:`floorcall_stud.policy` (FLOORCALL-DEFAULT-4 to 6): one card down and one up on
second street, then three upcards; the lowest upcard brings in (ace high) unless the ``five-stud-opener`` option has
the highest upcard open, the highest board acts first on later streets, and the ``open-pair-double`` option may
allow the big bet on third street.
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
        name="stud5",
        family="stud",
        streets=tuple(plan.street for plan in policy.FIVE_CARD_DEAL),
        deck=STANDARD_DECK,
        max_seats=8,
        phh_code="F5S",
        stakes_needed=policy.STAKES_NEEDED,
        phh_defaults=options.PHH_DEFAULTS,
        description="five-card stud, fixed limit: one card down, four up, best high hand",
    ),
    deal=policy.FIVE_CARD_DEAL,
    low_board=False,
    showdown=policy.Showdown.HIGH,
    open_pair_street=Street.THIRD,
    opener_option=options.FIVE_STUD_OPENER.name,
)
NAME = RULES.game.name


@floorcall.hookimpl
def floorcall_register_games(register: Callable[[GameSpec], None]) -> None:
    """Declare five-card stud."""
    register(RULES.game)


@floorcall.hookimpl
def floorcall_register_options(register: Callable[[OptionSpec], None]) -> None:
    """Declare the options five-card stud reads."""
    for spec in options.STUD5_OPTIONS:
        register(spec)


@floorcall.hookimpl(trylast=True)
def floorcall_plan_street(hand: HandView, street: Street) -> StreetPlan | None:
    """Plan a street of five-card stud; None for other games."""
    return policy.plan_for(RULES, street) if hand.game.name == NAME else None


@floorcall.hookimpl(trylast=True)
def floorcall_plan_betting(hand: HandView, street: Street) -> StreetBetting | None:
    """Give a five-card stud street's limits; None for other games."""
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
