"""How the engine carries out the remedies that repair a deal.

They cover cards dealt out of turn, missing cards, boxed cards, premature cards and saved burns.
:mod:`floorcall.remedying` registers these handlers with the others; like them, each runs inside
:meth:`Hand.apply`'s all-or-nothing envelope and raises :class:`~floorcall.errors.InvalidEventError` when the remedy
cannot apply to the hand as it stands.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from floorcall._engine.deck import Zone
from floorcall._engine.handstate import hand_rng
from floorcall._engine.phase import Phase
from floorcall.cards import Card
from floorcall.errors import refused
from floorcall.model.irregularities import AnyIrregularity, BurnOutOfSequence
from floorcall.model.remedies import (
    BurnReplaced,
    CountsAsNextCard,
    DealMissingCard,
    DealSkippedSeatLater,
    DealWithoutBurn,
    RedealBoardStreet,
    ReshufflePrematureCard,
    ScrapBoxedCard,
)
from floorcall.rulekit import street_wagers

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState as Hand

__all__ = ["REPAIR_HANDLERS"]


def _dealt_in(hand: Hand, seat: int) -> None:
    if seat not in hand.seats:
        raise refused(
            "engine.repairs.remedy_names_seat_dealt", "a remedy names seat {seat}, which is not dealt in", seat=seat
        )


def _counts_as_next(hand: Hand, remedy: CountsAsNextCard, irregularity: AnyIrregularity) -> None:
    """Drop the seat's next slot of the deal under way, if it has one (else the card is one too many)."""
    _dealt_in(hand, remedy.seat)
    hand.cursor.drop_next(remedy.seat)


def _deal_skipped_later(hand: Hand, remedy: DealSkippedSeatLater, irregularity: AnyIrregularity) -> None:
    """Move the passed-over seat's due slot to just after its own next slot (or to the end of the street's deal).

    The dealer reaches the seat again in the next round and gives it both cards in a row (two consecutive cards, as
    a button skipped on a pass is completed); with no further round the seat is dealt last.
    """
    _dealt_in(hand, remedy.seat)
    if hand.cursor.due_seat() != remedy.seat:
        raise refused(
            "engine.repairs.deal_skipped_seat_later_seat_seat_due",
            "deal_skipped_seat_later: seat {seat} is not the seat due a card",
            seat=remedy.seat,
        )
    hand.cursor.postpone()


def _deal_missing(hand: Hand, remedy: DealMissingCard, irregularity: AnyIrregularity) -> None:
    """Owe the seat one card now: the next card off the stub goes to it before anything else happens."""
    _dealt_in(hand, remedy.seat)
    if not hand.seats[remedy.seat].live:
        raise refused(
            "engine.repairs.deal_missing_card_seat_live_hand",
            "deal_missing_card: seat {seat} has no live hand",
            seat=remedy.seat,
        )
    hand.cursor.owe(remedy.seat, remedy.face_up)


def _scrap_boxed(hand: Hand, remedy: ScrapBoxedCard, irregularity: AnyIrregularity) -> None:
    """The boxed card leaves the stub for the muck, face up; nobody's due card changes."""
    if hand.tracker.problem(remedy.card) == "duplicate":
        raise refused(
            "engine.repairs.scrap_boxed_card_stub", "scrap_boxed_card: {card} is not in the stub", card=remedy.card
        )
    hand.tracker.take(remedy.card, Zone.MUCK)


def _reshuffle_premature(hand: Hand, remedy: ReshufflePrematureCard, irregularity: AnyIrregularity) -> None:
    """A card set aside as premature goes back into the stub at random (face down).

    A card turned on the board of the street being dealt goes back the same way (turned before its burn, say).
    """
    zone, _ = hand.tracker.zone_of(remedy.card)
    if remedy.card.is_known and zone is Zone.BOARD and not remedy.board:
        _off_board(hand, remedy.card, irregularity, hand_rng(hand))
        return
    if remedy.card.is_known and zone is not Zone.ASIDE:
        raise refused(
            "engine.repairs.reshuffle_premature_card_set_aside",
            "reshuffle_premature_card: {card} is not set aside",
            card=remedy.card,
        )
    rng = hand_rng(hand)
    hand.tracker.back_to_stub(remedy.card, rng)
    if remedy.board:
        _board_back_to_stub(hand, remedy.board, rng)


