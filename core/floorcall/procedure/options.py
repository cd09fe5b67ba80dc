"""The options the procedure itself reads, declared once, and the PHH reference's conventions for them.

A game declares these with its plugin when its procedure reads them (:func:`floorcall.procedure.procedure_options`):
``board-tie`` in games opened by the best board, ``odd-chip`` where the cards decide odd chips, ``open-pair-double``
in games with an open-pair street, ``split-pots`` in board games. The betting options every game reads
(``max-bets``, ``cap-counts-big-blind``, ``cap-heads-up``, ``chip-unit``) are the core's own
(:mod:`floorcall._mechanics.betting_options`). Rulebooks give them their defaults and houses override them.
"""

from __future__ import annotations

from typing import Final

from floorcall._mechanics.betting_options import CAP_COUNTS_BIG_BLIND, MAX_BETS
from floorcall.model.procedure import OptionDefault, OptionSpec

__all__ = [
    "BOARD_TIE",
    "BOARD_TIE_CHOICES",
    "LIMIT_PHH_DEFAULTS",
    "MERGED_PHH_DEFAULTS",
    "ODD_CHIP",
    "ODD_CHIP_CHOICES",
    "OPEN_PAIR_DOUBLE",
    "SPLIT_POTS",
    "SPLIT_POTS_CHOICES",
    "STUD_PHH_DEFAULTS",
]

OPEN_PAIR_DOUBLE: Final = OptionSpec(
    name="open-pair-double",
    default=False,
    description=(
        "Seven-card and five-card stud high only: when a pair shows on any live board on the second betting street, "
        "players may bet or raise the big bet there (the cash-game practice); false keeps the small bet (TDA RP-10-F). "
        "Never used in stud hi-lo or razz."
    ),
)

BOARD_TIE_CHOICES: Final = ("suit", "position")
BOARD_TIE: Final = OptionSpec(
    name="board-tie",
    default="suit",
    choices=BOARD_TIE_CHOICES,
    description=(
        "Who acts first when the best boards tie: 'suit' gives it to the tied board holding the highest single "
        "upcard by rank then suit, razz included (TDA RP-10-D); 'position' to the tied seat dealt first, from the "
        "dealer's left (Robert's Rules, and PHH replays)."
    ),
)

ODD_CHIP_CHOICES: Final = ("high-card-by-suit", "low-card-by-suit", "position")
ODD_CHIP: Final = OptionSpec(
    name="odd-chip",
    default="high-card-by-suit",
    choices=ODD_CHIP_CHOICES,
    description=(
        "Which tied winner gets an odd chip: 'high-card-by-suit' the one whose five-card hand holds the highest card "
        "by rank then suit, low hands included (TDA 2024 rule 20-B); 'low-card-by-suit' the lowest card by suit in "
        "low games and low halves, the highest in high ones, counting all the player's cards (Robert's Rules); "
        "'position' the tied seat dealt first (PHH replays)."
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

#: The PHH reference conventions (PokerKit) of the stud games: tied boards and odd chips go to the seat dealt
#: first, and a round holds four bets, the completion counting as the first.
STUD_PHH_DEFAULTS: Final = (
    OptionDefault(option=BOARD_TIE.name, value="position"),
    OptionDefault(option=ODD_CHIP.name, value="position"),
    OptionDefault(option=MAX_BETS.name, value=4),
)
#: The PHH reference conventions of the fixed-limit blind games: four bets or raises per round, the blinds not
#: counted, so four raises before the flop (or the first draw) and a bet and three raises after it.
LIMIT_PHH_DEFAULTS: Final = (
    OptionDefault(option=MAX_BETS.name, value=4),
    OptionDefault(option=CAP_COUNTS_BIG_BLIND.name, value=False),
)
#: The PHH reference conventions of the board games: pots merged and split with all leftover chips to the first
#: tied seat.
MERGED_PHH_DEFAULTS: Final = (OptionDefault(option=SPLIT_POTS.name, value="merged"),)
