"""Wagers past what the structure or the stack allows, and the wager rules most books state: rules both books share.

A book names the one rule that answers each wager with its ``topic`` function (see
:func:`floorcall.rulekit.wager_for`); these factories build the rules that answer when the topic names
FLOORCALL-DEFAULT-10 (over the limit) or FLOORCALL-DEFAULT-11 (over the stack). Both take the wager at a legal total
through :func:`floorcall.rulekit.taken`, which conserves chips.

A book's ``topic`` is built on the skeleton every book shares, :func:`floorcall_rulelib.topics.book_topic`. The
rules most books state in their own IDs and words are built here too: a wager taken at a
total the rule names (:func:`taken_rule`), at the smallest full bet or raise (:func:`at_minimum_rule`) or at the call
(:func:`at_call_rule`); inside a book's own rules, :func:`taken_at` takes a wager at a total in the book's words and
:func:`check_facing_bet` answers "check" said facing a bet (call or fold).
"""

from __future__ import annotations

from collections.abc import Callable

from floorcall import HandView
from floorcall.model import (
    Irregularity,
    Ruling,
    SaidAllIn,
    SaidAmount,
    SaidCall,
    SaidCheck,
    SaidPot,
    SaidRaise,
    SaidTotal,
    Structure,
    WagerBar,
    WagerIncorrect,
    WagerReading,
    WagerUnclear,
)
from floorcall.rulekit import (
    Message,
    Rule,
    Wager,
    at_least_minimum,
    call_or_fold,
    choice,
    fifty_percent,
    first_words,
    largest_legal,
    likeliest_meaning,
    reported_late,
    ruled_total,
    street_over,
    taken,
    wager_for,
)
from floorcall_rulelib.messages import msg

__all__ = [
    "OVER_THE_LIMIT",
    "OVER_THE_STACK",
    "WORDS_FIRST",
    "Topic",
    "Words",
    "at_call_rule",
    "at_minimum_rule",
    "between_open_sizes",
    "check_facing_bet",
    "over_the_limit_rule",
    "over_the_stack_rule",
    "taken_at",
    "taken_rule",
    "words_first_rule",
]

OVER_THE_LIMIT = "FLOORCALL-DEFAULT-10"
"""A wager above what he may bet stands at the largest legal total."""
OVER_THE_STACK = "FLOORCALL-DEFAULT-11"
"""A bet of more than he has on the table is all in (table stakes)."""

WORDS_FIRST = "FLOORCALL-DEFAULT-12"
"""What a player says before his chips binds him, made legal (where the book has no rule of its own on words)."""

Topic = Callable[[Wager, HandView | None], str | None]
"""``(wager, hand) -> rule ID | None``: the book's choice of the one rule that answers a wager."""


Words = Callable[[Wager, int], Message]
"""``(wager, total) -> Message``: the citing book's sentence for a wager taken at ``total`` (chips, the ruled total)."""

#: The kinds of wager a rule answers unless it says otherwise.
BOTH = (WagerUnclear, WagerIncorrect)


def taken_at(wager: Wager, wanted: int, citations: tuple[str, ...], words: Words) -> Ruling:
    """The hand goes on with the wager taken at the legal total nearest ``wanted``, said in the book's words.

    :param wager: the wager, with its reading.
    :param wanted: the total the rule names (chips); :func:`floorcall.rulekit.ruled_total` makes it legal.
    :param citations: what the ruling cites, the book's own IDs.
    :param words: the book's sentence, given the wager and the ruled total.
    :raises ValueError: the wager has no reading.
    """
    return taken(wager, wanted, citations, words(wager, ruled_total(wager, wanted)))


def taken_rule(
    rule_id: str,
    topic: Topic,
    citations: tuple[str, ...],
    wanted: Callable[[Wager, WagerReading], int],
    words: Words,
    kinds: tuple[type[Irregularity], ...] = BOTH,
) -> Rule:
    """A book's rule that takes the wager its topic sends it at the total the rule names (:func:`taken_at`).

    :param rule_id: the book's ID for the rule.
    :param topic: the book's topic function.
    :param citations: what its rulings cite.
    :param wanted: the total the rule names (chips), given the wager and its reading.
    :param words: the book's sentence.
    :param kinds: the kinds of wager it answers.
    :returns: the rule, in every game.
    """

    def wager_taken(irregularity: Irregularity, hand: HandView | None) -> Ruling | None:
        wager = wager_for(irregularity, rule_id, topic, hand)
        if wager is None or wager.reading is None:
            return None
        return taken_at(wager, wanted(wager, wager.reading), citations, words)

    wager_taken.__doc__ = taken_rule.__doc__
    return Rule(rule_id, kinds, wager_taken, topic=topic)


