"""How the engine carries out rulings: the physical effect of an irregular event, then the ruling's remedies.

Everything here runs inside :meth:`Hand.apply`'s all-or-nothing envelope: a remedy that cannot apply raises
:class:`~floorcall.errors.InvalidEventError` and the hand is put back as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import msgspec

from floorcall._engine.deck import Zone
from floorcall._engine.draw_repairs import DRAW_HANDLERS
from floorcall._engine.handstate import Phase
from floorcall._engine.redress import REDRESS_HANDLERS
from floorcall._engine.repairs import REPAIR_HANDLERS
from floorcall._engine.table_repairs import TABLE_HANDLERS
from floorcall._mechanics.betting import StreetBetting
from floorcall.cards import Card
from floorcall.errors import InvalidEventError, PluginError
from floorcall.model.events import HandMucked
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
    AnyRemedy,
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
from floorcall.model.rulings import Option, Ruling, RulingKind

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState as Hand
    from floorcall._mechanics.pots import Pot
    from floorcall._mechanics.seats import SeatHand

Effect = Callable[["Hand"], None]

# -- physical effects of irregular events ----------------------------------------------------------------------


def set_aside(card: Card) -> Effect:
    """The card came off the stub and is set aside until the ruling says where it goes."""

    def effect(hand: Hand) -> None:
        hand.tracker.take(card, Zone.ASIDE)

    return effect


def deal_as_dealt(seat: int, card: Card, face_up: bool) -> Effect:
    """The card lies where it was dealt: in the due seat's slot, with another seat, or aside if nobody sits there."""

    def effect(hand: Hand) -> None:
        due = hand.cursor.due_seat()
        if seat == due:
            hand.deal(seat, card, face_up)
        elif seat in hand.seats:
            hand.tracker.take(card, Zone.UP if face_up else Zone.DOWN, seat)
            hand.seats[seat].cards.append(card)
            hand.seats[seat].faces.append(face_up)
        else:
            hand.tracker.take(card, Zone.ASIDE)

    return effect


def skip_burn_then_deal(seat: int, card: Card, face_up: bool) -> Effect:
    """A card was dealt where a burn was due: the burn is skipped and the card lies where it was dealt."""
    place = deal_as_dealt(seat, card, face_up)

    def effect(hand: Hand) -> None:
        hand.cursor.burned()
        place(hand)

    return effect


def turn_board(card: Card) -> Effect:
    """The card was turned on the board as the next board card."""

    def effect(hand: Hand) -> None:
        hand.tracker.take(card, Zone.BOARD)
        hand.board.append(card)
        hand.cursor.turned()

    return effect


def skip_burn_then_board(card: Card) -> Effect:
    """A board card was turned where a burn was due."""

    def effect(hand: Hand) -> None:
        hand.cursor.burned()
        turn_board(card)(hand)

    return effect


def burn(card: Card) -> Effect:
    """A burn nobody expected: the card is with the burns."""

    def effect(hand: Hand) -> None:
        hand.tracker.take(card, Zone.BURN)
        hand.burns.append(card)

    return effect


def must_open(spec: StreetBetting) -> StreetBetting:
    """First-round limits when the bring-in card's owner has nothing left after his ante: no one may check."""
    return msgspec.structs.replace(spec, must_open=True)


# -- rulings ------------------------------------------------------------------------------------------------------


def apply_ruling(hand: Hand, ruling: Ruling, irregularity: AnyIrregularity) -> None:
    """Carry out a ruling: its remedies, then what its kind does to the hand (a pending kind makes it wait)."""
    if ruling.kind in (RulingKind.PLAYER_OPTION, RulingKind.FLOOR_DECISION):
        _carry_out(hand, RulingKind.CONTINUE, ruling.remedies, irregularity)
        hand.desk.wait(ruling, irregularity, hand.phase)
        hand.phase = Phase.DECISION
    elif ruling.kind is not RulingKind.REFUSED:
        _carry_out(hand, ruling.kind, ruling.remedies, irregularity)


def apply_option(hand: Hand, option: Option, irregularity: AnyIrregularity) -> None:
    """Carry out the chosen option of a pending decision on the irregularity that caused it."""
    _carry_out(hand, option.kind, option.remedies, irregularity)


def _carry_out(hand: Hand, kind: RulingKind, remedies: tuple[AnyRemedy, ...], irregularity: AnyIrregularity) -> None:
    for index, remedy in enumerate(remedies):
        apply_remedy(hand, remedy, irregularity)
        if isinstance(remedy, SetAsidePrematureCard):
            # The card sits out the next street; what the ruling orders after it waits for the street after that.
            hand.cursor.defer(hand.street_index + 2, remedies[index + 1 :], irregularity)
            break
    if hand.outcome is not None and hand.outcome is not HandOutcome.COMPLETE:
        return
    if kind is RulingKind.VOID:
        return_all_chips(hand)
        hand.finish(HandOutcome.VOID)
    elif kind is RulingKind.MISDEAL:
        return_all_chips(hand)
        hand.finish(HandOutcome.MISDEAL)


