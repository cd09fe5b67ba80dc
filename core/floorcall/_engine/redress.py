"""How the engine carries out the remedies that reshape a hand: reshuffles, a shared card, moved or refunded hands.

They cover a stub too short for the last street (burns shuffled back, one shared card), a hand that passes from one
seat to another, a card turned up at random, a dead seat that still posts the bring-in, a wager corrected, a player
held all in for the pot, and chips given back to a player who leaves the hand or whose call is void.
:mod:`floorcall.remedying` registers these handlers with the others; like them each runs inside
:meth:`Hand.apply`'s all-or-nothing envelope and raises :class:`~floorcall.errors.InvalidEventError` when the remedy
cannot apply to the hand as it stands.

Where a remedy needs chance (a reshuffle, a card picked at random) it draws from :func:`hand_rng`, a generator
seeded from the hand's number and the length of its log, so that replaying the log repeats the same outcome.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from floorcall._engine.betting_turns import correct_taken_wager, take_action
from floorcall._engine.deck import Zone
from floorcall._engine.handstate import hand_rng
from floorcall._engine.phase import Phase
from floorcall._engine.placing import muck
from floorcall._engine.settlement import finish, return_all_chips, settle, showdown
from floorcall._engine.wager_reading import action_event
from floorcall.errors import nrefused, refused
from floorcall.model.events import BetOrRaisedTo
from floorcall.model.expectations import HandOutcome
from floorcall.model.irregularities import (
    AnyIrregularity,
    CardToWrongSeat,
    ImpossibleCall,
    WagerIncorrect,
    WagerUnclear,
)
from floorcall.model.remedies import (
    AllInForPot,
    BurnAndDealCommunity,
    CorrectWager,
    DealerHandToSkippedSeat,
    DealToEachSeat,
    PostsBringIn,
    RedealByProperDealer,
    RefundCall,
    ReshuffleStubWithBurns,
    SlideCardsBack,
    TurnRandomCardUp,
    WagerStandsAs,
    WithdrawWithRefund,
)

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState as Hand
    from floorcall._mechanics.seats import SeatHand

__all__ = ["REDRESS_HANDLERS", "hand_rng"]


def _live_seat(hand: Hand, seat: int, remedy: str) -> SeatHand:
    found = hand.seats.get(seat)
    if found is None or not found.live:
        raise refused(
            "engine.redress.seat_live_hand", "{remedy}: seat {seat} has no live hand", remedy=remedy, seat=seat
        )
    return found


def _street_needs(hand: Hand) -> int:
    """Cards the rest of the street still takes off the stub, its reserve included."""
    return hand.cursor.stub_needs()


def _reshuffle_with_burns(hand: Hand, remedy: ReshuffleStubWithBurns, irregularity: AnyIrregularity) -> None:
    """The last ``count`` burns go back into the stub at random places (face down)."""
    if remedy.count < 1 or remedy.count > len(hand.tracker.burns):
        raise nrefused(
            "engine.redress.reshuffle_stub_with_burns_burns_asked_taken",
            "reshuffle_stub_with_burns: {count} burn asked for (burned so far: {count_2})",
            "reshuffle_stub_with_burns: {count} burns asked for (burned so far: {count_2})",
            remedy.count,
            count=remedy.count,
            count_2=len(hand.tracker.burns),
        )
    rng = hand_rng(hand)
    for _ in range(remedy.count):
        hand.tracker.back_to_stub(hand.tracker.unburn(), rng)


def _deal_to_each(hand: Hand, remedy: DealToEachSeat, irregularity: AnyIrregularity) -> None:
    """Keep the street's plan; the stub must now hold its burn, a card per seat and the reserve."""
    if hand.tracker.stub < _street_needs(hand):
        raise nrefused(
            "engine.redress.deal_to_each_seat_stub_holds_cards",
            "deal_to_each_seat: the stub holds {stub} card, too few for the street",
            "deal_to_each_seat: the stub holds {stub} cards, too few for the street",
            hand.tracker.stub,
            stub=hand.tracker.stub,
        )


def _community_card(hand: Hand, remedy: BurnAndDealCommunity, irregularity: AnyIrregularity) -> None:
    """Replace the street's own cards by one shared card turned after the burn."""
    hand.cursor.only_board(1)
    if hand.tracker.stub < int(hand.cursor.burn_due) + 1:
        raise refused(
            "engine.redress.burn_and_deal_community_stub_give_burn",
            "burn_and_deal_community: the stub cannot give a burn and a shared card",
        )


