"""Limit A-5 triple draw (``a5td``, floorcall's PHH extension code ``FA5L3D``): the lowest ace-to-five hand.

Its plugin answers from its data: blinds from the button's left, five cards each, three
draws, the small bet in the first two rounds and the big bet in the last two; aces are low and straights and flushes
do not count (WSOP24T-DRAW.4, WSOP24T-DRAW.5).
"""

from __future__ import annotations

from floorcall import Structure
from floorcall.procedure import draw_game, game_plugin
from floorcall_draw import options

GAME = draw_game(
    "a5td",
    phh_code="FA5L3D",
    structure=Structure.FIXED_LIMIT,
    hand_size=5,
    draws=3,
    ranking="a5-low",
    max_seats=6,
    options=options.DRAW_OPTIONS,
    description="limit A-5 triple draw: five cards, three draws, ace-to-five low",
)

plugin = game_plugin(GAME)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
