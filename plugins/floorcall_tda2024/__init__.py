"""The Poker TDA 2024 rules and recommended procedures, for tournaments, as a floorcall rulebook plugin.

This module builds the rulebook plugin from its rules; the rules are in :mod:`floorcall_tda2024.stud`
(the stud procedures, RP-10), :mod:`floorcall_tda2024.draw` (the draw games, which TDA leaves to the house: the
WSOP tournament draw rules by default) and :mod:`floorcall_tda2024.general` (misdeals, fouled decks, substantial
action and the rules that apply to every game), and the typed options this rulebook reads, with its defaults, are in
:mod:`floorcall_tda2024.options`.
"""

from __future__ import annotations

from floorcall import HandView, Rulebook, RulebookSpec, substantial_action
from floorcall_tda2024 import draw, general, options, rule_summaries, stud, tournament
from floorcall_tda2024.general.awards import award_citations

__all__ = ["RULEBOOK", "RULES", "count_substantial_action", "plugin"]

#: The book and the edition of the rules it implements, the TDA's 2024 rules and recommended procedures; the English
#: text the catalog was read from carries no day of issue, so none is given.
RULEBOOK = RulebookSpec(
    name="tda-2024",
    description="Poker TDA 2024 rules and recommended procedures (tournaments)",
    defaults=options.DEFAULTS,
    version="2024",
)

RULES = (*stud.RULES, *draw.RULES, *general.RULES)


def count_substantial_action(hand: HandView) -> bool:
    """TDA2024-36: two actions in turn with chips, or three actions; the bring-in counts only if the house says so."""
    return substantial_action(hand.actions_in_turn, count_forced=bool(hand.options.get("sa-counts-bring-in", False)))


#: The rulebook plugin (entry point ``tda-2024 = "floorcall_tda2024:plugin"``).
plugin = Rulebook(
    RULEBOOK,
    RULES,
    options=options.OPTIONS,
    summaries=rule_summaries.SUMMARIES,
    substantial=count_substantial_action,
    award_citations=award_citations,
    tournament=tournament.RULES,
)
