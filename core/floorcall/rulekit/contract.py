"""A rulebook's contract read from its rules' declarations: in each game, no two rules answer the same question.

Asked about an irregularity, a book's rules of that type answer where the hand is in their ``scope`` (a predicate
on the game's traits alone) and, within a group sharing a ``topic``, where the topic names them. So, without playing
a hand, the rules that could answer one irregularity type in one game are known from the game's traits, and the
book keeps its contract when every two of them are set apart: one topic names one of them, or one yields to the
other. A rule whose scope reads more of the hand than its game is reported too: such a scope is not data about the
game, and belongs in a topic. A plugin author checks a new rulebook with :func:`contract_problems`; the project's
tests run it over every installed book and game.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, NamedTuple, cast

from floorcall.model.procedure import GameSpec

if TYPE_CHECKING:
    from floorcall.model.irregularities import Irregularity
    from floorcall.rulekit.book import Rulebook
    from floorcall.rulekit.rules import Rule, Topic
    from floorcall.view import HandView

__all__ = ["ContractProblem", "ScopeReadsHand", "contract_problems", "rules_in_scope"]


class ScopeReadsHand(Exception):
    """A rule's scope read an attribute of the hand other than its game (raised by the stand-in hand)."""


class _GameOnly:
    """A hand of which only the game is known: a scope that asks anything else raises :class:`ScopeReadsHand`."""

    __slots__ = ("game",)

    def __init__(self, game: GameSpec) -> None:
        self.game = game

    def __getattr__(self, name: str) -> object:
        raise ScopeReadsHand(name)


class ContractProblem(NamedTuple):
    """Where a book breaks its contract.

    :param game: the game's name (a PHH variant code where PHH has one).
    :param irregularity: the irregularity type's name, or "" for a scope that reads the hand.
    :param rule_ids: the two rules that can both answer, or the one whose scope reads the hand.
    :param detail: the attribute a scope read, or "" for two rules that overlap.
    """

    game: str
    irregularity: str
    rule_ids: tuple[str, ...]
    detail: str = ""


def rules_in_scope(book: Rulebook, kind: type[Irregularity], game: GameSpec) -> tuple[Rule, ...]:
    """The book's own rules of an irregularity type whose declared scope takes in the game.

    :raises ScopeReadsHand: a rule's scope reads the hand's state, not only its game.
    """
    hand = cast("HandView", _GameOnly(game))
    return tuple(each for each in book.rules_for(kind) if each.in_scope(hand))


def _topic(book: Rulebook, rule: Rule) -> Topic | None:
    """The topic that sends questions to the rule (for a rule adopted from another book, that book's rule's)."""
    if rule.topic is not None:
        return rule.topic
    source = book.adopted_source(rule.id)
    return None if source is None else source.topic


def _set_apart(book: Rulebook, first: Rule, second: Rule) -> bool:
    """Whether two rules can never both answer: one topic names one of them, or one yields to the other."""
    topic = _topic(book, first)
    if topic is not None and topic is _topic(book, second):
        return True
    return first.id in second.yields_to or second.id in first.yields_to


def _scope_problems(book: Rulebook, name: str, game: GameSpec) -> list[ContractProblem]:
    hand = cast("HandView", _GameOnly(game))
    problems = []
    for each in book.rules.values():
        try:
            each.in_scope(hand)
        except ScopeReadsHand as read:
            problems.append(ContractProblem(name, "", (each.id,), str(read)))
    return problems


def contract_problems(
    book: Rulebook, games: Mapping[str, GameSpec], kinds: Iterable[type[Irregularity]]
) -> list[ContractProblem]:
    """Every place where two of the book's rules could answer the same irregularity in the same game.

    :param book: the rulebook (bound to its fallback book, for a book that adopts another's rules).
    :param games: the games to check, by name (a floor's installed games).
    :param kinds: the irregularity types to check.
    :returns: the problems, game by game; empty when the book keeps its contract.
    """
    kinds = tuple(kinds)
    problems: list[ContractProblem] = []
    for name, game in games.items():
        scope_problems = _scope_problems(book, name, game)
        problems += scope_problems
        if scope_problems:
            continue
        for kind in kinds:
            rules = rules_in_scope(book, kind, game)
            for index, first in enumerate(rules):
                for second in rules[index + 1 :]:
                    if not _set_apart(book, first, second):
                        problems.append(ContractProblem(name, kind.__name__, (first.id, second.id)))
    return problems
