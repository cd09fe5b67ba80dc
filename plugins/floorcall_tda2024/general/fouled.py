"""TDA 2024 rule 35-E: a fouled deck voids the hand at any point; a claim after the hand has a window that closes."""

from __future__ import annotations

from floorcall import DeckFouled, FoulReason
from floorcall.model import Message
from floorcall_rulelib.deck import fouled_deck_rule
from floorcall_tda2024.messages import msg

__all__ = ["fouled_deck"]


def _void_cited(irregularity: DeckFouled) -> tuple[str, ...]:
    return ("TDA2024-35E.2", "TDA2024-35E.1")


def _void_message(irregularity: DeckFouled) -> Message:
    """Why the deck is fouled, in one whole sentence for each reason."""
    if irregularity.reason is FoulReason.DUPLICATE:
        return msg(
            "tda.fouled.void.duplicate",
            "The deck is fouled (a second {card}): the hand is void whatever the action, and every ante, blind and "
            "bet goes back to the player who put it in.",
            card=irregularity.card,
        )
    if irregularity.detail:
        return msg(
            "tda.fouled.void.detail",
            "The deck is fouled ({detail}): the hand is void whatever the action, and every ante, blind and bet "
            "goes back to the player who put it in.",
            detail=irregularity.detail,
        )
    return msg(
        "tda.fouled.void.house",
        "The deck is fouled by a house condition: the hand is void whatever the action, and every ante, blind and "
        "bet goes back to the player who put it in.",
    )


#: TDA2024-35E.1 / 35E.2: void the hand and return every chip; TDA2024-35E.3: refuse a late claim. A claim against a
#: finished hand (``hand_over``) is heard until the next hand begins (rule 22's window for disputes about a hand's
#: result): then the finished hand is voided too. Once the session says the next hand has begun, the result stands.
fouled_deck = fouled_deck_rule(
    "TDA2024-35E.1",
    _void_cited,
    msg(
        "tda.fouled.fouled_deck.1",
        "The claim of a fouled deck came after the next hand had begun, so the finished hand stands.",
    ),
    _void_message,
)