def run_deferred(hand: Hand) -> None:
    """Carry out the remedies a ruling left for the street now beginning (called once its plan is set).

    :raises InvalidEventError: a deferred remedy cannot apply to the hand as it stands.
    """
    for _, remedies, irregularity in hand.cursor.take_deferred(hand.street_index):
        for remedy in remedies:
            apply_remedy(hand, remedy, irregularity)


def apply_remedy(hand: Hand, remedy: AnyRemedy, irregularity: AnyIrregularity) -> None:
    """Carry out one remedy.

    :raises InvalidEventError: the remedy names a seat not in the hand or a card that is not where it must be.
    """
    handler = _HANDLERS.get(type(remedy))
    if handler is None:
        raise InvalidEventError(f"the engine cannot apply the remedy {type(remedy).__name__}")
    handler(hand, remedy, irregularity)


def _seat(hand: Hand, seat: int) -> SeatHand:
    found = hand.seats.get(seat)
    if found is None:
        raise InvalidEventError(f"a remedy names seat {seat}, which is not dealt in")
    return found


def _plays_as_upcard(hand: Hand, remedy: PlaysAsUpcard, irregularity: AnyIrregularity) -> None:
    seat = _seat(hand, remedy.seat)
    if isinstance(irregularity, CardToWrongSeat) and irregularity.seat == remedy.seat and seat.cards:
        # A downcard one too many: the dealer turns it up and it plays as the seat's upcard.
        seat.faces[-1] = True
        hand.tracker.move(seat.cards[-1], Zone.UP, remedy.seat)
    elif isinstance(irregularity, DowncardExposed) and irregularity.card in seat.cards:
        # A reported exposure of a card the record holds face down: it is face up now, and plays so.
        index = seat.cards.index(irregularity.card)
        if not seat.faces[index]:
            seat.faces[index] = True
            hand.tracker.move(irregularity.card, Zone.UP, remedy.seat)
    elif isinstance(irregularity, DowncardExposed) and irregularity.card.is_known and Card.UNKNOWN in seat.downcards:
        # a card the record holds unseen (??): the one named takes its place, face up (reveal's way with a shown hand)
        unseen = [i for i, (c, up) in enumerate(zip(seat.cards, seat.faces, strict=True)) if not up and not c.is_known]
        index = irregularity.position - 1 if irregularity.position - 1 in unseen else unseen[-1]
        seat.cards[index], seat.faces[index] = irregularity.card, True
        hand.tracker.move(irregularity.card, Zone.UP, remedy.seat)
    elif not seat.upcards and not isinstance(irregularity, BoxedCardFound):
        raise InvalidEventError(f"plays_as_upcard: seat {remedy.seat} has no exposed card")


def _next_card_down(hand: Hand, remedy: NextCardDown, irregularity: AnyIrregularity) -> None:
    _seat(hand, remedy.seat).next_down = True


def _skip_seat(hand: Hand, remedy: SkipSeatNextRound, irregularity: AnyIrregularity) -> None:
    _seat(hand, remedy.seat)
    if not hand.cursor.drop_next(remedy.seat):
        hand.seats[remedy.seat].skip_next_round = True


def _deal_last(hand: Hand, remedy: DealSeatLastNextRound, irregularity: AnyIrregularity) -> None:
    _seat(hand, remedy.seat).last_next_round = True


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
    seat.dead = True
    hand.tracker_muck(seat)
    hand.cursor.drop(remedy.seat)
    if hand.betting is not None and remedy.seat in hand.betting.wagers:
        hand.betting.remove(remedy.seat)


def _take_last_card(hand: Hand, seat: SeatHand) -> tuple[Card, bool]:
    if not seat.cards:
        raise InvalidEventError(f"seat {seat.seat} holds no card to replace")
    return seat.cards.pop(), seat.faces.pop()


def _replace_from_stub(hand: Hand, remedy: ReplaceFromStub, irregularity: AnyIrregularity) -> None:
    if remedy.seat is None:
        if not hand.board:
            raise InvalidEventError("replace_from_stub: there is no board card to replace")
        hand.tracker.move(hand.board.pop(), Zone.MUCK)
        hand.cursor.owe_board()
        return
    seat = _seat(hand, remedy.seat)
    card, face_up = _take_last_card(hand, seat)
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
            index = seat.cards.index(card)
            del seat.cards[index]
            del seat.faces[index]
            return
    if card in hand.board:
        hand.board.remove(card)


