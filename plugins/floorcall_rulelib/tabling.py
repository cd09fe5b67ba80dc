"""The order of show and a tabled hand: one procedure in both books, each citing its own rule.

The player due shows first (the last to bet or raise on the final round, else the first to act); a hand shown out
of order stays face up and plays; the player due who will neither show nor muck loses his claim; only a hand with
every card face up can win, and one mucked before that is dead. TDA 2024 numbers these rules (17-A, 13-A); Robert's
Rules states them without numbers, so that book cites floorcall's defaults that follow it. :func:`tabling_rules`
builds the three rules with the book's IDs. Cards speak in both books: :func:`miscall_rule` builds the rule on a
miscalled hand, the book saying what becomes of a hand mucked on the strength of the wrong call.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from floorcall import HandMiscalled, HandNotTabled, HandView, Ruling, ShowOutOfOrder, ShowRefused
from floorcall.rulekit import Message, Rule, carry_on, dead_hand
from floorcall_rulelib.messages import msg

__all__ = ["Misled", "TablingIds", "miscall_rule", "tabling_rules"]

Misled = Callable[[HandMiscalled, int, HandView | None], Ruling]
"""``(miscall, misled seat, hand) -> Ruling``: the book's ruling when the wrong call made another player muck."""


def miscall_rule(rule_id: str, cited: tuple[str, ...], cards_speak: Callable[[int], Message], misled: Misled) -> Rule:
    """The rule on a hand its owner called wrong: cards speak, and the book rules on a player it misled.

    :param rule_id: the book's ID for the rule.
    :param cited: what the ruling cites when nobody was misled.
    :param cards_speak: the book's words, given the miscalling seat, for a miscall that misled nobody: the tabled
        cards are read for what they make and the hand goes on.
    :param misled: the book's ruling when the miscall made another seat muck.
    :returns: the rule, in every game.
    """

    def hand_miscalled(irregularity: HandMiscalled, hand: HandView | None) -> Ruling | None:
        if irregularity.misled is None:
            return carry_on((), cited, cards_speak(irregularity.seat))
        return misled(irregularity, irregularity.misled, hand)

    hand_miscalled.__doc__ = miscall_rule.__doc__
    return Rule(rule_id, (HandMiscalled,), hand_miscalled)


@dataclasses.dataclass(frozen=True, slots=True)
class TablingIds:
    """A book's rule IDs for the order of show and for tabling (each rule cites its ID without any ``#aspect``).

    :param out_of_order: the rule on a hand shown, or asked for, out of the order of show.
    :param refused: the rule on the player due who will neither show nor muck.
    :param not_tabled: the rule on a hand not shown in full.
    """

    out_of_order: str
    refused: str
    not_tabled: str


def tabling_rules(ids: TablingIds) -> tuple[Rule, ...]:
    """The three rules, with the book's IDs: out of order, refused, not tabled (in every game)."""

    def show_out_of_order(irregularity: ShowOutOfOrder, hand: HandView | None) -> Ruling | None:
        """The player due shows first; a hand shown out of order stays face up and plays."""
        seat, due = irregularity.seat, irregularity.due_seat
        if irregularity.shown:
            message = msg(
                "rulelib.show.out_of_order.shown",
                "Seat {seat} showed his hand before seat {due}, who was due first: his cards stay face up and play "
                "for what they are, and seat {due} now shows or mucks.",
                seat=seat,
                due=due,
            )
        else:
            message = msg(
                "rulelib.show.out_of_order.asked",
                "Seat {seat} was asked to show first, but seat {due} made the last bet or was first to act on the "
                "last round: seat {due} shows first, and seat {seat} keeps his cards until then.",
                seat=seat,
                due=due,
            )
        return carry_on((), (_cited(ids.out_of_order),), message)

    def show_refused(irregularity: ShowRefused, hand: HandView | None) -> Ruling | None:
        """The player due to show first must show or muck; refusing both gives up his claim to the pot."""
        return dead_hand(
            irregularity.seat,
            (_cited(ids.refused),),
            msg(
                "rulelib.show.refused",
                "Seat {seat} is due to show first and will neither show his hand nor muck it: his hand is dead and "
                "he has no claim to the pot.",
                seat=irregularity.seat,
            ),
        )

    def hand_not_tabled(irregularity: HandNotTabled, hand: HandView | None) -> Ruling | None:
        """Every card face up before a hand can win; a hand mucked before that is dead."""
        seat, cited = irregularity.seat, (_cited(ids.not_tabled),)
        if irregularity.mucked:
            return dead_hand(
                seat,
                cited,
                msg(
                    "rulelib.tabling.mucked",
                    "Seat {seat}'s cards went into the muck before all of them were face up: a hand never shown in "
                    "full cannot win any part of the pot, so it is dead.",
                    seat=seat,
                ),
            )
        message = msg(
            "rulelib.tabling.partial",
            "Seat {seat} has not turned every card face up, those he does not play included: until he does, his "
            "hand cannot be read for any part of the pot.",
            seat=seat,
        )
        return carry_on((), cited, message)

    return (
        Rule(ids.out_of_order, (ShowOutOfOrder,), show_out_of_order),
        Rule(ids.refused, (ShowRefused,), show_refused),
        Rule(ids.not_tabled, (HandNotTabled,), hand_not_tabled),
    )


def _cited(rule_id: str) -> str:
    return rule_id.partition("#")[0]