def at_minimum_rule(
    rule_id: str, topic: Topic, citations: tuple[str, ...], words: Words, kinds: tuple[type[Irregularity], ...] = BOTH
) -> Rule:
    """:func:`taken_rule` at the chips' total, brought up to the smallest full bet or raise when it is less."""
    return taken_rule(rule_id, topic, citations, lambda _wager, reading: at_least_minimum(reading), words, kinds)


def at_call_rule(
    rule_id: str, topic: Topic, citations: tuple[str, ...], words: Words, kinds: tuple[type[Irregularity], ...] = BOTH
) -> Rule:
    """:func:`taken_rule` at the call: a raise the rule does not allow stands as a call."""
    return taken_rule(rule_id, topic, citations, lambda _wager, reading: reading.call_to, words, kinds)


def check_facing_bet(wager: WagerUnclear, citations: tuple[str, ...], words: Callable[[int, int], Message]) -> Ruling:
    """A "check" said facing a bet: the player may only call or fold (the bring-in's seat: bring in or complete).

    :param wager: the wager, facing a bet.
    :param citations: what the ruling cites, the book's own IDs.
    :param words: the book's sentence, given the seat and the bet he faces (chips).
    """
    seat, reading = wager.seat, wager.reading
    return choice(call_or_fold(seat, reading), citations, words(seat, reading.facing), seat=seat)


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
    return Rule(OVER_THE_LIMIT, (WagerUnclear, WagerIncorrect), over_the_limit, yields_to=yields_to, topic=topic)


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
    return Rule(OVER_THE_STACK, (WagerIncorrect,), over_the_stack, topic=topic)


def words_first_rule(topic: Topic, check_facing: Callable[[int, int], Message], words: Words) -> Rule:
    """FLOORCALL-DEFAULT-12 for a book: words said before the chips bind the player, made legal.

    "Check" facing a bet leaves call or fold (:func:`check_facing_bet`); any other words stand at the legal total
    nearest to what they name (:func:`said_total`).

    :param topic: the book's topic function.
    :param check_facing: the book's words for "check" said facing a bet, given the seat and the bet (chips).
    :param words: the book's words for a wager taken at the total said.
    :returns: the rule, on unclear wagers in every game.
    """

    def words_first(irregularity: Irregularity, hand: HandView | None) -> Ruling | None:
        wager = wager_for(irregularity, WORDS_FIRST, topic, hand)
        if not isinstance(wager, WagerUnclear):
            return None
        if isinstance(first_words(wager), SaidCheck) and wager.reading.facing > 0:
            return check_facing_bet(wager, (WORDS_FIRST,), check_facing)
        return taken_at(wager, said_total(wager), (WORDS_FIRST,), words)

    words_first.__doc__ = words_first_rule.__doc__
    return Rule(WORDS_FIRST, (WagerUnclear,), words_first, topic=topic)


def said_total(wager: WagerUnclear) -> int:
    """The total a player's first words name, before it is made legal (chips).

    A total said is that total; an amount said counts as chips pushed out silently (the 50% standard, the likeliest
    meaning of the words); "all in" his stack; "pot" in pot limit the pot, elsewhere (and "raise") the smallest full
    bet or raise; "call" the call; "check" with nothing to call what he has in front.
    """
    reading, said = wager.reading, first_words(wager)
    if isinstance(said, SaidTotal):
        return said.amount
    if isinstance(said, SaidAmount):
        return fifty_percent(reading, reading.in_front + likeliest_meaning(reading, said))
    if isinstance(said, SaidAllIn):
        return reading.all_in_to
    if isinstance(said, SaidPot) and reading.structure is Structure.POT_LIMIT:
        return reading.max_to or reading.call_to
    if isinstance(said, SaidRaise | SaidPot):
        return at_least_minimum(reading)
    if isinstance(said, SaidCall):
        return reading.call_to
    return reading.in_front
