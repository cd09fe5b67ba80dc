"""TDA 2024 rule 35-E: a fouled deck voids the hand at any point; a claim after the hand has a window that closes."""

from __future__ import annotations

from floorcall import DeckFouled, FoulReason, HandView, ReturnAllChips, Ruling, RulingKind
from floorcall.rulekit import rule

__all__ = ["fouled_deck"]


@rule("TDA2024-35E.1", DeckFouled)
def fouled_deck(irregularity: DeckFouled, hand: HandView | None) -> Ruling | None:
    """TDA2024-35E.1 / 35E.2: void the hand and return every chip; TDA2024-35E.3: refuse a late claim.

    A claim against a finished hand (``hand_over``) is heard until the next hand begins (rule 22's window for
    disputes about a hand's result): then the finished hand is voided too. Once the session says the next hand has
    begun, the result stands.
    """
    what = f"a second {irregularity.card}" if irregularity.reason is FoulReason.DUPLICATE else irregularity.detail
    if irregularity.hand_over and irregularity.next_hand_begun:
        return Ruling(
            kind=RulingKind.REFUSED,
            citations=("TDA2024-35E.3", "TDA2024-22"),
            explanation="The claim of a fouled deck came after the next hand had begun, so the finished hand stands.",
        )
    cited = ("TDA2024-35E.2", "TDA2024-35E.1") + (("TDA2024-35E.3",) if irregularity.hand_over else ())
    return Ruling(
        kind=RulingKind.VOID,
        remedies=(ReturnAllChips(),),
        citations=cited,
        explanation=f"The deck is fouled ({what or 'a house condition'}): the hand is void whatever the action, and "
        "every ante, blind and bet goes back to the player who put it in.",
    )
