"""Which of a book's rules answers a wager: the skeleton of the ``topic`` function every book shares.

A book names the one rule that answers each wager with its ``topic`` function (see
:func:`floorcall.rulekit.wager_for`). The skeleton is the same in every book (:func:`book_topic`): a wager with no
reading has no rule; an incorrect wager reported late, or barred from raising, or of a size fault the book answers,
and an unclear one, each go to the book's own choice; a bet over the stack and a raise where none is possible go to
this library's rules (:mod:`floorcall_rulelib.wagers`). The book gives its choices as functions, its rules on a barred
raise as :class:`BarredIds` and its rules by size fault as a table.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping

from floorcall import HandView
from floorcall.model import Structure, WagerBar, WagerIncorrect, WagerReading, WagerUnclear
from floorcall.rulekit import SizeFault, Wager, bar_past_call, size_fault
from floorcall_rulelib.wagers import OVER_THE_LIMIT, OVER_THE_STACK, Topic

__all__ = ["BARRED_FAULTS", "BOOK_FAULTS", "BarredIds", "SizedTopic", "barred_topic", "book_topic"]

SizedTopic = Callable[[WagerIncorrect, HandView | None], str | None]
"""``(wager, hand) -> rule ID | None``: a book's choice of rule for one size fault, where it depends on the wager."""


@dataclasses.dataclass(frozen=True, slots=True)
class BarredIds:
    """A book's rules for a raise the betting does not allow (:func:`floorcall.rulekit.bar_past_call`).

    :param capped: the rule on a raise past the cap of raises.
    :param checked: the rule on a check-raise where the house bars it.
    :param not_reopened_limit: the rule on a raise after an all-in that did not reopen the betting, fixed limit.
    :param not_reopened: the same in pot limit and no limit.
    """

    capped: str
    checked: str
    not_reopened_limit: str
    not_reopened: str


#: The size faults this library's own rules answer in every book.
_OWN_FAULTS = {SizeFault.OVER_STACK: OVER_THE_STACK, SizeFault.NO_RAISE: OVER_THE_LIMIT}

#: The faults of an incorrect wager that are a barred raise (answered by :func:`barred_topic`).
BARRED_FAULTS = frozenset({SizeFault.CAPPED, SizeFault.CHECKED, SizeFault.NOT_REOPENED})

#: The size faults each book answers with its own rules (its ``sized`` table): a bring-in owed, a short wager, a
#: wager over the limit.
BOOK_FAULTS = frozenset(SizeFault) - BARRED_FAULTS - _OWN_FAULTS.keys()


def barred_topic(irregularity: Wager, ids: BarredIds) -> str | None:
    """The book's rule for a wager that raises where the betting allows only a call, or None when it may raise.

    :param irregularity: the wager (with its reading).
    :param ids: the book's rule IDs.
    """
    reading = irregularity.reading
    bar = None if reading is None else bar_past_call(reading)
    if bar is WagerBar.CAPPED:
        return ids.capped
    if bar is WagerBar.CHECKED:
        return ids.checked
    if bar is WagerBar.NOT_REOPENED:
        assert reading is not None
        return ids.not_reopened_limit if reading.structure is Structure.FIXED_LIMIT else ids.not_reopened
    return None


def book_topic(
    *,
    string: str,
    unclear: Callable[[WagerUnclear, WagerReading], str | None],
    late: Callable[[WagerReading], str | None],
    barred: BarredIds,
    sized: Mapping[SizeFault, str | SizedTopic],
) -> Topic:
    """A book's topic function: the ID of the one rule that answers a wager, or None when none does.

    A wager with no reading has none. An incorrect wager the table took and reported later goes to ``late``; one that
    raises where only a call is allowed to the book's rule for that bar (:func:`barred_topic`); a bet of more than the
    stack to FLOORCALL-DEFAULT-11 and a raise where none is possible to FLOORCALL-DEFAULT-10 (this library's rules,
    :func:`~floorcall_rulelib.wagers.over_the_stack_rule` and :func:`~floorcall_rulelib.wagers.over_the_limit_rule`);
    one of another size fault to the book's rule for that fault in ``sized``; an incorrect wager with no fault has
    none. An unclear wager put out in several motions (a string wager) goes to the book's rule ``string``; any other
    unclear wager to ``unclear``.

    :param string: the book's rule on a string wager.
    :param unclear: the book's choice for another unclear wager (words and chips), given the wager and its reading.
    :param late: the same for an incorrect wager reported late, given its reading.
    :param barred: the book's rules for a raise the betting does not allow.
    :param sized: the book's rule for each of :data:`BOOK_FAULTS`: its ID, or a function of the wager and the hand
        that names it.
    :raises ValueError: a ``sized`` table that leaves out one of :data:`BOOK_FAULTS`, or holds another fault.
    """
    if sized.keys() != BOOK_FAULTS:
        raise ValueError(
            f"book_topic: sized must give a rule for exactly the faults {sorted(BOOK_FAULTS)}, not {sorted(sized)}"
        )

    def topic(irregularity: Wager, hand: HandView | None = None) -> str | None:
        reading = irregularity.reading
        if reading is None:
            return None
        if isinstance(irregularity, WagerUnclear):
            return string if reading.string else unclear(irregularity, reading)
        if irregularity.late is not None:
            return late(reading)
        fault = size_fault(irregularity)
        if fault is None:
            return None
        if fault in BARRED_FAULTS:
            return barred_topic(irregularity, barred)
        if fault in _OWN_FAULTS:
            return _OWN_FAULTS[fault]
        answer = sized[fault]
        return answer if isinstance(answer, str) else answer(irregularity, hand)

    return topic
