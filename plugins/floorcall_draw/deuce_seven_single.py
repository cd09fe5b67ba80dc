"""No-limit 2-7 single draw (``27sd``, PHH ``N2L1D``): the lowest deuce-to-seven hand after one draw.

Its plugin answers from its data: blinds from the button's left, five cards each, one draw,
any bet from the minimum bet up to all in; aces are high and straights and flushes count against the hand
(WSOP24T-DRAW.4, WSOP24T-DRAW.5).
"""

from __future__ import annotations

from floorcall import Structure
from floorcall.procedure import draw_game, game_plugin
from floorcall_draw import options

GAME = draw_game(
    "27sd",
    phh_code="N2L1D",
    structure=Structure.NO_LIMIT,
    hand_size=5,
    draws=1,
    ranking="2-7-low",
    max_seats=7,
    options=options.DRAW_OPTIONS,
    description="no-limit 2-7 single draw: five cards, one draw, deuce-to-seven low",
)

plugin = game_plugin(GAME)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
