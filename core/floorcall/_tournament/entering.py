"""Entries and purchases: registration, re-entries and their seat draws, rebuys and add-ons.

:class:`Entering` is the part of :class:`~floorcall._tournament.tournament.Tournament` that sells a player a stack:
a first entry (the opening draw, or a late one), a re-entry (his chips still in play leave it), a rebuy or an add-on
(:mod:`.purchases`). Each asks the rulebook's seating ruling for the draw and who waits for the button, checks its
input first, and writes its record event; a bad one raises :class:`~.refusals.TournamentError` and changes nothing.
"""

from __future__ import annotations

import random

from floorcall._plugins import Floor
from floorcall._tournament import purchases, refusals
from floorcall._tournament.asking import ask_seating
from floorcall._tournament.clock import Clock
from floorcall._tournament.draws import draw_seat
from floorcall._tournament.record import Bought, Busted, Forfeited, PurchaseKind, Seated
from floorcall._tournament.refusals import TournamentError
from floorcall._tournament.standing import Standing
from floorcall.model.tournament import EntryKind, SeatingQuestion

__all__ = ["Entering"]


class Entering(Standing):
    """The entries and purchases of a tournament (the state is the tournament's; these methods sell stacks)."""

    floor: Floor
    rng: random.Random
    clock: Clock
    forfeited: int
    pending_busts: dict[int, list[tuple[str, int]]]
    round: int

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

    def buy(self, entry: str, kind: PurchaseKind) -> Bought:
        """Sell an entry a rebuy or an add-on (:mod:`.purchases`), as :meth:`check_purchase` allows.

        :raises TournamentError: not sold him now, or a busted entry's seat was taken meanwhile.
        """
        back = self.check_purchase(entry, kind)
        if back is not None:
            self.tables[back[0]].sit(entry, back[1])
            self.pending_busts[back[0]] = [b for b in self.pending_busts[back[0]] if b[0] != entry]
            self.stacks[entry] = 0  # a bust by hand without a winner took his chips out of play
        event = purchases.bought(self.settings, entry, kind, self.clock.level + 1, back)
        self.stacks[entry] += event.chips
        self.record.append(event)
        return event

    def check_purchase(self, entry: str, kind: PurchaseKind) -> tuple[int, int] | None:
        """Check that ``entry`` may buy ``kind`` now, changing nothing.

        A seated entry buys either; an entry who busted since the round began (not yet placed) may buy a rebuy, which
        seats him again at the seat he busted from with the rebuy's chips, and he is then not placed.

        :returns: the (table, seat) a busted entry's rebuy seats him at; None for a seated entry.
        :raises TournamentError: not sold him now, or a busted entry's seat was taken meanwhile.
        """
        level, found = self.clock.level + 1, self.where(entry)
        back = self._busted_at(entry) if found is None and kind == "rebuy" else None
        stack = self.stacks[entry] if found is not None else 0 if back is not None else None
        if (reason := purchases.refusal(self.settings, self.record, entry, stack, kind, level)) is not None:
            raise TournamentError(reason)
        if back is not None and back[1] in (players := self.tables[back[0]].players):
            raise TournamentError(refusals.seat_taken(back[0], back[1], players[back[1]]))
        return back

    def _busted_at(self, entry: str) -> tuple[int, int] | None:
        """The (table, seat) ``entry`` busted from since the round began (not yet placed), or None."""
        if not any(e == entry for busts in self.pending_busts.values() for e, _ in busts):
            return None
        bust = next(e for e in reversed(self.record) if isinstance(e, Busted) and e.entry == entry)
        return (bust.table, bust.seat) if bust.table in self.tables else None
