"""Five-card stud high-low eight or better (``stud5-8``, floorcall's extension code ``F5S/8``).

Dealt as five-card stud (one card down and one up, then three upcards); the lowest upcard brings in, the highest
board acts first on later streets; each pot is split between the best high hand and the best ace-to-five low of
eight or better, the whole pot to the high hand when no low qualifies. Never an open-pair big bet.
"""

from __future__ import annotations

from floorcall.procedure import game_plugin, stud_game

GAME = stud_game(
    "stud5-8",
    cards=5,
    low="8-or-better-low",
    phh_code="F5S/8",
    description="five-card stud high-low, eight or better for low, fixed limit",
)

plugin = game_plugin(GAME)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
