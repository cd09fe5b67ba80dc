"""The Robert's Rules that settle the pots at a showdown, named in the hand's award record ("Ties" 1 to 3).

Side pots are split separately, and a high-low pot's odd chip goes to the high side (RROP-TIES-3); the odd chip of a
tie is one unit of the smallest chip, never two to one player (RROP-TIES-2), given in button games from the button's
left and in stud by suit (RROP-TIES-3), suits ranking spades, hearts, diamonds, clubs (RROP-TIES-1).
"""

from __future__ import annotations

from floorcall import HandView, Pot
from floorcall_rrop import sevens
from floorcall_rulelib.awards import AwardCitations, settlement_citations

__all__ = ["award_citations"]

#: "Ties" 3 governs side pots and the odd half; an odd chip is one unit (2) and, in stud, goes by suit (1).
_TIES = AwardCitations(
    side_pots=("RROP-TIES-3",),
    odd_half=("RROP-TIES-3",),
    odd_chip_button=("RROP-TIES-2", "RROP-TIES-3"),
    odd_chip_stud=("RROP-TIES-2", "RROP-TIES-3", "RROP-TIES-1"),
)


def award_citations(hand: HandView, pots: tuple[Pot, ...], payouts: dict[int, int]) -> tuple[str, ...]:
    """RROP-TIES-1, RROP-TIES-2, RROP-TIES-3, and RROP-A5-4 where the sevens rule changed the settlement.

    :param hand: the hand at showdown.
    :param pots: the main pot first, then the side pots.
    :param payouts: chips won per seat.
    :returns: the rule IDs, empty when one hand took the only contested pot.
    """
    cited = settlement_citations(hand, pots, payouts, _TIES)
    if sevens.sevens_award(hand, pots) is not None:
        cited += (sevens.CITATION,)
    return cited
