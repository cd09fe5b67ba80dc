"""Calling the hooks of a plugin manager: the same answers as pluggy's own call, without its per-call overhead.

A hand asks its plugins a procedure question at every street (its plan and betting, the first seat to act) and at
the showdown, so the cost of one hook call counts. When no implementation of a hook is a wrapper and the hook is
not historic, :class:`HookCalls` asks the implementations itself in pluggy's order (the order of
``get_hookimpls()`` reversed) and stops at the first answer for a first-result hook; otherwise it hands the call to
pluggy. Either way a plugin's exception comes out as :class:`~floorcall.errors.PluginError` naming the plugin that
raised. pluggy's call tracing and monitoring do not see the calls made directly, so with tracing on
(``FLOORCALL_TRACE=1``, ``floorcall --trace``, :meth:`HookCalls.trace`) every call goes through pluggy.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import traceback
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import pluggy

from floorcall.errors import PluginError

__all__ = ["ANSWERS", "TRACE_VARIABLE", "HookCalls", "PluginManager", "tracing_requested"]

#: The environment variable that turns on pluggy's hook tracing for every manager built while it is ``1``.
TRACE_VARIABLE = "FLOORCALL_TRACE"


def tracing_requested() -> bool:
    """Whether the environment asks for hook tracing (``FLOORCALL_TRACE=1``)."""
    return os.environ.get(TRACE_VARIABLE, "") == "1"


#: Which plugin answered which hook, and what, at DEBUG (``floorcall -v``); pluggy's own calls are not logged here.
ANSWERS = logging.getLogger("floorcall.plugins")

_Impl = tuple[Callable[..., Any], tuple[str, ...], str]
"""One implementation as asked: its function, the argument names it takes, and its plugin's registered name."""


class PluginManager(pluggy.PluginManager):
    """A pluggy manager that counts its registrations, so hook call plans know when to be made again."""

    generation = 0
    """Bumped by every register and unregister."""

    def register(self, plugin: object, name: str | None = None) -> str | None:
        """Register as pluggy does (see :meth:`pluggy.PluginManager.register`)."""
        self.generation += 1
        return super().register(plugin, name)

    def unregister(self, plugin: object | None = None, name: str | None = None) -> Any | None:
        """Unregister as pluggy does (see :meth:`pluggy.PluginManager.unregister`)."""
        self.generation += 1
        return super().unregister(plugin, name)


class _Recent(threading.local):
    """The plugin whose answer the last call returned, kept per thread: one floor serves many threads at once."""

    name: str | None = None


