"""A dealing fault (a deck not shuffled or not cut, a card shown in the cut, the wrong dealer) no misdeal list names.

Neither book's list of misdeal causes names these faults for every game, so the floor decides: before substantial
action it may have the hand dealt again (by the proper dealer when the wrong one dealt) or let it go on; after it,
the hand plays on. :func:`dealing_fault_rule` builds that rule with the citing book's ID, citations and words.
"""

from __future__ import annotations

from floorcall import DealingFault, HandView, Ruling, RulingKind
from floorcall.model import Option
from floorcall.rulekit import Message, Rule, Scope, carry_on, choice
from floorcall_rulelib.stud import fault_redeal

__all__ = ["dealing_fault_rule"]


def dealing_fault_rule(
    rule_id: str,
    scope: Scope | None,
    played_on: tuple[tuple[str, ...], Message],
    floor_decides: tuple[tuple[str, ...], Message],
) -> Rule:
    """The rule on a dealing fault the book's misdeal causes do not name.

    :param rule_id: the citing book's ID for the rule.
    :param scope: the games the rule speaks to (None: every game).
    :param played_on: what the ruling cites, and its words, once substantial action has occurred: the hand goes on.
    :param floor_decides: the same before it: a choice between dealing again (the ``redeal`` option, a misdeal) and
        going on (``continue``).
    :returns: the rule, answering :class:`~floorcall.DealingFault`.
    """

    def dealing_fault(irregularity: DealingFault, hand: HandView | None) -> Ruling | None:
        if hand is None:
            return None
        if hand.substantial_action:
            return carry_on((), *played_on)
        redeal = Option(name="redeal", kind=RulingKind.MISDEAL, remedies=(fault_redeal(irregularity, hand),))
        return choice((redeal, Option(name="continue")), *floor_decides)

    dealing_fault.__doc__ = dealing_fault_rule.__doc__
    return Rule(rule_id, (DealingFault,), dealing_fault, scope=scope)
