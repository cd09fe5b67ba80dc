"""The kinds of game this book's rules are written for, beyond those of :mod:`floorcall.rulekit.games`.

Each is a rule's scope: a predicate on the game's traits alone (it reads only ``hand.game``), given None when a
question is asked outside a hand. Together with the topics of the questions' modules they keep the book's rules
disjoint, which :func:`floorcall.rulekit.contract.contract_problems` checks without playing a hand.
"""

from __future__ import annotations

from floorcall import HandView
from floorcall.rulekit import five_card_stud, stud_game

__all__ = ["button_game", "seven_card_stud"]


def seven_card_stud(hand: HandView | None) -> bool:
    """Whether the game is stud dealt seven cards a player (seven-card stud, stud-8, razz): stud but not five-card."""
    return stud_game(hand) and not five_card_stud(hand)


def button_game(hand: HandView | None) -> bool:
    """Whether the hand is of a game dealt round a button (a flop or draw game, no upcards); False outside a hand."""
    return hand is not None and not stud_game(hand)
