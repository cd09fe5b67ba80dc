"""The typed house options the stud games read, with the defaults they take when no rulebook or house sets them.

Every game module registers the options it reads (the plugin manager keeps one spec per name, so the same spec
registered by two games in force is harmless). The betting options every family shares (``max-bets``,
``cap-heads-up``, ``chip-unit``) are declared once by the core (:mod:`floorcall.betting_options`) and only
re-exported here, so one rulebook default or house value governs every game of a mixed event.
"""

from __future__ import annotations

from typing import Final

from floorcall.betting_options import CAP_HEADS_UP, CHIP_UNIT, MAX_BETS
from floorcall.model import OptionDefault, OptionSpec

__all__ = [
    "BOARD_TIE",
    "BOARD_TIE_CHOICES",
    "CAP_HEADS_UP",
    "CHIP_UNIT",
    "FIVE_STUD_OPENER",
    "FIVE_STUD_OPENER_CHOICES",
    "MAX_BETS",
    "ODD_CHIP",
    "ODD_CHIP_CHOICES",
    "OPEN_PAIR_DOUBLE",
    "PHH_DEFAULTS",
    "SEVEN_CARD_OPTIONS",
    "STUD5_OPTIONS",
    "STUD_OPTIONS",
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


FIVE_STUD_OPENER_CHOICES: Final = ("bring-in", "high-card")
FIVE_STUD_OPENER: Final = OptionSpec(
    name="five-stud-opener",
    default="bring-in",
    choices=FIVE_STUD_OPENER_CHOICES,
    description=(
        "Five-card stud's first betting round: 'bring-in' makes the lowest upcard post the bring-in (floorcall's "
        "default); 'high-card' has no bring-in, and the highest upcard acts first and may check (the home-game form)."
    ),
)

#: The options stud hi-lo and razz read.
SEVEN_CARD_OPTIONS: Final = (BOARD_TIE, ODD_CHIP)
#: The options seven-card stud reads: those of every seven-card game, and the open-pair double bet.
STUD_OPTIONS: Final = (*SEVEN_CARD_OPTIONS, OPEN_PAIR_DOUBLE)
#: The options five-card stud reads: those of seven-card stud, and its opener.
STUD5_OPTIONS: Final = (*STUD_OPTIONS, FIVE_STUD_OPENER)

#: The PHH reference conventions (PokerKit) for a plain hand history that names no rulebook: tied boards and odd chips
#: go to the seat dealt first, and a round holds four bets, the completion counting as the first.
PHH_DEFAULTS: Final = (
    OptionDefault(option=BOARD_TIE.name, value="position"),
    OptionDefault(option=ODD_CHIP.name, value="position"),
    OptionDefault(option=MAX_BETS.name, value=4),
)
