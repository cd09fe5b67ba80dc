"""The arguments that open a betting round: checked when they come from outside, taken as they are from the engine.

:func:`checked_opening` raises ``ValueError`` naming the inconsistent seats, chips or bring-in;
:func:`trusted_opening` keeps arguments the hand engine built from its own state. Both return the same tuple: the
acting order, the stacks and wagers of its seats, the level to call, the seat owing the bring-in, and the wagers of
seats outside the order (dead blinds, counted in the pot).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from floorcall._mechanics.betting_limits import StreetBetting

__all__ = [
    "Opening",
    "checked_bring_in_seat",
    "checked_opening",
    "checked_seats",
    "chips_per_seat",
    "is_chips",
    "opening_level",
    "trusted_opening",
]

#: (order, stacks, wagers, level to call, bring-in seat due, wagers of seats outside the order)
Opening = tuple[tuple[int, ...], dict[int, int], dict[int, int], int, int | None, dict[int, int]]


def trusted_opening(
    order: Sequence[int],
    stacks: Mapping[int, int],
    posted: Mapping[int, int],
    bring_in_seat: int | None,
    to_call: int | None,
) -> Opening:
    """The opening of arguments known to be valid, as :func:`checked_opening` would return it, without checks."""
    seats = tuple(order)
    inside = set(seats)
    wagers = {seat: posted.get(seat, 0) for seat in seats} if posted else dict.fromkeys(seats, 0)
    level = max(posted.values(), default=0)
    current = level if to_call is None or to_call < level else to_call
    outside = {seat: chips for seat, chips in posted.items() if seat not in inside}
    return seats, {seat: stacks[seat] for seat in seats}, wagers, current, bring_in_seat, outside


def checked_opening(
    spec: StreetBetting,
    order: Sequence[int],
    stacks: Mapping[int, int],
    posted: Mapping[int, int],
    pot: int,
    bring_in_seat: int | None,
    to_call: int | None,
) -> tuple[tuple[int, ...], dict[int, int], dict[int, int], int, int | None, dict[int, int]]:
    """Check the arguments that open a betting round (see :class:`~floorcall._mechanics.betting.BettingRound`).

    :returns: the seats in acting order, each seat's stack and wager (chips), the level to call (chips), the seat
        that owes the bring-in (or None), and the wagers of seats outside the round (chips, by seat).
    :raises ValueError: when the seats, chips or bring-in are inconsistent.
    """
    seats = checked_seats(order)
    outside = chips_per_seat([seat for seat in posted if seat not in seats], posted, "wager")
    seat_stacks = chips_per_seat(seats, stacks, "stack")
    if posted:
        wagers = chips_per_seat(seats, {seat: posted.get(seat, 0) for seat in seats}, "wager")
    else:  # the usual round after the first: nothing in front of anybody yet
        wagers = dict.fromkeys(seats, 0)
    if not is_chips(pot) or pot < 0:
        raise ValueError(f"the pot must be a whole number of chips, at least 0, not {pot!r}")
    level = opening_level([*wagers.values(), *outside.values()], to_call)
    bring_in_due = checked_bring_in_seat(spec, seats, seat_stacks, level, bring_in_seat)
    return seats, seat_stacks, wagers, level, bring_in_due, outside


def is_chips(value: object) -> bool:
    return type(value) is int  # not a bool, and no int subclass standing in for chips


def checked_seats(order: Sequence[int]) -> tuple[int, ...]:
    seats = tuple(order)
    if not seats:
        raise ValueError("a betting round needs at least one seat")
    if len(set(seats)) != len(seats) or set(map(type, seats)) != {int} or min(seats) < 1:
        raise ValueError(f"seats must be distinct seat numbers from 1, not {list(seats)}")
    return seats


def chips_per_seat(seats: Sequence[int], given: Mapping[int, int], what: str) -> dict[int, int]:
    """Return one validated chip amount for each of ``seats``, all of which must be in ``given``."""
    try:
        chips = {seat: given[seat] for seat in seats}
    except KeyError as missing:
        raise ValueError(f"no {what} given for seat {missing.args[0]}") from None
    amounts = chips.values()
    if amounts and (set(map(type, amounts)) != {int} or min(amounts) < 0):
        seat, amount = next((seat, value) for seat, value in chips.items() if not is_chips(value) or value < 0)
        raise ValueError(f"seat {seat}: the {what} must be a whole number of chips, at least 0, not {amount!r}")
    return chips


def opening_level(wagers: Sequence[int], to_call: int | None) -> int:
    largest = max(wagers, default=0)
    if to_call is None:
        return largest
    if not is_chips(to_call) or to_call < 0:
        raise ValueError(f"to_call must be a whole number of chips, at least 0, not {to_call!r}")
    return max(to_call, largest)


def checked_bring_in_seat(
    spec: StreetBetting, seats: tuple[int, ...], stacks: Mapping[int, int], level: int, seat: int | None
) -> int | None:
    if seat is None:
        return None
    if spec.bring_in is None:
        raise ValueError(f"seat {seat} cannot owe a bring-in: the street has none")
    if seat != seats[0]:
        raise ValueError(f"the bring-in seat {seat} must act first, but the order starts with seat {seats[0]}")
    if stacks[seat] == 0:
        raise ValueError(f"seat {seat} has no chips for the bring-in: open the round with must_open instead")
    if level:
        raise ValueError("a bring-in cannot be owed once wagers stand")
    return seat
