"""Robert's Rules on wagers: the raise cap, the minimum wager, the half-bet rule, no-limit raises, the bring-in.

Robert's Rules speak on the sizes (Betting and Raising 3, 5, 6; No-Limit 3 to 5; seven-card stud 2 and 3); the
cash-game WSOP rules that follow them stand in for string raises, oversized chips and the under-raise correction
(WSOP24L-136, 137, 179); where neither speaks (words said before the chips, a bet of more than the stack, a wager
over the limit) the project's defaults rule. :data:`~floorcall_rrop.wagers.dispatch.topic` sends each wager to
exactly one rule; every ruling takes the wager at a legal total through :func:`floorcall.rulekit.stands_as`, which
conserves chips.

In limit A-5 a player who checked may not raise later in the round (RROP-A5-2, the house option ``a5-check-raise``):
the engine bars the raise and the ruling takes it as a call.
"""

from __future__ import annotations

from floorcall import HandView, Ruling
from floorcall.model import (
    Irregularity,
    Option,
    SaidRaise,
    SaidTotal,
    WagerIncorrect,
    WagerKind,
    WagerReading,
    WagerUnclear,
)
from floorcall.rulekit import (
    Message,
    Wager,
    at_least_minimum,
    choice,
    fifty_percent,
    first_words,
    largest_legal,
    legal_total,
    reported_late,
    rule,
    ruled_total,
    stands_as,
    taken,
    wager_for,
)
from floorcall_rrop.messages import msg
from floorcall_rrop.wagers.dispatch import topic
from floorcall_rulelib.wagers import (
    at_call_rule,
    at_minimum_rule,
    between_open_sizes,
    over_the_limit_rule,
    over_the_stack_rule,
    taken_at,
    taken_rule,
    words_first_rule,
)


def _string_total(wager: Wager, reading: WagerReading) -> int:
    """The total of a string wager: the amount said first, else the call, else the first motion's bet (chips)."""
    assert isinstance(wager, WagerUnclear)
    said = first_words(wager)
    if isinstance(said, SaidTotal):
        return said.amount
    if reading.facing > 0 or reading.completes:
        return reading.call_to
    return reading.in_front + sum(wager.motions[0].chips)


#: WSOP24L-136 (after Robert's Rules): a string wager is a call, or the first motion's bet, unless the amount was said
#: first: then it stands.
string_raise = taken_rule(
    "WSOP24L-136",
    topic,
    ("WSOP24L-136",),
    _string_total,
    lambda wager, total: msg(
        "rrop.wager.string",
        "Seat {seat} put his chips out in more than one motion, so his wager is taken at {total}, the call or the "
        "amount he said or put out first, and the rest goes back to his stack.",
        seat=wager.seat,
        total=total,
    ),
    kinds=(WagerUnclear,),
)

#: RROP-STUD-3: bringing the bring-in up to a full bet is a completion, not a raise; a short one is made full.
completion_not_raise = at_minimum_rule(
    "RROP-STUD-3",
    topic,
    ("RROP-STUD-3",),
    lambda wager, total: msg(
        "rrop.wager.completion",
        "Seat {seat}'s wager over the bring-in completes it to the full bet of {total}, which is a completion and "
        "not a raise, so the raises are counted after it.",
        seat=wager.seat,
        total=total,
    ),
)


@rule("RROP-STUD-2", WagerUnclear, WagerIncorrect, topic=topic)
def bring_in_or_complete(irregularity: Irregularity, hand: HandView | None) -> Ruling | None:
    """RROP-STUD-2: the seat that brings in may post the bring-in or complete to a full bet, nothing else."""
    wager = wager_for(irregularity, "RROP-STUD-2", topic, hand)
    if wager is None or wager.reading is None:
        return None
    reading, seat = wager.reading, wager.seat
    completion = reading.min_raise_to
    if isinstance(wager, WagerIncorrect) or completion is None:
        options = [Option(name="bring_in", remedies=(stands_as(seat, reading, reading.call_to),))]
        if completion is not None:
            options.append(Option(name="complete", remedies=(stands_as(seat, reading, completion),)))
        message = msg(
            "rrop.wager.bring_in_due",
            "Seat {seat} owes the bring-in, so he may only post it or complete to the full bet, and he chooses.",
            seat=seat,
        )
        return choice(tuple(options), ("RROP-STUD-1", "RROP-STUD-2"), message, seat=seat)
    wanted = completion if 2 * (reading.chips_to - reading.call_to) >= completion - reading.call_to else 0
    return taken_at(
        wager,
        wanted,
        ("RROP-STUD-2",),
        lambda wager, total: msg(
            "rrop.wager.bring_in_chips",
            "Seat {seat} owes the bring-in and put out chips between it and the full bet, so his wager is taken at "
            "{total}, whichever of the two the chips come nearer to by half.",
            seat=wager.seat,
            total=total,
        ),
    )


#: RROP-BET-3: a raise past the bet and three (or four) raises of a limit round is a call.
past_the_cap = at_call_rule(
    "RROP-BET-3",
    topic,
    ("RROP-BET-3",),
    lambda wager, total: msg(
        "rrop.wager.capped",
        "The betting of this round is capped, so seat {seat}'s raise stands as a call of {total}.",
        seat=wager.seat,
        total=total,
    ),
)

