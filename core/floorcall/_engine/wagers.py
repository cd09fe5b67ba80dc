"""Wagering: the betting round open, the actions held or taken unnoticed, and who brought in and who bet last.

The hand's wagering part keeps what the betting of the hand leaves behind beyond the round's own chips (those are
the :class:`~floorcall._mechanics.betting.BettingRound`'s): an action out of turn held until its seat is to act,
wagers of the wrong size the table took as made, the plain action each ``wager_made`` of the log was taken as, the
order and the last aggressor of the last round opened (the order of show), the seat that brings in, and the actions
in turn so far (substantial action). It is the only writer of these fields; the engine's parts and the remedies
call its methods.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from floorcall.model.events import BetOrRaisedTo, BringInPosted, CheckedOrCalled, Folded

if TYPE_CHECKING:
    from floorcall._engine.phase import Phase
    from floorcall._engine.wager_records import UnnoticedWager
    from floorcall._mechanics.betting import BettingRound
    from floorcall._mechanics.substantial import ActionInTurn
    from floorcall.model.events import AnyEvent

__all__ = ["WagerAction", "Wagering"]

WagerAction: TypeAlias = Folded | CheckedOrCalled | BetOrRaisedTo | BringInPosted
"""The plain action a ``wager_made`` was taken as."""


class Wagering:
    """The wagering of one hand (no round open, nothing held, nobody named to bring in, when it begins)."""

    def __init__(self) -> None:
        self.betting: BettingRound | None = None
        """The betting round open, or None between rounds."""
        self.held_actions: dict[int, tuple[AnyEvent, int]] = {}
        """Seat -> an action he took out of turn that a ruling holds, with the wager to match when he took it."""
        self.unnoticed_wagers: list[UnnoticedWager] = []
        """Wagers of the wrong size the table took as made (``WagerMade.unnoticed``), oldest first."""
        self.wager_actions: dict[int, WagerAction] = {}
        """The action each ``wager_made`` of the log was taken as, by the wager's index in the log."""
        self.round_order: tuple[int, ...] = ()
        """The seats of the last betting round opened, in acting order from its first actor (the order of show)."""
        self.round_aggressor: int | None = None
        """The last seat to bet, complete or raise in the last betting round opened, or None (the order of show)."""
        self.bring_in_seat: int | None = None
        """The seat that owes (or posted) the bring-in, once named."""
        self.forced_bring_in: int | None = None
        """A seat whose hand is dead but which still posts the bring-in (set by a ruling)."""
        self.actions_in_turn: list[ActionInTurn] = []
        """Every action taken in turn so far, in order (what substantial action counts)."""
        self.last_round: tuple[int, int, BettingRound] | None = None
        """The round last closed complete: (its street's index, the log's length when it closed, the round), until
        the next round opens or the hand ends."""
        self.interrupted: Phase | None = None
        """While the last round is taken up again: the phase the hand stood in (a street's deal or draw begun, or
        the showdown), which it goes back to once the round is over."""

    # -- the round ----------------------------------------------------------------------------------------------------

    def open(self, betting: BettingRound, order: tuple[int, ...]) -> None:
        """A betting round opens, in ``order`` from its first actor; an action held out of turn lapses with the last."""
        self.held_actions.clear()
        self.last_round = None
        self.betting = betting
        self.round_order = order
        self.round_aggressor = None

    def found_aggressor(self, seat: int | None) -> None:
        """The round just opened was found half played (the floor's quick question): ``seat`` bet or raised last."""
        self.round_aggressor = seat

    def close(self) -> None:
        """No betting round is open, and none can be taken up again (the street is dealt again, the hand is over)."""
        self.betting = None
        self.last_round = None
        self.interrupted = None

    def end_round(self, street_index: int, at: int) -> Phase | None:
        """The open round is over and kept, with its street's index and ``at``, the log's length now.

        :returns: the phase the round interrupted when it was taken up again (the hand goes back to it), else None.
        """
        interrupted, self.interrupted = self.interrupted, None
        if self.betting is not None:
            self.last_round = (street_index, at, self.betting)
        self.betting = None
        return interrupted

    def take_up(self, phase: Phase) -> BettingRound:
        """Open the round last closed again, interrupting ``phase``; returns it (the caller checked there is one)."""
        assert self.last_round is not None
        self.betting = self.last_round[2]
        self.interrupted = phase
        return self.betting

    def leave_round(self, seat: int, *, folded_too: bool = True) -> None:
        """Take the seat out of the open round, if it is in it (``folded_too``: even when it has folded in it)."""
        betting = self.betting
        if betting is not None and seat in betting.wagers and (folded_too or seat not in betting.folded):
            betting.remove(seat)

    def acted(self, action: ActionInTurn, *, aggressor: bool) -> None:
        """An action in turn was taken; ``aggressor``: it was a bet, completion or raise."""
        self.actions_in_turn.append(action)
        if aggressor:
            self.round_aggressor = action.seat

    # -- actions out of turn and wagers read ------------------------------------------------------------------------

    def hold(self, seat: int, event: AnyEvent, level: int) -> None:
        """Hold the seat's action out of turn until he is to act; ``level`` is the wager to match when he acted."""
        self.held_actions[seat] = (event, level)

    def take_held(self, seat: int) -> tuple[AnyEvent, int]:
        """The seat's held action, which leaves the wagering (it binds or lapses now)."""
        return self.held_actions.pop(seat)

    def taken_as(self, at: int, action: WagerAction, *, first: bool = False) -> None:
        """The ``wager_made`` at index ``at`` of the log stands as ``action`` (``first``: unless already noted)."""
        if first:
            self.wager_actions.setdefault(at, action)
        else:
            self.wager_actions[at] = action

    def take_unnoticed(self, made: UnnoticedWager) -> None:
        """Keep a wrong-size wager the table took as made, for a later report."""
        self.unnoticed_wagers.append(made)

    # -- the bring-in -----------------------------------------------------------------------------------------------

    def name_bring_in(self, seat: int) -> None:
        """``seat`` owes the bring-in."""
        self.bring_in_seat = seat

    def force_bring_in(self, seat: int) -> None:
        """``seat`` posts the bring-in even though a ruling killed its hand."""
        self.forced_bring_in = seat
        self.bring_in_seat = seat
