"""The options of the TDA rules that more than one rulebook reads: declared once, here, so that the declarations agree.

tda-2024 declares them, and wsop-2024, which follows tda-2024 where the WSOP text is silent, declares the same
objects (an option declared by two plugins must be declared identically).
"""

from __future__ import annotations

from typing import Final

from floorcall import OptionSpec

__all__ = ["DRAW_EXPOSED_CARD", "FLOP_EXPOSED_DOWNCARD", "SA_COUNTS_BRING_IN", "SINGLE_BOXED_CARD", "TDA_OPTIONS"]

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
