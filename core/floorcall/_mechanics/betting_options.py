"""The betting options every game family reads, declared once by the core: the raise cap and the smallest chip.

Rulebooks give them their defaults (a bet and four raises under TDA, three raises and no heads-up cap under
Robert's Rules) and houses override them like any other option; game plugins read them from ``hand.options``.
"""

from __future__ import annotations

from typing import Final

from floorcall.model.procedure import OptionSpec

__all__ = ["A5_CHECK_RAISE", "BETTING_OPTIONS", "CAP_COUNTS_BIG_BLIND", "CAP_HEADS_UP", "CHIP_UNIT", "MAX_BETS"]

MAX_BETS: Final = OptionSpec(
    name="max-bets",
    default=5,
    description=(
        "Fixed limit: the most bets one betting round may hold, counting the first bet (in stud the completion of "
        "the bring-in) and every full raise: 5 is a bet and four raises; 0 removes the cap. Pot and no limit have none."
    ),
    minimum=0,
)

CAP_COUNTS_BIG_BLIND: Final = OptionSpec(
    name="cap-counts-big-blind",
    default=True,
    description=(
        "Fixed-limit blind games: whether the posted big blind counts as the first of the max-bets bets of the first "
        "round (true: the blind is the bet and the raises follow); false allows max-bets raises over the blind."
    ),
)

CAP_HEADS_UP: Final = OptionSpec(
    name="cap-heads-up",
    default=True,
    description=(
        "Whether the raise cap still holds while only two players with chips contest a round; false lifts it then, "
        "unless the round was already capped while more were in."
    ),
)

CHIP_UNIT: Final = OptionSpec(
    name="chip-unit",
    default=1,
    description=(
        "The smallest chip in play: split pots are divided in whole multiples of it and each odd one goes to a "
        "single winner. 1 when amounts are already counted in the smallest chip."
    ),
    minimum=1,
)

A5_CHECK_RAISE: Final = OptionSpec(
    name="a5-check-raise",
    default=True,
    description=(
        "Fixed-limit ace-to-five lowball: whether a player who checked may raise later in the same betting round. "
        "True by default, as in every other game; Robert's Rules bar the check-raise there unless the players were "
        "told it is allowed, so rrop sets it false and a raise after a check is ruled on (RROP-A5-2)."
    ),
)

#: Every betting option the core declares.
BETTING_OPTIONS: Final = (MAX_BETS, CAP_COUNTS_BIG_BLIND, CAP_HEADS_UP, CHIP_UNIT, A5_CHECK_RAISE)
