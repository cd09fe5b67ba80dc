"""Pot-limit Omaha (``plo``, PHH ``PO``): the best high hand of exactly two of four hole cards and three board cards.

Its plugin answers from :mod:`floorcall_flop.policy`: blinds from the button's left, bets from the minimum
bet up to the size of the pot, and the best Omaha high hand wins.
"""

from __future__ import annotations

from floorcall.betting import Structure
from floorcall_flop import options, policy

RULES = policy.flop_rules(
    "plo",
    phh_code="PO",
    structure=Structure.POT_LIMIT,
    hole_cards=4,
    high="omaha-high",
    description="pot-limit Omaha: four hole cards, exactly two with exactly three from the board",
)

plugin = policy.game_plugin(RULES, options.BIG_BET_OPTIONS)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
