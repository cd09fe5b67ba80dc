"""Small questions about a hand that rulings often ask, answered from the read-only view and its event log.

They are generic (no game, no rulebook): how many times an irregularity was already ruled on, what happened in the
current street's betting, whether more betting can happen, and the usual shapes of a ruling.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from floorcall._mechanics.seeding import log_position
from floorcall.cards import Card
from floorcall.model.events import (
    BetOrRaisedTo,
    BoardCardDealt,
    BringInPosted,
    CardBurned,
    CardDealt,
    CheckedOrCalled,
    Folded,
    HandStarted,
    RulingApplied,
    WagerMade,
)
from floorcall.model.irregularities import AnyIrregularity, DowncardExposed, StubShort
from floorcall.model.messages import Message
from floorcall.model.procedure import OptionValue
from floorcall.model.remedies import AnyRemedy, KillHand, RedealExact, ReshufflePrematureCard
from floorcall.model.rulings import Option, Ruling, RulingKind, explained

if TYPE_CHECKING:
    from floorcall.view import HandView

__all__ = [
    "PRIOR_BURNS",
    "betting_can_continue",
    "board_just_turned",
    "board_turned_this_street",
    "burn_just_taken",
    "carry_on",
    "choice",
    "dead_hand",
    "earlier",
    "exposures_in_deal",
    "last_street",
    "misdeal",
    "option",
    "refused",
    "ruled_before",
    "ruling",
    "ruling_rng",
    "street_wagers",
    "stub_branch",
    "substantial",
]

_DEALING = (CardDealt, CardBurned, BoardCardDealt)
_ACTIONS = (BringInPosted, Folded, CheckedOrCalled, BetOrRaisedTo)


def ruled_before(hand: HandView, kind: type, seat: int | None = None, street: object = None) -> list[AnyIrregularity]:
    """The irregularities of ``kind`` already ruled on in this hand, optionally for one seat and one street.

    :param hand: the hand.
    :param kind: an irregularity class.
    :param seat: keep only those whose ``seat`` field is this seat.
    :param street: keep only those whose ``street`` field is this street.
    :returns: the irregularities, oldest first.
    """
    found = []
    for event in hand.events:
        if not isinstance(event, RulingApplied) or not isinstance(event.irregularity, kind):
            continue
        irregularity = event.irregularity
        if seat is not None and getattr(irregularity, "seat", None) != seat:
            continue
        if street is not None and getattr(irregularity, "street", None) != street:
            continue
        found.append(irregularity)
    return found


def street_wagers(hand: HandView) -> list[BringInPosted | Folded | CheckedOrCalled | BetOrRaisedTo]:
    """The actions taken since the current street's last card was dealt (its betting so far), oldest first.

    A ``wager_made`` counts as the action it was taken as (plain, or as a ruling took it).
    """
    actions: list[BringInPosted | Folded | CheckedOrCalled | BetOrRaisedTo] = []
    events = hand.events
    for index in range(len(events) - 1, -1, -1):
        event = events[index]
        if isinstance(event, _DEALING):
            break
        if isinstance(event, WagerMade):
            taken = hand.wager_taken_as(index)
            if isinstance(taken, _ACTIONS):
                actions.append(taken)
        elif isinstance(event, _ACTIONS):
            actions.append(event)
    actions.reverse()
    return actions


def board_just_turned(hand: HandView) -> bool:
    """Whether the hand's last card or action was a board card: nothing dealt, burned or acted on since."""
    for event in reversed(hand.events):
        if isinstance(event, _DEALING + _ACTIONS):
            return isinstance(event, BoardCardDealt)
    return False


def board_turned_this_street(hand: HandView) -> tuple[Card, ...]:
    """The board cards turned since the current street's burn, in the order turned (chips and streets aside).

    A game that turns some board cards with the hole cards (one, in a Courchevel-like game) turns fewer on the
    flop street than the flop holds; rulings that speak of the cards "that came out" count these. A card a ruling
    put back into the stub (a premature card reshuffled) is no longer out and is left out.
    """
    turned: list[Card] = []
    returned: set[Card] = set()  # cards a later ruling put back into the stub: no longer out
    for event in reversed(hand.events):
        if isinstance(event, CardBurned):
            break
        if isinstance(event, RulingApplied):
            for remedy in event.ruling.remedies:
                if isinstance(remedy, ReshufflePrematureCard):
                    returned.update((remedy.card, *remedy.board))
        elif isinstance(event, BoardCardDealt):
            if event.card in returned:
                returned.discard(event.card)
            else:
                turned.append(event.card)
    return tuple(reversed(turned))


def betting_can_continue(hand: HandView) -> bool:
    """Whether more betting can happen: at least two live seats still have chips behind."""
    return sum(1 for seat in hand.live_seats if hand.stack(seat) > 0) >= 2


def last_street(hand: HandView) -> bool:
    """Whether the street being dealt or bet is the game's last."""
    return hand.street_index == len(hand.game.streets) - 1


