"""Short-deck no-limit hold'em (``nlhe-short``, PHH ``NS``): hold'em with the 36-card deck, sixes to aces.

Its plugin answers from :mod:`floorcall_flop.policy`: no-limit betting as in hold'em; hands rank with the
short deck's order (a flush beats a full house; the ace plays low only in A-6-7-8-9).
"""

from __future__ import annotations

from floorcall.betting import Structure
from floorcall.cards import SHORT_DECK
from floorcall_flop import options, policy

RULES = policy.flop_rules(
    "nlhe-short",
    phh_code="NS",
    structure=Structure.NO_LIMIT,
    hole_cards=2,
    high="short-deck-high",
    deck=SHORT_DECK,
    description="short-deck no-limit hold'em: 36 cards, a flush beats a full house, A-6-7-8-9 is the lowest straight",
)

plugin = policy.game_plugin(RULES, options.BIG_BET_OPTIONS)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
