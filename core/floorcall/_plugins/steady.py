"""The steady cache: answers a game says depend on nothing but its game, stakes, options and street, kept per floor.

A :class:`~floorcall.gamekit.GamePlugin` may declare a hook's answer steady; when it is the only plugin answering,
the floor asks once and gives the same answer to later hands. The cache forgets everything whenever a plugin is
registered or unregistered (the manager's generation changes) and is off while hook calls are traced.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floorcall.gamekit import GamePlugin

if TYPE_CHECKING:
    from floorcall._plugins.hookcalls import HookCalls, PluginManager
    from floorcall.model.types import Street
    from floorcall.view import HandView

__all__ = ["SteadyAnswers"]


class SteadyAnswers:
    """Steady answers by question key ``(hook, procedure key, street)``: the only writer of its store."""

    def __init__(self, pm: PluginManager, hooks: HookCalls) -> None:
        self._pm = pm
        self._hooks = hooks
        self._answers: dict[tuple[object, ...], object] = {}
        self._generation = -1

    def known(self, key: tuple[object, ...]) -> object | None:
        """A steady answer given before under ``key``, or None (forgotten whenever a plugin comes or goes)."""
        if self._generation != self._pm.generation or self._hooks.tracing:
            self._answers.clear()
            self._generation = self._pm.generation
            return None
        return self._answers.get(key)

    def keep_if_steady(self, key: tuple[object, ...], answer: object, hand: HandView, street: Street) -> None:
        """Keep an answer for later hands when every implementation of the hook is a game saying it is steady."""
        hook = str(key[0])
        impls = self._hooks.implementations(hook)
        if impls and all(
            isinstance(plugin, GamePlugin) and plugin.answers_steadily(hook, hand.options, street) for plugin in impls
        ):
            self._answers[key] = answer
