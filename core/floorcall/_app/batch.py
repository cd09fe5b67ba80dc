"""Many hands at once: hand histories replayed, and table sessions simulated, in batches over an executor.

For embedders and for ``floorcall replay --jobs`` / ``floorcall run --tables --jobs``. The work is cut into
batches (files for a replay; for a simulation, chunks of a table played one after another, since a table's hands
depend on each other, and the tables side by side: :mod:`floorcall._app.table_chains`), sent to a
:class:`concurrent.futures.Executor` (a process pool of our own by default, or any executor the caller passes: a
Dask ``Client.get_executor()``, a thread pool), and the results come back **in order**, whatever the number of
workers, so the output is the same for every setting.

A batch whose future fails is sent again, up to ``retries`` times. When our own process pool breaks (a worker was
killed, ran out of memory) a new pool takes over; the replay batches that were in flight are sent again one at a
time, so that a batch that keeps killing its worker is the one named in the :class:`BatchError`. Each batch's
results are yielded exactly once: no hand is lost or counted twice. When the consumer stops (Ctrl-C, an exception,
or it simply stops iterating), pending batches are cancelled and the workers of our own pool are stopped.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from concurrent.futures import BrokenExecutor, Executor, Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgspec

import floorcall._plugins as plugins
from floorcall._app.batch_pool import BatchError, Notify, Pool, failed, ignore, pool_broke, sent_again, worker_count
from floorcall._app.batch_work import (
    TableHand,
    read_history,
    render_hand,
    replay_batch,
    table_seed,
)
from floorcall._app.config import TournamentConfig
from floorcall._app.phh.units import RakeModel
from floorcall._app.replay import Replayer, ReplayOutcome
from floorcall._app.replay_names import replay_names
from floorcall._app.session import Session
from floorcall._app.table_chains import TableChain, tables_in_order
from floorcall._plugins import Floor, Selection
from floorcall._plugins.watch import DEFAULT_HOOK_LIMIT, watching_main_thread
from floorcall.errors import FloorcallError
from floorcall.i18n import CORE
from floorcall.model.messages import Message

__all__ = ["BatchError", "TableHand", "replay_many", "simulate_many", "table_seed", "worker_count"]

#: The most files in one replay batch (about 0.2 s of work at 1 ms a file).
MAX_BATCH_FILES = 1000
#: Hands of a table in one batch (about 0.4 s of work).
CHUNK_HANDS = 500
#: How many times a failed batch is sent again before the run stops.
RETRIES = 2

_ALL_PARTS = ("text", "json", "phh")


@dataclass(frozen=True)
class _Batch:
    label: Message
    args: tuple[Any, ...]


def _delivered(future: Future[bytes]) -> bool:
    return future.done() and not future.cancelled() and future.exception() is None


def _in_order(
    work: Callable[..., bytes], batches: Sequence[_Batch], pool: Pool, window: int, retries: int, notify: Notify
) -> Iterator[bytes]:
    """Run the batches on the pool, at most ``window`` at a time, and yield each result in the batches' order.

    ``notify`` is told of every batch that is sent again, and why.
    """
    futures: dict[int, Future[bytes]] = {}
    attempts: Counter[int] = Counter()
    submitted = done = 0
    careful_until = 0  # after a pool broke: the batches before this one run one at a time
    finished = False
    try:
        while done < len(batches):
            limit = 1 if done < careful_until else window
            while submitted < len(batches) and submitted - done < limit:
                if submitted not in futures:  # a batch delivered before its pool broke keeps its result
                    futures[submitted] = pool.submit(work, batches[submitted].args)
                submitted += 1
            try:
                result = futures[done].result()
            except FloorcallError:  # a plugin or the input at fault: sent again, the batch would fail the same way
                raise
            except Exception as exc:
                attempts[done] += 1
                if attempts[done] > retries:
                    raise failed(batches[done].label, attempts[done], exc) from exc
                broken = isinstance(exc, BrokenExecutor)
                if broken and not pool.renew():
                    raise pool_broke(batches[done].label, exc) from exc
                notify(sent_again(batches[done].label, exc))
                if broken:
                    careful_until = submitted
                    for index in [i for i, future in futures.items() if not _delivered(future)]:
                        del futures[index]
                    submitted = done
                else:
                    futures[done] = pool.submit(work, batches[done].args)
                continue
            del futures[done]
            done += 1
            yield result
        finished = True
    finally:
        if not finished:
            for future in futures.values():
                future.cancel()
        pool.close(stop=not finished)


def _file_batches(paths: Sequence[str], selection: bytes | None, size: int, rake: bytes | None) -> list[_Batch]:
    batches = []
    for start in range(0, len(paths), size):
        chunk = list(paths[start : start + size])
        number = start // size + 1
        label = CORE.nmsg(
            "batch.label",
            "batch {number} ({count} hand, {first} to {last})",
            "batch {number} ({count} hands, {first} to {last})",
            len(chunk),
            number=number,
            count=len(chunk),
            first=chunk[0],
            last=chunk[-1],
        )
        batches.append(_Batch(label=label, args=(chunk, selection) if rake is None else (chunk, selection, rake)))
    return batches


def replay_many(
    paths: Iterable[str | Path],
    *,
    selection: Selection | None = None,
    executor: Executor | None = None,
    jobs: int = 0,
    batch_size: int | None = None,
    retries: int = RETRIES,
    on_retry: Notify = ignore,
    rake: RakeModel | None = None,
    hook_limit: float = DEFAULT_HOOK_LIMIT,
) -> Generator[ReplayOutcome, None, None]:
    """Replay hand histories in batches and yield their outcomes in the order of ``paths``.

    :param paths: hands by name: PHH files and hands of ``.phhs`` files (local paths or, with fsspec, URLs the
        workers can read); see :func:`floorcall._app.replay_names.hand_names` to list a folder's or a file's.
    :param selection: the rules to replay under (a config's); None for each file's own.
    :param rake: the house rake to allow for where a file's winnings fall short of the pots (``--rake``).
    :param executor: where the batches run; None for a process pool of ``jobs`` processes (or, with ``jobs=1``,
        this process, one file at a time). The caller's executor is not shut down.
    :param jobs: processes of our own pool, or with an executor the workers it has (to size the batches);
        0 for every core.
    :param batch_size: files per batch; by default about four batches per worker, at most :data:`MAX_BATCH_FILES`.
    :param retries: how many times a failed batch is sent again.
    :param on_retry: called each time a batch is sent again, with a notice naming the batch and the reason (a
        :class:`BatchError`, never raised: ``str()`` is its English, ``Translator.error`` gives it in a language).
    :param hook_limit: seconds a hook call may run in this process (``jobs=1``, on the main thread) or in a worker
        of our own pool; a file whose hook call passes it fails, naming the plugin (0: no limit).
    :returns: one :class:`~floorcall._app.replay.ReplayOutcome` per file (matched, failed, invalid or skipped).
    :raises BatchError: a batch failed ``retries + 1`` times (the message names it and its files).
    """
    names = [str(path) for path in paths]
    encoded = None if selection is None else msgspec.msgpack.encode(selection)
    workers = worker_count(jobs)
    if executor is None and workers == 1:
        with watching_main_thread(hook_limit):
            yield from replay_names(Replayer(plugins.discover(), selection, rake), names, read_history)
        return
    size = batch_size or max(1, min(MAX_BATCH_FILES, math.ceil(len(names) / (4 * workers))))
    decode = msgspec.msgpack.Decoder(list[ReplayOutcome]).decode
    pool = Pool(executor, workers, hook_limit)
    for result in _in_order(
        replay_batch,
        _file_batches(names, encoded, size, None if rake is None else msgspec.msgpack.encode(rake)),
        pool,
        2 * workers,
        retries,
        on_retry,
    ):
        yield from decode(result)


def simulate_many(
    config: TournamentConfig,
    tables: int,
    hands: int,
    seed: int,
    *,
    rate: float = 0.3,
    parts: Sequence[str] = _ALL_PARTS,
    lang: str | None = None,
    executor: Executor | None = None,
    jobs: int = 0,
    chunk_hands: int = CHUNK_HANDS,
    retries: int = RETRIES,
    on_retry: Notify = ignore,
    hook_limit: float = DEFAULT_HOOK_LIMIT,
) -> Generator[TableHand, None, None]:
    """Play ``tables`` independent sessions of a config, ``hands`` hands each, and yield every hand in table order.

    Table t plays with the seed :func:`table_seed` ``(seed, t)``: table 1 with ``seed`` itself, so one table is
    exactly ``floorcall run --seed S``. A table is played in chunks of ``chunk_hands`` hands, one after another
    (each goes on from the session state the last one left); tables run side by side
    (:mod:`floorcall._app.table_chains`).

    :param config: the validated config.
    :param tables: how many tables (sessions), from 1.
    :param hands: hands per table.
    :param seed: the run's seed.
    :param rate: irregularities injected per hand (0 to 1).
    :param parts: what to render of each hand: any of ``text``, ``json`` (with a ``table`` key when there are
        several tables) and ``phh``.
    :param lang: the language of the text and JSON (one of :data:`floorcall.i18n.LANGUAGES`; None: English); the
        PHH files are the same in every language.
    :param executor: where the tables run; None for a process pool of ``jobs`` processes (with ``jobs=1``, this
        process, hand by hand).
    :param jobs: processes of our own pool, or with an executor the workers it has; 0 for every core.
    :param chunk_hands: hands per batch.
    :param retries: how many times a failed chunk is played again (from the same state, so the same hands).
    :param on_retry: called each time a chunk is sent again, with a notice naming the table, its hands and the
        reason (a :class:`BatchError`, never raised, as for :func:`replay_many`).
    :param hook_limit: seconds a hook call may run in this process (``jobs=1``, on the main thread) or in a worker
        of our own pool (0: no limit).
    :returns: the hands, table 1's first, each table's in order.
    :raises BatchError: a chunk failed ``retries + 1`` times.
    :raises HookTimeoutError: a hook call passed ``hook_limit`` (it names the plugin and the hook).
    :raises ValueError: ``tables``, ``hands`` or ``chunk_hands`` is below 1, or ``parts`` names something else.
    """
    if min(tables, hands, chunk_hands) < 1:
        raise ValueError(f"tables, hands and chunk_hands are at least 1, not {tables}, {hands} and {chunk_hands}")
    unknown = set(parts) - set(_ALL_PARTS)
    if unknown:
        raise ValueError(f"parts are text, json or phh, not {', '.join(sorted(unknown))}")
    labelled = tables > 1
    workers = worker_count(jobs)
    if executor is None and workers == 1:
        floor = Floor(plugins.discover(), config.selection)
        with watching_main_thread(hook_limit):
            for table in range(1, tables + 1):
                session = Session(config, floor, seed=table_seed(seed, table), irregularity_rate=rate)
                for record in session.hands(hands):
                    yield render_hand(record, table, frozenset(parts), labelled, lang)
        return
    encoded = msgspec.msgpack.encode(config)
    sizes = [chunk_hands] * (hands // chunk_hands) + ([hands % chunk_hands] if hands % chunk_hands else [])
    chains = [TableChain(table=t, sizes=list(sizes)) for t in range(1, tables + 1)]

    def args_of(chain: TableChain) -> tuple[Any, ...]:
        size = chain.sizes[chain.delivered]
        return (encoded, chain.table, size, seed, rate, tuple(parts), labelled, chain.state, lang)

    pool = Pool(executor, workers, hook_limit)
    for chunk in tables_in_order(chains, args_of, pool, workers, retries, on_retry):
        yield from chunk
