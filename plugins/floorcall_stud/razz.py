"""Razz (``razz``, PHH ``FR``): seven-card stud where the best five-card ace-to-five low wins.

The highest upcard brings in (ace low, so the king of spades is the worst card), the lowest board acts first on
later streets, never with an open-pair big bet, and the best ace-to-five low takes each pot (pairs count against a
hand, straights and flushes do not).
"""

from __future__ import annotations

from floorcall.procedure import game_plugin, stud_game

GAME = stud_game(
    "razz",
    high=None,
    low="a5-low",
    phh_code="FR",
    description="razz, fixed limit: best five-card ace-to-five low of seven",
)

plugin = game_plugin(GAME)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
