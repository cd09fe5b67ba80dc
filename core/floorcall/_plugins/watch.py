"""The hook limit: a thread of its own that finds a hook call that does not return, at no cost to the calls.

Every hook call writes the thread's :class:`~floorcall._plugins.hookcalls.HookProgress` (a counter and the
implementation being asked) and reads no clock. A :class:`HookWatch` wakes a few times per limit, reads every
thread's progress, and reports a :class:`Stall` when a thread has stayed in the same call for the whole limit: the
thread, the plugin (its label) and the hook. What happens then is the owner's choice: ``floorcall run`` and
``replay`` stop the call on the main thread (:func:`watching_main_thread`), ``serve`` answers the request 503.
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from types import FrameType

from floorcall._plugins.hookcalls import PROGRESS, InFlight
from floorcall.errors import HookTimeoutError

__all__ = ["DEFAULT_HOOK_LIMIT", "EXIT_STUCK", "HookWatch", "Stall", "watch_process", "watching_main_thread"]

DEFAULT_HOOK_LIMIT = 10.0
"""Seconds a hook call may run before it is stopped (``--hook-limit``; 0 turns the limit off)."""

EXIT_STUCK = 2
"""The status a process ends with when a hook stopped on the main thread still does not return (see below)."""

_LOG = logging.getLogger("floorcall")


@dataclass(frozen=True)
class Stall:
    """A hook call that has run for the whole limit.

    :param thread: the id of the thread making it (:func:`threading.get_ident`).
    :param plugin: the label of the plugin whose implementation is running.
    :param hook: the hook's name.
    :param limit: the limit it passed, in seconds.
    :param impl: the call as the thread's progress names it.
    :param calls: the thread's call count when it was seen stuck (it moves on when the call returns).
    """

    thread: int
    plugin: str
    hook: str
    limit: float
    impl: InFlight
    calls: int

    def error(self) -> HookTimeoutError:
        """The error that names the plugin, the hook and the limit."""
        return HookTimeoutError(self.plugin, self.hook, self.limit)

    def ongoing(self) -> bool:
        """Whether the thread is still in the call that stalled."""
        progress = PROGRESS.get(self.thread)
        return progress is not None and progress.current is self.impl and progress.calls == self.calls


class HookWatch:
    """A daemon thread that reports each hook call running longer than ``limit`` once.

    :param limit: seconds (above 0).
    :param on_stall: called on the watch's thread with each stall (nothing else is watched while it runs).
    :raises ValueError: ``limit`` is not above 0.
    """

    def __init__(self, limit: float, on_stall: Callable[[Stall], None]) -> None:
        if not limit > 0:
            raise ValueError(f"a hook limit is above 0 seconds, not {limit}")
        self.limit = limit
        self._on_stall = on_stall
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._seen: dict[int, tuple[InFlight, int, float]] = {}  # thread -> (call, count, first seen)

    def start(self) -> HookWatch:
        """Start watching (once); returns itself."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._loop, name="floorcall hook watch", daemon=True)
            self._thread.start()
        return self

    def stop(self) -> None:
        """Stop watching and wait for the thread to end."""
        self._stop.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join()

    def _loop(self) -> None:
        period = min(1.0, max(0.01, self.limit / 4))
        while not self._stop.wait(period):
            for stall in self.sweep(time.monotonic()):
                self._on_stall(stall)

    def sweep(self, now: float) -> list[Stall]:
        """Read every thread's progress at ``now`` (:func:`time.monotonic`); the calls that just passed the limit."""
        stalls = []
        frames: dict[int, FrameType] | None = None
        for thread, progress in list(PROGRESS.items()):
            impl, calls = progress.current, progress.calls
            seen = self._seen.get(thread)
            if impl is None:
                self._seen.pop(thread, None)
                continue
            if seen is None or seen[0] is not impl or seen[1] != calls:
                self._seen[thread] = (impl, calls, now)
                continue
            if now - seen[2] < self.limit:
                continue
            self._seen[thread] = (impl, calls, float("inf"))  # reported once
            frames = sys._current_frames() if frames is None else frames
            plugin = impl[4].running(impl, frames.get(thread))
            stalls.append(Stall(thread, plugin, impl[3], self.limit, impl, calls))
        return stalls


class _MainThread:
    """Stops a stalled call on the main thread: a signal raises the stall's error inside it, as a Ctrl-C would.

    A call stuck in code that never lets Python run the handler (a C loop) is ended with the process: after a
    second limit the reason is logged and the process exits with :data:`EXIT_STUCK`.
    """

    def __init__(self, limit: float) -> None:
        self.stall: Stall | None = None
        self.main = threading.main_thread().ident
        self.watch = HookWatch(limit, self._stalled)

    def _stalled(self, stall: Stall) -> None:
        if stall.thread != self.main:
            return
        self.stall = stall
        signal.pthread_kill(stall.thread, signal.SIGALRM)
        deadline = time.monotonic() + stall.limit
        while stall.ongoing() and time.monotonic() < deadline:
            time.sleep(min(0.05, stall.limit))
        if stall.ongoing():
            _LOG.error("floorcall: %s; the process is ended", stall.error())
            logging.shutdown()
            sys.stderr.flush()
            os._exit(EXIT_STUCK)

    def handle(self, signum: int, frame: FrameType | None) -> None:
        """The SIGALRM handler: raise the stall's error if the main thread is still in the stalled call."""
        stall, self.stall = self.stall, None
        if stall is not None and stall.ongoing():
            raise stall.error()


def _watch_main_thread(limit: float) -> Callable[[], None] | None:
    """Start holding the main thread's hook calls to ``limit``; the function that stops it, or None (not watched)."""
    if not limit or threading.current_thread() is not threading.main_thread() or not hasattr(signal, "pthread_kill"):
        return None
    watcher = _MainThread(limit)
    previous = signal.signal(signal.SIGALRM, watcher.handle)
    watcher.watch.start()

    def stop() -> None:
        watcher.watch.stop()
        signal.signal(signal.SIGALRM, previous)

    return stop


@contextlib.contextmanager
def watching_main_thread(limit: float) -> Iterator[None]:
    """Hold hook calls made on the main thread to ``limit`` seconds while the block runs.

    A call that passes it raises :class:`~floorcall.errors.HookTimeoutError` where it is (naming the plugin and
    the hook), which ends the call as any plugin's error does. Nothing is watched when ``limit`` is 0, when this
    is not the main thread, or where signals cannot be sent to a thread (not POSIX).

    :param limit: seconds, or 0 for no limit.
    """
    stop = _watch_main_thread(limit)
    try:
        yield
    finally:
        if stop is not None:
            stop()


def watch_process(limit: float) -> None:
    """Hold the main thread's hook calls to ``limit`` seconds for the rest of the process (a pool's worker).

    :param limit: seconds, or 0 for no limit.
    """
    _watch_main_thread(limit)
