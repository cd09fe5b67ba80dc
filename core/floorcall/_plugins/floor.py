"""The floor: the plugins in force for one selection, and the typed calls through which the core asks its hooks.

Activation (:mod:`floorcall._plugins.activation`) picks the plugins; the floor registers the core defaults, then the
selected games, then the rulebook, then the house plugins in reverse order, so that house plugins answer before the
rulebook, the rulebook before the games, and the games before the core (pluggy calls the last registered first;
games and core defaults are also ``trylast``). Every question goes through a typed method that checks the answer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import pluggy

from floorcall._mechanics.betting import StreetBetting
from floorcall._plugins import activation, defaults
from floorcall._plugins.discovery import CORE_DEFAULTS, Catalog, discover, listed, new_plugin_manager
from floorcall._plugins.hookcalls import HookCalls, tracing_requested
from floorcall._plugins.steady import SteadyAnswers
from floorcall.errors import ConfigError, NoRulingError, PluginError, PluginLoadError, because
from floorcall.model.procedure import GameSpec, OptionValue, StreetPlan
from floorcall.model.rulings import CITATION_PATTERN, Ruling
from floorcall.model.selection import Selection
from floorcall.rulekit.book import Rulebook

if TYPE_CHECKING:
    from floorcall._mechanics.pots import Pot
    from floorcall.model.irregularities import AnyIrregularity
    from floorcall.model.types import Street
    from floorcall.view import HandView

_T = TypeVar("_T")

__all__ = ["Floor", "make_manager"]


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
        self._steady = SteadyAnswers(self.pm, self.hooks)
        if tracing_requested():
            self.hooks.trace()
        games = activation.game_plugins(catalog, selection)
        rulebook = activation.rulebook_plugin(catalog, selection)
        house = activation.house_plugins(catalog, selection)
        for info in games:
            self._register(info.name, info.obj, info.label)
        # pluggy calls trylast implementations in registration order (unlike the others, last registered first),
        # so the core defaults go after the games and are asked last.
        self._register(CORE_DEFAULTS, defaults, CORE_DEFAULTS)
        for info in rulebook:
            self._register(info.name, activation.bound_rulebook(catalog, info, house), info.label)
        for info in house:
            self._register(info.name, info.obj, info.label)
        active = [*games, *rulebook, *house]
        self.games: dict[str, GameSpec] = {name: catalog.games[name][1] for name in selection.games}
        self.rulebook = catalog.rulebooks[selection.rulebook][1] if selection.rulebook else None
        resolved = activation.resolve_options(active, selection, self.rulebook)
        self.option_specs, self.options, self.option_sources = resolved
        self._active = tuple(active)
        self._game_options: dict[str, tuple[dict[str, OptionValue], dict[str, str]]] = {}
        declared = [*(self.rulebook.defaults if self.rulebook else ()), *(d for i in house for d in i.defaults)]
        if any(d.games is not None for d in declared):
            for name in self.games:  # a bad default for some games is refused now, not when a hand of one starts
                self._for_game(name)
        self.pm.hook.floorcall_configure.call_historic(kwargs={"selection": selection})

    # -- activation ---------------------------------------------------------------------------------------------

    def _register(self, name: str, obj: object, label: str) -> None:
        try:
            if self.pm.register(obj, name=name) is None:
                raise PluginLoadError(
                    label,
                    because(
                        "plugin.floor.plugin_manager_refused_blocked", "the plugin manager refused it (blocked name)"
                    ),
                )
            self.pm.check_pending()
        except pluggy.PluginValidationError as exc:
            self.pm.unregister(name=name)
            raise PluginLoadError(label, exc) from exc
        self._labels[name] = label

    def register(self, plugin: object, name: str) -> None:
        """Register an extra plugin with the highest precedence (an inline house plugin in a test or an embedder).

        :param plugin: module or object carrying ``@floorcall.hookimpl`` implementations.
        :param name: its name in messages.
        :raises PluginLoadError: the name is taken, or a hook is misnamed or has arguments the spec lacks.
        """
        if self.pm.has_plugin(name):
            raise PluginLoadError(
                name,
                because("plugin.floor.plugin_name_already_registered", "a plugin of that name is already registered"),
            )
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
        known = self._steady.known(key)
        if known is not None:
            return known  # type: ignore[return-value]
        kwargs: dict[str, object] = {"hand": hand, "street": street}
        plan = self._typed(hook, StreetPlan, lambda: f"plan of {street}", kwargs)
        self._steady.keep_if_steady(key, plan, hand, street)
        return plan

    def plan_betting(self, hand: HandView, street: Street) -> StreetBetting:
        """The betting limits of a street. Raises as :meth:`rule`; asked once when steady, as :meth:`plan_street`."""
        hook = "floorcall_plan_betting"
        key = (hook, hand.procedure_key, street)
        known = self._steady.known(key)
        if known is not None:
            return known  # type: ignore[return-value]
        kwargs: dict[str, object] = {"hand": hand, "street": street}
        betting = self._typed(hook, StreetBetting, lambda: f"betting on {street}", kwargs)
        self._steady.keep_if_steady(key, betting, hand, street)
        return betting

    def pick_bring_in(self, hand: HandView) -> int:
        """The seat that posts the bring-in. Raises as :meth:`rule`; asked of the game directly as below."""
        return self._game_seat("floorcall_pick_bring_in", lambda: "bring-in", hand)

    def pick_first_to_act(self, hand: HandView, street: Street) -> int:
        """The first seat to act on a street. Raises as :meth:`rule`; asked of the game directly as below."""
        return self._game_seat("floorcall_pick_first_to_act", lambda: f"first to act on {street}", hand, street=street)

    def _game_seat(self, hook: str, subject: Callable[[], object], hand: HandView, **more: object) -> int:
        """A seat question (``hook``, asked with ``hand`` and ``more``) answered by the plugins, as :meth:`_typed`.

        While games are the only plugins answering it, the hand's game is asked directly
        (:meth:`~floorcall._plugins.steady.SteadyAnswers.game_answer`): the same answer, without the generic call.
        """
        direct = self._steady.game_answer(hook, hand.game.name)
        if direct is None:
            return self._typed(hook, int, subject, {"hand": hand, **more})
        seat = self.hooks.answer_of(direct[1], direct[0], hand, *more.values())
        if type(seat) is int:  # the usual answer, accepted as _checked accepts it
            return seat
        return self._checked(hook, int, subject, {"hand": hand, **more}, seat)

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
        return self._checked(hook, kind, subject, kwargs, self.hooks.first(hook, kwargs))

    def _checked(
        self, hook: str, kind: type[_T], subject: Callable[[], object], kwargs: dict[str, object], result: object
    ) -> _T:
        """A first-result hook's answer ``result`` (to the arguments ``kwargs``) if it is of type ``kind``.

        :raises NoRulingError: no answer (``subject`` describes the question).
        :raises PluginError: an answer of another type (a bool is not an int), naming the plugin that gave it.
        """
        if result is None:
            raise NoRulingError(subject(), self.consulted(hook))
        if not isinstance(result, kind) or (kind is int and isinstance(result, bool)):
            raise PluginError(self.hooks.answerer(hook, kwargs), hook, TypeError(f"returned {result!r}"))
        return result

    def options_for(self, game: str) -> dict[str, OptionValue]:
        """The option values in force in a hand of ``game``.

        They are :attr:`options` with the defaults the rulebook and the house plugins give for that game's kind
        (``OptionDefault.games``), the config's options still over them.

        :param game: the name of a game in force.
        :returns: each option's value by name (a new dict; the floor's own is not changed).
        :raises ConfigError: the game is not in force, or a game's default has a value of the wrong type.
        """
        return dict(self._for_game(game)[0])

    def option_sources_for(self, game: str) -> dict[str, str]:
        """Where each value of :meth:`options_for` comes from (``rulebook (wsop-2024)``, ``house``...).

        :raises ConfigError: as :meth:`options_for`.
        """
        return dict(self._for_game(game)[1])

    def _for_game(self, game: str) -> tuple[dict[str, OptionValue], dict[str, str]]:
        known = self._game_options.get(game)
        if known is None:
            spec = self.game(game)
            _, values, sources = activation.resolve_options(self._active, self.selection, self.rulebook, spec)
            known = self._game_options[game] = (values, sources)
        return known

    def game(self, name: str) -> GameSpec:
        """The spec of a game in force.

        :raises ConfigError: the game is not in this selection (lists the ones that are).
        """
        try:
            return self.games[name]
        except KeyError:
            reason = because(
                "config.game_not_in_force",
                "game {name} is not in force; games in force: {installed}",
                name=repr(name),
                installed=listed(self.games),
            )
            raise ConfigError(reason) from None


def make_manager(selection: Selection | None = None, catalog: Catalog | None = None) -> Floor:
    """Build the plugin manager for one selection (one tournament, one situation, one test).

    :param selection: what to activate; default: nothing but the core defaults.
    :param catalog: the installed plugins; default: :func:`discover` on the environment.
    :returns: a new :class:`Floor`, sharing no state with any other.
    :raises ConfigError: as :class:`Floor`.
    :raises PluginLoadError: as :func:`discover` and :class:`Floor`.
    """
    return Floor(catalog if catalog is not None else discover(), selection or Selection())
