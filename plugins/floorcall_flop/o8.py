"""Limit Omaha high-low eight or better (``o8``, PHH ``FO/8``): each pot split between the best Omaha high and low.

Its plugin answers from :mod:`floorcall_flop.policy`: limit betting as in limit hold'em; half of each pot
goes to the best eight-or-better low made of exactly two hole cards and three board cards (FACT-5), the whole pot
to the high hand when no low qualifies.
"""

from __future__ import annotations

from floorcall.betting import Structure
from floorcall_flop import options, policy

RULES = policy.flop_rules(
    "o8",
    phh_code="FO/8",
    structure=Structure.FIXED_LIMIT,
    hole_cards=4,
    high="omaha-high",
    low="omaha-8-or-better-low",
    description="limit Omaha high-low, eight or better: exactly two hole cards and three board cards for each half",
)

plugin = policy.game_plugin(RULES, options.LIMIT_OPTIONS)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
