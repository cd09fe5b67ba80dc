"""The turns of a betting round: the forced bets posted, a round opened, and each action's chips moved.

These change the seats, the chip ledger and the wagering through their methods, and never end a round themselves:
whoever applied the action (the event's handler, or the ruling once its remedies are carried out) ends a round
that is complete (:func:`~floorcall._engine.streets.end_betting`), so that the remedies here need no street to be
planned.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import msgspec

from floorcall._engine.phase import DEALING, DRAWING, SHOWDOWN
from floorcall._engine.placing import muck
from floorcall._engine.wager_reading import action_event, plain_action, read_wager
from floorcall._engine.wager_records import UnnoticedWager
from floorcall._engine.wagers import WagerAction
from floorcall._mechanics.betting import BettingRound, StreetBetting
from floorcall._mechanics.seats import clockwise
from floorcall._mechanics.substantial import ActionInTurn
from floorcall.errors import InvalidEventError, refused
from floorcall.model.events import (
    AnyEvent,
    BetOrRaisedTo,
    BoardCardDealt,
    BringInPosted,
    CardDealt,
    CheckedOrCalled,
    DecisionMade,
    Discarded,
    Folded,
    HandMucked,
    HandShown,
    RulingApplied,
    WagerMade,
)
from floorcall.procedure.openers import blind_posters, button_of

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState
    from floorcall.model.wagers import WagerReading

__all__ = [
    "ACTIONS",
    "ACTION_NAMES",
    "act",
    "correct_taken_wager",
    "must_open",
    "open_round",
    "post_forced_bets",
    "restart_betting",
    "take_action",
    "take_as_made",
    "take_up_round",
]

ACTIONS = (Folded, CheckedOrCalled, BetOrRaisedTo, BringInPosted)
ACTION_NAMES = {
    Folded: "fold",
    CheckedOrCalled: "check_call",
    BetOrRaisedTo: "bet_raise_to",
    BringInPosted: "bring_in",
}


def must_open(spec: StreetBetting) -> StreetBetting:
    """First-round limits when the bring-in card's owner has nothing left after his ante: no one may check."""
    return msgspec.structs.replace(spec, must_open=True)


def post_forced_bets(hand: HandState) -> None:
    """Post the antes, the seats' own antes, the blinds and a big-blind ante, as the stakes name them."""
    stakes = hand.started.stakes
    seats = hand.seats
    if stakes.ante:
        for seat in hand.deal_order:
            seats[seat].put_in(stakes.ante)
    for seat, chips in stakes.seat_antes:
        if seat in seats:
            if stakes.seat_antes_dead:
                seats[seat].put_in_dead(chips)
            else:
                seats[seat].put_in(chips)
    if not stakes.blinds:
        return
    dealt = list(seats)
    posters = blind_posters(dealt, button_of(dealt, hand.started.table.button), len(stakes.blinds))
    for seat, amount in zip(posters, stakes.blinds, strict=False):
        hand.chips.post(seat, seats[seat].put_in(amount))
    if stakes.big_blind_ante and len(stakes.blinds) >= 2:
        seats[posters[1]].put_in_dead(stakes.big_blind_ante)


def open_round(
    hand: HandState, spec: StreetBetting, first: int, bring_in_seat: int | None, live: list[int] | None = None
) -> BettingRound:
    """Open the street's betting round with ``first`` to act; returns it (it may be complete at once).

    :raises InvalidEventError: ``first`` holds no live hand.
    """
    live = hand.live_seats() if live is None else live
    if first not in live:
        raise refused(
            "engine.betting_turns.seat_open_betting_live",
            "seat {first} cannot open the betting: it is not live",
            first=first,
        )
    order = clockwise(live, first)
    order = order[-1:] + order[:-1]
    first_street = hand.stage.street_index == 0
    chips = hand.chips
    wagers = chips.blind_wagers if first_street else {}
    blinds = hand.started.stakes.blinds
    to_call = max(blinds) if first_street and blinds else None
    pot = sum(h.contributed for h in hand.seats.values()) - sum(wagers.values())
    if first_street:
        # a blind posted short still counts in full for pot-limit sizing before the flop (the pot is used for
        # nothing else in a betting round)
        nominal = zip(chips.blind_wagers.values(), blinds, strict=False)
        pot += sum(full - posted for posted, full in nominal if full > posted)
    stacks = {s: hand.seats[s].stack for s in order}
    betting = BettingRound(
        spec,
        order,
        stacks,
        wagers=wagers,
        pot=pot,
        bring_in_seat=bring_in_seat,
        to_call=to_call,
        checked=False,  # built from the hand's own state: valid by construction
    )
    hand.wagering.open(betting, tuple(order))
    return betting


