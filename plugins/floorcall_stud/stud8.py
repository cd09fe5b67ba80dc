"""Seven-card stud high-low eight or better (``stud8``, PHH ``F7S/8``): the pot split between high and low.

Its plugin answers from :mod:`floorcall_stud.policy`: the lowest upcard brings in (ace high), the highest
board acts first on later streets, never with an open-pair big bet (TDA RP-10-F, WSOP live-action rules 233 and 237),
and each pot is split between the best high hand and the best ace-to-five low of eight or better.
"""

from __future__ import annotations

from floorcall.cards import STANDARD_DECK
from floorcall.model import GameSpec, Low, Opening, Structure
from floorcall_stud import options, policy

RULES = policy.StudRules(
    game=GameSpec(
        name="stud8",
        family="stud",
        streets=tuple(plan.street for plan in policy.SEVEN_CARD_DEAL),
        deck=STANDARD_DECK,
        max_seats=8,
        phh_code="F7S/8",
        stakes_needed=policy.STAKES_NEEDED,
        phh_defaults=options.PHH_DEFAULTS,
        hand_cards=7,
        upcards=4,
        opening=Opening.BRING_IN,
        structure=Structure.FIXED_LIMIT,
        low=Low.ACE_TO_FIVE,
        low_qualifier=8,
        description="seven-card stud high-low, eight or better for low, fixed limit",
    ),
    deal=policy.SEVEN_CARD_DEAL,
    low_board=False,
    showdown=policy.Showdown.HIGH_LOW_EIGHT,
)

plugin = policy.game_plugin(RULES, options.SEVEN_CARD_OPTIONS)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
