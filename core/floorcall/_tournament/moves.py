"""Moving players between seats and tables: a seat corrected, tables broken, tables balanced, the final redraw.

:class:`Moves` is the part of :class:`~floorcall._tournament.tournament.Tournament` that moves seated entries with
their chips. Breaking and balancing ask the rulebook (:func:`~.asking.ask_breaking`, :func:`~.asking.ask_balancing`)
and carry its ruling out with :mod:`.breaking` and :mod:`.balancing`; every move is a :class:`~.record.Moved` event
citing the rules, and a move to another table carries a penalty being served as the rulebook says
(:mod:`.penalties`). A bad request raises :class:`~.refusals.TournamentError` and changes nothing.
"""

from __future__ import annotations

import random

from floorcall._plugins import Floor
from floorcall._tournament import balancing, breaking, refusals
from floorcall._tournament.asking import ask_balancing, ask_breaking, ask_seating
from floorcall._tournament.penalties import Penalties
from floorcall._tournament.planning import PlannedMove, planned_moves
from floorcall._tournament.record import Moved, MoveReason, TableBroken, moved
from floorcall._tournament.refusals import TournamentError
from floorcall._tournament.seating import TableSeats
from floorcall.model.tournament import BalancingRuling, BreakingQuestion, SeatingQuestion

__all__ = ["Moves"]


class Moves(Penalties):
    """The moves of a tournament (the state is the tournament's; these methods move its seated entries)."""

    floor: Floor
    rng: random.Random

    def correct_seat(self, entry: str, table: int, seat: int) -> Moved:
        """Move an entry found in the wrong seat to the one he drew, with his current stack.

        :raises TournamentError: the entry is not seated, or the seat is not open.
        """
        ruling = ask_seating(self.floor, SeatingQuestion(entry="wrong-seat"))
        return self._move(entry, table, seat, "wrong-seat", ruling.citations, waits=False)

    def _move(
        self, entry: str, table: int, seat: int, reason: MoveReason, citations: tuple[str, ...], waits: bool
    ) -> Moved:
        found = self.where(entry)
        if found is None:
            raise TournamentError(refusals.not_seated(entry))
        if table not in self.tables:
            raise TournamentError(refusals.no_table(table))
        target = self.tables[table]
        if seat in target.players or not 1 <= seat <= target.size:
            raise TournamentError(refusals.seat_not_open(table, seat))
        self.tables[found[0]].leave(found[1])
        target.sit(entry, seat, waits=waits)
        event = moved(entry, reason, found, (table, seat), waits, citations)
        self.record.append(event)
        if found[0] != table:
            self._carry_penalty(entry, table)
        return event

    def halted(self) -> list[int]:
        """The tables far enough short of the fullest that their play halts until they are balanced.

        Empty when the event's director waives the halt (``halt_waived``): those tables deal on while short.
        """
        if self.settings.halt_waived:
            return []
        return balancing.halted_tables(self.tables, self._balancing_ruling().halt_short_by)

    def pending_moves(self) -> list[PlannedMove]:
        """The moves the next balancing point makes, not made (see :func:`.planning.planned_moves`)."""
        return planned_moves(self.floor, self.tables, self.settings, self.rng)

    def _break_tables(self) -> None:
        if len(self.tables) > 1 and len(self.seated) <= self.settings.seats:
            self._final_redraw()
        while number := breaking.table_to_break(self.tables, self.settings.seats, self.settings.break_order):
            self.break_table(number)

    def break_table(self, number: int) -> list[Moved]:
        """Break a table: its players draw new tables and seats as the rulebook says.

        :raises TournamentError: no such table, the last table, or too few open seats elsewhere.
        """
        if number not in self.tables or len(self.tables) == 1:
            raise TournamentError(refusals.cannot_break(number, sorted(self.tables)))
        room = sum(len(t.open_seats) for n, t in self.tables.items() if n != number)
        if room < len(self.tables[number].players):
            raise TournamentError(refusals.too_few_seats_elsewhere(number, room))
        ruling = ask_breaking(self.floor, BreakingQuestion(table=number))
        plan = breaking.plan_break(self.tables, number, ruling, self.rng)
        self.record.append(TableBroken(table=number, citations=ruling.citations))
        leaving = self.tables[number].players
        waits = ruling.wait_between_blind_and_button
        moves = [self._move(leaving[seat], t, to, "break", ruling.citations, waits) for seat, t, to in plan]
        del self.tables[number]
        return moves

    def _final_redraw(self) -> None:
        number = min(self.tables)
        ruling = ask_breaking(self.floor, BreakingQuestion(table=number, final=True))
        final = TableSeats(number, self.settings.seats)
        for table in sorted(self.tables)[1:]:
            self.record.append(TableBroken(table=table, citations=ruling.citations))
        for table, seat, to in breaking.final_draw(self.tables, self.settings.seats, self.rng):
            entry = self.tables[table].players[seat]
            final.sit(entry, to)
            self.record.append(moved(entry, "final", (table, seat), (number, to), False, ruling.citations))
        self.tables = {number: final}
        for entry in [e for e in final.players.values() if e in self.penalties]:  # once every seat is drawn
            self._carry_penalty(entry, number)

    def _balancing_ruling(self) -> BalancingRuling:
        return ask_balancing(self.floor, balancing.question_of(self.tables, self.settings.family, self.settings.seats))

    def _balance(self) -> None:
        if len(self.tables) < 2:
            return
        ruling = self._balancing_ruling()
        while (move := balancing.next_move(self.tables, ruling, self.settings.move_from)) is not None:
            source, seat, target, to = move
            self._move(self.tables[source].players[seat], target, to, "balance", ruling.citations, waits=False)
