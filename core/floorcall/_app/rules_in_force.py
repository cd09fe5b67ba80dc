"""The rules in force: every rule of the rulebook a selection puts in force, with the house's changes by ID.

``floorcall rules`` prints it and ``GET /api/v1/rules`` answers with it. Each entry is flat (strings and tuples of
strings), so a reader can filter the list by any field. A rule that declares its scope as data
(``@rule(..., scope=stud_game)``) is listed for a game when its scope holds at some point of a hand of that game (a
sample hand played check-and-call from the deal to the end); a rule that decides its scope in its own code is listed
for every game, with no scope named. Each rule names the shipped example situations it answers under that rulebook,
found by ruling each of them (:mod:`floorcall._app.rule_examples`). :func:`rules_in_every_book` lists the rules of
every installed rulebook in one report, for a lookup across them.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

import msgspec

from floorcall._app.rule_examples import examples_answered
from floorcall._app.situation import SituationReader
from floorcall._plugins import Catalog, Floor, Selection
from floorcall.errors import ConfigError, because
from floorcall.i18n import Translator
from floorcall.model.events import AnyEvent, BetOrRaisedTo, BringInPosted, CheckedOrCalled, Folded, HandStarted
from floorcall.model.expectations import BettingOptions, HandOver
from floorcall.model.procedure import GameSpec, Stakes
from floorcall.model.types import Structure
from floorcall.rulekit import Rule, Rulebook
from floorcall.table import Table

__all__ = ["RuleEntry", "RulesReport", "render_rules", "rules_in_every_book", "rules_in_force"]


class RuleEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One rule in force.

    :param id: the rule's ID in its rulebook (a catalog ID, perhaps with ``#aspect``).
    :param title: the cited rule's title, in the reader's language ("" when no plugin describes it).
    :param summary: the project's one-sentence summary of the rule, in the reader's language ("" likewise).
    :param plugin: the plugin that answers it: the rulebook's plugin, or the house plugin that replaces it.
    :param rulebook: the rulebook the rule belongs to.
    :param under: the rulebook in force whose rules list it: ``rulebook`` itself, or a book that falls back on
        ``rulebook`` where its own rules say nothing (``wsop-2024`` for ``TDA2024-23``).
    :param answers: the kinds of irregularity it rules on (their wire names).
    :param scope: the name of the scope the rule declares, or None when its own code decides where it applies.
    :param change: ``"replaced"`` or ``"amended"`` when a house plugin changes the rule, else None.
    :param changed_by: the house plugin that changes it, or None.
    :param examples: the names of the shipped example situations (``floorcall/data/situations``, without ``.phh``)
        that this rule rules on under ``under`` and the house in force, found by ruling each example.
    """

    id: str
    title: str
    summary: str
    plugin: str
    rulebook: str
    under: str
    answers: tuple[str, ...]
    scope: str | None
    change: str | None
    changed_by: str | None
    examples: tuple[str, ...]


class RulesReport(msgspec.Struct, frozen=True, kw_only=True):
    """What ``floorcall rules`` prints: the rulebook, the game asked about (None: every game) and its rules.

    ``rulebook`` is the rulebook listed, or None for every installed rulebook at once (a lookup across them);
    ``rulebooks`` names the rulebooks listed, in order (the one, or every installed one).
    """

    rulebook: str | None
    rulebooks: tuple[str, ...]
    game: str | None
    house: tuple[str, ...]
    rules: tuple[RuleEntry, ...]


def rules_in_force(
    catalog: Catalog, selection: Selection, game: str | None, t: Translator, reader: SituationReader | None = None
) -> RulesReport:
    """The rules of the selection's rulebook, those that speak to ``game`` when one is given, sorted by ID.

    :param catalog: the installed plugins.
    :param selection: the rulebook, games and house plugins in force (the game asked about is added to its games).
    :param game: a game's name, or None for the rules of every game.
    :param t: the language of the titles.
    :param reader: the situation reader that rules the shipped examples (None: a new one).
    :raises ConfigError: no rulebook is selected, the rulebook is not built from rules (:class:`Rulebook`), or an
        unknown game, rulebook or house plugin.
    """
    name = selection.rulebook
    if name is None:
        raise ConfigError(
            because(
                "rules.no_rulebook", "no rulebook is selected: give --rulebook, or a --config whose [event] names one"
            )
        )
    if game is not None and game not in selection.games:
        selection = msgspec.structs.replace(selection, games=(*selection.games, game))
    floor = Floor(catalog, selection)
    plugin = catalog.rulebooks[name][0]
    book = floor.pm.get_plugin(plugin.name)
    if not isinstance(book, Rulebook):
        reason = because(
            "rules.not_listed",
            "rulebook {name} ({plugin}) does not list its rules",
            name=repr(name),
            plugin=plugin.label,
        )
        raise ConfigError(reason)
    # a book that falls back to another lists the rules of that book it answers with, under that book's name
    behind = book.behind
    owned = [(book, each, plugin.name) for each in book.rules.values()]
    if behind is not None:
        owned += [(behind, each, catalog.rulebooks[behind.name][0].name) for each in book.rules_behind]
    speaking = None if game is None else _scoped_rules(floor, floor.game(game), [each for _, each, _ in owned])
    answered = examples_answered(reader or SituationReader(catalog), selection)
    entries = [
        _entry(catalog, owner, each, (name, book.name), answered.get(each.id, ()), t)
        for owner, each, name in owned
        if speaking is None or each.id in speaking
    ]
    house = tuple(selection.house)
    rules = tuple(sorted(entries, key=lambda e: e.id))
    return RulesReport(rulebook=book.name, rulebooks=(book.name,), game=game, house=house, rules=rules)


