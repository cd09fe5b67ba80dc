"""Shapes of wager rulings: the remedy that takes a wager at a total, and the arithmetic the books' standards use.

Rulebooks decide what an unclear or incorrect wager is (their rules and citations); these helpers only turn the
decided total into the remedy the engine carries out, with the chips of the reading, so that every correction
moves exactly the ruled total from the stack and nothing else.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import TYPE_CHECKING, TypeAlias

from floorcall.model.irregularities import Irregularity, WagerIncorrect, WagerUnclear
from floorcall.model.messages import Message
from floorcall.model.remedies import CorrectWager, WagerStandsAs
from floorcall.model.rulings import Option, Ruling
from floorcall.model.types import Structure
from floorcall.model.wagers import (
    AnySpeech,
    SaidAllIn,
    SaidAmount,
    SaidTotal,
    WagerBar,
    WagerKind,
    WagerReading,
    WagerSince,
)
from floorcall.rulekit.queries import carry_on

if TYPE_CHECKING:
    from floorcall.view import HandView

__all__ = [
    "SizeFault",
    "Wager",
    "at_least_minimum",
    "bar_past_call",
    "between_fixed_sizes",
    "call_or_fold",
    "corrected_late",
    "declared_total",
    "fifty_percent",
    "first_words",
    "largest_legal",
    "legal_total",
    "likeliest_meaning",
    "raise_impossible",
    "reported_late",
    "ruled_total",
    "size_fault",
    "stands_as",
    "stands_late",
    "taken",
    "wager_for",
    "wager_reading",
]

Wager: TypeAlias = WagerUnclear | WagerIncorrect
"""An unclear wager (words and chips) or an incorrect one (a plain amount the structure does not allow)."""


def legal_total(reading: WagerReading, wanted: int) -> int:
    """The legal total nearest ``wanted``.

    That is the call when ``wanted`` is no more than the call or raising is barred, else ``wanted`` brought up to
    the smallest full raise and down to the most he may bet (his all in, the pot limit, the fixed size). Fixed limit
    allows only its sizes: where two are open (the small and the big bet of an open pair on fourth street), a total
    between them is brought up to the larger.

    :param reading: the wager's reading.
    :param wanted: the total the ruling wants, in chips.
    :returns: a total the betting round accepts, in chips.
    """
    least, most = reading.min_raise_to, reading.max_to
    if wanted <= reading.call_to or least is None or most is None:
        return min(reading.call_to, reading.all_in_to)
    total = max(min(wanted, most), least)
    if reading.structure is Structure.FIXED_LIMIT and least < total < most:
        return most
    return total


def fifty_percent(reading: WagerReading, total: int) -> int:
    """The 50% standard applied to a total (chips).

    Above the call but short of a full raise, the total is held to the smallest full raise when it adds at least
    half a full raise to the call, and is a call otherwise; an opening bet short of the minimum is brought up to it.

    :returns: the legal total, in chips.
    """
    least = reading.min_raise_to
    if total <= reading.call_to or least is None or total >= least:
        return legal_total(reading, total)
    opening = reading.facing == 0 and not reading.completes
    added, full = total - reading.call_to, least - reading.call_to
    return least if opening or 2 * added >= full else reading.call_to


def likeliest_meaning(reading: WagerReading, said: SaidAmount) -> int:
    """Of the amounts ambiguous words can mean, the largest that is not above the pot, else the smallest (chips)."""
    within = [amount for amount in said.meanings if amount <= reading.pot]
    return max(within) if within else min(said.meanings)


def stands_as(seat: int, reading: WagerReading, total: int) -> WagerStandsAs:
    """The remedy that takes the seat's wager at ``total`` (made legal by :func:`legal_total`).

    :returns: a bring-in, a check or call, or a bet or raise to the total.
    """
    total = legal_total(reading, total)
    if total <= reading.call_to:
        if reading.bring_in is not None:
            return WagerStandsAs(seat=seat, action="bring_in", to=total)
        return WagerStandsAs(seat=seat, action="check_call", to=total)
    return WagerStandsAs(seat=seat, action="bet_raise_to", to=total)


def wager_reading(irregularity: WagerUnclear | WagerIncorrect) -> WagerReading | None:
    """The reading of an unclear or incorrect wager (None for an incorrect wager logged before readings were)."""
    return irregularity.reading


def first_words(irregularity: WagerUnclear | WagerIncorrect) -> AnySpeech | None:
    """What the player said, when his words came before his chips (or with no chips).

    :returns: None when the chips came first, he said nothing, or the wager was a plain amount: then the chips
        alone define the wager.
    """
    if not isinstance(irregularity, WagerUnclear):
        return None
    reading = irregularity.reading
    return irregularity.said if reading.spoke_first or reading.put_forward == 0 else None


def wager_for(
    irregularity: Irregularity,
    rule_id: str,
    topic: Callable[[Wager, HandView | None], str | None],
    hand: HandView | None = None,
) -> Wager | None:
    """The wager, when it is one the rule ``rule_id`` answers: when the book's ``topic`` sends it to that rule.

    :param topic: the book's function naming the one rule that answers a wager (or None).
    """
    if isinstance(irregularity, WagerUnclear | WagerIncorrect) and topic(irregularity, hand) == rule_id:
        return irregularity
    return None


def taken(wager: Wager, total: int, citations: tuple[str, ...], explanation: str | Message) -> Ruling:
    """A ruling that lets the hand go on with the wager taken at ``total`` (made legal by :func:`legal_total`).

    :raises ValueError: the wager has no reading (an incorrect wager of a log older than readings).
    """
    reading = wager.reading
    if reading is None:
        raise ValueError("a wager ruling needs the wager's reading")
    return carry_on((stands_as(wager.seat, reading, total),), citations, explanation)


def ruled_total(wager: Wager, total: int) -> int:
    """:func:`legal_total` of the wager's own reading (chips).

    :raises ValueError: the wager has no reading (an incorrect wager of a log older than readings).
    """
    if wager.reading is None:
        raise ValueError("a wager ruling needs the wager's reading")
    return legal_total(wager.reading, total)


def at_least_minimum(reading: WagerReading) -> int:
    """The chips' total, or the smallest full bet or raise when they make less (chips)."""
    return max(reading.chips_to, reading.min_raise_to or 0)


