"""The typed options the flop games read, with the defaults they take when no rulebook or house sets them.

Every game module registers the options it reads. ``max-bets``, ``cap-heads-up`` and ``chip-unit`` carry the same
names, types and defaults as the stud games' options of the same meaning, so one rulebook default or house value
governs every limit game of a mixed event; the plugin manager keeps one spec per name.

Who gets an odd chip is not an option here: every rulebook in scope gives it to the first tied seat clockwise from
the button in board games (TDA 2024 rule 20-A, WSOP, Robert's Rules), and so does the PHH reference (p1 first). How
many odd chips one seat may get, and which pots are split on their own, is (``split-pots``).
"""

from __future__ import annotations

from typing import Final

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

MAX_BETS: Final = OptionSpec(
    name="max-bets",
    default=5,
    description=(
        "Fixed limit: the most bets one betting round may hold, counting the first bet and every full raise: 5 is a "
        "bet and four raises, as in TDA and WSOP tournaments; 0 removes the cap. Pot and no limit have no cap."
    ),
)

CAP_COUNTS_BIG_BLIND: Final = OptionSpec(
    name="cap-counts-big-blind",
    default=True,
    description=(
        "Fixed-limit flop games: whether the posted big blind counts as the first of the max-bets bets before the "
        "flop (true: the blind is the bet and four raises follow, as TDA and WSOP count); false allows max-bets "
        "raises over the blind, as the PHH reference (PokerKit) counts."
    ),
)

CAP_HEADS_UP: Final = OptionSpec(
    name="cap-heads-up",
    default=True,
    description=(
        "Whether the raise cap still holds while only two players with chips contest a round (TDA 2024 rule 48 keeps "
        "it until the event is heads-up); false lifts it then, unless the round was already capped multiway."
    ),
)

CHIP_UNIT: Final = OptionSpec(
    name="chip-unit",
    default=1,
    description=(
        "The smallest chip in play, in chips: split pots are divided in whole multiples of it and each odd one goes "
        "to a single winner (TDA 2024 rule 20). 1 when amounts are already counted in the smallest chip."
    ),
)

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
LIMIT_OPTIONS: Final = (MAX_BETS, CAP_COUNTS_BIG_BLIND, CAP_HEADS_UP, CHIP_UNIT, SPLIT_POTS)
#: The options the pot-limit and no-limit flop games read.
BIG_BET_OPTIONS: Final = (CHIP_UNIT, SPLIT_POTS)

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
