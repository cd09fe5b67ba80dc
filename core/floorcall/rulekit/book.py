"""A rulebook plugin built from its rules: dispatch by irregularity type, rules addressable by ID.

A rulebook is a :class:`Rulebook` given its spec, its options and its rules; its entry point names the object::

    plugin = Rulebook(RULEBOOK, rules=(*stud.RULES, *draw.RULES), options=OPTIONS,
                      substantial=count_substantial_action)          # entry point: "my-book = my_book:plugin"

Asked for a ruling, the book looks up the rules declared for the irregularity's type and asks every one of them.
At most one may answer: two answers are the book's error (:class:`RuleConflictError`), never settled by the order
the rules were listed in; a general rule that declares it ``yields_to`` a special one does not count where that one
answers. The floor gives each house plugin's :class:`~floorcall.rulekit.rules.RuleChange` to the
book in force (:meth:`Rulebook.with_changes`), which then asks the change instead of the rule it addresses.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple

from floorcall.errors import FloorcallError
from floorcall.hookspecs import hookimpl
from floorcall.rulekit.fallback import Adopted, Fallback, adopted_rule
from floorcall.rulekit.rules import Rule, RuleChange

if TYPE_CHECKING:
    from floorcall._mechanics.pots import Pot
    from floorcall.model.irregularities import AnyIrregularity, Irregularity
    from floorcall.model.procedure import OptionSpec, RulebookSpec
    from floorcall.model.rulings import RuleSummary, Ruling
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
    from floorcall.rulekit.tournament import TournamentRules
    from floorcall.view import HandView

__all__ = ["RuleAnswer", "RuleConflictError", "Rulebook"]


class RuleConflictError(FloorcallError):
    """Two rules of one rulebook answered the same question: the book is wrong, and no ruling is given.

    :param book: the rulebook's name.
    :param irregularity: what was asked about.
    :param rule_ids: the IDs of the rules that answered.
    """

    def __init__(self, book: str, irregularity: object, rule_ids: Sequence[str]) -> None:
        self.book = book
        self.rule_ids = tuple(rule_ids)
        super().__init__(
            f"rulebook {book}: rules {', '.join(self.rule_ids)} all answer {type(irregularity).__name__}; "
            "exactly one rule may answer a question"
        )


class RuleAnswer(NamedTuple):
    """A ruling with the rule that gave it and, when a house plugin changed that rule, the change."""

    ruling: Ruling
    rule: Rule
    change: RuleChange | None

    def ruled_by(self, book: str) -> str:
        """``<plugin>/<rule id>``: the plugin that answered (``book``, or the house plugin that changed the rule)."""
        return f"{self.change.plugin if self.change is not None else book}/{self.rule.id}"


class _Recent(threading.local):
    """The book's last answer, kept per thread (read back by :meth:`Rulebook.source_of` after the hook returns).

    A floor, and so its book, is shared by the threads of ``floorcall serve``: one shared answer would let another
    hand's ruling, given in between, name the wrong rule in ``ruled_by``.
    """

    answer: RuleAnswer | None = None


class Rulebook:
    """A rulebook's hook implementations, answering from its rules by irregularity type.

    :param spec: the rulebook it declares (name, description, defaults for options).
    :param rules: its rules, in any order; their IDs are unique.
    :param options: the options it declares (shared ones come from :mod:`floorcall.rulekit.options`).
    :param summaries: a title and one-line summary of every rule it cites, for people reading its rulings.
    :param substantial: ``(hand) -> bool``, the book's count of substantial action, if it has one.
    :param award: ``(hand, pots) -> {seat: chips} | None``, the book's own settlement where it differs from the game's
        (None lets the game award).
    :param award_citations: ``(hand, pots, payouts) -> rule IDs``, the rules of the book that settled the pots (side
        pots, odd chips), named in the hand's award record.
    :param former_citations: for a rule ID the book now cites, the IDs its rulings cited before for the same ruling
        (a project default that the lineage's own text replaced): a hand file that recorded one still replays.
    :param tournament: the book's answers to the tournament's questions (seating, balancing, breaking, the
        colour-up, hand for hand), if it has any.
    :param fallback: the installed rulebook the book follows where its own rules are silent, with the book's own IDs
        for that book's rules (see :mod:`floorcall.rulekit.fallback`); the floor binds it (:meth:`with_fallback`).
    :raises ValueError: two rules share an ID, or a rule yields to a rule the book lacks or that answers other types.
    """

    def __init__(
        self,
        spec: RulebookSpec,
        rules: Iterable[Rule],
        *,
        options: Sequence[OptionSpec] = (),
        summaries: Sequence[RuleSummary] = (),
        substantial: Callable[[HandView], bool] | None = None,
        award: Callable[[HandView, tuple[Pot, ...]], dict[int, int] | None] | None = None,
        award_citations: Callable[[HandView, tuple[Pot, ...], dict[int, int]], tuple[str, ...]] | None = None,
        former_citations: Mapping[str, Sequence[str]] | None = None,
        tournament: TournamentRules | None = None,
        fallback: Fallback | None = None,
    ) -> None:
        """Index the rules by ID and by the irregularity types they answer."""
        self.spec = spec
        self.options = tuple(options)
        self.summaries = tuple(summaries)
        self._substantial = substantial
        self._award = award
        self._award_citations = award_citations
        self.former_citations = {now: tuple(before) for now, before in (former_citations or {}).items()}
        self.tournament = tournament
        self.fallback = fallback
        self.behind: Rulebook | None = None
        self._sources: dict[str, Rule] = {}
        self.rules: dict[str, Rule] = {}
        index: dict[type[Irregularity], list[Rule]] = {}
        for each in rules:
            if each.id in self.rules:
                raise ValueError(f"rulebook {spec.name}: two rules have the ID {each.id}")
            self.rules[each.id] = each
            for kind in each.answers:
                index.setdefault(kind, []).append(each)
        self._index: Mapping[type[Irregularity], tuple[Rule, ...]] = {k: tuple(v) for k, v in index.items()}
        for each in self.rules.values():
            for special in each.yields_to:
                other = self.rules.get(special)
                if other is None or not set(other.answers) & set(each.answers):
                    raise ValueError(
                        f"rulebook {spec.name}: rule {each.id} yields to {special}, which it lacks or "
                        "which answers other irregularities"
                    )
        self.changes: Mapping[str, RuleChange] = {}
        self._recent = _Recent()

    def __repr__(self) -> str:
        return f"Rulebook({self.spec.name!r})"

    @property
    def name(self) -> str:
        """The rulebook's name."""
        return self.spec.name

    def rules_for(self, kind: type[Irregularity]) -> tuple[Rule, ...]:
        """The rules that answer irregularities of type ``kind``."""
        return self._index.get(kind, ())

    def with_changes(self, changes: Iterable[RuleChange]) -> Rulebook:
        """A copy of this book (sharing its rules) in which house changes answer instead of the rules they name.

        :param changes: at most one change per rule ID, each naming its plugin.
        :raises KeyError: a change names a rule this book does not have; the message names the plugin and the ID.
        :raises ValueError: two changes name one rule.
        """
        bound = Rulebook.__new__(Rulebook)
        bound.__dict__.update(self.__dict__)
        by_id: dict[str, RuleChange] = {}
        for change in changes:
            if change.rule_id not in self.rules:
                raise KeyError(f"{change.plugin} changes rule {change.rule_id}, which {self.name} does not have")
            if change.rule_id in by_id:
                raise ValueError(f"{change.plugin} and {by_id[change.rule_id].plugin} both change {change.rule_id}")
            by_id[change.rule_id] = change
        bound.changes = by_id
        bound._recent = _Recent()
        return bound

    def with_fallback(self, behind: Rulebook) -> Rulebook:
        """A copy of this book that answers from ``behind`` where its own rules are silent, its adopted rules bound.

        :param behind: the rulebook this book's :class:`~floorcall.rulekit.fallback.Fallback` names (its floor copy).
        :raises ValueError: the book names no fallback, names another book, or adopts a rule ``behind`` lacks or
            that answers other irregularity types.
        """
        if self.fallback is None or self.fallback.book != behind.name:
            raise ValueError(f"rulebook {self.name} does not fall back to {behind.name}")
        bound = Rulebook.__new__(Rulebook)
        bound.__dict__.update(self.__dict__)
        rules: dict[str, Rule] = {}
        sources: dict[str, Rule] = {}
        for each in self.rules.values():
            if isinstance(each.decide, Adopted):
                source = behind.rules.get(each.decide.rule_id)
                if source is None:
                    raise ValueError(
                        f"rulebook {self.name}: rule {each.id} adopts {each.decide.rule_id}, which "
                        f"{behind.name} does not have"
                    )
                sources[each.id] = source
                each = adopted_rule(each, source, self.fallback)
            rules[each.id] = each
        index: dict[type[Irregularity], list[Rule]] = {}
        for each in rules.values():
            for kind in each.answers:
                index.setdefault(kind, []).append(each)
        bound.rules, bound._sources, bound.behind = rules, sources, behind
        bound.tournament = self.tournament if self.tournament is not None else behind.tournament
        bound._award = self._award if self._award is not None else behind._award
        bound._index = {k: tuple(v) for k, v in index.items()}
        bound._recent = _Recent()
        return bound

    def adopted_source(self, rule_id: str) -> Rule | None:
        """The other book's rule whose rulings this book's adopted rule ``rule_id`` gives.

        :returns: that rule; None when ``rule_id`` is not adopted or the book is not bound to its fallback yet.
        """
        return self._sources.get(rule_id)

    @property
    def rules_behind(self) -> tuple[Rule, ...]:
        """The rules of the bound fallback book that answer for this one (those it does not adopt)."""
        if self.behind is None:
            return ()
        adopted = {source.id for source in self._sources.values()}
        return tuple(each for each in self.behind.rules.values() if each.id not in adopted)

    def answers(self, irregularity: AnyIrregularity | Irregularity, hand: HandView | None) -> list[RuleAnswer]:
        """Every rule's answer to the question (a correct book gives at most one), changes applied.

        :param irregularity: what went wrong.
        :param hand: the hand it happened in, or None.
        :returns: the rules that answered, with their rulings, in the order they were declared.
        """
        found = self.every_answer(irregularity, hand)
        answered = {a.rule.id for a in found}
        own = [a for a in found if not answered.intersection(a.rule.yields_to)]
        if self.behind is None or self.fallback is None:
            return own
        if own and not any(self._sources[a.rule.id].yields_to for a in own if a.rule.id in self._sources):
            return own
        behind = self.behind.answers(irregularity, hand)
        ruled = {a.rule.id for a in behind}
        own = [
            a
            for a in own
            if a.rule.id not in self._sources or not ruled.intersection(self._sources[a.rule.id].yields_to)
        ]
        if own:
            return own
        adopted = {source.id for source in self._sources.values()}
        recite = self.fallback.recite
        return [RuleAnswer(recite(a.ruling, hand), a.rule, a.change) for a in behind if a.rule.id not in adopted]

    def every_answer(self, irregularity: AnyIrregularity | Irregularity, hand: HandView | None) -> list[RuleAnswer]:
        """Every rule's answer, before general rules give way to the special ones they yield to."""
        found = []
        for each in self._index.get(type(irregularity), ()):
            change = self.changes.get(each.id)
            ruling = change.ruling(each, irregularity, hand) if change is not None else each.rule_on(irregularity, hand)
            if ruling is not None:
                found.append(RuleAnswer(ruling, each, change))
        return found

    def answer(self, irregularity: AnyIrregularity | Irregularity, hand: HandView | None) -> RuleAnswer | None:
        """The one rule's answer, or None when no rule of the book answers.

        :raises RuleConflictError: two rules answered.
        """
        found = self.answers(irregularity, hand)
        if len(found) > 1:
            raise RuleConflictError(self.name, irregularity, [a.rule.id for a in found])
        return found[0] if found else None

    def cites_alike(self, got: Sequence[str], recorded: Sequence[str]) -> bool:
        """Whether a ruling's citations are those recorded, each the same ID or one of its former IDs.

        :param got: the citations of a ruling given now.
        :param recorded: the citations a hand file recorded for it.
        """
        return len(got) == len(recorded) and all(
            now == before or before in self.former_citations.get(now, ())
            for now, before in zip(got, recorded, strict=True)
        )

    def source_of(self, ruling: Ruling) -> RuleAnswer | None:
        """The rule (and any house change) that gave this book's last ruling, or None when ``ruling`` is not it."""
        last = self._recent.answer
        return last if last is not None and last.ruling == ruling else None

    # -- hook implementations --------------------------------------------------------------------------------------

    @hookimpl
    def floorcall_register_rulebooks(self, register: Callable[[RulebookSpec], None]) -> None:
        """Declare the rulebook and its defaults for options."""
        register(self.spec)

    @hookimpl
    def floorcall_register_options(self, register: Callable[[OptionSpec], None]) -> None:
        """Declare the options the rulebook reads."""
        for option in self.options:
            register(option)

    @hookimpl
    def floorcall_register_rules(self, register: Callable[[RuleSummary], None]) -> None:
        """Describe the rules the rulebook cites."""
        for summary in self.summaries:
            register(summary)

    @hookimpl
    def floorcall_rule_irregularity(self, irregularity: AnyIrregularity, hand: HandView | None) -> Ruling | None:
        """The ruling of the one rule that answers, or None when the book has no rule for it."""
        found = self.answer(irregularity, hand)
        if found is None:
            return None
        self._recent.answer = found
        return found.ruling

    @hookimpl
    def floorcall_count_substantial_action(self, hand: HandView) -> bool | None:
        """The book's count of substantial action (None when it leaves it to the core)."""
        if self._substantial is None:
            return self.behind.floorcall_count_substantial_action(hand) if self.behind is not None else None
        return self._substantial(hand)

    @hookimpl
    def floorcall_award_pots(self, hand: HandView, pots: tuple[Pot, ...]) -> dict[int, int] | None:
        """The book's award where its settlement differs from the game's, else None."""
        return self._award(hand, pots) if self._award is not None else None

    @hookimpl
    def floorcall_cite_award(
        self, hand: HandView, pots: tuple[Pot, ...], payouts: dict[int, int]
    ) -> tuple[str, ...] | None:
        """The book's rules that settled the pots, or None when the book names none."""
        if self._award_citations is None:
            if self.behind is None or self.fallback is None:
                return None
            cited = self.behind.floorcall_cite_award(hand, pots, payouts)
            return None if cited is None else self.fallback.recite_ids(cited)
        return self._award_citations(hand, pots, payouts)

    @hookimpl
    def floorcall_rule_seating(self, question: SeatingQuestion) -> SeatingRuling | None:
        """The book's seating of an entrant (None when it has no tournament rules)."""
        return self.tournament.seating(question) if self.tournament is not None else None

    @hookimpl
    def floorcall_rule_balancing(self, question: BalancingQuestion) -> BalancingRuling | None:
        """The book's balancing procedure (None when it has no tournament rules)."""
        return self.tournament.balancing(question) if self.tournament is not None else None

    @hookimpl
    def floorcall_rule_breaking(self, question: BreakingQuestion) -> BreakingRuling | None:
        """The book's draw for a broken table (None when it has no tournament rules)."""
        return self.tournament.breaking(question) if self.tournament is not None else None

    @hookimpl
    def floorcall_rule_colour_up(self, question: ColourUpQuestion) -> ColourUpRuling | None:
        """The book's chip race (None when it has no tournament rules)."""
        return self.tournament.colour_up(question) if self.tournament is not None else None

    @hookimpl
    def floorcall_rule_hand_for_hand(self, question: HandForHandQuestion) -> HandForHandRuling | None:
        """The book's places for players out together (None when it has no tournament rules)."""
        return self.tournament.hand_for_hand(question) if self.tournament is not None else None

    @hookimpl
    def floorcall_rule_penalty(self, question: PenaltyQuestion) -> PenaltyRuling | None:
        """The book's serving of a missed-hands penalty (None when it has no tournament rules or none on penalties)."""
        rules = self.tournament
        return rules.penalty(question) if rules is not None and rules.penalty is not None else None
