"""What the TDA stud rulings share: which hands they apply to, and the short-stub arithmetic of RP-10-H."""

from __future__ import annotations

from floorcall.rulekit import PRIOR_BURNS, Rule, option, stub_branch
from floorcall.rulekit import five_card_stud as five_card
from floorcall.rulekit import stud_game as stud

__all__ = ["PRIOR_BURNS", "Rule", "five_card", "option", "stub_branch", "stud"]
