"""Reading a wager by the betting structure's arithmetic: what the chips and the words amount to.

:func:`read_wager` turns a :class:`~floorcall.model.events.WagerMade` into a
:class:`~floorcall.model.wagers.WagerReading` (the call, the smallest full raise, what the chips make, what the 50%
standard holds them to); :func:`plain_action` says which action a wager plainly is, or None when the floor must
say. Neither knows a rulebook: where the books differ on what an unclear wager is, the rulebook rules.
"""

from __future__ import annotations

import msgspec

from floorcall._mechanics.betting import BettingRound
from floorcall._mechanics.betting_limits import BET_RAISE_TO, BRING_IN, CHECK_CALL
from floorcall.errors import nrefused
from floorcall.model.events import BetOrRaisedTo, BringInPosted, CheckedOrCalled, Folded, WagerMade
from floorcall.model.wagers import (
    AnySpeech,
    SaidAllIn,
    SaidCall,
    SaidCheck,
    SaidTotal,
    WagerBar,
    WagerKind,
    WagerReading,
)

__all__ = ["action_event", "kind_of", "plain_action", "read_total", "read_wager"]

_RAISES = (WagerKind.BET, WagerKind.MIN_RAISE, WagerKind.RAISE)


def read_wager(betting: BettingRound, event: WagerMade) -> WagerReading:
    """Read the wager of the seat to act.

    :param betting: the open betting round; ``event.seat`` must be its actor.
    :param event: the wager as made.
    :returns: the reading (chips throughout, totals for the round).
    :raises InvalidEventError: the chips put forward are more than the seat holds behind.
    """
    seat = event.seat
    chips = tuple(chip for motion in event.motions for chip in motion.chips)
    put_forward = sum(chips)
    if put_forward > betting.stacks[seat]:
        held = betting.stacks[seat]
        raise nrefused(
            "engine.wager_reading.wager_made_seat_put_forward",
            "wager_made: seat {seat} put forward {put_forward} chip but holds {held} behind",
            "wager_made: seat {seat} put forward {put_forward} chips but holds {held} behind",
            put_forward,
            seat=seat,
            put_forward=put_forward,
            held=held,
        )
    string = any(motion.returned for motion in event.motions[:-1])
    spoke_first = event.said is None or not chips or event.spoke_first
    return _read(betting, seat, put_forward, chips, string=string, spoke_first=spoke_first)


def read_total(betting: BettingRound, seat: int, total: int | None) -> WagerReading:
    """Read a wager stated as a plain total for the round (a hand history's amount), which may exceed his chips.

    A check or call (``total`` None) reads as no chips put forward.

    :param betting: the open betting round; ``seat`` must be its actor.
    """
    put_forward = max((total or 0) - betting.wagers[seat], 0)
    chips = (put_forward,) if put_forward else ()
    return _read(betting, seat, put_forward, chips, string=False, spoke_first=True)


def _read(
    betting: BettingRound, seat: int, put_forward: int, chips: tuple[int, ...], *, string: bool, spoke_first: bool
) -> WagerReading:
    options = betting.options()
    in_front, stack = betting.wagers[seat], betting.stacks[seat]
    call_to = in_front + (options.bring_in if options.bring_in is not None else options.call)
    if options.bet_to:
        raises = [total for total in options.bet_to if total > call_to]
        min_raise_to, max_to = (raises[0], raises[-1]) if raises else (None, None)
    else:
        min_raise_to, max_to = options.min_to, options.max_to
    facing = options.call
    chips_to = in_front + put_forward
    bar = betting.raise_bar(seat)
    reading = WagerReading(
        structure=betting.spec.structure,
        barred=None if bar is None else WagerBar(bar),
        in_front=in_front,
        stack=stack,
        facing=facing,
        call_to=call_to,
        min_raise_to=min_raise_to,
        max_to=max_to,
        pot=betting.pot + sum(betting.wagers.values()),
        bring_in=options.bring_in,
        completes=options.bring_in is not None or betting.sizing.completion_pending,
        put_forward=put_forward,
        chips_to=chips_to,
        chips_kind=WagerKind.CHECK,
        fifty_percent_to=chips_to,
        all_needed=facing > 0 and put_forward - min(chips, default=0) < facing,
        single_chip=len(chips) == 1,
        string=string,
        spoke_first=spoke_first,
    )
    kind = kind_of(reading, chips_to, fixed=bool(options.bet_to), legal=options.bet_to)
    return _with_kind(reading, kind)


