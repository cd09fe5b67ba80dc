"""Five-card stud (``stud5``, floorcall's extension code ``F5S``): the best high hand of five cards wins.

FLOORCALL-DEFAULT-4 to 6: one card down and one up on second street, then three upcards; the lowest upcard brings
in (ace high) unless the ``five-stud-opener`` option has the highest upcard open, the highest board acts first on
later streets, and the ``open-pair-double`` option may allow the big bet on third street.
"""

from __future__ import annotations

from typing import Final

from floorcall import OptionSpec, Street
from floorcall.procedure import game_plugin, stud_game

FIVE_STUD_OPENER: Final = OptionSpec(
    name="five-stud-opener",
    default="bring-in",
    choices=("bring-in", "high-card"),
    description=(
        "Five-card stud's first betting round: 'bring-in' makes the lowest upcard post the bring-in (floorcall's "
        "default); 'high-card' has no bring-in, and the highest upcard acts first and may check (the home-game form)."
    ),
)

GAME = stud_game(
    "stud5",
    cards=5,
    phh_code="F5S",
    open_pair_street=Street.THIRD,
    opener_option=FIVE_STUD_OPENER.name,
    options=(FIVE_STUD_OPENER,),
    description="five-card stud, fixed limit: one card down, four up, best high hand",
)

plugin = game_plugin(GAME)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
