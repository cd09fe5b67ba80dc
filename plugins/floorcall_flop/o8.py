"""Limit Omaha high-low eight or better (``o8``, PHH ``FO/8``): each pot split between the best Omaha high and low.

Its plugin answers from its data: limit betting as in limit hold'em; half of each pot
goes to the best eight-or-better low made of exactly two hole cards and three board cards (FACT-5), the whole pot
to the high hand when no low qualifies.
"""

from __future__ import annotations

from floorcall import Structure
from floorcall.procedure import board_game, game_plugin

GAME = board_game(
    "o8",
    phh_code="FO/8",
    structure=Structure.FIXED_LIMIT,
    hole_cards=4,
    high="omaha-high",
    low="omaha-8-or-better-low",
    description="limit Omaha high-low, eight or better: exactly two hole cards and three board cards for each half",
)

plugin = game_plugin(GAME)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
