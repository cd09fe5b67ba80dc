"""The button, the blinds and the bring-in under TDA 2024: rules 23, 32, 34, RP-17 and WSOP24T-7CS.2.

A button moved incorrectly is put right while that costs nothing (before substantial action the hand is dealt again
with the button where it belongs, every blind returned and posted again by the right seats); once substantial action
has occurred the hand stands and the button is not taken back: the dead button (rule 32) moves on from where it is.
A new level applies from the next hand that starts (rule 23); a hand started at the old level by mistake is dealt
again at the new one until substantial action, and keeps the old level after it. Limping is allowed in every
single-draw game (RP-17), and a big blind posted all in for less leaves the amount to call at the full blind. In
stud, a bring-in posted by the wrong seat is ruled by the WSOP's stud rule (WSOP24T-7CS.2, by RP-14).
"""

from __future__ import annotations

from floorcall import HandView, Ruling, WrongBringIn
from floorcall.model import Message
from floorcall.rulekit import Rule, carry_on, rule
from floorcall_rulelib.button import level_changed, limp_disputed, misplaced_button_rule, short_blind_rule
from floorcall_tda2024.common import stud
from floorcall_tda2024.messages import msg

__all__ = [
    "RULES",
    "button_moved_incorrectly",
    "level_changed",
    "limp_disputed",
    "short_blind_called",
    "wrong_bring_in",
]


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


@rule("WSOP24T-7CS.2", WrongBringIn, scope=stud)
def wrong_bring_in(irregularity: WrongBringIn, hand: HandView | None) -> Ruling | None:
    """A wrong bring-in the next player acted on stands (WSOP24T-7CS.2; TDA itself is silent, rule 1).

    The claim was checked against the log (:mod:`floorcall._engine.claims`); nothing is undone and the seat that should
    have brought in owes nothing.
    """
    return carry_on(
        (),
        ("WSOP24T-7CS.2", "TDA2024-1"),
        msg(
            "tda.seed.wrong_bring_in",
            "Seat {seat} brought in although seat {proper}'s {card} should have, and the next player has already "
            "acted: the bring-in and the action after it stand, and seat {proper} owes nothing.",
            seat=irregularity.seat,
            proper=irregularity.proper_seat,
            card=irregularity.card,
        ),
    )


RULES: tuple[Rule, ...] = (
    button_moved_incorrectly,
    level_changed,
    limp_disputed,
    short_blind_called,
    wrong_bring_in,
)
