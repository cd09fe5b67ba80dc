"""A rulebook's answers to the tournament's questions: seating, balancing, breaking, colour-up, places, penalties.

A rulebook built with the kit passes a :class:`TournamentRules` to :class:`~floorcall.rulekit.Rulebook` as
``tournament=``; the book then answers the tournament hooks of :mod:`floorcall.hookspecs` with these functions.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

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

__all__ = ["TournamentRules"]


@dataclass(frozen=True)
class TournamentRules:
    """The functions that rule on a tournament's moves; each may return None where the book is silent.

    :param seating: ``(question) -> SeatingRuling | None``.
    :param balancing: ``(question) -> BalancingRuling | None``.
    :param breaking: ``(question) -> BreakingRuling | None``.
    :param colour_up: ``(question) -> ColourUpRuling | None``.
    :param hand_for_hand: ``(question) -> HandForHandRuling | None``.
    :param penalty: ``(question) -> PenaltyRuling | None`` (None: the book says nothing of penalties).
    """

    seating: Callable[[SeatingQuestion], SeatingRuling | None]
    balancing: Callable[[BalancingQuestion], BalancingRuling | None]
    breaking: Callable[[BreakingQuestion], BreakingRuling | None]
    colour_up: Callable[[ColourUpQuestion], ColourUpRuling | None]
    hand_for_hand: Callable[[HandForHandQuestion], HandForHandRuling | None]
    penalty: Callable[[PenaltyQuestion], PenaltyRuling | None] | None = None
