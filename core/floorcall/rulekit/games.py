"""What kind of game a hand is, read from the game's traits: rulebooks key on these, never on a game's name.

A rule written for stud applies to every game that deals upcards, a draw rule to every game with a draw, a flop
rule to every game with a board: a new variant gets the rulings its procedure calls for without the rulebook
knowing its name. Each function takes the hand (None when a question is asked outside a hand, which is no game).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floorcall.model.procedure import Low, Opening
from floorcall.model.types import Structure

if TYPE_CHECKING:
    from floorcall.view import HandView

__all__ = ["board_game", "brings_in", "draw_game", "five_card_stud", "limit_ace_to_five_draw", "stud_game"]


def stud_game(hand: HandView | None) -> bool:
    """Whether the game deals each player cards of his own face up (stud: seven-card, five-card, razz, hi-lo)."""
    return hand is not None and hand.game.upcards > 0


def five_card_stud(hand: HandView | None) -> bool:
    """Whether the game is stud dealt five cards a player (one down, four up)."""
    return stud_game(hand) and hand is not None and hand.game.hand_cards == 5


def brings_in(hand: HandView | None) -> bool:
    """Whether the first betting round opens with a bring-in posted by an upcard."""
    return hand is not None and hand.game.opening is Opening.BRING_IN


def draw_game(hand: HandView | None) -> bool:
    """Whether the players draw (discard and get replacements) in the game."""
    return hand is not None and hand.game.draws > 0


def board_game(hand: HandView | None) -> bool:
    """Whether the game turns community cards (a flop game: hold'em, Omaha)."""
    return hand is not None and hand.game.board_cards > 0


def limit_ace_to_five_draw(hand: HandView | None) -> bool:
    """Whether the game is fixed-limit ace-to-five lowball with a draw (low only, no high half)."""
    if hand is None:
        return False
    game = hand.game
    return game.draws > 0 and game.low is Low.ACE_TO_FIVE and not game.high and game.structure is Structure.FIXED_LIMIT
