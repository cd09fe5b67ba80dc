"""Plugin discovery: the ``floorcall`` entry points, what each plugin declares, the catalog of installed plugins.

Discovery reads the ``floorcall`` entry-point group, sorted by name, and asks each plugin what it declares (games,
rulebooks, options, rule changes, option defaults, rule summaries) on a throwaway manager, without activating it.
"""

from __future__ import annotations

import dataclasses
import importlib.metadata
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from floorcall import hookspecs
from floorcall._plugins.hookcalls import PluginManager
from floorcall.errors import PluginLoadError, because
from floorcall.model.procedure import GameSpec, OptionDefault, OptionSpec, RulebookSpec
from floorcall.model.rulings import RuleSummary
from floorcall.rulekit.rules import RuleChange

__all__ = [
    "CORE_DEFAULTS",
    "ENTRY_POINT_GROUP",
    "Catalog",
    "PluginInfo",
    "check_option_declarations",
    "declarations",
    "discover",
    "listed",
    "new_plugin_manager",
]

ENTRY_POINT_GROUP = "floorcall"
CORE_DEFAULTS = "floorcall-core"


@dataclasses.dataclass(frozen=True)
class PluginInfo:
    """An installed plugin as discovery found it.

    :param name: the entry-point name, which is the plugin's name.
    :param value: the entry point's target (``"floorcall_stud.stud"``).
    :param distribution: the distribution that installs it, when known.
    :param obj: the loaded module or object that carries its hook implementations.
    """

    name: str
    value: str
    distribution: str | None
    obj: object
    games: tuple[GameSpec, ...] = ()
    rulebooks: tuple[RulebookSpec, ...] = ()
    options: tuple[OptionSpec, ...] = ()
    rule_changes: tuple[RuleChange, ...] = ()
    defaults: tuple[OptionDefault, ...] = ()
    rules: tuple[RuleSummary, ...] = ()

    @property
    def label(self) -> str:
        """``distribution[name]`` for messages, or the bare name when the distribution is unknown."""
        return f"{self.distribution}[{self.name}]" if self.distribution else self.name

    @property
    def domain(self) -> str:
        """The plugin's gettext domain, by the convention of :class:`~floorcall.model.messages.Domain`.

        The top-level package of its entry point: ``"floorcall_tda2024:plugin"`` gives ``"floorcall_tda2024"``.
        """
        return self.value.split(":")[0].split(".")[0]

    @property
    def kind(self) -> str:
        """``"game"``, ``"rulebook"`` or ``"house"`` (a plugin that declares neither games nor rulebooks)."""
        if self.games:
            return "game"
        return "rulebook" if self.rulebooks else "house"


@dataclasses.dataclass(frozen=True)
class Catalog:
    """Every installed plugin, by name, with lookups by game and rulebook."""

    plugins: Mapping[str, PluginInfo]
    games: Mapping[str, tuple[PluginInfo, GameSpec]] = dataclasses.field(default_factory=dict)
    rulebooks: Mapping[str, tuple[PluginInfo, RulebookSpec]] = dataclasses.field(default_factory=dict)

    def rule(self, citation: str) -> RuleSummary | None:
        """What the installed plugins say about a cited rule (the first plugin by name that describes it), or None."""
        found = self.rule_source(citation)
        return None if found is None else found[1]

    def rule_source(self, citation: str) -> tuple[PluginInfo, RuleSummary] | None:
        """As :meth:`rule`, with the plugin that describes the rule (its :attr:`PluginInfo.domain` translates it)."""
        for name in sorted(self.plugins):
            for summary in self.plugins[name].rules:
                if summary.id == citation:
                    return self.plugins[name], summary
        return None

    def by_phh_code(self, code: str) -> tuple[PluginInfo, GameSpec] | None:
        """The game whose PHH variant code is ``code`` and the plugin that provides it, or None."""
        for info, game in self.games.values():
            if game.phh_code == code:
                return info, game
        return None

    @classmethod
    def of(cls, plugins: Iterable[PluginInfo]) -> Catalog:
        """Index plugins by name, game and rulebook.

        :raises PluginLoadError: two plugins declare the same game or rulebook, or share a name.
        """
        by_name: dict[str, PluginInfo] = {}
        games: dict[str, tuple[PluginInfo, GameSpec]] = {}
        rulebooks: dict[str, tuple[PluginInfo, RulebookSpec]] = {}
        options: dict[str, tuple[str, OptionSpec]] = {}
        for info in plugins:
            if info.name in by_name:
                raise PluginLoadError(
                    info.label,
                    because(
                        "plugin.discovery.name_also_used",
                        "the name is also used by {label}",
                        label=by_name[info.name].label,
                    ),
                )
            by_name[info.name] = info
            check_option_declarations(info.label, info.options, options)
            for game in info.games:
                if game.name in games:
                    raise PluginLoadError(
                        info.label,
                        because(
                            "plugin.discovery.game_also_declared",
                            "game {name} is also declared by {label}",
                            name=repr(game.name),
                            label=games[game.name][0].label,
                        ),
                    )
                games[game.name] = (info, game)
            for book in info.rulebooks:
                if book.name in rulebooks:
                    other = rulebooks[book.name][0].label
                    raise PluginLoadError(
                        info.label,
                        because(
                            "plugin.discovery.rulebook_also_declared",
                            "rulebook {name} is also declared by {other}",
                            name=repr(book.name),
                            other=other,
                        ),
                    )
                rulebooks[book.name] = (info, book)
        return cls(plugins=by_name, games=games, rulebooks=rulebooks)


