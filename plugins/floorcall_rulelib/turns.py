"""Turn procedures more than one book cites: an action out of turn backed up, a disputed first action refused.

TDA 53-A and the WSOP live-action rule 132 (after Robert's Rules) rule alike on an action out of turn: play goes back
to the player who was skipped, and the early action is held for its player; when his turn comes it binds unless
someone bet or raised in between, in which case he acts afresh. A claim that someone else should act first is refused
the same way in every book: the action stays with the seat the book's procedure names (or nobody, when no seat is to
act). A book cites the rule in its own IDs and says it in its own words.
"""

from __future__ import annotations

from collections.abc import Callable

from floorcall import ActionOutOfTurn, BackUpAction, HandView, Ruling
from floorcall.rulekit import Message, Rule, carry_on, refused

__all__ = ["first_action_refused", "out_of_turn_rule"]


def out_of_turn_rule(rule_id: str, words: Callable[[int, int], Message], *, yields_to: tuple[str, ...] = ()) -> Rule:
    """The rule on an action out of turn: the action backs up and the early action is held for its player.

    :param rule_id: the book's ID for the rule, which its ruling cites (``"TDA2024-53A"``, ``"WSOP24L-132"``).
    :param words: the book's sentence, given the seat that acted early and the seat whose turn it was.
    :param yields_to: the book's special rules this one gives way to (a stud opener the dealer misnamed).
    :returns: the rule, in every game; its ruling is CONTINUE with a held back-up (``BackUpAction(hold=True)``).
    """

    def action_out_of_turn(irregularity: ActionOutOfTurn, hand: HandView | None) -> Ruling | None:
        remedy = BackUpAction(seat=irregularity.seat, hold=True)
        return carry_on((remedy,), (rule_id,), words(irregularity.seat, irregularity.expected_seat))

    action_out_of_turn.__doc__ = out_of_turn_rule.__doc__
    return Rule(rule_id, (ActionOutOfTurn,), action_out_of_turn, yields_to=yields_to)


def first_action_refused(
    cited: tuple[str, ...], actor: int | None, acts: Callable[[int], Message], nobody: Message
) -> Ruling:
    """A claim about who acts first refused: the action stays where the book's procedure put it.

    :param cited: the book's citations for the procedure that named the seat (its first-action rule for the street).
    :param actor: the seat to act now, or None when nobody is to act.
    :param acts: the book's sentence naming that seat, given the seat.
    :param nobody: the book's sentence for a moment when nobody is to act.
    :returns: a REFUSED ruling; nothing changes.
    """
    return refused(cited, acts(actor) if actor is not None else nobody)
