"""The options tda-2024 reads, and its defaults.

The options are the shared ones of :mod:`floorcall.rulekit.options` and the TDA ones of
:mod:`floorcall_rulelib.options` (declared there once, since wsop-2024 reads them too).
"""

from __future__ import annotations

from floorcall import OptionDefault, OptionSpec
from floorcall.rulekit.options import SHARED_OPTIONS
from floorcall_rulelib.options import TDA_OPTIONS

OPTIONS: tuple[OptionSpec, ...] = (
    *SHARED_OPTIONS,
    *TDA_OPTIONS,
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
