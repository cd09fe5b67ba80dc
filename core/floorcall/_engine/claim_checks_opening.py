"""The checks of the reports about a first betting round: a limp, a short blind, the wrong seat bringing in.

Each fails with the report's field and the fact it contradicts, as every check of
:mod:`floorcall._engine.claim_checks` does (which lists them all by the kind of report).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floorcall._engine.deck import Zone
from floorcall.cards import Card
from floorcall.model.events import BetOrRaisedTo, BringInPosted, CheckedOrCalled, Folded
from floorcall.model.irregularities import LimpDisputed, ShortBlindCalled, WrongBringIn
from floorcall.procedure.openers import big_blind_index
from floorcall.ranking import highest_upcard_seat, lowest_upcard_seat

if TYPE_CHECKING:
    from floorcall._engine.claim_checks import Fail
    from floorcall._engine.handstate import HandState as Hand

__all__ = ["check_bring_in", "check_limp", "check_short_blind", "where_card_is"]


def _big_blind(hand: Hand) -> tuple[int, int] | None:
    """The seat that posted the big blind and the level's big blind, in a first betting round with blinds.

    The big blind is the one the order of play counts from (:func:`~floorcall.procedure.openers.big_blind_index`): a
    straddle takes its place, a live blind of the same amount posted out of place does not.
    """
    blinds = hand.started.stakes.blinds
    if hand.stage.street_index != 0 or hand.wagering.betting is None or not blinds or not hand.chips.blind_wagers:
        return None
    posters = list(hand.chips.blind_wagers)
    index = big_blind_index(blinds[: len(posters)])
    assert index is not None  # blinds and posters are both non-empty here
    return posters[index], blinds[index]


def check_limp(hand: Hand, claim: LimpDisputed, fail: Fail) -> None:
    if hand.game.draws != 1:
        fail("seat", "single_draw_game", game_name=hand.game.name)
    big = _big_blind(hand)
    betting = hand.wagering.betting
    if big is None or betting is None:
        fail("street", "limping_call_big_blind")
        return
    wager = betting.wagers.get(claim.seat, 0)
    if claim.seat == big[0] or wager != big[1] or betting.current_bet != big[1]:
        fail("seat", "seat_come_just_big", seat=claim.seat, big=big[1])


def check_short_blind(hand: Hand, claim: ShortBlindCalled, fail: Fail) -> None:
    big = _big_blind(hand)
    betting = hand.wagering.betting
    if big is None or betting is None or betting.actor != claim.seat:
        fail("seat", "seat_player_act_first", seat=claim.seat)
        return
    if hand.chips.blind_wagers[big[0]] >= big[1]:
        fail("seat", "big_blind_posted_whole", big=big[1])


def check_bring_in(hand: Hand, claim: WrongBringIn, fail: Fail) -> None:
    """The log must show ``seat`` bringing in, a later seat acting on it, and the door card reported naming the other.

    The engine names the bring-in from the door cards it knows, so the claim holds only where the proper seat's door
    card was unknown to it (``??``); a door card the log knows must be the one reported.
    """
    if not hand.game.upcards or hand.wagering.bring_in_seat is None:
        fail("seat", "bring_posted_hand")
    if hand.wagering.bring_in_seat != claim.seat:
        fail("seat", "seat_brought_seat", bring_in_seat=hand.wagering.bring_in_seat, seat=claim.seat)
    if claim.proper_seat == claim.seat or not hand.seats[claim.proper_seat].upcards:
        fail("proper_seat", "seat_shows_door_card", proper_seat=claim.proper_seat)
    door = hand.seats[claim.proper_seat].upcards[0]
    if door.is_known and door is not claim.card:
        fail("card", "door_card_differs", proper_seat=claim.proper_seat, door=door, card=claim.card)
    if not door.is_known and hand.tracker.zone_of(claim.card)[0] is not Zone.STUB:
        fail(
            "card",
            "not_door_card",
            card=claim.card,
            zone=where_card_is(hand, claim.card),
            proper_seat=claim.proper_seat,
        )
    if _bring_in_by_doors(hand, claim) != claim.proper_seat:
        fail("card", "showing_seat_would_brought", card=claim.card, proper_seat=claim.proper_seat)
    actions = [e.seat for e in hand.events if isinstance(e, _BETTING_ACTIONS)]
    if claim.seat not in actions or all(seat == claim.seat for seat in actions[actions.index(claim.seat) :]):
        fail("seat", "nobody_acted_after_bring")


_BETTING_ACTIONS = (BringInPosted, BetOrRaisedTo, CheckedOrCalled, Folded)


def _bring_in_by_doors(hand: Hand, claim: WrongBringIn) -> int:
    """The seat whose door card brings in, with ``claim.card`` as ``claim.proper_seat``'s (low-only stud: the high)."""
    doors = {seat: held.upcards[0] for seat, held in hand.seats.items() if held.upcards}
    doors[claim.proper_seat] = claim.card
    known = {seat: card for seat, card in doors.items() if card.is_known}
    pick = highest_upcard_seat if not hand.game.high else lowest_upcard_seat
    return pick(known, ace_low=not hand.game.high)


def where_card_is(hand: Hand, card: Card) -> str:
    """Where ``card`` is, as a message's ``zone`` parameter (``"down 3"``, ``"stub"``)."""
    zone, seat = hand.tracker.zone_of(card)
    return f"{zone.name.lower()} {seat}" if seat else zone.name.lower()
