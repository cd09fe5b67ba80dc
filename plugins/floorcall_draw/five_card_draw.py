"""Five-card draw (``5cd``, floorcall's PHH extension code ``F5CD``): best high hand after one draw, fixed limit.

Its plugin answers from its data: blinds from the button's left, five cards each, one draw,
the small bet before the draw and the big bet after it; with the ``jacks-or-better`` option the player who opens must
hold a pair of jacks or better.
"""

from __future__ import annotations

from floorcall import Structure
from floorcall.procedure import draw_game, game_plugin
from floorcall_draw import options
from floorcall_draw.openers import false_openers_barred

GAME = draw_game(
    "5cd",
    phh_code="F5CD",
    structure=Structure.FIXED_LIMIT,
    hand_size=5,
    draws=1,
    ranking="high",
    max_seats=8,
    description="five-card draw: five cards, one draw, best high hand; limit, blinds",
    options=(*options.DRAW_OPTIONS, options.JACKS_OR_BETTER),
    barred=false_openers_barred,
)

plugin = game_plugin(GAME)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
