"""Five-card pot-limit Omaha (``plo5``, floorcall's extension code ``P5O``): Omaha with five hole cards.

Exactly two of the five hole cards play with exactly three board cards; pot-limit betting. Five cards a seat, a
five-card board and three burns leave the deck enough for eight players.
"""

from __future__ import annotations

from floorcall import Structure
from floorcall.procedure import board_game, game_plugin

GAME = board_game(
    "plo5",
    hole_cards=5,
    structure=Structure.POT_LIMIT,
    high="omaha-high",
    phh_code="P5O",
    max_seats=8,
    description="five-card pot-limit Omaha: five hole cards, exactly two with exactly three from the board",
)

plugin = game_plugin(GAME)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
