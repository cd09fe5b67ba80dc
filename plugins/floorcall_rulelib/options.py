"""The options of the TDA rules that more than one rulebook reads, and the TDA's defaults: written once, here.

tda-2024 declares them, and wsop-2024, which follows tda-2024 where the WSOP text is silent, declares the same
objects (an option declared by two plugins must be declared identically).
"""

from __future__ import annotations

from typing import Final

from floorcall import OptionDefault, OptionSpec

__all__ = [
    "DRAW_EXPOSED_CARD",
    "FLOP_EXPOSED_DOWNCARD",
    "SA_COUNTS_BRING_IN",
    "SINGLE_BOXED_CARD",
    "TDA_DEFAULTS",
    "TDA_OPTIONS",
]

SA_COUNTS_BRING_IN: Final = OptionSpec(
    name="sa-counts-bring-in",
    default=False,
    description="Whether the stud bring-in counts as an action toward substantial action (TDA is silent).",
)

SINGLE_BOXED_CARD: Final = OptionSpec(
    name="single-boxed-card",
    default="scrap-of-paper",
    choices=("scrap-of-paper", "misdeal"),
    description="One boxed card on the initial deal: shown, mucked and replaced (floorcall default), or a misdeal.",
)

FLOP_EXPOSED_DOWNCARD: Final = OptionSpec(
    name="flop-exposed-downcard",
    default="replace",
    choices=("replace", "keep"),
    description="A single exposed hole card that is not one of the first two in a flop game: replaced after the "
    "round and used as the first burn, or kept by the player.",
)

DRAW_EXPOSED_CARD: Final = OptionSpec(
    name="draw-exposed-card",
    default="replace-one",
    choices=("replace-one", "misdeal"),
    description="The house profile for exposures on a draw game's initial deal (TDA leaves it to the house): "
    "replace the first and misdeal on a second (WSOP tournaments), or misdeal on any.",
)

#: The four, in the order tda-2024 declares them.
TDA_OPTIONS: Final = (SA_COUNTS_BRING_IN, SINGLE_BOXED_CARD, FLOP_EXPOSED_DOWNCARD, DRAW_EXPOSED_CARD)

#: The TDA's defaults for the shared rulebook options and for options the game plugins declare: a second exposed
#: stud downcard misdeals, the last street's exposed card is replaced, a premature stud card is reshuffled, no
#: impossible-call refund, a misnamed opener backs up, one extra card misdeals, an exposed burn is kept and shown,
#: board ties and odd chips by suit, no open-pair double bet, a bet and four raises, a dead button.
TDA_DEFAULTS: Final[tuple[OptionDefault, ...]] = (
    OptionDefault(option="stud-two-exposed", value="misdeal"),
    OptionDefault(option="seventh-exposed", value="replace"),
    OptionDefault(option="premature-stud-card", value="reshuffle"),
    OptionDefault(option="impossible-call-refund", value=False),
    OptionDefault(option="misnamed-opener", value="back-up"),
    OptionDefault(option="one-extra-card", value="misdeal"),
    OptionDefault(option="exposed-burn", value="keep-and-show"),
    OptionDefault(option="board-tie", value="suit"),
    # the odd chip at a stud showdown goes to the highest card by rank, then suit, of the five that play (TDA2024-20B)
    OptionDefault(option="odd-chip", value="high-card-by-suit"),
    OptionDefault(option="open-pair-double", value=False),
    OptionDefault(option="max-bets", value=5),
    # tournaments play a dead button: the big blind moves on one player a hand, the button may sit at an empty seat
    # (TDA2024-32); heads-up the button posts the small blind (TDA2024-34B)
    OptionDefault(option="button-mode", value="dead"),
)
