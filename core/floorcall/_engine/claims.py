"""Reports checked against the hand before they are ruled on.

A report (:class:`~floorcall.model.events.IrregularityReported` from the dealer, a player or the floor) states facts
about the hand: a seat, a street, a card, how many cards a seat holds. Where the engine knows the fact itself, the
report must agree with it: a seat that is not dealt in (or holds no live hand where the claim needs one), a street
other than the one under way, a card that is not where the claim puts it, a count of dealt cards the log does not
show, a short stub that is not short. A report that contradicts the hand is bad input, not an irregularity: it
raises :class:`~floorcall.errors.InvalidEventError` naming the report, the field and the fact, and the hand stays
exactly as it was (no ruling is asked for). What the engine cannot see (a card flashed, a player who left his seat,
how many cards a player really holds) is taken as reported.

A card dealt to the wrong player (one entitled to a hand) is dealt in the engine's record as it was at the table: it
comes off the stub into that player's hand, as the event of the deal itself would have put it. A wrong card count
also corrects the engine's record before the ruling is carried out, so that the record matches the table: the
cards a short seat is missing go back on top of the stub (the dealer passed
him over, so they were never his; a remedy that completes him deals them again), and the card a seat holds one too
many comes off the stub into his hand (two cards came off together). So a "short a card" report never leaves a
seat with more cards than the deal gives.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import msgspec

from floorcall._engine.claim_checks import CHECKS, Fail, found_after_the_deal, unnoticed_wager
from floorcall._engine.claim_reasons import reason
from floorcall._engine.placing import place
from floorcall._mechanics.substantial import substantial_action
from floorcall.cards import Card
from floorcall.errors import InvalidEventError, because, framed
from floorcall.model.events import (
    BoardCardDealt,
    CardDealt,
    Discarded,
    HandMucked,
    HandShown,
)
from floorcall.model.irregularities import (
    ActionOutOfTurn,
    AnyIrregularity,
    BurnExposed,
    CardToWrongSeat,
    DeckFouled,
    DiscardsChanged,
    DrawCardToWrongSeat,
    DrawOutOfTurn,
    HandFouled,
    HandMiscalled,
    HandNotTabled,
    ImpossibleCall,
    LimpDisputed,
    NonStandardCard,
    OwnDowncardExposed,
    PlayerAbsent,
    PrematureCard,
    SeatSkipped,
    ShortBlindCalled,
    ShowOutOfOrder,
    ShowRefused,
    UpcardDealtDown,
    UpcardsLifted,
    WagerIncorrect,
    WrongCardCount,
)
from floorcall.model.wagers import WagerSince

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState as Hand

__all__ = ["check_report", "completed_report", "count_correction"]

_SEEN_IN_EVENTS: dict[type, str] = {
    ActionOutOfTurn: "action",
    PrematureCard: "card_dealt or board_card_dealt",
    UpcardDealtDown: "card_dealt",
    DrawOutOfTurn: "discarded",
    DiscardsChanged: "discarded",
    DrawCardToWrongSeat: "card_dealt",
}
"""Irregularities that consist in an event the hand sees (a card dealt, a discard): the event itself is applied and
the engine finds the irregularity in it, with the card's physical effect (set aside, dealt where it went). A report
of one without its event would ask for a remedy about a card or a discard the hand never saw."""

_LIVE_CLAIMS = (
    WrongCardCount,
    OwnDowncardExposed,
    ImpossibleCall,
    DiscardsChanged,
    PlayerAbsent,
    SeatSkipped,
    UpcardsLifted,
    HandFouled,
    LimpDisputed,
    ShortBlindCalled,
    ShowOutOfOrder,
    ShowRefused,
    HandNotTabled,
    HandMiscalled,
)
"""Reports about a seat's own live hand (a folded or dead hand has nothing left to claim about)."""


