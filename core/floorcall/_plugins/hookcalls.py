"""Calling the hooks of a plugin manager: the same answers as pluggy's own call, without its per-call overhead.

A hand asks its plugins a procedure question at every street (its plan and betting, the first seat to act) and at
the showdown, so the cost of one hook call counts. When no implementation of a hook is a wrapper and the hook is
not historic, :class:`HookCalls` asks the implementations itself in pluggy's order (the order of
``get_hookimpls()`` reversed) and stops at the first answer for a first-result hook; otherwise it hands the call to
pluggy. Either way a plugin's exception comes out as :class:`~floorcall.errors.PluginError` naming the plugin that
raised. pluggy's call tracing and monitoring do not see the calls made directly, so with tracing on
(``FLOORCALL_TRACE=1``, ``floorcall --trace``, :meth:`HookCalls.trace`) every call goes through pluggy.

Each thread keeps a :class:`HookProgress`: how many implementations it has asked, and the one it is asking now. A
call writes two attributes and reads no clock; :mod:`floorcall._plugins.watch` reads them from its own thread to
find a hook that does not return (the hook limit).
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import traceback
from collections.abc import Callable, Iterator, Mapping
from types import FrameType
from typing import Any, Final

import pluggy

from floorcall.errors import HookTimeoutError, PluginError

__all__ = [
    "ANSWERS",
    "PROGRESS",
    "TRACE_VARIABLE",
    "HookCalls",
    "HookProgress",
    "InFlight",
    "PluginManager",
    "tracing_requested",
]

#: The environment variable that turns on pluggy's hook tracing for every manager built while it is ``1``.
TRACE_VARIABLE = "FLOORCALL_TRACE"


def tracing_requested() -> bool:
    """Whether the environment asks for hook tracing (``FLOORCALL_TRACE=1``)."""
    return os.environ.get(TRACE_VARIABLE, "") == "1"


#: Which plugin answered which hook, and what, at DEBUG (``floorcall -v``); pluggy's own calls are not logged here.
ANSWERS = logging.getLogger("floorcall.plugins")

_Impl = tuple[Callable[..., Any], tuple[str, ...], str, str, "HookCalls"]
"""One implementation as asked: its function, the argument names it takes, its plugin's registered name, the hook's
name and the calls it belongs to."""

InFlight = _Impl | tuple[None, tuple[()], None, str, "HookCalls"]
"""A call being made: an implementation asked directly, or (function and name None) a call pluggy runs, whose
plugin is found on the thread's stack."""


class HookProgress:
    """What one thread's hook calls have done: written by that thread only, read by the watch.

    :ivar calls: implementations asked so far (it moves on at every call, so a watch that sees it still knows the
        thread is stuck in the same call).
    :ivar current: the implementation being asked now, or None between calls.
    """

    __slots__ = ("calls", "current")

    def __init__(self) -> None:
        self.calls = 0
        self.current: InFlight | None = None


PROGRESS: dict[int, HookProgress] = {}
"""Every thread's :class:`HookProgress`, by thread id (a thread's is made when it first asks a hook)."""


# a plain threading.local: a subclass of it defined in this module, which mypyc compiles, crashes when inspected
_THREAD: Final = threading.local()


