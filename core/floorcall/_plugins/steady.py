"""The steady cache: answers a game says depend on nothing but its game, stakes, options and street, kept per floor.

A :class:`~floorcall.gamekit.GamePlugin` may declare a hook's answer steady; when it is the only plugin answering,
the floor asks once and gives the same answer to later hands. The cache forgets everything whenever a plugin is
registered or unregistered (the manager's generation changes) and is off while hook calls are traced.

The same holds for the questions every hand asks again (the first seat to act, the bring-in): while game plugins
are the only ones answering such a hook, the answer for a hand is its game's own, so the floor asks the game's
function directly (:meth:`SteadyAnswers.game_answer`), without the other games' refusals and the generic call.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from floorcall.gamekit import GamePlugin

if TYPE_CHECKING:
    from floorcall._plugins.hookcalls import HookCalls, PluginManager, _Impl
    from floorcall.model.types import Street
    from floorcall.view import HandView

__all__ = ["SteadyAnswers"]


class SteadyAnswers:
    """Steady answers by question key ``(hook, procedure key, street)``: the only writer of its store."""

    def __init__(self, pm: PluginManager, hooks: HookCalls) -> None:
        self._pm = pm
        self._hooks = hooks
        self._answers: dict[tuple[object, ...], object] = {}
        self._direct: dict[tuple[str, str], tuple[object, tuple[Callable[..., Any], _Impl] | None]] = {}
        """(hook, game) -> the plan it was found in, and the game's own answer (see :meth:`game_answer`)."""
        self._generation = -1

    def known(self, key: tuple[object, ...]) -> object | None:
        """A steady answer given before under ``key``, or None (forgotten whenever a plugin comes or goes)."""
        if self._generation != self._pm.generation or self._hooks.tracing:
            self._forget()
            return None
        return self._answers.get(key)

    def _forget(self) -> None:
        self._answers.clear()
        self._direct.clear()
        self._generation = self._pm.generation

    def game_answer(self, hook: str, game: str) -> tuple[Callable[..., Any], _Impl] | None:
        """The function that answers ``hook`` for a hand of ``game``, and the implementation it stands for.

        Found when every implementation of the hook is a game plugin's own (:meth:`GamePlugin.own_answer`): the
        others answer None for a hand that is not of their game, so the game's function gives the call's answer.
        None otherwise (another plugin answers the hook, a wrapper, tracing on), and the hook is asked as usual.
        Found again whenever a plugin comes or goes or the hook's call plan is made again.

        :param hook: the hook's name.
        :param game: the hand's game name.
        """
        if self._generation != self._pm.generation or self._hooks.tracing:
            self._forget()
            if self._hooks.tracing:
                return None
        key = (hook, game)
        known = self._direct.get(key)
        if known is not None:  # found under this generation, untraced: the plans are the ones it was found in
            return known[1]
        plan = self._hooks.plan_of(hook)
        found = None
        for impl in plan or ():
            plugin = self._pm.get_plugin(impl[2])
            own = plugin.own_answer(hook) if isinstance(plugin, GamePlugin) else None
            if own is None or not isinstance(plugin, GamePlugin) or impl[0] != getattr(plugin, hook):
                found = None  # not a game's own answer, or its hook's function replaced on the manager
                break
            if plugin.spec.name == game:
                found = (own, impl)
        self._direct[key] = (plan, found)
        return found

    def keep_if_steady(self, key: tuple[object, ...], answer: object, hand: HandView, street: Street) -> None:
        """Keep an answer for later hands when every implementation of the hook is a game saying it is steady."""
        hook = str(key[0])
        impls = self._hooks.implementations(hook)
        if impls and all(
            isinstance(plugin, GamePlugin) and plugin.answers_steadily(hook, hand.options, street) for plugin in impls
        ):
            self._answers[key] = answer
