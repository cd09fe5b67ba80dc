"""No-limit hold'em (``nlhe``, PHH ``NT``): the best five-card high hand of two hole cards and five board cards.

Its plugin answers from its data: blinds from the button's left, any bet from the
minimum bet up to all in, raises at least the largest full raise of the round, and the best high hand wins.
"""

from __future__ import annotations

from floorcall import Structure
from floorcall.procedure import board_game, game_plugin

GAME = board_game(
    "nlhe",
    phh_code="NT",
    structure=Structure.NO_LIMIT,
    hole_cards=2,
    high="high",
    description="no-limit hold'em: two hole cards, best five of seven",
)

plugin = game_plugin(GAME)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
