"""Where batches run: the caller's executor, or a process pool of our own that is renewed when a worker dies."""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import BrokenExecutor, Executor, Future
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from floorcall._app.batch_work import prepare_worker
from floorcall.errors import FloorcallError, because, nbecause
from floorcall.model.messages import Message

if TYPE_CHECKING:  # multiprocessing is imported when a pool of our own starts: a replay in one process never needs it
    import multiprocessing.context
    from concurrent.futures import ProcessPoolExecutor

__all__ = ["BatchError", "Notify", "Pool", "describe", "failed", "ignore", "pool_broke", "sent_again", "worker_count"]


class BatchError(FloorcallError):
    """A batch could not be completed: its worker died or it raised, every time it was tried.

    Its message is the batch's label (``batch 6 (7 hands, a.phh to g.phh)``, ``table 2, hands 5 to 8``), inside
    the sentence that says what happened to it (its frame); ``str()`` is the English.
    """


def failed(label: Message, attempts: int, error: BaseException) -> BatchError:
    """The error for the batch ``label`` that failed ``attempts`` times, the last with ``error``."""
    frame = nbecause(
        "batch.failed",
        "{reason} failed {attempts} time: {error}",
        "{reason} failed {attempts} times: {error}",
        attempts,
        reason=label.english(),
        attempts=attempts,
        error=describe(error),
    )
    return BatchError.of(label, frame=frame)


def pool_broke(label: Message, error: BaseException) -> BatchError:
    """The error for the batch ``label`` whose process pool (the caller's, which cannot be renewed) broke."""
    frame = because(
        "batch.pool_broke", "{reason}: the process pool broke: {error}", reason=label.english(), error=describe(error)
    )
    return BatchError.of(label, frame=frame)


def sent_again(label: Message, error: BaseException) -> BatchError:
    """The notice (never raised) that the batch ``label`` failed with ``error`` and is sent again."""
    frame = because(
        "batch.sent_again",
        "{reason} failed ({error}); sending it again",
        reason=label.english(),
        error=describe(error),
    )
    return BatchError.of(label, frame=frame)


def worker_count(jobs: int) -> int:
    """The number of processes ``--jobs`` asks for: ``jobs`` itself, or for 0 every core this process may use."""
    if jobs < 0:
        raise ValueError(f"jobs is 0 (every core) or more, not {jobs}")
    if jobs:
        return jobs
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def _start_method() -> multiprocessing.context.BaseContext:
    """How the workers of our own pool start.

    A fork of this process (20 ms, with all it has loaded) while it runs no other thread; else a fork server (about
    0.2 s more a pool), since a fork of a process that runs threads (a progress bar's refresh, a pool's manager) can
    leave a lock held in the child for ever.
    """
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    if "fork" in methods and threading.active_count() == 1:
        return multiprocessing.get_context("fork")
    if "forkserver" in methods:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["floorcall._app.batch_work"])
        return context
    return multiprocessing.get_context("spawn")


@contextmanager
def _ctrl_c_held(held: bool) -> Iterator[None]:
    """Hold Ctrl-C back while the pool may fork a worker, and deliver it after.

    A worker forked here inherits the blocked signal, so a Ctrl-C between its fork and its initializer (which ignores
    it, then unblocks) cannot raise in it; the parent gets its KeyboardInterrupt once the submit has returned.
    """
    if not held or threading.current_thread() is not threading.main_thread():
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


class Pool:
    """Where batches run: the caller's executor as it is, or a process pool of our own, renewed when it breaks.

    :param hook_limit: in a pool of our own, the seconds each worker lets a hook call run (0: no limit); a call
        that passes it fails its batch with :class:`~floorcall.errors.HookTimeoutError`, which is not sent again.
    """

    def __init__(self, executor: Executor | None, workers: int, hook_limit: float = 0) -> None:
        self.own = executor is None
        self.workers = workers
        self.hook_limit = hook_limit
        self.executor = executor if executor is not None else self._new()

    def _new(self) -> ProcessPoolExecutor:
        from concurrent.futures import ProcessPoolExecutor

        return ProcessPoolExecutor(
            self.workers, mp_context=_start_method(), initializer=prepare_worker, initargs=(self.hook_limit,)
        )

    def submit(self, work: Callable[..., bytes], args: tuple[Any, ...]) -> Future[bytes]:
        """Send ``work(*args)``; a pool that is already broken gives a future failed with its error."""
        try:
            with _ctrl_c_held(self.own):
                return self.executor.submit(work, *args)
        except BrokenExecutor as exc:  # broke before we saw it: fail this batch's future like the others
            failed: Future[bytes] = Future()
            failed.set_exception(exc)
            return failed

    def renew(self) -> bool:
        """Replace a broken pool of our own with a new one; False for the caller's executor."""
        if not self.own:
            return False
        self.executor.shutdown(wait=False, cancel_futures=True)
        self.executor = self._new()
        return True

    def close(self, *, stop: bool) -> None:
        """Shut our own pool down; with ``stop``, cancel what is pending and end the workers now."""
        if not self.own:
            return
        if stop:
            # a pool already shut down (Ctrl-C while it was being renewed) keeps None there, not its workers
            workers = list((getattr(self.executor, "_processes", None) or {}).values())
            self.executor.shutdown(wait=False, cancel_futures=True)
            for process in workers:
                process.terminate()
            for process in workers:
                process.join(timeout=5)
        else:
            self.executor.shutdown(wait=True)


#: Told, with a notice naming the batch and the reason (:func:`sent_again`), each time a batch is sent again.
Notify = Callable[[BatchError], None]


def ignore(notice: BatchError) -> None:
    """The default :data:`Notify`: say nothing."""
    return None


def describe(exc: BaseException) -> str:
    """An exception on one line: its type, then its message."""
    text = str(exc)
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__
