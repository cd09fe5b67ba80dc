"""The TDA 2024 rules that settle the pots at a showdown, named in the hand's award record.

The game divides the pots (its award); the book names what governed the division: each side pot is split on its own
(rule 21); a tied pot's leftover unit of the smallest chip goes to the first tied seat left of the button in board
and draw games (20-A) and by the highest card by suit in stud (20-B); a high-low pot that cannot be halved evenly
gives the odd unit to the high half (20-C).
"""

from __future__ import annotations

from floorcall import HandView, Pot
from floorcall.rulekit import award_facts, stud_game

__all__ = ["award_citations"]


def award_citations(hand: HandView, pots: tuple[Pot, ...], payouts: dict[int, int]) -> tuple[str, ...]:
    """TDA2024-21, TDA2024-20A, TDA2024-20B, TDA2024-20C: the rules that settled these pots, as they apply.

    :param hand: the hand at showdown.
    :param pots: the main pot first, then the side pots.
    :param payouts: chips won per seat.
    :returns: the rule IDs, empty when one hand took the only contested pot.
    """
    facts = award_facts(hand, pots, payouts)
    cited: list[str] = []
    if facts.side_pots:
        cited.append("TDA2024-21")
    if facts.odd_half:
        cited.append("TDA2024-20C")
    if facts.odd_chip:
        cited.append("TDA2024-20B" if stud_game(hand) else "TDA2024-20A")
    return tuple(cited)
