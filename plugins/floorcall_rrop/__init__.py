"""Robert's Rules of Poker, for cash games, as a floorcall rulebook plugin.

Where the Robert's Rules text could not be read in full, the rulings follow the WSOP live-action rules that descend
from it, and cite them (see the rule catalog). This module builds the rulebook plugin from its rules; the rules are pure
functions in :mod:`floorcall_rrop.stud` (the stud irregularities, including the seed text's rules for five-card
stud), :mod:`floorcall_rrop.draw` (the draw games, with the WSOP cash lowball rules standing in),
:mod:`floorcall_rrop.lowball` (limit A-5: a low card exposed on the deal stays, RROP-A5-3) and
:mod:`floorcall_rrop.general` (misdeals, fouled decks, the action threshold and the rules for every game);
:mod:`floorcall_rrop.button` rules on the button and the blinds;
:mod:`floorcall_rrop.sevens` adjusts the award of a limit A-5 showdown (the sevens rule, RROP-A5-4). The typed
options this rulebook reads, with its defaults, are in :mod:`floorcall_rrop.options`.
"""

from __future__ import annotations

from floorcall import HandView, Rulebook, RulebookSpec, substantial_action
from floorcall_rrop import (
    button,
    draw,
    general,
    lowball,
    options,
    penalty,
    rule_summaries,
    sevens,
    showdown,
    stud,
    tabling,
    tournament,
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
    *stud.RULES,
    *lowball.RULES,
    *draw.RULES,
    *general.RULES,
    *penalty.RULES,
    *showdown.RULES,
    *button.RULES,
    *tabling.RULES,
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
    summaries=rule_summaries.SUMMARIES,
    substantial=count_substantial_action,
    award=sevens.sevens_award,
    award_citations=award_citations,
    former_citations=FORMER_CITATIONS,
    tournament=tournament.RULES,
)
