"""Misdeals under TDA 2024 that no other question names: a dealing fault (an uncut deck, the wrong dealer, rule 35-A).

The misdeals of a particular cause are ruled with their question (a boxed card in :mod:`.deck`, an exposed card in
:mod:`.exposed`, a wrong count or seat in :mod:`.counts`); each deals the hand again as it was (35-C, the shared
:func:`floorcall_tda2024.common.misdeal`).
"""

from __future__ import annotations

from floorcall import DealingFault, HandView, Ruling, RulingKind
from floorcall.model import Option
from floorcall.rulekit import Rule, carry_on, choice, rule
from floorcall_rulelib.stud import fault_redeal
from floorcall_tda2024.common import stud
from floorcall_tda2024.messages import msg

__all__ = ["RULES", "dealing_fault"]


@rule("TDA2024-35A", DealingFault, scope=stud)
def dealing_fault(irregularity: DealingFault, hand: HandView | None) -> Ruling | None:
    """No TDA cause covers an uncut deck or a wrong dealer: before SA the floor decides (rules 1 and 35-A)."""
    assert hand is not None
    if hand.substantial_action:
        return carry_on(
            (),
            ("TDA2024-35D.1", "TDA2024-1"),
            msg("tda.seed.dealing_fault.1", "Substantial action has occurred: the hand plays on."),
        )
    redeal = fault_redeal(irregularity)
    return choice(
        (Option(name="redeal", kind=RulingKind.MISDEAL, remedies=(redeal,)), Option(name="continue")),
        ("TDA2024-1", "TDA2024-35A"),
        msg(
            "tda.seed.dealing_fault.2",
            "The misdeal list does not name this fault; before substantial action the floor decides whether to redeal.",
        ),
    )


RULES: tuple[Rule, ...] = (dealing_fault,)
