"""The showdown: hands shown or mucked, each show checked against what the seat holds, then the pots awarded.

A show puts the shown faces on the seat's unknown cards; a muck folds the hand, or, for the last live hand, counts
as shown (nobody else can win). Once no live hand is left to show the pots are awarded
(:func:`floorcall._engine.settlement.settle`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floorcall._engine.deck import Zone
from floorcall._engine.phase import OVER, SHOWDOWN
from floorcall._engine.placing import muck
from floorcall._engine.settlement import settle
from floorcall.errors import nrefused, refused
from floorcall.model.events import HandMucked, HandShown

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState
    from floorcall._mechanics.seats import SeatHand
    from floorcall.cards import Card

__all__ = ["check_shown", "on_showdown"]


def on_showdown(hand: HandState, event: HandShown | HandMucked) -> None:
    """A seat shows or mucks its hand (a show before the showdown is allowed once the betting is over).

    :raises InvalidEventError: before the showdown, a seat with no live hand or one already shown, or a show that
        does not match what the seat holds.
    """
    held = hand.seat(event.seat)
    phase = hand.stage.phase
    early_show = isinstance(event, HandShown) and hand.betting_over and phase is not OVER
    if phase is not SHOWDOWN and not early_show:
        raise refused(
            "engine.showdown.seat_show_muck_before",
            "seat {seat} cannot show or muck before the showdown",
            seat=event.seat,
        )
    if not held.live:
        raise refused("engine.showdown.seat_live_hand_show", "seat {seat} has no live hand to show", seat=event.seat)
    if hand.result.is_shown(event.seat, len(held.cards)):
        raise refused(
            "engine.showdown.seat_already_shown_hand", "seat {seat} has already shown his hand", seat=event.seat
        )
    if isinstance(event, HandMucked):
        hand.log(event)
        muck(hand, held)
        if hand.live_seats() == [event.seat]:
            # the last live hand mucked: nobody else can win, so the pots are still his (settled below)
            hand.result.show(event.seat, len(held.cards))
        else:
            held.fold()
    else:
        check_shown(hand, held, event.cards)
        hand.log(event)
        _reveal(hand, held, event.cards)
        hand.result.show(event.seat, len(held.cards))
    if hand.stage.phase is SHOWDOWN and not hand.unshown():
        settle(hand)


def check_shown(hand: HandState, seat: SeatHand, cards: tuple[Card, ...]) -> None:
    """Check a shown hand against what the seat holds: all its cards, or its downcards, in the order dealt.

    :raises InvalidEventError: wrong number of cards, a known card that differs, or a card that is elsewhere.
    """
    held = seat.cards if len(cards) == len(seat.cards) else list(seat.downcards)
    if len(cards) != len(held):
        raise nrefused(
            "engine.showdown.seat_shows_cards_holds",
            "seat {seat} shows {count} card but holds {count_2} (down: {count_3})",
            "seat {seat} shows {count} cards but holds {count_2} (down: {count_3})",
            len(cards),
            seat=seat.seat,
            count=len(cards),
            count_2=len(seat.cards),
            count_3=len(held),
        )
    for shown, known in zip(cards, held, strict=True):
        if known.is_known and shown is not known:
            raise refused(
                "engine.showdown.seat_shows_where_holds",
                "seat {seat} shows {shown} where he holds {known}",
                seat=seat.seat,
                shown=shown,
                known=known,
            )
        if not known.is_known and hand.tracker.problem(shown) is not None:
            if hand.tracker.problem(shown) == "duplicate":
                raise refused(
                    "engine.showdown.seat_shows_duplicate",
                    "seat {seat} shows {shown}, which is duplicate",
                    seat=seat.seat,
                    shown=shown,
                )
            raise refused(
                "engine.showdown.seat_shows_non_standard",
                "seat {seat} shows {shown}, which is non-standard",
                seat=seat.seat,
                shown=shown,
            )


def _reveal(hand: HandState, seat: SeatHand, cards: tuple[Card, ...]) -> None:
    """Put the shown faces on the seat's unknown cards."""
    slots = (
        range(len(seat.cards)) if len(cards) == len(seat.cards) else [i for i, up in enumerate(seat.faces) if not up]
    )
    for index, shown in zip(slots, cards, strict=True):
        if not seat.cards[index].is_known:
            seat.name_card(index, shown)
            hand.tracker.move(shown, Zone.UP if seat.faces[index] else Zone.DOWN, seat.seat)
