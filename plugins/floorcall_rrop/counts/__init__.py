"""Robert's Rules on how many cards and which seats: the rules of this question, in every game.

:mod:`.cards` rules on a wrong number of cards in a hand and a stub too short for a street; :mod:`.seats` on a card
dealt to the wrong seat, a seat dealt out, passed over or away from the table.
"""

from __future__ import annotations

from floorcall.rulekit import Rule
from floorcall_rrop.counts import cards, seats

RULES: tuple[Rule, ...] = (*cards.RULES, *seats.RULES)