#: RROP-BET-6: in limit, an all in of less than half a bet does not re-open the betting for those who acted.
half_bet_rule = at_call_rule(
    "RROP-BET-6",
    topic,
    ("RROP-BET-6",),
    lambda wager, total: msg(
        "rrop.wager.half_bet",
        "Only an all in of less than half a bet came since seat {seat} acted, so he may not raise again and his "
        "wager stands as a call of {total}.",
        seat=wager.seat,
        total=total,
    ),
)

#: RROP-NL-5 with RROP-NL-3: short all-ins re-open the betting only when together they make a full raise.
short_all_ins = at_call_rule(
    "RROP-NL-5",
    topic,
    ("RROP-NL-5", "RROP-NL-3"),
    lambda wager, total: msg(
        "rrop.wager.not_reopened",
        "The all-ins since seat {seat} acted do not add up to a full raise, so the betting is not open to him "
        "again and his wager stands as a call of {total}.",
        seat=wager.seat,
        total=total,
    ),
)


def _under_minimum(wager: Wager, total: int) -> Message:
    """Words for a wager brought up to the minimum (RROP-BET-5, RROP-NL-3, RROP-NL-4)."""
    assert wager.reading is not None
    return msg(
        "rrop.wager.under_minimum",
        "Seat {seat}'s wager of {made} is under the minimum and he has chips behind, so it is brought up to the "
        "minimum, a total of {total}.",
        seat=wager.seat,
        made=wager.reading.chips_to,
        total=total,
    )


#: RROP-BET-5: a wager that is not all in is at least the previous bet or raise of the round.
minimum_wager = at_minimum_rule("RROP-BET-5", topic, ("RROP-BET-5",), _under_minimum)
#: RROP-NL-3: in big-bet poker a bet is at least the minimum and a raise at least the previous bet or raise.
no_limit_floor = at_minimum_rule("RROP-NL-3", topic, ("RROP-NL-3", "RROP-BET-5"), _under_minimum)
#: RROP-NL-4: over a short all-in there is no completing: a raise adds a full raise to the all-in.
no_completing = at_minimum_rule("RROP-NL-4", topic, ("RROP-NL-4", "RROP-NL-3"), _under_minimum, (WagerIncorrect,))


@rule("WSOP24L-138", WagerIncorrect, topic=topic)
def short_wager_found_late(irregularity: Irregularity, hand: HandView | None) -> Ruling | None:
    """WSOP24L-138 (after Robert's Rules): a short wager found before its betting round ends is brought up to size.

    Found after the round ended, it stands. Who already matched it owes the difference but gets no new right to
    raise.
    """
    wager = wager_for(irregularity, "WSOP24L-138", topic, hand)
    if not isinstance(wager, WagerIncorrect) or wager.reading is None or wager.late is None:
        return None
    reading, made = wager.reading, wager.amount or 0
    total = ruled_total(wager, largest_legal(reading) if _pot_said(reading) else at_least_minimum(reading))
    stands = msg(
        "rrop.wager.late.stands",
        "Seat {seat}'s wager of {made} was short, but it was found only after its betting round ended, so the "
        "amount of {made} stands.",
        seat=wager.seat,
        made=made,
    )
    corrected = msg(
        "rrop.wager.late.corrected",
        "Seat {seat}'s wager of {made} was short and is found before its betting round ends, so it is brought up "
        "to {total}; whoever matched {made} owes the difference, and may not raise because of it.",
        seat=wager.seat,
        made=made,
        total=total,
    )
    closed = wager.late.round_over or wager.late.seat_folded
    return reported_late(wager, total, closed, ("WSOP24L-138",), stands, corrected)


def _pot_said(reading: WagerReading) -> bool:
    """A legal pot-limit wager reported as short: "pot" was said and the pot was miscounted."""
    return reading.chips_kind is not WagerKind.SHORT_RAISE


@rule("WSOP24L-137", WagerUnclear, topic=topic)
def oversized_chip(irregularity: Irregularity, hand: HandView | None) -> Ruling | None:
    """WSOP24L-137 (after Robert's Rules): one oversized chip facing a bet is a call; with no bet it bets in full.

    With "raise" said first it is a raise of the chip's value, at least the minimum raise.
    """
    wager = wager_for(irregularity, "WSOP24L-137", topic, hand)
    if not isinstance(wager, WagerUnclear):
        return None
    reading = wager.reading
    if isinstance(first_words(wager), SaidRaise):
        return _raise_said(wager, "WSOP24L-137")
    wanted = reading.call_to if reading.facing > 0 or reading.completes else reading.chips_to
    if between_open_sizes(reading):  # a bet of the chip's value, as far as the fixed sizes go
        assert reading.min_raise_to is not None
        wanted = reading.call_to if reading.facing > 0 else reading.min_raise_to
    return taken_at(
        wager,
        wanted,
        ("WSOP24L-137",),
        lambda wager, total: msg(
            "rrop.wager.oversized",
            "Seat {seat} put out a single chip without a word, so it is taken at {total}, a call when he faces a "
            "bet and a bet of the chip's value when he does not.",
            seat=wager.seat,
            total=total,
        ),
    )


