"""The Poker TDA 2024 rules and recommended procedures, for tournaments, as a floorcall rulebook plugin.

This module builds the rulebook plugin from its rules. Each module holds the rules of one question, in every game
(a flop game's, a stud game's and a draw game's rules side by side, each scoped to its games by its traits):

| question | module (of floorcall_tda2024) |
| --- | --- |
| the deck: a boxed card, a card not of the deck, a fouled deck | :mod:`.deck` |
| a misdeal of no other cause (a dealing fault) | :mod:`.misdeals` |
| exposed cards: a downcard exposed, a player's own, an upcard dealt down | :mod:`.exposed` |
| premature cards: a board or stud card turned early, a four-card flop | :mod:`.premature` |
| burns: missed, one too many, exposed | :mod:`.burns` |
| counts and seats: a wrong card count, a card to the wrong seat, a seat dealt out or skipped | :mod:`.counts` |
| a stub too short for a street | :mod:`.stub` |
| turns: an action out of turn, the opener misnamed, who acts first, a draw out of turn | :mod:`.turns` |
| wagers: words and chips, wrong sizes (a small package) | :mod:`.wagers` |
| the button, the blinds, the level, the bring-in | :mod:`.button` |
| the showdown: order of show, tabling, a miscall, a fouled hand, lifted upcards, a lost call | :mod:`.showdown` |
| a player away from his seat | :mod:`.absent` |
| a seat on penalty | :mod:`.penalty` |
| the awards' citations | :mod:`.awards` |
| the tournament: balancing, breaking tables | :mod:`.tournament` |

The draw games' irregularities TDA leaves to the house (TDA2024-35A.8); the WSOP draw rules it follows by default,
with this book's citations, are in :mod:`floorcall_tda2024.draw`. Shared helpers are in
:mod:`floorcall_tda2024.common`, and the typed options this rulebook reads, with its defaults, in
:mod:`floorcall_tda2024.options`. Substantial action (rule 36) is counted by this module's hook
(:func:`count_substantial_action`), which every ruling reads through ``hand.substantial_action``.
"""

from __future__ import annotations

from floorcall import HandView, Rulebook, RulebookSpec, substantial_action
from floorcall.rulekit import read_summaries
from floorcall_tda2024 import (
    absent,
    burns,
    button,
    counts,
    deck,
    exposed,
    misdeals,
    options,
    penalty,
    premature,
    showdown,
    stub,
    tournament,
    turns,
    wagers,
)
from floorcall_tda2024.awards import award_citations

__all__ = ["RULEBOOK", "RULES", "count_substantial_action", "plugin"]

#: The book and the edition of the rules it implements, the TDA's 2024 rules and recommended procedures; the English
#: text the catalog was read from carries no day of issue, so none is given.
RULEBOOK = RulebookSpec(
    name="tda-2024",
    description="Poker TDA 2024 rules and recommended procedures (tournaments)",
    defaults=options.DEFAULTS,
    version="2024",
)

RULES = (
    *deck.RULES,
    *misdeals.RULES,
    *exposed.RULES,
    *premature.RULES,
    *burns.RULES,
    *counts.RULES,
    *stub.RULES,
    *turns.RULES,
    *wagers.RULES,
    *button.RULES,
    *showdown.RULES,
    *absent.RULES,
    *penalty.RULES,
)


def count_substantial_action(hand: HandView) -> bool:
    """TDA2024-36: two actions in turn with chips, or three actions; the bring-in counts only if the house says so."""
    return substantial_action(hand.actions_in_turn, count_forced=bool(hand.options.get("sa-counts-bring-in", False)))


#: The rulebook plugin (entry point ``tda-2024 = "floorcall_tda2024:plugin"``).
plugin = Rulebook(
    RULEBOOK,
    RULES,
    options=options.OPTIONS,
    summaries=read_summaries(__name__),
    substantial=count_substantial_action,
    award_citations=award_citations,
    tournament=tournament.RULES,
)
