"""The tournament the floor runs.

Entries and the seat draw, rebuys and add-ons, hands settled at their tables, busts and re-entries, balancing and
breaking tables between rounds, the clock with its breaks and colour-ups, places and prizes. Every move the
tournament makes asks the plugins in force for the ruling that orders it (:mod:`.asking`) and is written to its
record (:mod:`.record`) with the rules cited. Each operation checks its input before it changes anything: a bad one
raises :class:`TournamentError` (or :class:`~floorcall._tournament.seating.SeatingError`) and leaves the tournament
as it was.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from fractions import Fraction

from floorcall._plugins import Floor
from floorcall._tournament import balancing, breaking, places, purchases, refusals
from floorcall._tournament.alternates import Alternates
from floorcall._tournament.asking import ask_balancing, ask_breaking, ask_colour_up, ask_hand_for_hand, ask_seating
from floorcall._tournament.clock import Clock, Segment
from floorcall._tournament.draws import draw_seat
from floorcall._tournament.planning import PlannedMove, planned_moves
from floorcall._tournament.race import race_tables
from floorcall._tournament.record import (
    Bought,
    Break,
    Busted,
    Finished,
    Forfeited,
    HandForHand,
    HandPlayed,
    LevelStarted,
    Moved,
    MoveReason,
    Placed,
    PurchaseKind,
    Raced,
    RecordEvent,
    Seated,
    Started,
    TableBroken,
    moved,
)
from floorcall._tournament.seating import TableSeats
from floorcall._tournament.settings import TournamentSettings
from floorcall._tournament.standing import Standing
from floorcall.errors import FloorcallError
from floorcall.model.tournament import (
    BalancingRuling,
    BreakingQuestion,
    ColourUpQuestion,
    EntryKind,
    HandForHandQuestion,
    SeatingQuestion,
)

__all__ = ["Tournament", "TournamentError"]


class TournamentError(FloorcallError, ValueError):
    """A tournament operation that does not fit the tournament's state; nothing was changed."""