@rule("WSOP24L-179", WagerUnclear, topic=topic)
def fifty_percent_chips(irregularity: Irregularity, hand: HandView | None) -> Ruling | None:
    """WSOP24L-179 with RROP-BET-5: the 50% standard for silent chips facing a bet.

    At least half a raise over the call is exactly a minimum raise; less is a call; a player's last chips are all in.
    With "raise" said first and chips short of a full raise, the raise is brought up to the minimum (WSOP24L-179
    alone).
    """
    wager = wager_for(irregularity, "WSOP24L-179", topic, hand)
    if not isinstance(wager, WagerUnclear):
        return None
    reading = wager.reading
    if isinstance(first_words(wager), SaidRaise):
        return _raise_said(wager, "WSOP24L-179")
    if reading.all_needed:
        wanted = reading.call_to
    elif reading.last_chips:
        wanted = reading.all_in_to
    else:
        wanted = fifty_percent(reading, reading.chips_to)
    return taken_at(
        wager,
        wanted,
        ("WSOP24L-179", "RROP-BET-5"),
        lambda wager, total: msg(
            "rrop.wager.fifty",
            "Seat {seat}'s silent chips are taken at {total}: a call when less than half a raise is over the call, "
            "exactly a minimum raise when half or more is, and all in when they are his last chips.",
            seat=wager.seat,
            total=total,
        ),
    )


def _raise_said(wager: WagerUnclear, rule_id: str) -> Ruling:
    """Words first: a "raise" before one chip (WSOP24L-137) or chips short of a raise (WSOP24L-179); a minimum raise."""
    wanted = at_least_minimum(wager.reading)
    if rule_id == "WSOP24L-137":
        return taken_at(
            wager,
            wanted,
            (rule_id,),
            lambda wager, total: msg(
                "rrop.wager.oversized.raise",
                "Seat {seat} said raise and put out a single chip, so his wager is a raise to {total}: the chip's "
                "value, or the minimum raise when the chip is worth less.",
                seat=wager.seat,
                total=total,
            ),
        )
    return taken_at(
        wager,
        wanted,
        (rule_id,),
        lambda wager, total: msg(
            "rrop.wager.raise_short",
            "Seat {seat} said raise, but his chips make less than a full raise and he has chips behind, so his "
            "wager is brought up to the minimum raise, a total of {total}.",
            seat=wager.seat,
            total=total,
        ),
    )


#: FLOORCALL-DEFAULT-12: what a player says before his chips binds him, made legal (Robert's Rules are silent).
words_first = words_first_rule(
    topic,
    lambda seat, facing: msg(
        "rrop.wager.check_facing_bet",
        "Seat {seat} said check while facing a bet of {facing}, so he may only call or fold, and he chooses.",
        seat=seat,
        facing=facing,
    ),
    lambda wager, total: msg(
        "rrop.wager.words_first",
        "Seat {seat} spoke before his chips, so his words bind him and his wager is the legal total nearest to "
        "what he said, {total}.",
        seat=wager.seat,
        total=total,
    ),
)


over_the_limit = over_the_limit_rule(topic, smaller_between_sizes=True)
over_the_stack = over_the_stack_rule(topic)


@rule("RROP-A5-2", WagerUnclear, WagerIncorrect, topic=topic)
def check_raise(irregularity: Irregularity, hand: HandView | None) -> Ruling | None:
    """RROP-A5-2: in limit A-5 a player who checked may not raise later in the round: his raise stands as a call.

    The engine bars the raise when ``a5-check-raise`` is false (rrop's default: the players were not told that
    check-raising is allowed) and reads the wager with the bar; :func:`floorcall_rrop.wagers.dispatch.topic` sends it
    here.

    :param irregularity: a :class:`WagerIncorrect` or :class:`WagerUnclear` whose reading is barred as ``checked``.
    :param hand: the hand.
    :returns: the wager taken as a call (chips beyond the call go back to his stack), or None for any other wager.
    """
    wager = wager_for(irregularity, "RROP-A5-2", topic, hand)
    if wager is None or wager.reading is None:
        return None
    total = legal_total(wager.reading, wager.reading.call_to)
    message = msg(
        "rrop.lowball.check_raise",
        "Seat {seat} checked earlier in this round, and check-raising is not allowed in limit lowball here: his raise"
        " stands as a call of {total}.",
        seat=wager.seat,
        total=total,
    )
    return taken(wager, total, ("RROP-A5-2",), message)


RULES = (
    short_wager_found_late,
    string_raise,
    completion_not_raise,
    bring_in_or_complete,
    past_the_cap,
    half_bet_rule,
    short_all_ins,
    minimum_wager,
    no_limit_floor,
    no_completing,
    oversized_chip,
    fifty_percent_chips,
    words_first,
    over_the_limit,
    over_the_stack,
    check_raise,
)
