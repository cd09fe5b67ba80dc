"""TDA 2024 rules on a wager of the wrong size, in every game.

Under the minimum, over the pot or the limit or the stack, past the cap, after short all-ins that did not re-open
the betting, a check or fold when the bring-in is due (FACT-2), and the big bet on a stud open pair's street where
the house allows no double bet (RP-10-F). Each ruling takes the wager at a legal total, so the correction conserves
chips.
"""

from __future__ import annotations

from floorcall import CorrectWager, HandView
from floorcall.model import Irregularity, Ruling, WagerIncorrect, WagerKind, WagerUnclear
from floorcall.rulekit import (
    Rule,
    Wager,
    at_least_minimum,
    between_fixed_sizes,
    carry_on,
    largest_legal,
    reported_late,
    rule,
    ruled_total,
    street_over,
    taken,
    wager_for,
)
from floorcall_rulelib.wagers import over_the_limit_rule, over_the_stack_rule
from floorcall_tda2024.messages import msg
from floorcall_tda2024.wagers.dispatch import open_pair_level, topic

__all__ = ["RULES"]


@rule("TDA2024-47A", WagerUnclear, WagerIncorrect, topic=topic)
def not_reopened(irregularity: Irregularity, hand: HandView | None) -> Ruling | None:
    """TDA2024-47A, as the rulebook reads it.

    In no limit and pot limit, short all-ins since he acted do not re-open the betting: he may
    only call or fold, so his raise is a call.
    """
    wager = wager_for(irregularity, topic=topic, rule_id="TDA2024-47A")
    if wager is None:
        return None
    return _call_only(wager, "TDA2024-47A")


@rule("TDA2024-47B", WagerUnclear, WagerIncorrect, topic=topic)
def not_reopened_limit(irregularity: Irregularity, hand: HandView | None) -> Ruling | None:
    """TDA2024-47B: in limit, an all in short of half a bet does not re-open the betting: his raise is a call."""
    wager = wager_for(irregularity, topic=topic, rule_id="TDA2024-47B")
    if wager is None:
        return None
    return _call_only(wager, "TDA2024-47B")


def _call_only(wager: Wager, cited: str) -> Ruling:
    reading = wager.reading
    assert reading is not None
    total = ruled_total(wager, reading.call_to)
    message = msg(
        "tda.wager.not_reopened",
        "Only all-ins short of a full raise came since seat {seat} acted, so the betting is not open to him again "
        "and his raise stands as a call of {total}.",
        seat=wager.seat,
        total=total,
    )
    return taken(wager, reading.call_to, (cited,), message)


@rule("TDA2024-48", WagerUnclear, WagerIncorrect, topic=topic)
def past_the_cap(irregularity: Irregularity, hand: HandView | None) -> Ruling | None:
    """TDA2024-48: a raise past the cap of a limit round is a call."""
    wager = wager_for(irregularity, topic=topic, rule_id="TDA2024-48")
    if wager is None:
        return None
    reading = wager.reading
    assert reading is not None
    total = ruled_total(wager, reading.call_to)
    message = msg(
        "tda.wager.capped",
        "The betting of this round is capped, so seat {seat}'s raise stands as a call of {total}.",
        seat=wager.seat,
        total=total,
    )
    return taken(wager, reading.call_to, ("TDA2024-48",), message)


@rule("TDA2024-52A", WagerUnclear, WagerIncorrect, topic=topic)
def under_minimum(irregularity: Irregularity, hand: HandView | None) -> Ruling | None:
    """TDA2024-52A, as the rulebook reads it.

    An open or raise under the minimum is brought up to the minimum while the street lasts; once the next card is
    dealt (or, for one the table took unnoticed, its betting round is over) the wrong amount stands.
    """
    wager = wager_for(irregularity, topic=topic, rule_id="TDA2024-52A")
    if wager is None:
        return None
    reading = wager.reading
    assert reading is not None
    wanted = at_least_minimum(reading)
    total = ruled_total(wager, wanted)
    if isinstance(wager, WagerIncorrect) and wager.late is not None:
        return _under_minimum_reported(wager, total)
    if between_fixed_sizes(reading):
        between = msg(
            "tda.wager.between_sizes",
            "Seat {seat}'s wager of {made} lies between the two bet sizes this street allows, and no card has come "
            "since, so it is corrected to the larger, a total of {total}.",
            seat=wager.seat,
            made=reading.chips_to,
            total=total,
        )
        return taken(wager, wanted, ("TDA2024-52A",), between)
    message = msg(
        "tda.wager.under_minimum",
        "Seat {seat}'s wager of {made} is under the minimum and no card has come since, so it is corrected to the "
        "minimum, a total of {total}.",
        seat=wager.seat,
        made=reading.chips_to,
        total=total,
    )
    return taken(wager, wanted, ("TDA2024-52A",), message)


def _under_minimum_reported(wager: WagerIncorrect, total: int) -> Ruling:
    late, made = wager.late, wager.amount or 0
    assert late is not None
    stands = msg(
        "tda.wager.late.stands_after_card",
        "Seat {seat}'s wager of {made} was under the minimum, but it was reported only after the next card came "
        "out (or, on the last street, once the showdown had begun), so the amount of {made} stands.",
        seat=wager.seat,
        made=made,
    )
    corrected = msg(
        "tda.wager.late.corrected",
        "Seat {seat}'s wager of {made} was under the minimum and is reported while the street lasts, so it is "
        "brought up to {total}; whoever matched {made} owes the difference.",
        seat=wager.seat,
        made=made,
        total=total,
    )
    return reported_late(wager, total, street_over(late), ("TDA2024-52A",), stands, corrected)


