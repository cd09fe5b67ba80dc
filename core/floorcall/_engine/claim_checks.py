"""The checks of each kind of report against the hand, one function a kind.

Each fails with the report's field and the fact it contradicts; :mod:`floorcall._engine.claims` says what is checked
and why.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from floorcall._engine.deck import Zone
from floorcall._engine.phase import Phase
from floorcall.cards import Card
from floorcall.model.events import (
    BetOrRaisedTo,
    BringInPosted,
    CheckedOrCalled,
    Folded,
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
from floorcall.ranking import highest_upcard_seat, lowest_upcard_seat

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState as Hand
    from floorcall._engine.wager_records import UnnoticedWager

__all__ = ["CHECKS", "Fail", "unnoticed_wager"]

Fail = Callable[[str, str], None]
"""Fails a report: ``fail(field, reason)`` raises InvalidEventError naming the report's field."""


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
        fail("action", "a wager reported afterwards is a bet or raise the table took as made (bet_raise_to)")
    if unnoticed_wager(hand, claim) is None:
        fail(
            "amount",
            f"seat {claim.seat} made no wager to {claim.amount} on {claim.street.value} street that the table took "
            "unnoticed and nobody has reported yet",
        )


def _check_count(hand: Hand, claim: WrongCardCount, fail: Fail) -> None:
    dealt = len(hand.seats[claim.seat].cards)
    if claim.expected != dealt:
        fail("expected", f"seat {claim.seat} has been dealt {dealt} cards, not {claim.expected}")
    if claim.held == claim.expected:
        fail("held", f"seat {claim.seat} holding {claim.held} cards is no wrong count")
    if claim.held < 0:
        fail("held", "a seat cannot hold fewer than no cards")
    extra = claim.held - claim.expected
    if extra > 0 and extra > hand.tracker.stub:
        fail("held", f"the stub holds {hand.tracker.stub} cards, too few for {extra} extra")
    if extra == 1 and claim.card.is_known and hand.tracker.zone_of(claim.card)[0] is not Zone.STUB:
        fail("card", f"{claim.card} is {_where(hand, claim.card)}, so it cannot be the card one too many")
    if extra > 1 and claim.card.is_known:
        fail("card", "name the card one too many only when there is one")


def _check_downcard(hand: Hand, claim: DowncardExposed | OwnDowncardExposed, fail: Fail) -> None:
    if claim.card.is_known and hand.tracker.zone_of(claim.card) != (Zone.DOWN, claim.seat):
        fail("card", f"{claim.card} is {_where(hand, claim.card)}, not a downcard of seat {claim.seat}")
    if isinstance(claim, DowncardExposed) and hand.game.draws and not claim.initial_deal:
        draw = hand.draw_round
        if draw is None or draw.street is not hand.stage.street:
            fail(
                "initial_deal",
                "in a draw game a card is dealt face up on the initial deal or in a draw, and no draw is being dealt",
            )


def _check_boxed(hand: Hand, claim: BoxedCardFound, fail: Fail) -> None:
    if claim.count < 1:
        fail("count", "a boxed card found is at least one")
    if claim.card.is_known and hand.tracker.zone_of(claim.card)[0] is not Zone.STUB:
        fail("card", f"{claim.card} is {_where(hand, claim.card)}: a boxed card is found in the stub")


def _check_burn(hand: Hand, claim: BurnExposed, fail: Fail) -> None:
    if claim.card.is_known and hand.tracker.zone_of(claim.card)[0] is not Zone.BURN:
        fail("card", f"{claim.card} is {_where(hand, claim.card)}, not a burn")
    if not hand.tracker.burns:
        fail("card", "no card has been burned in this hand")


def _check_burn_sequence(hand: Hand, claim: BurnOutOfSequence, fail: Fail) -> None:
    if claim.card.is_known and hand.tracker.zone_of(claim.card)[0] not in (Zone.BOARD, Zone.UP, Zone.DOWN, Zone.BURN):
        fail("card", f"{claim.card} is {_where(hand, claim.card)}: it was never dealt")
    if claim.missed and claim.card.is_known and hand.game.board_cards and claim.card not in hand.tracker.board:
        fail("card", f"{claim.card} is {_where(hand, claim.card)}, not a board card turned in the burn's place")


