"""TDA 2024 rules 40 to 57 on a wager made with words and chips: what an unclear wager is.

An unclear wager is one whose words and chips do not plainly make one legal action (their order matters). Each
ruling takes the wager at a legal total through :func:`floorcall.rulekit.taken`: only that total leaves the stack,
so every correction conserves chips. The engine rules at the moment the wager is made, inside the window rule 52-A
gives (until the next card).
"""

from __future__ import annotations

from floorcall import HandView
from floorcall.model import Ruling, SaidAllIn, SaidAmount, SaidRaise, SaidTotal, WagerUnclear
from floorcall.rulekit import (
    Rule,
    Wager,
    at_least_minimum,
    fifty_percent,
    first_words,
    largest_legal,
    likeliest_meaning,
    rule,
    ruled_total,
    taken,
)
from floorcall.rulekit import declared_total as total_said
from floorcall_rulelib.wagers import at_minimum_rule, check_facing_bet, taken_at, taken_rule
from floorcall_tda2024.messages import msg
from floorcall_tda2024.wagers.dispatch import facing, topic

__all__ = ["RULES"]


@rule("TDA2024-56", WagerUnclear, topic=topic)
def string_wager(irregularity: WagerUnclear, hand: HandView | None) -> Ruling | None:
    """TDA2024-56, as the rulebook reads it.

    Chips in several motions with a return to the stack: only the call (or the first motion's bet)
    counts, unless the whole amount was said first.
    """
    reading, said, seat = irregularity.reading, first_words(irregularity), irregularity.seat
    declared = total_said(reading, said)
    if declared is not None:
        total = ruled_total(irregularity, declared)
        message = msg(
            "tda.wager.string.declared",
            "Seat {seat} said the amount before putting out his chips, so the wager of {total} stands even though "
            "the chips came in more than one motion.",
            seat=seat,
            total=total,
        )
        return taken(irregularity, declared, ("TDA2024-56",), message)
    if facing(irregularity):
        total = ruled_total(irregularity, reading.call_to)
        message = msg(
            "tda.wager.string.call",
            "Seat {seat} went back to his stack for more chips without saying raise first, so his wager is a call "
            "of {total} and the chips beyond it go back to his stack.",
            seat=seat,
            total=total,
        )
        return taken(irregularity, reading.call_to, ("TDA2024-56",), message)
    first = reading.in_front + sum(irregularity.motions[0].chips)
    total = ruled_total(irregularity, first)
    message = msg(
        "tda.wager.string.bet",
        "Seat {seat} went back to his stack for more chips without saying the amount first, so only his first "
        "motion counts and his bet is {total}.",
        seat=seat,
        total=total,
    )
    return taken(irregularity, first, ("TDA2024-56",), message)


#: TDA2024-54B: "pot" in pot limit is the pot-size wager, counted before the flop as if the blinds were full.
pot_in_pot_limit = taken_rule(
    "TDA2024-54B",
    topic,
    ("TDA2024-54B",),
    lambda _wager, reading: largest_legal(reading),
    lambda wager, total: msg(
        "tda.wager.pot.pot_limit",
        "Seat {seat} said pot in pot limit, so his wager is the pot-size total of {total}, with any blind posted "
        "short counted in full before the flop.",
        seat=wager.seat,
        total=total,
    ),
    kinds=(WagerUnclear,),
)


#: TDA2024-54D: "pot" is no amount in no limit (or limit): it binds him to the smallest full bet or raise.
pot_in_no_limit = taken_rule(
    "TDA2024-54D",
    topic,
    ("TDA2024-54D",),
    lambda _wager, reading: reading.min_raise_to if reading.min_raise_to is not None else reading.call_to,
    lambda wager, total: msg(
        "tda.wager.pot.no_limit",
        "Seat {seat} said pot where the pot is no amount, so he is bound to the smallest full bet or raise, a "
        "total of {total}.",
        seat=wager.seat,
        total=total,
    ),
    kinds=(WagerUnclear,),
)


def _meant(wager: Wager) -> int:
    """TDA2024-57: the largest amount the words can mean that is not above the pot (chips)."""
    assert isinstance(wager, WagerUnclear)
    assert isinstance(wager.said, SaidAmount)
    return likeliest_meaning(wager.reading, wager.said)


