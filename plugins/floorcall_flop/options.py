"""The typed options the flop games read, with the defaults they take when no rulebook or house sets them.

Every game module registers the options it reads. The betting options every family shares (``max-bets``,
``cap-counts-big-blind``, ``cap-heads-up``, ``chip-unit``) are declared once by the core
(:mod:`floorcall.betting_options`) and only re-exported here, so one rulebook default or house value governs every
game of a mixed event.

Who gets an odd chip is not an option here: every rulebook in scope gives it to the first tied seat clockwise from
the button in board games (TDA 2024 rule 20-A, WSOP, Robert's Rules), and so does the PHH reference (p1 first). How
many odd chips one seat may get, and which pots are split on their own, is (``split-pots``).
"""

from __future__ import annotations

from typing import Final

from floorcall.betting_options import CAP_COUNTS_BIG_BLIND, CAP_HEADS_UP, CHIP_UNIT, MAX_BETS
from floorcall.model import OptionDefault, OptionSpec

__all__ = [
    "BIG_BET_OPTIONS",
    "CAP_COUNTS_BIG_BLIND",
    "CAP_HEADS_UP",
    "CHIP_UNIT",
    "LIMIT_OPTIONS",
    "LIMIT_PHH_DEFAULTS",
    "MAX_BETS",
    "PHH_DEFAULTS",
    "SPLIT_POTS",
    "SPLIT_POTS_CHOICES",
]


SPLIT_POTS_CHOICES: Final = ("separately", "merged")
SPLIT_POTS: Final = OptionSpec(
    name="split-pots",
    default="separately",
    choices=SPLIT_POTS_CHOICES,
    description=(
        "How tied hands share the pots. 'separately': the main pot and each side pot are split on their own, leftover "
        "chips one each to the tied seats clockwise from the button, and a high-low pot whose halves the same seats "
        "win is shared as one (TDA 2024 rules 20 and 21, WSOP, Robert's Rules). 'merged': the PHH reference's way "
        "(PokerKit): hands that win nothing are mucked and pots left with the same contenders merged, each half "
        "split on its own, and all leftover chips of a split go to the first tied seat clockwise from the button."
    ),
)

#: The options the fixed-limit flop games read.
LIMIT_OPTIONS: Final = (SPLIT_POTS,)
#: The options the pot-limit and no-limit flop games read.
BIG_BET_OPTIONS: Final = (SPLIT_POTS,)

#: The PHH reference conventions (PokerKit) of every flop game: pots merged and split with all leftover chips to the
#: first tied seat.
PHH_DEFAULTS: Final = (OptionDefault(option=SPLIT_POTS.name, value="merged"),)
#: The PHH reference conventions of the fixed-limit flop games: also four bets or raises per round, the blinds not
#: counted, so four raises before the flop and a bet and three raises after it.
LIMIT_PHH_DEFAULTS: Final = (
    *PHH_DEFAULTS,
    OptionDefault(option=MAX_BETS.name, value=4),
    OptionDefault(option=CAP_COUNTS_BIG_BLIND.name, value=False),
)