def between_fixed_sizes(reading: WagerReading) -> bool:
    """True for a fixed-limit wager above the smaller of two open bet sizes (an open pair's small and big bet)."""
    least = reading.min_raise_to
    return reading.structure is Structure.FIXED_LIMIT and least is not None and reading.chips_to > least


def largest_legal(reading: WagerReading) -> int:
    """The most he may bet or raise to (the pot limit, the fixed size, his all in), or the call when he may not."""
    return reading.max_to if reading.max_to is not None else reading.call_to


def raise_impossible(reading: WagerReading) -> bool:
    """True when no bet or raise is possible for him at all: no chips beyond the call, or nobody left to call."""
    return reading.barred in (WagerBar.NO_CHIPS, WagerBar.NO_OPPONENT)


_PAST_CALL_BARS = (WagerBar.CAPPED, WagerBar.CHECKED, WagerBar.NOT_REOPENED)


def bar_past_call(reading: WagerReading) -> WagerBar | None:
    """The bar a wager past the call runs into: the cap, a check-raise barred, or betting not re-opened.

    :returns: the bar, or None when none applies.
    """
    if reading.chips_to <= reading.call_to or reading.barred not in _PAST_CALL_BARS:
        return None
    return reading.barred


def call_or_fold(seat: int, reading: WagerReading) -> tuple[Option, ...]:
    """The choices of a player who may not raise: a call at the reading's call, or a fold.

    The seat that owes the bring-in may not fold: his choices are the bring-in and, when he can, the completion.
    """
    if reading.bring_in is not None:
        bring_in = Option(name="bring_in", remedies=(stands_as(seat, reading, reading.call_to),))
        if reading.min_raise_to is None:
            return (bring_in,)
        return (bring_in, Option(name="complete", remedies=(stands_as(seat, reading, reading.min_raise_to),)))
    return (
        Option(name="call", remedies=(stands_as(seat, reading, reading.call_to),)),
        Option(name="fold", remedies=(WagerStandsAs(seat=seat, action="fold"),)),
    )


