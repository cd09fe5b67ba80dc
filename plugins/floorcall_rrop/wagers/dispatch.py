"""Which of Robert's Rules answers a wager: :data:`topic` sends each wager to exactly one rule of :mod:`.rulings`."""

from __future__ import annotations

from floorcall import HandView
from floorcall.model import (
    AnySpeech,
    BetOrRaisedTo,
    SaidRaise,
    Structure,
    WagerIncorrect,
    WagerKind,
    WagerReading,
    WagerUnclear,
)
from floorcall.rulekit import (
    SizeFault,
    at_least_minimum,
    first_words,
    street_wagers,
)
from floorcall_rulelib.topics import BarredIds, barred_topic, book_topic
from floorcall_rulelib.wagers import between_open_sizes

__all__ = ["FORMER_CITATIONS", "topic"]


def _unclear_topic(irregularity: WagerUnclear, reading: WagerReading) -> str | None:
    said = first_words(irregularity)
    if isinstance(said, SaidRaise) and reading.completes:
        return "RROP-STUD-3"
    if said is not None:
        return _said_topic(said, reading)
    barred = barred_topic(irregularity, _BARRED)
    if barred is not None:
        return barred
    if reading.bring_in is not None:
        return "RROP-STUD-2"
    if reading.single_chip and not reading.last_chips:
        return "WSOP24L-137"
    if reading.facing > 0 or reading.completes:
        return "WSOP24L-179"
    if reading.chips_kind is WagerKind.OVER_LIMIT or between_open_sizes(reading):
        return "FLOORCALL-DEFAULT-10"
    return "RROP-BET-5" if reading.structure is Structure.FIXED_LIMIT else "RROP-NL-3"


def _said_topic(said: AnySpeech, reading: WagerReading) -> str:
    """The rule for a wager whose words came first.

    "Raise" with chips behind is the lineage's own case where the chips fall short: one oversized chip is WSOP24L-137,
    chips short of a full raise WSOP24L-179 (both were FLOORCALL-DEFAULT-12 before, its former citation). Every
    other word is the project's default, FLOORCALL-DEFAULT-12.
    """
    if isinstance(said, SaidRaise) and not reading.last_chips:
        if reading.single_chip:
            return "WSOP24L-137"
        if reading.chips_to < at_least_minimum(reading):
            return "WSOP24L-179"
    return "FLOORCALL-DEFAULT-12"


#: The rulings that cited the project's default before the lineage's text was found for them: a hand file that
#: recorded the former citation still replays (:attr:`floorcall.rulekit.Rulebook.former_citations`).
FORMER_CITATIONS = {"WSOP24L-137": ("FLOORCALL-DEFAULT-12",), "WSOP24L-179": ("FLOORCALL-DEFAULT-12",)}


#: RROP-A5-2 (the check-raise barred in limit A-5) is ruled in :mod:`floorcall_rrop.wagers.rulings`.
_BARRED = BarredIds(capped="RROP-BET-3", checked="RROP-A5-2", not_reopened_limit="RROP-BET-6", not_reopened="RROP-NL-5")


def _late_topic(reading: WagerReading) -> str:
    """Reported afterwards: a wager the table took as made, short or over the pot."""
    return "FLOORCALL-DEFAULT-10" if reading.chips_kind is WagerKind.OVER_LIMIT else "WSOP24L-138"


def _short_topic(irregularity: WagerIncorrect, hand: HandView | None) -> str:
    """A short wager by its street and structure: a completion, an open pair's street, fixed limit, or the big bet."""
    reading = irregularity.reading
    assert reading is not None
    if reading.completes:
        return "RROP-STUD-3"
    if between_open_sizes(reading):
        return "FLOORCALL-DEFAULT-10"
    if reading.structure is Structure.FIXED_LIMIT:
        return "RROP-BET-5"
    return "RROP-NL-4" if _level_set_by_all_in(irregularity, hand) else "RROP-NL-3"


#: The ID of the one rule that answers a wager, or None when none of them does (``(wager, hand) -> str | None``); the
#: book's rule for each size fault it answers: a bring-in owed, a wager over the limit, a short one by its street.
topic = book_topic(
    string="WSOP24L-136",
    unclear=_unclear_topic,
    late=_late_topic,
    barred=_BARRED,
    sized={
        SizeFault.BRING_IN_DUE: "RROP-STUD-2",
        SizeFault.OVER_LIMIT: "FLOORCALL-DEFAULT-10",
        SizeFault.SHORT: _short_topic,
    },
)


def _level_set_by_all_in(irregularity: WagerIncorrect, hand: HandView | None) -> bool:
    """True when the wager to call was set by a short all-in (a plain all-in total of this street)."""
    reading = irregularity.reading
    if hand is None or reading is None:
        return False
    last = [a for a in street_wagers(hand) if isinstance(a, BetOrRaisedTo)]
    return bool(last) and last[-1].amount == reading.call_to and hand.is_all_in(last[-1].seat)
