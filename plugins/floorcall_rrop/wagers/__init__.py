"""Robert's Rules on wagers, in every game: the rules of this one question.

:mod:`.rulings` holds the rules (the raise cap, the minimum wager, the half-bet rule, no-limit raises, the bring-in,
string raises, oversized chips, the check-raise of limit A-5); :mod:`.dispatch` names the one of them that answers
each wager.
"""

from __future__ import annotations

from floorcall_rrop.wagers.dispatch import FORMER_CITATIONS, topic
from floorcall_rrop.wagers.rulings import RULES

__all__ = ["FORMER_CITATIONS", "RULES", "topic"]
