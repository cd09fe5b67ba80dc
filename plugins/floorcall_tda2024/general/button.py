"""TDA 2024 rules 23, 32, 34 and RP-17: the button and the blinds, the level a hand is played at, limping.

A button moved incorrectly is put right while that costs nothing (before substantial action the hand is dealt again
with the button where it belongs, every blind returned and posted again by the right seats); once substantial action
has occurred the hand stands and the button is not taken back: the dead button (rule 32) moves on from where it is.
A new level applies from the next hand that starts (rule 23); a hand started at the old level by mistake is dealt
again at the new one until substantial action, and keeps the old level after it. Limping is allowed in every
single-draw game (RP-17), and a big blind posted all in for less leaves the amount to call at the full blind.
"""

from __future__ import annotations

from floorcall.model import Message
from floorcall_rulelib.button import level_changed, limp_disputed, misplaced_button_rule, short_blind_rule
from floorcall_tda2024.messages import msg

__all__ = ["button_moved_incorrectly", "level_changed", "limp_disputed", "short_blind_called"]


def _corrected(button: int, proper: int, heads_up: bool) -> Message:
    """TDA2024-34A, with 34-B heads-up: the corrected button also posts the small blind."""
    if heads_up:
        return msg(
            "tda.button.corrected_heads_up",
            "The button belongs at seat {proper_button}, not seat {button}, and no substantial action has occurred: "
            "every chip goes back and the hand is dealt again with the button at seat {proper_button}, who posts "
            "the small blind heads-up.",
            button=button,
            proper_button=proper,
        )
    return msg(
        "tda.button.corrected",
        "The button belongs at seat {proper_button}, not seat {button}, and no substantial action has occurred: "
        "every chip goes back and the hand is dealt again with the button at seat {proper_button}, the blinds "
        "posted by the seats after it.",
        button=button,
        proper_button=proper,
    )


def _stands(button: int, proper: int, heads_up: bool) -> Message:
    """After substantial action the dead button moves on from where it is now (TDA2024-32)."""
    return msg(
        "tda.button.stands",
        "The button should be at seat {proper_button}, not seat {button}, but substantial action has occurred: "
        "the hand plays on as dealt, and the button is not moved back; next hand it moves on from seat {button}.",
        button=button,
        proper_button=proper,
    )


#: TDA2024-34A: before substantial action the button is corrected (a redeal); after it the hand stands.
button_moved_incorrectly = misplaced_button_rule(
    "TDA2024-34A",
    redeal=(("TDA2024-34A",), _corrected),
    play_on=(("TDA2024-34A", "TDA2024-32"), _stands),
    heads_up=("TDA2024-34B",),
    moves_next_hand=False,
)

#: WSOP24L-150 (TDA has no clause of its own): a short all-in big blind does not lower the amount to call.
short_blind_called = short_blind_rule(
    "WSOP24L-150",
    ("WSOP24L-150",),
    lambda seat: msg(
        "tda.short_blind.full_call",
        "The big blind went all in for less than the blind, but the blind stays the same size: seat {seat} must "
        "call the full big blind, raise, or fold.",
        seat=seat,
    ),
)
