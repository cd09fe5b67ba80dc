"""Card counts under the WSOP 2024 tournament rules where they part from the TDA: extra cards dealt (88a.2).

Only two or more extra cards make a misdeal; one is taken back and burnt. A short hand, or any wrong count after
substantial action, is left to the rules the book falls back to.
"""

from __future__ import annotations

from floorcall import HandView, Ruling, WrongCardCount
from floorcall.rulekit import Rule, rule, substantial
from floorcall_rulelib.burns import extra_card_burned
from floorcall_rulelib.scopes import not_draw_game
from floorcall_wsop2024.messages import msg, nmsg
from floorcall_wsop2024.misdeals import misdeal

__all__ = ["RULES", "extra_cards"]


@rule("WSOP24T-88a.2", WrongCardCount, scope=not_draw_game)
def extra_cards(irregularity: WrongCardCount, hand: HandView | None) -> Ruling | None:
    """WSOP24T-88a.2: extra cards on the deal before substantial action (WSOP24T-88c).

    One card too many, when it can be told apart, goes back and serves as the next burn (unless the house's
    ``one-extra-card`` makes it a misdeal, as tda-2024 does); two or more make a misdeal. A short hand, or any wrong
    count after substantial action, is left to the rules the book falls back to.
    """
    extra = irregularity.held - irregularity.expected
    if extra < 1 or substantial(hand):
        return None
    if extra == 1:
        return extra_card_burned(
            irregularity,
            hand,
            "burn",
            ("WSOP24T-88a.2", "WSOP24T-88c"),
            msg(
                "wsop.deal.extra_cards.one",
                "A single surplus card is no misdeal under these rules: it is taken back from seat {seat} and used "
                "as the next burn.",
                seat=irregularity.seat,
            ),
        )
    return misdeal(
        hand,
        ("WSOP24T-88a.2", "WSOP24T-88c"),
        nmsg(
            "wsop.deal.extra_cards.many",
            "Seat {seat} was dealt {extra} card too many before substantial action; two or more surplus cards make "
            "a misdeal.",
            "Seat {seat} was dealt {extra} cards too many before substantial action; two or more surplus cards make "
            "a misdeal.",
            extra,
            seat=irregularity.seat,
            extra=extra,
        ),
    )


RULES: tuple[Rule, ...] = (extra_cards,)
