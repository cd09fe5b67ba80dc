"""Wagering: actions and wagers as made at the table, checked against the betting round open.

An action in turn that the round allows moves its chips (:mod:`floorcall._engine.betting_turns`) and ends a round it
completes; a wager as made (``wager_made``: words and chip motions) is read, and taken as its plain action when it
is one. An action out of turn, an illegal one, or a wager that is not plain is an irregularity for the rulebook.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floorcall._engine.betting_turns import ACTION_NAMES, act, take_as_made
from floorcall._engine.phase import BETTING
from floorcall._engine.rulings import irregular
from floorcall._engine.streets import close_finished_round
from floorcall._engine.wager_reading import action_event, plain_action, read_total, read_wager
from floorcall.errors import refused
from floorcall.model.events import BetOrRaisedTo
from floorcall.model.irregularities import ActionOutOfTurn, WagerIncorrect, WagerUnclear
from floorcall.model.types import Structure
from floorcall.model.wagers import AnySpeech, SaidPot, SaidRaise, WagerKind, WagerReading

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState
    from floorcall._engine.wagers import WagerAction
    from floorcall.model.events import WagerMade
    from floorcall.model.rulings import Ruling

__all__ = ["on_action", "on_wager", "taken_unnoticed"]


def taken_unnoticed(reading: WagerReading, said: AnySpeech | None) -> bool:
    """Whether a wager marked ``unnoticed`` plays as made.

    It does with no string and no bar, and chips short of a full bet or raise (with no words or "raise"), or short
    of the pot after "pot" in pot limit (a miscount), or in pot limit chips over the pot (with no words or "pot", and
    not one oversized chip): TDA 2024 rules 52-A and 52-B correct each when it is reported later.
    """
    if reading.string or reading.barred is not None or reading.put_forward == 0:
        return False
    if reading.chips_kind is WagerKind.SHORT_RAISE:
        return said is None or isinstance(said, SaidRaise)
    pot_size = reading.max_to
    pot_limit = reading.structure is Structure.POT_LIMIT
    if reading.chips_kind is WagerKind.OVER_LIMIT:
        return pot_limit and not reading.single_chip and (said is None or isinstance(said, SaidPot))
    legal = reading.chips_kind in (WagerKind.BET, WagerKind.MIN_RAISE, WagerKind.RAISE)
    return isinstance(said, SaidPot) and pot_limit and legal and pot_size is not None and reading.chips_to < pot_size


def on_action(hand: HandState, event: WagerAction, recorded: Ruling | None) -> Ruling | None:
    """A fold, check or call, bet or raise, or bring-in: taken when it is the actor's and legal, else ruled on.

    :raises InvalidEventError: no such seat, or no betting round is open.
    """
    seat = event.seat
    hand.seat(seat)
    name = ACTION_NAMES[type(event)]
    amount = event.amount if type(event) is BetOrRaisedTo else None
    betting = hand.wagering.betting
    if hand.stage.phase is not BETTING or betting is None:
        raise refused(
            "engine.wagering.seat_now_betting_round",
            "seat {seat} cannot {action} now: no betting round is open",
            seat=seat,
            action=name.replace("_", "/"),
        )
    actor = betting.actor
    street = hand.stage.street
    if seat != actor:
        oot = ActionOutOfTurn(seat=seat, expected_seat=actor or seat, action=name, amount=amount, street=street)
        return irregular(hand, event, oot, recorded)
    reason = betting.check_legal(seat, name, amount)
    if reason is not None:
        reading = read_total(betting, seat, amount if name == "bet_raise_to" else None)
        wrong = WagerIncorrect(seat=seat, action=name, amount=amount, reason=reason, street=street, reading=reading)
        return irregular(hand, event, wrong, recorded)
    hand.log(event)
    act(hand, seat, event)
    close_finished_round(hand)
    return None


def on_wager(hand: HandState, event: WagerMade, recorded: Ruling | None) -> Ruling | None:
    """A wager as made at the table: taken as its plain action, or put to the floor when it is not plain.

    :raises InvalidEventError: no such seat, a wager with no words and no chips, or no betting round open.
    """
    seat = event.seat
    hand.seat(seat)
    if event.said is None and not event.motions:
        raise refused(
            "engine.wagering.wager_made_seat_said_nothing",
            "wager_made: seat {seat} said nothing and put out no chips: that is no wager",
            seat=seat,
        )
    betting = hand.wagering.betting
    if hand.stage.phase is not BETTING or betting is None:
        raise refused(
            "engine.wagering.seat_wager_now_betting",
            "seat {seat} cannot wager now: no betting round is open",
            seat=seat,
        )
    actor = betting.actor
    street = hand.stage.street
    if seat != actor:
        chips = sum(chip for motion in event.motions for chip in motion.chips)
        name, amount = ("bet_raise_to", betting.wagers.get(seat, 0) + chips) if chips else ("check_call", None)
        oot = ActionOutOfTurn(seat=seat, expected_seat=actor or seat, action=name, amount=amount, street=street)
        return irregular(hand, event, oot, recorded)
    reading = read_wager(betting, event)
    plain = plain_action(reading, event.said)
    if plain is not None and betting.check_legal(seat, plain[0], plain[1]) is None:
        hand.log(event)
        action = action_event(seat, *plain)
        hand.wagering.taken_as(len(hand.events) - 1, action)
        act(hand, seat, action)
        close_finished_round(hand)
        return None
    if event.unnoticed and taken_unnoticed(reading, event.said):
        hand.log(event)
        take_as_made(hand, event, reading)
        close_finished_round(hand)
        return None
    unclear = WagerUnclear(seat=seat, street=street, said=event.said, motions=event.motions, reading=reading)
    return irregular(hand, event, unclear, recorded)
