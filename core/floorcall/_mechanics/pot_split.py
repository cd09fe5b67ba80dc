"""The arithmetic of the pots: all-in levels cut into pots, and each pot split among its winners.

:mod:`floorcall._mechanics.pots` defines the :class:`~floorcall._mechanics.pots.Pot` Struct and re-exports these
functions; they live here so that the compiled build compiles them (a module that defines a Struct stays Python).
Amounts are integer chips, seats are 1-based seat numbers.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from floorcall._mechanics.pots import Pot

__all__ = ["SeatOrder", "award_pots", "clockwise_order", "pot_levels"]

SeatOrder = Callable[[Sequence[int]], Sequence[int]]
"""Orders tied seats for odd chips: the first seat returned gets the first leftover unit."""


def pot_levels(
    contributions: Mapping[int, object], live: AbstractSet[int], dead_money: object = 0
) -> tuple[list[int], list[frozenset[int]], dict[int, int]]:
    """The pots of :func:`floorcall._mechanics.pots.build_pots` as amounts and eligible seats, and the chips returned.

    :returns: each pot's amount (main pot first, empty pots included) and its eligible seats, and the chips
        returned per seat; see ``build_pots`` for the rules and the errors raised.
    """
    chips: dict[int, int] = {}
    for seat, amount in contributions.items():
        if _checked(amount, f"seat {seat}"):
            chips[seat] = amount  # type: ignore[assignment]  # an int: _checked says so
    _checked(dead_money, "dead money")
    dead: int = dead_money  # type: ignore[assignment]  # an int: _checked says so
    returned: dict[int, int] = {}
    if chips:
        top_seat = max(chips, key=chips.__getitem__)
        second = max((amount for seat, amount in chips.items() if seat != top_seat), default=0)
        if chips[top_seat] > second:
            returned[top_seat] = chips[top_seat] - second
            chips[top_seat] = second
    if not live:
        if sum(chips.values()) + dead:
            raise ValueError("chips are in the pot but no live seat can win them")
        return [], [], returned
    amounts: list[int] = []
    eligibles: list[frozenset[int]] = []
    below = 0
    for level in sorted({chips.get(seat, 0) for seat in live}):
        amounts.append(sum(min(put, level) - min(put, below) for put in chips.values()))
        eligibles.append(frozenset(seat for seat in live if chips.get(seat, 0) >= level))
        below = level
    amounts[-1] += sum(put - below for put in chips.values() if put > below)
    amounts[0] += dead
    return amounts, eligibles, returned


def award_pots(
    pots: Sequence[Pot],
    high: Mapping[int, int],
    *,
    low: Mapping[int, int | None] | None = None,
    high_order: SeatOrder,
    low_order: SeatOrder | None = None,
    unit: int = 1,
) -> dict[int, int]:
    """Award each pot on its own to the best eligible hands (TDA 2024 rules 20 and 21).

    Only eligible seats that have a ``high`` strength compete for a pot. Ties split it in whole ``unit`` chips; the
    leftover units go one each to the tied seats in the order ``high_order`` (or ``low_order`` for the low half)
    returns them, which is where the rulebook's odd-chip rule lives (first seat clockwise from the button in games
    with a button, card and suit order in games without one). Chips short of a whole unit go with the high half's
    first leftover. With ``low``: when some contender has a qualifying low the pot splits into two halves counted
    in units, the odd unit going to the high half; otherwise the high hands take it all. One seat may win both
    halves, and a half may itself be split (a quartered pot). When the very same seats tie for both halves they
    share the whole pot as one split, so it is divided as evenly as possible.

    :param pots: the pots, as :func:`build_pots` returns them.
    :param high: high-hand strength per live seat; higher is better, equal values tie.
    :param low: low-hand strength per live seat, higher is better; ``None`` (or absent) for no qualifying low.
    :param high_order: orders tied seats for leftover units of a high split (or of a whole pot).
    :param low_order: the same for the low half; defaults to ``high_order``.
    :param unit: the smallest chip in play; pots are split in multiples of it.
    :returns: chips won per seat (seats that win nothing are left out); the total equals the pots' total.
    :raises ValueError: when ``unit`` is below 1, a pot has no competing seat, or an order callable does not
        return exactly the tied seats.
    """
    if unit < 1:
        raise ValueError(f"the odd-chip unit must be at least 1 chip, not {unit}")
    payouts: dict[int, int] = {}
    for pot in pots:
        contenders = sorted(seat for seat in pot.eligible if seat in high)
        if not contenders:
            raise ValueError(f"no eligible seat competes for a pot of {pot.amount} (eligible: {sorted(pot.eligible)})")
        units, short = divmod(pot.amount, unit)
        high_winners = _best(contenders, high)
        lows: dict[int, int] = {}
        if low is not None:
            lows = {seat: strength for seat in contenders if (strength := low.get(seat)) is not None}
        low_winners = _best(sorted(lows), lows) if lows else []
        if not low_winners or low_winners == high_winners:
            _split(units, short, high_winners, high_order, unit, payouts)
        else:
            low_units = units // 2
            _split(units - low_units, short, high_winners, high_order, unit, payouts)
            _split(low_units, 0, low_winners, low_order or high_order, unit, payouts)
    return {seat: won for seat, won in payouts.items() if won}


def clockwise_order(seats: Sequence[int], after: int, seat_count: int) -> list[int]:
    """Order seats clockwise starting with the first seat after ``after`` (the odd-chip order of button games).

    :param seats: seat numbers, 1..``seat_count``, any order.
    :param after: the seat the order starts after (the button), 1..``seat_count``.
    :param seat_count: the number of seats at the table.
    :returns: the seats, first the one nearest clockwise after ``after``; ``after`` itself, if given, comes last.
    :raises ValueError: for a seat or button outside 1..``seat_count``.
    """
    for seat in (*seats, after):
        if not 1 <= seat <= seat_count:
            raise ValueError(f"seat {seat} is not at a table of {seat_count} seats")
    return sorted(seats, key=lambda seat: (seat - after - 1) % seat_count)


def _checked(amount: object, what: str) -> bool:
    """Whether ``amount`` holds chips; raises for anything that is not a whole, non-negative number of chips."""
    if type(amount) is not int or amount < 0:  # as betting: exact ints, so no bool or other int subclass
        raise ValueError(f"{what}: chips must be a whole number, at least 0, not {amount!r}")
    return amount > 0


def _best(contenders: Sequence[int], strength: Mapping[int, int]) -> list[int]:
    top = max(strength[seat] for seat in contenders)
    return [seat for seat in contenders if strength[seat] == top]


def _split(units: int, short: int, winners: list[int], order: SeatOrder, unit: int, payouts: dict[int, int]) -> None:
    """Share ``units`` among ``winners``; leftover units (and ``short`` loose chips) go first to the first in order."""
    share, odd = divmod(units, len(winners))
    ranked: Sequence[int] = winners
    if (odd or short) and len(winners) > 1:
        ranked = list(order(winners))
        if sorted(ranked) != winners:
            raise ValueError(f"the odd-chip order returned {list(ranked)} for the tied seats {winners}")
    for place, seat in enumerate(ranked):
        won = (share + (place < odd)) * unit + (short if place == 0 else 0)
        payouts[seat] = payouts.get(seat, 0) + won
