"""The table a hand is dealt at: seats, stacks, the button and who deals."""

from __future__ import annotations

from typing import Literal

import msgspec

from floorcall.errors import invalid
from floorcall.model.types import MAX_SEATS, Chips, SeatNumber

__all__ = ["Dealer", "SeatSetup", "Table"]

Dealer = Literal["house"] | int
"""``"house"`` for a house dealer, or the seat number of the player who deals in turn (home games)."""


class SeatSetup(msgspec.Struct, frozen=True, kw_only=True):
    """One occupied seat as a hand begins.

    :param seat: the seat number, 1..10 clockwise from the dealer's left.
    :param stack: the player's chips.
    :param present: whether the player is at his seat (a player away is dealt in but may lose his hand).
    :param penalty: whether the player is serving a penalty (dealt in, hand killed).
    """

    seat: SeatNumber
    stack: Chips
    present: bool = True
    penalty: bool = False

    def __post_init__(self) -> None:
        """Check the seat number and stack even when built directly."""
        if not 1 <= self.seat <= MAX_SEATS:
            raise invalid(
                "table.no_seat",
                "seat {seat} does not exist: seats are numbered 1 to {most}",
                seat=self.seat,
                most=MAX_SEATS,
            )
        if self.stack < 0:
            raise invalid(
                "table.negative_stack",
                "seat {seat}: a stack cannot be negative ({stack})",
                seat=self.seat,
                stack=self.stack,
            )


class Table(msgspec.Struct, frozen=True, kw_only=True):
    """The occupied seats, the button and the dealer as a hand begins.

    :param seats: the occupied seats, in any order (kept sorted by seat number).
    :param button: the button's seat in flop and draw games (it may be an empty seat: dead button); None in stud.
    :param dealer: ``"house"``, or the seat of the player dealing.
    :raises floorcall.errors.InvalidValueError: (a ``ValueError``, its reason a message of the core's catalog) a
        seat twice, fewer than two seats, a button outside 1..10, or a dealing seat that is not occupied.
    """

    seats: tuple[SeatSetup, ...]
    button: SeatNumber | None = None
    dealer: Dealer = "house"

    def __post_init__(self) -> None:
        """Check that the table is consistent."""
        numbers = [s.seat for s in self.seats]
        if len(set(numbers)) != len(numbers):
            raise invalid("table.seat_twice", "a seat appears twice: {seats}", seats=str(sorted(numbers)))
        if len(numbers) < 2:
            raise invalid("table.too_few", "a hand needs at least two occupied seats")
        if self.button is not None and not 1 <= self.button <= MAX_SEATS:
            raise invalid("table.no_button_seat", "button seat {button} does not exist", button=self.button)
        if self.dealer != "house" and self.dealer not in numbers:
            raise invalid("table.dealer_empty", "the dealer seat {dealer} is not occupied", dealer=self.dealer)

    def seat(self, number: int) -> SeatSetup:
        """Return the setup of an occupied seat.

        :raises KeyError: the seat is not occupied.
        """
        for setup in self.seats:
            if setup.seat == number:
                return setup
        raise KeyError(number)

    @property
    def seat_numbers(self) -> tuple[int, ...]:
        """Occupied seat numbers, ascending."""
        return tuple(sorted(s.seat for s in self.seats))

    @classmethod
    def of(cls, stacks: dict[int, int] | list[int], **kwargs: object) -> Table:
        """Build a table from stacks: a list (seat 1, 2, ...) or a mapping of seat to chips.

        :param stacks: chips per seat.
        :param kwargs: ``button`` and ``dealer``, as for the constructor.
        :raises ValueError: as the constructor.
        """
        pairs = stacks.items() if isinstance(stacks, dict) else enumerate(stacks, start=1)
        return msgspec.convert({"seats": [{"seat": seat, "stack": stack} for seat, stack in pairs], **kwargs}, cls)