def restart_betting(hand: HandState, first: int) -> None:
    """Open the current betting round again with ``first`` to act (an out-of-turn opener's bet stands).

    :raises InvalidEventError: no round is open, or someone has already acted in it.
    """
    betting = hand.wagering.betting
    if betting is None or betting.has_action:
        raise refused(
            "engine.betting_turns.betting_restart_another_seat",
            "the betting can only restart at another seat before anyone has acted in it",
        )
    open_round(hand, betting.spec, first, None)


def take_action(hand: HandState, event: AnyEvent) -> None:
    """Apply an action event as the current actor's action (used by rulings that let an action stand).

    A ``wager_made`` stands as the plain action it is now (a call, a bet or raise to its total...).

    :raises InvalidEventError: the event is not an action of the current actor, is not legal, or is a wager
        that is no plain action now.
    """
    if isinstance(event, WagerMade):
        event = _wager_as_action(hand, event)
    betting = hand.wagering.betting
    if not isinstance(event, ACTIONS) or betting is None or betting.actor != event.seat:
        raise refused("engine.betting_turns.seat_act_action_stand", "only the seat to act can have an action stand")
    amount = event.amount if isinstance(event, BetOrRaisedTo) else None
    reason = betting.legality(event.seat, ACTION_NAMES[type(event)], amount)
    if reason is not None:
        raise InvalidEventError(reason)
    _note_wager_action(hand, event)
    act(hand, event.seat, event)


def _wager_as_action(hand: HandState, event: WagerMade) -> WagerAction:
    """The plain action a wager made earlier (out of turn) is, read now that its seat is to act.

    :raises InvalidEventError: its seat is not to act, or the wager is not plain now.
    """
    betting = hand.wagering.betting
    if betting is None or betting.actor != event.seat:
        raise refused("engine.betting_turns.seat_act_action_stand", "only the seat to act can have an action stand")
    plain = plain_action(read_wager(betting, event), event.said)
    if plain is None:
        raise refused(
            "engine.betting_turns.seat_s_wager_plain",
            "seat {seat}'s wager is no plain action now: the floor must say what it is",
            seat=event.seat,
        )
    action = action_event(event.seat, *plain)
    events = hand.events
    at = next((i for i in range(len(events) - 1, -1, -1) if events[i] is event), None)
    if at is not None:
        hand.wagering.taken_as(at, action)
    return action


def _note_wager_action(hand: HandState, action: WagerAction) -> None:
    """Note the action a ruling took the seat's unclear wager as, against the wager in the log."""
    events = hand.events
    for at in range(len(events) - 1, -1, -1):
        logged = events[at]
        if isinstance(logged, RulingApplied | DecisionMade):
            continue
        if isinstance(logged, WagerMade) and logged.seat == action.seat:
            hand.wagering.taken_as(at, action, first=True)
        return


def take_as_made(hand: HandState, event: WagerMade, reading: WagerReading) -> None:
    """A wrong-size wager the table took unnoticed plays at the chips put out; a later report is ruled on it."""
    seat = event.seat
    action = BetOrRaisedTo(seat=seat, amount=reading.chips_to)
    at = len(hand.events) - 1
    hand.wagering.taken_as(at, action)
    made = UnnoticedWager(
        seat=seat,
        street=hand.stage.street,
        total=reading.chips_to,
        reading=reading,
        at=at,
        actions=len(hand.wagering.actions_in_turn) + 1,
        street_index=hand.stage.street_index,
    )
    hand.wagering.take_unnoticed(made)
    act(hand, seat, action)


def correct_taken_wager(hand: HandState, seat: int, total: int, made: UnnoticedWager) -> None:
    """Bring a wager the table took unnoticed (``made``) to ``total`` in its own betting round, taken up again if over.

    Up (short of the minimum): chips short of it come from the seat's stack (all in when he holds less); those who
    matched the wrong amount owe the difference and act again, with no new right to raise. Down (over the pot): his
    wager and every call of it are cut back to ``total`` and the chips above go back to their stacks. A round that is
    over is taken up again while the next street has dealt nothing but its burn (:func:`take_up_round`); the caller
    ends the round when the correction completes it.

    :raises InvalidEventError: the wager's round is neither open nor one that can be taken up again, or the seat is
        not in it.
    """
    betting = hand.wagering.betting
    if betting is None:
        betting = take_up_round(hand, made.street_index)
    elif hand.stage.street_index != made.street_index or seat not in betting.wagers:
        raise refused(
            "engine.betting_turns.seat_s_wager_corrected",
            "seat {seat}'s wager can be corrected only while its betting round is open",
            seat=seat,
        )
    for moving, chips in betting.correct_wager(seat, total, made.total).items():
        if chips >= 0:
            hand.seats[moving].wagered(chips)
        else:
            hand.seats[moving].refund(-chips)