#: TDA2024-57: words that can mean several amounts mean the largest not above the pot; then as 40-C.
ambiguous_amount = taken_rule(
    "TDA2024-57",
    topic,
    ("TDA2024-57", "TDA2024-40C"),
    lambda wager, reading: fifty_percent(reading, reading.in_front + _meant(wager)),
    lambda wager, total: msg(
        "tda.wager.ambiguous",
        "Seat {seat}'s words could mean more than one amount, so they mean {meant}, the largest not above the pot "
        "of {pot}, and as chips of that amount his wager is a total of {total}.",
        seat=wager.seat,
        meant=_meant(wager),
        pot=wager.reading.pot if wager.reading is not None else 0,
        total=total,
    ),
    kinds=(WagerUnclear,),
)


@rule("TDA2024-40C", WagerUnclear, topic=topic)
def declared_amount(irregularity: WagerUnclear, hand: HandView | None) -> Ruling | None:
    """TDA2024-40C, as the rulebook reads it.

    The first of words and chips defines the wager; an amount said alone counts as that many chips
    pushed out silently (so the 50% standard of 43-A applies to it).
    """
    reading, said, seat = irregularity.reading, first_words(irregularity), irregularity.seat
    if isinstance(said, SaidAmount):
        wanted = fifty_percent(reading, reading.in_front + said.meanings[0])
        total = ruled_total(irregularity, wanted)
        message = msg(
            "tda.wager.amount_alone",
            "Seat {seat} said only an amount, which counts as {amount} in chips pushed out without a word, so his "
            "wager is a total of {total}.",
            seat=seat,
            amount=said.meanings[0],
            total=total,
        )
        return taken(irregularity, wanted, ("TDA2024-40C", "TDA2024-43A"), message)
    wanted = reading.all_in_to if isinstance(said, SaidAllIn) else reading.call_to
    total = ruled_total(irregularity, wanted)
    message = msg(
        "tda.wager.words_first",
        "Seat {seat} spoke before his chips crossed the line, so his words define the wager, a total of {total}, "
        "and any chips beyond it go back to his stack.",
        seat=seat,
        total=total,
    )
    return taken(irregularity, wanted, ("TDA2024-40C",), message)


@rule("TDA2024-43B", WagerUnclear, topic=topic)
def declared_total(irregularity: WagerUnclear, hand: HandView | None) -> Ruling | None:
    """TDA2024-43B: "raise" and a number names the new total (brought up to a full raise when short, 52-A)."""
    said = irregularity.said
    assert isinstance(said, SaidTotal)
    total = ruled_total(irregularity, said.amount)
    if total == said.amount:
        message = msg(
            "tda.wager.total",
            "Seat {seat} named the amount with his raise, and that amount is his new total wager of {total}, "
            "whatever chips he put out.",
            seat=irregularity.seat,
            total=total,
        )
        return taken(irregularity, said.amount, ("TDA2024-43B",), message)
    message = msg(
        "tda.wager.total.corrected",
        "Seat {seat} named a total of {named}, which is not a legal wager here, so it is corrected to {total}.",
        seat=irregularity.seat,
        named=said.amount,
        total=total,
    )
    return taken(irregularity, said.amount, ("TDA2024-43B", "TDA2024-52A"), message)


@rule("TDA2024-55", WagerUnclear, topic=topic)
def invalid_declaration(irregularity: WagerUnclear, hand: HandView | None) -> Ruling | None:
    """TDA2024-55, as the rulebook reads it.

    With no bet to him "call" is a check and "raise" a bet of at least the minimum; facing a bet,
    "check" leaves him only call or fold.
    """
    reading, said, seat = irregularity.reading, first_words(irregularity), irregularity.seat
    if facing(irregularity):
        return check_facing_bet(
            irregularity,
            ("TDA2024-55",),
            lambda seat, facing: msg(
                "tda.wager.check_facing_bet",
                "Seat {seat} said check while facing a bet of {facing}, so he may only call or fold, and he chooses.",
                seat=seat,
                facing=facing,
            ),
        )
    if isinstance(said, SaidRaise):
        return taken_at(
            irregularity,
            at_least_minimum(reading),
            ("TDA2024-55",),
            lambda _wager, total: msg(
                "tda.wager.raise_no_bet",
                "Seat {seat} said raise with no bet to him, so he must bet at least the minimum: his bet is {total}.",
                seat=seat,
                total=total,
            ),
        )
    message = msg(
        "tda.wager.call_no_bet",
        "Seat {seat} said call or check with no bet to him, so he checks and any chips he put out go back.",
        seat=seat,
    )
    return taken(irregularity, reading.in_front, ("TDA2024-55",), message)