def check_option_declarations(
    label: str, specs: Iterable[OptionSpec], declared: dict[str, tuple[str, OptionSpec]]
) -> None:
    """Record one plugin's option declarations, refusing a second declaration of a name that is not identical.

    :param label: the declaring plugin, for the message.
    :param specs: its options.
    :param declared: option name -> (plugin, spec) declared so far; updated.
    :raises PluginLoadError: an option of the same name declared differently (type, default, choices or
        description) by another plugin; the message names both plugins and the option.
    """
    for spec in specs:
        first = declared.setdefault(spec.name, (label, spec))
        if first[1] != spec:
            raise PluginLoadError(
                label,
                because(
                    "plugin.discovery.option_also_declared_differently",
                    "option {name} is also declared by {first}, differently (default {default} here {default_2}); "
                    "declare it once and share the declaration, or give rulebook defaults",
                    name=repr(spec.name),
                    first=first[0],
                    default=repr(first[1].default),
                    default_2=repr(spec.default),
                ),
            )


def new_plugin_manager() -> PluginManager:
    """A pluggy manager with floorcall's hook specifications loaded (before any registration, so names are checked)."""
    pm = PluginManager(hookspecs.PROJECT)
    pm.add_hookspecs(hookspecs)
    return pm


def declarations(name: str, obj: object, label: str | None = None) -> PluginInfo:
    """Ask one plugin what it declares, on a throwaway manager, without activating it.

    :param name: the plugin's name.
    :param obj: the module or object carrying its hook implementations.
    :param label: how to name it in errors (defaults to ``name``).
    :returns: the plugin's info with its games, rulebooks and options.
    :raises PluginLoadError: the plugin misnames a hook, declares something invalid, or raises.
    """
    return _declarations(new_plugin_manager(), name, obj, label or name)


def _declarations(pm: PluginManager, name: str, obj: object, label: str) -> PluginInfo:
    """:func:`declarations` on a manager of the caller's, which holds no plugin before and after the call.

    Discovery asks every installed plugin on one manager this way: loading the hook specifications is most of what
    building a manager costs.
    """
    games: list[GameSpec] = []
    books: list[RulebookSpec] = []
    options: list[OptionSpec] = []
    changes: list[RuleChange] = []
    option_defaults: list[OptionDefault] = []
    rules: list[RuleSummary] = []
    try:
        pm.register(obj, name=name)
        try:
            pm.check_pending()
            pm.hook.floorcall_register_games(register=_collector(games, GameSpec))
            pm.hook.floorcall_register_rulebooks(register=_collector(books, RulebookSpec))
            pm.hook.floorcall_register_options(register=_collector(options, OptionSpec))
            pm.hook.floorcall_register_rule_changes(register=_collector(changes, RuleChange))
            pm.hook.floorcall_register_defaults(register=_collector(option_defaults, OptionDefault))
            pm.hook.floorcall_register_rules(register=_collector(rules, RuleSummary))
        finally:
            pm.unregister(name=name)
    except Exception as exc:
        raise PluginLoadError(label, exc) from exc
    return PluginInfo(
        name=name,
        value=getattr(obj, "__name__", repr(obj)),
        distribution=None,
        obj=obj,
        games=tuple(games),
        rulebooks=tuple(books),
        options=tuple(options),
        rule_changes=tuple(dataclasses.replace(change, plugin=name) for change in changes),
        defaults=tuple(option_defaults),
        rules=tuple(rules),
    )


def _collector(sink: list[Any], kind: type) -> Callable[[object], None]:
    def register(spec: object) -> None:
        if not isinstance(spec, kind):
            raise TypeError(f"register() expects a {kind.__name__}, got {type(spec).__name__}")
        sink.append(spec)

    return register


def discover(paths: Sequence[str] | None = None) -> Catalog:
    """Find every installed plugin in the ``floorcall`` entry-point group, sorted by name.

    :param paths: look only in these folders (for tests with fake distributions); default: the environment.
    :returns: the catalog of installed plugins and what each declares.
    :raises PluginLoadError: a plugin fails to import, two distributions claim one name, or a plugin's
        declarations are invalid; the message names the plugin as ``distribution[entry-point]``.
    """
    found: dict[str, tuple[importlib.metadata.EntryPoint, str | None]] = {}
    dists = (
        importlib.metadata.distributions(path=list(paths)) if paths is not None else importlib.metadata.distributions()
    )
    for dist in dists:
        ours = [ep for ep in dist.entry_points if ep.group == ENTRY_POINT_GROUP]
        if not ours:
            continue
        dist_name = dist.metadata["Name"]  # parsed only for our plugins' distributions: it costs ~0.2 ms each
        for ep in ours:
            if ep.name in found and found[ep.name][1] != dist_name:
                raise PluginLoadError(
                    f"{dist_name}[{ep.name}]",
                    because(
                        "plugin.discovery.name_also_claimed",
                        "the name is also claimed by {found}",
                        found=found[ep.name][1],
                    ),
                )
            found[ep.name] = (ep, dist_name)
    infos = []
    pm = new_plugin_manager()  # one manager asks every plugin in turn
    for name in sorted(found):
        ep, owner = found[name]
        label = f"{owner}[{name}]"
        try:
            obj = ep.load()
        except Exception as exc:
            raise PluginLoadError(
                label,
                because(
                    "plugin.discovery.imported",
                    "cannot be imported: {name}: {exc}",
                    name=type(exc).__name__,
                    exc=exc,
                ),
            ) from exc
        info = _declarations(pm, name, obj, label)
        infos.append(dataclasses.replace(info, value=ep.value, distribution=owner))
    return Catalog.of(infos)


def listed(values: Iterable[str]) -> str:
    """Names for a message: sorted and comma-separated, or a dash when there are none (a word in no language)."""
    return ", ".join(sorted(values)) or "—"
