"""What the TDA stud rulings share: which hands they apply to, and the short-stub arithmetic of RP-10-H."""

from __future__ import annotations

from floorcall import HandView
from floorcall.rulekit import PRIOR_BURNS, Rule, five_card_stud, option, stub_branch, stud_game

__all__ = ["PRIOR_BURNS", "Rule", "five_card", "option", "stub_branch", "stud"]


def stud(hand: HandView | None) -> bool:
    """Whether the hand is a stud game, one that deals upcards (the stud rulings answer nothing else)."""
    return stud_game(hand)


def five_card(hand: HandView) -> bool:
    """Whether the hand is five-card stud (one downcard, four upcards)."""
    return five_card_stud(hand)
