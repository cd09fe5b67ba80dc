"""Limit A-5 lowball with the joker (``a5sd``, floorcall's PHH extension code ``FA5L1D``): one draw, 53 cards.

The single-draw ace-to-five lowball of Robert's Rules: blinds from the button's left, five cards each, one draw, the
small bet before the draw and the big bet after it, dealt from the 52 cards and one joker (written ``Xr``). The
joker plays as the lowest card the hand does not already hold (:mod:`floorcall.ranking.jokers`); aces are low and
straights and flushes do not count. Robert's Rules use the joker unless the room posts otherwise (RROP-A5-1); a
room that does not would deal ``a5td``'s 52 cards.
"""

from __future__ import annotations

from floorcall import STANDARD_DECK_WITH_JOKER, Structure
from floorcall.procedure import draw_game, game_plugin
from floorcall_draw import options

GAME = draw_game(
    "a5sd",
    phh_code="FA5L1D",
    structure=Structure.FIXED_LIMIT,
    hand_size=5,
    draws=1,
    ranking="a5-low-joker",
    deck=STANDARD_DECK_WITH_JOKER,
    max_seats=8,
    options=options.DRAW_OPTIONS,
    description="limit A-5 lowball: five cards, one draw, ace-to-five low, 53 cards with the joker",
)

plugin = game_plugin(GAME)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
