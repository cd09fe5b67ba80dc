"""Robert's Rules of Poker, for cash games, as a floorcall rulebook plugin.

Where the Robert's Rules text could not be read in full, the rulings follow the WSOP live-action rules that descend
from it, and cite them (see the rule catalog). This module holds the hook implementations only; the rulings are pure
functions in :mod:`floorcall_rrop.stud` (the stud irregularities, including the seed text's rules for five-card
stud), :mod:`floorcall_rrop.draw` (the draw games, with the WSOP cash lowball rules standing in),
:mod:`floorcall_rrop.lowball` (limit A-5: a low card exposed on the deal stays, RROP-A5-3) and
:mod:`floorcall_rrop.general` (misdeals, fouled decks, the action threshold and the rules for every game);
:mod:`floorcall_rrop.sevens` adjusts the award of a limit A-5 showdown (the sevens rule, RROP-A5-4). The typed
options this rulebook reads, with its defaults, are in :mod:`floorcall_rrop.options`.
"""

from __future__ import annotations

from collections.abc import Callable

import floorcall
from floorcall import AnyIrregularity, HandView, OptionSpec, RulebookSpec, RuleSummary, Ruling
from floorcall.pots import Pot
from floorcall.substantial import substantial_action
from floorcall_rrop import draw, general, lowball, options, rule_summaries, sevens, stud

RULEBOOK = RulebookSpec(
    name="rrop",
    description="Robert's Rules of Poker (cash games), with the WSOP live-action rules where its text is missing",
    defaults=options.DEFAULTS,
)

RULES = (*stud.RULES, *lowball.RULES, *draw.RULES, *general.RULES)


@floorcall.hookimpl
def floorcall_register_rulebooks(register: Callable[[RulebookSpec], None]) -> None:
    """Declare the rrop rulebook and its defaults for the games' options."""
    register(RULEBOOK)


@floorcall.hookimpl
def floorcall_register_rules(register: Callable[[RuleSummary], None]) -> None:
    """Describe every rule this rulebook cites: a title and a one-line summary in the project's own words."""
    for summary in rule_summaries.SUMMARIES:
        register(summary)


@floorcall.hookimpl
def floorcall_register_options(register: Callable[[OptionSpec], None]) -> None:
    """Declare the options this rulebook reads (house choices where TDA leaves room)."""
    for spec in options.OPTIONS:
        register(spec)


@floorcall.hookimpl
def floorcall_rule_irregularity(irregularity: AnyIrregularity, hand: HandView | None) -> Ruling | None:
    """Rule on an irregularity under Robert's Rules, or return None when it has no rule for it."""
    for rule in RULES:
        ruling = rule(irregularity, hand)
        if ruling is not None:
            return ruling
    return None


@floorcall.hookimpl
def floorcall_count_substantial_action(hand: HandView) -> bool:
    """RROP-MISDEAL-1 action threshold: two players have acted after the forced bet or blinds (folds count)."""
    return substantial_action(hand.actions_in_turn, with_chips=2, any_actions=2)


@floorcall.hookimpl
def floorcall_award_pots(hand: HandView, pots: tuple[Pot, ...]) -> dict[int, int] | None:
    """RROP-A5-4, the sevens rule of limit A-5: the award when the rule changes it, else None (the game awards)."""
    return sevens.sevens_award(hand, pots)