def _redeal_by(hand: Hand, remedy: RedealByProperDealer, irregularity: AnyIrregularity) -> None:
    """Give every chip back and end the hand as a misdeal that the named seat deals again."""
    if remedy.dealer not in hand.started.table.seat_numbers:
        raise refused(
            "engine.redress.redeal_by_proper_dealer_nobody_sits_seat",
            "redeal_by_proper_dealer: nobody sits at seat {dealer}",
            dealer=remedy.dealer,
        )
    hand.next_deal.dealt_by(remedy.dealer)
    return_all_chips(hand)
    finish(hand, HandOutcome.MISDEAL)


def _dealer_hand_to(hand: Hand, remedy: DealerHandToSkippedSeat, irregularity: AnyIrregularity) -> None:
    """The skipped seat takes over the dealer's cards and his place in the deal; the dealer sits the hand out.

    Cards the log shows for the skipped seat were never physically his: they go back to the stub.
    """
    skipped = _live_seat(hand, remedy.seat, "dealer_hand_to_skipped_seat")
    dealer = _live_seat(hand, remedy.dealer, "dealer_hand_to_skipped_seat")
    if remedy.seat == remedy.dealer:
        raise refused(
            "engine.redress.dealer_hand_to_skipped_seat_dealer_seat_skipped",
            "dealer_hand_to_skipped_seat: the dealer cannot be the seat he skipped",
        )
    rng = hand_rng(hand)
    for card in skipped.cards:
        hand.tracker.back_to_stub(card, rng)
    skipped.take_over(dealer)
    for card, up in zip(skipped.cards, skipped.faces, strict=True):
        hand.tracker.move(card, Zone.UP if up else Zone.DOWN, remedy.seat)
    dealer.kill()
    hand.cursor.hand_over(remedy.seat, remedy.dealer)


def _turn_random_up(hand: Hand, remedy: TurnRandomCardUp, irregularity: AnyIrregularity) -> None:
    """Turn one of the seat's face-down cards (among his last ``from_last``) face up, picked by the hand's rng."""
    seat = _live_seat(hand, remedy.seat, "turn_random_card_up")
    first = len(seat.cards) - remedy.from_last if remedy.from_last > 0 else 0
    down = [i for i in range(max(first, 0), len(seat.cards)) if not seat.faces[i]]
    if not down:
        raise refused(
            "engine.redress.turn_random_card_up_seat_face_down",
            "turn_random_card_up: seat {seat} has no face-down card to turn",
            seat=remedy.seat,
        )
    index = hand_rng(hand).choice(down)
    seat.turn_up(index)
    hand.tracker.move(seat.cards[index], Zone.UP, remedy.seat)


def _posts_bring_in(hand: Hand, remedy: PostsBringIn, irregularity: AnyIrregularity) -> None:
    """Name the seat that posts the bring-in for its upcard even though its hand is dead."""
    if remedy.seat not in hand.seats or hand.stage.street_index != 0 or hand.wagering.betting is not None:
        raise refused(
            "engine.redress.posts_bring_in_seat_post_bring",
            "posts_bring_in: seat {seat} cannot post the bring-in now",
            seat=remedy.seat,
        )
    hand.wagering.force_bring_in(remedy.seat)


def _correct_wager(hand: Hand, remedy: CorrectWager, irregularity: AnyIrregularity) -> None:
    """Let the seat's wrong wager stand at the corrected total (a reported one: in its own round, where it stands)."""
    made = None
    if isinstance(irregularity, WagerIncorrect) and irregularity.late is not None:
        key = (irregularity.seat, irregularity.street, irregularity.amount)
        made = next(
            (made for made in hand.wagering.unnoticed_wagers if (made.seat, made.street, made.total) == key), None
        )
    late = isinstance(irregularity, WagerIncorrect) and irregularity.late is not None
    if not isinstance(irregularity, WagerIncorrect) or irregularity.seat != remedy.seat or (late and made is None):
        raise refused(
            "engine.redress.correct_wager_answers_incorrect_wager",
            "correct_wager answers an incorrect wager by the same seat",
        )
    if made is not None:
        correct_taken_wager(hand, remedy.seat, remedy.amount, made)
    else:
        take_action(hand, BetOrRaisedTo(seat=remedy.seat, amount=remedy.amount))


def _wager_stands_as(hand: Hand, remedy: WagerStandsAs, irregularity: AnyIrregularity) -> None:
    """Take the seat's unclear or incorrect wager as the ruled action.

    Only the ruled total leaves his stack, so chips he put forward beyond it go back and chips short of it are added
    from his stack.
    """
    if not isinstance(irregularity, WagerUnclear | WagerIncorrect) or irregularity.seat != remedy.seat:
        raise refused(
            "engine.redress.wager_stands_as_answers_unclear_incorrect",
            "wager_stands_as answers an unclear or incorrect wager by the same seat",
        )
    take_action(hand, action_event(remedy.seat, remedy.action, remedy.to))


