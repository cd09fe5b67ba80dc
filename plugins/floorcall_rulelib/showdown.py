"""A hand whose cards got mixed with others, and a stud player who lifts his upcards facing a bet: both books alike.

A fouled hand whose cards can all still be told apart goes back to its player and plays on; one that cannot is dead,
with nothing returned. A stud player who picks his upcards up while facing a bet has folded. The books cite these
under their own IDs (TDA 2024 numbers them 65-B and 66; Robert's Rules has the dead fouled hand and leaves the rest to
floorcall's defaults) and say them in their own words.
"""

from __future__ import annotations

from collections.abc import Callable

from floorcall import HandFouled, HandView, Ruling, UpcardsLifted
from floorcall.rulekit import Message, Rule, carry_on, dead_hand, stud_game

__all__ = ["SeatWords", "fouled_hand_rule", "upcards_lifted_rule"]

SeatWords = Callable[[int], Message]
"""``seat -> Message``: the citing book's words for a ruling on one seat's hand."""


def fouled_hand_rule(
    rule_id: str, live: tuple[tuple[str, ...], SeatWords], dead: tuple[tuple[str, ...], SeatWords]
) -> Rule:
    """The rule on a live hand whose cards got mixed with others.

    :param rule_id: the book's ID for the rule.
    :param live: the book's citations and words when the cards can still be told apart (the hand plays on).
    :param dead: the book's citations and words when they cannot (the hand is dead).
    :returns: the rule, in every game.
    """

    def fouled_hand(irregularity: HandFouled, hand: HandView | None) -> Ruling | None:
        seat = irregularity.seat
        if irregularity.identifiable:
            return carry_on((), live[0], live[1](seat))
        return dead_hand(seat, dead[0], dead[1](seat))

    fouled_hand.__doc__ = fouled_hand_rule.__doc__
    return Rule(rule_id, (HandFouled,), fouled_hand)


def upcards_lifted_rule(rule_id: str, cited: tuple[str, ...], words: SeatWords) -> Rule:
    """The rule on a stud player who picks his upcards up facing a bet: his hand is dead.

    :param rule_id: the book's ID for the rule.
    :param cited: what the ruling cites.
    :param words: the book's words, given the seat.
    :returns: the rule, in stud games.
    """

    def upcards_lifted(irregularity: UpcardsLifted, hand: HandView | None) -> Ruling | None:
        return dead_hand(irregularity.seat, cited, words(irregularity.seat))

    upcards_lifted.__doc__ = upcards_lifted_rule.__doc__
    return Rule(rule_id, (UpcardsLifted,), upcards_lifted, scope=stud_game)