def rules_in_every_book(
    catalog: Catalog, selection: Selection, game: str | None, t: Translator, reader: SituationReader | None = None
) -> RulesReport:
    """The rules of every installed rulebook under the selection's house, as :func:`rules_in_force` lists each.

    :returns: a report with ``rulebook`` None, ``rulebooks`` the installed rulebooks by name, and their rules sorted
        by ID, then by the book they are in force under (a rule a book falls back on is listed under both).
    :raises ConfigError: as :func:`rules_in_force`, for any of the rulebooks.
    """
    reader = reader or SituationReader(catalog)
    names = tuple(sorted(catalog.rulebooks))
    reports = [
        rules_in_force(catalog, msgspec.structs.replace(selection, rulebook=name), game, t, reader) for name in names
    ]
    rules = tuple(sorted((entry for report in reports for entry in report.rules), key=lambda e: (e.id, e.under)))
    return RulesReport(rulebook=None, rulebooks=names, game=game, house=tuple(selection.house), rules=rules)


def _entry(
    catalog: Catalog, book: Rulebook, each: Rule, names: tuple[str, str], examples: tuple[str, ...], t: Translator
) -> RuleEntry:
    plugin, under = names
    change = book.changes.get(each.id)
    found = catalog.rule_source(each.citation)
    shown = None if found is None else t.rule_summary(found[1], found[0].domain)
    return RuleEntry(
        id=each.id,
        title="" if shown is None else shown.title,
        summary="" if shown is None else shown.summary,
        plugin=change.plugin if change is not None and change.replace is not None else plugin,
        rulebook=book.name,
        under=under,
        answers=tuple(sorted(_wire_name(kind) for kind in each.answers)),
        scope=None if each.scope is None else getattr(each.scope, "__name__", repr(each.scope)),
        change=None if change is None else ("replaced" if change.replace is not None else "amended"),
        changed_by=None if change is None else change.plugin,
        examples=examples,
    )


def _wire_name(kind: type) -> str:
    tag = kind.__struct_config__.tag if hasattr(kind, "__struct_config__") else None
    return str(tag) if isinstance(tag, str) else kind.__name__


def _scoped_rules(floor: Floor, game: GameSpec, rules: Iterable[Rule]) -> set[str]:
    """The IDs of the rules that speak to ``game``.

    Those are the rules without a declared scope, and those whose scope holds at some point of a hand of the game,
    from the deal to the end, played check-and-call.
    """
    from floorcall._app.simulate import new_hand, next_event

    speaking = {each.id for each in rules if each.scope is None}
    scoped = [each for each in rules if each.scope is not None]
    table = Table.of([1000] * min(6, game.max_seats))
    rng = random.Random(0)
    hand = new_hand(floor, HandStarted(game=game.name, table=table, stakes=_sample_stakes(game)), rng)
    for _ in range(2000):  # a guard; a check-and-call hand ends long before
        speaking.update(each.id for each in scoped if each.in_scope(hand.view))
        expectation = hand.expected()
        if type(expectation) is HandOver:
            break
        hand.apply(next_event(hand, expectation, rng, _check_or_call))
    return speaking


def _check_or_call(options: BettingOptions, rng: random.Random) -> AnyEvent:
    if options.bring_in is not None:
        return BringInPosted(seat=options.seat)
    if options.can_check or options.call > 0:
        return CheckedOrCalled(seat=options.seat)
    if options.bet_to:
        return BetOrRaisedTo(seat=options.seat, amount=options.bet_to[0])
    return Folded(seat=options.seat)


def _sample_stakes(game: GameSpec) -> Stakes:
    """Small stakes that fit the game's structure and opening (a bring-in, or blinds)."""
    limit = game.structure is Structure.FIXED_LIMIT
    if game.upcards > 0:
        return Stakes(ante=1, bring_in=2, small_bet=4, big_bet=8 if limit else None)
    return Stakes(small_bet=2, big_bet=4 if limit else None, blinds=(1, 2))


def render_rules(report: RulesReport, t: Translator) -> str:
    """The report as a text table in ``t``'s language, one rule a row.

    The columns: ID, title, the plugin that answers, scope, house change and the shipped examples the rule answers;
    across every rulebook, the rulebook each rule is in force under first. IDs, plugin, scope and example names stay
    as written; the heading, the titles and the words of a change are translated.
    """
    from floorcall._app.report import text_table

    rows = [
        (
            *(() if report.rulebook is not None else (entry.under,)),
            entry.id,
            entry.title or "-",
            entry.plugin,
            entry.scope or t.words("rules.scope.own", "(scope in its code)"),
            _change_words(entry, t),
            ", ".join(entry.examples),
        )
        for entry in report.rules
    ]
    return _heading(report, t) + "\n" + text_table(rows)


def _heading(report: RulesReport, t: Translator) -> str:
    if report.rulebook is None:
        books = ", ".join(report.rulebooks)
        if report.game is None:
            return t.words("rules.heading.every", "rules of every installed rulebook ({rulebooks}):", rulebooks=books)
        return t.words(
            "rules.heading.every.game",
            "rules of every installed rulebook ({rulebooks}) for {game}:",
            rulebooks=books,
            game=report.game,
        )
    if report.game is None:
        return t.words("rules.heading", "rules of {rulebook} in force:", rulebook=report.rulebook)
    return t.words(
        "rules.heading.game", "rules of {rulebook} in force for {game}:", rulebook=report.rulebook, game=report.game
    )


def _change_words(entry: RuleEntry, t: Translator) -> str:
    if entry.changed_by is None:
        return ""
    if entry.change == "replaced":
        return t.words("rules.replaced", "replaced by {plugin}", plugin=entry.changed_by)
    return t.words("rules.amended", "amended by {plugin}", plugin=entry.changed_by)