def _all_in_for_pot(hand: Hand, remedy: AllInForPot, irregularity: AnyIrregularity) -> None:
    """Hold the seat's chips behind out of the hand; :meth:`finish` gives them back."""
    seat = _live_seat(hand, remedy.seat, "all_in_for_pot")
    if hand.wagering.betting is not None:
        raise refused(
            "engine.redress.all_in_for_pot_player_declares_himself",
            "all_in_for_pot: a player declares himself all in for the pot before the betting",
        )
    hand.chips.hold_out(remedy.seat, seat.hold_out())


def _leave_hand(hand: Hand, seat: SeatHand) -> None:
    seat.fold()
    muck(hand, seat)
    hand.cursor.drop(seat.seat)
    hand.wagering.leave_round(seat.seat, folded_too=False)


def _withdraw(hand: Hand, remedy: WithdrawWithRefund, irregularity: AnyIrregularity) -> None:
    """The seat takes back every chip he put in and leaves the hand (only while no betting round is open)."""
    seat = _live_seat(hand, remedy.seat, "withdraw_with_refund")
    if hand.wagering.betting is not None:
        raise refused(
            "engine.redress.withdraw_with_refund_player_withdraws_while",
            "withdraw_with_refund: a player withdraws while the cards are dealt, not in a round",
        )
    seat.refund_all()
    _leave_hand(hand, seat)


def _refund_call(hand: Hand, remedy: RefundCall, irregularity: AnyIrregularity) -> None:
    """Give the caller his call back and take his hand out of the pot; settle if one hand is left."""
    if not isinstance(irregularity, ImpossibleCall) or irregularity.seat != remedy.seat:
        raise refused(
            "engine.redress.refund_call_answers_impossible_call",
            "refund_call answers an impossible call by the same seat",
        )
    seat = _live_seat(hand, remedy.seat, "refund_call")
    if hand.stage.phase is not Phase.SHOWDOWN or not 0 < remedy.amount <= seat.contributed - seat.dead_money:
        raise refused(
            "engine.redress.refund_call_seat_call_take",
            "refund_call: seat {seat} has no call of {amount} to take back now",
            seat=remedy.seat,
            amount=remedy.amount,
        )
    seat.refund(remedy.amount)
    _leave_hand(hand, seat)
    hand.result.unshow(remedy.seat)
    if len(hand.live_seats()) < 2:
        settle(hand)
    else:
        showdown(hand)


def _slide_back(hand: Hand, remedy: SlideCardsBack, irregularity: AnyIrregularity) -> None:
    """Move a card dealt past the skipped seat back to him, into his slot of the deal.

    Answering a report made after the deal (the log already gives every seat the card meant for it), it changes
    nothing.
    """
    if not isinstance(irregularity, CardToWrongSeat):
        return
    if irregularity.expected_seat != remedy.seat or remedy.seat != _due_seat(hand):
        raise refused(
            "engine.redress.slide_cards_back_seat_seat_card",
            "slide_cards_back: seat {seat} is not the seat the card was due to",
            seat=remedy.seat,
        )
    holder = hand.seats.get(irregularity.seat)
    if holder is None or not holder.cards:
        raise refused(
            "engine.redress.slide_cards_back_card_dealt_past",
            "slide_cards_back: the card dealt past the seat is not with another seat",
        )
    card, face_up = holder.give_last()
    hand.seats[remedy.seat].receive(card, face_up)
    hand.tracker.move(card, Zone.UP if face_up else Zone.DOWN, remedy.seat)
    hand.cursor.dealt()


def _due_seat(hand: Hand) -> int | None:
    return hand.cursor.due_seat()


REDRESS_HANDLERS: dict[type, Callable[[Hand, object, AnyIrregularity], None]] = {
    ReshuffleStubWithBurns: _reshuffle_with_burns,  # type: ignore[dict-item]
    DealToEachSeat: _deal_to_each,  # type: ignore[dict-item]
    BurnAndDealCommunity: _community_card,  # type: ignore[dict-item]
    RedealByProperDealer: _redeal_by,  # type: ignore[dict-item]
    DealerHandToSkippedSeat: _dealer_hand_to,  # type: ignore[dict-item]
    TurnRandomCardUp: _turn_random_up,  # type: ignore[dict-item]
    PostsBringIn: _posts_bring_in,  # type: ignore[dict-item]
    CorrectWager: _correct_wager,  # type: ignore[dict-item]
    WagerStandsAs: _wager_stands_as,  # type: ignore[dict-item]
    AllInForPot: _all_in_for_pot,  # type: ignore[dict-item]
    WithdrawWithRefund: _withdraw,  # type: ignore[dict-item]
    RefundCall: _refund_call,  # type: ignore[dict-item]
    SlideCardsBack: _slide_back,  # type: ignore[dict-item]
}
