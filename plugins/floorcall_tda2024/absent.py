"""A player away from his seat when the deal is complete under TDA 2024 (rule 30, with RP-10-C in stud)."""

from __future__ import annotations

from floorcall import HandView, KillHand, PlayerAbsent, Ruling, RulingKind
from floorcall.rulekit import Rule, rule
from floorcall_rulelib.stud import away_ruling
from floorcall_tda2024.common import stud
from floorcall_tda2024.messages import msg

__all__ = ["RULES", "absent_player"]


@rule("TDA2024-30", PlayerAbsent)
def absent_player(irregularity: PlayerAbsent, hand: HandView | None) -> Ruling | None:
    """TDA rule 30 (every game), with RP-10-C in stud: the hand is dead; a dead bring-in card still posts."""
    if hand is None:
        return None
    seat = irregularity.seat
    if not stud(hand):
        return Ruling(
            kind=RulingKind.DEAD_HAND,
            remedies=(KillHand(seat=seat),),
            citations=("TDA2024-30",),
            message=msg(
                "tda.rp10.absent_player.1",
                "The player was not at his seat when the deal was complete: his hand is dead, his chips stay.",
            ),
        )
    return away_ruling(
        seat,
        hand,
        ("TDA2024-30", "TDA2024-RP10-C"),
        owes_bring_in=msg(
            "tda.rp10.absent_player.bring_in",
            "The player was away when the initial deal was complete: his hand is dead and gets no more cards, his "
            "ante stays in the pot, and his upcard still owes the bring-in.",
        ),
        dead=msg(
            "tda.rp10.absent_player.stud",
            "The player was away when the initial deal was complete: his hand is dead and gets no more cards, and "
            "his ante stays in the pot.",
        ),
    )


RULES: tuple[Rule, ...] = (absent_player,)