def _thread_progress() -> HookProgress:
    """The calling thread's :class:`HookProgress`, made and registered in :data:`PROGRESS` on its first use."""
    try:
        return _THREAD.progress  # type: ignore[no-any-return]
    except AttributeError:  # the thread's first hook call
        progress = _THREAD.progress = PROGRESS[threading.get_ident()] = HookProgress()
        return progress


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
        # .name: the plugin whose answer the last call returned, kept per thread (one floor serves many threads)
        self._recent = threading.local()
        self.tracing = False

    @property
    def last_answerer(self) -> str | None:
        """The plugin whose answer the last answered first-result call returned (its label); None when pluggy ran it."""
        name: str | None = getattr(self._recent, "name", None)
        return None if name is None else self.label(name)

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
        for impl in plan:
            result = next(self._answers((impl,), hook, kwargs), None)
            if result is not None:
                return result, impl[2]
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
        if not plan:  # nobody implements it (the usual notification): nothing to ask
            return []
        return list(self._answers(plan, hook, kwargs))

    def plan_of(self, hook: str) -> tuple[_Impl, ...] | None:
        """The implementations of ``hook`` in the order they are asked, or None when pluggy must run its calls.

        :param hook: the hook's name.
        """
        return self._plan(hook)

    def answer_of(self, impl: _Impl, function: Callable[..., Any], *args: object) -> Any:
        """Ask one implementation through ``function``, which answers as it does, as :meth:`first` would ask it.

        The thread's :class:`HookProgress` names ``impl`` while it runs, a plugin's exception comes out as
        :class:`~floorcall.errors.PluginError` naming it, and an answer is logged at DEBUG, as in :meth:`first`.

        :param impl: the implementation's entry in :meth:`plan_of`.
        :param function: what answers for it (the game's own answer behind a game plugin's hook).
        :param args: the arguments, in the order ``function`` takes them.
        :returns: its answer, or None.
        :raises PluginError: the plugin raised.
        """
        progress = _thread_progress()
        outer = progress.current
        progress.current = impl
        progress.calls += 1
        try:
            result = function(*args)
        except HookTimeoutError:
            raise
        except Exception as exc:
            raise PluginError(self.label(impl[2]), impl[3], exc) from exc
        finally:
            progress.current = outer
        if result is not None:
            self._recent.name = impl[2]
            if ANSWERS.isEnabledFor(logging.DEBUG):
                ANSWERS.debug("%s answered %s: %r", self.label(impl[2]), impl[3], result)
        return result

    def _answers(self, plan: tuple[_Impl, ...], hook: str, kwargs: dict[str, object]) -> Iterator[Any]:
        """Ask the implementations in turn, lazily, yielding each answer that is not None (logged at DEBUG).

        Whether DEBUG is on is asked once per call (logging keeps the answer cached until a level changes), and an
        answer is formatted only when it is logged. The thread's :class:`HookProgress` names each implementation
        while it runs (a hook may ask another: the outer one is named again when the inner one returns).
        """
        logged = ANSWERS.isEnabledFor(logging.DEBUG)
        progress = _thread_progress()
        for impl in plan:
            function, argnames, name, _, _ = impl
            missing = [arg for arg in argnames if arg not in kwargs]
            if missing:
                raise pluggy.HookCallError(f"{hook} must be called with {', '.join(missing)}")
            outer = progress.current
            progress.current = impl
            progress.calls += 1
            try:
                result = function(*[kwargs[arg] for arg in argnames])
            except HookTimeoutError:  # the watch stopped this very call: it names the plugin already
                raise
            except Exception as exc:
                raise PluginError(self.label(name), hook, exc) from exc
            finally:
                progress.current = outer
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
            (impl.function, tuple(impl.argnames), impl.plugin_name, hook, self) for impl in reversed(impls)
        )
        if any(impl.hookwrapper or impl.wrapper for impl in impls) or self._caller(hook).is_historic():
            plan = None
        self._plans[hook] = plan
        return plan

    def _through_pluggy(self, hook: str, kwargs: dict[str, object]) -> Any:
        caller = self._caller(hook)
        progress = _thread_progress()
        outer = progress.current
        progress.current = (None, (), None, hook, self)
        progress.calls += 1
        try:
            return caller(**kwargs)
        except HookTimeoutError:
            raise
        except Exception as exc:
            raise PluginError(self._culprit(caller, exc), hook, exc) from exc
        finally:
            progress.current = outer

    def _culprit(self, caller: pluggy.HookCaller, exc: BaseException) -> str:
        return self._named_in(caller, [frame for frame, _ in traceback.walk_tb(exc.__traceback__)])

    def _named_in(self, caller: pluggy.HookCaller, frames: list[FrameType]) -> str:
        """The plugin of the innermost frame that runs one of the hook's implementations, or "unknown plugin"."""
        codes = {impl.function.__code__: impl.plugin_name for impl in caller.get_hookimpls()}
        for frame in reversed(frames):
            if frame.f_code in codes:
                return self.label(codes[frame.f_code])
        return "unknown plugin"

    def running(self, impl: InFlight, frame: FrameType | None) -> str:
        """The label of the plugin a thread is asking in ``impl`` (read from the thread's stack for pluggy's calls).

        :param impl: the thread's :attr:`HookProgress.current`.
        :param frame: the thread's innermost frame (``sys._current_frames()``), or None when it is gone.
        """
        name = impl[2]
        if name is not None:
            return self.label(name)
        frames = []
        while frame is not None:
            frames.append(frame)
            frame = frame.f_back
        return self._named_in(self._caller(impl[3]), frames[::-1])
