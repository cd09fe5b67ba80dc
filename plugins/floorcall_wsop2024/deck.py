"""The deck under the WSOP 2024 tournament rules where they part from the TDA: a duplicated card voids the hand.

WSOP24T-88d.2; the other fouled conditions are the TDA's rule (WSOP24T-88d.1 adopts TDA2024-35E.1).
"""

from __future__ import annotations

from floorcall import DeckFouled, FoulReason, HandView, ReturnAllChips, Ruling, RulingKind
from floorcall.rulekit import Rule, rule
from floorcall_wsop2024.messages import msg

__all__ = ["RULES", "duplicate_card"]


@rule("WSOP24T-88d.2", DeckFouled)
def duplicate_card(irregularity: DeckFouled, hand: HandView | None) -> Ruling | None:
    """WSOP24T-88d.2: two cards of one rank and suit found while the hand is played void it, every chip returned.

    A claim against a finished hand, and the other fouled conditions, are ruled by WSOP24T-88d.1 (the TDA's rule).
    """
    if irregularity.reason is not FoulReason.DUPLICATE or irregularity.hand_over:
        return None
    return Ruling(
        kind=RulingKind.VOID,
        remedies=(ReturnAllChips(),),
        citations=("WSOP24T-88d.2",),
        message=msg(
            "wsop.deal.duplicate_card",
            "A second {card} turned up, so the deck is not a true deck: nothing of this hand counts and each player "
            "takes back every chip he put in.",
            card=irregularity.card,
        ),
    )


RULES: tuple[Rule, ...] = (duplicate_card,)