def _off_board(hand: Hand, card: Card, irregularity: AnyIrregularity, rng: random.Random) -> None:
    """Take the last board card of the street being dealt back into the stub; a burn missed before it is due again."""
    if (
        hand.stage.phase is not Phase.DEALING
        or hand.cursor.board_due >= hand.cursor.plan.board
        or hand.tracker.board[-1] is not card
    ):
        raise refused(
            "engine.repairs.reshuffle_premature_card_board_card_street",
            "reshuffle_premature_card: {card} is not a board card of the street being dealt",
            card=card,
        )
    hand.tracker.board_to_stub(card, rng)
    hand.cursor.owe_board()
    if isinstance(irregularity, BurnOutOfSequence) and irregularity.missed:
        hand.cursor.burn_again()


def _board_back_to_stub(hand: Hand, cards: tuple[Card, ...], rng: random.Random) -> None:
    """Take the street's board cards back into the stub; the street is dealt again as if new (its burn due)."""
    if hand.stage.phase is not Phase.BETTING or street_wagers(hand.view):
        raise refused(
            "engine.repairs.reshuffle_premature_card_board_redealt_before",
            "reshuffle_premature_card: the board is redealt only before anyone acts on it",
        )
    for card in cards:
        if card not in hand.tracker.board:
            raise refused(
                "engine.repairs.reshuffle_premature_card_board",
                "reshuffle_premature_card: {card} is not on the board",
                card=card,
            )
        hand.tracker.board_to_stub(card, rng)
    hand.cursor.owe_board(len(cards))
    hand.wagering.close()
    hand.stage.deal()
    hand.cursor.burn_again()


def _redeal_board_street(hand: Hand, remedy: RedealBoardStreet, irregularity: AnyIrregularity) -> None:
    """The street's board cards go back into the stub at random; the street is burned and dealt again."""
    street_cards = (
        tuple(hand.tracker.board[len(hand.tracker.board) - hand.cursor.plan.board :]) if hand.cursor.plan.board else ()
    )
    cards = remedy.cards or street_cards
    if not street_cards or len(cards) != len(street_cards) or set(cards) != set(street_cards):
        raise refused(
            "engine.repairs.redeal_board_street_name_every_board",
            "redeal_board_street: name every board card of the street under way, and only them",
        )
    _board_back_to_stub(hand, cards, hand_rng(hand))


def _burn_replaced(hand: Hand, remedy: BurnReplaced, irregularity: AnyIrregularity) -> None:
    """The last burn goes back into the stub at random and the street's burn is due again."""
    if (
        hand.stage.phase is not Phase.DEALING
        or hand.cursor.burn_due
        or not hand.tracker.burns
        or hand.tracker.burns[-1] is not remedy.card
    ):
        raise refused(
            "engine.repairs.burn_replaced_burn_street_still",
            "burn_replaced: {card} is not the burn of a street still being dealt",
            card=remedy.card,
        )
    hand.tracker.back_to_stub(hand.tracker.unburn(), hand_rng(hand))
    hand.cursor.burn_again()
    if not hand.started.burns_recorded:
        hand.tracker.burn(Card.UNKNOWN)
        hand.cursor.burned()


def _without_burn(hand: Hand, remedy: DealWithoutBurn, irregularity: AnyIrregularity) -> None:
    """Save one burn for the next street (a second order saves nothing more); a street being redealt skips its own."""
    if hand.stage.phase is Phase.DEALING and hand.cursor.burn_due and hand.cursor.pos >= len(hand.cursor.queue):
        hand.cursor.burned()
        return
    hand.cursor.save_burn(once=True)


REPAIR_HANDLERS: dict[type, Callable[[Hand, object, AnyIrregularity], None]] = {
    CountsAsNextCard: _counts_as_next,  # type: ignore[dict-item]
    DealSkippedSeatLater: _deal_skipped_later,  # type: ignore[dict-item]
    DealMissingCard: _deal_missing,  # type: ignore[dict-item]
    ScrapBoxedCard: _scrap_boxed,  # type: ignore[dict-item]
    ReshufflePrematureCard: _reshuffle_premature,  # type: ignore[dict-item]
    RedealBoardStreet: _redeal_board_street,  # type: ignore[dict-item]
    DealWithoutBurn: _without_burn,  # type: ignore[dict-item]
    BurnReplaced: _burn_replaced,  # type: ignore[dict-item]
}
