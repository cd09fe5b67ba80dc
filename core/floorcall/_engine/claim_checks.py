"""The checks of each kind of report against the hand, one function a kind.

Each fails with the report's field and the fact it contradicts; :mod:`floorcall._engine.claims` says what is checked
and why.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from floorcall._engine.claim_checks_opening import check_bring_in, check_limp, check_short_blind, where_card_is
from floorcall._engine.deck import Zone
from floorcall._engine.phase import Phase
from floorcall.cards import Card
from floorcall.model.events import (
    HandMucked,
    RulingApplied,
)
from floorcall.model.irregularities import (
    ActionOutOfTurn,
    BoxedCardFound,
    BurnExposed,
    BurnOutOfSequence,
    ButtonMisplaced,
    CardToWrongSeat,
    DealingFault,
    DeckFouled,
    DowncardExposed,
    DrawCardToWrongSeat,
    DrawOutOfTurn,
    HandMiscalled,
    HandNotTabled,
    ImpossibleCall,
    LevelChanged,
    LimpDisputed,
    NonStandardCard,
    OwnDowncardExposed,
    PenaltySeatDealt,
    ShortBlindCalled,
    ShowOutOfOrder,
    ShowRefused,
    StubExhausted,
    StubShort,
    UpcardsLifted,
    WagerIncorrect,
    WrongBringIn,
    WrongCardCount,
)

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState as Hand
    from floorcall._engine.wager_records import UnnoticedWager

__all__ = ["CHECKS", "Fail", "found_after_the_deal", "unnoticed_wager"]


class Fail(Protocol):
    """Fails a report: ``fail(field, key, **params)`` raises InvalidEventError naming the field and the reason.

    ``key`` is one of :data:`floorcall._engine.claim_reasons.REASONS`, ``params`` its placeholders' values.
    """

    def __call__(self, field: str, key: str, /, **params: object) -> None: ...


def unnoticed_wager(hand: Hand, claim: WagerIncorrect) -> UnnoticedWager | None:
    """The wager the table took unnoticed that the report names, when it has not been ruled on yet."""
    ruled = [
        (event.irregularity.seat, event.irregularity.street, event.irregularity.amount)
        for event in hand.events
        if isinstance(event, RulingApplied)
        and isinstance(event.irregularity, WagerIncorrect)
        and event.irregularity.late is not None
    ]
    for made in hand.wagering.unnoticed_wagers:
        named = (made.seat, made.street, made.total) == (claim.seat, claim.street, claim.amount)
        if named and (made.seat, made.street, made.total) not in ruled:
            return made
    return None


def _check_wager(hand: Hand, claim: WagerIncorrect, fail: Fail) -> None:
    if claim.action != "bet_raise_to":
        fail("action", "wager_reported_afterwards_bet")
    if unnoticed_wager(hand, claim) is None:
        fail("amount", "seat_made_wager_street", seat=claim.seat, amount=claim.amount, street=claim.street.value)


def _check_count(hand: Hand, claim: WrongCardCount, fail: Fail) -> None:
    dealt = len(hand.seats[claim.seat].cards)
    if claim.expected != dealt:
        fail("expected", "seat_been_dealt_cards", seat=claim.seat, dealt=dealt, expected=claim.expected)
    if claim.held == claim.expected:
        fail("held", "seat_holding_cards_wrong", seat=claim.seat, held=claim.held)
    if claim.held < 0:
        fail("held", "seat_hold_fewer_cards")
    extra = claim.held - claim.expected
    if extra > 0 and extra > hand.tracker.stub:
        fail("held", "stub_holds_cards_too", stub=hand.tracker.stub, extra=extra)
    if extra == 1 and claim.card.is_known and hand.tracker.zone_of(claim.card)[0] is not Zone.STUB:
        fail("card", "so_card_too_many", card=claim.card, zone=where_card_is(hand, claim.card))
    if extra > 1 and claim.card.is_known:
        fail("card", "name_card_too_many")


def _check_downcard(hand: Hand, claim: DowncardExposed | OwnDowncardExposed, fail: Fail) -> None:
    unseen = Card.UNKNOWN in hand.seats[claim.seat].downcards  # dealt unseen: the card named is one of those
    in_stub = hand.tracker.zone_of(claim.card)[0] is Zone.STUB
    if claim.card.is_known and hand.tracker.zone_of(claim.card) != (Zone.DOWN, claim.seat) and not (unseen and in_stub):
        fail("card", "downcard_seat", card=claim.card, zone=where_card_is(hand, claim.card), seat=claim.seat)
    if isinstance(claim, DowncardExposed) and hand.game.draws and not claim.initial_deal:
        draw = hand.draw_round
        if draw is None or draw.street is not hand.stage.street:
            fail("initial_deal", "draw_game_card_dealt")


def _check_boxed(hand: Hand, claim: BoxedCardFound, fail: Fail) -> None:
    if claim.count < 1:
        fail("count", "boxed_card_found_least")
    if claim.card.is_known and hand.tracker.zone_of(claim.card)[0] is not Zone.STUB:
        fail("card", "boxed_card_found_stub", card=claim.card, zone=where_card_is(hand, claim.card))


def _check_burn(hand: Hand, claim: BurnExposed, fail: Fail) -> None:
    if claim.card.is_known and hand.tracker.zone_of(claim.card)[0] is not Zone.BURN:
        fail("card", "burn", card=claim.card, zone=where_card_is(hand, claim.card))
    if not hand.tracker.burns:
        fail("card", "card_been_burned_hand")


def _check_burn_sequence(hand: Hand, claim: BurnOutOfSequence, fail: Fail) -> None:
    if claim.card.is_known and hand.tracker.zone_of(claim.card)[0] not in (Zone.BOARD, Zone.UP, Zone.DOWN, Zone.BURN):
        fail("card", "never_dealt", card=claim.card, zone=where_card_is(hand, claim.card))
    if claim.missed and claim.card.is_known and hand.game.board_cards and claim.card not in hand.tracker.board:
        fail("card", "board_card_turned_burn", card=claim.card, zone=where_card_is(hand, claim.card))


def _check_lifted(hand: Hand, claim: UpcardsLifted, fail: Fail) -> None:
    if not hand.seats[claim.seat].upcards:
        fail("seat", "seat_upcard_lift", seat=claim.seat)
    betting = hand.wagering.betting
    if betting is None or betting.actor != claim.seat or betting.options().call <= 0:
        fail("seat", "seat_player_act_facing", seat=claim.seat)


def _check_showdown(
    hand: Hand, claim: ShowOutOfOrder | ShowRefused | HandNotTabled | HandMiscalled, fail: Fail
) -> None:
    """A showdown report needs the hand at its showdown, and its seats where the showdown has them."""
    if hand.stage.phase is not Phase.SHOWDOWN:
        fail("kind", "hand_showdown")
    shown = hand.view.has_shown(claim.seat)
    if isinstance(claim, ShowOutOfOrder):
        due = hand.view.show_first
        if due is None:
            fail("due_seat", "nobody_due_table_first")
        if claim.due_seat != due:
            fail("due_seat", "seat_due_table_first", due=due, due_seat=claim.due_seat)
        if claim.seat == due:
            fail("seat", "seat_due_table_first_already", seat=claim.seat)
        if claim.shown != shown:
            fail("shown", "seat_tabled_hand" if shown else "seat_not_tabled_hand", seat=claim.seat)
    elif isinstance(claim, ShowRefused):
        if claim.seat != hand.view.show_first:
            fail("seat", "seat_player_due_table", seat=claim.seat, show_first=hand.view.show_first)
    elif isinstance(claim, HandNotTabled):
        if shown:
            fail("seat", "seat_tabled_every_card", seat=claim.seat)
        if len(hand.live_seats()) < 2:
            fail("seat", "only_live_hand", seat=claim.seat)
    else:
        _check_miscall(hand, claim, shown, fail)


def _check_miscall(hand: Hand, claim: HandMiscalled, shown: bool, fail: Fail) -> None:
    if not shown:
        fail("seat", "seat_tabled_hand_so", seat=claim.seat)
    if claim.misled is None:
        if claim.misled_identifiable:
            fail("misled_identifiable", "misled_player_named")
        return
    mucked = any(isinstance(e, HandMucked) and e.seat == claim.misled for e in hand.events)
    # heads-up his muck would end the hand, so there it may come with the report (the floor called before it counts)
    mucking = sorted(hand.live_seats()) == sorted((claim.seat, claim.misled)) and not hand.view.has_shown(claim.misled)
    if claim.misled == claim.seat or claim.misled not in hand.seats or not (mucked or mucking):
        fail("misled", "seat_did_muck_hand", misled=claim.misled)


def _check_non_standard(hand: Hand, claim: NonStandardCard, fail: Fail) -> None:
    if claim.card in hand.tracker.members or claim.card is Card.UNKNOWN:
        fail("card", "card_in_deck", card=claim.card, deck_name=hand.game.deck.name)
    if claim.seat is not None and not hand.seats[claim.seat].cards:
        fail("seat", "seat_holds_card_so", seat=claim.seat)


def _check_fouled(hand: Hand, claim: DeckFouled, fail: Fail) -> None:
    if claim.hand_over or claim.next_hand_begun:
        field = "hand_over" if claim.hand_over else "next_hand_begun"
        fail(field, "hand_still_being_played")


def _check_penalty(hand: Hand, claim: PenaltySeatDealt, fail: Fail) -> None:
    if not hand.seats[claim.seat].penalty:
        fail("seat", "seat_serving_penalty", seat=claim.seat)


def _check_stub(hand: Hand, claim: StubShort | StubExhausted, fail: Fail) -> None:
    if claim.stub != hand.tracker.stub:
        fail("stub", "stub_holds_cards", stub=hand.tracker.stub, stub_2=claim.stub)
    if isinstance(claim, StubShort):
        if claim.required <= claim.stub:
            fail("required", "stub_cards_short", stub=claim.stub, required=claim.required)
        if claim.burns != len(hand.tracker.burns):
            fail("burns", "cards_been_burned", count=len(hand.tracker.burns), burns=claim.burns)
        if claim.live != len(hand.live_seats()):
            fail("live", "hands_live", count=len(hand.live_seats()), live=claim.live)


def _check_call(hand: Hand, claim: ImpossibleCall, fail: Fail) -> None:
    if claim.amount > hand.seats[claim.seat].contributed:
        fail(
            "amount",
            "seat_put_chips",
            seat=claim.seat,
            contributed=hand.seats[claim.seat].contributed,
            amount=claim.amount,
        )


def _check_turn(hand: Hand, claim: ActionOutOfTurn | DrawOutOfTurn | DrawCardToWrongSeat, fail: Fail) -> None:
    if claim.seat == claim.expected_seat:
        fail("expected_seat", "seat_act_out_own", seat=claim.seat)


def found_after_the_deal(hand: Hand, claim: CardToWrongSeat) -> bool:
    """Whether the report is of the deal's first card, made once the first deal is out (its betting under way).

    Every seat already holds its cards, so nothing is owed or placed; the rulebook says whether play goes on.
    """
    return claim.first_card and claim.entitled and hand.stage.street_index == 0 and hand.stage.phase is Phase.BETTING


def _check_wrong_seat(hand: Hand, claim: CardToWrongSeat, fail: Fail) -> None:
    entitled = claim.seat in hand.seats and hand.seats[claim.seat].live
    if claim.entitled != entitled:
        fail("entitled", "seat_live_hand" if entitled else "seat_no_live_hand", seat=claim.seat)
    if claim.seat == claim.expected_seat:
        fail("expected_seat", "card_went_seat_due")
    if entitled and found_after_the_deal(hand, claim):
        return
    if claim.card.is_known and hand.tracker.zone_of(claim.card)[0] is not Zone.STUB:
        fail("card", "card_dealt_mistake_came", card=claim.card, zone=where_card_is(hand, claim.card))
    due = hand.cursor.queue[hand.cursor.pos][0] if hand.cursor.pos < len(hand.cursor.queue) else None
    if claim.entitled and (due != claim.expected_seat or hand.cursor.burn_due):
        fail(
            "expected_seat",
            "seat_seat_due_next" if due else "no_seat_due_next",
            expected_seat=claim.expected_seat,
            due=due,
        )


def _check_dealer(hand: Hand, claim: DealingFault, fail: Fail) -> None:
    seats = hand.started.table.seat_numbers
    if claim.proper_dealer is not None and claim.proper_dealer not in seats:
        fail("proper_dealer", "nobody_sits_seat_seats", proper_dealer=claim.proper_dealer, seats=list(seats))


def _check_button(hand: Hand, claim: ButtonMisplaced, fail: Fail) -> None:
    button = hand.started.table.button
    if button is None:
        fail("button", "hand_dealt_without_button")
    if claim.button != button:
        fail("button", "button_hand_seat_seat", button=button, button_2=claim.button)
    if claim.proper_button == claim.button:
        fail("proper_button", "button_seat_already", button=claim.button)


def _check_level(hand: Hand, claim: LevelChanged, fail: Fail) -> None:
    now, new = hand.started.stakes, claim.stakes
    if new == now:
        fail("stakes", "hand_dealt_these_stakes")
    same_shape = (now.bring_in is None) == (new.bring_in is None) and (now.big_bet is None) == (new.big_bet is None)
    if not same_shape or len(now.blinds) != len(new.blinds):
        fail("stakes", "new_level_s_stakes")


CHECKS: dict[type, Callable[[Hand, object, Fail], None]] = {
    WrongCardCount: _check_count,  # type: ignore[dict-item]
    DowncardExposed: _check_downcard,  # type: ignore[dict-item]
    OwnDowncardExposed: _check_downcard,  # type: ignore[dict-item]
    BoxedCardFound: _check_boxed,  # type: ignore[dict-item]
    BurnExposed: _check_burn,  # type: ignore[dict-item]
    BurnOutOfSequence: _check_burn_sequence,  # type: ignore[dict-item]
    NonStandardCard: _check_non_standard,  # type: ignore[dict-item]
    DeckFouled: _check_fouled,  # type: ignore[dict-item]
    PenaltySeatDealt: _check_penalty,  # type: ignore[dict-item]
    StubShort: _check_stub,  # type: ignore[dict-item]
    StubExhausted: _check_stub,  # type: ignore[dict-item]
    ImpossibleCall: _check_call,  # type: ignore[dict-item]
    ActionOutOfTurn: _check_turn,  # type: ignore[dict-item]
    DrawOutOfTurn: _check_turn,  # type: ignore[dict-item]
    DrawCardToWrongSeat: _check_turn,  # type: ignore[dict-item]
    CardToWrongSeat: _check_wrong_seat,  # type: ignore[dict-item]
    DealingFault: _check_dealer,  # type: ignore[dict-item]
    UpcardsLifted: _check_lifted,  # type: ignore[dict-item]
    ButtonMisplaced: _check_button,  # type: ignore[dict-item]
    LevelChanged: _check_level,  # type: ignore[dict-item]
    LimpDisputed: check_limp,  # type: ignore[dict-item]
    ShortBlindCalled: check_short_blind,  # type: ignore[dict-item]
    WrongBringIn: check_bring_in,  # type: ignore[dict-item]
    ShowOutOfOrder: _check_showdown,  # type: ignore[dict-item]
    ShowRefused: _check_showdown,  # type: ignore[dict-item]
    HandNotTabled: _check_showdown,  # type: ignore[dict-item]
    HandMiscalled: _check_showdown,  # type: ignore[dict-item]
    WagerIncorrect: _check_wager,  # type: ignore[dict-item]
}
