"""Rule scopes the books share beyond :mod:`floorcall.rulekit.games`: the complement of a kind of game.

Each is a scope (:data:`floorcall.rulekit.Scope`): it reads only ``hand.game`` and is given None when a question is
asked outside a hand, where a rule scoped "any game but ..." still speaks (as one with no scope would).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floorcall.rulekit import draw_game, stud_game

if TYPE_CHECKING:
    from floorcall import HandView

__all__ = ["not_draw_game", "not_stud_game"]


def not_draw_game(hand: HandView | None) -> bool:
    """Scope: any hand but a draw game's (the draw rules answer the draw games' deals)."""
    return not draw_game(hand)


def not_stud_game(hand: HandView | None) -> bool:
    """Scope: any hand but a stud game's (the stud procedures answer the games that deal upcards)."""
    return not stud_game(hand)
