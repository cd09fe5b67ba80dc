"""Which of a book's rules settled a showdown's pots: side pots, an odd half of a high-low pot, a tie's odd chip.

The game divides the pots; a book names the rules that governed the division. Both books cite by the same facts of
the settlement (:func:`floorcall.rulekit.award_facts`), each with its own IDs: an :class:`AwardCitations`.
"""

from __future__ import annotations

import dataclasses

from floorcall import HandView, Pot
from floorcall.rulekit import award_facts, stud_game

__all__ = ["AwardCitations", "settlement_citations"]


@dataclasses.dataclass(frozen=True, slots=True)
class AwardCitations:
    """A book's rule IDs for each fact of a settlement.

    :param side_pots: cited when there were side pots (each split on its own).
    :param odd_half: cited when a high-low pot could not be halved evenly.
    :param odd_chip_button: cited for a tie's odd chip in a board or draw game (given from the button).
    :param odd_chip_stud: cited for a tie's odd chip in stud (given by the cards).
    """

    side_pots: tuple[str, ...]
    odd_half: tuple[str, ...]
    odd_chip_button: tuple[str, ...]
    odd_chip_stud: tuple[str, ...]


def settlement_citations(
    hand: HandView, pots: tuple[Pot, ...], payouts: dict[int, int], cited: AwardCitations
) -> tuple[str, ...]:
    """The book's IDs for the facts of this settlement, each once, in the order the facts are named above.

    :param hand: the hand at showdown.
    :param pots: the main pot first, then the side pots.
    :param payouts: chips won per seat.
    :param cited: the book's IDs.
    :returns: the rule IDs, empty when one hand took the only contested pot.
    """
    facts = award_facts(hand, pots, payouts)
    found: list[str] = []
    if facts.side_pots:
        found.extend(cited.side_pots)
    if facts.odd_half:
        found.extend(cited.odd_half)
    if facts.odd_chip:
        found.extend(cited.odd_chip_stud if stud_game(hand) else cited.odd_chip_button)
    return tuple(dict.fromkeys(found))
