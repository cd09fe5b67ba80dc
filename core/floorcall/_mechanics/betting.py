"""One betting round: whose turn it is, what he may do, and how each action moves chips.

A :class:`BettingRound` is driven by the hand engine with the limits of the street (:class:`StreetBetting`), the
seats still in the hand in acting order, their stacks and anything already posted. It knows nothing about games:
blinds, a bring-in, a cap and the re-opening rules all come in as data, and the sizes of bets and raises are
worked out by :class:`floorcall._mechanics.betting_limits.BetSizing`.

Turns: every seat with chips acts at least once; the round is over when one seat is left, or when every seat with
chips has acted and matched the current bet. A lone seat with chips whose wager already covers every other live
seat's need not act (nobody could call a bet of his), and a seat may not raise when no other seat holds chips.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING

from floorcall._mechanics.bet_sizing import BetSizing
from floorcall._mechanics.betting_corrections import correction_moves
from floorcall._mechanics.betting_legality import (
    bring_in_offer,
    check_legal,
    is_opening_due,
    legality,
    options_of,
    raise_bar,
)
from floorcall._mechanics.betting_limits import (
    BET_RAISE_TO,
    BRING_IN,
    CHECK_CALL,
    FOLD,
    BettingOptions,
    StreetBetting,
    Structure,
)
from floorcall._mechanics.betting_opening import checked_opening, trusted_opening
from floorcall.errors import InvalidEventError, because, framed, refused

if TYPE_CHECKING:
    from floorcall.model.messages import Message

__all__ = [
    "BET_RAISE_TO",
    "BRING_IN",
    "CHECK_CALL",
    "FOLD",
    "BettingOptions",
    "BettingRound",
    "StreetBetting",
    "Structure",
]


class BettingRound:
    """The mutable state of one betting round.

    Every action method checks legality first and changes nothing when the action is illegal.

    Public attributes (read them, never assign them): ``actor`` (the seat to act, ``None`` once the round is
    over), ``is_complete``, ``has_action`` (whether any seat has acted), ``wagers`` and ``stacks`` (live read-only
    views, seat to chips), ``folded`` and ``all_in`` (frozensets of seats), ``current_bet`` (the wager every live
    seat must match; it can exceed the largest wager when a blind or the bring-in was posted short), ``pot``
    (chips in the middle before this round), ``order``, ``spec`` and ``sizing`` (level, last full raise, bets
    counted toward the cap).

    :param spec: the limits of the round.
    :param order: the seats still in the hand, in acting order starting with the first to act (1-based seat
        numbers, each once).
    :param stacks: chips behind per seat; every seat of ``order`` must be present (other keys are ignored). A seat
        with no chips is all in from the start.
    :param wagers: chips already in front of seats this round (posted blinds), counted toward their calls. A wager
        of a seat not in ``order`` (a blind posted for a hand that is dead) sets the level to call like the others
        and is counted in ``pot``.
    :param pot: chips already in the middle (antes, earlier rounds), used only for pot-limit sizing.
    :param bring_in_seat: the seat that must post the bring-in or complete; it must be first in ``order`` and hold
        chips, no wager may stand, and ``spec.bring_in`` must be set.
    :param to_call: the level to match when above the largest wager (a big blind posted short: the whole blind).
    :raises ValueError: when the seats, chips or bring-in arguments are inconsistent.
    """

    __slots__ = (
        "_bring_in_due",
        "_checked",
        "_idle",
        "_index",
        "_live_count",
        "_matched",
        "_offer",
        "_stacks",
        "_total_wagers",
        "_wagers",
        "_with_chips",
        "actor",
        "all_in",
        "current_bet",
        "folded",
        "has_action",
        "is_complete",
        "order",
        "pot",
        "sizing",
        "spec",
        "stacks",
        "wagers",
    )

    def __init__(
        self,
        spec: StreetBetting,
        order: Sequence[int],
        stacks: Mapping[int, int],
        *,
        wagers: Mapping[int, int] | None = None,
        pot: int = 0,
        bring_in_seat: int | None = None,
        to_call: int | None = None,
        checked: bool = True,
    ) -> None:
        """Open the round and find the first seat to act (see the class docstring for the parameters).

        :param checked: False only for arguments the hand engine built from its own state (not checked again).
        """
        self.spec = spec
        posted = wagers or {}
        if checked:
            opening = checked_opening(spec, order, stacks, posted, pot, bring_in_seat, to_call)
        else:
            opening = trusted_opening(order, stacks, posted, bring_in_seat, to_call)
        self.order, self._stacks, self._wagers, self.current_bet, self._bring_in_due, outside = opening
        self._index = {seat: i for i, seat in enumerate(self.order)}
        seats = self.order
        self.pot = pot + sum(outside.values())
        self.stacks = MappingProxyType(self._stacks)
        self.wagers = MappingProxyType(self._wagers)
        self._total_wagers = sum(self._wagers.values())
        self.sizing = BetSizing(spec, self.current_bet)
        self._matched: dict[int, int] = {}  # seats that acted this round: their wager when they last did
        self._checked: set[int] = set()  # seats that checked this round (barred from raising without check_raise)
        self._idle = {seat for seat in seats if self._stacks[seat] == 0}  # folded or all in
        self.folded: frozenset[int] = frozenset()
        self.all_in = frozenset(self._idle)
        self._live_count = len(seats)
        self._with_chips = len(seats) - len(self._idle)
        self.actor: int | None = None
        self._offer: BettingOptions | None = None  # the actor's options, once asked, until the next action
        self.is_complete = False
        self.has_action = False
        self._advance(0)

    @property
    def last_full_raise(self) -> int:
        """Pot and no limit: the largest full bet or raise increment of the round, in chips."""
        return self.sizing.last_full_raise

    @property
    def bet_count(self) -> int:
        """Full bets made this round toward the cap (completion or first bet, raises, a posted big blind)."""
        return self.sizing.bet_count

    def options(self) -> BettingOptions:
        """Say what the seat to act may do now.

        :returns: the actor's options; amounts in chips, totals including what he already has in front.
        :raises InvalidEventError: when the round is over.
        """
        seat = self.actor
        if seat is None:
            raise refused("mechanics.betting.betting_round_over_seat", "the betting round is over: no seat is to act")
        if self._offer is None:
            self._offer = options_of(self, seat)
        return self._offer

    def check_legal(self, seat: int, action: str, amount: int | None = None) -> str | None:
        """Say whether an action is legal now, without changing anything.

        :param seat: the seat that would act.
        :param action: ``"fold"``, ``"check_call"``, ``"bet_raise_to"`` or ``"bring_in"``.
        :param amount: for ``"bet_raise_to"``, the new total wager for the round in chips; ignored otherwise.
        :returns: ``None`` when legal, else a short reason ("raise to 350 is below the minimum 400").
        """
        return check_legal(self, seat, action, amount)

    def legality(self, seat: int, action: str, amount: int | None = None) -> Message | None:
        """As :meth:`check_legal`, the reason a message (shown in the reader's language)."""
        return legality(self, seat, action, amount)

    def resume(self, acted: Sequence[int], bets: int, last_raise: int | None, first: int) -> None:
        """Take up a round found half played (the floor's quick question), the turn to ``first`` or past him.

        ``acted``: seats that acted since the last full raise; ``bets``: full bets toward the cap (big blind counted);
        ``last_raise``: its size (None: the street's). :raises ValueError: ``first`` is not in the round.
        """
        if first not in self._index:
            raise ValueError(f"seat {first} is not in this betting round")
        self.has_action = bool(acted) or bets > 0
        self._matched = {seat: self._wagers[seat] for seat in acted if seat in self._index}
        self.sizing.resume(self.current_bet if bets else 0, bets, last_raise)
        self._advance(self._index[first])

    def fold(self, seat: int, *, checked: bool = False) -> None:
        """Fold: the seat gives up the hand; his chips already in stay in the pot.

        :param seat: the seat to act.
        :param checked: True when :meth:`check_legal` has just accepted this very action (it is not checked again).
        :raises InvalidEventError: when it is not his turn, the round is over, or he owes the bring-in.
        """
        if not checked:
            self._require(seat, FOLD, None)
        self.has_action = True
        self._drop(seat)
        self._advance(self._index[seat] + 1)

    def check_or_call(self, seat: int, *, checked: bool = False) -> int:
        """Check, or call the current bet (all in for less when the stack is short).

        :param seat: the seat to act.
        :param checked: True when :meth:`check_legal` has just accepted this very action (it is not checked again).
        :returns: the chips moved from his stack to his wager (0 for a check).
        :raises InvalidEventError: when it is not his turn, the round is over, or he must open or post the bring-in.
        """
        if not checked:
            self._require(seat, CHECK_CALL, None)
        self.has_action = True
        moved = min(max(self.current_bet - self._wagers[seat], 0), self._stacks[seat])
        if not moved and self.current_bet <= self._wagers[seat]:
            self._checked.add(seat)
        self._move(seat, moved)
        self._matched[seat] = self._wagers[seat]
        self._advance(self._index[seat] + 1)
        return moved

    def bet_or_raise_to(self, seat: int, total: int | None, *, checked: bool = False) -> int:
        """Complete the bring-in, bet or raise so that the seat's wager this round becomes ``total``.

        While a seat must open the round (``must_open``), a total equal to the offered bring-in posts it, exactly
        as :meth:`post_bring_in` does.

        :param seat: the seat to act.
        :param checked: True when :meth:`check_legal` has just accepted this very action (it is not checked again).
        :param total: the new total wager for the round, in chips.
        :returns: the chips moved from his stack.
        :raises InvalidEventError: when the total is not a legal completion, bet or raise for him now.
        """
        if not checked or total is None:
            self._require(seat, BET_RAISE_TO, total)
        assert total is not None  # _require refused it
        self.has_action = True
        if is_opening_due(self) and total == bring_in_offer(self, seat):
            return self._post(seat)
        moved = total - self._wagers[seat]
        self.sizing.record_wager(total, self.current_bet, self._with_chips)
        self._move(seat, moved)
        self.current_bet = max(self.current_bet, total)
        self._bring_in_due = None
        self._matched[seat] = total
        self._advance(self._index[seat] + 1)
        return moved

    def post_bring_in(self, seat: int, *, checked: bool = False) -> int:
        """Post the bring-in: ``spec.bring_in`` chips, or all the seat holds when that is less.

        A partial bring-in stands, and the others must still enter for the full bring-in or complete.

        :param seat: the seat that owes the bring-in, or the first to open while ``must_open`` stands.
        :param checked: True when :meth:`check_legal` has just accepted this very action (it is not checked again).
        :returns: the chips moved from his stack.
        :raises InvalidEventError: when it is not his turn or no bring-in is his to post.
        """
        if not checked:
            self._require(seat, BRING_IN, None)
        self.has_action = True
        return self._post(seat)

    def correct_wager(self, seat: int, total: int, made: int) -> dict[int, int]:
        """Bring a seat's wrong-size wager (``made``, his total as made) to ``total`` once others acted on it.

        Up: chips short of it come from his stack (all in when he holds less); down: the wagers ``correction_moves``
        names are cut. Who is then below the bet owes it; a round over is taken up again. It reopens betting for nobody.

        :returns: the chips each seat moved, seat -> chips (negative: back to the stack), for the seats that moved.
        :raises InvalidEventError: the seat is not in the round or has folded.
        """
        moved = correction_moves(self, seat, total, made)
        if total < self._wagers[seat]:
            self.current_bet = self.sizing.cut(made, total, self.current_bet)
        for moving, chips in moved.items():
            self._move(moving, chips)
            if moving in self._matched or moving == seat:  # a seat that has acted stands at his wager as corrected
                self._matched[moving] = self._wagers[moving]
        self.current_bet = max(self.current_bet, self._wagers[seat])
        self.is_complete = False
        self._advance(self._index[self.actor] if self.actor is not None else self._index[seat] + 1)
        return moved

    def remove(self, seat: int) -> None:
        """Take a seat out of the round whoever is to act (his hand was killed); his chips stay in the pot.

        The turn passes on if it was his, and the round ends if that leaves nobody to act. A bring-in he owed is
        no longer owed.

        :param seat: a seat of the round that has not folded.
        :raises InvalidEventError: when the seat is not in the round or is already out of it.
        """
        if seat not in self._index:
            raise refused("mechanics.betting.seat_betting_round", "seat {seat} is not in this betting round", seat=seat)
        if seat in self.folded:
            raise refused(
                "mechanics.betting.seat_already_out_betting",
                "seat {seat} is already out of this betting round",
                seat=seat,
            )
        self._drop(seat)
        if seat == self._bring_in_due:
            self._bring_in_due = None
        if self.actor is not None:
            self._advance(self._index[self.actor] + (seat == self.actor))

    # -- chips and turns ----------------------------------------------------------------------------------------

    def _require(self, seat: int, action: str, amount: int | None) -> None:
        # The action methods call this unless the caller passes checked=True, having just had check_legal return
        # None for the same action (the hand engine does, so legality is not worked out twice per action).
        problem = self.legality(seat, action, amount)
        if problem is None:
            return
        error = InvalidEventError(problem)
        if not problem.english().startswith(f"seat {seat} "):
            framed(
                error,
                because("mechanics.betting.seat_problem", "seat {seat}: {reason}", seat=seat, reason=problem.english()),
            )
        raise error

    def _post(self, seat: int) -> int:
        bring_in = self.spec.bring_in
        assert bring_in is not None  # checked by _bring_in_offer
        moved = min(bring_in, self._stacks[seat])
        self._move(seat, moved)
        self.current_bet = max(self.current_bet, bring_in)
        self.sizing.record_bring_in()
        self._bring_in_due = None
        self._matched[seat] = self._wagers[seat]
        self._advance(self._index[seat] + 1)
        return moved

    def _move(self, seat: int, chips: int) -> None:
        before = self._stacks[seat]  # chips < 0 (a wager cut back) can end an all in
        stack = before - chips
        self._stacks[seat] = stack
        self._wagers[seat] += chips
        self._total_wagers += chips
        if stack == 0 and chips:
            self._idle.add(seat)
            self.all_in = self.all_in | {seat}
            self._with_chips -= 1
        elif before == 0 and stack and seat not in self.folded:
            self._idle.discard(seat)
            self.all_in = self.all_in - {seat}
            self._with_chips += 1

    def _drop(self, seat: int) -> None:
        self.folded = self.folded | {seat}
        self._live_count -= 1
        if seat not in self._idle:
            self._idle.add(seat)
            self._with_chips -= 1

    def _advance(self, start: int) -> None:
        """Give the turn to the first seat at or after position ``start`` that owes an action, or end the round."""
        self._offer = None
        if self._live_count > 1 and self._with_chips and not (self._with_chips == 1 and self._lone_seat_covers()):
            order, idle, acted, wagers, level = self.order, self._idle, self._matched, self._wagers, self.current_bet
            count = len(order)
            for step in range(count):
                seat = order[(start + step) % count]
                if seat not in idle and (seat not in acted or wagers[seat] < level):
                    self.actor = seat
                    return
        self.actor = None
        self.is_complete = True

    def _lone_seat_covers(self) -> bool:
        """With one seat left holding chips: whether his wager already matches every other live seat's."""
        wagers, idle, folded = self._wagers, self._idle, self.folded
        lone = next(seat for seat in self.order if seat not in idle)
        return all(wagers[lone] >= wagers[seat] for seat in self.order if seat not in folded)

    # -- what is allowed (worked out by floorcall._mechanics.betting_legality) ---------------------------------

    def raise_bar(self, seat: int) -> str | None:
        """Say why the seat may not complete, bet or raise at all now, as a code, or return ``None`` when he may.

        :returns: ``"no_chips"`` (nothing beyond the call), ``"no_opponent"`` (nobody else could call a raise),
            ``"capped"`` (the round holds the most bets allowed), ``"checked"`` (he checked, and the round bars a
            check-raise) or ``"not_reopened"`` (he acted, and no full raise came since), the values of
            :class:`floorcall.model.wagers.WagerBar`.
        """
        return raise_bar(self, seat)