#: WSOP24T-7CS.3: "raise" over the bring-in completes it to the full bet; a completion is not a raise.
completion_not_raise = at_minimum_rule(
    "WSOP24T-7CS.3",
    topic,
    ("WSOP24T-7CS.3",),
    lambda wager, total: msg(
        "tda.wager.completion",
        "Seat {seat} said raise over the bring-in, which completes it to a total of {total}; a completion is the "
        "first full bet, not a raise.",
        seat=wager.seat,
        total=total,
    ),
    kinds=(WagerUnclear,),
)


@rule("TDA2024-44", WagerUnclear, topic=topic)
def oversized_chip(irregularity: WagerUnclear, hand: HandView | None) -> Ruling | None:
    """TDA2024-44, as the rulebook reads it.

    One oversized chip facing a bet is a call, unless "raise" was said first (then the largest raise
    the chip allows); with no bet to him it bets its full value.
    """
    reading, said, seat = irregularity.reading, first_words(irregularity), irregularity.seat
    if isinstance(said, SaidRaise) or not facing(irregularity):
        return taken_at(
            irregularity,
            at_least_minimum(reading),
            ("TDA2024-44",),
            lambda _wager, total: msg(
                "tda.wager.oversized.raise",
                "Seat {seat}'s single chip, with raise said first or no bet to him, makes the largest wager it "
                "allows, a total of {total}.",
                seat=seat,
                total=total,
            ),
        )
    total = ruled_total(irregularity, reading.call_to)
    message = msg(
        "tda.wager.oversized.call",
        "Seat {seat} put out a single oversized chip without saying raise, so it is a call of {total} and his "
        "change goes back to his stack.",
        seat=seat,
        total=total,
    )
    return taken(irregularity, reading.call_to, ("TDA2024-44",), message)


#: TDA2024-43A: "raise" said before the chips is a raise: chips short of a full raise are brought up to it.
declared_raise = at_minimum_rule(
    "TDA2024-43A",
    topic,
    ("TDA2024-43A",),
    lambda wager, total: msg(
        "tda.wager.declared_raise",
        "Seat {seat} said raise before his chips, so his wager is a raise, brought to at least the minimum: a total "
        "of {total}.",
        seat=wager.seat,
        total=total,
    ),
    kinds=(WagerUnclear,),
)


@rule("TDA2024-45", WagerUnclear, topic=topic)
def multiple_chips(irregularity: WagerUnclear, hand: HandView | None) -> Ruling | None:
    """TDA2024-45, as the rulebook reads it.

    Silent chips facing a bet are a call when every chip was needed; his last chips are all in;
    otherwise the 50% standard of 43-A decides.
    """
    reading, seat = irregularity.reading, irregularity.seat
    if reading.all_needed:
        total = ruled_total(irregularity, reading.call_to)
        message = msg(
            "tda.wager.chips.call",
            "Seat {seat}'s chips were all needed to call, so his wager is a call of {total}.",
            seat=seat,
            total=total,
        )
        return taken(irregularity, reading.call_to, ("TDA2024-45",), message)
    if reading.last_chips:
        total = ruled_total(irregularity, reading.all_in_to)
        message = msg(
            "tda.wager.chips.all_in",
            "Seat {seat} pushed out his last chips and not all were needed to call, so he is all in for {total}.",
            seat=seat,
            total=total,
        )
        return taken(irregularity, reading.all_in_to, ("TDA2024-45",), message)
    total = ruled_total(irregularity, reading.fifty_percent_to)
    if total > reading.call_to:
        message = msg(
            "tda.wager.fifty.raise",
            "Seat {seat}'s silent chips add at least half a raise to the call, so he is held to the minimum raise, "
            "a total of {total}.",
            seat=seat,
            total=total,
        )
    else:
        message = msg(
            "tda.wager.fifty.call",
            "Seat {seat}'s silent chips add less than half a raise to the call, so his wager is a call of {total} "
            "and the rest goes back to his stack.",
            seat=seat,
            total=total,
        )
    return taken(irregularity, reading.fifty_percent_to, ("TDA2024-45", "TDA2024-43A"), message)


RULES: tuple[Rule, ...] = (
    string_wager,
    pot_in_pot_limit,
    pot_in_no_limit,
    ambiguous_amount,
    declared_amount,
    declared_total,
    invalid_declaration,
    completion_not_raise,
    oversized_chip,
    declared_raise,
    multiple_chips,
)
