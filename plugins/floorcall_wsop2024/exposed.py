"""Exposed cards under the WSOP 2024 tournament rules where they part from the TDA: stud's first downcards.

In stud, the dealer's exposure of either of a player's first two downcards before substantial action is a misdeal
(WSOP24T-88a.6); the other exposures follow the TDA's rules (WSOP24T-88a.7 adopts TDA2024-35A.7).
"""

from __future__ import annotations

from floorcall import DowncardExposed, HandView, Ruling
from floorcall.rulekit import Rule, five_card_stud, rule, stud_game, substantial
from floorcall_wsop2024.messages import msg
from floorcall_wsop2024.misdeals import misdeal

__all__ = ["RULES", "exposed_first_downcards"]


@rule("WSOP24T-88a.6", DowncardExposed, scope=stud_game)
def exposed_first_downcards(irregularity: DowncardExposed, hand: HandView | None) -> Ruling | None:
    """WSOP24T-88a.6: the dealer exposes one of a stud player's first two downcards (five-card stud: his one).

    Before substantial action the hand is misdealt, whichever of the two it was; a later downcard, or an exposure
    after substantial action, is left to the rules the book falls back to (TDA2024-RP10-A, RP10-B).
    """
    downcards = 1 if five_card_stud(hand) else 2
    if not irregularity.initial_deal or not 1 <= irregularity.position <= downcards or substantial(hand):
        return None
    return misdeal(
        hand,
        ("WSOP24T-88a.6", "WSOP24T-88c"),
        msg(
            "wsop.deal.exposed_first_downcards",
            "The dealer turned up one of seat {seat}'s opening hole cards; in stud that makes the deal a misdeal, "
            "and it is dealt again.",
            seat=irregularity.seat,
        ),
    )


RULES: tuple[Rule, ...] = (exposed_first_downcards,)
