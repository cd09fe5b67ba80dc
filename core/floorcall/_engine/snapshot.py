"""The floor's quick question: a live hand built from the hand as the floor finds it, through the parts' own methods.

A :class:`~floorcall.model.snapshot.HandSnapshot` says where a hand stands without its history. The hand starts as
every hand does (:class:`~floorcall.model.events.HandStarted`, each seat's chips as they were before the hand:
behind, in front and in the pot), and the :class:`~floorcall.model.events.SnapshotTaken` event that follows puts it
where the snapshot says, part by part: every seat's chips (refunded and put in again as the snapshot has them), the
cards of the streets before this one where the game's plan deals them (unseen ones stay ``??``), the burns and the
board, this street's deal as far as it went (through the deal cursor, so the deal goes on from the next slot), the
folded, tabled and looked-at hands, and the betting round under way (who acts, the bets toward the cap, the last
aggressor). Nothing is replayed and no plugin is told of actions that nobody recorded: substantial action before the
snapshot is the snapshot's word (:attr:`HandView.substantial_action <floorcall.view.HandView.substantial_action>`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floorcall._engine.phase import DEALING
from floorcall._engine.placing import burn, deal, muck, place
from floorcall._engine.settlement import showdown
from floorcall._engine.streets import advance, begin_street
from floorcall._mechanics.betting import BettingRound
from floorcall._mechanics.seats import clockwise
from floorcall.cards import Card
from floorcall.errors import refused
from floorcall.model.events import HandStarted, OptionSetting, SnapshotTaken
from floorcall.model.snapshot import HandSnapshot, SeatNow
from floorcall.table import SeatSetup, Table

if TYPE_CHECKING:
    from floorcall._engine.hand import Hand
    from floorcall._engine.handstate import HandState
    from floorcall._plugins import Floor
    from floorcall.model.procedure import StreetPlan

__all__ = ["hand_from_snapshot", "take_snapshot"]


def hand_from_snapshot(floor: Floor, snapshot: HandSnapshot) -> Hand:
    """A live hand where ``snapshot`` says it stands; it plays on from there.

    :param floor: the plugins in force (the snapshot's game among them).
    :param snapshot: the hand as the floor finds it, checked (``floorcall._app.snapshot_checks.snapshot_problem``).
    :returns: the hand, its log ``[HandStarted, SnapshotTaken]``.
    :raises InvalidEventError: the cards do not fit the game's deal up to the snapshot's street (more cards than it
        deals a seat, or a deal that skipped a seat), or the betting round cannot stand as given.
    """
    from floorcall._engine.hand import Hand

    hand = Hand(floor, _started(floor, snapshot))
    hand.apply(SnapshotTaken(snapshot=snapshot))
    return hand


def _shares(snapshot: HandSnapshot) -> dict[int, int]:
    """Each seat's chips in the pot before this round: its ``in_pot``, or the pot shared among the seats still in."""
    if any(s.in_pot for s in snapshot.seats) or not snapshot.pot:
        return {s.seat: s.in_pot for s in snapshot.seats}
    live = [s.seat for s in snapshot.seats if not s.folded]
    share, odd = divmod(snapshot.pot, len(live))
    return {s.seat: (share + (1 if live.index(s.seat) < odd else 0)) if s.seat in live else 0 for s in snapshot.seats}


def _started(floor: Floor, snapshot: HandSnapshot) -> HandStarted:
    shares = _shares(snapshot)
    seats = tuple(
        SeatSetup(seat=s.seat, stack=s.stack + s.wager + shares[s.seat], present=s.present) for s in snapshot.seats
    )
    return HandStarted(
        game=snapshot.game,
        table=Table(seats=seats, button=snapshot.button),
        stakes=snapshot.stakes,
        options=tuple(OptionSetting(name=k, value=v) for k, v in sorted(snapshot.options.items())),
        rulebook=floor.selection.rulebook,
    )


def take_snapshot(hand: HandState, event: SnapshotTaken) -> None:
    """Put a hand that has just started where its snapshot says (the hand's route for ``snapshot_taken``).

    :raises InvalidEventError: not right after ``hand_started``, or the snapshot does not fit the game's deal.
    """
    if len(hand.events) != 1:
        raise refused(
            "engine.snapshot.first",
            "a snapshot_taken event comes right after hand_started, before anything else",
        )
    snapshot = event.snapshot
    hand.log(event)
    _chips(hand, snapshot)
    index = hand.game.streets.index(snapshot.street)
    seats = {s.seat: s for s in snapshot.seats}
    left = {s.seat: (list(s.downcards), list(s.upcards)) for s in snapshot.seats}
    board = list(snapshot.board)
    burns = snapshot.burns
    for earlier in hand.game.streets[:index]:
        burns -= _earlier_street(hand, hand.ask("plan_street", earlier), left, board, burns)
    if index:
        _fold(hand, seats)
        begin_street(hand, index)
    _deal_on(hand, left, board, burns)
    if not index:
        _fold(hand, seats)
    for seat, (down, up) in left.items():
        if down or up:
            raise refused(
                "engine.snapshot.too_many_cards",
                "seat {seat} holds more cards than {game} deals by {street}",
                seat=seat,
                game=hand.game.name,
                street=snapshot.street.value,
            )
    for now in snapshot.seats:
        if now.looked:
            hand.seats[now.seat].look()
    if snapshot.bring_in is not None:
        hand.wagering.name_bring_in(snapshot.bring_in)
    if snapshot.betting is not None:
        _betting(hand, snapshot)
    elif snapshot.showdown:
        _showdown(hand, snapshot)
    elif hand.stage.phase is DEALING:
        advance(hand)  # a street dealt out and nobody named to act: the betting opens as the game opens it


def _earlier_street(
    hand: HandState, plan: StreetPlan, left: dict[int, tuple[list[Card], list[Card]]], board: list[Card], burns: int
) -> int:
    """A street dealt before the snapshot's: each seat's cards where the plan deals them, its burn, its board cards.

    :returns: the burns it took (0 or 1).
    """
    for face_up in plan.hole:
        for seat in hand.deal_order:
            card = _next(left[seat], face_up)
            if card is not None:
                place(hand, seat, card, face_up)
    burned = 1 if plan.burn and burns else 0
    if burned:
        hand.tracker.burn(Card.UNKNOWN)
    for _ in range(min(plan.board, len(board))):
        hand.tracker.turn(board.pop(0))
    return burned


def _next(left: tuple[list[Card], list[Card]], face_up: bool) -> Card | None:
    cards = left[1] if face_up else left[0]
    return cards.pop(0) if cards else None


def _chips(hand: HandState, snapshot: HandSnapshot) -> None:
    """Every seat's chips as the snapshot has them: what the forced bets took comes back, the snapshot's go in."""
    shares = _shares(snapshot)
    for now in snapshot.seats:
        held = hand.seats[now.seat]
        held.refund_all()
        held.put_in(shares[now.seat] + now.wager)


def _deal_on(hand: HandState, left: dict[int, tuple[list[Card], list[Card]]], board: list[Card], burns: int) -> None:
    """The street under way, dealt as far as it went: its burn, each slot the seats' cards fill in order, its board."""
    cursor = hand.cursor
    if cursor.burn_due and burns:
        burn(hand, Card.UNKNOWN)
    while True:
        slot = cursor.due()
        if slot is None:
            break
        seat, face_up = slot
        card = _next(left[seat], face_up)
        if card is None:
            break
        deal(hand, seat, card, face_up)
    while board and cursor.board_due:
        hand.tracker.turn(board.pop(0))
        cursor.turned()


def _fold(hand: HandState, seats: dict[int, SeatNow]) -> None:
    for seat, now in seats.items():
        held = hand.seats[seat]
        if now.folded and not held.folded:
            held.fold()
            muck(hand, held)


def _betting(hand: HandState, snapshot: HandSnapshot) -> None:
    """The betting round under way: the engine's limits for the street, the snapshot's wagers, bets and next actor."""
    betting = snapshot.betting
    assert betting is not None
    spec = hand.ask("plan_betting", snapshot.street)
    live = hand.live_seats()
    order = clockwise(live, betting.actor)
    order = order[-1:] + order[:-1]
    wagers = {s.seat: s.wager for s in snapshot.seats if s.wager}
    pot = sum(h.contributed for h in hand.seats.values()) - sum(wagers.values())
    stacks = {seat: hand.seats[seat].stack for seat in order}
    try:
        round_ = BettingRound(spec, order, stacks, wagers=wagers, pot=pot)
        level = round_.current_bet
        lower = max((w for w in wagers.values() if w < level), default=0)
        blind = 1 if hand.stage.street_index == 0 and hand.started.stakes.blinds else 0
        last_raise = betting.last_raise if betting.last_raise is not None else max(spec.bet, level - lower)
        acted = [s.seat for s in snapshot.seats if s.acted]
        round_.resume(acted, betting.raises + blind, last_raise if level else None, betting.actor)
    except ValueError as exc:
        raise refused(
            "engine.snapshot.betting", "the betting round cannot stand as given: {error}", error=exc
        ) from None
    hand.stage.bet()
    hand.wagering.open(round_, tuple(order))
    hand.wagering.found_aggressor(betting.last_aggressor)


def _showdown(hand: HandState, snapshot: HandSnapshot) -> None:
    """The showdown: the betting is over; the hands the snapshot says are tabled count as shown."""
    for now in snapshot.seats:
        if now.shown:
            hand.result.show(now.seat, len(hand.seats[now.seat].cards))
    showdown(hand)
