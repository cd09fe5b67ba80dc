"""Wagers under TDA 2024, in every game: what a wager made with words and chips is, and a wager of the wrong size.

:func:`.dispatch.topic` names the one rule that answers each wager (the question's dispatcher): an unclear wager goes to
a rule of :mod:`.words` (rules 40 to 57), an incorrect one to a rule of :mod:`.sizes` (rules 47, 48, 52, FACT-2 and
RP-10-F); the library's rules over the limit and over the stack (FLOORCALL-DEFAULT-10, -11) are in :mod:`.sizes`.
"""

from __future__ import annotations

from floorcall.rulekit import Rule
from floorcall_tda2024.wagers import sizes, words
from floorcall_tda2024.wagers.dispatch import topic

__all__ = ["RULES", "topic"]

RULES: tuple[Rule, ...] = (*words.RULES, *sizes.RULES)
