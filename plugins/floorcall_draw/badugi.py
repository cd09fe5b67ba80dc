"""Limit badugi (``badugi``, PHH ``FB``): the best badugi after three draws.

Its plugin answers from its data: blinds from the button's left, four cards each, three
draws, the small bet in the first two rounds and the big bet in the last two. A badugi counts only cards of different
suits and ranks, aces low; without a four-card badugi the best three-card one wins, and so on (WSOP24T-DRAW.6).
"""

from __future__ import annotations

from floorcall import Structure
from floorcall.procedure import draw_game, game_plugin
from floorcall_draw import options

GAME = draw_game(
    "badugi",
    phh_code="FB",
    structure=Structure.FIXED_LIMIT,
    hand_size=4,
    draws=3,
    ranking="badugi",
    max_seats=8,
    options=options.DRAW_OPTIONS,
    description="limit badugi: four cards, three draws, best badugi",
)

plugin = game_plugin(GAME)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
