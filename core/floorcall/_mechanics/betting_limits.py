"""The limits of one betting round, the sizes they allow as it goes on, and the choices left to the player to act.

:class:`StreetBetting` is data a game supplies for each street (the structure, the bet size, an optional bring-in,
a cap, how short all-ins re-open the betting); :class:`BetSizing` applies it as wagers are made (the smallest and
largest legal wager, the cap, who may raise again); :class:`BettingOptions` is what
:meth:`floorcall._mechanics.betting.BettingRound.options` answers for the seat to act. Chip amounts are integers in the
smallest chip in play.
"""

from __future__ import annotations

from typing import Final

import msgspec

from floorcall.model.expectations import BettingOptions
from floorcall.model.types import Structure

__all__ = [
    "BET_RAISE_TO",
    "BRING_IN",
    "CHECK_CALL",
    "FOLD",
    "BetSizing",
    "BettingOptions",
    "StreetBetting",
    "Structure",
]

FOLD: Final = "fold"
"""Action name: give up the hand."""
CHECK_CALL: Final = "check_call"
"""Action name: check when no more is owed, otherwise call (all in for less when short)."""
BET_RAISE_TO: Final = "bet_raise_to"
"""Action name: complete the bring-in, bet or raise, naming the seat's new total wager for the round."""
BRING_IN: Final = "bring_in"
"""Action name: post the bring-in amount (or all the seat holds when that is less)."""


# gc=False: frozen, holding only immutable values, so never part of a reference cycle; a hand makes thousands,
# and untracked structs keep the garbage collector's passes short.
# globals for the hot path: a member read off an enum class costs ~30 times more on Python 3.11
_FIXED_LIMIT: Final = Structure.FIXED_LIMIT
_POT_LIMIT: Final = Structure.POT_LIMIT


class StreetBetting(msgspec.Struct, frozen=True, kw_only=True, gc=False):
    """The limits of one betting round.

    :param structure: fixed limit, pot limit or no limit.
    :param bet: in fixed limit the size of a bet and of each raise on this street (the small or the big bet); in
        pot limit and no limit the smallest opening bet (normally the big blind). Chips, positive.
    :param big_bet_option: fixed limit only: a second, larger size that may also be bet or raised on this street
        (the open-pair option some cash rulebooks give on the second round of a seven-card game); once a wager of
        that size is made, later raises on the street use it. ``None`` when there is no such option.
    :param bring_in: a forced opening amount smaller than ``bet`` that may instead be completed to ``bet``.
    :param max_bets: the most bets a round may hold (completion or first bet, plus raises; a posted big blind
        counts as the first bet); ``None`` for no cap.
    :param cap_heads_up: whether the cap still applies while two players or fewer with chips contest the round.
        With ``False`` the cap is lifted while that is so, unless the round was already capped with more players.
    :param reopen_fraction: an all-in raise smaller than a full one counts as full (re-opening the betting for
        players who already acted, and counting toward the cap) when it is at least this fraction of a full bet or
        raise: 1.0 in no limit and pot limit, 0.5 under the half-bet rule of fixed limit (TDA 2024 rule 47-B).
    :param must_open: no check while no wager stands: the first voluntary action is a fold or at least the
        bring-in (when the seat that should bring in is all in for the ante).
    :param check_raise: whether a seat that checked may raise later in the same round (False: he may only call
        or fold once a bet comes to him).
    :raises ValueError: from construction, decoding or conversion when an amount is not positive, the bring-in is
        not below ``bet``, the big-bet option is not above ``bet`` or is given outside fixed limit, the cap is below
        one, or ``reopen_fraction`` is outside (0, 1].
    """

    structure: Structure
    bet: int
    big_bet_option: int | None = None
    bring_in: int | None = None
    max_bets: int | None = None
    cap_heads_up: bool = True
    reopen_fraction: float = 1.0
    must_open: bool = False
    check_raise: bool = True

    def __post_init__(self) -> None:
        """Reject limits no betting round can be played under."""
        if not _is_chips(self.bet) or self.bet <= 0:
            raise ValueError(f"the bet size must be a positive whole number of chips, not {self.bet!r}")
        if self.big_bet_option is not None:
            if self.structure is not Structure.FIXED_LIMIT:
                raise ValueError("a big-bet option exists only in fixed limit")
            if not _is_chips(self.big_bet_option) or self.big_bet_option <= self.bet:
                raise ValueError(f"the big-bet option ({self.big_bet_option!r}) must be above the bet ({self.bet})")
        if self.bring_in is not None and (not _is_chips(self.bring_in) or not 0 < self.bring_in < self.bet):
            raise ValueError(
                f"the bring-in ({self.bring_in!r}) must be at least one chip and below the bet ({self.bet})"
            )
        if self.max_bets is not None and (not _is_chips(self.max_bets) or self.max_bets < 1):
            raise ValueError(f"the cap must allow at least one bet, not {self.max_bets!r}")
        if not 0.0 < self.reopen_fraction <= 1.0:
            raise ValueError(f"reopen_fraction must be above 0 and at most 1, not {self.reopen_fraction!r}")


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


def _is_chips(value: object) -> bool:
    return type(value) is int  # not a bool, and no int subclass standing in for chips