def ruling_rng(hand: HandView, topic: str, salt: str = "") -> random.Random:
    """A random generator for a ruling that picks at random, drawing the same when the hand is replayed.

    It is seeded from ``topic``, the hand's number, its position in the log with the burns left out (a hand history
    does not record them, see :func:`~floorcall._mechanics.seeding.log_position`) and ``salt``.

    :param hand: the hand being ruled on.
    :param topic: what is picked (e.g. ``"four-card-flop"``), so that two kinds of pick draw independently.
    :param salt: anything else the pick depends on (e.g. the cards picked from, as text).
    :returns: a generator for this pick alone.
    """
    events = hand.events
    number = events[0].hand_number if events and isinstance(events[0], HandStarted) else 0
    return random.Random(f"floorcall:{topic}:{number}:{log_position(events)}:{salt}")


def carry_on(remedies: tuple[AnyRemedy, ...], citations: tuple[str, ...], explanation: str | Message) -> Ruling:
    """A ruling that lets the hand go on after the remedies."""
    return Ruling(kind=RulingKind.CONTINUE, remedies=remedies, citations=citations, **explained(explanation))


def refused(citations: tuple[str, ...], explanation: str | Message) -> Ruling:
    """A ruling that grants nothing: the claim or request is turned down and nothing changes."""
    return Ruling(kind=RulingKind.REFUSED, citations=citations, **explained(explanation))


def choice(
    options: tuple[Option, ...],
    citations: tuple[str, ...],
    explanation: str | Message,
    *,
    seat: int | None = None,
    remedies: tuple[AnyRemedy, ...] = (),
) -> Ruling:
    """A pending decision: the player at ``seat`` chooses, or the floor when ``seat`` is None.

    :param remedies: applied at once, before the choice is made.
    """
    kind = RulingKind.FLOOR_DECISION if seat is None else RulingKind.PLAYER_OPTION
    return Ruling(
        kind=kind, remedies=remedies, options=options, citations=citations, **explained(explanation), decided_by=seat
    )


def misdeal(citations: tuple[str, ...], explanation: str | Message, remedies: tuple[AnyRemedy, ...] = ()) -> Ruling:
    """A misdeal: the cards come back and the hand is dealt again exactly (``redeal_exact``), then ``remedies``."""
    return Ruling(
        kind=RulingKind.MISDEAL, remedies=(RedealExact(), *remedies), citations=citations, **explained(explanation)
    )


def dead_hand(seat: int, citations: tuple[str, ...], explanation: str | Message) -> Ruling:
    """The seat's hand is killed and the hand goes on."""
    return Ruling(
        kind=RulingKind.DEAD_HAND, remedies=(KillHand(seat=seat),), citations=citations, **explained(explanation)
    )


def option(hand: HandView | None, name: str, default: OptionValue) -> OptionValue:
    """The value of an option in force for the hand, or ``default`` without a hand or when nobody declares it."""
    return hand.options.get(name, default) if hand is not None else default


def substantial(hand: HandView | None) -> bool:
    """Whether substantial action has occurred, as the plugins in force count it (False without a hand)."""
    return hand is not None and hand.substantial_action


def earlier(hand: HandView | None, kind: type) -> int:
    """How many irregularities of ``kind`` were already ruled on in this hand (0 without a hand)."""
    if hand is None:
        return 0
    return sum(1 for e in hand.events if isinstance(e, RulingApplied) and isinstance(e.irregularity, kind))


#: The burns of the streets before the last in seven-card stud, which a short-stub procedure may shuffle back.
PRIOR_BURNS = 3


def stub_branch(short: StubShort) -> str:
    """Pick the branch of the short-stub procedure that both rulebooks share (the catalog's FACT-4 arithmetic).

    :param short: the short stub: cards left, cards the street needs, burns so far.
    :returns: ``"A"`` when the stub and up to :data:`PRIOR_BURNS` earlier burns suffice for one card each, ``"B"``
        when the stub still holds at least three cards (a shared card from it), ``"C"`` otherwise (a shared card
        after adding the burns).
    """
    if short.stub + min(PRIOR_BURNS, short.burns) >= short.required:
        return "A"
    return "B" if short.stub >= 3 else "C"


def ruling(
    kind: RulingKind, remedies: tuple[AnyRemedy, ...], citations: tuple[str, ...], explanation: str | Message
) -> Ruling:
    """A ruling of any kind that leaves no choice pending (positional shorthand for :class:`Ruling`)."""
    return Ruling(kind=kind, remedies=remedies, citations=citations, **explained(explanation))


def exposures_in_deal(hand: HandView, exposed: DowncardExposed) -> int:
    """How many cards were already ruled exposed in the same deal as ``exposed``: the initial deal, or one draw."""
    return sum(
        1
        for event in hand.events
        if isinstance(event, RulingApplied)
        and isinstance(event.irregularity, DowncardExposed)
        and event.irregularity.initial_deal == exposed.initial_deal
        and event.irregularity.street is exposed.street
    )


def burn_just_taken(hand: HandView | None, card: Card) -> bool:
    """Whether ``card`` is the last card out, burned for the street still being dealt."""
    if hand is None or not hand.dealing:
        return False
    last = next((e for e in reversed(hand.events) if isinstance(e, _DEALING)), None)
    return isinstance(last, CardBurned) and last.card is card
