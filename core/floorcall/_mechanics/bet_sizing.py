"""The sizes of bets and raises as one betting round goes on: :class:`BetSizing`, asked on every action.

It lives apart from :mod:`floorcall._mechanics.betting_limits` (which defines the :class:`StreetBetting` Struct it
reads, and re-exports it) so that the compiled build compiles it with the betting round that owns it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from floorcall.model.types import Structure

if TYPE_CHECKING:
    from floorcall._mechanics.betting_limits import StreetBetting

__all__ = ["BetSizing"]

# globals for the hot path: a member read off an enum class costs ~30 times more on Python 3.11
_FIXED_LIMIT: Final = Structure.FIXED_LIMIT
_POT_LIMIT: Final = Structure.POT_LIMIT


class BetSizing:
    """The sizes of bets and raises as one round goes on (mutable; a betting round owns one).

    Vocabulary, all amounts in chips and totals counting what a seat already has in front of him this round:

    - ``level``: the wager of the last full bet or raise, 0 while none stands (a posted big blind counts as one, a
      bring-in does not). In fixed limit every bet or raise goes to ``level`` plus a size, so after an all-in too
      short to count the next raise completes it rather than adding to it.
    - ``last_full_raise``: pot and no limit: the largest full bet or raise increment of the round. It starts at the
      street's ``bet``, or at the posted blind level when that is larger (a straddle), and short all-ins never
      change it: the minimum raise is the current bet plus this (TDA 2024 rule 43-A, WSOP 2024 rule 96-a).
    - ``bet_count``: full bets toward the cap (completion, bet, raises, and a posted big blind).
    - A wager is *full* when it adds at least ``reopen_fraction`` of a full bet or raise; a short all-in that is
      not full neither counts toward the cap nor re-opens the betting (TDA 2024 rules 47-A and 47-B).

    :param spec: the street's limits.
    :param current_bet: the level to call as the round opens (posted blinds), 0 for none.
    """

    __slots__ = (
        "bet_count",
        "big_used",
        "capped_multiway",
        "completion_pending",
        "fixed",
        "last_full_raise",
        "level",
        "spec",
    )

    def __init__(self, spec: StreetBetting, current_bet: int) -> None:
        self.spec = spec
        self.fixed = spec.structure is _FIXED_LIMIT
        self.level = current_bet if current_bet >= spec.bet else 0
        self.bet_count = 1 if self.level else 0
        self.last_full_raise = max(spec.bet, current_bet)
        self.big_used = False
        self.completion_pending = False  # only a bring-in stands: the next wager completes it
        self.capped_multiway = False  # the cap was reached while more than two seats with chips contested

    def resume(self, level: int, bets: int, last_raise: int | None) -> None:
        """Take up a round found half played: its level, full bets toward the cap, last full raise (None: keep)."""
        self.level = level
        self.bet_count = bets
        if last_raise is not None:
            self.last_full_raise = last_raise

    def full_size(self) -> int:
        """Return the size of a full bet or raise now: the fixed-limit size in use, or the last full raise."""
        if not self.fixed:
            return self.last_full_raise
        big = self.spec.big_bet_option
        return big if self.big_used and big is not None else self.spec.bet

    def base(self, current_bet: int) -> int:
        """Return the wager the next completion, bet or raise is measured from."""
        if self.fixed:
            return self.level
        return 0 if self.completion_pending else current_bet

    def record_bring_in(self) -> None:
        """Note that a bring-in was posted: the next wager above it is a completion."""
        self.completion_pending = True

    def record_wager(self, total: int, current_bet: int, contestants: int) -> None:
        """Note a completion, bet or raise to ``total`` made over ``current_bet``.

        :param total: the raiser's new total wager.
        :param current_bet: the level to call just before it.
        :param contestants: seats with chips contesting the round when it was made (for a heads-up cap).
        """
        spec = self.spec
        increment = total - self.base(current_bet)
        if increment >= self.full_size() * spec.reopen_fraction:
            self.level = total
            self.bet_count += 1
            if not self.fixed:
                self.last_full_raise = max(self.last_full_raise, increment)
            if spec.max_bets is not None and self.bet_count >= spec.max_bets and contestants > 2:
                self.capped_multiway = True
        big = spec.big_bet_option
        if big is not None and increment >= big * spec.reopen_fraction:
            self.big_used = True
        self.completion_pending = False

    def cut(self, made: int, total: int, current_bet: int) -> int:
        """A bet or raise over the limit, ``made`` as a total, is cut back to ``total`` once others acted on it.

        While nothing was raised over it, it is still the level: the level falls to ``total`` and its increment
        shrinks by the chips cut (in pot limit the pot-size raise it becomes is at least every raise before it, so it
        stays the largest). A raise over it stands, and nothing changes.

        :param current_bet: the level to call before the cut.
        :returns: the level to call after it.
        """
        if current_bet > made:
            return current_bet
        if self.level == made:
            self.level = total
            if not self.fixed:
                self.last_full_raise = max(self.spec.bet, self.last_full_raise - (made - total))
        return total

    def capped(self, contestants: int) -> bool:
        """Say whether the cap forbids more bets now, with ``contestants`` seats holding chips in the round."""
        cap = self.spec.max_bets
        if cap is None or self.bet_count < cap:
            return False
        return self.spec.cap_heads_up or self.capped_multiway or contestants > 2

    def reopened(self, matched: int | None, current_bet: int) -> bool:
        """Say whether a seat may raise again (TDA 2024 rules 47-A and 47-B).

        :param matched: the wager the seat stood at when he last acted, ``None`` if he has not acted this round.
        :param current_bet: the level to call now.
        :returns: True if he has not acted, a full wager was made since he did, or the short all-ins since then add
            up to at least ``reopen_fraction`` of a full bet or raise.
        """
        if matched is None or self.level > matched:
            return True
        return current_bet - matched >= self.full_size() * self.spec.reopen_fraction

    def fixed_totals(self, chips: int, floor: int, opening_bring_in: int | None) -> tuple[int, ...]:
        """List the legal fixed-limit completion, bet or raise totals for one seat.

        :param chips: the seat's wager this round plus his stack (all in for less is always a legal total).
        :param floor: the total a legal wager must exceed (the current bet, or the bring-in for its owner).
        :param opening_bring_in: while a seat must open the round, the bring-in he may open for; else ``None``.
        :returns: the distinct legal totals, smallest first; empty when the seat cannot go above ``floor``.
        """
        spec, level = self.spec, self.level
        if spec.big_bet_option is None and opening_bring_in is None:  # the usual case: one size
            total = min(level + spec.bet, chips)
            return (total,) if total > floor else ()
        if spec.big_bet_option is None:
            totals = {min(level + spec.bet, chips)}
        elif self.big_used:
            totals = {min(level + spec.big_bet_option, chips)}
        else:
            totals = {min(level + spec.bet, chips), min(level + spec.big_bet_option, chips)}
        if opening_bring_in is not None:
            totals.add(min(opening_bring_in, chips))
        return tuple(sorted(total for total in totals if total > floor))

    def bounds(self, chips: int, current_bet: int, pot_size_to: int) -> tuple[int, int]:
        """Return the smallest and largest legal pot-limit or no-limit total for one seat.

        :param chips: the seat's wager this round plus his stack (all in for less is always legal).
        :param current_bet: the level to call now.
        :param pot_size_to: the total a pot-size raise reaches: the current bet plus the pot after his call.
        :returns: ``(min_to, max_to)``; both are his chips when he holds less than a full raise.
        """
        least = self.base(current_bet) + self.last_full_raise
        most = chips
        if self.spec.structure is _POT_LIMIT:
            most = min(chips, max(pot_size_to, least))
        return min(least, chips), most