def _check_lifted(hand: Hand, claim: UpcardsLifted, fail: Fail) -> None:
    if not hand.seats[claim.seat].upcards:
        fail("seat", f"seat {claim.seat} has no upcard to lift")
    betting = hand.wagering.betting
    if betting is None or betting.actor != claim.seat or betting.options().call <= 0:
        fail("seat", f"seat {claim.seat} is not the player to act facing a bet")


def _check_showdown(
    hand: Hand, claim: ShowOutOfOrder | ShowRefused | HandNotTabled | HandMiscalled, fail: Fail
) -> None:
    """A showdown report needs the hand at its showdown, and its seats where the showdown has them."""
    if hand.stage.phase is not Phase.SHOWDOWN:
        fail("kind", "the hand is not at its showdown")
    shown = hand.view.has_shown(claim.seat)
    if isinstance(claim, ShowOutOfOrder):
        due = hand.view.show_first
        if due is None:
            fail("due_seat", "nobody is due to table first now (a player is all in, or the first to show has shown)")
        if claim.due_seat != due:
            fail("due_seat", f"seat {due} is the one due to table first, not seat {claim.due_seat}")
        if claim.seat == due:
            fail("seat", f"seat {claim.seat} is the one due to table first")
        if claim.shown != shown:
            fail("shown", f"seat {claim.seat} has {'' if shown else 'not '}tabled his hand")
    elif isinstance(claim, ShowRefused):
        if claim.seat != hand.view.show_first:
            fail("seat", f"seat {claim.seat} is not the player due to table first (that is {hand.view.show_first})")
    elif isinstance(claim, HandNotTabled):
        if shown:
            fail("seat", f"seat {claim.seat} has tabled every card of his hand")
        if len(hand.live_seats()) < 2:
            fail("seat", f"seat {claim.seat} holds the only live hand and takes the pot without showing")
    else:
        _check_miscall(hand, claim, shown, fail)


def _check_miscall(hand: Hand, claim: HandMiscalled, shown: bool, fail: Fail) -> None:
    if not shown:
        fail("seat", f"seat {claim.seat} has not tabled his hand, so there is no called hand to read")
    if claim.misled is None:
        if claim.misled_identifiable:
            fail("misled_identifiable", "no misled player is named")
        return
    mucked = any(isinstance(e, HandMucked) and e.seat == claim.misled for e in hand.events)
    if claim.misled == claim.seat or claim.misled not in hand.seats or not mucked:
        fail("misled", f"seat {claim.misled} did not muck his hand at this showdown")


def _check_non_standard(hand: Hand, claim: NonStandardCard, fail: Fail) -> None:
    if claim.card in hand.tracker.members or claim.card is Card.UNKNOWN:
        fail("card", f"{claim.card} is a card of the game's deck ({hand.game.deck.name})")
    if claim.seat is not None and not hand.seats[claim.seat].cards:
        fail("seat", f"seat {claim.seat} holds no card, so the card cannot be in his hand")


def _check_fouled(hand: Hand, claim: DeckFouled, fail: Fail) -> None:
    if claim.hand_over or claim.next_hand_begun:
        field = "hand_over" if claim.hand_over else "next_hand_begun"
        fail(field, "the hand is still being played")


def _check_penalty(hand: Hand, claim: PenaltySeatDealt, fail: Fail) -> None:
    if not hand.seats[claim.seat].penalty:
        fail("seat", f"seat {claim.seat} is not serving a penalty")


def _check_stub(hand: Hand, claim: StubShort | StubExhausted, fail: Fail) -> None:
    if claim.stub != hand.tracker.stub:
        fail("stub", f"the stub holds {hand.tracker.stub} cards, not {claim.stub}")
    if isinstance(claim, StubShort):
        if claim.required <= claim.stub:
            fail("required", f"a stub of {claim.stub} cards is not short of {claim.required}")
        if claim.burns != len(hand.tracker.burns):
            fail("burns", f"{len(hand.tracker.burns)} cards have been burned, not {claim.burns}")
        if claim.live != len(hand.live_seats()):
            fail("live", f"{len(hand.live_seats())} hands are live, not {claim.live}")


