"""The options tda-2024 reads, and its defaults.

The options are the shared ones of :mod:`floorcall.rulekit.options` and the TDA ones of
:mod:`floorcall_rulelib.options` (declared there once, since wsop-2024 reads them too).
"""

from __future__ import annotations

from floorcall import OptionDefault, OptionSpec
from floorcall.rulekit.options import SHARED_OPTIONS
from floorcall_rulelib.options import TDA_DEFAULTS, TDA_OPTIONS

OPTIONS: tuple[OptionSpec, ...] = (
    *SHARED_OPTIONS,
    *TDA_OPTIONS,
)

#: tda-2024's defaults for the shared rulebook options and for options the game plugins declare (board ties by
#: suit, odd chip by high card and suit, no open-pair double bet, a bet and four raises, a dead button): the TDA
#: defaults of floorcall_rulelib.options, which wsop-2024 starts from too. The odd chip at a stud showdown goes to the
#: highest card by rank, then suit, of the five that play (TDA2024-20B); tournaments play a dead button (TDA2024-32);
#: heads-up the button posts the small blind (TDA2024-34B).
DEFAULTS: tuple[OptionDefault, ...] = TDA_DEFAULTS
