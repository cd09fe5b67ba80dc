"""What a showdown's settlement did, as the facts a rulebook names its rules by: side pots, a shared pot, odd chips.

The award itself is the game's (or a rulebook's) answer to ``floorcall_award_pots``; these facts come from its
result and the pots, so a rulebook can cite the rules that settled them (``Rulebook(award_citations=...)``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

import msgspec

from floorcall._mechanics.betting_options import CHIP_UNIT

if TYPE_CHECKING:
    from floorcall._mechanics.pots import Pot
    from floorcall.view import HandView

__all__ = ["AwardFacts", "award_facts"]


class AwardFacts(msgspec.Struct, frozen=True, kw_only=True):
    """What a settlement did.

    :param side_pots: two or more pots were contested by two or more live hands, each settled on its own.
    :param shared: the one contested pot went to two or more seats (a tie, or a high and a low half).
    :param odd_chip: a shared pot of a high-only or low-only game could not be divided evenly, so some seat got a
        leftover unit of the smallest chip.
    :param odd_half: a shared pot of a high-low game held an odd number of units, so its halves could not be equal.
    """

    side_pots: bool = False
    shared: bool = False
    odd_chip: bool = False
    odd_half: bool = False


def award_facts(hand: HandView, pots: Sequence[Pot], payouts: Mapping[int, int]) -> AwardFacts:
    """The facts of a settlement of ``pots`` that paid ``payouts``.

    With side pots only ``side_pots`` is told: the payouts add up every pot a seat won, so which pot a seat shared
    is not known from them.

    :param hand: the hand at showdown (its ``chip-unit`` option gives the smallest chip, in chips).
    :param pots: the main pot first, then the side pots, each with its eligible seats.
    :param payouts: chips won per seat.
    :returns: the facts.
    """
    live = set(hand.live_seats)
    contested = [pot for pot in pots if len(pot.eligible & live) >= 2]
    if len(contested) >= 2:
        return AwardFacts(side_pots=True)
    if len(contested) != 1 or len(pots) != 1:
        return AwardFacts()
    winners = [seat for seat, chips in payouts.items() if chips > 0 and seat in live]
    if len(winners) < 2:
        return AwardFacts()
    unit = hand.options.get(CHIP_UNIT.name, CHIP_UNIT.default)
    units = contested[0].amount // unit if isinstance(unit, int) and unit > 0 else contested[0].amount
    return AwardFacts(
        shared=True,
        odd_chip=not hand.game.hi_lo and len({payouts[seat] for seat in winners}) > 1,
        odd_half=hand.game.hi_lo and units % 2 == 1,
    )
