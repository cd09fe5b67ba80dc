"""Short-deck no-limit hold'em (``nlhe-short``, PHH ``NS``): hold'em with the 36-card deck, sixes to aces.

Its plugin answers from its data: no-limit betting as in hold'em; hands rank with the
short deck's order (a flush beats a full house; the ace plays low only in A-6-7-8-9).
"""

from __future__ import annotations

from floorcall import SHORT_DECK, Structure
from floorcall.procedure import board_game, game_plugin

GAME = board_game(
    "nlhe-short",
    phh_code="NS",
    structure=Structure.NO_LIMIT,
    hole_cards=2,
    high="short-deck-high",
    deck=SHORT_DECK,
    description="short-deck no-limit hold'em: 36 cards, a flush beats a full house, A-6-7-8-9 is the lowest straight",
)

plugin = game_plugin(GAME)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