class Tournament(Alternates, Standing):
    """A multi-table tournament (its alternates list from :class:`.Alternates`, its reading from :class:`.Standing`).

    :param floor: the plugins in force (their rulebook answers the tournament's questions).
    :param settings: tables, seats, stacks, money and the event's procedures.
    :param seed: seeds the seat draws and the chip races.
    """

    def __init__(self, floor: Floor, settings: TournamentSettings, seed: int = 0) -> None:
        self.floor = floor
        self.settings = settings
        self.rng = random.Random(seed)
        self.tables = {n: TableSeats(n, settings.seats) for n in range(1, settings.tables + 1)}
        self.stacks: dict[str, int] = {}
        self.player_of: dict[str, str] = {}
        self.entries: dict[str, list[str]] = {}
        self.pending_busts: dict[int, list[tuple[str, int]]] = {}
        self.out: list[list[str]] = []
        self.hands: dict[int, int] = {}
        self.round = 0
        self.hand_for_hand = False
        self.clock = Clock(settings.schedule)
        self.forfeited = 0
        self.remainders = 0
        self.alternates: list[str] = []
        self.record: list[RecordEvent] = [Started.of(settings, seed)]

    # -- entries ----------------------------------------------------------------------------------------------------

    def register(self, player: str) -> Seated:
        """Enter a new player: a full stack at a seat drawn from the pool (the opening draw before the first round).

        :raises TournamentError: the player has entered already, or no seat is open.
        """
        if player in self.entries:
            raise TournamentError(refusals.entered_twice(player))
        return self._enter(player, "opening" if self.round == 0 else "late")

    def re_enter(self, player: str) -> Seated:
        """Enter a player again: a full stack at a seat drawn from the pool; chips he still has leave play.

        :raises TournamentError: the player never entered, or no seat is open.
        """
        if player not in self.entries:
            raise TournamentError(refusals.not_entered(player))
        ruling = ask_seating(self.floor, SeatingQuestion(entry="re-entry"))
        self._check_open_seat()
        for table, busts in self.pending_busts.items():
            self.pending_busts[table] = [b for b in busts if self.player_of[b[0]] != player]
        for entry in self.entries[player]:
            found = self.where(entry)
            if found is not None:  # he gives up his chips for a new stack
                self.tables[found[0]].leave(found[1])
                chips = self.stacks[entry]
                if ruling.forfeited_chips_leave_play:
                    self.forfeited += chips
                self.record.append(Forfeited(entry=entry, chips=chips, citations=ruling.citations))
        return self._enter(player, "re-entry")

    def _check_open_seat(self) -> None:
        if not any(t.open_seats for t in self.tables.values()):
            raise TournamentError(refusals.no_seat_for_entry())

    def _enter(self, player: str, kind: EntryKind) -> Seated:
        ruling = ask_seating(self.floor, SeatingQuestion(entry=kind))
        self._check_open_seat()
        table, seat = draw_seat(self.tables, self.rng, "pool")
        entries = self.entries.setdefault(player, [])
        entry = player if not entries else f"{player}#{len(entries) + 1}"
        waits = ruling.wait_between_blind_and_button and kind != "opening"
        self.tables[table].sit(entry, seat, waits=waits)
        entries.append(entry)
        self.player_of[entry] = player
        self.stacks[entry] = self.settings.starting_stack
        event = Seated(
            entry=entry,
            player=player,
            kind=kind,
            table=table,
            seat=seat,
            stack=self.settings.starting_stack,
            waits=waits,
            citations=ruling.citations,
        )
        self.record.append(event)
        return event

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
        return event

    def buy(self, entry: str, kind: PurchaseKind) -> Bought:
        """Sell a seated entry a rebuy or an add-on (:mod:`.purchases`). :raises TournamentError: not sold him now."""
        level, stack = self.clock.level + 1, self.stacks[entry] if self.where(entry) is not None else None
        if (reason := purchases.refusal(self.settings, self.record, entry, stack, kind, level)) is not None:
            raise TournamentError(reason)
        event = purchases.bought(self.settings, entry, kind, level)
        self.stacks[entry] += event.chips
        self.record.append(event)
        return event

    # -- hands ------------------------------------------------------------------------------------------------------

    def settle_hand(
        self,
        table: int,
        game: str,
        finishing: Mapping[int, int],
        button: int | None,
        big_blind: int | None,
    ) -> HandPlayed:
        """Take a hand's result at ``table``: the stacks by seat after it; players left with no chip bust.

        :param finishing: chips by seat after the hand, for exactly the seats dealt in.
        :param button: the hand's button (None in stud); ``big_blind`` the seat that posted the big blind.
        :raises TournamentError: no such table, seats that were not dealt in, or chips not conserved.
        """
        if table not in self.tables:
            raise TournamentError(refusals.no_table(table))
        seats = self.tables[table]
        dealt = self.dealt_at(table)
        if sorted(finishing) != dealt:
            raise TournamentError(refusals.seats_not_dealt(table, sorted(finishing), dealt))
        starting = {s: self.stacks[seats.players[s]] for s in dealt}
        if sum(finishing.values()) != sum(starting.values()) or min(finishing.values()) < 0:
            raise TournamentError(refusals.chips_do_not_add_up(table))
        number = self.hands[table] = self.hands.get(table, 0) + 1
        event = HandPlayed(
            table=table,
            hand=number,
            round=self.round,
            level=self.clock.level + 1,
            game=game,
            seats={s: seats.players[s] for s in dealt},
            starting=starting,
            finishing=dict(finishing),
        )
        self.record.append(event)
        for seat in dealt:
            self.stacks[seats.players[seat]] = finishing[seat]
        seats.hand_played(button, big_blind, tuple(dealt))
        for seat in dealt:
            if finishing[seat] == 0:
                entry = seats.leave(seat)
                self.pending_busts.setdefault(table, []).append((entry, starting[seat]))
                self.record.append(
                    Busted(entry=entry, table=table, seat=seat, hand=number, round=self.round, starting=starting[seat])
                )
        return event

    # -- between rounds ---------------------------------------------------------------------------------------------

    def close_round(self) -> None:
        """End a round: place the players out, start hand for hand, break and balance tables, count the round."""
        self.place_busts()
        self.rebalance()

    def place_busts(self) -> None:
        """Place the players out since the last call (same-hand busts by their chips), and start hand for hand."""
        ruling = ask_hand_for_hand(self.floor, HandForHandQuestion(hand_for_hand=self.hand_for_hand))
        busts = {t: [(self.player_of[e], c) for e, c in b] for t, b in self.pending_busts.items() if b}
        self.out.extend(places.order_round(busts, ruling, self.hand_for_hand))
        self.pending_busts = {}
        self._hand_for_hand()

    def rebalance(self) -> None:
        """A balancing point: break the tables no longer needed, seat the alternates, balance, count the round."""
        self._break_tables()
        self.seat_alternates()
        self._balance()
        self.round += 1

    def halted(self) -> list[int]:
        """The tables far enough short of the fullest that their play halts until they are balanced."""
        return balancing.halted_tables(self.tables, self._balancing_ruling().halt_short_by)

    def pending_moves(self) -> list[PlannedMove]:
        """The moves the next balancing point makes, not made (see :func:`.planning.planned_moves`)."""
        return planned_moves(self.floor, self.tables, self.settings, self.rng)

    def bust(self, entry: str, winner: str | None = None) -> Busted:
        """The floor takes a seated entry out by hand; his chips go to ``winner`` (an entry at his table) if named.

        Without a winner his chips leave play with him. He is placed at the next :meth:`place_busts`.

        :raises TournamentError: the entry is not seated, or the winner is not another entry at the same table.
        """
        found = self.where(entry)
        if found is None:
            raise TournamentError(refusals.not_seated(entry))
        table, seat = found
        if winner is not None and (winner == entry or self.tables[table].seat_of(winner) is None):
            raise TournamentError(refusals.not_at_table(winner, table, entry))
        chips = self.stacks[entry]
        self.tables[table].leave(seat)
        if winner is not None:
            self.stacks[winner] += chips
            self.stacks[entry] = 0
        self.pending_busts.setdefault(table, []).append((entry, chips))
        event = Busted(
            entry=entry, table=table, seat=seat, hand=self.hands.get(table, 0), round=self.round, starting=chips
        )
        self.record.append(event)
        return event

    def _hand_for_hand(self) -> None:
        left = len(self.seated)
        start = self.settings.hand_for_hand_at
        on = bool(start) and self.settings.seats < left <= start and len(self.tables) > 1
        if on != self.hand_for_hand:
            ruling = ask_hand_for_hand(self.floor, HandForHandQuestion(hand_for_hand=on))
            self.hand_for_hand = on
            self.record.append(HandForHand(players_left=left, round=self.round, on=on, citations=ruling.citations))

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

    def _balancing_ruling(self) -> BalancingRuling:
        return ask_balancing(self.floor, balancing.question_of(self.tables, self.settings.family, self.settings.seats))

    def _balance(self) -> None:
        if len(self.tables) < 2:
            return
        ruling = self._balancing_ruling()
        while (move := balancing.next_move(self.tables, ruling, self.settings.move_from)) is not None:
            source, seat, target, to = move
            self._move(self.tables[source].players[seat], target, to, "balance", ruling.citations, waits=False)

    # -- the clock --------------------------------------------------------------------------------------------------

    def run_clock(self, minutes: float | Fraction) -> None:
        """Let ``minutes`` of the clock pass (to the microsecond) as they do in the room: a break lasts its minutes.

        A level entered is recorded; a break is recorded and its colour-up raced as it begins. :raises ClockError:
        a negative time.
        """
        for segment in self.clock.advance(minutes):
            self._entered(segment)

    def advance_clock(self, minutes: float | Fraction) -> None:
        """Let the clock run (:meth:`run_clock`); a break reached is over at once (the simulated floor's)."""
        self.run_clock(minutes)
        while self.clock.on_break:
            for segment in self.clock.end_break():
                self._entered(segment)

    def _entered(self, segment: Segment) -> None:
        if segment.level is not None:
            self.record.append(LevelStarted(level=segment.level + 1, round=self.round))
            return
        self.record.append(Break(round=self.round, minutes=segment.minutes, colour_up=segment.colour_up))
        if segment.colour_up is not None:
            self.colour_up(segment.colour_up, self.settings.chip_after(segment.colour_up))

    def colour_up(self, removed: int, smallest: int) -> list[Raced]:
        """Race off each stack's part below ``smallest`` chips at every table, as the rulebook says."""
        ruling = ask_colour_up(self.floor, ColourUpQuestion(removed=removed, smallest=smallest))
        events = race_tables(self.tables, self.stacks, removed, smallest, ruling, self.rng)
        for event in events:
            for seat, chips in event.after.items():
                self.stacks[self.tables[event.table].players[seat]] = chips
            self.remainders += event.remainder
            self.record.append(event)
        return events

    def finish(self) -> Finished:
        """Place every player, pay the places, and close the record.

        :raises TournamentError: more than one player is still seated.
        """
        alive = sorted({self.player_of[e] for e in self.seated})
        if len(alive) != 1:
            raise TournamentError(refusals.not_over(len(alive)))
        ruling = ask_hand_for_hand(self.floor, HandForHandQuestion(hand_for_hand=False))
        standings = places.standings(self.out, len(self.entries), alive[0], self.prize_pool, self.settings)
        for player, place, prize in standings:
            self.record.append(Placed(player=player, place=place, prize=prize, citations=ruling.citations))
        entries = sum(len(e) for e in self.entries.values())
        done = Finished(winner=alive[0], rounds=self.round, entries=entries, prize_pool=self.prize_pool)
        self.record.append(done)
        return done
