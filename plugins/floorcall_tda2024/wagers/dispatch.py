"""The one rule that answers each wager under TDA 2024 (:func:`topic`), the wagers' dispatcher.

An unclear wager (:class:`~floorcall.WagerUnclear`) goes by its first words and its chips to a rule of
:mod:`.words`; an incorrect one (:class:`~floorcall.WagerIncorrect`) by its size fault to a rule of :mod:`.sizes`;
the big bet on a stud open pair's street goes to RP-10-F first (:func:`open_pair_big_bet`).
"""

from __future__ import annotations

from floorcall import BetOrRaisedTo, HandView
from floorcall.model import (
    SaidAllIn,
    SaidAmount,
    SaidCall,
    SaidCheck,
    SaidPot,
    SaidRaise,
    SaidTotal,
    Structure,
    WagerIncorrect,
    WagerKind,
    WagerReading,
    WagerUnclear,
)
from floorcall.rulekit import SizeFault, Wager, first_words, option, street_wagers, stud_game
from floorcall_rulelib.topics import BarredIds, barred_topic, book_topic

__all__ = ["facing", "open_pair_big_bet", "open_pair_level", "topic"]


def _unclear_topic(irregularity: WagerUnclear, reading: WagerReading) -> str | None:
    said = first_words(irregularity)
    if isinstance(said, SaidPot):
        return "TDA2024-54B" if reading.structure is Structure.POT_LIMIT else "TDA2024-54D"
    if isinstance(said, SaidAmount):
        return "TDA2024-57" if len(said.meanings) > 1 else "TDA2024-40C"
    if isinstance(said, SaidTotal):
        return "TDA2024-43B"
    if isinstance(said, SaidCheck) or (isinstance(said, SaidCall | SaidRaise) and not facing(irregularity)):
        return "TDA2024-55"
    if isinstance(said, SaidRaise) and reading.completes:
        return "WSOP24T-7CS.3"
    if isinstance(said, SaidCall | SaidAllIn):
        return "TDA2024-40C"
    barred = barred_topic(irregularity, _BARRED)
    if barred is not None:
        return barred
    if isinstance(said, SaidRaise):
        return "TDA2024-44" if reading.single_chip else "TDA2024-43A"
    if reading.single_chip and not reading.last_chips:
        return "TDA2024-44"
    if facing(irregularity):
        return "TDA2024-45"
    return _over_limit_topic(reading) if reading.chips_kind is WagerKind.OVER_LIMIT else "TDA2024-52A"


def _over_limit_topic(reading: WagerReading) -> str:
    return "TDA2024-52B" if reading.structure is Structure.POT_LIMIT else "FLOORCALL-DEFAULT-10"


def facing(irregularity: Wager) -> bool:
    """True when the wager faces a bet or the bring-in (a call or a completion is owed)."""
    reading = irregularity.reading
    return reading is not None and (reading.facing > 0 or reading.completes)


#: TDA has no rule of its own for a check-raise the house bars (``a5-check-raise``): it stands at the call.
_BARRED = BarredIds(
    capped="TDA2024-48", checked="FLOORCALL-DEFAULT-10", not_reopened_limit="TDA2024-47B", not_reopened="TDA2024-47A"
)


def _late_topic(reading: WagerReading) -> str:
    """Reported afterwards: short of the minimum, or a pot bet on a miscount."""
    return "TDA2024-52A" if reading.chips_kind is WagerKind.SHORT_RAISE else "TDA2024-52B"


def _over_limit(irregularity: WagerIncorrect, hand: HandView | None) -> str:
    """Over the pot limit 52-B; over a fixed limit the project's default."""
    assert irregularity.reading is not None
    return _over_limit_topic(irregularity.reading)


#: The book's topic but for the open pair's big bet; its rule for each size fault it answers: a bring-in owed FACT-2,
#: short 52-A, over the limit by the structure.
_book_topic = book_topic(
    string="TDA2024-56",
    unclear=_unclear_topic,
    late=_late_topic,
    barred=_BARRED,
    sized={SizeFault.BRING_IN_DUE: "FACT-2", SizeFault.SHORT: "TDA2024-52A", SizeFault.OVER_LIMIT: _over_limit},
)


def open_pair_big_bet(irregularity: Wager, hand: HandView | None) -> bool:
    """RP-10-F's case: the big bet made on the open-pair street (fourth) of a stud hand whose house allows no double.

    :param irregularity: the wager (an incorrect one names its amount, chips).
    :param hand: the hand, or None outside one.
    """
    if not isinstance(irregularity, WagerIncorrect) or hand is None or not stud_game(hand) or hand.street_index != 1:
        return False
    stakes = hand.stakes
    if irregularity.amount is None or stakes.big_bet is None or option(hand, "open-pair-double", False) is True:
        return False
    return irregularity.amount == open_pair_level(hand) + stakes.big_bet


def open_pair_level(hand: HandView) -> int:
    """The total bet or raised to so far on the street (chips; 0 with none)."""
    return max((a.amount for a in street_wagers(hand) if isinstance(a, BetOrRaisedTo)), default=0)


def topic(irregularity: Wager, hand: HandView | None = None) -> str | None:
    """The ID of the one rule that answers a wager, or None when none of them does.

    The big bet on a stud open pair's street goes to RP-10-F (:func:`open_pair_big_bet`); every other wager to the
    rule the book's arithmetic names (:func:`floorcall_rulelib.topics.book_topic`).
    """
    if open_pair_big_bet(irregularity, hand):
        return "TDA2024-RP10-F"
    return _book_topic(irregularity, hand)
