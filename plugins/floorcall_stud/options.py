"""The typed house options the stud games read, with the defaults they take when no rulebook or house sets them.

Every game module registers the options it reads (the plugin manager keeps one spec per name, so the same spec
registered by two games in force is harmless). The specs are module constants so that every game registers exactly
the same declaration; ``max-bets``, ``cap-heads-up`` and ``chip-unit`` are also declared, identically, by the flop
games, so that one rulebook default or house value governs every limit game of a mixed event.
"""

from __future__ import annotations

from typing import Final

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

MAX_BETS: Final = OptionSpec(
    name="max-bets",
    default=5,
    description=(
        "Fixed limit: the most bets one betting round may hold, counting the first bet and every full raise: 5 is a "
        "bet and four raises, as in TDA and WSOP tournaments; 0 removes the cap. Pot and no limit have no cap."
    ),
)
"""In stud the completion of the bring-in is the first bet and the bring-in itself is none (WSOP24T-7CS.3). The
spec is word for word the flop games' one, so the manager keeps the same spec whichever game registers last."""

CAP_HEADS_UP: Final = OptionSpec(
    name="cap-heads-up",
    default=True,
    description=(
        "Whether the raise cap still holds while only two players with chips contest a round (TDA 2024 rule 48 keeps "
        "it until the event is heads-up); false lifts it then, unless the round was already capped multiway."
    ),
)

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

CHIP_UNIT: Final = OptionSpec(
    name="chip-unit",
    default=1,
    description=(
        "The smallest chip in play, in chips: split pots are divided in whole multiples of it and each odd one goes "
        "to a single winner (TDA 2024 rule 20). 1 when amounts are already counted in the smallest chip."
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
SEVEN_CARD_OPTIONS: Final = (MAX_BETS, CAP_HEADS_UP, BOARD_TIE, ODD_CHIP, CHIP_UNIT)
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
