"""The tournament's questions to the plugins in force, each insisting on an answer of the right type.

House plugins answer first, then the rulebook; when nobody answers, :class:`~floorcall.errors.NoRulingError` names
the question and the plugins consulted, and a plugin's wrong answer is a :class:`~floorcall.errors.PluginError`
naming it.
"""

from __future__ import annotations

from typing import TypeVar

from floorcall._plugins import Floor
from floorcall.errors import PluginError
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

__all__ = ["ask_balancing", "ask_breaking", "ask_colour_up", "ask_hand_for_hand", "ask_penalty", "ask_seating"]

_R = TypeVar("_R")


def _ask(floor: Floor, hook: str, question: object, kind: type[_R]) -> _R:
    answer = floor.answer(hook, question, question=question)
    if not isinstance(answer, kind):
        kwargs: dict[str, object] = {"question": question}
        raise PluginError(floor.hooks.answerer(hook, kwargs), hook, TypeError(f"returned {answer!r}"))
    return answer


def ask_seating(floor: Floor, question: SeatingQuestion) -> SeatingRuling:
    """How an entrant is seated. :raises NoRulingError: nobody answers. :raises PluginError: a wrong answer."""
    return _ask(floor, "floorcall_rule_seating", question, SeatingRuling)


def ask_balancing(floor: Floor, question: BalancingQuestion) -> BalancingRuling:
    """How the tables are balanced. Raises as :func:`ask_seating`."""
    return _ask(floor, "floorcall_rule_balancing", question, BalancingRuling)


def ask_breaking(floor: Floor, question: BreakingQuestion) -> BreakingRuling:
    """How a broken table's players are seated. Raises as :func:`ask_seating`."""
    return _ask(floor, "floorcall_rule_breaking", question, BreakingRuling)


def ask_colour_up(floor: Floor, question: ColourUpQuestion) -> ColourUpRuling:
    """How the chip race goes. Raises as :func:`ask_seating`."""
    return _ask(floor, "floorcall_rule_colour_up", question, ColourUpRuling)


def ask_hand_for_hand(floor: Floor, question: HandForHandQuestion) -> HandForHandRuling:
    """How players out together are placed. Raises as :func:`ask_seating`."""
    return _ask(floor, "floorcall_rule_hand_for_hand", question, HandForHandRuling)


def ask_penalty(floor: Floor, question: PenaltyQuestion) -> PenaltyRuling:
    """How a missed-hands penalty is served. Raises as :func:`ask_seating`."""
    return _ask(floor, "floorcall_rule_penalty", question, PenaltyRuling)
