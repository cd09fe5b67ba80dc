"""Seven-card stud (``stud``, PHH ``F7S``): the best five-card high hand of seven wins.

Its plugin answers from :mod:`floorcall_stud.policy`: the lowest upcard brings in (ace high), the highest
board acts first on later streets, and the ``open-pair-double`` option may allow the big bet on fourth street.
"""

from __future__ import annotations

from floorcall.cards import STANDARD_DECK
from floorcall.model import GameSpec, Opening, Street, Structure
from floorcall_stud import options, policy

RULES = policy.StudRules(
    game=GameSpec(
        name="stud",
        family="stud",
        streets=tuple(plan.street for plan in policy.SEVEN_CARD_DEAL),
        deck=STANDARD_DECK,
        max_seats=8,
        phh_code="F7S",
        stakes_needed=policy.STAKES_NEEDED,
        phh_defaults=options.PHH_DEFAULTS,
        hand_cards=7,
        upcards=4,
        opening=Opening.BRING_IN,
        structure=Structure.FIXED_LIMIT,
        description="seven-card stud, fixed limit: best five-card high hand of seven",
    ),
    deal=policy.SEVEN_CARD_DEAL,
    low_board=False,
    showdown=policy.Showdown.HIGH,
    open_pair_street=Street.FOURTH,
)

plugin = policy.game_plugin(RULES, options.STUD_OPTIONS)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
