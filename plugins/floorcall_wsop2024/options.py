"""The options wsop-2024 reads (its own, and the shared ones of floorcall.rulekit.options), and its defaults.

Where the tournament rules leave a point to the house, or say nothing, the book declares an option with the answer
it gives by default. The rules it takes from tda-2024 read the TDA options of :mod:`floorcall_rulelib.options`
(``sa-counts-bring-in``, ``single-boxed-card``, ``flop-exposed-downcard``, ``draw-exposed-card``), declared here as
tda-2024 declares them; their defaults agree with the WSOP text.
"""

from __future__ import annotations

from floorcall import GameMatch, OptionDefault, OptionSpec
from floorcall.rulekit.options import SHARED_OPTIONS
from floorcall_rulelib.options import TDA_DEFAULTS, TDA_OPTIONS

__all__ = ["DEFAULTS", "OPTIONS"]

OPTIONS: tuple[OptionSpec, ...] = (
    *SHARED_OPTIONS,
    *TDA_OPTIONS,
    OptionSpec(
        name="redeal-kills-absent",
        default=True,
        description="After a misdeal, whether the players who were away from their seats for the first deal get "
        "dead hands in the redeal (WSOP24T-88b), or may play it.",
    ),
)

#: wsop-2024's defaults: the TDA's (floorcall_rulelib.options) but where the WSOP text parts from them: a single
#: extra card on the deal is burnt, not a misdeal (WSOP24T-88a.2). The dealer's exposure of either of a stud player's
#: first two downcards is a misdeal (WSOP24T-88a.6), so a second one is too, as under the TDA. In the stud games
#: played for a low, stud-8 and razz, tied best boards go to the tied seat dealt first (WSOP24T-STUD8,
#: WSOP24T-RAZZ), where the TDA breaks them by suit: a default for those games only (``games``). The others agree:
#: board ties in seven-card stud high by suit (WSOP24T-STUD), odd chips by high card and suit (WSOP24T-73), no
#: open-pair double bet (WSOP24T-7CS), a bet and four raises (WSOP24T-100), a dead button (WSOP24T-85).
DEFAULTS: tuple[OptionDefault, ...] = (
    *(OptionDefault(option=d.option, value="burn") if d.option == "one-extra-card" else d for d in TDA_DEFAULTS),
    OptionDefault(option="board-tie", value="position", games=GameMatch(family="stud", low=True)),
)