@rule("TDA2024-52B", WagerUnclear, WagerIncorrect, topic=topic)
def over_the_pot(irregularity: Irregularity, hand: HandView | None) -> Ruling | None:
    """TDA2024-52B: a pot-limit wager above the pot is cut back to the pot size.

    Reported afterwards, one above the pot is cut back, with every call of it, while its street lasts (on the last
    street: until the showdown begins); a pot bet sized on a count too low is brought up to the pot size until
    substantial action follows it. After that either stands.
    """
    wager = wager_for(irregularity, topic=topic, rule_id="TDA2024-52B")
    if wager is None:
        return None
    reading = wager.reading
    assert reading is not None
    wanted = largest_legal(reading)
    total = ruled_total(wager, wanted)
    if isinstance(wager, WagerIncorrect) and wager.late is not None and reading.chips_kind is WagerKind.OVER_LIMIT:
        return _over_the_pot_reported(wager, total)
    if isinstance(wager, WagerIncorrect) and wager.late is not None:
        return _pot_miscount(wager, total)
    message = msg(
        "tda.wager.over_pot",
        "Seat {seat}'s wager of {made} is more than the pot allows, so it is cut back to the pot-size total of "
        "{total}.",
        seat=wager.seat,
        made=reading.chips_to,
        total=total,
    )
    return taken(wager, wanted, ("TDA2024-52B",), message)


def _pot_miscount(wager: WagerIncorrect, total: int) -> Ruling:
    late, made = wager.late, wager.amount or 0
    assert late is not None
    stands = msg(
        "tda.wager.pot_miscount.stands",
        "Seat {seat} bet the pot as {made} on a count that was too low, and substantial action has come since, "
        "so the amount of {made} stands.",
        seat=wager.seat,
        made=made,
    )
    corrected = msg(
        "tda.wager.pot_miscount.corrected",
        "Seat {seat} bet the pot as {made} on a count that was too low, and no substantial action has come since, "
        "so his bet is the pot-size total of {total}; whoever matched {made} owes the difference.",
        seat=wager.seat,
        made=made,
        total=total,
    )
    closed = late.substantial_action or late.round_over or late.seat_folded
    return reported_late(wager, total, closed, ("TDA2024-52B",), stands, corrected)


def _over_the_pot_reported(wager: WagerIncorrect, total: int) -> Ruling:
    late, made = wager.late, wager.amount or 0
    assert late is not None
    stands = msg(
        "tda.wager.over_pot_late.stands",
        "Seat {seat}'s wager of {made} was more than the pot allowed, but it was reported only after the next card "
        "came out (or, on the last street, once the showdown had begun), so the amount of {made} stands.",
        seat=wager.seat,
        made=made,
    )
    corrected = msg(
        "tda.wager.over_pot_late.corrected",
        "Seat {seat}'s wager of {made} was more than the pot allowed and is reported while its street lasts, so it "
        "is cut back to the pot-size total of {total}; whoever called {made} takes back what he put in above "
        "{total}.",
        seat=wager.seat,
        made=made,
        total=total,
    )
    return reported_late(wager, total, street_over(late), ("TDA2024-52B",), stands, corrected)


#: FLOORCALL-DEFAULT-10; the topic sends the big bet on a stud open pair's street to RP-10-F instead.
over_the_limit = over_the_limit_rule(topic)


over_the_stack = over_the_stack_rule(topic)


@rule("FACT-2", WagerIncorrect, topic=topic)
def bring_in_due(irregularity: WagerIncorrect, hand: HandView | None) -> Ruling | None:
    """FACT-2: the seat that must bring in cannot check, call or fold: the bring-in is posted for him."""
    reading = irregularity.reading
    assert reading is not None
    message = msg(
        "tda.wager.bring_in_due",
        "Seat {seat} owes the bring-in and may not check, call or fold, so the bring-in of {total} is posted.",
        seat=irregularity.seat,
        total=reading.call_to - reading.in_front,
    )
    return taken(irregularity, reading.call_to, ("FACT-2",), message)


@rule("TDA2024-RP10-F", WagerIncorrect, topic=topic)
def open_pair_wager(irregularity: WagerIncorrect, hand: HandView | None) -> Ruling | None:
    """RP-10-F: a big bet on the open-pair street stands as the small bet when the house allows no double bet.

    The wager topic sends it only that wager (:func:`floorcall_tda2024.wagers.dispatch.open_pair_big_bet`).
    """
    assert hand is not None
    level = open_pair_level(hand)
    return carry_on(
        (CorrectWager(seat=irregularity.seat, amount=level + hand.stakes.small_bet),),
        ("TDA2024-RP10-F",),
        msg(
            "tda.rp10.open_pair_wager",
            "A pair showing does not allow the big bet on this street: the wager stands at the small bet.",
        ),
    )


RULES: tuple[Rule, ...] = (
    not_reopened,
    not_reopened_limit,
    past_the_cap,
    under_minimum,
    over_the_pot,
    over_the_limit,
    over_the_stack,
    bring_in_due,
    open_pair_wager,
)
