"""TDA 2024 RP-5 A to C (premature board cards) and rule 38 (one burn per street) for the board games.

The stud premature card (RP-5 D) is ruled by :mod:`floorcall_tda2024.stud`; these rulings answer only games with a
board.
"""

from __future__ import annotations

from floorcall import (
    AnyIrregularity,
    BurnOutOfSequence,
    DealWithoutBurn,
    DiscardExposedCard,
    HandView,
    PrematureCard,
    ReshufflePrematureCard,
    Ruling,
    Street,
)
from floorcall_tda2024.general.common import carry_on, family

__all__ = ["extra_burn", "premature_board_card"]

#: The RP-5 part for a board card turned during each betting round.
_PREMATURE = {Street.PREFLOP: "TDA2024-RP5-A", Street.FLOP: "TDA2024-RP5-B", Street.TURN: "TDA2024-RP5-C"}


def premature_board_card(irregularity: AnyIrregularity, hand: HandView | None) -> Ruling | None:
    """TDA2024-RP5-A/B/C: the card goes back into the stub, shuffled face down; the burn taken stands."""
    if not isinstance(irregularity, PrematureCard) or irregularity.seat is not None or family(hand) != "flop":
        return None
    rule = _PREMATURE.get(irregularity.street)
    if rule is None:
        return carry_on(
            (DiscardExposedCard(card=irregularity.card),),
            ("TDA2024-1", "TDA2024-RP5-C"),
            "No board card is still to come, so the card turned during the last betting round plays no part: the "
            "floor takes it out of play and the betting goes on.",
        )
    return carry_on(
        (ReshufflePrematureCard(card=irregularity.card), DealWithoutBurn()),
        (rule, "TDA2024-39D"),
        "The board card came before the betting was over: it goes back into the stub, which is shuffled face down, "
        "and once the betting ends the street is dealt again with no new burn.",
    )


def extra_burn(irregularity: AnyIrregularity, hand: HandView | None) -> Ruling | None:
    """TDA2024-38: a burn taken where none was due stands as the next street's burn, so no street gets two."""
    if not isinstance(irregularity, BurnOutOfSequence) or irregularity.missed or family(hand) == "stud":
        return None
    return carry_on(
        (DealWithoutBurn(),),
        ("TDA2024-38",),
        "Each street gets exactly one burn: the card burned early stands as the next street's burn.",
    )
