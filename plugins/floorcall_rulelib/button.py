"""Stakes and blinds both books answer alike: a change of stakes during a hand, and a limp in single draw.

Both books follow TDA 2024 here (rule 23 for a new level or stakes, RP-17 for limping), each under its own ID
where it has one. A hand keeps the stakes it started at; a hand dealt at the old stakes by mistake is dealt again
at the new ones while the book's action threshold has not been reached (``hand.substantial_action``).
"""

from __future__ import annotations

from floorcall import HandView, LevelChanged, LimpDisputed, RedealAtStakes, Ruling, RulingKind
from floorcall.rulekit import rule
from floorcall_rulelib.messages import msg

__all__ = ["level_changed", "limp_disputed"]


@rule("TDA2024-23", LevelChanged)
def level_changed(irregularity: LevelChanged, hand: HandView | None) -> Ruling | None:
    """TDA2024-23: a hand finishes at the stakes it started at; one started at the old stakes by mistake is redealt.

    :param irregularity: the change of stakes (whether it began before the hand started, the new stakes).
    :param hand: the hand, or None outside one.
    :returns: REFUSED (the hand keeps its stakes) or MISDEAL (dealt again at the new stakes), in every game.
    """
    if not irregularity.began_before_start:
        return Ruling(
            kind=RulingKind.REFUSED,
            citations=("TDA2024-23",),
            message=msg(
                "rulelib.level.next_hand",
                "The new stakes began after this hand started, so the hand finishes at the stakes it was dealt at; "
                "the new blinds and antes apply from the next hand.",
            ),
        )
    if hand is not None and hand.substantial_action:
        return Ruling(
            kind=RulingKind.REFUSED,
            citations=("TDA2024-23",),
            message=msg(
                "rulelib.level.stands",
                "The hand was dealt at the old stakes by mistake, but the action has gone too far to deal it again: "
                "it finishes at the old stakes, and the new ones apply from the next hand.",
            ),
        )
    return Ruling(
        kind=RulingKind.MISDEAL,
        remedies=(RedealAtStakes(stakes=irregularity.stakes),),
        citations=("TDA2024-23",),
        message=msg(
            "rulelib.level.redeal",
            "The new stakes were already in force when this hand was dealt and the action has not gone far: every "
            "chip goes back and the hand is dealt again at the new blinds and antes.",
        ),
    )


@rule("TDA2024-RP17", LimpDisputed)
def limp_disputed(irregularity: LimpDisputed, hand: HandView | None) -> Ruling | None:
    """TDA2024-RP17: limping is allowed in single draw; the call of the big blind stands.

    :param irregularity: the disputed limp (the seat that called the big blind).
    :param hand: the hand, or None outside one.
    :returns: REFUSED: the call stands.
    """
    return Ruling(
        kind=RulingKind.REFUSED,
        citations=("TDA2024-RP17",),
        message=msg(
            "rulelib.limp.allowed",
            "Seat {seat} may come in for just the big blind: limping is allowed in single-draw games, so his call "
            "stands.",
            seat=irregularity.seat,
        ),
    )
