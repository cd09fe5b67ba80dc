"""The options tda-2024 reads (its own, and the shared ones of floorcall.rulekit.options), and its defaults."""

from __future__ import annotations

from floorcall import OptionDefault, OptionSpec
from floorcall.rulekit.options import SHARED_OPTIONS

OPTIONS: tuple[OptionSpec, ...] = (
    *SHARED_OPTIONS,
    OptionSpec(
        name="sa-counts-bring-in",
        default=False,
        description="Whether the stud bring-in counts as an action toward substantial action (TDA is silent).",
    ),
    OptionSpec(
        name="single-boxed-card",
        default="scrap-of-paper",
        choices=("scrap-of-paper", "misdeal"),
        description="One boxed card on the initial deal: shown, mucked and replaced (floorcall default), or a misdeal.",
    ),
    OptionSpec(
        name="flop-exposed-downcard",
        default="replace",
        choices=("replace", "keep"),
        description="A single exposed hole card that is not one of the first two in a flop game: replaced after the "
        "round and used as the first burn, or kept by the player.",
    ),
    OptionSpec(
        name="draw-exposed-card",
        default="replace-one",
        choices=("replace-one", "misdeal"),
        description="The house profile for exposures on a draw game's initial deal (TDA leaves it to the house): "
        "replace the first and misdeal on a second (WSOP tournaments), or misdeal on any.",
    ),
)

#: tda-2024's defaults for the shared rulebook options and for options the game plugins declare (board ties by
#: suit, odd chip by high card and suit, no open-pair double bet, a bet and four raises).
DEFAULTS: tuple[OptionDefault, ...] = (
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
