"""Plugin discovery, activation and the typed facade through which the core asks its hooks.

Discovery reads the ``floorcall`` entry-point group, sorted by name, and asks each plugin what it declares (games,
rulebooks, options) without activating it. Activation builds one :class:`Floor` per selection (a tournament config,
a situation file, a test): the core defaults, then the selected games, then the rulebook, then the house plugins in
reverse order, so that house plugins answer before the rulebook, the rulebook before the games, and the games
before the core (pluggy calls the last registered first; games and core defaults are also ``trylast``).
"""

from __future__ import annotations

import dataclasses
import functools
import importlib.metadata
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import msgspec
import pluggy

from floorcall import defaults, hookspecs
from floorcall.errors import ConfigError, NoRulingError, PluginError, PluginLoadError
from floorcall.gamekit import GamePlugin
from floorcall.hookcalls import HookCalls, PluginManager, tracing_requested
from floorcall.model.procedure import GameSpec, OptionDefault, OptionSpec, OptionValue, RulebookSpec, StreetPlan
from floorcall.model.rulings import CITATION_PATTERN, RuleSummary, Ruling
from floorcall.model.types import PluginName, Street
from floorcall.rulekit.book import Rulebook
from floorcall.rulekit.rules import RuleChange

if TYPE_CHECKING:
    from floorcall.betting import StreetBetting
    from floorcall.model.irregularities import AnyIrregularity
    from floorcall.pots import Pot
    from floorcall.view import HandView

_T = TypeVar("_T")

__all__ = [
    "ENTRY_POINT_GROUP",
    "Catalog",
    "Floor",
    "PluginInfo",
    "Selection",
    "discover",
    "make_manager",
    "option_owners",
    "option_problem",
    "option_specs",
]

ENTRY_POINT_GROUP = "floorcall"
CORE_DEFAULTS = "floorcall-core"


