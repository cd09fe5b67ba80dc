"""The TDA 2024 rules that settle the pots at a showdown, named in the hand's award record.

The game divides the pots (its award); the book names what governed the division: each side pot is split on its own
(rule 21); a tied pot's leftover unit of the smallest chip goes to the first tied seat left of the button in board
and draw games (20-A) and by the highest card by suit in stud (20-B); a high-low pot that cannot be halved evenly
gives the odd unit to the high half (20-C).
"""

from __future__ import annotations

from floorcall import HandView, Pot
from floorcall_rulelib.awards import AwardCitations, settlement_citations

__all__ = ["award_citations"]


_CITED = AwardCitations(
    side_pots=("TDA2024-21",),
    odd_half=("TDA2024-20C",),
    odd_chip_button=("TDA2024-20A",),
    odd_chip_stud=("TDA2024-20B",),
)


def award_citations(hand: HandView, pots: tuple[Pot, ...], payouts: dict[int, int]) -> tuple[str, ...]:
    """TDA2024-21, TDA2024-20A, TDA2024-20B, TDA2024-20C: the rules that settled these pots, as they apply.

    :param hand: the hand at showdown.
    :param pots: the main pot first, then the side pots.
    :param payouts: chips won per seat.
    :returns: the rule IDs, empty when one hand took the only contested pot.
    """
    return settlement_citations(hand, pots, payouts, _CITED)
