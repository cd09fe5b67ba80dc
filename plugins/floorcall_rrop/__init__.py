"""Robert's Rules of Poker, for cash games, as a floorcall rulebook plugin.

Where the Robert's Rules text could not be read in full, the rulings follow the WSOP live-action rules that descend
from it, and cite them (see the rule catalog). This module builds the rulebook plugin from its rules. The rules are
pure functions, one module (or small package) per question, each holding that question's rules for every game, each
rule's scope (the games it speaks to) declared beside it:

=========================  ==========================================================================================
question                   module
=========================  ==========================================================================================
exposed cards              :mod:`floorcall_rrop.exposed_cards` (flop games; :mod:`~floorcall_rrop.exposed_cards.stud`,
                           :mod:`~floorcall_rrop.exposed_cards.draw` with limit A-5's own rule, RROP-A5-3)
premature cards, burns     :mod:`floorcall_rrop.premature`
counts and seats           :mod:`floorcall_rrop.counts` (:mod:`~floorcall_rrop.counts.cards`,
                           :mod:`~floorcall_rrop.counts.seats`)
wagers                     :mod:`floorcall_rrop.wagers` (:mod:`~floorcall_rrop.wagers.rulings`, and
                           :mod:`~floorcall_rrop.wagers.dispatch`, which names the rule that answers)
turns                      :mod:`floorcall_rrop.turns`
button and blinds          :mod:`floorcall_rrop.button`
showdown                   :mod:`floorcall_rrop.showdown`
misdeals, deck and deal    :mod:`floorcall_rrop.misdeals`
a penalised seat dealt in  :mod:`floorcall_rrop.penalty`
the award of the pots      :mod:`floorcall_rrop.awards`, :mod:`floorcall_rrop.sevens` (limit A-5's sevens rule,
                           RROP-A5-4)
a multi-table event        :mod:`floorcall_rrop.tournament`
=========================  ==========================================================================================

The kinds of game the rules are scoped to, beyond :mod:`floorcall.rulekit.games`, are in :mod:`floorcall_rrop.scopes`;
what several questions' stud rules share is in :mod:`floorcall_rrop.common`. The typed options this rulebook reads,
with its defaults, are in :mod:`floorcall_rrop.options`.
"""

from __future__ import annotations

from floorcall import HandView, Rulebook, RulebookSpec, substantial_action
from floorcall.rulekit import read_summaries
from floorcall_rrop import (
    button,
    counts,
    exposed_cards,
    misdeals,
    options,
    penalty,
    premature,
    sevens,
    showdown,
    tournament,
    turns,
    wagers,
)
from floorcall_rrop.awards import award_citations
from floorcall_rrop.wagers import FORMER_CITATIONS

__all__ = ["RULEBOOK", "RULES", "count_substantial_action", "plugin"]

#: The book and the edition of the rules it implements: the catalog read Robert's Rules in the wording of its
#: versions 10 and 11, as public copies reproduce it; no copy that was reached prints a day of issue, so none is given.
RULEBOOK = RulebookSpec(
    name="rrop",
    description="Robert's Rules of Poker (cash games), with the WSOP live-action rules where its text is missing",
    defaults=options.DEFAULTS,
    version="v10/v11",
)

RULES = (
    *exposed_cards.RULES,
    *premature.RULES,
    *counts.RULES,
    *wagers.RULES,
    *turns.RULES,
    *button.RULES,
    *showdown.RULES,
    *misdeals.RULES,
    *penalty.RULES,
)


def count_substantial_action(hand: HandView) -> bool:
    """RROP-MISDEAL-1 action threshold: two players have acted after the forced bet or blinds (folds count)."""
    return substantial_action(hand.actions_in_turn, with_chips=2, any_actions=2)


#: The rulebook plugin (entry point ``rrop = "floorcall_rrop:plugin"``); the sevens rule of limit A-5 (RROP-A5-4)
#: changes the award of the pots where it applies.
plugin = Rulebook(
    RULEBOOK,
    RULES,
    options=options.OPTIONS,
    summaries=read_summaries(__name__),
    substantial=count_substantial_action,
    award=sevens.sevens_award,
    award_citations=award_citations,
    former_citations=FORMER_CITATIONS,
    tournament=tournament.RULES,
)
