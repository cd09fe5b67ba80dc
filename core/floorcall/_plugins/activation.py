"""Activation and options: which installed plugins a selection puts in force, in what order, with which option values.

A :class:`Selection` names the games, the rulebook, the house plugins and the house's option values. The functions
here pick the plugins it names from the catalog (an unknown name is a :class:`~floorcall.errors.ConfigError` listing
the installed ones), bind a kit-built rulebook to the house plugins' rule changes, and resolve every option's value
and where it comes from. :class:`~floorcall._plugins.floor.Floor` registers what they return.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence

from floorcall._plugins import defaults
from floorcall._plugins.discovery import (
    CORE_DEFAULTS,
    Catalog,
    PluginInfo,
    check_option_declarations,
    declarations,
    listed,
)
from floorcall._plugins.option_problems import option_problem
from floorcall.errors import ConfigError, PluginLoadError, because
from floorcall.model.messages import Message
from floorcall.model.procedure import GameSpec, OptionDefault, OptionSpec, OptionValue, RulebookSpec
from floorcall.model.selection import Selection
from floorcall.rulekit.book import Rulebook
from floorcall.rulekit.rules import RuleChange

__all__ = [
    "bound_rulebook",
    "game_plugins",
    "house_plugins",
    "option_specs",
    "resolve_options",
    "rulebook_plugin",
]


def game_plugins(catalog: Catalog, selection: Selection) -> list[PluginInfo]:
    """The plugins of the selection's games, each once, in the selection's order.

    :raises ConfigError: a game no installed plugin provides.
    """
    plugins: list[PluginInfo] = []
    for game in selection.games:
        if game not in catalog.games:
            message = because(
                "config.unknown_game",
                "unknown game {name}; installed games: {installed}",
                name=repr(game),
                installed=listed(catalog.games),
            )
            raise ConfigError(message)
        info = catalog.games[game][0]
        if info not in plugins:
            plugins.append(info)
    return plugins


def rulebook_plugin(catalog: Catalog, selection: Selection) -> list[PluginInfo]:
    """The plugin of the selection's rulebook (none without a rulebook).

    :raises ConfigError: a rulebook no installed plugin provides.
    """
    name = selection.rulebook
    if name is None:
        return []
    if name not in catalog.rulebooks:
        message = because(
            "config.unknown_rulebook",
            "unknown rulebook {name}; installed rulebooks: {installed}",
            name=repr(name),
            installed=listed(catalog.rulebooks),
        )
        raise ConfigError(message)
    return [catalog.rulebooks[name][0]]


def bound_rulebook(catalog: Catalog, info: PluginInfo, house: Sequence[PluginInfo]) -> object:
    """The floor's own copy of a kit-built rulebook, with the house plugins' changes to its rules by ID.

    A book that falls back to another (:class:`~floorcall.rulekit.fallback.Fallback`) is bound to that book's own
    copy, which takes the changes to its rules the citing book does not have.

    :param house: the house plugins in force, lowest precedence first (the first listed in the config wins).
    :raises PluginLoadError: a house plugin changes a rule that no installed rulebook has, or the book falls back to
        a rulebook that is not installed or cannot be bound.
    """
    book = info.obj
    if not isinstance(book, Rulebook):
        return book
    if book.fallback is not None:
        name = book.fallback.book
        behind = catalog.rulebooks[name][0] if name in catalog.rulebooks else None
        if behind is None or not isinstance(behind.obj, Rulebook) or behind.obj.fallback is not None:
            reason = because(
                "plugin.activation.unknown_fallback",
                "falls back to rulebook {book}, which is not an installed rulebook built from rules without a "
                "fallback of its own",
                book=repr(name),
            )
            raise PluginLoadError(info.label, reason)
        own = bound_rulebook(catalog, behind, house)
        assert isinstance(own, Rulebook)
        try:
            book = book.with_fallback(own.with_changes(c for c in own.changes.values() if c.rule_id not in book.rules))
        except ValueError as exc:
            raise PluginLoadError(info.label, exc) from exc
    books = [p.obj for p in catalog.plugins.values() if isinstance(p.obj, Rulebook)]
    known = {rule_id for each in books for rule_id in each.rules}
    chosen: dict[str, RuleChange] = {}
    for plugin in house:
        for change in plugin.rule_changes:
            if change.rule_id not in known:
                reason = because(
                    "plugin.activation.unknown_rule",
                    "changes rule {rule}, which no installed rulebook has",
                    rule=repr(change.rule_id),
                )
                raise PluginLoadError(plugin.label, reason)
            if change.rule_id in book.rules:
                chosen[change.rule_id] = change
    return book.with_changes(chosen.values())


def house_plugins(catalog: Catalog, selection: Selection) -> list[PluginInfo]:
    """The selection's house plugins, lowest precedence first (the reverse of the config's order).

    :raises ConfigError: a house plugin that is not installed.
    """
    house = [n for n, p in catalog.plugins.items() if p.kind == "house"]
    plugins = []
    for name in reversed(selection.house):
        if name not in catalog.plugins:
            message = because(
                "config.unknown_house_plugin",
                "unknown house plugin {name}; installed house plugins: {installed}",
                name=repr(name),
                installed=listed(house),
            )
            raise ConfigError(message)
        plugins.append(catalog.plugins[name])
    return plugins


def resolve_options(
    active: Sequence[PluginInfo], selection: Selection, rulebook: RulebookSpec | None, game: GameSpec | None = None
) -> tuple[dict[str, OptionSpec], dict[str, OptionValue], dict[str, str]]:
    """Every option in force, its value and where the value comes from, each value checked once here.

    Values, lowest precedence first: the declaration's default, the rulebook's default, the house plugins'
    defaults (the first listed in the config last, so it wins), the config's ``[house] options``. A rulebook's or
    house plugin's default for some games (``OptionDefault.games``) applies only when ``game`` matches, and then
    over that plugin's default for every game.

    :param active: the plugins in force besides the core defaults.
    :param game: the game of the hand the values are for, or None for the values of no particular game.
    :raises ConfigError: an unknown option, or a value of the wrong type (naming where the value comes from).
    :raises PluginLoadError: two plugins declare one option differently.
    """
    specs: dict[str, OptionSpec] = {}
    sources: dict[str, str] = {}
    declared: dict[str, tuple[str, OptionSpec]] = {}
    for info in (_core_declarations(), *active):
        check_option_declarations(info.label, info.options, declared)
        for spec in info.options:
            specs.setdefault(spec.name, spec)
            sources.setdefault(spec.name, f"default ({info.name})")
    values: dict[str, OptionValue] = {name: spec.default for name, spec in specs.items()}
    book = _Source(declared, rulebook=selection.rulebook)
    for default in for_game(rulebook.defaults if rulebook else (), game):
        if default.option in specs:
            values[default.option] = _checked(specs, default.option, default.value, book)
            sources[default.option] = f"rulebook ({selection.rulebook})"
    for info in active:
        if info.kind != "house" or info.name not in selection.house:
            continue
        plugin = _Source(declared, house_plugin=info)
        for default in for_game(info.defaults, game):
            if default.option in specs:
                values[default.option] = _checked(specs, default.option, default.value, plugin)
                sources[default.option] = f"house plugin ({info.name})"
    house = _Source(declared)
    for name, value in selection.options.items():
        values[name] = _checked(specs, name, value, house)
        sources[name] = "house"
    return specs, values, sources


def for_game(defaults: Sequence[OptionDefault], game: GameSpec | None) -> list[OptionDefault]:
    """A plugin's defaults that apply in ``game``, in the order they take effect (the last for an option wins).

    :param defaults: the plugin's defaults, as it declares them.
    :param game: the hand's game, or None: then only the defaults for every game.
    :returns: the defaults for every game, then those whose ``games`` match ``game``.
    """
    general = [d for d in defaults if d.games is None]
    if game is None:
        return general
    return [*general, *(d for d in defaults if d.games is not None and d.games.matches(game))]


class _Source:
    """Where an option value comes from, turned into words only when the value is refused."""

    __slots__ = ("declared", "house_plugin", "rulebook")

    def __init__(
        self,
        declared: Mapping[str, tuple[str, OptionSpec]],
        *,
        rulebook: str | None = None,
        house_plugin: PluginInfo | None = None,
    ) -> None:
        self.declared, self.rulebook, self.house_plugin = declared, rulebook, house_plugin

    def frame(self, reason: Message) -> Message | None:
        """The sentence ``reason`` sits in: the rulebook's or house plugin's default, or None for the config's value."""
        if self.rulebook is not None:
            return because(
                "option.rulebook_default",
                "the default that rulebook {rulebook} gives: {reason}",
                rulebook=self.rulebook,
                reason=reason.english(),
            )
        if self.house_plugin is not None:
            return because(
                "option.house_plugin_default",
                "the default that house plugin {plugin} gives: {reason}",
                plugin=self.house_plugin.label,
                reason=reason.english(),
            )
        return None


