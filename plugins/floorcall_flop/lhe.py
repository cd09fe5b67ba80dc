"""Limit hold'em (``lhe``, PHH ``FT``): the best five-card high hand of two hole cards and five board cards.

Its plugin answers from :mod:`floorcall_flop.policy`: blinds from the button's left, the small bet before
the turn and the big bet from it, a cap of ``max-bets`` bets per round, and the best high hand wins.
"""

from __future__ import annotations

from floorcall.betting import Structure
from floorcall_flop import options, policy

RULES = policy.flop_rules(
    "lhe",
    phh_code="FT",
    structure=Structure.FIXED_LIMIT,
    hole_cards=2,
    high="high",
    description="limit hold'em: two hole cards, best five of seven; small bet before the turn, big bet after",
)

plugin = policy.game_plugin(RULES, options.LIMIT_OPTIONS)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
