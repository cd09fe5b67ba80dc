"""Robert's Rules on wagers, in every game: the rules of this one question.

:mod:`.rulings` holds the rules (the raise cap, the minimum wager, the half-bet rule, no-limit raises, the bring-in,
string raises, oversized chips, the check-raise of limit A-5); :mod:`.topic` names the one of them that answers each
wager.
"""

from __future__ import annotations

from floorcall_rrop.wagers.rulings import RULES
from floorcall_rrop.wagers.topic import FORMER_CITATIONS, topic

__all__ = ["FORMER_CITATIONS", "RULES", "topic"]
