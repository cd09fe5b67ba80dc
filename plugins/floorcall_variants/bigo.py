"""Big O (``bigo``, floorcall's extension code ``P5O/8``): five-card pot-limit Omaha high-low, eight or better.

Five hole cards; each half is made of exactly two of them and three board cards; half of each pot goes to the best
ace-to-five low of eight or better, the whole pot to the high hand when no low qualifies. Up to eight players.
"""

from __future__ import annotations

from floorcall import Structure
from floorcall.procedure import board_game, game_plugin

GAME = board_game(
    "bigo",
    hole_cards=5,
    structure=Structure.POT_LIMIT,
    high="omaha-high",
    low="omaha-8-or-better-low",
    phh_code="P5O/8",
    max_seats=8,
    description="Big O: five-card pot-limit Omaha high-low, eight or better",
)

plugin = game_plugin(GAME)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
