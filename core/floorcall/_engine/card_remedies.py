"""How the engine carries out the remedies that move a hand's cards and seats.

They cover an upcard played, a card replaced, burned or discarded, a hand killed or taken back out of the muck, an
action held or let stand, and a hand ended.

:mod:`floorcall._engine.remedying` registers :data:`CARD_HANDLERS` with the other remedies; like them each runs
inside :meth:`Hand.apply`'s all-or-nothing envelope and raises :class:`~floorcall.errors.InvalidEventError` when the
remedy cannot apply to the hand as it stands.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from floorcall._engine.betting_turns import restart_betting, take_action
from floorcall._engine.deck import Zone
from floorcall._engine.phase import BETTING, DEALING, SHOWDOWN
from floorcall._engine.placing import muck
from floorcall._engine.settlement import finish, return_all_chips
from floorcall.cards import Card
from floorcall.errors import refused
from floorcall.model.events import CardDealt, HandMucked
from floorcall.model.expectations import HandOutcome
from floorcall.model.irregularities import (
    ActionOutOfTurn,
    AnyIrregularity,
    BoxedCardFound,
    CardToWrongSeat,
    DowncardExposed,
    PrematureCard,
    UpcardDealtDown,
)
from floorcall.model.remedies import (
    BackUpAction,
    BetStands,
    CardToBurn,
    DealSeatLastNextRound,
    DiscardExposedCard,
    KillHand,
    NextCardDown,
    PlaysAsUpcard,
    RedealExact,
    ReplaceFromStub,
    RetrieveMuckedHand,
    ReturnAllChips,
    SetAsidePrematureCard,
    SkipSeatNextRound,
)

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState as Hand
    from floorcall._mechanics.seats import SeatHand

__all__ = ["CARD_HANDLERS"]


def _seat(hand: Hand, seat: int) -> SeatHand:
    found = hand.seats.get(seat)
    if found is None:
        raise refused(
            "engine.card_remedies.remedy_names_seat_dealt",
            "a remedy names seat {seat}, which is not dealt in",
            seat=seat,
        )
    return found


def _plays_as_upcard(hand: Hand, remedy: PlaysAsUpcard, irregularity: AnyIrregularity) -> None:
    seat = _seat(hand, remedy.seat)
    if isinstance(irregularity, CardToWrongSeat) and irregularity.seat == remedy.seat and seat.cards:
        # A downcard one too many: the dealer turns it up and it plays as the seat's upcard.
        seat.turn_up(len(seat.faces) - 1)
        hand.tracker.move(seat.cards[-1], Zone.UP, remedy.seat)
    elif isinstance(irregularity, DowncardExposed) and irregularity.card in seat.cards:
        # A reported exposure of a card the record holds face down: it is face up now, and plays so.
        index = seat.cards.index(irregularity.card)
        if not seat.faces[index]:
            seat.turn_up(index)
            hand.tracker.move(irregularity.card, Zone.UP, remedy.seat)
    elif isinstance(irregularity, DowncardExposed) and irregularity.card.is_known and Card.UNKNOWN in seat.downcards:
        # a card the record holds unseen (??): the one named takes its place, face up (reveal's way with a shown hand)
        unseen = [i for i, (c, up) in enumerate(zip(seat.cards, seat.faces, strict=True)) if not up and not c.is_known]
        index = irregularity.position - 1 if irregularity.position - 1 in unseen else unseen[-1]
        seat.name_card(index, irregularity.card)
        seat.turn_up(index)
        hand.tracker.move(irregularity.card, Zone.UP, remedy.seat)
    elif not seat.upcards and not isinstance(irregularity, BoxedCardFound):
        raise refused(
            "engine.card_remedies.plays_as_upcard_seat_exposed_card",
            "plays_as_upcard: seat {seat} has no exposed card",
            seat=remedy.seat,
        )


def _next_card_down(hand: Hand, remedy: NextCardDown, irregularity: AnyIrregularity) -> None:
    _seat(hand, remedy.seat).owe_down()


def _skip_seat(hand: Hand, remedy: SkipSeatNextRound, irregularity: AnyIrregularity) -> None:
    seat = _seat(hand, remedy.seat)
    if not hand.cursor.drop_next(remedy.seat):
        seat.skip_round()


def _deal_last(hand: Hand, remedy: DealSeatLastNextRound, irregularity: AnyIrregularity) -> None:
    _seat(hand, remedy.seat).deal_last()


def _kill_hand(hand: Hand, remedy: KillHand, irregularity: AnyIrregularity) -> None:
    if (
        remedy.seat not in hand.seats
        and isinstance(irregularity, CardToWrongSeat)
        and irregularity.seat == remedy.seat
        and not irregularity.entitled
    ):
        # A hand dealt in front of a seat nobody plays: the card set aside there goes to the muck.
        hand.tracker.move(irregularity.card, Zone.MUCK)
        return
    seat = _seat(hand, remedy.seat)
    if not seat.live:
        return  # a hand already folded or dead has nothing more to lose
    seat.kill()
    muck(hand, seat)
    hand.cursor.drop(remedy.seat)
    hand.wagering.leave_round(remedy.seat)


def _replace_from_stub(hand: Hand, remedy: ReplaceFromStub, irregularity: AnyIrregularity) -> None:
    if remedy.seat is None:
        if not hand.tracker.board:
            raise refused(
                "engine.card_remedies.replace_from_stub_board_card_replace",
                "replace_from_stub: there is no board card to replace",
            )
        hand.tracker.board_to_muck()
        hand.cursor.owe_board()
        return
    seat = _seat(hand, remedy.seat)
    if not seat.cards:
        raise refused(
            "engine.card_remedies.seat_holds_card_replace", "seat {seat} holds no card to replace", seat=seat.seat
        )
    card, face_up = seat.give_last()
    hand.tracker.move(card, Zone.MUCK)
    hand.cursor.owe(remedy.seat, _wanted_face(irregularity, face_up), remedy.after_round)


def _wanted_face(irregularity: AnyIrregularity, face_up: bool) -> bool:
    """The face the procedure wanted for a card the ruling replaces."""
    if isinstance(irregularity, DowncardExposed):
        return False
    if isinstance(irregularity, UpcardDealtDown):
        return True
    return face_up


def _remove_card(hand: Hand, card: Card) -> None:
    for seat in hand.seats.values():
        if card in seat.cards:
            seat.give_at(seat.cards.index(card))
            return
    hand.tracker.leave_board(card)


def _card_to_burn(hand: Hand, remedy: CardToBurn, irregularity: AnyIrregularity) -> None:
    zone, _ = hand.tracker.zone_of(remedy.card)
    if remedy.card.is_known and zone is Zone.STUB:
        raise refused(
            "engine.card_remedies.card_to_burn_come_out_stub",
            "card_to_burn: {card} has not come out of the stub",
            card=remedy.card,
        )
    if remedy.this_street and not _street_board_card(hand, remedy.card):
        if not _dealt_in_burns_place(hand, remedy.card):
            raise refused(
                "engine.card_remedies.card_to_burn_board_card_street",
                "card_to_burn: {card} is not a board card of the street being dealt",
                card=remedy.card,
            )
        _seat_card_to_burn(hand, remedy.card)
        return
    if remedy.this_street and hand.stage.phase is BETTING:  # the street was complete: it is dealt again
        hand.wagering.close()
        hand.stage.deal()
    if remedy.replaced:
        _board_swap(hand, remedy.card, irregularity)
    else:
        _remove_card(hand, remedy.card)
    hand.tracker.to_burns(remedy.card)
    if remedy.this_street:
        hand.cursor.owe_board()
    else:
        hand.cursor.save_burn()


def _street_board_card(hand: Hand, card: Card) -> bool:
    """Whether the card is a board card of the street being dealt, or of the street just dealt before anyone acted."""
    board = hand.tracker.board
    if hand.stage.phase is DEALING:
        return card in board
    betting = hand.wagering.betting
    turned = board[len(board) - hand.cursor.plan.board :] if hand.cursor.plan.board else []
    return hand.stage.phase is BETTING and betting is not None and not betting.has_action and card in turned


def _dealt_in_burns_place(hand: Hand, card: Card) -> bool:
    """Whether ``card`` is the card the event being ruled dealt to a seat where a stud street's burn was due.

    The engine finds a skipped burn on the street's first card, before any seat has had a card of the street.
    """
    event = hand.events[-2] if len(hand.events) > 1 else None  # the irregular event, logged before its ruling
    return isinstance(event, CardDealt) and event.card == card and hand.stage.phase is DEALING


def _seat_card_to_burn(hand: Hand, card: Card) -> None:
    """The card dealt in the burn's place becomes the burn; a seat whose turn it took is dealt the next card.

    Dealt to the seat that was due, it took that seat's turn, which is owed again; dealt to another seat (one out of
    turn, one whose hand is folded) or to an empty seat (set aside), it took nobody's turn, and the seat due still is.
    """
    cursor = hand.cursor
    held = next((number for number, seat in hand.seats.items() if seat.cards and seat.cards[-1] == card), None)
    if held is not None:
        hand.seats[held].give_last()
        if cursor.pos == 1 and cursor.queue[0][0] == held:  # the street's first slot was his: owed again
            cursor.owe(held, cursor.queue[0][1])
    hand.tracker.to_burns(card)


def _board_swap(hand: Hand, card: Card, irregularity: AnyIrregularity) -> None:
    """Put the premature card the irregularity set aside on the board in ``card``'s place (``card`` leaves it).

    :raises InvalidEventError: ``card`` is not on the board or the irregularity set no card aside.
    """
    if not isinstance(irregularity, PrematureCard):
        raise refused(
            "engine.card_remedies.card_to_burn_premature_card_set",
            "card_to_burn: only a premature card set aside can take a board card's place",
        )
    replacement = irregularity.card
    zone, _ = hand.tracker.zone_of(replacement)
    if card not in hand.tracker.board or (replacement.is_known and zone is not Zone.ASIDE):
        raise refused(
            "engine.card_remedies.card_to_burn_take_place_board",
            "card_to_burn: {replacement} cannot take the place of {card} on the board",
            replacement=replacement,
            card=card,
        )
    hand.tracker.swap_board(card, replacement)


def _discard(hand: Hand, remedy: DiscardExposedCard, irregularity: AnyIrregularity) -> None:
    zone, _ = hand.tracker.zone_of(remedy.card)
    if remedy.card.is_known and zone is Zone.STUB:
        raise refused(
            "engine.card_remedies.discard_exposed_card_come_out_stub",
            "discard_exposed_card: {card} has not come out of the stub",
            card=remedy.card,
        )
    _remove_card(hand, remedy.card)
    hand.tracker.move(remedy.card, Zone.MUCK)


def _set_aside(hand: Hand, remedy: SetAsidePrematureCard, irregularity: AnyIrregularity) -> None:
    zone, _ = hand.tracker.zone_of(remedy.card)
    if remedy.card.is_known and zone is not Zone.ASIDE:
        raise refused(
            "engine.card_remedies.set_aside_premature_card_set_aside",
            "set_aside_premature_card: {card} is not set aside",
            card=remedy.card,
        )
    if hand.stage.street_index + 2 >= len(hand.game.streets):
        raise refused(
            "engine.card_remedies.set_aside_premature_card_street_left_after",
            "set_aside_premature_card: no street is left after the next one to bring it back",
        )


def _back_up(hand: Hand, remedy: BackUpAction, irregularity: AnyIrregularity) -> None:
    if not isinstance(irregularity, ActionOutOfTurn) or irregularity.seat != remedy.seat:
        raise refused(
            "engine.card_remedies.back_up_action_answers_action_out",
            "back_up_action answers an action out of turn by the same seat",
        )
    betting = hand.wagering.betting
    if remedy.hold and betting is not None:
        hand.wagering.hold(remedy.seat, hand.events[-2], betting.current_bet)


def _bet_stands(hand: Hand, remedy: BetStands, irregularity: AnyIrregularity) -> None:
    if not isinstance(irregularity, ActionOutOfTurn) or irregularity.seat != remedy.seat:
        raise refused(
            "engine.card_remedies.bet_stands_answers_action_out",
            "bet_stands answers an action out of turn by the same seat",
        )
    restart_betting(hand, remedy.seat)
    take_action(hand, hand.events[-2])


def _return_all(hand: Hand, remedy: ReturnAllChips, irregularity: AnyIrregularity) -> None:
    return_all_chips(hand)
    finish(hand, HandOutcome.VOID)


def _redeal(hand: Hand, remedy: RedealExact, irregularity: AnyIrregularity) -> None:
    return_all_chips(hand)
    finish(hand, HandOutcome.MISDEAL)


def _retrieve(hand: Hand, remedy: RetrieveMuckedHand, irregularity: AnyIrregularity) -> None:
    """Take a hand mucked at this showdown back out of the muck: it is live again, its cards his once more."""
    seat = _seat(hand, remedy.seat)
    mucked = any(isinstance(e, HandMucked) and e.seat == remedy.seat for e in hand.events)
    if hand.stage.phase is SHOWDOWN and not mucked and seat.live:
        return  # the floor was called before his muck was recorded: his hand never left him
    if hand.stage.phase is not SHOWDOWN or not mucked or not seat.folded or seat.dead:
        raise refused(
            "engine.card_remedies.seat_hand_mucked_showdown",
            "seat {seat} has no hand mucked at this showdown to take back",
            seat=remedy.seat,
        )
    seat.unfold()
    for card, face_up in zip(seat.cards, seat.faces, strict=True):
        hand.tracker.move(card, Zone.UP if face_up else Zone.DOWN, seat.seat)


CARD_HANDLERS: dict[type, Callable[[Hand, object, AnyIrregularity], None]] = {
    PlaysAsUpcard: _plays_as_upcard,  # type: ignore[dict-item]
    NextCardDown: _next_card_down,  # type: ignore[dict-item]
    SkipSeatNextRound: _skip_seat,  # type: ignore[dict-item]
    DealSeatLastNextRound: _deal_last,  # type: ignore[dict-item]
    KillHand: _kill_hand,  # type: ignore[dict-item]
    ReplaceFromStub: _replace_from_stub,  # type: ignore[dict-item]
    CardToBurn: _card_to_burn,  # type: ignore[dict-item]
    DiscardExposedCard: _discard,  # type: ignore[dict-item]
    SetAsidePrematureCard: _set_aside,  # type: ignore[dict-item]
    BackUpAction: _back_up,  # type: ignore[dict-item]
    BetStands: _bet_stands,  # type: ignore[dict-item]
    ReturnAllChips: _return_all,  # type: ignore[dict-item]
    RedealExact: _redeal,  # type: ignore[dict-item]
    RetrieveMuckedHand: _retrieve,  # type: ignore[dict-item]
}
