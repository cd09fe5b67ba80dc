"""Whether a last call in a stud game could win at all: the question behind an impossible-call refund.

A caller who could not beat the bettor's upcards whatever the bettor's hole cards are made a call that cannot win
(Robert's Rules, seed 000 paragraph 9). The engine knows every card, but the rule is about what the caller could
see: each of the bettor's downcards may be any card the caller has not seen.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from math import comb
from typing import TYPE_CHECKING

from floorcall.cards import Card
from floorcall.model.events import BetOrRaisedTo
from floorcall.model.procedure import Low
from floorcall.ranking import evaluator

if TYPE_CHECKING:
    from floorcall.view import HandView

__all__ = ["call_cannot_win", "last_bettor"]


def last_bettor(hand: HandView, caller: int) -> int | None:
    """The seat that made the last bet or raise of the hand other than ``caller``, if still live; else None."""
    for event in reversed(hand.events):
        if isinstance(event, BetOrRaisedTo) and event.seat != caller and event.seat in hand.live_seats:
            return event.seat
    return None


def _evaluators(hand: HandView) -> list[str]:
    names = ["high"] if hand.game.high else []
    if hand.game.low is Low.ACE_TO_FIVE:
        names.append("8-or-better-low" if hand.game.low_qualifier == 8 else "a5-low")
    return names


_MOST_DEALS = 50_000
"""The most (caller's, bettor's) downcard combinations the question weighs; beyond, it is not settled (False)."""


def _unseen(hand: HandView, caller: int) -> list[Card]:
    """The cards of the deck the caller cannot see: neither his own known cards, nor an upcard, nor the board."""
    seen = {*hand.cards(caller), *hand.board, *(card for seat in hand.seats for card in hand.upcards(seat))}
    return [card for card in hand.game.deck.cards if card not in seen]


def call_cannot_win(hand: HandView, caller: int, bettor: int) -> bool:
    """Whether ``caller``'s hand loses every half to ``bettor``'s upcards, whatever the bettor's downcards are.

    A card of the caller's the engine does not know (a hand history that hides it) may be any unseen card too, so
    the answer is True only when none of them would let him win.

    :param hand: the hand at showdown (every card dealt).
    :param caller: the seat that called last.
    :param bettor: the seat whose bet he called.
    :returns: True when no set of downcards the caller has not seen lets him win or tie any half of the pot; False
        when an upcard is unknown, either hand is not complete, or there are too many combinations to weigh (more
        than 50,000).
    """
    shown = (*hand.upcards(bettor), *hand.board)
    if not all(card.is_known for card in shown):
        return False
    if min(len(hand.cards(caller)), len(hand.cards(bettor))) + len(hand.board) < hand.game.hand_cards:
        return False  # a hand not complete (a seat dealt short) is not a last call at a showdown
    known = tuple(card for card in hand.cards(caller) if card.is_known)
    unseen = _unseen(hand, caller)
    hidden_mine = len(hand.cards(caller)) - len(known)
    hidden_theirs = len(hand.downcards(bettor))
    if comb(len(unseen), hidden_mine) * comb(len(unseen), hidden_theirs) > _MOST_DEALS:
        return False
    for mine in combinations(unseen, hidden_mine):
        pool = [card for card in unseen if card not in mine]
        theirs = list(combinations(pool, hidden_theirs))
        if not all(_half_lost(name, (*known, *mine), hand, bettor, theirs) for name in _evaluators(hand)):
            return False
    return True


def _half_lost(name: str, mine: Sequence[Card], hand: HandView, bettor: int, theirs: list[tuple[Card, ...]]) -> bool:
    strength = evaluator(name).strength
    own = strength(mine, hand.board)
    if own is None:
        return True  # no qualifying hand: he cannot win this half whatever the bettor holds
    shown = hand.upcards(bettor)
    for hidden in theirs:
        other = strength((*hidden, *shown), hand.board)
        if other is None or other <= own:
            return False
    return True
