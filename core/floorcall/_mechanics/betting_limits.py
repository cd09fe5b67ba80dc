"""The limits of one betting round, the sizes they allow as it goes on, and the choices left to the player to act.

:class:`StreetBetting` is data a game supplies for each street (the structure, the bet size, an optional bring-in,
a cap, how short all-ins re-open the betting); :class:`BetSizing` (in :mod:`floorcall._mechanics.bet_sizing`, a
module the compiled build compiles, since this one defines a Struct) applies it as wagers are made (the smallest and
largest legal wager, the cap, who may raise again); :class:`BettingOptions` is what
:meth:`floorcall._mechanics.betting.BettingRound.options` answers for the seat to act. Chip amounts are integers in the
smallest chip in play.
"""

from __future__ import annotations

from typing import Final

import msgspec

from floorcall._mechanics.bet_sizing import BetSizing
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


def _is_chips(value: object) -> bool:
    return type(value) is int  # not a bool, and no int subclass standing in for chips
