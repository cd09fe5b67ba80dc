"""Limit 2-7 triple draw (``27td``, PHH ``F2L3D``): the lowest deuce-to-seven hand after three draws.

Its plugin answers from its data: blinds from the button's left, five cards each, three
draws, the small bet in the first two rounds and the big bet in the last two; aces are high and straights and flushes
count against the hand (WSOP24T-DRAW.4, WSOP24T-DRAW.5).
"""

from __future__ import annotations

from floorcall import Structure
from floorcall.procedure import draw_game, game_plugin
from floorcall_draw import options

GAME = draw_game(
    "27td",
    phh_code="F2L3D",
    structure=Structure.FIXED_LIMIT,
    hand_size=5,
    draws=3,
    ranking="2-7-low",
    max_seats=6,
    options=options.DRAW_OPTIONS,
    description="limit 2-7 triple draw: five cards, three draws, deuce-to-seven low",
)

plugin = game_plugin(GAME)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
