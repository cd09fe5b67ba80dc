"""One rule of a rulebook: the irregularity type it answers, its ID, and the function that rules.

A rule answers one question: "what is the ruling on this irregularity, in this hand?". It declares the irregularity
types it answers and an ID, the catalog ID of the rule it implements (``"TDA2024-RP10-A"``), unique in its book. Its
function returns a :class:`~floorcall.model.rulings.Ruling`, or None when the hand is outside the rule's scope (a
stud rule asked about a flop game). Within one rulebook at most one rule may answer a given (irregularity, hand):
:class:`~floorcall.rulekit.book.Rulebook` asks every rule of the irregularity's type and treats two answers as the
book's error, so the order rules are listed in never decides anything. A general rule that a special rule carves
out of says so by ID (``yields_to``, "except as rule X provides"): its answer does not count where that rule
answers. Where several rules answer one irregularity type in one game, a book either sets them apart by ``yields_to``
or gives them one ``topic``: a function of the question that names the one rule of the group that answers (the
wager rules share one), so the rules are disjoint by construction and a static test can check that no two rules
answer one question. A house plugin changes a rule by its ID with :func:`replace_rule` or :func:`amend_rule`.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from floorcall.model.irregularities import Irregularity
from floorcall.model.rulings import CITATION_PATTERN, Ruling

if TYPE_CHECKING:
    from floorcall.model.irregularities import AnyIrregularity
    from floorcall.view import HandView

__all__ = [
    "Amendment",
    "Rule",
    "RuleChange",
    "RuleFunction",
    "Scope",
    "Topic",
    "amend_rule",
    "replace_rule",
    "rule",
]

_I = TypeVar("_I", bound=Irregularity)

RuleFunction = Callable[[Any, "HandView | None"], "Ruling | None"]
"""``(irregularity, hand) -> Ruling | None``: the hand is None when the question is asked outside a hand."""
Amendment = Callable[[Ruling, Any, "HandView | None"], "Ruling | None"]
"""``(ruling, irregularity, hand) -> Ruling | None``: a changed ruling, or None to keep the rule's own."""
Scope = Callable[["HandView | None"], bool]
"""``hand -> bool``: whether a rule speaks to this hand at all, read from the game's traits alone (a predicate such as
:func:`~floorcall.rulekit.games.stud_game`, which reads only ``hand.game``); it is given None when the question is
asked outside a hand. A scope that reads the hand's state (its street, its cards) belongs in a ``topic``."""
Topic = Callable[[Any, "HandView | None"], "str | None"]
"""``(irregularity, hand) -> rule ID | None``: of a group of rules answering one irregularity type, the ID of the one
that answers this question (None: none of them)."""

_ASPECT = re.compile(r"^[a-z0-9-]+$")


@dataclasses.dataclass(frozen=True, slots=True)
class Rule:
    """A rule of a rulebook.

    :param id: the rule's ID, unique in its rulebook: the catalog ID it implements (``"TDA2024-RP10-A"``), or
        ``FLOORCALL-DEFAULT-<n>``, or ``HOUSE:<plugin>:<id>``; when two rules of a book implement parts of one
        catalog entry, the second adds ``#<aspect>`` (``"RROP-ES-STUD-IRR-10#acts"``).
    :param answers: the irregularity types it rules on (concrete :class:`~floorcall.model.irregularities.Irregularity`
        classes).
    :param decide: the ruling function, called only with an irregularity of one of ``answers``.
    :param yields_to: IDs of the special rules of the same book this general rule gives way to: where one of them
        answers, this rule's answer does not count.
    :param scope: the hands the rule speaks to, declared as data beside it (a trait predicate); outside it the rule
        gives no answer and ``decide`` is not called. None: every game.
    :param topic: the function that sends each question of the rule's group to one rule of it (see :data:`Topic`):
        the rule answers only where it names this rule's ID. None: the rule is alone in its scope, or yields.
    :raises ValueError: an ID that is not a rule ID, or no irregularity type.
    """

    id: str
    answers: tuple[type[Irregularity], ...]
    decide: RuleFunction
    yields_to: tuple[str, ...] = ()
    scope: Scope | None = None
    topic: Topic | None = None

    def __post_init__(self) -> None:
        """Check the ID and the types."""
        base, _, aspect = self.id.partition("#")
        if not CITATION_PATTERN.match(base) or (aspect and not _ASPECT.match(aspect)):
            raise ValueError(f"rule ID {self.id!r} is not a rule ID (a catalog ID, FLOORCALL-DEFAULT-<n> or HOUSE:..)")
        if not self.answers:
            raise ValueError(f"rule {self.id} answers no irregularity type")
        bad = [t for t in self.answers if not (isinstance(t, type) and issubclass(t, Irregularity))]
        if bad:
            raise ValueError(f"rule {self.id} answers {bad}, which are not irregularity types")

    def __call__(self, irregularity: AnyIrregularity | Irregularity, hand: HandView | None) -> Ruling | None:
        """Rule on ``irregularity``: the rule's ruling, or None for another type or outside the rule's scope."""
        if not isinstance(irregularity, self.answers):
            return None
        return self.rule_on(irregularity, hand)

    def in_scope(self, hand: HandView | None) -> bool:
        """Whether the rule speaks to this hand (always, when it declares no scope)."""
        return self.scope is None or self.scope(hand)

    def rule_on(self, irregularity: Any, hand: HandView | None) -> Ruling | None:
        """The rule's own ruling on an irregularity of one of its types: None outside its scope or its topic."""
        return self.decide(irregularity, hand) if self.speaks_to(irregularity, hand) else None

    def speaks_to(self, irregularity: Any, hand: HandView | None) -> bool:
        """Whether the question is the rule's: the hand in its scope, and its topic (if any) naming it."""
        if not self.in_scope(hand):
            return False
        return self.topic is None or self.topic(irregularity, hand) == self.id

    @property
    def citation(self) -> str:
        """The catalog ID the rule implements (its ID without any ``#aspect``)."""
        return self.id.partition("#")[0]

    @property
    def name(self) -> str:
        """The ruling function's name, for messages."""
        return getattr(self.decide, "__name__", repr(self.decide))