class Selection(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Which plugins are in force and the house's option values.

    :param games: the game names played (each provided by an installed game plugin).
    :param rulebook: the rulebook's name, or None to play by the games' and core's defaults only.
    :param house: house plugin names, highest precedence first.
    :param options: house option values by kebab-case name; they override the rulebook's defaults.
    """

    games: tuple[PluginName, ...] = ()
    rulebook: PluginName | None = None
    house: tuple[PluginName, ...] = ()
    options: dict[str, OptionValue] = msgspec.field(default_factory=dict)


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
                raise PluginLoadError(info.label, f"the name is also used by {by_name[info.name].label}")
            by_name[info.name] = info
            check_option_declarations(info.label, info.options, options)
            for game in info.games:
                if game.name in games:
                    raise PluginLoadError(
                        info.label, f"game {game.name!r} is also declared by {games[game.name][0].label}"
                    )
                games[game.name] = (info, game)
            for book in info.rulebooks:
                if book.name in rulebooks:
                    other = rulebooks[book.name][0].label
                    raise PluginLoadError(info.label, f"rulebook {book.name!r} is also declared by {other}")
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
                f"option {spec.name!r} is also declared by {first[0]}, differently (default {first[1].default!r} "
                f"here {spec.default!r}); declare it once and share the declaration, or give rulebook defaults",
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
                raise PluginLoadError(f"{dist_name}[{ep.name}]", f"the name is also claimed by {found[ep.name][1]}")
            found[ep.name] = (ep, dist_name)
    infos = []
    pm = new_plugin_manager()  # one manager asks every plugin in turn
    for name in sorted(found):
        ep, owner = found[name]
        label = f"{owner}[{name}]"
        try:
            obj = ep.load()
        except Exception as exc:
            raise PluginLoadError(label, f"cannot be imported: {type(exc).__name__}: {exc}") from exc
        info = _declarations(pm, name, obj, label)
        infos.append(dataclasses.replace(info, value=ep.value, distribution=owner))
    return Catalog.of(infos)


def _names(values: Iterable[str]) -> str:
    return ", ".join(sorted(values)) or "none"


class Floor:
    """The plugins in force for one selection, and the typed way to ask them.

    Build it with :func:`make_manager`. Every hook call goes through its methods: an exception inside a plugin comes
    out as :class:`PluginError` naming the plugin, and a first-result question nobody answers raises
    :class:`NoRulingError` naming the plugins consulted.
    """

    def __init__(self, catalog: Catalog, selection: Selection) -> None:
        """Activate the selection's plugins in precedence order.

        :raises ConfigError: an unknown game, rulebook, house plugin or option (the message lists the installed
            names), or a value of the wrong type for an option.
        :raises PluginLoadError: a plugin that cannot be registered or misnames a hook.
        """
        self.catalog = catalog
        self.selection = selection
        self.pm = new_plugin_manager()
        self._labels: dict[str, str] = {}
        self.hooks = HookCalls(self.pm, self._labels)
        self._steady_answers: dict[tuple[object, ...], object] = {}
        self._steady_generation = -1
        if tracing_requested():
            self.hooks.trace()
        games, rulebook, house = self._game_plugins(), self._rulebook_plugin(), self._house_plugins()
        for info in games:
            self._register(info.name, info.obj, info.label)
        # pluggy calls trylast implementations in registration order (unlike the others, last registered first),
        # so the core defaults go after the games and are asked last.
        self._register(CORE_DEFAULTS, defaults, CORE_DEFAULTS)
        for info in rulebook:
            self._register(info.name, self._bound_rulebook(info, house), info.label)
        for info in house:
            self._register(info.name, info.obj, info.label)
        active = [*games, *rulebook, *house]
        self.games: dict[str, GameSpec] = {name: catalog.games[name][1] for name in selection.games}
        self.rulebook = catalog.rulebooks[selection.rulebook][1] if selection.rulebook else None
        self.option_specs, self.options, self.option_sources = self._resolve_options(active)
        self.pm.hook.floorcall_configure.call_historic(kwargs={"selection": selection})

    # -- activation ---------------------------------------------------------------------------------------------

    def _register(self, name: str, obj: object, label: str) -> None:
        try:
            if self.pm.register(obj, name=name) is None:
                raise PluginLoadError(label, "the plugin manager refused it (blocked name)")
            self.pm.check_pending()
        except pluggy.PluginValidationError as exc:
            self.pm.unregister(name=name)
            raise PluginLoadError(label, exc) from exc
        self._labels[name] = label

    def _game_plugins(self) -> list[PluginInfo]:
        plugins: list[PluginInfo] = []
        for game in self.selection.games:
            if game not in self.catalog.games:
                raise ConfigError(f"unknown game {game!r}; installed games: {_names(self.catalog.games)}")
            info = self.catalog.games[game][0]
            if info not in plugins:
                plugins.append(info)
        return plugins

    def _rulebook_plugin(self) -> list[PluginInfo]:
        name = self.selection.rulebook
        if name is None:
            return []
        if name not in self.catalog.rulebooks:
            raise ConfigError(f"unknown rulebook {name!r}; installed rulebooks: {_names(self.catalog.rulebooks)}")
        return [self.catalog.rulebooks[name][0]]

    def _bound_rulebook(self, info: PluginInfo, house: Sequence[PluginInfo]) -> object:
        """The floor's own copy of a kit-built rulebook, with the house plugins' changes to its rules by ID.

        :param house: the house plugins in force, lowest precedence first (the first listed in the config wins).
        :raises PluginLoadError: a house plugin changes a rule that no installed rulebook has.
        """
        book = info.obj
        if not isinstance(book, Rulebook):
            return book
        books = [p.obj for p in self.catalog.plugins.values() if isinstance(p.obj, Rulebook)]
        known = {rule_id for each in books for rule_id in each.rules}
        chosen: dict[str, RuleChange] = {}
        for plugin in house:
            for change in plugin.rule_changes:
                if change.rule_id not in known:
                    reason = f"changes rule {change.rule_id!r}, which no installed rulebook has"
                    raise PluginLoadError(plugin.label, reason)
                if change.rule_id in book.rules:
                    chosen[change.rule_id] = change
        return book.with_changes(chosen.values())

    def _house_plugins(self) -> list[PluginInfo]:
        house = [n for n, p in self.catalog.plugins.items() if p.kind == "house"]
        plugins = []
        for name in reversed(self.selection.house):
            if name not in self.catalog.plugins:
                raise ConfigError(f"unknown house plugin {name!r}; installed house plugins: {_names(house)}")
            plugins.append(self.catalog.plugins[name])
        return plugins

    def _resolve_options(
        self, active: Sequence[PluginInfo]
    ) -> tuple[dict[str, OptionSpec], dict[str, OptionValue], dict[str, str]]:
        """Every option in force, its value and where the value comes from, each value checked once here.

        Values, lowest precedence first: the declaration's default, the rulebook's default, the house plugins'
        defaults (the first listed in the config last, so it wins), the config's ``[house] options``.
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
        for default in self.rulebook.defaults if self.rulebook else ():
            if default.option in specs:
                values[default.option] = self._checked(specs[default.option], default.value, "rulebook")
                sources[default.option] = f"rulebook ({self.selection.rulebook})"
        for info in active:
            if info.kind != "house" or info.name not in self.selection.house:
                continue
            for default in info.defaults:
                if default.option in specs:
                    where = f"house plugin {info.label}"
                    values[default.option] = self._checked(specs[default.option], default.value, where)
                    sources[default.option] = f"house plugin ({info.name})"
        for name, value in self.selection.options.items():
            if name not in specs:
                raise ConfigError(f"unknown option {name!r}; options of the plugins in force: {_names(specs)}")
            values[name] = self._checked(specs[name], value, "house")
            sources[name] = "house"
        return specs, values, sources

    @staticmethod
    def _checked(spec: OptionSpec, value: object, where: str) -> OptionValue:
        try:
            return spec.check(value)
        except ValueError as exc:
            raise ConfigError(f"{where} option: {exc}") from exc

    def register(self, plugin: object, name: str) -> None:
        """Register an extra plugin with the highest precedence (an inline house plugin in a test or an embedder).

        :param plugin: module or object carrying ``@floorcall.hookimpl`` implementations.
        :param name: its name in messages.
        :raises PluginLoadError: the name is taken, or a hook is misnamed or has arguments the spec lacks.
        """
        if self.pm.has_plugin(name):
            raise PluginLoadError(name, "a plugin of that name is already registered")
        self._register(name, plugin, name)

    @property
    def plugin_names(self) -> tuple[str, ...]:
        """Registered plugin names in precedence order, the first answering first.

        House plugins (and plugins registered later) come first, then the rulebook, the games and the core defaults.
        """
        registered = [name for name, _ in self.pm.list_name_plugin()]
        games = {self.catalog.games[g][0].name for g in self.selection.games if g in self.catalog.games}
        late = [n for n in reversed(registered) if n not in games and n != CORE_DEFAULTS]
        return (*late, *(n for n in registered if n in games), CORE_DEFAULTS)

    # -- calling hooks ------------------------------------------------------------------------------------------

    def consulted(self, hook: str) -> tuple[str, ...]:
        """The plugins implementing ``hook``, in the order they are asked."""
        return self.hooks.consulted(hook)

    def call(self, hook: str, **kwargs: object) -> Any:
        """Call a hook by name with keyword arguments, as pluggy would.

        :returns: a first-result hook's first answer (or None); for any other hook, the list of answers.
        :raises PluginError: a plugin raised; the message names the plugin and the hook.
        """
        if getattr(self.pm.hook, hook).spec.opts.get("firstresult"):
            return self.hooks.first(hook, kwargs)
        return self.hooks.every(hook, kwargs)

    def answer(self, hook: str, subject: object, **kwargs: object) -> Any:
        """Call a first-result hook and insist on an answer.

        :param subject: what is asked about, for the error message.
        :raises NoRulingError: every plugin returned None.
        :raises PluginError: a plugin raised.
        """
        result = self.hooks.first(hook, kwargs)
        if result is None:
            raise NoRulingError(subject, self.consulted(hook))
        return result

    # -- the typed questions -------------------------------------------------------------------------------------

    def rule(self, irregularity: AnyIrregularity, hand: HandView | None = None) -> Ruling:
        """Ask for the ruling on an irregularity (house plugins first, then the rulebook).

        :param irregularity: what went wrong.
        :param hand: the hand it happened in, or None for a question outside a hand.
        :returns: the first ruling any plugin gives.
        :raises NoRulingError: no plugin rules on it; the message names the plugins consulted.
        :raises PluginError: a plugin raised, or answered with something that is not a Ruling.
        """
        return self.rule_with_source(irregularity, hand)[0]

    def rule_with_source(self, irregularity: AnyIrregularity, hand: HandView | None = None) -> tuple[Ruling, str]:
        """Ask for the ruling as :meth:`rule` does, and say who gave it.

        :returns: the ruling, and ``<plugin>`` or, for a rulebook built with the rule kit,
            ``<plugin>/<rule id>`` (the house plugin's name when it changed that rule by its ID).
        :raises NoRulingError: as :meth:`rule`.
        :raises PluginError: as :meth:`rule`.
        """
        hook = "floorcall_rule_irregularity"
        kwargs: dict[str, object] = {"irregularity": irregularity, "hand": hand}
        result, name = self.hooks.first_named(hook, kwargs)
        if result is None or name is None:
            raise NoRulingError(irregularity, self.consulted(hook))
        if not isinstance(result, Ruling):
            raise PluginError(self.hooks.label(name), hook, TypeError(f"returned {result!r}"))
        plugin = self.pm.get_plugin(name)
        answer = plugin.source_of(result) if isinstance(plugin, Rulebook) else None
        return result, answer.ruled_by(name) if answer is not None else name

    def plan_street(self, hand: HandView, street: Street) -> StreetPlan:
        """The plan of a street (burn, hole-card rounds, board cards, draw). Raises as :meth:`rule`.

        When only the game's plugin answers and it says its plan depends on nothing else (a
        :class:`~floorcall.gamekit.GamePlugin`'s ``steady``), the plan is asked once per game, stakes, options and
        street and given again to later hands.
        """
        hook = "floorcall_plan_street"
        key = (hook, hand.procedure_key, street)
        known = self._steady_answer(key)
        if known is not None:
            return known  # type: ignore[return-value]
        kwargs: dict[str, object] = {"hand": hand, "street": street}
        plan = self._typed(hook, StreetPlan, lambda: f"plan of {street}", kwargs)
        self._keep_if_steady(key, plan, hand, street)
        return plan

    def plan_betting(self, hand: HandView, street: Street) -> StreetBetting:
        """The betting limits of a street. Raises as :meth:`rule`; asked once when steady, as :meth:`plan_street`."""
        from floorcall.betting import StreetBetting

        hook = "floorcall_plan_betting"
        key = (hook, hand.procedure_key, street)
        known = self._steady_answer(key)
        if known is not None:
            return known  # type: ignore[return-value]
        kwargs: dict[str, object] = {"hand": hand, "street": street}
        betting = self._typed(hook, StreetBetting, lambda: f"betting on {street}", kwargs)
        self._keep_if_steady(key, betting, hand, street)
        return betting

    def _steady_answer(self, key: tuple[object, ...]) -> object | None:
        """A steady answer given before under ``key``, or None (forgotten whenever a plugin comes or goes)."""
        if self._steady_generation != self.pm.generation or self.hooks.tracing:
            self._steady_answers.clear()
            self._steady_generation = self.pm.generation
            return None
        return self._steady_answers.get(key)

    def _keep_if_steady(self, key: tuple[object, ...], answer: object, hand: HandView, street: Street) -> None:
        """Keep an answer for later hands when every implementation of the hook is a game saying it is steady."""
        hook = str(key[0])
        impls = self.hooks.implementations(hook)
        if impls and all(
            isinstance(plugin, GamePlugin) and plugin.answers_steadily(hook, hand.options, street) for plugin in impls
        ):
            self._steady_answers[key] = answer

    def pick_bring_in(self, hand: HandView) -> int:
        """The seat that posts the bring-in. Raises as :meth:`rule`."""
        return self._typed("floorcall_pick_bring_in", int, lambda: "bring-in", {"hand": hand})

    def pick_first_to_act(self, hand: HandView, street: Street) -> int:
        """The first seat to act on a street. Raises as :meth:`rule`."""
        kwargs: dict[str, object] = {"hand": hand, "street": street}
        return self._typed("floorcall_pick_first_to_act", int, lambda: f"first to act on {street}", kwargs)

    def award_pots(self, hand: HandView, pots: tuple[Pot, ...]) -> dict[int, int]:
        """Chips won per seat at showdown. Raises as :meth:`rule`."""
        return self._typed("floorcall_award_pots", dict, lambda: "pot award", {"hand": hand, "pots": pots})

    def cite_award(self, hand: HandView, pots: tuple[Pot, ...], payouts: dict[int, int]) -> tuple[str, ...]:
        """The rule IDs that settled the pots (empty when no plugin cites any). Raises :class:`PluginError`."""
        kwargs: dict[str, object] = {"hand": hand, "pots": pots, "payouts": payouts}
        cited = self.hooks.first("floorcall_cite_award", kwargs)
        if cited is None:
            return ()
        if not isinstance(cited, tuple) or not all(isinstance(c, str) and CITATION_PATTERN.match(c) for c in cited):
            raise PluginError(
                self.hooks.answerer("floorcall_cite_award", kwargs),
                "floorcall_cite_award",
                TypeError(f"returned {cited!r}, not a tuple of rule IDs"),
            )
        return cited

    def substantial_action(self, hand: HandView) -> bool:
        """Whether substantial action has occurred. Raises as :meth:`rule`."""
        return self._typed("floorcall_count_substantial_action", bool, lambda: "substantial action", {"hand": hand})

    def _typed(self, hook: str, kind: type[_T], subject: Callable[[], object], kwargs: dict[str, object]) -> _T:
        """Ask a first-result hook for an answer of type ``kind``; ``subject`` describes the question on failure."""
        result = self.hooks.first(hook, kwargs)
        if result is None:
            raise NoRulingError(subject(), self.consulted(hook))
        if not isinstance(result, kind) or (kind is int and isinstance(result, bool)):
            raise PluginError(self.hooks.answerer(hook, kwargs), hook, TypeError(f"returned {result!r}"))
        return result

    def game(self, name: str) -> GameSpec:
        """The spec of a game in force.

        :raises ConfigError: the game is not in this selection (lists the ones that are).
        """
        try:
            return self.games[name]
        except KeyError:
            raise ConfigError(f"game {name!r} is not in force; games in force: {_names(self.games)}") from None


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
    infos = _selected_infos(catalog, selection)
    owners = {spec.name: CORE_DEFAULTS for spec in _core_options()}
    for info in infos:
        for spec in info.options:
            owners.setdefault(spec.name, info.label)
    return owners


def option_problem(specs: Mapping[str, OptionSpec], name: str, value: object) -> str | None:
    """What is wrong with an option value, in words, or None when it is valid.

    :param specs: the options in force (:func:`option_specs`).
    :param name: the option's name.
    :param value: its value.
    :returns: ``unknown option 'x'; options of the plugins in force: ...`` or the reason the value does not fit.
    """
    if name not in specs:
        return f"unknown option {name!r}; options of the plugins in force: {_names(specs)}"
    try:
        specs[name].check(value)
    except ValueError as exc:
        return str(exc)
    return None


def make_manager(selection: Selection | None = None, catalog: Catalog | None = None) -> Floor:
    """Build the plugin manager for one selection (one tournament, one situation, one test).

    :param selection: what to activate; default: nothing but the core defaults.
    :param catalog: the installed plugins; default: :func:`discover` on the environment.
    :returns: a new :class:`Floor`, sharing no state with any other.
    :raises ConfigError: as :class:`Floor`.
    :raises PluginLoadError: as :func:`discover` and :class:`Floor`.
    """
    return Floor(catalog if catalog is not None else discover(), selection or Selection())
