"""The rules in force: every rule of the rulebook a selection puts in force, with the house's changes by ID.

``floorcall rules`` prints it and ``GET /api/v1/rules`` answers with it. Each entry is flat (strings and tuples of
strings), so a reader can filter the list by any field. A rule that declares its scope as data
(``@rule(..., scope=stud_game)``) is listed for a game when its scope holds at some point of a hand of that game (a
sample hand played check-and-call from the deal to the end); a rule that decides its scope in its own code is listed
for every game, with no scope named.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

import msgspec

from floorcall._plugins import Catalog, Floor, Selection
from floorcall.errors import ConfigError
from floorcall.i18n import Translator
from floorcall.model.events import AnyEvent, BetOrRaisedTo, BringInPosted, CheckedOrCalled, Folded, HandStarted
from floorcall.model.expectations import BettingOptions, HandOver
from floorcall.model.procedure import GameSpec, Stakes
from floorcall.model.types import Structure
from floorcall.rulekit import Rule, Rulebook
from floorcall.table import Table

__all__ = ["RuleEntry", "RulesReport", "render_rules", "rules_in_force"]


class RuleEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One rule in force.

    :param id: the rule's ID in its rulebook (a catalog ID, perhaps with ``#aspect``).
    :param title: the cited rule's title, in the reader's language ("" when no plugin describes it).
    :param summary: the project's one-sentence summary of the rule, in the reader's language ("" likewise).
    :param plugin: the plugin that answers it: the rulebook's plugin, or the house plugin that replaces it.
    :param rulebook: the rulebook the rule belongs to.
    :param answers: the kinds of irregularity it rules on (their wire names).
    :param scope: the name of the scope the rule declares, or None when its own code decides where it applies.
    :param change: ``"replaced"`` or ``"amended"`` when a house plugin changes the rule, else None.
    :param changed_by: the house plugin that changes it, or None.
    """

    id: str
    title: str
    summary: str
    plugin: str
    rulebook: str
    answers: tuple[str, ...]
    scope: str | None
    change: str | None
    changed_by: str | None


class RulesReport(msgspec.Struct, frozen=True, kw_only=True):
    """What ``floorcall rules`` prints: the rulebook, the game asked about (None: every game) and its rules."""

    rulebook: str
    game: str | None
    house: tuple[str, ...]
    rules: tuple[RuleEntry, ...]


def rules_in_force(catalog: Catalog, selection: Selection, game: str | None, t: Translator) -> RulesReport:
    """The rules of the selection's rulebook, those that speak to ``game`` when one is given, sorted by ID.

    :param catalog: the installed plugins.
    :param selection: the rulebook, games and house plugins in force (the game asked about is added to its games).
    :param game: a game's name, or None for the rules of every game.
    :param t: the language of the titles.
    :raises ConfigError: no rulebook is selected, the rulebook is not built from rules (:class:`Rulebook`), or an
        unknown game, rulebook or house plugin.
    """
    name = selection.rulebook
    if name is None:
        raise ConfigError("no rulebook is selected: give --rulebook, or a --config whose [event] names one")
    if game is not None and game not in selection.games:
        selection = msgspec.structs.replace(selection, games=(*selection.games, game))
    floor = Floor(catalog, selection)
    plugin = catalog.rulebooks[name][0]
    book = floor.pm.get_plugin(plugin.name)
    if not isinstance(book, Rulebook):
        raise ConfigError(f"rulebook {name!r} ({plugin.label}) does not list its rules")
    rules = tuple(book.rules.values())
    speaking = None if game is None else _scoped_rules(floor, floor.game(game), rules)
    entries = [_entry(catalog, book, each, plugin.name, t) for each in rules if speaking is None or each.id in speaking]
    house = tuple(selection.house)
    return RulesReport(rulebook=book.name, game=game, house=house, rules=tuple(sorted(entries, key=lambda e: e.id)))


def _entry(catalog: Catalog, book: Rulebook, each: Rule, plugin: str, t: Translator) -> RuleEntry:
    change = book.changes.get(each.id)
    found = catalog.rule_source(each.citation)
    shown = None if found is None else t.rule_summary(found[1], found[0].domain)
    return RuleEntry(
        id=each.id,
        title="" if shown is None else shown.title,
        summary="" if shown is None else shown.summary,
        plugin=change.plugin if change is not None and change.replace is not None else plugin,
        rulebook=book.name,
        answers=tuple(sorted(_wire_name(kind) for kind in each.answers)),
        scope=None if each.scope is None else getattr(each.scope, "__name__", repr(each.scope)),
        change=None if change is None else ("replaced" if change.replace is not None else "amended"),
        changed_by=None if change is None else change.plugin,
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
    """The report as a text table in ``t``'s language: ID, title, the plugin that answers, scope, house change.

    IDs, plugin and scope names stay as written; the heading, the titles and the words of a change are translated.
    """
    from floorcall._app.report import text_table

    if report.game is None:
        heading = t.words("rules.heading", "rules of {rulebook} in force:", rulebook=report.rulebook)
    else:
        heading = t.words(
            "rules.heading.game", "rules of {rulebook} in force for {game}:", rulebook=report.rulebook, game=report.game
        )
    rows = [
        (
            entry.id,
            entry.title or "-",
            entry.plugin,
            entry.scope or t.words("rules.scope.own", "(scope in its code)"),
            _change_words(entry, t),
        )
        for entry in report.rules
    ]
    return heading + "\n" + text_table(rows)


def _change_words(entry: RuleEntry, t: Translator) -> str:
    if entry.changed_by is None:
        return ""
    if entry.change == "replaced":
        return t.words("rules.replaced", "replaced by {plugin}", plugin=entry.changed_by)
    return t.words("rules.amended", "amended by {plugin}", plugin=entry.changed_by)
