"""A rulebook that follows another where it is silent: the book it falls back to, and the rules it adopts from it.

A book whose text repeats another's in many places (the WSOP tournament rules and the TDA's) names that other
book, an installed rulebook, with a :class:`Fallback`, and lists among its own rules the ones it *adopts*: a rule of
its own ID whose rulings are those of a rule of the other book (:func:`adopt`). The floor binds the named book when
the citing book is put in force (:meth:`~floorcall.rulekit.book.Rulebook.with_fallback`); then, asked a question,
the citing book answers from its own rules (adopted ones included) and, where none answers, from the other book's.
Every ruling that comes from the other book has its citations recited: an ID the citing book has its own word for
is replaced by that word (:attr:`Fallback.recites`), the others stay, so a ruling names what the book fell back to.
A house plugin changes an adopted rule by the citing book's ID.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

import msgspec

from floorcall.rulekit.rules import Rule

if TYPE_CHECKING:
    from floorcall.model.irregularities import Irregularity
    from floorcall.model.rulings import Ruling
    from floorcall.view import HandView

__all__ = ["Adopted", "Fallback", "adopt", "adopted_rule"]


@dataclasses.dataclass(frozen=True, slots=True)
class Fallback:
    """The rulebook a book follows where its own rules give no answer, and the book's own IDs for its rules.

    :param book: the installed rulebook's name (``"tda-2024"``).
    :param recites: a rule ID the other book's rulings cite -> the citing book's own ID for the same rule.
    :param adjust: ``(ruling, hand) -> Ruling``, the citing book's change to every ruling taken from the other book,
        after its citations are recited (where the two books agree on a cause but not on a consequence); None:
        none.
    :raises ValueError: no book named.
    """

    book: str
    recites: Mapping[str, str] = dataclasses.field(default_factory=dict)
    adjust: Callable[[Ruling, HandView | None], Ruling] | None = None

    def __post_init__(self) -> None:
        """Check that a book is named."""
        if not self.book:
            raise ValueError("a fallback names the rulebook it falls back to")

    def recite(self, ruling: Ruling, hand: HandView | None) -> Ruling:
        """``ruling`` with its citations in the citing book's IDs (order kept), then the citing book's adjustment.

        :param ruling: a ruling of the other book.
        :param hand: the hand it was given in (for the adjustment), or None.
        """
        cited = tuple(dict.fromkeys(self.recites.get(each, each) for each in ruling.citations))
        own = ruling if cited == ruling.citations else msgspec.structs.replace(ruling, citations=cited)
        return own if self.adjust is None else self.adjust(own, hand)

    def recite_ids(self, citations: tuple[str, ...]) -> tuple[str, ...]:
        """The citing book's IDs for a tuple of the other book's citations (an award's, say)."""
        return tuple(dict.fromkeys(self.recites.get(each, each) for each in citations))


class Adopted:
    """The ruling function of an adopted rule before the floor binds the book it comes from: it never answers.

    :param rule_id: the ID of the rule of the other book whose rulings the adopted rule gives.
    """

    __slots__ = ("__name__", "rule_id")

    def __init__(self, rule_id: str) -> None:
        self.rule_id = rule_id
        self.__name__ = f"adopted_{rule_id}"

    def __call__(self, irregularity: object, hand: HandView | None) -> Ruling | None:
        """No answer: the book the rule comes from is not bound yet."""
        return None


def adopt(rule_id: str, source_id: str, *answers: type[Irregularity], yields_to: tuple[str, ...] = ()) -> Rule:
    """A rule of the citing book, ``rule_id``, that rules as the other book's rule ``source_id`` does.

    :param rule_id: the citing book's own ID for the rule (``"WSOP24T-88a.3"``).
    :param source_id: the ID of the rule in the book named by the citing book's :class:`Fallback`.
    :param answers: the irregularity types the rule answers (those of the other book's rule; checked when bound).
    :param yields_to: the citing book's own special rules it gives way to (see :class:`~floorcall.rulekit.Rule`).
    :raises ValueError: as :class:`~floorcall.rulekit.rules.Rule` (a bad ID, no type).
    """
    return Rule(id=rule_id, answers=tuple(answers), decide=Adopted(source_id), yields_to=tuple(yields_to))


def adopted_rule(own: Rule, source: Rule, fallback: Fallback) -> Rule:
    """The adopted rule ``own`` bound to the other book's rule ``source``: its rulings, recited, in its scope.

    :raises ValueError: the two rules answer different irregularity types.
    """
    if set(own.answers) != set(source.answers):
        raise ValueError(
            f"rule {own.id} adopts {source.id}, which answers {sorted(t.__name__ for t in source.answers)}, "
            f"not {sorted(t.__name__ for t in own.answers)}"
        )

    def decide(irregularity: object, hand: HandView | None) -> Ruling | None:
        given = source.rule_on(irregularity, hand)
        return None if given is None else fallback.recite(given, hand)

    decide.__name__ = getattr(source.decide, "__name__", source.id)
    return dataclasses.replace(own, decide=decide, scope=source.scope)
