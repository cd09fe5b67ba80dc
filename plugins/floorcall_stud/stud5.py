"""Five-card stud (``stud5``, floorcall's extension code ``F5S``): the best high hand of five cards wins.

Its plugin answers from :mod:`floorcall_stud.policy` (FLOORCALL-DEFAULT-4 to 6): one card down and one up on
second street, then three upcards; the lowest upcard brings in (ace high) unless the ``five-stud-opener`` option has
the highest upcard open, the highest board acts first on later streets, and the ``open-pair-double`` option may
allow the big bet on third street.
"""

from __future__ import annotations

from floorcall.cards import STANDARD_DECK
from floorcall.model import GameSpec, Opening, Street, Structure
from floorcall_stud import options, policy

RULES = policy.StudRules(
    game=GameSpec(
        name="stud5",
        family="stud",
        streets=tuple(plan.street for plan in policy.FIVE_CARD_DEAL),
        deck=STANDARD_DECK,
        max_seats=8,
        phh_code="F5S",
        stakes_needed=policy.STAKES_NEEDED,
        phh_defaults=options.PHH_DEFAULTS,
        hand_cards=5,
        upcards=4,
        opening=Opening.BRING_IN,
        structure=Structure.FIXED_LIMIT,
        description="five-card stud, fixed limit: one card down, four up, best high hand",
    ),
    deal=policy.FIVE_CARD_DEAL,
    low_board=False,
    showdown=policy.Showdown.HIGH,
    open_pair_street=Street.THIRD,
    opener_option=options.FIVE_STUD_OPENER.name,
)

plugin = policy.game_plugin(RULES, options.STUD5_OPTIONS)
"""The game's hook implementations: the object the ``floorcall`` entry point names."""
