"""Misdeals under TDA 2024 that no other question names: a dealing fault (an uncut deck, the wrong dealer, rule 35-A).

The misdeals of a particular cause are ruled with their question (a boxed card in :mod:`.deck`, an exposed card in
:mod:`.exposed`, a wrong count or seat in :mod:`.counts`); each deals the hand again as it was (35-C, the shared
:func:`floorcall_tda2024.common.misdeal`).
"""

from __future__ import annotations

from floorcall.rulekit import Rule
from floorcall_rulelib.dealing import dealing_fault_rule
from floorcall_tda2024.messages import msg

__all__ = ["RULES", "dealing_fault"]

#: TDA2024-35A: no TDA cause covers an uncut deck or a wrong dealer, in any game: before substantial action the floor
#: decides (rules 1 and 35-A), after it the hand plays on (35-D.1).
_PLAYED_ON = msg("tda.seed.dealing_fault.1", "Substantial action has occurred: the hand plays on.")
_FLOOR_DECIDES = msg(
    "tda.seed.dealing_fault.2",
    "The misdeal list does not name this fault; before substantial action the floor decides whether to redeal.",
)
dealing_fault = dealing_fault_rule(
    "TDA2024-35A", None, (("TDA2024-35D.1", "TDA2024-1"), _PLAYED_ON), (("TDA2024-1", "TDA2024-35A"), _FLOOR_DECIDES)
)


RULES: tuple[Rule, ...] = (dealing_fault,)
