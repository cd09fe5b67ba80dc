"""Where ``--jobs`` and ``--dask`` send the batches: this process, a process pool, or a Dask cluster.

Dask (``pip install "floorcall[dask]"``) is reached through ``Client.get_executor()``, a standard
:class:`concurrent.futures.Executor`, so the batches, their order and their retries are those of
:mod:`floorcall._app.batch` whatever the route. The workers read the hand histories themselves: the paths must be ones
they can see (a shared folder, or URLs fsspec reads).
"""

from __future__ import annotations

import logging
import signal
from collections.abc import Iterator
from concurrent.futures import CancelledError, Executor
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Final

from floorcall._app.batch import worker_count
from floorcall.errors import FloorcallError
from floorcall.i18n import CORE
from floorcall.model.messages import Message

__all__ = ["LOCAL", "QUIET_SCHEDULER", "Route", "dask_setup", "ignore_cancelled_futures", "route"]

#: ``--dask local``: start a LocalCluster on this machine, for trying Dask out.
LOCAL = "local"
#: A LocalCluster's scheduler options: even without the dashboard, Dask's scheduler serves HTTP (its health and
#: metrics) on port 8787 by default, and where that port is taken (another cluster on a shared machine) it moves and
#: warns "Port 8787 is already in use"; a free port of the loopback interface is asked for instead.
QUIET_SCHEDULER: Final = {"dashboard_address": "127.0.0.1:0"}
#: Seconds to wait for a Dask scheduler to answer.
CONNECT_SECONDS = 20
#: The logger of the client's event loop (Tornado): it reports, with a traceback, a callback whose future raised.
EVENT_LOOP_LOGGER: Final = "tornado.application"


@dataclass(frozen=True)
class Route:
    """An executor for :mod:`floorcall._app.batch` and the workers it has.

    :param executor: None for this process's own (a process pool of ``workers``, or no pool for one worker).
    :param workers: processes or Dask worker threads, to size the batches.
    """

    executor: Executor | None
    workers: int


def dask_setup(worker: object) -> None:
    """Dask's preload hook, run in each worker process of ``--dask local``: ignore Ctrl-C.

    Ctrl-C reaches the whole process group of a terminal's job; only the parent handles it (a worker would print a
    traceback).
    """
    del worker
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def ignore_cancelled_futures(record: logging.LogRecord) -> bool:
    """A logging filter: False (drop it) for a report of a future that ended cancelled, True for any other record.

    When a run stops early (Ctrl-C, an error) :mod:`floorcall._app.batch` cancels the batches still pending; the
    Dask client's event loop then finds those futures cancelled and logs each with a traceback, although the
    cancellation was ours. Every other error of the event loop is still reported.
    """
    error = record.exc_info[1] if record.exc_info else None
    return not isinstance(error, CancelledError)


@contextmanager
def route(jobs: int | None, dask: str | None) -> Iterator[Route]:
    """The route of ``--jobs JOBS`` and ``--dask ADDRESS``.

    :param jobs: processes (0: every core); None for the default, one process, or with ``--dask local`` every core.
    :param dask: a scheduler's address, ``local`` for a LocalCluster of ``jobs`` worker processes, or None.
    :raises FloorcallError: Dask is not installed, or its scheduler cannot be reached.
    """
    if dask is None:
        yield Route(executor=None, workers=worker_count(1 if jobs is None else jobs))
        return
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        needs = CORE.msg("dask.not_installed", '--dask needs the dask extra: pip install "floorcall[dask]"')
        raise FloorcallError(needs) from None
    cluster: Any = None
    try:
        if dask == LOCAL:
            cluster = LocalCluster(
                n_workers=worker_count(0 if jobs is None else jobs),
                threads_per_worker=1,
                processes=True,
                dashboard_address=None,
                scheduler_kwargs=QUIET_SCHEDULER,
                preload=[__name__],  # runs dask_setup in every worker process
                # a worker's warnings (a task cancelled by Ctrl-C, logged with its traceback) are Dask's own
                # bookkeeping, not the user's: a local cluster's workers log errors only
                silence_logs=logging.ERROR,
            )
            client = Client(cluster)
        else:
            client = Client(dask, timeout=CONNECT_SECONDS)
    except OSError as exc:
        if cluster is not None:
            cluster.close()
        raise FloorcallError.of(_unreachable(exc), f"--dask {dask}") from None
    event_loop_log = logging.getLogger(EVENT_LOOP_LOGGER)
    event_loop_log.addFilter(ignore_cancelled_futures)
    try:
        threads = sum(client.nthreads().values()) or 1
        yield Route(executor=client.get_executor(pure=False), workers=threads)
    except BaseException:
        # stopped early (Ctrl-C, an error): the cluster's own complaints about the tasks cancelled on the way out
        # (logged with tracebacks) are noise now
        logging.getLogger("distributed").setLevel(logging.CRITICAL)
        raise
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
        event_loop_log.removeFilter(ignore_cancelled_futures)


def _unreachable(error: OSError) -> Message:
    """Why the scheduler could not be reached: no answer in time, a refused connection, or the system's reason."""
    if isinstance(error, TimeoutError) or "timed out" in str(error).lower():
        return CORE.msg(
            "dask.timed_out", "cannot reach the scheduler: no answer within {seconds} seconds", seconds=CONNECT_SECONDS
        )
    if isinstance(error, ConnectionRefusedError):
        return CORE.msg("dask.refused", "cannot reach the scheduler: it refuses the connection")
    return CORE.msg("dask.unreachable", "cannot reach the scheduler: {reason}", reason=error.strerror or str(error))
