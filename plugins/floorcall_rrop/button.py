"""The button and the blinds under Robert's Rules, and two questions the cash book leaves to the TDA rules.

A level change and limping in single draw are answered as the TDA rules answer them.

A button put at the wrong seat is corrected so that every player gets one turn at each position in the round
(RROP-IRR-1): before the action threshold the hand is dealt again with the button where it belongs; after it the
hand plays on and the next hand's button goes to the seat that was passed over, the blinds following it by the
house's button method (RROP-BLINDS-2). A big blind posted all in for less does not make the game smaller: the others
still call the full blind (RROP-BLINDS-1, WSOP24L-150).
"""

from __future__ import annotations

from floorcall_rrop.messages import msg
from floorcall_rulelib.button import level_changed, limp_disputed, misplaced_button_rule, short_blind_rule

__all__ = ["RULES", "blinds_keep_their_size", "button_misplaced", "level_changed", "limp_disputed"]


#: RROP-IRR-1: the button is corrected now if the action threshold is not reached, else for the next hand.
button_misplaced = misplaced_button_rule(
    "RROP-IRR-1",
    redeal=(
        ("RROP-IRR-1",),
        lambda button, proper, _heads_up: msg(
            "rrop.button.corrected",
            "The button should be at seat {proper_button}, not seat {button}, and the action has not gone far: "
            "every chip goes back and the hand is dealt again with the button at seat {proper_button}, so each "
            "player takes his turn at the button and the blinds.",
            button=button,
            proper_button=proper,
        ),
    ),
    play_on=(
        ("RROP-IRR-1", "RROP-BLINDS-2"),
        lambda button, proper, _heads_up: msg(
            "rrop.button.next_hand",
            "The button should be at seat {proper_button}, not seat {button}, but the hand is too far along to deal "
            "again: it plays on, and the next hand's button goes to seat {proper_button} so that nobody misses his "
            "turn at the button, the blinds following it by the house's button method.",
            button=button,
            proper_button=proper,
        ),
    ),
    moves_next_hand=True,
)

#: RROP-BLINDS-1 (WSOP24L-150): a short all-in blind does not shrink the bet to call or the raises.
blinds_keep_their_size = short_blind_rule(
    "RROP-BLINDS-1",
    ("RROP-BLINDS-1", "WSOP24L-150"),
    lambda seat: msg(
        "rrop.blinds.full_size",
        "The big blind is all in for less, but the game's bets do not shrink with it: seat {seat} calls the full "
        "big blind, raises at least the usual amount, or folds.",
        seat=seat,
    ),
)


RULES = (button_misplaced, blinds_keep_their_size, level_changed, limp_disputed)
