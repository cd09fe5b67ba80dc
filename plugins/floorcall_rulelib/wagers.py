"""Wagers past what the structure or the stack allows: rules and routing both books share.

A book names the one rule that answers each wager with its ``topic`` function (see
:func:`floorcall.rulekit.wager_for`); these factories build the rules that answer when the topic names
FLOORCALL-DEFAULT-10 (over the limit) or FLOORCALL-DEFAULT-11 (over the stack). Both take the wager at a legal total
through :func:`floorcall.rulekit.taken`, which conserves chips.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from floorcall import HandView, Ruling
from floorcall.model import Irregularity, Structure, WagerBar, WagerIncorrect, WagerReading, WagerUnclear
from floorcall.rulekit import (
    Rule,
    SizeFault,
    Wager,
    bar_past_call,
    largest_legal,
    reported_late,
    ruled_total,
    street_over,
    taken,
    wager_for,
)
from floorcall_rulelib.messages import msg

__all__ = [
    "BARRED_FAULTS",
    "OVER_THE_LIMIT",
    "OVER_THE_STACK",
    "BarredIds",
    "Topic",
    "barred_topic",
    "between_open_sizes",
    "over_the_limit_rule",
    "over_the_stack_rule",
]

OVER_THE_LIMIT = "FLOORCALL-DEFAULT-10"
"""A wager above what he may bet stands at the largest legal total."""
OVER_THE_STACK = "FLOORCALL-DEFAULT-11"
"""A bet of more than he has on the table is all in (table stakes)."""

Topic = Callable[[Wager, HandView | None], str | None]
"""``(wager, hand) -> rule ID | None``: the book's choice of the one rule that answers a wager."""


def between_open_sizes(reading: WagerReading) -> bool:
    """True for a fixed-limit wager strictly between the two totals an open pair's street allows.

    :param reading: the wager's reading; the smaller size is its ``min_raise_to``, the larger its largest legal total.
    """
    smaller = reading.min_raise_to
    return (
        reading.structure is Structure.FIXED_LIMIT
        and smaller is not None
        and smaller < reading.chips_to < largest_legal(reading)
    )


def over_the_limit_rule(topic: Topic, yields_to: tuple[str, ...] = (), *, smaller_between_sizes: bool = False) -> Rule:
    """FLOORCALL-DEFAULT-10 for a book: the wager stands at the largest legal total.

    That is the pot or the bet size, or the call where the house bars a check-raise and he checked earlier.

    :param topic: the book's topic function.
    :param yields_to: the book's special rules this one gives way to.
    :param smaller_between_sizes: the book sends a wager between an open pair's two sizes here
        (:func:`between_open_sizes`), and it stands at the smaller size, the largest legal total it reaches.
    """

    def over_the_limit(irregularity: Irregularity, hand: HandView | None) -> Ruling | None:
        wager = wager_for(irregularity, OVER_THE_LIMIT, topic, hand)
        if wager is None or wager.reading is None:
            return None
        reading = wager.reading
        if smaller_between_sizes and between_open_sizes(reading):
            assert reading.min_raise_to is not None
            smaller = reading.min_raise_to
            between = msg(
                "rulelib.wager.between_sizes.smaller",
                "Seat {seat}'s wager of {made} falls between the two bet sizes this street allows, so it stands at "
                "the smaller, a total of {total}, and the rest goes back to his stack.",
                seat=wager.seat,
                made=reading.chips_to,
                total=ruled_total(wager, smaller),
            )
            return taken(wager, smaller, (OVER_THE_LIMIT,), between)
        wanted = largest_legal(reading)
        total = ruled_total(wager, wanted)
        if isinstance(wager, WagerIncorrect) and wager.late is not None:
            return _over_the_limit_reported(wager, total)
        if reading.barred is WagerBar.CHECKED:
            barred = msg(
                "rulelib.wager.check_raise_barred",
                "Seat {seat} checked earlier in this round and this house allows no check-raise, so his wager of "
                "{made} stands as a call of {total} and the rest goes back to his stack.",
                seat=wager.seat,
                made=reading.chips_to,
                total=total,
            )
            return taken(wager, wanted, (OVER_THE_LIMIT,), barred)
        message = msg(
            "rulelib.wager.over_limit",
            "Seat {seat}'s wager of {made} is more than the limit allows, so it stands at {total}, the largest legal "
            "total, and the rest goes back to his stack.",
            seat=wager.seat,
            made=reading.chips_to,
            total=total,
        )
        return taken(wager, wanted, (OVER_THE_LIMIT,), message)

    over_the_limit.__doc__ = over_the_limit_rule.__doc__
    return Rule(OVER_THE_LIMIT, (WagerUnclear, WagerIncorrect), over_the_limit, yields_to=yields_to)


def _over_the_limit_reported(wager: WagerIncorrect, total: int) -> Ruling:
    """FLOORCALL-DEFAULT-10 for a wager over the limit the table took and reported later.

    Before the next card (on the last street: before the showdown begins) it is cut back to the largest legal total,
    with every call of it; after, it stands.
    """
    late, made = wager.late, wager.amount or 0
    assert late is not None
    stands = msg(
        "rulelib.wager.over_limit_late.stands",
        "Seat {seat}'s wager of {made} was more than the limit allowed, but it was reported only after the next "
        "card came out (or, on the last street, once the showdown had begun), so the amount of {made} stands.",
        seat=wager.seat,
        made=made,
    )
    corrected = msg(
        "rulelib.wager.over_limit_late.corrected",
        "Seat {seat}'s wager of {made} was more than the limit allowed and is reported before the next card, so it "
        "is cut back to {total}, the largest legal total; whoever called {made} takes back what he put in above "
        "{total}.",
        seat=wager.seat,
        made=made,
        total=total,
    )
    return reported_late(wager, total, street_over(late), (OVER_THE_LIMIT,), stands, corrected)


def over_the_stack_rule(topic: Topic) -> Rule:
    """FLOORCALL-DEFAULT-11 for a book: a bet or raise of more than he holds is all in for what he has.

    :param topic: the book's topic function.
    """

    def over_the_stack(irregularity: Irregularity, hand: HandView | None) -> Ruling | None:
        wager = wager_for(irregularity, OVER_THE_STACK, topic, hand)
        if not isinstance(wager, WagerIncorrect) or wager.reading is None:
            return None
        reading = wager.reading
        total = ruled_total(wager, reading.all_in_to)
        message = msg(
            "rulelib.wager.over_stack",
            "Seat {seat} bet {made}, more than the {total} he has on the table, so he is all in for {total}.",
            seat=wager.seat,
            made=wager.amount or 0,
            total=total,
        )
        return taken(wager, reading.all_in_to, (OVER_THE_STACK,), message)

    over_the_stack.__doc__ = over_the_stack_rule.__doc__
    return Rule(OVER_THE_STACK, (WagerIncorrect,), over_the_stack)


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


#: The faults of an incorrect wager that are a barred raise (answered by :func:`barred_topic`).
BARRED_FAULTS = frozenset({SizeFault.CAPPED, SizeFault.CHECKED, SizeFault.NOT_REOPENED})


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
