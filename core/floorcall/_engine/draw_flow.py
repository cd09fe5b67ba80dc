"""The draw's transitions: a draw opened, its deal planned once everyone has discarded, and the stub watched.

A street whose plan has ``draw`` set opens with a draw (see :mod:`floorcall._engine.drawing` for the procedure). Once
every live seat has discarded the burn and the replacements are planned; while they are dealt the stub may run
out, and the engine then reports :class:`~floorcall.model.irregularities.StubExhausted` for the rulebook (a hand
history, which records no reshuffle, has its stub rebuilt here without a ruling).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from floorcall._engine import rulings
from floorcall._engine.deck import Zone
from floorcall._engine.draw_round import DrawRound
from floorcall._engine.handstate import hand_rng
from floorcall._engine.phase import DEALING, DRAWING
from floorcall._engine.placing import burn
from floorcall._engine.settlement import settle
from floorcall._mechanics.seats import clockwise
from floorcall.cards import Card
from floorcall.errors import refused
from floorcall.model.irregularities import StubExhausted

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState

__all__ = ["advance_draw", "begin_draw", "due_drawer", "refill_for"]

# a global for the hot path: a member read off an enum class costs ~30 times more on Python 3.11
_UNKNOWN: Final = Card.UNKNOWN

_DEAD_ZONES = (Zone.MUCK, Zone.BURN, Zone.DISCARD, Zone.ASIDE)


def begin_draw(hand: HandState) -> None:
    """Open the draw of the current street: the live seats discard in turn from the game's first seat."""
    live = hand.live_seats()
    street = hand.stage.street
    first = hand.ask("pick_first_to_act", street)
    order = clockwise(live, first)
    order = order[-1:] + order[:-1] if first in live else order
    previous = hand.draw_round
    size = previous.size if previous else len(hand.ask("plan_street", hand.game.streets[0]).hole)
    refilled = previous is not None and previous.refilled
    number = hand.tracker.open_draw()
    hand.open_draw(DrawRound(number=number, street=street, order=order, size=size, refilled=refilled))
    hand.cursor.begin(hand.cursor.plan, [], burn=False, board=0)
    hand.stage.draw()


def due_drawer(hand: HandState) -> int | None:
    """The seat due to discard in the draw under way, or None when every live seat has."""
    draw = hand.draw_round
    if draw is None or hand.stage.phase is not DRAWING:
        return None
    for seat in draw.order:
        if seat not in draw.thrown and hand.seats[seat].live:
            return seat
    return None


def advance_draw(hand: HandState) -> bool:
    """Move the draw on: to its deal once everyone has discarded, to a stub ruling when the stub runs out.

    :returns: False when the hand must wait (a seat to discard, a ruling given, the hand settled); True when the
        deal's own checks come next.
    :raises InvalidEventError: the ruling on an exhausted stub did not rebuild it.
    """
    stage = hand.stage
    if stage.phase is DRAWING:
        if len(hand.live_seats()) < 2:
            settle(hand)
            return False
        if due_drawer(hand) is not None:
            return False
        _deal_draw(hand)
    draw = hand.draw_round
    if draw is not None and draw.dealing and stage.phase is DEALING and not hand.plain_history:
        cursor = hand.cursor
        if cursor.burn_due and not hand.started.burns_recorded and hand.tracker.stub > 0:
            burn(hand, _UNKNOWN)  # the burn no record shows, once the stub (rebuilt by a ruling) has a card
        owed = len(cursor.queue) - cursor.pos
        if _stub_exhausted(hand, owed):
            if draw.rulings > draw.reshuffles:
                raise refused(
                    "engine.draw_flow.ruling_exhausted_stub_did", "the ruling on the exhausted stub did not rebuild it"
                )
            draw.ruled()
            stub = hand.tracker.stub
            rulings.detected(hand, StubExhausted(street=stage.street, owed=owed, stub=stub, reshuffles=draw.reshuffles))
            return False
    return True


def _deal_draw(hand: HandState) -> None:
    """Every live seat has discarded: plan the burn and each seat's replacements, in draw order."""
    draw = hand.draw_round
    assert draw is not None
    draw.deal()
    hand.stage.deal()
    cursor = hand.cursor
    queue = [
        (seat, False)
        for seat in draw.order
        if hand.seats[seat].live
        for _ in range(max(0, draw.size - len(hand.seats[seat].cards)))
    ]
    burn_due = cursor.plan.burn and (bool(queue) or hand.tracker.stub > 0)
    cursor.begin(cursor.plan, queue, burn=burn_due, board=cursor.board_due)
    if cursor.burn_due and hand.plain_history:  # a record with a rulebook burns in advance, after any stub ruling
        if hand.tracker.stub <= 0:
            _refill(hand)
        burn(hand, _UNKNOWN)


def _stub_exhausted(hand: HandState, owed: int) -> bool:
    """Whether the stub cannot serve the next card of the draw (FACT-7: a last card only if it completes it)."""
    stub = hand.tracker.stub
    if hand.cursor.burn_due:
        return stub <= 0
    return owed > 0 and (stub <= 0 or (stub == 1 and owed > 1))


# -- hand histories: the reshuffle nobody recorded ----------------------------------------------------------------


def refill_for(hand: HandState, card: Card) -> None:
    """Rebuild the stub before a recorded card when the record must have reshuffled.

    That is when the stub is empty, or when a dead card comes again once the stub is short of the cards owed or
    has run out before in this hand (the record's own reshuffles need not fall where floorcall's count puts
    them: it may leave this draw's discards out of the new stub).
    """
    draw = hand.draw_round
    assert draw is not None
    owed = len(hand.cursor.queue) - hand.cursor.pos
    zone, _ = hand.tracker.zone_of(card)
    dead_again = card.is_known and zone in _DEAD_ZONES
    if hand.tracker.stub <= 0 or (dead_again and (hand.tracker.stub < owed or draw.refilled)):
        _refill(hand)


def _refill(hand: HandState) -> None:
    """Every dead card, the current draw's discards included, goes back to the stub (hand histories only)."""
    rng = hand_rng(hand)
    tracker = hand.tracker
    for card in [card for card, (zone, _) in tracker.where.items() if zone in _DEAD_ZONES]:
        tracker.back_to_stub(card, rng)
    in_play = sum(len(seat.cards) for seat in hand.seats.values() if seat.live) + len(tracker.board)
    tracker.set_stub(hand.game.deck.size - in_play)
    if hand.draw_round is not None:
        hand.draw_round.reshuffled(refill=True)
