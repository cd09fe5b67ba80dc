"""Drawing: the draw rounds of draw games, checked discard by discard and card by card.

A street whose plan has ``draw`` set opens with a draw instead of a deal. The live seats discard or stand pat one
at a time (:class:`~floorcall.model.events.Discarded`), starting with the seat the game names first to act on that
street (the first live seat left of the button) and going clockwise. Once every live seat has discarded, one card
is burned (even when everyone stood pat) and each seat, in the same order, is dealt all of his replacements in a row:
as many as bring his hand back to the size of the deal. Then the street's betting opens.

The stub may run out while replacements are owed. Its last card is dealt only when it alone completes the draw;
otherwise the engine reports :class:`~floorcall.model.irregularities.StubExhausted` and the rulebook's ruling
rebuilds the stub (the remedy ``reshuffle_stub_with_muck``). A hand history (``burns_recorded=False``) records no
reshuffle, so there the engine rebuilds the stub itself, without a ruling, once the record deals more cards than the
stub held or deals again a card that was mucked, burned or discarded, the current draw's discards included.

Departures from the procedure are irregularities for the rulebook: a discard out of turn, a second set of discards
from the same seat, a replacement card to the wrong seat, a replacement dealt face up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floorcall._engine import dealing, effects
from floorcall._engine.draw_flow import due_drawer, refill_for
from floorcall._engine.draw_repairs import check_discards, throw
from floorcall._engine.phase import DEALING, DRAWING
from floorcall._engine.rulings import irregular
from floorcall._engine.streets import advance
from floorcall.errors import refused
from floorcall.model.expectations import ExpectDraw
from floorcall.model.irregularities import DiscardsChanged, DrawCardToWrongSeat, DrawOutOfTurn

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState
    from floorcall.model.events import CardDealt, Discarded
    from floorcall.model.rulings import Ruling

__all__ = ["expect_draw", "on_card", "on_discard"]


def expect_draw(hand: HandState) -> ExpectDraw:
    """The seat due to discard next.

    :raises InvalidEventError: no seat is due to draw (the draw is being dealt).
    """
    seat = due_drawer(hand)
    if seat is None:
        raise refused("engine.drawing.seat_due_draw", "no seat is due to draw")
    return ExpectDraw(seat=seat, street=hand.stage.street)


def on_discard(hand: HandState, event: Discarded, recorded: Ruling | None) -> Ruling | None:
    """A seat's discards (or standing pat): thrown when it is his turn, else the irregularity they show.

    :raises InvalidEventError: no draw is under way, the seat holds no live hand or not the cards, or the draw is
        being dealt.
    """
    seat = hand.seat(event.seat)
    draw = hand.draw_round
    street = hand.stage.street
    open_draw = draw is not None and draw.street is street and hand.stage.phase in (DRAWING, DEALING)
    if draw is None or not open_draw:
        raise refused(
            "engine.drawing.seat_discard_now_draw",
            "seat {seat} cannot discard now: no draw is under way",
            seat=event.seat,
        )
    if not seat.live:
        raise refused("engine.drawing.seat_live_hand_draw", "seat {seat} has no live hand to draw to", seat=event.seat)
    previous = draw.thrown.get(event.seat)
    check_discards(hand, seat, event.cards, previous or ())
    if previous is not None:
        later = draw.order[draw.order.index(event.seat) + 1 :]
        changed = DiscardsChanged(
            seat=event.seat,
            street=street,
            before=len(previous),
            after=len(event.cards),
            dealing_begun=draw.dealing,
            later_acted=any(other in draw.thrown for other in later),
        )
        return irregular(hand, event, changed, recorded)
    due = due_drawer(hand)
    if due is None:
        raise refused(
            "engine.drawing.seat_discard_now_draw_2",
            "seat {seat} cannot discard now: the draw is being dealt",
            seat=event.seat,
        )
    if event.seat != due:
        early = DrawOutOfTurn(seat=event.seat, expected_seat=due, street=street, count=len(event.cards))
        return irregular(hand, event, early, recorded)
    hand.log(event)
    throw(hand, event.seat, event.cards)
    advance(hand)
    return None


def on_card(hand: HandState, event: CardDealt, recorded: Ruling | None) -> Ruling | None:
    """A card dealt: a draw's replacement checked against the draw's deal, any other card as the deal checks it."""
    draw = hand.draw_round
    cursor = hand.cursor
    if (
        draw is None
        or not draw.dealing
        or hand.stage.phase is not DEALING
        or cursor.burn_due
        or cursor.pos >= len(cursor.queue)
    ):
        return dealing.on_card(hand, event, recorded)
    if hand.plain_history:
        refill_for(hand, event.card)
    due = cursor.queue[cursor.pos][0]
    receiver = hand.seats.get(event.seat)
    if event.seat != due and receiver is not None and receiver.live and hand.tracker.problem(event.card) is None:
        owed = any(seat == event.seat for seat, _ in cursor.queue[cursor.pos :])
        street = hand.stage.street
        wrong = DrawCardToWrongSeat(seat=event.seat, expected_seat=due, card=event.card, street=street, owed=owed)
        return irregular(hand, event, wrong, recorded, effects.deal_as_dealt(event.seat, event.card, event.face_up))
    return dealing.on_card(hand, event, recorded)
