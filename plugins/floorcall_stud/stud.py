"""Seven-card stud (``stud``, PHH ``F7S``): the best five-card high hand of seven wins.

The lowest upcard brings in (ace high), the highest board acts first on later streets, and the
``open-pair-double`` option may allow the big bet on fourth street.
"""

from __future__ import annotations

from floorcall import Street
from floorcall.procedure import game_plugin, stud_game

GAME = stud_game(
    "stud",
    phh_code="F7S",
    open_pair_street=Street.FOURTH,
    description="seven-card stud, fixed limit: best five-card high hand of seven",
)

plugin = game_plugin(GAME)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
