"""The tournament the floor runs: its state, the hands settled at its tables, busts, places and the round's end.

Entries, re-entries, rebuys and add-ons are :class:`~.entering.Entering`'s; moves, breaking and balancing
:class:`~.moves.Moves`'; penalties :class:`~.penalties.Penalties`'; the clock with its breaks and colour-ups
:class:`~.timing.Timing`'s; the alternates list :class:`~.alternates.Alternates`'; the reading questions
:class:`~.standing.Standing`'s. This module holds the state they share and what a hand and a round do to it. Every move
the tournament makes asks the plugins in force for the ruling that orders it (:mod:`.asking`) and is written to its
record (:mod:`.record`) with the rules cited. Each operation checks its input before it changes anything: a bad one
raises :class:`TournamentError` (or :class:`~floorcall._tournament.seating.SeatingError`) and leaves the tournament as
it was.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from floorcall._plugins import Floor
from floorcall._tournament import places, refusals
from floorcall._tournament.alternates import Alternates
from floorcall._tournament.asking import ask_hand_for_hand
from floorcall._tournament.clock import Clock
from floorcall._tournament.entering import Entering
from floorcall._tournament.moves import Moves
from floorcall._tournament.record import Busted, Finished, HandForHand, HandPlayed, Placed, RecordEvent, Started
from floorcall._tournament.refusals import TournamentError
from floorcall._tournament.seating import TableSeats
from floorcall._tournament.settings import TournamentSettings
from floorcall._tournament.timing import Timing
from floorcall.model.tournament import HandForHandQuestion

__all__ = ["Tournament", "TournamentError"]


class Tournament(Entering, Moves, Timing, Alternates):
    """A multi-table tournament, made of :class:`.Entering`, :class:`.Moves`, :class:`.Timing` and :class:`.Alternates`.

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
        self.penalties: dict[str, int] = {}
        self.record: list[RecordEvent] = [Started.of(settings, seed)]

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
        penalized = self.penalized_at(table)
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
            penalized=penalized,
        )
        self.record.append(event)
        self._served([seats.players[seat] for seat in penalized])
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