#: Events that end the chance to take the last round up again: a card dealt, a discard, a hand shown or mucked.
_PAST_THE_ROUND = (CardDealt, BoardCardDealt, Discarded, HandShown, HandMucked)


def take_up_round(hand: HandState, street_index: int) -> BettingRound:
    """Open the betting round of ``street_index`` again after it closed, to correct a wager made in it.

    Only the round last closed, and only while nothing has happened since but the next street's burn (its deal set
    aside, or a draw not yet begun) or, after the last round, before anyone shows. Seats whose hands are out since
    leave it. The hand goes back to what it interrupted once the round is over again
    (:func:`~floorcall._engine.streets.end_betting`).

    :returns: the round, open again (complete until the correction moves its chips).
    :raises InvalidEventError: that round cannot be taken up again.
    """
    last = hand.wagering.last_round
    phase = hand.stage.phase
    later = hand.events[last[1] :] if last is not None else ()
    if (
        last is None
        or last[0] != street_index
        or phase not in (DEALING, DRAWING, SHOWDOWN)
        or any(isinstance(event, _PAST_THE_ROUND) for event in later)
    ):
        raise refused(
            "engine.betting_turns.round_taken_up_again",
            "the betting of {street} cannot be taken up again: a later card or show came, or it never closed",
            street=hand.game.streets[street_index].value,
        )
    betting = last[2]
    for seat in betting.order:
        if seat not in betting.folded and not hand.seats[seat].live:
            betting.remove(seat)
    if phase is not SHOWDOWN:
        hand.cursor.set_aside()
    hand.stage.begin_street(street_index, hand.game.streets[street_index])
    hand.stage.bet()
    return hand.wagering.take_up(phase)


def act(hand: HandState, seat: int, event: WagerAction) -> None:
    """The seat to act takes ``event``: its chips move, then any action held out of turn that is now due binds."""
    betting = hand.wagering.betting
    assert betting is not None
    _move(hand, betting, seat, event)
    while not betting.is_complete and hand.wagering.held_actions:
        held = _held_action(hand, betting)
        if held is None:
            return
        _move(hand, betting, *held)


def _move(hand: HandState, betting: BettingRound, seat: int, event: WagerAction) -> None:
    held = hand.seats[seat]
    kind = type(event)
    wagering = hand.wagering
    if kind is Folded:
        betting.fold(seat, checked=True)
        held.fold()
        muck(hand, held)
        wagering.acted(ActionInTurn(seat=seat, chips=False, fold=True), aggressor=False)
        return
    if kind is CheckedOrCalled:
        moved = betting.check_or_call(seat, checked=True)
    elif type(event) is BetOrRaisedTo:  # spelled out, not ``kind``, so that mypy narrows ``event``
        moved = betting.bet_or_raise_to(seat, event.amount, checked=True)
    else:
        moved = betting.post_bring_in(seat, checked=True)
    held.wagered(moved)
    wagering.acted(
        ActionInTurn(seat=seat, chips=moved > 0, forced=kind is BringInPosted), aggressor=kind is BetOrRaisedTo
    )


def _held_action(hand: HandState, betting: BettingRound) -> tuple[int, WagerAction] | None:
    """The seat now to act and his action held out of turn, when it binds; None when it lapses or there is none.

    A held fold always binds; a held check, call or raise binds when the wager to match is still the one he saw
    when he acted early, and is dropped (he has every option) when someone bet or raised in between.
    """
    seat = betting.actor
    if seat is None or seat not in hand.wagering.held_actions:
        return None
    event, level = hand.wagering.take_held(seat)
    if isinstance(event, WagerMade) and betting.current_bet == level:
        plain = plain_action(read_wager(betting, event), event.said)
        if plain is None:
            return None  # an unclear wager out of turn does not bind: he has every option
        event = _wager_as_action(hand, event)
    if not isinstance(event, ACTIONS) or not (isinstance(event, Folded) or betting.current_bet == level):
        return None
    amount = event.amount if isinstance(event, BetOrRaisedTo) else None
    if betting.check_legal(seat, ACTION_NAMES[type(event)], amount) is None:
        return seat, event
    return None