def _card_to_burn(hand: Hand, remedy: CardToBurn, irregularity: AnyIrregularity) -> None:
    zone, _ = hand.tracker.zone_of(remedy.card)
    if remedy.card.is_known and zone is Zone.STUB:
        raise InvalidEventError(f"card_to_burn: {remedy.card} has not come out of the stub")
    if remedy.this_street and not _street_board_card(hand, remedy.card):
        raise InvalidEventError(f"card_to_burn: {remedy.card} is not a board card of the street being dealt")
    if remedy.this_street and hand.phase is Phase.BETTING:  # the street was complete: it is dealt again
        hand.betting = None
        hand.phase = Phase.DEALING
    if remedy.replaced:
        _board_swap(hand, remedy.card, irregularity)
    else:
        _remove_card(hand, remedy.card)
    hand.tracker.move(remedy.card, Zone.BURN)
    hand.burns.append(remedy.card)
    if remedy.this_street:
        hand.cursor.owe_board()
    else:
        hand.cursor.save_burn()


def _street_board_card(hand: Hand, card: Card) -> bool:
    """Whether the card is a board card of the street being dealt, or of the street just dealt before anyone acted."""
    if hand.phase is Phase.DEALING:
        return card in hand.board
    betting = hand.betting
    turned = hand.board[len(hand.board) - hand.cursor.plan.board :] if hand.cursor.plan.board else []
    return hand.phase is Phase.BETTING and betting is not None and not betting.has_action and card in turned


def _board_swap(hand: Hand, card: Card, irregularity: AnyIrregularity) -> None:
    """Put the premature card the irregularity set aside on the board in ``card``'s place (``card`` leaves it).

    :raises InvalidEventError: ``card`` is not on the board or the irregularity set no card aside.
    """
    if not isinstance(irregularity, PrematureCard):
        raise InvalidEventError("card_to_burn: only a premature card set aside can take a board card's place")
    replacement = irregularity.card
    zone, _ = hand.tracker.zone_of(replacement)
    if card not in hand.board or (replacement.is_known and zone is not Zone.ASIDE):
        raise InvalidEventError(f"card_to_burn: {replacement} cannot take the place of {card} on the board")
    hand.board[hand.board.index(card)] = replacement
    hand.tracker.move(replacement, Zone.BOARD)


def _discard(hand: Hand, remedy: DiscardExposedCard, irregularity: AnyIrregularity) -> None:
    zone, _ = hand.tracker.zone_of(remedy.card)
    if remedy.card.is_known and zone is Zone.STUB:
        raise InvalidEventError(f"discard_exposed_card: {remedy.card} has not come out of the stub")
    _remove_card(hand, remedy.card)
    hand.tracker.move(remedy.card, Zone.MUCK)


def _set_aside(hand: Hand, remedy: SetAsidePrematureCard, irregularity: AnyIrregularity) -> None:
    zone, _ = hand.tracker.zone_of(remedy.card)
    if remedy.card.is_known and zone is not Zone.ASIDE:
        raise InvalidEventError(f"set_aside_premature_card: {remedy.card} is not set aside")
    if hand.street_index + 2 >= len(hand.game.streets):
        raise InvalidEventError("set_aside_premature_card: no street is left after the next one to bring it back")


def _back_up(hand: Hand, remedy: BackUpAction, irregularity: AnyIrregularity) -> None:
    if not isinstance(irregularity, ActionOutOfTurn) or irregularity.seat != remedy.seat:
        raise InvalidEventError("back_up_action answers an action out of turn by the same seat")
    if remedy.hold and hand.betting is not None:
        hand.held_actions[remedy.seat] = (hand.events[-2], hand.betting.current_bet)


def _bet_stands(hand: Hand, remedy: BetStands, irregularity: AnyIrregularity) -> None:
    if not isinstance(irregularity, ActionOutOfTurn) or irregularity.seat != remedy.seat:
        raise InvalidEventError("bet_stands answers an action out of turn by the same seat")
    hand.restart_betting(remedy.seat)
    hand.take_action(hand.events[-2])


def return_all_chips(hand: Hand) -> None:
    """Every chip of the hand goes back to whoever put it in (a hand already paid out is paid back first)."""
    settled = hand.outcome is HandOutcome.COMPLETE
    for seat in hand.seats.values():
        if settled:
            seat.stack -= hand.chips.payouts.get(seat.seat, 0) + hand.chips.returned.get(seat.seat, 0)
        seat.stack += seat.contributed
        hand.chips.refund(seat.seat, seat.contributed)
        seat.contributed = 0
        seat.dead_money = 0
    if settled:
        hand.chips.unpay()


def _return_all(hand: Hand, remedy: ReturnAllChips, irregularity: AnyIrregularity) -> None:
    return_all_chips(hand)
    hand.finish(HandOutcome.VOID)


