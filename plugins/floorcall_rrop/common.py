"""What the Robert's Rules stud rulings of several questions share.

The seed's "before the second round" window, the players who have not looked at their downcards, a fresh deal, and
the short-stub arithmetic.
"""

from __future__ import annotations

from floorcall import HandView, Ruling, RulingKind
from floorcall.model import AnyRemedy, Message
from floorcall.rulekit import PRIOR_BURNS, Rule, option, stub_branch
from floorcall.rulekit import five_card_stud as five_card
from floorcall.rulekit import stud_game as stud

__all__ = ["PRIOR_BURNS", "Rule", "first_round", "five_card", "option", "redeal", "stub_branch", "stud", "unlooked"]


def first_round(hand: HandView) -> bool:
    """Whether the second round of cards has not begun: still on the first street, no seat holding two cards."""
    return hand.street_index == 0 and all(len(hand.cards(seat)) <= 1 for seat in hand.seats)


def unlooked(hand: HandView) -> list[int]:
    """Live seats whose players have not looked at any downcard, in deal order."""
    return [seat for seat in hand.live_seats if not hand.has_looked(seat)]


def redeal(remedy: AnyRemedy, citations: tuple[str, ...], explanation: Message) -> Ruling:
    """A misdeal ruling: the hand is dealt again as ``remedy`` says."""
    return Ruling(kind=RulingKind.MISDEAL, remedies=(remedy,), citations=citations, message=explanation)
