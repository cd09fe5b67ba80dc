"""Seven-card stud high-low eight or better (``stud8``, PHH ``F7S/8``).

Each pot is split between the best high hand and the best ace-to-five low of eight or better; with no qualifying
low the high hand takes it all. Bring-in and first to act as in seven-card stud; never an open-pair big bet.
"""

from __future__ import annotations

from floorcall.procedure import game_plugin, stud_game

GAME = stud_game(
    "stud8",
    low="8-or-better-low",
    phh_code="F7S/8",
    description="seven-card stud high-low, eight or better for low, fixed limit",
)

plugin = game_plugin(GAME)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
