"""One tournament table's seats: who sits where, the button's history, who waits for the button, which seats opened.

A :class:`TableSeats` is owned by the tournament and changed only through its methods, each of which checks its
input first and changes nothing when it raises. Its position questions (who is due the big blind next, which open
seat the big blind reaches first, which seats lie between the button and the small blind) are the machinery the
rulebooks' balancing and seating rulings are carried out with.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from floorcall._mechanics.seats import clockwise
from floorcall._tournament import refusals
from floorcall.errors import FloorcallError
from floorcall.procedure.button import next_button

__all__ = ["SeatingError", "TableSeats"]


class SeatingError(FloorcallError, ValueError):
    """A move the seating cannot make (a seat taken, a player not seated, a table too small); nothing changed."""


@dataclass
class TableSeats:
    """The seats of one table.

    :param number: the table's number, from 1.
    :param size: the seats it has (numbered 1..size).
    :param players: the entry seated at each occupied seat.
    :param button: the last hand's button (None before the first hand and in stud).
    :param big_blind: the seat that posted the big blind last hand, if known.
    :param dealt: the seats dealt in last hand.
    :param waiting: seats whose player is dealt in only once the button has passed him.
    :param opened: the seats in the order they were vacated (the last is the last one opened).
    :param frozen: in a mixed game's stud round, the seat the button is frozen at: where it would be for the next
        button hand (None outside a stud round).
    """

    number: int
    size: int
    players: dict[int, str] = field(default_factory=dict)
    button: int | None = None
    big_blind: int | None = None
    dealt: tuple[int, ...] = ()
    waiting: set[int] = field(default_factory=set)
    opened: list[int] = field(default_factory=list)
    frozen: int | None = None

    # -- reading ----------------------------------------------------------------------------------------------------

    @property
    def open_seats(self) -> list[int]:
        """The empty seats, ascending."""
        return [seat for seat in range(1, self.size + 1) if seat not in self.players]

    def seat_of(self, entry: str) -> int | None:
        """The seat of ``entry`` at this table, or None."""
        return next((seat for seat, held in self.players.items() if held == entry), None)

    def next_big_blind(self) -> int:
        """The occupied seat due the big blind next hand (the big blind moves on one player a hand).

        :raises SeatingError: fewer than two players are seated.
        """
        seats = sorted(self.players)
        if len(seats) < 2:
            raise SeatingError(refusals.no_big_blind(self.number))
        if self.frozen is not None:  # the big blind of a button hand dealt with the frozen button
            return clockwise(seats, self.frozen)[1 % len(seats)]
        if self.big_blind is not None:
            return clockwise(seats, self.big_blind)[0]
        button = self.next_button(seats)
        return clockwise(seats, button)[1 % len(seats)]

    def worst_open_seat(self) -> int:
        """The open seat the big blind reaches first (it may be the next big blind itself; never the small blind).

        :raises SeatingError: the table has no open seat.
        """
        if not self.open_seats:
            raise SeatingError(refusals.no_open_seat(self.number))
        if self.big_blind is None and len(self.players) < 2:
            return self.open_seats[0]
        if self.frozen is not None:  # the seat before the next big blind: the small blind of the frozen button
            last_big = clockwise(sorted(self.players), self.frozen)[0]
        else:
            last_big = self.big_blind if self.big_blind is not None else self._small_blind_to_come()
        return clockwise(self.open_seats, last_big)[0]

    def last_opened_seat(self) -> int:
        """The open seat vacated last (the lowest open seat when none was vacated).

        :raises SeatingError: the table has no open seat.
        """
        still_open = [seat for seat in self.opened if seat not in self.players]
        if still_open:
            return still_open[-1]
        if not self.open_seats:
            raise SeatingError(refusals.no_open_seat(self.number))
        return self.open_seats[0]

    def next_button(self, seats: list[int]) -> int:
        """The button of the next hand dealt to ``seats`` (a dead button; the first hand's button is the last seat).

        After a mixed game's stud round the button starts where it was frozen (while that seat is dealt in).
        """
        if self.frozen is not None and self.frozen in seats:
            return self.frozen
        if self.button is None:
            return max(seats)
        return next_button("dead", seats, self.button, self.big_blind, self.dealt)

    def between_small_blind_and_button(self, seat: int, dealt: list[int]) -> bool:
        """Whether ``seat`` lies after the next hand's button and before its small blind, with ``dealt`` dealt in."""
        if len(dealt) < 2 or self.button is None:
            return False
        button = self.next_button(dealt)
        small = clockwise(dealt, button)[0]
        gap = clockwise(range(1, self.size + 1), button)
        return seat in gap[: gap.index(small)] if small in gap else False

    def dealt_next(self, button_game: bool) -> list[int]:
        """The seats dealt in next hand: everyone but a waiting player still between the small blind and the button."""
        if not button_game:
            return sorted(self.players)
        settled = [seat for seat in sorted(self.players) if seat not in self.waiting]
        return sorted(seat for seat in self.players if seat not in self.waiting or not self._still_waits(seat, settled))

    def _still_waits(self, seat: int, settled: list[int]) -> bool:
        return self.between_small_blind_and_button(seat, settled) if len(settled) >= 2 else False

    def _small_blind_to_come(self) -> int:
        seats = sorted(self.players)
        return clockwise(seats, self.next_button(seats))[0]

    # -- changing ---------------------------------------------------------------------------------------------------

    def sit(self, entry: str, seat: int, *, waits: bool = False) -> None:
        """Seat ``entry`` at ``seat``; ``waits`` makes him wait for the button if the seat needs it.

        :raises SeatingError: no such seat, or the seat is taken.
        """
        if not 1 <= seat <= self.size:
            raise SeatingError(refusals.no_such_seat(self.number, seat, self.size))
        if seat in self.players:
            raise SeatingError(refusals.seat_taken(self.number, seat, self.players[seat]))
        self.players[seat] = entry
        if waits:
            self.waiting.add(seat)

    def leave(self, seat: int) -> str:
        """Empty ``seat`` and return the entry that sat there.

        :raises SeatingError: the seat is empty.
        """
        if seat not in self.players:
            raise SeatingError(refusals.seat_empty(self.number, seat))
        self.waiting.discard(seat)
        if seat in self.opened:
            self.opened.remove(seat)
        self.opened.append(seat)
        return self.players.pop(seat)

    def hand_played(self, button: int | None, big_blind: int | None, dealt: tuple[int, ...]) -> None:
        """Keep what the next hand's button follows from, and deal in the players the button has now passed.

        A hand without a button (stud) after a button hand freezes the button where the next button hand would have
        it; a button hand ends the freeze.
        """
        if button is not None:
            self.button = button
            self.big_blind = big_blind
            self.dealt = dealt
            self.frozen = None
        elif self.button is not None and self.frozen is None:
            self.frozen = self.next_button(list(dealt))
        self.waiting -= set(dealt)
