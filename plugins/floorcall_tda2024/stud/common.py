"""What the TDA stud rulings share: which hands they apply to, and the short-stub arithmetic of RP-10-H."""

from __future__ import annotations

from collections.abc import Callable

from floorcall import AnyIrregularity, HandView, OptionValue, Ruling, StubShort

Rule = Callable[[AnyIrregularity, HandView | None], Ruling | None]
"""A ruling function: the irregularity and the hand (None when asked without one) to a ruling, or None."""

__all__ = ["PRIOR_BURNS", "Rule", "five_card", "option", "stub_branch", "stud"]

#: The burns of fourth, fifth and sixth street, which the short-stub procedure may shuffle back (RP-10-H).
PRIOR_BURNS = 3


def stud(hand: HandView | None) -> bool:
    """Whether the hand is a stud game (the stud rulings answer nothing else)."""
    return hand is not None and hand.game.family == "stud"


def five_card(hand: HandView) -> bool:
    """Whether the hand is five-card stud (one downcard, four upcards)."""
    return hand.game.name == "stud5"


def option(hand: HandView, name: str, default: OptionValue) -> OptionValue:
    """The value of an option in force for the hand, or ``default`` when no plugin in force declares it."""
    return hand.options.get(name, default)


def stub_branch(short: StubShort) -> str:
    """Pick the short-stub branch of RP-10-H (FACT-4).

    :returns: ``"A"`` when the stub and the earlier burns suffice, ``"B"`` when the stub still holds at least three
        cards (a shared card from it), ``"C"`` otherwise (a shared card after adding the burns).
    """
    if short.stub + min(PRIOR_BURNS, short.burns) >= short.required:
        return "A"
    return "B" if short.stub >= 3 else "C"
