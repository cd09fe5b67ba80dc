"""What the Robert's Rules stud rulings share.

Which hands they apply to, the seed's "before the second round" window, the players who have not looked at their
downcards, and the short-stub arithmetic.
"""

from __future__ import annotations

from collections.abc import Callable

from floorcall import AnyIrregularity, HandView, OptionValue, Ruling, StubShort

Rule = Callable[[AnyIrregularity, HandView | None], Ruling | None]
"""A ruling function: the irregularity and the hand (None when asked without one) to a ruling, or None."""

__all__ = ["PRIOR_BURNS", "Rule", "first_round", "five_card", "option", "stub_branch", "stud", "unlooked"]

#: The burns of fourth, fifth and sixth street, which the short-stub procedure may shuffle back.
PRIOR_BURNS = 3


def stud(hand: HandView | None) -> bool:
    """Whether the hand is a stud game (the stud rulings answer nothing else)."""
    return hand is not None and hand.game.family == "stud"


def five_card(hand: HandView) -> bool:
    """Whether the hand is five-card stud, the game the seed-000 text is written for."""
    return hand.game.name == "stud5"


def option(hand: HandView, name: str, default: OptionValue) -> OptionValue:
    """The value of an option in force for the hand, or ``default`` when no plugin in force declares it."""
    return hand.options.get(name, default)


def first_round(hand: HandView) -> bool:
    """Whether the second round of cards has not begun: still on the first street, no seat holding two cards."""
    return hand.street_index == 0 and all(len(hand.cards(seat)) <= 1 for seat in hand.seats)


def unlooked(hand: HandView) -> list[int]:
    """Live seats whose players have not looked at any downcard, in deal order."""
    return [seat for seat in hand.live_seats if not hand.has_looked(seat)]


def stub_branch(short: StubShort) -> str:
    """Pick the short-stub branch (FACT-4, the same arithmetic as WSOP cash rule 228).

    :returns: ``"A"`` when the burns added suffice, ``"B"`` for a shared card from a stub of three or more, ``"C"``
        for a shared card after adding the burns.
    """
    if short.stub + min(PRIOR_BURNS, short.burns) >= short.required:
        return "A"
    return "B" if short.stub >= 3 else "C"
