"""Shapes of wager rulings: the remedy that takes a wager at a total, and the arithmetic the books' standards use.

Rulebooks decide what an unclear or incorrect wager is (their rules and citations); these helpers only turn the
decided total into the remedy the engine carries out, with the chips of the reading, so that every correction
moves exactly the ruled total from the stack and nothing else.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias

from floorcall.model.irregularities import Irregularity, WagerIncorrect, WagerUnclear
from floorcall.model.messages import Message
from floorcall.model.remedies import WagerStandsAs
from floorcall.model.rulings import Ruling
from floorcall.model.wagers import AnySpeech, SaidAmount, WagerReading
from floorcall.rulekit.queries import carry_on

if TYPE_CHECKING:
    from floorcall.view import HandView

__all__ = [
    "Wager",
    "fifty_percent",
    "first_words",
    "legal_total",
    "likeliest_meaning",
    "stands_as",
    "taken",
    "wager_for",
    "wager_reading",
]

Wager: TypeAlias = WagerUnclear | WagerIncorrect
"""An unclear wager (words and chips) or an incorrect one (a plain amount the structure does not allow)."""


def legal_total(reading: WagerReading, wanted: int) -> int:
    """The legal total nearest ``wanted``.

    That is the call when ``wanted`` is no more than the call or raising is barred, else ``wanted`` brought up to
    the smallest full raise and down to the most he may bet (his all in, the pot limit).

    :param reading: the wager's reading.
    :param wanted: the total the ruling wants, in chips.
    :returns: a total the betting round accepts, in chips.
    """
    least, most = reading.min_raise_to, reading.max_to
    if wanted <= reading.call_to or least is None or most is None:
        return min(reading.call_to, reading.all_in_to)
    return max(min(wanted, most), least)


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
