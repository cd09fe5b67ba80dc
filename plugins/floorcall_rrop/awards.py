"""The Robert's Rules that settle the pots at a showdown, named in the hand's award record ("Ties" 1 to 3).

Side pots are split separately, and a high-low pot's odd chip goes to the high side (RROP-TIES-3); the odd chip of a
tie is one unit of the smallest chip, never two to one player (RROP-TIES-2), given in button games from the button's
left and in stud by suit (RROP-TIES-3), suits ranking spades, hearts, diamonds, clubs (RROP-TIES-1).
"""

from __future__ import annotations

from floorcall import HandView, Pot
from floorcall.rulekit import award_facts, stud_game
from floorcall_rrop import sevens

__all__ = ["award_citations"]


def award_citations(hand: HandView, pots: tuple[Pot, ...], payouts: dict[int, int]) -> tuple[str, ...]:
    """RROP-TIES-1, RROP-TIES-2, RROP-TIES-3, and RROP-A5-4 where the sevens rule changed the settlement.

    :param hand: the hand at showdown.
    :param pots: the main pot first, then the side pots.
    :param payouts: chips won per seat.
    :returns: the rule IDs, empty when one hand took the only contested pot.
    """
    facts = award_facts(hand, pots, payouts)
    cited: list[str] = []
    if facts.side_pots or facts.odd_half:
        cited.append("RROP-TIES-3")
    if facts.odd_chip:
        cited.extend(("RROP-TIES-2", "RROP-TIES-3"))
        if stud_game(hand):
            cited.append("RROP-TIES-1")
    if sevens.sevens_award(hand, pots) is not None:
        cited.append(sevens.CITATION)
    return tuple(dict.fromkeys(cited))
