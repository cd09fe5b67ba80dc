"""What the Robert's Rules stud rulings share.

Which hands they apply to, the seed's "before the second round" window, the players who have not looked at their
downcards, and the short-stub arithmetic.
"""

from __future__ import annotations

from floorcall import HandView
from floorcall.rulekit import PRIOR_BURNS, Rule, five_card_stud, option, stub_branch, stud_game

__all__ = ["PRIOR_BURNS", "Rule", "first_round", "five_card", "option", "stub_branch", "stud", "unlooked"]


def stud(hand: HandView | None) -> bool:
    """Whether the hand is a stud game, one that deals upcards (the stud rulings answer nothing else)."""
    return stud_game(hand)


def five_card(hand: HandView) -> bool:
    """Whether the hand is five-card stud, the game the seed-000 text is written for."""
    return five_card_stud(hand)


def first_round(hand: HandView) -> bool:
    """Whether the second round of cards has not begun: still on the first street, no seat holding two cards."""
    return hand.street_index == 0 and all(len(hand.cards(seat)) <= 1 for seat in hand.seats)


def unlooked(hand: HandView) -> list[int]:
    """Live seats whose players have not looked at any downcard, in deal order."""
    return [seat for seat in hand.live_seats if not hand.has_looked(seat)]
