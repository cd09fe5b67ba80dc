"""What the TDA stud rulings share: which hands they apply to, and the short-stub arithmetic of RP-10-H."""

from __future__ import annotations

from floorcall import HandView
from floorcall.rulekit import PRIOR_BURNS, Rule, option, stub_branch

__all__ = ["PRIOR_BURNS", "Rule", "five_card", "option", "stub_branch", "stud"]


def stud(hand: HandView | None) -> bool:
    """Whether the hand is a stud game (the stud rulings answer nothing else)."""
    return hand is not None and hand.game.family == "stud"


def five_card(hand: HandView) -> bool:
    """Whether the hand is five-card stud (one downcard, four upcards)."""
    return hand.game.name == "stud5"
