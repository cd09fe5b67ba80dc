"""PHH actions as engine events: what each action of a hand history means to a :class:`~floorcall._engine.hand.Hand`.

A PHH file names players p1..pN; ``seats`` maps them to seat numbers (``seats[n - 1]`` is pN's seat). Most actions
become one event (a fold, a check or call, a bet, a bring-in, a discard, a show or muck) or one event per card (a
board deal). Hole cards are different: a PHH action gives a player's cards of a round at once while the engine deals
one card at a time around the table, so :class:`~floorcall._app.replay_actions.HoleCards` holds them until the engine
asks for each.

Compiled in the compiled build (the builders run for every action of every file replayed).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from floorcall._app.phh import (
    AnyPhhAction,
    CheckOrCall,
    CompleteBetOrRaiseTo,
    DealBoard,
    Fold,
    NoOp,
    PostBringIn,
    ShowOrMuck,
    StandPatOrDiscard,
)
from floorcall._engine.hand import Hand
from floorcall.cards import Card
from floorcall.errors import FloorcallError
from floorcall.i18n import CORE
from floorcall.model.events import (
    AnyEvent,
    BetOrRaisedTo,
    BoardCardDealt,
    BringInPosted,
    CheckedOrCalled,
    Discarded,
    Folded,
    HandMucked,
    HandShown,
)

__all__ = ["BUILDERS", "Build", "builder_for"]


#: Turns one PHH action into the engine's events: ``(action, seats, hand) -> events``.
Build = Callable[[Any, tuple[int, ...], Hand], tuple[AnyEvent, ...]]


def _show_or_muck(action: ShowOrMuck, seats: tuple[int, ...], hand: Hand) -> tuple[AnyEvent, ...]:
    """A show or a muck as PHH records it, compared as the sets of cards a player holds.

    A show lists the cards in any order (they are put in the order dealt); ``-`` shows the cards the seat holds; a
    show of unknown cards only (``????``) is the hand not shown, a muck. A show of what is already known once the
    seat has shown, or once the hand is over (a winner showing after everyone folded, a player shown again at each
    street of an all-in runout), changes nothing and gives no event.
    """
    seat = seats[action.player - 1]
    holding = hand.seats.get(seat)
    if action.mucks or holding is None:
        return (HandMucked(seat=seat),) if action.mucks else (HandShown(seat=seat, cards=action.cards),)
    cards = tuple(holding.cards) if action.known else _in_order_held(holding.cards, holding.downcards, action.cards)
    settled = hand.outcome is not None or hand.result.shown.get(seat, -1) >= len(holding.cards)
    if action.cards and all(card is Card.UNKNOWN for card in action.cards):
        return () if settled else (HandMucked(seat=seat),)
    if settled and _agrees(holding.cards, cards):
        return ()
    return (HandShown(seat=seat, cards=cards),)


def _in_order_held(held: list[Card], downcards: tuple[Card, ...], shown: tuple[Card, ...]) -> tuple[Card, ...]:
    """The shown cards in the order the seat holds them, when they are the same set; else as listed.

    The show is of all the cards held or of the downcards (stud), whichever it has as many of; a card the seat holds
    but does not know (``??``) takes the next shown card not otherwise held.
    """
    order = held if len(shown) == len(held) else downcards
    if len(order) != len(shown) or tuple(order) == shown:
        return shown
    known = {card for card in order if card.is_known}
    if not known <= set(shown):
        return shown
    others = iter(card for card in shown if card not in known)
    return tuple(card if card.is_known else next(others, card) for card in order)


def _agrees(held: list[Card], shown: tuple[Card, ...]) -> bool:
    """Whether a show repeats what is known: every known held card is shown, and as many cards."""
    return len(held) == len(shown) and {c for c in held if c.is_known} <= set(shown)


#: The engine events of each kind of PHH action (``seats`` maps p1..pN to seats), as a table for the hot loop.
#: Hole-card actions are not here: :class:`HoleCards` deals them.
BUILDERS: Final[dict[type, Build]] = {
    CheckOrCall: lambda action, seats, hand: (CheckedOrCalled(seat=seats[action.player - 1]),),
    CompleteBetOrRaiseTo: lambda action, seats, hand: (
        BetOrRaisedTo(seat=seats[action.player - 1], amount=action.amount),
    ),
    Fold: lambda action, seats, hand: (Folded(seat=seats[action.player - 1]),),
    PostBringIn: lambda action, seats, hand: (BringInPosted(seat=seats[action.player - 1]),),
    StandPatOrDiscard: lambda action, seats, hand: (Discarded(seat=seats[action.player - 1], cards=action.cards),),
    ShowOrMuck: _show_or_muck,
    DealBoard: lambda action, seats, hand: tuple(BoardCardDealt(card=card) for card in action.cards),
    NoOp: lambda action, seats, hand: (),
}


def builder_for(action: AnyPhhAction) -> Build:
    """The builder of an action whose type is not in :data:`BUILDERS` (a subclass): that of its nearest listed base.

    :param action: a parsed PHH action.
    :returns: the function that turns it into events.
    :raises FloorcallError: no listed action type is a base of it (floorcall does not replay such actions yet).
    """
    for kind, build in BUILDERS.items():
        if isinstance(action, kind):
            return build
    message = CORE.msg(
        "replay.action_not_replayed", "{action} actions are not replayed yet", action=type(action).__name__
    )
    raise FloorcallError(message)