def _check_call(hand: Hand, claim: ImpossibleCall, fail: Fail) -> None:
    if claim.amount > hand.seats[claim.seat].contributed:
        fail("amount", f"seat {claim.seat} has put {hand.seats[claim.seat].contributed} chips in, not {claim.amount}")


def _check_turn(hand: Hand, claim: ActionOutOfTurn | DrawOutOfTurn | DrawCardToWrongSeat, fail: Fail) -> None:
    if claim.seat == claim.expected_seat:
        fail("expected_seat", f"seat {claim.seat} cannot act out of his own turn")


def _check_wrong_seat(hand: Hand, claim: CardToWrongSeat, fail: Fail) -> None:
    entitled = claim.seat in hand.seats and hand.seats[claim.seat].live
    if claim.entitled != entitled:
        fail("entitled", f"seat {claim.seat} {'holds' if entitled else 'holds no'} live hand")
    if claim.seat == claim.expected_seat:
        fail("expected_seat", "the card went to the seat it was due to")
    if claim.card.is_known and hand.tracker.zone_of(claim.card)[0] is not Zone.STUB:
        fail("card", f"{claim.card} is {_where(hand, claim.card)}: the card dealt by mistake came off the stub")
    due = hand.cursor.queue[hand.cursor.pos][0] if hand.cursor.pos < len(hand.cursor.queue) else None
    if claim.entitled and (due != claim.expected_seat or hand.cursor.burn_due):
        fail("expected_seat", f"seat {claim.expected_seat} is not the seat due the next card (due: {due or 'none'})")


def _check_dealer(hand: Hand, claim: DealingFault, fail: Fail) -> None:
    seats = hand.started.table.seat_numbers
    if claim.proper_dealer is not None and claim.proper_dealer not in seats:
        fail("proper_dealer", f"nobody sits at seat {claim.proper_dealer} (seats: {list(seats)})")


def _check_button(hand: Hand, claim: ButtonMisplaced, fail: Fail) -> None:
    button = hand.started.table.button
    if button is None:
        fail("button", "this hand is dealt without a button")
    if claim.button != button:
        fail("button", f"the button of this hand is at seat {button}, not seat {claim.button}")
    if claim.proper_button == claim.button:
        fail("proper_button", f"the button is at seat {claim.button} already")


def _check_level(hand: Hand, claim: LevelChanged, fail: Fail) -> None:
    now, new = hand.started.stakes, claim.stakes
    if new == now:
        fail("stakes", "the hand is dealt at these stakes already")
    same_shape = (now.bring_in is None) == (new.bring_in is None) and (now.big_bet is None) == (new.big_bet is None)
    if not same_shape or len(now.blinds) != len(new.blinds):
        fail("stakes", "the new level's stakes do not have this game's forced bets and bet sizes")


def _big_blind(hand: Hand) -> tuple[int, int] | None:
    """The seat that posted the big blind and the level's big blind, in a first betting round with blinds."""
    blinds = hand.started.stakes.blinds
    if hand.stage.street_index != 0 or hand.wagering.betting is None or not blinds or not hand.chips.blind_wagers:
        return None
    posters = list(hand.chips.blind_wagers)
    index = max(range(min(len(posters), len(blinds))), key=lambda i: (blinds[i], i))
    return posters[index], blinds[index]


def _check_limp(hand: Hand, claim: LimpDisputed, fail: Fail) -> None:
    if hand.game.draws != 1:
        fail("seat", f"{hand.game.name} is not a single-draw game")
    big = _big_blind(hand)
    betting = hand.wagering.betting
    if big is None or betting is None:
        fail("street", "limping is a call of the big blind in the first betting round, which is not under way")
        return
    wager = betting.wagers.get(claim.seat, 0)
    if claim.seat == big[0] or wager != big[1] or betting.current_bet != big[1]:
        fail("seat", f"seat {claim.seat} has not come in for just the big blind ({big[1]}) in an unraised pot")


