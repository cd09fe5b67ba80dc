"""The button and the blinds under Robert's Rules, and two questions the cash book leaves to the TDA rules.

A level change and limping in single draw are answered as the TDA rules answer them.

A button put at the wrong seat is corrected so that every player gets one turn at each position in the round
(RROP-IRR-1): before the action threshold the hand is dealt again with the button where it belongs; after it the
hand plays on and the next hand's button goes to the seat that was passed over, the blinds following it by the
house's button method (RROP-BLINDS-2). A big blind posted all in for less does not make the game smaller: the others
still call the full blind (RROP-BLINDS-1, WSOP24L-150).
"""

from __future__ import annotations

from floorcall import (
    ButtonMisplaced,
    ButtonNextHand,
    HandView,
    LevelChanged,
    LimpDisputed,
    RedealAtStakes,
    RedealWithButton,
    Ruling,
    RulingKind,
    ShortBlindCalled,
)
from floorcall.rulekit import rule
from floorcall_rrop.messages import msg

__all__ = ["RULES", "blinds_keep_their_size", "button_misplaced", "level_changed", "limp_disputed"]


@rule("RROP-IRR-1", ButtonMisplaced)
def button_misplaced(irregularity: ButtonMisplaced, hand: HandView | None) -> Ruling | None:
    """RROP-IRR-1: the button is corrected now if the action threshold is not reached, else for the next hand."""
    button, proper = irregularity.button, irregularity.proper_button
    if hand is None or not hand.substantial_action:
        return Ruling(
            kind=RulingKind.MISDEAL,
            remedies=(RedealWithButton(button=proper),),
            citations=("RROP-IRR-1",),
            message=msg(
                "rrop.button.corrected",
                "The button should be at seat {proper_button}, not seat {button}, and the action has not gone far: "
                "every chip goes back and the hand is dealt again with the button at seat {proper_button}, so each "
                "player takes his turn at the button and the blinds.",
                button=button,
                proper_button=proper,
            ),
        )
    return Ruling(
        kind=RulingKind.CONTINUE,
        remedies=(ButtonNextHand(button=proper),),
        citations=("RROP-IRR-1", "RROP-BLINDS-2"),
        message=msg(
            "rrop.button.next_hand",
            "The button should be at seat {proper_button}, not seat {button}, but the hand is too far along to deal "
            "again: it plays on, and the next hand's button goes to seat {proper_button} so that nobody misses his "
            "turn at the button, the blinds following it by the house's button method.",
            button=button,
            proper_button=proper,
        ),
    )


@rule("RROP-BLINDS-1", ShortBlindCalled)
def blinds_keep_their_size(irregularity: ShortBlindCalled, hand: HandView | None) -> Ruling | None:
    """RROP-BLINDS-1 (WSOP24L-150): a short all-in blind does not shrink the bet to call or the raises."""
    return Ruling(
        kind=RulingKind.REFUSED,
        citations=("RROP-BLINDS-1", "WSOP24L-150"),
        message=msg(
            "rrop.blinds.full_size",
            "The big blind is all in for less, but the game's bets do not shrink with it: seat {seat} calls the full "
            "big blind, raises at least the usual amount, or folds.",
            seat=irregularity.seat,
        ),
    )


@rule("TDA2024-23", LevelChanged)
def level_changed(irregularity: LevelChanged, hand: HandView | None) -> Ruling | None:
    """TDA2024-23, for a cash book without levels: a hand keeps the stakes it started at.

    Only a hand dealt at the old stakes by mistake, before the action threshold, is dealt again at the new ones.
    """
    if irregularity.began_before_start and (hand is None or not hand.substantial_action):
        return Ruling(
            kind=RulingKind.MISDEAL,
            remedies=(RedealAtStakes(stakes=irregularity.stakes),),
            citations=("TDA2024-23",),
            message=msg(
                "rrop.level.redeal",
                "The new stakes were already in force when this hand started and the action has not gone far: every "
                "chip goes back and the hand is dealt again at the new stakes.",
            ),
        )
    return Ruling(
        kind=RulingKind.REFUSED,
        citations=("TDA2024-23",),
        message=msg(
            "rrop.level.stands",
            "This hand finishes at the stakes it was started at; the new stakes apply from the next hand.",
        ),
    )


@rule("TDA2024-RP17", LimpDisputed)
def limp_disputed(irregularity: LimpDisputed, hand: HandView | None) -> Ruling | None:
    """TDA2024-RP17: Robert's Rules have no ban on limping; in single draw the call of the big blind stands."""
    return Ruling(
        kind=RulingKind.REFUSED,
        citations=("TDA2024-RP17",),
        message=msg(
            "rrop.limp.allowed",
            "Calling just the big blind is allowed in single draw: seat {seat}'s call stands.",
            seat=irregularity.seat,
        ),
    )


RULES = (button_misplaced, blinds_keep_their_size, level_changed, limp_disputed)