def rule(
    rule_id: str,
    *answers: type[_I],
    yields_to: tuple[str, ...] = (),
    scope: Scope | None = None,
    topic: Topic | None = None,
) -> Callable[[Callable[[_I, HandView | None], Ruling | None]], Rule]:
    """Declare a ruling function a rule: ``@rule("TDA2024-RP10-A", DowncardExposed)``.

    :param rule_id: the rule's catalog ID (see :class:`Rule`).
    :param answers: the irregularity types the function rules on; its first argument is one of them.
    :param yields_to: the special rules this one gives way to (see :class:`Rule`).
    :param scope: the hands the rule speaks to (see :class:`Rule`): ``@rule("RROP-STUD-1", X, scope=stud_game)``.
    :param topic: the group's function naming the rule that answers (see :class:`Rule`).
    :returns: a decorator that turns the function into a :class:`Rule` (still callable as the function was).
    """

    def declare(function: Callable[[_I, HandView | None], Ruling | None]) -> Rule:
        return Rule(rule_id, tuple(answers), function, tuple(yields_to), scope, topic)

    return declare


@dataclasses.dataclass(frozen=True, slots=True)
class RuleChange:
    """A house plugin's change to one rule of the rulebook in force, addressed by the rule's ID.

    Exactly one of ``replace`` and ``amend`` is given.

    :param rule_id: the ID of the rule changed.
    :param replace: a ruling function answering instead of the rule, asked the questions the rule is asked (its
        irregularity types, in its scope and its topic); returning None means the rule does not answer at all under
        this house.
    :param amend: called with the rule's ruling; returns the ruling to give instead, or None to keep the rule's.
    :param plugin: the house plugin making the change (filled in by the floor when it is built).
    :raises ValueError: neither or both of ``replace`` and ``amend``.
    """

    rule_id: str
    replace: RuleFunction | None = None
    amend: Amendment | None = None
    plugin: str = ""

    def __post_init__(self) -> None:
        """Check that the change does one thing."""
        if (self.replace is None) == (self.amend is None):
            raise ValueError(f"a change to rule {self.rule_id} gives exactly one of replace= and amend=")

    def ruling(self, rule_: Rule, irregularity: Irregularity, hand: HandView | None) -> Ruling | None:
        """The ruling the changed rule gives."""
        if self.replace is not None:  # asked the questions the rule is asked: in its scope and its topic
            return self.replace(irregularity, hand) if rule_.speaks_to(irregularity, hand) else None
        own = rule_.rule_on(irregularity, hand)
        if own is None:
            return None
        assert self.amend is not None
        amended = self.amend(own, irregularity, hand)
        return own if amended is None else amended


def replace_rule(rule_id: str, function: RuleFunction) -> RuleChange:
    """A change that answers instead of the rule ``rule_id``: ``register(replace_rule("TDA2024-RP10-A", mine))``.

    :param rule_id: the ID of the rule of the rulebook in force.
    :param function: ``(irregularity, hand) -> Ruling | None``, asked the rule's questions only (its irregularity
        types, in its scope and topic).
    """
    return RuleChange(rule_id=rule_id, replace=function)


def amend_rule(rule_id: str, function: Amendment) -> RuleChange:
    """A change that edits the ruling of the rule ``rule_id`` (``msgspec.structs.replace`` makes the edited copy).

    :param rule_id: the ID of the rule of the rulebook in force.
    :param function: ``(ruling, irregularity, hand) -> Ruling | None``; None keeps the rule's ruling.
    """
    return RuleChange(rule_id=rule_id, amend=function)