def _check_short_blind(hand: Hand, claim: ShortBlindCalled, fail: Fail) -> None:
    big = _big_blind(hand)
    betting = hand.wagering.betting
    if big is None or betting is None or betting.actor != claim.seat:
        fail("seat", f"seat {claim.seat} is not the player to act in the first betting round")
        return
    if hand.chips.blind_wagers[big[0]] >= big[1]:
        fail("seat", f"the big blind posted the whole {big[1]}, so no short blind is faced")


def _check_bring_in(hand: Hand, claim: WrongBringIn, fail: Fail) -> None:
    """The log must show ``seat`` bringing in, a later seat acting on it, and the door card reported naming the other.

    The engine names the bring-in from the door cards it knows, so the claim holds only where the proper seat's door
    card was unknown to it (``??``); a door card the log knows must be the one reported.
    """
    if not hand.game.upcards or hand.wagering.bring_in_seat is None:
        fail("seat", "no bring-in was posted in this hand")
    if hand.wagering.bring_in_seat != claim.seat:
        fail("seat", f"seat {hand.wagering.bring_in_seat} brought in, not seat {claim.seat}")
    if claim.proper_seat == claim.seat or not hand.seats[claim.proper_seat].upcards:
        fail("proper_seat", f"seat {claim.proper_seat} shows no door card of another player")
    door = hand.seats[claim.proper_seat].upcards[0]
    if door.is_known and door is not claim.card:
        fail("card", f"seat {claim.proper_seat}'s door card is {door}, not {claim.card}")
    if not door.is_known and hand.tracker.zone_of(claim.card)[0] is not Zone.STUB:
        fail("card", f"{claim.card} is {_where(hand, claim.card)}: it cannot be seat {claim.proper_seat}'s door card")
    if _bring_in_by_doors(hand, claim) != claim.proper_seat:
        fail("card", f"with {claim.card} showing, seat {claim.proper_seat} would not have brought in")
    actions = [e.seat for e in hand.events if isinstance(e, _BETTING_ACTIONS)]
    if claim.seat not in actions or all(seat == claim.seat for seat in actions[actions.index(claim.seat) :]):
        fail("seat", "nobody has acted after the bring-in: the action still goes back to the right seat")


_BETTING_ACTIONS = (BringInPosted, BetOrRaisedTo, CheckedOrCalled, Folded)


def _bring_in_by_doors(hand: Hand, claim: WrongBringIn) -> int:
    """The seat whose door card brings in, with ``claim.card`` as ``claim.proper_seat``'s (low-only stud: the high)."""
    doors = {seat: held.upcards[0] for seat, held in hand.seats.items() if held.upcards}
    doors[claim.proper_seat] = claim.card
    known = {seat: card for seat, card in doors.items() if card.is_known}
    pick = highest_upcard_seat if not hand.game.high else lowest_upcard_seat
    return pick(known, ace_low=not hand.game.high)


def _where(hand: Hand, card: Card) -> str:
    zone, seat = hand.tracker.zone_of(card)
    place = {Zone.STUB: "in the stub", Zone.DOWN: "a downcard", Zone.UP: "an upcard", Zone.BOARD: "on the board"}
    text = place.get(zone, f"in the {zone.name.lower()}")
    return f"{text} of seat {seat}" if seat else text


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
    LimpDisputed: _check_limp,  # type: ignore[dict-item]
    ShortBlindCalled: _check_short_blind,  # type: ignore[dict-item]
    WrongBringIn: _check_bring_in,  # type: ignore[dict-item]
    ShowOutOfOrder: _check_showdown,  # type: ignore[dict-item]
    ShowRefused: _check_showdown,  # type: ignore[dict-item]
    HandNotTabled: _check_showdown,  # type: ignore[dict-item]
    HandMiscalled: _check_showdown,  # type: ignore[dict-item]
    WagerIncorrect: _check_wager,  # type: ignore[dict-item]
}
