"""Dealing: each card, burn and board card checked against the street's plan, and the irregularities they show.

A card that is the one the deal expects (the due seat's, its due face, a card of the stub) goes into its slot and
the deal advances (:func:`floorcall._engine.streets.advance`). Any other card, burn or board card is an
irregularity for the rulebook (:func:`floorcall._engine.rulings.irregular`), with the card's physical effect
(:mod:`floorcall._engine.effects`), or bad input when it cannot be (a burn outside the game's deck, an unknown board
card where the engine knows the stub).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from floorcall._engine import effects
from floorcall._engine.phase import BETTING, DEALING, SHOWDOWN
from floorcall._engine.placing import burn, deal
from floorcall._engine.rulings import irregular
from floorcall._engine.streets import advance
from floorcall.cards import Card
from floorcall.errors import refused
from floorcall.model.irregularities import (
    AnyIrregularity,
    BurnOutOfSequence,
    CardToWrongSeat,
    DeckFouled,
    DowncardExposed,
    FoulReason,
    NonStandardCard,
    PrematureCard,
    UpcardDealtDown,
)
from floorcall.model.types import MAX_SEATS

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState
    from floorcall.model.events import BoardCardDealt, CardBurned, CardDealt
    from floorcall.model.rulings import Ruling

__all__ = ["due_face", "on_board", "on_burn", "on_card"]

# a global for the hot path: reading a member off an enum class costs ~30 times more on Python 3.11
_UNKNOWN: Final = Card.UNKNOWN


def due_face(hand: HandState, seat: int, face_up: bool) -> bool:
    """The face the seat's due card must come with: face up as planned unless a ruling owes it a downcard."""
    return face_up and not hand.seats[seat].next_down


def on_card(hand: HandState, event: CardDealt, recorded: Ruling | None) -> Ruling | None:
    """A card dealt to a seat: into its slot when due, else the irregularity it shows.

    :raises InvalidEventError: no such seat, every card has been dealt, or the card is ``??`` where the engine
        knows the stub (a hand started from a shuffle or a given stub order).
    """
    seat, card = event.seat, event.card
    if _deals_as_due(hand, seat, card, event.face_up):  # the usual case, checked in one place
        hand.log(event)
        deal(hand, seat, card, event.face_up)
        advance(hand)
        return None
    if not 1 <= seat <= MAX_SEATS:
        raise refused(
            "engine.dealing.seat_exist_seats_numbered",
            "seat {seat} does not exist: seats are numbered 1 to {max_seat}",
            seat=seat,
            max_seat=MAX_SEATS,
        )
    phase = hand.stage.phase
    street = hand.stage.street
    if phase is SHOWDOWN:
        raise refused("engine.dealing.every_card_been_dealt", "every card has been dealt; the hand is at showdown")
    if card is _UNKNOWN and hand.initial_order is not None:
        raise refused(
            "engine.dealing.card_dealt_event_field_card_known",
            "card_dealt event, field card: '??' where the card must be known: the engine shuffled this deck, "
            "so the card dealt is the stub's top card ({top})",
            top=hand.tracker.top,
        )
    cursor = hand.cursor
    problem = hand.tracker.problem(card)
    if problem == "duplicate":
        zone, where = hand.tracker.zone_of(card)
        detail = f"{card} is already in {zone.name.lower()}" + (f" at seat {where}" if where else "")
        return irregular(hand, event, DeckFouled(reason=FoulReason.DUPLICATE, card=card, detail=detail), recorded)
    if phase is BETTING and cursor.pos >= len(cursor.queue):  # no card owed by a ruling
        premature = PrematureCard(card=card, seat=seat, street=street)
        return irregular(hand, event, premature, recorded, effects.set_aside(card))
    if problem == "non-standard":
        strange = NonStandardCard(card=card, seat=seat, street=street)
        return irregular(hand, event, strange, recorded, effects.deal_as_dealt(seat, card, event.face_up))
    if cursor.burn_due or cursor.pos >= len(cursor.queue):
        return _unexpected_card(hand, event, recorded)
    due_seat, due_up = cursor.queue[cursor.pos]
    face_up = due_face(hand, due_seat, due_up)
    if seat != due_seat:
        wrong = CardToWrongSeat(
            seat=seat,
            expected_seat=due_seat,
            card=card,
            street=street,
            first_card=hand.stage.street_index == 0 and cursor.pos == 0,
            entitled=seat in hand.seats and hand.seats[seat].live,
            face_up=event.face_up,
        )
        return irregular(hand, event, wrong, recorded, effects.deal_as_dealt(seat, card, event.face_up))
    if event.face_up != face_up:
        return _face_error(hand, event, recorded)
    hand.log(event)
    deal(hand, seat, card, face_up)
    advance(hand)
    return None