def kind_of(reading: WagerReading, total: int, *, fixed: bool = False, legal: tuple[int, ...] = ()) -> WagerKind:
    """What a total wager for the round is by the arithmetic of the reading's round.

    :param reading: the round's figures for the seat.
    :param total: the total to classify, in chips.
    :param fixed: True in fixed limit, where only the totals in ``legal`` are bets or raises.
    """
    if total > reading.all_in_to and (reading.max_to is None or reading.max_to >= reading.all_in_to):
        return WagerKind.OVER_STACK  # past a limit below his stack (fixed limit, pot limit) it is over the limit
    if total <= reading.in_front:
        return WagerKind.CHECK if reading.facing == 0 and reading.bring_in is None else WagerKind.CALL
    if total <= reading.call_to:
        return WagerKind.BRING_IN if reading.bring_in is not None else WagerKind.CALL
    if total == reading.all_in_to and (reading.min_raise_to is None or total <= reading.min_raise_to):
        return WagerKind.ALL_IN
    least, most = reading.min_raise_to, reading.max_to
    if least is None or most is None or total > most:
        return WagerKind.OVER_LIMIT
    if total < least or (fixed and total not in legal):
        return WagerKind.SHORT_RAISE
    if total == reading.all_in_to:
        return WagerKind.ALL_IN
    opening = reading.facing == 0 and reading.bring_in is None and reading.in_front == 0
    if opening:
        return WagerKind.BET
    return WagerKind.MIN_RAISE if total == least else WagerKind.RAISE


def _with_kind(reading: WagerReading, kind: WagerKind) -> WagerReading:
    fifty = reading.chips_to
    least = reading.min_raise_to
    if kind is WagerKind.SHORT_RAISE and least is not None:
        full = least - reading.call_to
        added = reading.chips_to - reading.call_to
        fifty = least if reading.facing == 0 or 2 * added >= full else reading.call_to
    elif kind is WagerKind.OVER_LIMIT:
        fifty = reading.max_to if reading.max_to is not None else reading.call_to
    elif kind is WagerKind.OVER_STACK:
        fifty = reading.all_in_to
    elif kind is WagerKind.CHECK and reading.put_forward == 0:
        fifty = reading.in_front
    return msgspec.structs.replace(reading, chips_kind=kind, fifty_percent_to=fifty)


def plain_action(reading: WagerReading, said: AnySpeech | None) -> tuple[str, int] | None:
    """The action a wager plainly is, or None when the floor must say what it is.

    Plain: one motion (no return to the stack), and either no words with chips that are exactly the call, the
    bring-in or a legal bet or raise (never a lone chip larger than the call), or words that say just what the
    chips do ("call" with the call or no chips, "check" with nothing owed, a named total, "all in").

    :returns: the action's name (``"check_call"``, ``"bring_in"``, ``"bet_raise_to"``) and its total in chips.
    """
    if reading.string:
        return None
    kind, chips_to = reading.chips_kind, reading.chips_to
    if said is None:
        if reading.put_forward == 0:
            return None
        if kind is WagerKind.CALL and chips_to == reading.call_to:
            return (CHECK_CALL, chips_to)
        if kind is WagerKind.BRING_IN and chips_to == reading.call_to:
            return (BRING_IN, chips_to)
        oversized = reading.single_chip and reading.facing > 0
        if (kind in _RAISES or kind is WagerKind.ALL_IN) and not oversized:
            return (BET_RAISE_TO, chips_to)
        return None
    chips = reading.put_forward
    if isinstance(said, SaidCheck | SaidCall) and reading.bring_in is None:
        if chips == 0 and (reading.facing == 0 or isinstance(said, SaidCall)):
            return (CHECK_CALL, reading.call_to)
        if isinstance(said, SaidCall) and chips_to == reading.call_to:
            return (CHECK_CALL, chips_to)
    if isinstance(said, SaidTotal) and chips in (0, said.amount - reading.in_front):
        total = said.amount
        legal = reading.min_raise_to is not None and reading.max_to is not None
        if legal and reading.min_raise_to <= total <= reading.max_to:  # type: ignore[operator]
            return (BET_RAISE_TO, total)
    if isinstance(said, SaidAllIn) and chips in (0, reading.stack):
        if reading.all_in_to <= reading.call_to:
            return (CHECK_CALL, reading.all_in_to)
        if reading.max_to == reading.all_in_to:
            return (BET_RAISE_TO, reading.all_in_to)
    return None


def action_event(seat: int, action: str, total: int) -> Folded | CheckedOrCalled | BetOrRaisedTo | BringInPosted:
    """The plain action event for an action name and, for a bet or raise, its total in chips.

    :param action: ``"fold"``, ``"check_call"``, ``"bring_in"`` or ``"bet_raise_to"``.
    """
    if action == "fold":
        return Folded(seat=seat)
    if action == "check_call":
        return CheckedOrCalled(seat=seat)
    if action == "bring_in":
        return BringInPosted(seat=seat)
    return BetOrRaisedTo(seat=seat, amount=total)