def _redeal(hand: Hand, remedy: RedealExact, irregularity: AnyIrregularity) -> None:
    return_all_chips(hand)
    hand.finish(HandOutcome.MISDEAL)


_HANDLERS: dict[type, Callable[[Hand, object, AnyIrregularity], None]] = {
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
    **REPAIR_HANDLERS,
    **DRAW_HANDLERS,
    **REDRESS_HANDLERS,
    **TABLE_HANDLERS,
    RetrieveMuckedHand: lambda hand, remedy, irregularity: _retrieve(hand, remedy),  # type: ignore[arg-type]
}

# -- showdown -----------------------------------------------------------------------------------------------------


def _retrieve(hand: Hand, remedy: RetrieveMuckedHand) -> None:
    """Take a hand mucked at this showdown back out of the muck: it is live again, its cards his once more."""
    seat = _seat(hand, remedy.seat)
    mucked = any(isinstance(e, HandMucked) and e.seat == remedy.seat for e in hand.events)
    if hand.phase is Phase.SHOWDOWN and not mucked and seat.live:
        return  # the floor was called before his muck was recorded: his hand never left him
    if hand.phase is not Phase.SHOWDOWN or not mucked or not seat.folded or seat.dead:
        raise InvalidEventError(f"seat {remedy.seat} has no hand mucked at this showdown to take back")
    seat.folded = False
    for card, face_up in zip(seat.cards, seat.faces, strict=True):
        hand.tracker.move(card, Zone.UP if face_up else Zone.DOWN, seat.seat)


def check_shown(hand: Hand, seat: SeatHand, cards: tuple[Card, ...]) -> None:
    """Check a shown hand against what the seat holds: all its cards, or its downcards, in the order dealt.

    :raises InvalidEventError: wrong number of cards, a known card that differs, or a card that is elsewhere.
    """
    held = seat.cards if len(cards) == len(seat.cards) else list(seat.downcards)
    if len(cards) != len(held):
        raise InvalidEventError(
            f"seat {seat.seat} shows {len(cards)} cards but holds {len(seat.cards)} ({len(held)} down)"
        )
    for shown, known in zip(cards, held, strict=True):
        if known.is_known and shown is not known:
            raise InvalidEventError(f"seat {seat.seat} shows {shown} where he holds {known}")
        if not known.is_known and hand.tracker.problem(shown) is not None:
            raise InvalidEventError(f"seat {seat.seat} shows {shown}, which is {hand.tracker.problem(shown)}")


def reveal(hand: Hand, seat: SeatHand, cards: tuple[Card, ...]) -> None:
    """Put the shown faces on the seat's unknown cards."""
    slots = (
        range(len(seat.cards)) if len(cards) == len(seat.cards) else [i for i, up in enumerate(seat.faces) if not up]
    )
    for index, shown in zip(slots, cards, strict=True):
        if not seat.cards[index].is_known:
            seat.cards[index] = shown
            hand.tracker.move(shown, Zone.UP if seat.faces[index] else Zone.DOWN, seat.seat)


def check_payouts(
    hand: Hand, payouts: dict[int, int], pots: tuple[Pot, ...], live: set[int], returned: dict[int, int]
) -> None:
    """Check an award before any chip moves: whole chips, none negative, exactly the pots' total, live winners.

    A seat that is not live may appear only to get back chips it has in the pots (a rulebook's settlement rule may
    give back bets the winner cannot take, RROP-A5-4): at most what it put in, less dead money and less the uncalled
    chips already returned to it.

    :param hand: the hand at showdown.
    :param payouts: the award, seat -> chips.
    :param pots: the pots awarded, main pot first.
    :param live: the seats still contesting the pots.
    :param returned: uncalled chips already given back, seat -> chips.
    :raises PluginError: the award breaks one of these, naming the plugin that answered.
    """
    problem = None
    total = sum(pot.amount for pot in pots)
    amounts = payouts.values()
    beyond = sorted(
        seat
        for seat, chips in payouts.items()
        if seat not in live and (seat not in hand.seats or chips > _chips_in_pots(hand.seats[seat], returned))
    )
    if beyond:
        problem = f"awards chips to seats that are not live, beyond what they have in the pots: {beyond}"
    elif any(type(chips) is not int for chips in amounts):
        problem = f"awards something other than whole chips: {payouts}"
    elif any(chips < 0 for chips in amounts):
        problem = "awards a negative amount"
    elif sum(amounts) != total:
        problem = f"awards {sum(amounts)} chips from pots holding {total}"
    if problem:
        plugin = hand.floor.hooks.answerer("floorcall_award_pots", {"hand": hand.view, "pots": pots})
        raise PluginError(plugin, "floorcall_award_pots", ValueError(problem))


def _chips_in_pots(seat: SeatHand, returned: dict[int, int]) -> int:
    return seat.contributed - seat.dead_money - returned.get(seat.seat, 0)