def _deals_as_due(hand: HandState, seat: int, card: Card, face_up: bool) -> bool:
    """Whether a card is the one the deal expects: the due seat's, its due face, and a card of the stub.

    The same conditions the full checks of :func:`on_card` come to for such a card, asked at once.
    """
    cursor = hand.cursor
    position = cursor.pos
    if hand.stage.phase is not DEALING or cursor.burn_due or position >= len(cursor.queue):
        return False
    due_seat, due_up = cursor.queue[position]
    if seat != due_seat or face_up is not (due_up and not hand.seats[seat].next_down):
        return False
    if card is _UNKNOWN:  # a placeholder only where the engine does not know the stub's order
        return hand.initial_order is None
    tracker = hand.tracker
    return card in tracker.members and card not in tracker.where


def _unexpected_card(hand: HandState, event: CardDealt, recorded: Ruling | None) -> Ruling:
    street = hand.stage.street
    if hand.cursor.burn_due:
        missed = BurnOutOfSequence(street=street, missed=True, card=event.card)
        effect = effects.skip_burn_then_deal(event.seat, event.card, event.face_up)
        return irregular(hand, event, missed, recorded, effect)
    premature = PrematureCard(card=event.card, seat=event.seat, street=street)
    return irregular(hand, event, premature, recorded, effects.set_aside(event.card))


def _face_error(hand: HandState, event: CardDealt, recorded: Ruling | None) -> Ruling:
    position = len(hand.seats[event.seat].cards) + 1
    street, initial = hand.stage.street, hand.initial_deal
    wrong: AnyIrregularity
    if event.face_up:
        wrong = DowncardExposed(
            seat=event.seat, card=event.card, street=street, initial_deal=initial, position=position
        )
    else:
        wrong = UpcardDealtDown(seat=event.seat, street=street, initial_deal=initial)
    return irregular(hand, event, wrong, recorded, effects.deal_as_dealt(event.seat, event.card, event.face_up))


def on_burn(hand: HandState, event: CardBurned, recorded: Ruling | None) -> Ruling | None:
    """A card burned: the street's burn when due, else the irregularity it shows.

    :raises InvalidEventError: the card is not in the game's deck, or is ``??`` where the engine knows the stub.
    """
    if event.card is _UNKNOWN and hand.initial_order is not None:
        raise refused(
            "engine.dealing.card_burned_event_field_card_known",
            "card_burned event, field card: '??' where the card must be known: the engine shuffled this deck, "
            "so the card burned is the stub's top card ({top})",
            top=hand.tracker.top,
        )
    problem = hand.tracker.problem(event.card)
    if problem == "non-standard":
        raise refused(
            "engine.dealing.card_burned_event_field_card",
            "card_burned event, field card: {card} is not in the game's deck ({deck_name}); a burn comes off the stub",
            card=event.card,
            deck_name=hand.game.deck.name,
        )
    if problem == "duplicate":
        fouled = DeckFouled(reason=FoulReason.DUPLICATE, card=event.card, detail=f"{event.card} burned again")
        return irregular(hand, event, fouled, recorded)
    if hand.stage.phase is not DEALING or not hand.cursor.burn_due:
        extra = BurnOutOfSequence(street=hand.stage.street, missed=False, card=event.card)
        return irregular(hand, event, extra, recorded, effects.burn(event.card))
    hand.log(event)
    burn(hand, event.card)
    advance(hand)
    return None


def on_board(hand: HandState, event: BoardCardDealt, recorded: Ruling | None) -> Ruling | None:
    """A board card turned: the street's next board card when due, else the irregularity it shows.

    :raises InvalidEventError: an unknown card (``??``) where the engine shuffled the stub and knows the card.
    """
    card = event.card
    tracker, cursor, street = hand.tracker, hand.cursor, hand.stage.street
    if card is Card.UNKNOWN and hand.initial_order is not None:
        raise refused(
            "engine.dealing.board_card_dealt_event_field_card",
            "board_card_dealt event, field card: '??' where the card must be known: the engine shuffled this deck, "
            "so the card turned is the stub's top card ({top})",
            top=tracker.top,
        )
    problem = tracker.problem(card)
    if problem == "duplicate":
        fouled = DeckFouled(reason=FoulReason.DUPLICATE, card=card, detail=f"{card} is already out")
        return irregular(hand, event, fouled, recorded)
    due = hand.stage.phase is DEALING and cursor.pos >= len(cursor.queue) and cursor.board_due > 0
    if problem == "non-standard" and due:
        return irregular(hand, event, NonStandardCard(card=card, street=street), recorded, effects.turn_board(card))
    if not due or cursor.burn_due:
        if cursor.burn_due and cursor.pos >= len(cursor.queue):
            missed = BurnOutOfSequence(street=street, missed=True, card=card)
            return irregular(hand, event, missed, recorded, effects.skip_burn_then_board(card))
        premature = PrematureCard(card=card, street=street)
        return irregular(hand, event, premature, recorded, effects.set_aside(card))
    hand.log(event)
    tracker.turn(card)
    cursor.turned()
    advance(hand)
    return None
