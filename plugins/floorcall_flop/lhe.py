"""Limit hold'em (``lhe``, PHH ``FT``): the best five-card high hand of two hole cards and five board cards.

Its plugin answers from its data: blinds from the button's left, the small bet before
the turn and the big bet from it, a cap of ``max-bets`` bets per round, and the best high hand wins.
"""

from __future__ import annotations

from floorcall import Structure
from floorcall.procedure import board_game, game_plugin

GAME = board_game(
    "lhe",
    phh_code="FT",
    structure=Structure.FIXED_LIMIT,
    hole_cards=2,
    high="high",
    description="limit hold'em: two hole cards, best five of seven; small bet before the turn, big bet after",
)

plugin = game_plugin(GAME)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
