"""The deck under TDA 2024: a card found face up in it, a card that is not of it, a fouled deck (35-A, 35-D, 35-E).

A second boxed card on the initial deal before substantial action is a misdeal (35A.1), one is a scrap of paper
(FLOORCALL-DEFAULT-1); a non-standard card is a misdeal before substantial action (35A.6) and replaced after it
(35D.2); a fouled deck voids the hand at any point, and a claim after the hand has a window that closes (35-E).
"""

from __future__ import annotations

from floorcall import (
    BoxedCardFound,
    DeckFouled,
    FoulReason,
    HandView,
    NonStandardCard,
    ReplaceFromStub,
    Ruling,
    ScrapBoxedCard,
)
from floorcall.model import Message
from floorcall.rulekit import Rule, rule
from floorcall_rulelib.deck import fouled_deck_rule
from floorcall_tda2024.common import carry_on, earlier, misdeal, option, substantial
from floorcall_tda2024.messages import msg

__all__ = ["RULES", "boxed_cards", "fouled_deck", "non_standard_card"]


@rule("TDA2024-35A.1", BoxedCardFound)
def boxed_cards(irregularity: BoxedCardFound, hand: HandView | None) -> Ruling | None:
    """TDA2024-35A.1: a second boxed card on the initial deal before SA is a misdeal; one is a scrap of paper.

    One boxed card is not a TDA cause: floorcall's default (FLOORCALL-DEFAULT-1, house option
    ``single-boxed-card``) shows it, mucks it and lets the next card take its place.
    """
    count = max(irregularity.count, 1 + earlier(hand, BoxedCardFound))
    before_sa = irregularity.initial_deal and not substantial(hand)
    if count >= 2 and before_sa:
        return misdeal(
            hand,
            ("TDA2024-35A.1", "TDA2024-36"),
            msg(
                "tda.misdeals.boxed_cards.1",
                "A second card found face up in the deck during the initial deal, before substantial action, makes"
                " it a "
                "misdeal: the hand is dealt again as it was.",
            ),
        )
    if before_sa and option(hand, "single-boxed-card", "scrap-of-paper") == "misdeal":
        return misdeal(
            hand,
            ("FLOORCALL-DEFAULT-1",),
            msg("tda.misdeals.boxed_cards.2", "This house redeals a hand for a single boxed card."),
        )
    cited = ("FLOORCALL-DEFAULT-1",) if count == 1 else ("TDA2024-35D.1", "FLOORCALL-DEFAULT-1")
    return carry_on(
        (ScrapBoxedCard(card=irregularity.card),),
        cited,
        msg(
            "tda.misdeals.boxed_cards.3",
            "The boxed card is treated like a blank: it is shown, put in the muck, and the next card is dealt in its "
            "place.",
        ),
    )


@rule("TDA2024-35A.6", NonStandardCard)
def non_standard_card(irregularity: NonStandardCard, hand: HandView | None) -> Ruling | None:
    """TDA2024-35A.6 before SA (misdeal); TDA2024-35D.2 after it (removed and replaced)."""
    if not substantial(hand):
        return misdeal(
            hand,
            ("TDA2024-35A.6", "TDA2024-36"),
            msg(
                "tda.misdeals.non_standard_card.1",
                "{card} does not belong in this game's deck and turned up before substantial action: misdeal.",
                card=irregularity.card,
            ),
        )
    return carry_on(
        (ReplaceFromStub(seat=irregularity.seat),),
        ("TDA2024-35D.2", "TDA2024-38"),
        msg(
            "tda.misdeals.non_standard_card.board",
            "After substantial action the {card} on the board is a scrap of paper: it is taken out and the next card "
            "replaces it, without another burn.",
            card=irregularity.card,
        )
        if irregularity.seat is None
        else msg(
            "tda.misdeals.non_standard_card.seat",
            "After substantial action the {card} of seat {seat} is a scrap of paper: it is taken out and the next "
            "card replaces it, without another burn.",
            card=irregularity.card,
            seat=irregularity.seat,
        ),
    )


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


RULES: tuple[Rule, ...] = (fouled_deck, boxed_cards, non_standard_card)