class HookCalls:
    """The hooks of one plugin manager, asked in pluggy's order.

    :param pm: the plugin manager; plugins may be registered or unregistered at any time (the next call notices).
    :param labels: the name to give each registered plugin name in error messages (missing names are used as is).
    """

    def __init__(self, pm: PluginManager, labels: Mapping[str, str]) -> None:
        """Keep the manager; the call plans are made on first use of each hook."""
        self.pm = pm
        self.labels = labels
        self._plans: dict[str, tuple[_Impl, ...] | None] = {}
        self._generation = pm.generation
        self._recent = _Recent()
        self.tracing = False

    @property
    def last_answerer(self) -> str | None:
        """The plugin whose answer the last answered first-result call returned (its label); None when pluggy ran it."""
        return None if self._recent.name is None else self.label(self._recent.name)

    def trace(self, write: Callable[[str], object] | None = None) -> None:
        """Turn on pluggy's hook tracing: from now on every call goes through pluggy, which writes it to ``write``.

        :param write: where each trace line goes (default: the ``sys.stderr`` of the moment of each line).
        """
        self.pm.trace.root.setwriter(write or (lambda line: sys.stderr.write(line)))
        self.pm.enable_tracing()
        self.tracing = True

    def label(self, name: str) -> str:
        """The name to use in messages for a registered plugin name (``distribution[entry point]`` when known).

        :param name: the name the plugin is registered under.
        :returns: its label, or the name itself.
        """
        return self.labels.get(name, name)

    def consulted(self, hook: str) -> tuple[str, ...]:
        """The plugins implementing ``hook``, in the order they are asked.

        :param hook: the hook's name.
        :returns: their labels, first asked first.
        """
        return tuple(self.label(impl.plugin_name) for impl in reversed(self._caller(hook).get_hookimpls()))

    def implementations(self, hook: str) -> tuple[object, ...]:
        """The plugin objects implementing ``hook``, first asked first (wrappers included).

        :param hook: the hook's name.
        """
        plugins = (self.pm.get_plugin(impl.plugin_name) for impl in reversed(self._caller(hook).get_hookimpls()))
        return tuple(plugins)

    def first(self, hook: str, kwargs: dict[str, object]) -> Any:
        """Ask a first-result hook: the first answer that is not None, in precedence order, or None.

        :param hook: the hook's name.
        :param kwargs: the hook's arguments by name.
        :raises PluginError: a plugin raised; it names that plugin and the hook.
        :raises pluggy.HookCallError: an argument an implementation takes is missing from ``kwargs``.
        """
        plan = self._plan(hook)
        if plan is None:
            self._recent.name = None
            return self._through_pluggy(hook, kwargs)
        return next(self._answers(plan, hook, kwargs), None)

    def first_named(self, hook: str, kwargs: dict[str, object]) -> tuple[Any, str | None]:
        """Ask a first-result hook as :meth:`first` does, and name the plugin that answered.

        :returns: the answer (or None) and the registered name of the plugin that gave it (None without an answer).
        :raises PluginError: as :meth:`first`.
        """
        plan = self._plan(hook)
        if plan is None:
            result = self._through_pluggy(hook, kwargs)
            self._recent.name = self._answering_name(hook, kwargs) if result is not None else None
            return result, self._recent.name
        for function, argnames, name in plan:
            result = next(self._answers(((function, argnames, name),), hook, kwargs), None)
            if result is not None:
                return result, name
        return None, None

    def every(self, hook: str, kwargs: dict[str, object]) -> list[Any]:
        """Ask every implementation of a hook that is not first-result; the answers that are not None, in order.

        :param hook: the hook's name.
        :param kwargs: the hook's arguments by name.
        :returns: the answers, first asked first.
        :raises PluginError: a plugin raised; it names that plugin and the hook.
        :raises pluggy.HookCallError: an argument an implementation takes is missing from ``kwargs``.
        :raises ValueError: ``hook`` is a first-result hook (ask it with :meth:`first`).
        """
        if self._caller(hook).spec.opts.get("firstresult"):  # type: ignore[union-attr]
            raise ValueError(f"{hook} is a first-result hook: ask it with first()")
        plan = self._plan(hook)
        if plan is None:
            return list(self._through_pluggy(hook, kwargs))
        return list(self._answers(plan, hook, kwargs))

    def _answers(self, plan: tuple[_Impl, ...], hook: str, kwargs: dict[str, object]) -> Iterator[Any]:
        """Ask the implementations in turn, lazily, yielding each answer that is not None (logged at DEBUG).

        Whether DEBUG is on is asked once per call (logging keeps the answer cached until a level changes), and an
        answer is formatted only when it is logged.
        """
        logged = ANSWERS.isEnabledFor(logging.DEBUG)
        for function, argnames, name in plan:
            missing = [arg for arg in argnames if arg not in kwargs]
            if missing:
                raise pluggy.HookCallError(f"{hook} must be called with {', '.join(missing)}")
            try:
                result = function(*[kwargs[arg] for arg in argnames])
            except Exception as exc:
                raise PluginError(self.label(name), hook, exc) from exc
            if result is not None:
                self._recent.name = name
                if logged:
                    ANSWERS.debug("%s answered %s: %r", self.label(name), hook, result)
                yield result

    def answerer(self, hook: str, kwargs: dict[str, object]) -> str:
        """Name the plugin whose answer won a first-result call, by asking the implementations again.

        Only used to name a plugin that answered wrongly, so the second asking costs nothing on the normal path.
        Wrappers are skipped (they pass an answer on, they do not make it), and so is an implementation that raises
        this time.

        :param hook: the hook's name.
        :param kwargs: the arguments of the call that got the wrong answer.
        :returns: the plugin's name for messages, or ``"unknown plugin"``.
        """
        name = self._answering_name(hook, kwargs)
        return self.label(name) if name is not None else "unknown plugin"

    def _answering_name(self, hook: str, kwargs: dict[str, object]) -> str | None:
        for impl in reversed(self._caller(hook).get_hookimpls()):
            if impl.hookwrapper or impl.wrapper:
                continue
            try:
                answered = impl.function(*[kwargs[arg] for arg in impl.argnames]) is not None
            except Exception:  # a plugin that fails now did not give the answer being named
                continue
            if answered:
                return str(impl.plugin_name)
        return None

    def _caller(self, hook: str) -> pluggy.HookCaller:
        caller: pluggy.HookCaller = getattr(self.pm.hook, hook)
        return caller

    def _plan(self, hook: str) -> tuple[_Impl, ...] | None:
        """The implementations to ask in order, or None when pluggy must run the call (a wrapper, or tracing)."""
        if self.tracing:
            return None
        if self._generation != self.pm.generation:
            self._plans.clear()
            self._generation = self.pm.generation
        elif hook in self._plans:
            return self._plans[hook]
        impls = self._caller(hook).get_hookimpls()
        plan: tuple[_Impl, ...] | None = tuple(
            (impl.function, tuple(impl.argnames), impl.plugin_name) for impl in reversed(impls)
        )
        if any(impl.hookwrapper or impl.wrapper for impl in impls) or self._caller(hook).is_historic():
            plan = None
        self._plans[hook] = plan
        return plan

    def _through_pluggy(self, hook: str, kwargs: dict[str, object]) -> Any:
        caller = self._caller(hook)
        try:
            return caller(**kwargs)
        except Exception as exc:
            raise PluginError(self._culprit(caller, exc), hook, exc) from exc

    def _culprit(self, caller: pluggy.HookCaller, exc: BaseException) -> str:
        codes = {impl.function.__code__: impl.plugin_name for impl in caller.get_hookimpls()}
        for frame, _ in traceback.walk_tb(exc.__traceback__):
            if frame.f_code in codes:
                return self.label(codes[frame.f_code])
        return "unknown plugin"
