"""Pot-limit Omaha (``plo``, PHH ``PO``): the best high hand of exactly two of four hole cards and three board cards.

Its plugin answers from its data: blinds from the button's left, bets from the minimum
bet up to the size of the pot, and the best Omaha high hand wins.
"""

from __future__ import annotations

from floorcall import Structure
from floorcall.procedure import board_game, game_plugin

GAME = board_game(
    "plo",
    phh_code="PO",
    structure=Structure.POT_LIMIT,
    hole_cards=4,
    high="omaha-high",
    description="pot-limit Omaha: four hole cards, exactly two with exactly three from the board",
)

plugin = game_plugin(GAME)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
