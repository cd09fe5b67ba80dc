"""What a flop game's board looks like, read from the game's traits: the words of a ruling on it follow the game.

A ruling that speaks of the flop says how many cards it holds from the game, never "three": a game that turns a
board card with the hole cards (as Courchevel does) or a flop of two or four cards gets words that fit it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floorcall import Street

if TYPE_CHECKING:
    from floorcall.model.procedure import GameSpec

__all__ = ["flop_cards"]


def flop_cards(game: GameSpec) -> int:
    """The board cards showing once the flop street is dealt (3 in hold'em and Omaha), read from the game's traits.

    The game's board cards, less one for each street after the flop (the turn and the river each turn one); the
    cards turned with the hole cards, if any, are among them.

    :param game: the game.
    :returns: the count; 0 for a game with no board or no flop street.
    """
    if game.board_cards <= 0 or Street.FLOP not in game.streets:
        return 0
    later = len(game.streets) - 1 - game.streets.index(Street.FLOP)
    return max(game.board_cards - later, 0)