def declared_total(reading: WagerReading, said: AnySpeech | None) -> int | None:
    """The total the words alone name: "raise N", a single amount (on top of what he had in front), "all in".

    :returns: the total in chips, or None when the words name no amount.
    """
    if isinstance(said, SaidTotal):
        return said.amount
    if isinstance(said, SaidAmount) and len(said.meanings) == 1:
        return reading.in_front + said.meanings[0]
    if isinstance(said, SaidAllIn):
        return reading.all_in_to
    return None


class SizeFault(StrEnum):
    """What is wrong with a plain amount the structure does not allow, by the arithmetic (the book names the rule)."""

    BRING_IN_DUE = "bring_in_due"  # a check, call or fold by the seat that owes the bring-in
    OVER_STACK = "over_stack"  # more than he holds, where the structure would let him bet all he holds
    NO_RAISE = "no_raise"  # no bet or raise is possible at all (no chips beyond the call, nobody to call)
    CAPPED = "capped"  # a raise past the cap
    CHECKED = "checked"  # a raise after his own check where the round bars a check-raise
    NOT_REOPENED = "not_reopened"  # a raise after short all-ins that did not re-open the betting
    SHORT = "short"  # under the smallest full bet, raise or completion
    OVER_LIMIT = "over_limit"  # over the pot limit or the fixed size


_BAR_FAULTS = {
    WagerBar.CAPPED: SizeFault.CAPPED,
    WagerBar.CHECKED: SizeFault.CHECKED,
    WagerBar.NOT_REOPENED: SizeFault.NOT_REOPENED,
}


def _raise_to_the_call(wager: WagerIncorrect, reading: WagerReading) -> bool:
    """A raise (or completion) declared in turn whose total is only the call: a raise short by all of its size."""
    return wager.action == "bet_raise_to" and reading.chips_kind is WagerKind.CALL and reading.call_to > 0


def size_fault(wager: WagerIncorrect) -> SizeFault | None:
    """What is wrong with an incorrect wager's amount, or None when the arithmetic finds nothing a rule answers."""
    reading = wager.reading
    if reading is None:
        return None
    if reading.bring_in is not None and wager.action in ("check_call", "fold"):
        return SizeFault.BRING_IN_DUE
    if wager.action != "bet_raise_to":
        return None
    if reading.chips_kind is WagerKind.OVER_STACK:
        return SizeFault.OVER_STACK
    if raise_impossible(reading):
        return SizeFault.NO_RAISE
    bar = bar_past_call(reading)
    if bar is not None:
        return _BAR_FAULTS[bar]
    if reading.chips_kind is WagerKind.SHORT_RAISE or _raise_to_the_call(wager, reading):
        return SizeFault.SHORT
    if reading.chips_kind is WagerKind.OVER_LIMIT:
        return SizeFault.OVER_LIMIT
    return None


def stands_late(wager: WagerIncorrect, citations: tuple[str, ...], explanation: str | Message) -> Ruling:
    """A reported wrong-size wager whose correction window has closed: the amount stands and nothing moves."""
    return carry_on((), citations, explanation)


def corrected_late(wager: WagerIncorrect, total: int, citations: tuple[str, ...], explanation: str | Message) -> Ruling:
    """A reported wrong-size wager corrected while its betting round is open: his wager is brought to ``total``.

    Chips short of it come from his stack; those who matched the wrong amount owe the difference.
    """
    return carry_on((CorrectWager(seat=wager.seat, amount=total),), citations, explanation)


def street_over(late: WagerSince) -> bool:
    """Whether a window that lasts while the wager's street lasts has closed for a wager reported late.

    It has once the next card came (a draw's first discard), on the last street once the showdown began, or once the
    seat that made it folded. While it is open the engine can correct the wager, its round taken up again if over.
    """
    return late.next_card or late.showdown_begun or late.seat_folded


def reported_late(
    wager: WagerIncorrect,
    total: int,
    closed: bool,
    citations: tuple[str, ...],
    stands: str | Message,
    corrected: str | Message,
) -> Ruling:
    """The ruling on a reported wrong-size wager, with the book's explanation for each outcome.

    It stands when the book's window has ``closed`` (:func:`stands_late`), else it is brought to ``total``
    (:func:`corrected_late`).
    """
    if closed:
        return stands_late(wager, citations, stands)
    return corrected_late(wager, total, citations, corrected)
