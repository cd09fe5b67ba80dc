"""Main and side pots, and who wins which chips.

:func:`build_pots` cuts everything put into a hand into a main pot and side pots by all-in levels and hands back
the part of a bet nobody matched; :func:`award_pots` splits each pot on its own among the best eligible hands,
high-only or high/low, giving odd chips in an order the caller supplies (so the rulebook's odd-chip rule stays a
parameter); :func:`clockwise_order` is that order for games with a button. Amounts are integer chips, seats are
1-based seat numbers.
"""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Set as AbstractSet

import msgspec

from floorcall._mechanics.pot_split import SeatOrder, award_pots, clockwise_order, pot_levels

__all__ = ["Pot", "SeatOrder", "award_pots", "build_pots", "clockwise_order"]


class Pot(msgspec.Struct, frozen=True, kw_only=True):
    """One pot.

    :param amount: chips in the pot, at least 0.
    :param eligible: the seats that may win it.
    :raises ValueError: when the amount is negative.
    """

    amount: int
    eligible: frozenset[int]

    def __post_init__(self) -> None:
        """Reject a negative pot."""
        if self.amount < 0:
            raise ValueError(f"a pot cannot hold a negative amount ({self.amount})")


def build_pots(
    contributions: Mapping[int, int], live: AbstractSet[int], *, dead_money: int = 0
) -> tuple[tuple[Pot, ...], dict[int, int]]:
    """Cut a hand's chips into the main pot and side pots (TDA 2024 rule 21: each pot is settled on its own).

    Each live seat's total is an all-in level; between two levels the chips of every seat that reached them form a
    pot that the live seats at or above the upper level may win. A folded or dead seat's chips stay in the pots
    they reached, but it is eligible for none; chips a folded seat put in beyond every live seat join the last pot.

    :param contributions: every chip each seat put in this hand (bets of all rounds, plus antes when they are
        live), seat to chips; seats may be left out when they put in nothing.
    :param live: the seats still contesting (neither folded nor dead); at least one when any chip is in.
    :param dead_money: chips in no seat's layer (antes that are not live, dead blinds); they go to the main pot.
    :returns: the pots, main pot first, without empty pots and never two with the same eligible seats; and the
        chips returned per seat (only the seat with the single largest contribution gets any: the part of it no
        other seat matched, which nobody could win, so it goes back even to a seat that has folded).
    :raises ValueError: for a negative or non-integer amount, or chips in the hand with no live seat to win them.
    """
    amounts, eligibles, returned = pot_levels(contributions, live, dead_money)
    # Levels come from live seats only, so each pot's eligible seats are strictly fewer than the last one's: a
    # folded seat's level never splits a pot into two with the same eligibility.
    pots = tuple(Pot(amount=a, eligible=e) for a, e in zip(amounts, eligibles, strict=True) if a)
    return pots, returned
