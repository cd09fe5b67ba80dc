"""Running a multi-table event: the procedures both books give, each citing its own rules in its own words.

Balancing moves the player due the big blind next to the worst position of the short table, and in stud the player
in the position of the seat to fill to the seat that opened last; a mixed game's stud round moves the player who
would be big blind with the button frozen. A broken table's players draw a table and then a seat, waiting for the
button between the small blind and the button; for the final table every player left draws from one pool at once.
Players out on the same hand place by the chips they began it with, and hand for hand, players out at different
tables tie. A chip race and a missed-hands penalty are each one ruling whose words count something (the chips
raced off, the hands to miss); the books differ in what they cite, in how the race treats the odd part and whether a
move to another table is told apart. The seat draw differs between the books and stays in each.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from floorcall.model.tournament import (
    BalancingQuestion,
    BalancingRuling,
    BreakingQuestion,
    BreakingRuling,
    ColourUpQuestion,
    ColourUpRuling,
    HandForHandQuestion,
    HandForHandRuling,
    PenaltyQuestion,
    PenaltyRuling,
    SeatingQuestion,
    SeatingRuling,
)
from floorcall.rulekit import Message, TournamentRules

__all__ = [
    "Answer",
    "CountedAnswer",
    "balancing_rule",
    "breaking_rule",
    "colour_up_rule",
    "penalty_rule",
    "places_rule",
    "tournament_rules",
]

Answer = tuple[tuple[str, ...], Message]
"""``(citations, Message)``: what the book cites and says for one branch of a procedure."""

CountedAnswer = tuple[tuple[str, ...], Callable[[int], Message]]
"""``(citations, words)``: as :data:`Answer`, the words made from a count (chips raced off, hands to miss)."""


def balancing_rule(
    *, flop: Answer, stud: Answer, frozen_button: Answer | None = None
) -> Callable[[BalancingQuestion], BalancingRuling]:
    """The balancing procedure, with the book's citations and words for each kind of game.

    :param flop: for flop and mixed games (the next big blind moves to the worst position).
    :param stud: for stud games (the player in the position of the seat to fill moves to the seat that opened last).
    :param frozen_button: for a mixed game's stud round (the button frozen, the player who would be big blind
        moves); None: as ``flop``.
    :returns: the book's answer to a balancing question.
    """

    def balancing(question: BalancingQuestion) -> BalancingRuling:
        if question.stud_only:
            cited, message = stud
            return BalancingRuling(citations=cited, mover="position", placement="last-opened", message=message)
        frozen = question.family == "mixed" and question.stud_round
        cited, message = frozen_button if frozen and frozen_button is not None else flop
        return BalancingRuling(citations=cited, mover="next-big-blind", placement="worst-position", message=message)

    return balancing


def breaking_rule(*, tables: Answer, final: Answer) -> Callable[[BreakingQuestion], BreakingRuling]:
    """The draw for the players of a broken table, with the book's citations and words.

    :param tables: for a table that breaks (a two-step draw, waiting for the button).
    :param final: for the final-table redraw (one pool, nobody waits).
    :returns: the book's answer to a breaking question.
    """

    def breaking(question: BreakingQuestion) -> BreakingRuling:
        if question.final:
            cited, message = final
            return BreakingRuling(citations=cited, draw="pool", wait_between_blind_and_button=False, message=message)
        cited, message = tables
        return BreakingRuling(citations=cited, message=message)

    return breaking


def colour_up_rule(
    answer: CountedAnswer, *, odd_part: Literal["table-half", "holder-half"] = "table-half"
) -> Callable[[ColourUpQuestion], ColourUpRuling]:
    """The chip race of a colour-up, with the book's citations and words.

    :param answer: the book's citations, and its words from the denomination removed (chips).
    :param odd_part: how the remainders make new chips (see :class:`~floorcall.model.tournament.ColourUpRuling`).
    :returns: the book's answer to a colour-up question; the race deals from seat 1, one new chip at most a player,
        nobody raced out.
    """
    cited, words = answer

    def colour_up(question: ColourUpQuestion) -> ColourUpRuling:
        return ColourUpRuling(citations=cited, odd_part=odd_part, message=words(question.removed))

    return colour_up


def penalty_rule(
    *, served: CountedAnswer, moved: CountedAnswer | None = None
) -> Callable[[PenaltyQuestion], PenaltyRuling]:
    """How a missed-hands penalty is served: at whatever table the player sits, his seat dealt and his hand killed.

    :param served: the book's citations, and its words from the hands to miss, when the penalty is given.
    :param moved: the same when the player changes tables with hands still to miss (None: as ``served``).
    :returns: the book's answer to a penalty question; the hands left go with the player to his new table.
    """

    def penalty(question: PenaltyQuestion) -> PenaltyRuling:
        cited, words = moved if question.moved and moved is not None else served
        return PenaltyRuling(citations=cited, message=words(question.hands))

    return penalty


def places_rule(cited: tuple[str, ...], message: Message) -> Callable[[HandForHandQuestion], HandForHandRuling]:
    """The places of players out on the same hand: by their starting chips; hand for hand, across tables they tie.

    :param cited: the book's citations.
    :param message: the book's words.
    :returns: the book's answer to a hand-for-hand question.
    """

    def hand_for_hand(question: HandForHandQuestion) -> HandForHandRuling:
        return HandForHandRuling(citations=cited, message=message)

    return hand_for_hand


def tournament_rules(
    *,
    seating: Callable[[SeatingQuestion], SeatingRuling],
    balancing: Callable[[BalancingQuestion], BalancingRuling],
    breaking: Callable[[BreakingQuestion], BreakingRuling],
    colour_up: Callable[[ColourUpQuestion], ColourUpRuling],
    places: Answer,
    penalty: Callable[[PenaltyQuestion], PenaltyRuling | None] | None = None,
) -> TournamentRules:
    """A book's answers to the tournament's questions, the places of players out together by :func:`places_rule`.

    :param seating: the book's seat draw.
    :param balancing: the book's balancing (e.g. :func:`balancing_rule`).
    :param breaking: the book's draw for a broken table (e.g. :func:`breaking_rule`).
    :param colour_up: the book's chip race.
    :param places: the book's citations and words for the places of players out on the same hand.
    :param penalty: the book's answer on a penalty's missed hands (None: the book says nothing of penalties).
    :returns: the rules, for ``Rulebook(..., tournament=...)``.
    """
    return TournamentRules(
        seating=seating,
        balancing=balancing,
        breaking=breaking,
        colour_up=colour_up,
        hand_for_hand=places_rule(*places),
        penalty=penalty,
    )