def _checked(specs: Mapping[str, OptionSpec], name: str, value: object, where: _Source) -> OptionValue:
    """``value`` for option ``name``, or a ConfigError with the reason, framed by where the value comes from."""
    if name in specs:
        try:
            return specs[name].check(value)
        except ValueError:
            pass
    owners = {option: label for option, (label, _spec) in where.declared.items()}
    problem = option_problem(specs, name, value, owners)
    assert problem is not None
    raise ConfigError.of(problem, frame=where.frame(problem))


@functools.cache
def _core_declarations() -> PluginInfo:
    """What the core defaults declare (they are part of floorcall, so they never change in a process)."""
    return declarations(CORE_DEFAULTS, defaults)


def _core_options() -> tuple[OptionSpec, ...]:
    return _core_declarations().options


def _selected_infos(catalog: Catalog, selection: Selection) -> list[PluginInfo]:
    """The installed plugins a selection names: its games', its rulebook's and its house plugins'."""
    infos = [catalog.games[g][0] for g in selection.games if g in catalog.games]
    if selection.rulebook is not None and selection.rulebook in catalog.rulebooks:
        infos.append(catalog.rulebooks[selection.rulebook][0])
    infos.extend(catalog.plugins[name] for name in selection.house if name in catalog.plugins)
    return infos


def option_specs(catalog: Catalog, selection: Selection) -> dict[str, OptionSpec]:
    """The options a selection puts in force: the core's, its games', its rulebook's and its house plugins'.

    Names the selection gives that are not installed are left out (:class:`Floor` reports them).

    :returns: each option's spec by name.
    """
    infos = _selected_infos(catalog, selection)
    specs = {spec.name: spec for spec in _core_options()}
    specs.update((spec.name, spec) for info in infos for spec in info.options)
    return specs


def option_owners(catalog: Catalog, selection: Selection) -> dict[str, str]:
    """The plugin that declares each option a selection puts in force, as messages name it (``floorcall[razz]``).

    :returns: the declaring plugin's label by option name (the core's options: ``floorcall-core``).
    """
    owners = {spec.name: CORE_DEFAULTS for spec in _core_options()}
    for info in _selected_infos(catalog, selection):
        for spec in info.options:
            owners.setdefault(spec.name, info.label)
    return owners
