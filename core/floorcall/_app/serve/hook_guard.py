"""The hook limit in the server: a request whose hook call runs past it is answered 503 and its late work discarded.

A request's work runs in a worker thread (:meth:`HookGuard.run`). When the :class:`~floorcall._plugins.watch.HookWatch`
finds that thread stuck in one hook call for the whole limit, the request stops waiting and answers 503 naming the
plugin and the hook; the thread cannot be stopped, so it is left to finish. Whatever it would store when the hook
finally answers is dropped instead (:func:`discard_if_abandoned`, called before every write), and the hand it holds is
let go, so the next request rebuilds that hand from the store as it was (:func:`on_abandon`).
"""

from __future__ import annotations

import asyncio
import functools
import threading
from collections.abc import Callable
from typing import TypeVar

import anyio
import anyio.to_thread

from floorcall._app.serve.errors import ApiError
from floorcall._app.serve.messages import message
from floorcall._plugins.watch import HookWatch, Stall

__all__ = ["Abandoned", "HookGuard", "discard_if_abandoned", "on_abandon"]

_T = TypeVar("_T")


class Abandoned(Exception):
    """Raised in a request's thread whose request was answered 503: its work must not be stored."""


class _Flight:
    """One request's work in its thread: how to stop waiting for it, and what to let go when it is abandoned."""

    def __init__(self, cancel: Callable[[], object]) -> None:
        self.cancel = cancel
        self.stall: Stall | None = None
        self.releases: list[Callable[[], None]] = []


class _Current(threading.local):
    flight: _Flight | None = None


_current = _Current()


def discard_if_abandoned() -> None:
    """Raise :class:`Abandoned` when this thread's request was already answered 503 (before any write)."""
    flight = _current.flight
    if flight is not None and flight.stall is not None:
        raise Abandoned


def on_abandon(release: Callable[[], None]) -> None:
    """Call ``release`` (on the watch's thread) if this thread's request is abandoned; nothing outside a request."""
    flight = _current.flight
    if flight is not None:
        flight.releases.append(release)


class HookGuard:
    """Runs requests' work in worker threads, holding their hook calls to ``limit`` seconds (0: no limit).

    :param limit: seconds a hook call may run (``serve --hook-limit``).
    """

    def __init__(self, limit: float) -> None:
        self.limit = limit
        self._flights: dict[int, _Flight] = {}
        self._watch = HookWatch(limit, self._stalled) if limit else None

    def stop(self) -> None:
        """Stop watching (the app's shut-down)."""
        if self._watch is not None:
            self._watch.stop()

    async def run(self, call: Callable[[], _T]) -> _T:
        """Run ``call`` in a worker thread and return its result.

        :raises ApiError: 503 naming the plugin and the hook when one of its hook calls passes the limit.
        """
        if self._watch is not None:
            self._watch.start()  # on the first request (once)
        loop = asyncio.get_running_loop()
        with anyio.CancelScope() as scope:
            flight = _Flight(functools.partial(loop.call_soon_threadsafe, scope.cancel))

            def in_thread() -> _T:
                ident = threading.get_ident()
                self._flights[ident], _current.flight = flight, flight
                try:
                    return call()
                finally:
                    self._flights.pop(ident, None)
                    _current.flight = None

            return await anyio.to_thread.run_sync(in_thread, abandon_on_cancel=True)
        stall = flight.stall
        assert stall is not None  # only the watch cancels this scope
        raise ApiError(503, "", message("hook_limit", plugin=stall.plugin, hook=stall.hook, limit=f"{stall.limit:g}"))

    def _stalled(self, stall: Stall) -> None:
        flight = self._flights.get(stall.thread)
        if flight is None or flight.stall is not None:
            return
        flight.stall = stall
        for release in flight.releases:
            release()
        flight.cancel()
