"""The deal cursor: where the deal of the street stands (its plan, the slots still due, the burn, the board cards).

It is the only writer of the deal queue and of the counts beside it: the dealing and drawing parts and the remedies
call its methods, and read its fields, never assign them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from floorcall.model.irregularities import AnyIrregularity
    from floorcall.model.procedure import StreetPlan
    from floorcall.model.remedies import AnyRemedy

__all__ = ["DealCursor", "Deferred", "Slot"]

Slot = tuple[int, bool]
"""One card the deal owes: (seat number, dealt face up)."""
Deferred = tuple[int, tuple["AnyRemedy", ...], "AnyIrregularity"]
"""Remedies a ruling left for later: (index of the street whose start runs them, remedies, irregularity)."""


class DealCursor:
    """The street's plan, the deal queue and how far the deal has gone, the burn and board cards still due.

    :param plan: the plan of the street before any is planned (a placeholder for the first street).
    """

    def __init__(self, plan: StreetPlan) -> None:
        self.plan = plan
        self.queue: list[Slot] = []
        """Every slot of the street's deal, dealt and due, in the order the dealer gives them."""
        self.pos = 0
        """How many slots of the queue are dealt: the next card goes to ``queue[pos]``."""
        self.burn_due = False
        self.burn_credit = 0
        """Burns a ruling saved for a later street (each skips one street's burn)."""
        self.board_due = 0
        """Board cards of the street still to turn."""
        self.deferred: list[Deferred] = []
        self.deal_checked: set[int] = set()
        """Seats checked once the initial deal is complete (on penalty, away, holding the wrong number of cards)."""
        self.set_aside_deal: tuple[list[Slot], int, bool, int] | None = None
        """A street's deal set aside while the betting round before it is taken up again: (queue, pos, burn due,
        board cards due)."""

    # -- reading ----------------------------------------------------------------------------------------------------

    def due(self) -> Slot | None:
        """The slot the next hole card goes to, or None when every slot of the street is dealt."""
        pos = self.pos
        return self.queue[pos] if pos < len(self.queue) else None

    def due_seat(self) -> int | None:
        """The seat the next hole card goes to, or None."""
        pos = self.pos
        return self.queue[pos][0] if pos < len(self.queue) else None

    def owed(self) -> list[Slot]:
        """The slots not dealt yet, in deal order."""
        return self.queue[self.pos :]

    def stub_needs(self) -> int:
        """Cards the rest of the street still takes off the stub: its burn, owed slots, board cards and reserve."""
        return int(self.burn_due) + len(self.queue) - self.pos + self.board_due + self.plan.reserve

    def round_end(self) -> int:
        """Index in the deal queue just after the round of dealing under way.

        A slot's round is how many slots of the same seat come before it in the street's queue; the round under way
        is that of the card just dealt, and it ends at the first later slot of a later round.
        """
        pos, queue = self.pos, self.queue
        if pos >= len(queue) or pos == 0:
            return len(queue) if pos else _first_repeat(queue)
        rounds: list[int] = []
        count: dict[int, int] = {}
        for seat, _ in queue:
            rounds.append(count.get(seat, 0))
            count[seat] = rounds[-1] + 1
        current = rounds[pos - 1]
        return next((index for index in range(pos, len(queue)) if rounds[index] > current), len(queue))

    def check_once(self, seat: int) -> bool:
        """True the first time a seat's initial deal is checked, False after (each seat is checked once)."""
        if seat in self.deal_checked:
            return False
        self.deal_checked.add(seat)
        return True

    # -- a street ---------------------------------------------------------------------------------------------------

    def begin(self, plan: StreetPlan, queue: list[Slot], *, burn: bool, board: int) -> None:
        """Start a street's deal (or a draw's replacements).

        Its plan, its slots, its burn (unless a saved burn covers it) and its board cards.
        """
        self.plan = plan
        self.queue = queue
        self.pos = 0
        self.burn_due = burn
        if burn and self.burn_credit:
            self.burn_credit -= 1
            self.burn_due = False
        self.board_due = board

    def replan(self, plan: StreetPlan) -> None:
        """Take the plan of the street beginning, before its deal (or its draw) is set out."""
        self.plan = plan

    # -- the deal going on ------------------------------------------------------------------------------------------

    def dealt(self) -> None:
        """The due slot got its card."""
        self.pos += 1

    def burned(self) -> None:
        """The street's burn is off the stub (or skipped)."""
        self.burn_due = False

    def set_aside(self) -> None:
        """The street's deal waits (nothing of it is out but its burn): the betting before it is taken up again."""
        self.set_aside_deal = (self.queue, self.pos, self.burn_due, self.board_due)
        self.queue, self.pos, self.burn_due, self.board_due = [], 0, False, 0

    def take_up(self, live: list[int]) -> None:
        """The street's deal set aside goes on; slots of seats no longer in the hand (``live``: those that are) go."""
        assert self.set_aside_deal is not None
        queue, pos, self.burn_due, self.board_due = self.set_aside_deal
        self.set_aside_deal = None
        self.queue = queue[:pos] + [slot for slot in queue[pos:] if slot[0] in live]
        self.pos = pos

    def burn_again(self) -> None:
        """The street's burn is due (again)."""
        self.burn_due = True

    def save_burn(self, *, once: bool = False) -> None:
        """Save a burn for a later street: ``once`` saves at most one in all, else one more each call."""
        self.burn_credit = max(self.burn_credit, 1) if once else self.burn_credit + 1

    def turned(self) -> None:
        """A board card of the street is turned."""
        self.board_due -= 1

    def owe_board(self, count: int = 1) -> None:
        """The street owes ``count`` more board cards (a board card went back or to the muck)."""
        self.board_due += count

    def only_board(self, count: int) -> None:
        """The street deals no more hole cards, only ``count`` board cards (a shared card instead of each seat's)."""
        del self.queue[self.pos :]
        self.board_due = count

    # -- changes a ruling makes -------------------------------------------------------------------------------------

    def owe(self, seat: int, face_up: bool, after_round: bool = False) -> None:
        """Owe ``seat`` one more card: next, or once the round of dealing under way ends."""
        self.queue.insert(self.round_end() if after_round else self.pos, (seat, face_up))

    def owe_last(self, seat: int, face_up: bool) -> None:
        """Owe ``seat`` one more card after every slot of the street's deal."""
        self.queue.append((seat, face_up))

    def drop(self, seat: int) -> None:
        """Take every slot still due to ``seat`` out of the deal (his hand is out)."""
        self.queue[self.pos :] = [(s, up) for s, up in self.queue[self.pos :] if s != seat]

    def drop_next(self, seat: int) -> bool:
        """Take the seat's next due slot out of the deal; False when it has none."""
        queue = self.queue
        for index in range(self.pos, len(queue)):
            if queue[index][0] == seat:
                del queue[index]
                return True
        return False

    def postpone(self) -> None:
        """Move the due slot to just after its seat's next slot, or to the end of the street's deal."""
        pos, queue = self.pos, self.queue
        slot = queue.pop(pos)
        later = [i for i in range(pos, len(queue)) if queue[i][0] == slot[0]]
        queue.insert(later[0] + 1 if later else len(queue), slot)

    def hand_over(self, taker: int, giver: int) -> None:
        """``taker`` takes ``giver``'s place in the deal: his own due slots are dropped, ``giver``'s become his."""
        pending = [(taker if s == giver else s, up) for s, up in self.queue[self.pos :] if s != taker]
        self.queue[self.pos :] = pending

    # -- remedies for a later street --------------------------------------------------------------------------------

    def defer(self, street_index: int, remedies: tuple[AnyRemedy, ...], irregularity: AnyIrregularity) -> None:
        """Keep remedies to carry out when the street at ``street_index`` begins."""
        self.deferred.append((street_index, remedies, irregularity))

    def take_deferred(self, street_index: int) -> list[Deferred]:
        """The remedies kept for the street at ``street_index``, which leave the cursor."""
        due = [entry for entry in self.deferred if entry[0] == street_index]
        self.deferred = [entry for entry in self.deferred if entry[0] != street_index]
        return due


def _first_repeat(queue: list[Slot]) -> int:
    seen: set[int] = set()
    for index, (seat, _) in enumerate(queue):
        if seat in seen:
            return index
        seen.add(seat)
    return len(queue)
