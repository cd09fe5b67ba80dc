"""Missed-hands penalties: given to a seated entry, served hand by hand at whatever table he sits.

:class:`Penalties` is the part of :class:`~floorcall._tournament.tournament.Tournament` that keeps the hands each
entry still has to miss. The rulebook's penalty ruling (:func:`~.asking.ask_penalty`; TDA 2024 rules 71-A and 71-C
under ``tda-2024``) cites the rules: the hands are counted when the penalty is given, and while he serves them his
seat is dealt in, his blinds and antes posted and his hand killed, each such hand one missed. When he changes
tables with hands still to miss (balancing, breaking, the final redraw, a seat corrected), the rulebook is asked
again: under the TDA's rules the count goes with him and he keeps serving it at the new seat.
"""

from __future__ import annotations

from floorcall._plugins import Floor
from floorcall._tournament import refusals
from floorcall._tournament.asking import ask_penalty
from floorcall._tournament.record import Penalized, PenaltyMoved
from floorcall._tournament.refusals import TournamentError
from floorcall._tournament.standing import Standing
from floorcall.model.tournament import PenaltyQuestion

__all__ = ["Penalties"]


class Penalties(Standing):
    """The penalties of a tournament (the state is the tournament's; these methods give and serve penalties)."""

    floor: Floor
    penalties: dict[str, int]

    def penalize(self, entry: str, hands: int) -> Penalized:
        """Give a seated entry a penalty of ``hands`` missed hands (added to any he is serving).

        :raises TournamentError: the entry is not seated, or ``hands`` is below 1.
        """
        if self.where(entry) is None:
            raise TournamentError(refusals.not_seated(entry))
        if hands < 1:
            raise TournamentError(refusals.no_hands_to_miss(hands))
        ruling = ask_penalty(self.floor, PenaltyQuestion(hands=hands))
        left = self.penalties[entry] = self.penalties.get(entry, 0) + hands
        event = Penalized(entry=entry, hands=hands, left=left, citations=ruling.citations)
        self.record.append(event)
        return event

    def penalized_at(self, table: int) -> list[int]:
        """The seats dealt in next hand at ``table`` whose player is serving a penalty (his hand will be killed)."""
        players = self.tables[table].players
        return [seat for seat in self.dealt_at(table) if self.penalties.get(players[seat], 0) > 0]

    def _served(self, entries: list[str]) -> None:
        """One hand missed by each of ``entries`` (dealt in while serving a penalty)."""
        for entry in entries:
            self.penalties[entry] -= 1
            if not self.penalties[entry]:
                del self.penalties[entry]

    def _carry_penalty(self, entry: str, table: int) -> None:
        """An entry moved to ``table``: the rulebook says whether the hands he still has to miss go with him."""
        left = self.penalties.get(entry, 0)
        if not left:
            return
        ruling = ask_penalty(self.floor, PenaltyQuestion(hands=left, moved=True))
        if not ruling.follows_player:
            del self.penalties[entry]
        kept = ruling.follows_player
        self.record.append(PenaltyMoved(entry=entry, hands=left, table=table, kept=kept, citations=ruling.citations))
