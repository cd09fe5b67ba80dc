"""Pot-limit Omaha high-low eight or better (``plo8``, floorcall's extension code ``PO/8``).

Four hole cards; each half is made of exactly two hole cards and three board cards; half of each pot goes to the
best ace-to-five low of eight or better, the whole pot to the high hand when no low qualifies; pot-limit betting.
"""

from __future__ import annotations

from floorcall import Structure
from floorcall.procedure import board_game, game_plugin

GAME = board_game(
    "plo8",
    hole_cards=4,
    structure=Structure.POT_LIMIT,
    high="omaha-high",
    low="omaha-8-or-better-low",
    phh_code="PO/8",
    description="pot-limit Omaha high-low, eight or better: four hole cards, two of them with three from the board",
)

plugin = game_plugin(GAME)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
