"""What the Robert's Rules stud rulings share.

Which hands they apply to, the seed's "before the second round" window, the players who have not looked at their
downcards, and the short-stub arithmetic.
"""

from __future__ import annotations

from floorcall import BoxedCardFound, HandView
from floorcall.rulekit import PRIOR_BURNS, Rule, option, stub_branch
from floorcall.rulekit import five_card_stud as five_card
from floorcall.rulekit import stud_game as stud

__all__ = [
    "PRIOR_BURNS",
    "Rule",
    "boxed_card_topic",
    "first_round",
    "five_card",
    "option",
    "stub_branch",
    "stud",
    "unlooked",
]


def boxed_card_topic(irregularity: object, hand: HandView | None) -> str:
    """Of the stud rules on a card found face up in the deck, the one that answers.

    One card is RROP-ES-STUD-IRR-8's (it plays or is dead); two or more, like the other faults of the deal, are
    RROP-ES-STUD-IRR-1's (the right to a new deal).
    """
    if isinstance(irregularity, BoxedCardFound) and irregularity.count == 1:
        return "RROP-ES-STUD-IRR-8"
    return "RROP-ES-STUD-IRR-1"


def first_round(hand: HandView) -> bool:
    """Whether the second round of cards has not begun: still on the first street, no seat holding two cards."""
    return hand.street_index == 0 and all(len(hand.cards(seat)) <= 1 for seat in hand.seats)


def unlooked(hand: HandView) -> list[int]:
    """Live seats whose players have not looked at any downcard, in deal order."""
    return [seat for seat in hand.live_seats if not hand.has_looked(seat)]