def check_report(hand: Hand, irregularity: AnyIrregularity) -> None:
    """Check a report's facts against the hand (see the module docstring).

    :param hand: the hand the report is about, as it stands.
    :param irregularity: what is reported.
    :raises InvalidEventError: a fact of the report contradicts the hand; the message names the field.
    """
    fail = _failer(str(type(irregularity).__struct_config__.tag))
    _check_seats(hand, irregularity, fail)
    street = getattr(irregularity, "street", None)
    earlier_street = isinstance(irregularity, BurnExposed | WagerIncorrect)
    if street is not None and street is not hand.stage.street and not earlier_street:
        fail("street", "hand_street", street=hand.stage.street.value, other_street=street.value)
    card = getattr(irregularity, "card", Card.UNKNOWN)
    of_the_deck = not isinstance(irregularity, NonStandardCard | DeckFouled)
    if of_the_deck and card.is_known and card not in hand.tracker.members:
        fail("card", "card_not_in_deck", card=card, deck_name=hand.game.deck.name)
    checker = CHECKS.get(type(irregularity))
    if checker is not None:
        checker(hand, irregularity, fail)
    event = _SEEN_IN_EVENTS.get(type(irregularity))
    if event is not None:
        fail("kind", "hand_finds_itself_event", event=event)


def completed_report(hand: Hand, irregularity: AnyIrregularity) -> AnyIrregularity:
    """The report with what the engine knows filled in (call it after :func:`check_report`).

    For a reported wrong-size wager: its reading as it was made and what happened since
    (:class:`~floorcall.model.wagers.WagerSince`).

    :returns: the irregularity to rule on (the report itself for any other kind).
    """
    if not isinstance(irregularity, WagerIncorrect):
        return irregularity
    made = unnoticed_wager(hand, irregularity)
    assert made is not None  # check_report found it
    later = hand.events[made.at + 1 :]
    betting = hand.wagering.betting
    since = WagerSince(
        next_card=any(isinstance(event, CardDealt | BoardCardDealt | Discarded) for event in later),
        round_over=hand.stage.street_index != made.street_index or betting is None or betting.is_complete,
        substantial_action=substantial_action(hand.wagering.actions_in_turn[made.actions :]),
        seat_folded=not hand.seats[made.seat].live,
        showdown_begun=any(isinstance(event, HandShown | HandMucked) for event in later),
    )
    return msgspec.structs.replace(irregularity, reading=made.reading, late=since)


def count_correction(irregularity: AnyIrregularity) -> Callable[[Hand], None] | None:
    """The correction of the engine's record a reported wrong card count calls for, run before the ruling's remedies.

    :returns: the correction, or None for any other report.
    """
    if isinstance(irregularity, CardToWrongSeat) and irregularity.entitled:
        return _card_to_wrong_seat(irregularity)
    if not isinstance(irregularity, WrongCardCount):
        return None

    def correct(hand: Hand) -> None:
        seat = hand.seats[irregularity.seat]
        for _ in range(irregularity.expected - irregularity.held):  # short: his last cards go back on the stub
            card, _ = seat.give_last()
            hand.tracker.to_top(card)
        for _ in range(irregularity.held - irregularity.expected):  # long: a card came off the stub with his
            card = irregularity.card if irregularity.card.is_known else hand.tracker.top
            place(hand, irregularity.seat, card, False)

    return correct


def _card_to_wrong_seat(claim: CardToWrongSeat) -> Callable[[Hand], None]:
    """The card the dealer gave the wrong player comes off the stub into that player's hand, as if it was dealt.

    Found once the first deal is out, the cards are where the dealer put them: nothing moves.
    """

    def correct(hand: Hand) -> None:
        if found_after_the_deal(hand, claim):
            return
        card = claim.card if claim.card.is_known else hand.tracker.top
        place(hand, claim.seat, card, claim.face_up)

    return correct


def _failer(tag: str) -> Fail:
    def fail(field: str, key: str, /, **params: object) -> None:
        said = reason(key, **params)
        error = InvalidEventError(said)
        english = said.english()
        frame = because(
            "engine.claims.report_refused",
            "{tag} report, field {field}: {reason}; the report is refused",
            tag=tag,
            field=field,
            reason=english,
        )
        framed(error, frame)
        raise error

    return fail


def _check_seats(hand: Hand, irregularity: AnyIrregularity, fail: Fail) -> None:
    """Every seat a report names must be dealt in, except the seat a card went to by mistake (it may be empty)."""
    names = ["seat", "expected_seat", "reported_by", "proper_seat"]
    if isinstance(irregularity, CardToWrongSeat):
        names = ["expected_seat"]
    for name in names:
        seat = getattr(irregularity, name, None)
        if seat is not None and seat not in hand.seats:
            fail(name, "seat_dealt_hand_dealt", seat=seat, seats=list(hand.seats))
    if isinstance(irregularity, _LIVE_CLAIMS) and not hand.seats[irregularity.seat].live:
        fail("seat", "seat_no_live_hand", seat=irregularity.seat)
