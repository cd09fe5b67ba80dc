"""The Poker TDA 2024 rules and recommended procedures, for tournaments, as a floorcall rulebook plugin.

This module holds the hook implementations only; the rulings are pure functions in :mod:`floorcall_tda2024.stud`
(the stud procedures, RP-10), :mod:`floorcall_tda2024.draw` (the draw games, which TDA leaves to the house: the
WSOP tournament draw rules by default) and :mod:`floorcall_tda2024.general` (misdeals, fouled decks, substantial
action and the rules that apply to every game), and the typed options this rulebook reads, with its defaults, are in
:mod:`floorcall_tda2024.options`.
"""

from __future__ import annotations

from collections.abc import Callable

import floorcall
from floorcall import AnyIrregularity, HandView, OptionSpec, RulebookSpec, RuleSummary, Ruling
from floorcall.substantial import substantial_action
from floorcall_tda2024 import draw, general, options, rule_summaries, stud

RULEBOOK = RulebookSpec(
    name="tda-2024",
    description="Poker TDA 2024 rules and recommended procedures (tournaments)",
    defaults=options.DEFAULTS,
)

RULES = (*stud.RULES, *draw.RULES, *general.RULES)


@floorcall.hookimpl
def floorcall_register_rulebooks(register: Callable[[RulebookSpec], None]) -> None:
    """Declare the tda-2024 rulebook and its defaults for the games' options."""
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
    """Rule on an irregularity under TDA 2024, or return None when TDA has no rule for it."""
    for rule in RULES:
        ruling = rule(irregularity, hand)
        if ruling is not None:
            return ruling
    return None


@floorcall.hookimpl
def floorcall_count_substantial_action(hand: HandView) -> bool:
    """TDA2024-36: two actions in turn with chips, or three actions; the bring-in counts only if the house says so."""
    return substantial_action(hand.actions_in_turn, count_forced=bool(hand.options.get("sa-counts-bring-in", False)))
