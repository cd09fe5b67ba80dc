"""Razz (``razz``, PHH ``FR``): seven-card stud where the best five-card ace-to-five low wins.

Its plugin answers from :mod:`floorcall_stud.policy`: the highest upcard brings in (ace low, so the king of
spades is the worst card), the lowest board acts first on later streets, never with an open-pair big bet, and the
best ace-to-five low takes each pot (pairs count against a hand, straights and flushes do not).
"""

from __future__ import annotations

from floorcall.cards import STANDARD_DECK
from floorcall.model import GameSpec, Low, Opening, Structure
from floorcall_stud import options, policy

RULES = policy.StudRules(
    game=GameSpec(
        name="razz",
        family="stud",
        streets=tuple(plan.street for plan in policy.SEVEN_CARD_DEAL),
        deck=STANDARD_DECK,
        max_seats=8,
        phh_code="FR",
        stakes_needed=policy.STAKES_NEEDED,
        phh_defaults=options.PHH_DEFAULTS,
        hand_cards=7,
        upcards=4,
        opening=Opening.BRING_IN,
        structure=Structure.FIXED_LIMIT,
        high=False,
        low=Low.ACE_TO_FIVE,
        description="razz, fixed limit: best five-card ace-to-five low of seven",
    ),
    deal=policy.SEVEN_CARD_DEAL,
    low_board=True,
    showdown=policy.Showdown.ACE_TO_FIVE_LOW,
)

plugin = policy.game_plugin(RULES, options.SEVEN_CARD_OPTIONS)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
