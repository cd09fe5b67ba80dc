"""Simulated tables in chunks: each table a chain of batches, every table's hands yielded in table order.

A table's hands depend on each other (stacks, the button, the level clock, the random generator), so its chunks run
one after another, each going on from the :class:`~floorcall._app.session.SessionState` the previous one returned.
Different tables run side by side: up to one chunk in flight for each of the first ``workers`` tables that still
have hands to play. The hands of the table being printed are yielded as their chunks arrive; a later table keeps at
most :data:`MAX_BUFFERED` chunks waiting, then pauses, so memory stays bounded however long the tables are.

A chunk whose future fails is played again from the same state (so with the same hands), up to ``retries`` times;
when our own process pool breaks, a new one takes over and the chunks that were in flight are sent again one at a
time, so that a chunk that keeps killing its worker is the one named in the :class:`BatchError`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, BrokenExecutor, Future, wait
from dataclasses import dataclass, field
from typing import Any

import msgspec

from floorcall._app.batch_pool import Notify, Pool, failed, pool_broke, sent_again
from floorcall._app.batch_work import TableChunk, TableHand, simulate_table
from floorcall.errors import FloorcallError
from floorcall.i18n import CORE
from floorcall.model.messages import Message

__all__ = ["MAX_BUFFERED", "TableChain", "tables_in_order"]

#: Chunks a table that is not being printed yet may keep waiting before it pauses.
MAX_BUFFERED = 16

_decode = msgspec.msgpack.Decoder(TableChunk).decode


@dataclass
class TableChain:
    """One table's chunks: their sizes, and where the run of them stands.

    :param table: the table's number, from 1.
    :param sizes: the hands of each chunk, in order.
    """

    table: int
    sizes: list[int]
    delivered: int = 0
    state: bytes | None = None
    future: Future[bytes] | None = None
    attempts: int = 0
    waiting: deque[list[TableHand]] = field(default_factory=deque)

    @property
    def label(self) -> Message:
        """The chunk in play, for messages: ``table 3, hands 501 to 1000``."""
        first = sum(self.sizes[: self.delivered]) + 1
        last = first + self.sizes[self.delivered] - 1
        return CORE.msg(
            "batch.table_label", "table {table}, hands {first} to {last}", table=self.table, first=first, last=last
        )

    @property
    def to_send(self) -> bool:
        """Whether chunks remain to be played."""
        return self.delivered < len(self.sizes)


ChunkArgs = Callable[[TableChain], tuple[Any, ...]]


def _send(
    chains: Sequence[TableChain], head: int, workers: int, pool: Pool, args_of: ChunkArgs, suspects: list[TableChain]
) -> None:
    """Send the next chunk of each of the first ``workers`` tables from ``head`` that still have hands to play.

    After a pool broke, the tables that were in flight (``suspects``) go again one at a time, alone.
    """
    active = suspects[:1] if suspects else [chain for chain in chains[head:] if chain.to_send][:workers]
    for chain in active:
        if chain.future is None and (chain is chains[head] or len(chain.waiting) < MAX_BUFFERED):
            chain.future = pool.submit(simulate_table, args_of(chain))


def _settle(chain: TableChain, future: Future[bytes], retries: int, notify: Notify, pool: Pool, alone: bool) -> bool:
    """Take a finished chunk in; for a failed one decide whether it is sent again.

    A broken pool is held against the chunk only when it ran ``alone``: with several in flight, which one killed
    its worker is not known.

    :returns: True when the pool was renewed (every chunk in flight is then lost and must be sent again).
    :raises BatchError: the chunk failed ``retries + 1`` times, or the caller's pool broke.
    :raises FloorcallError: the error the chunk raised in its worker (a plugin's, named), as ``--jobs 1`` raises it.
    """
    chain.future = None
    try:
        chunk = _decode(future.result())
    except FloorcallError:  # a plugin or the input at fault: the same chunk would fail the same way again
        raise
    except Exception as exc:
        if alone or not isinstance(exc, BrokenExecutor):
            chain.attempts += 1
        if chain.attempts > retries:
            raise failed(chain.label, chain.attempts, exc) from exc
        broken = isinstance(exc, BrokenExecutor)
        if broken and not pool.renew():
            raise pool_broke(chain.label, exc) from exc
        notify(sent_again(chain.label, exc))
        return broken
    chain.waiting.append(chunk.hands)
    chain.state = msgspec.msgpack.encode(chunk.state)
    chain.delivered += 1
    chain.attempts = 0
    return False


def tables_in_order(
    chains: Sequence[TableChain], args_of: ChunkArgs, pool: Pool, workers: int, retries: int, notify: Notify
) -> Iterator[list[TableHand]]:
    """Play the tables' chunks on the pool and yield them, table 1's first, each table's in order.

    :param args_of: the arguments of :func:`~floorcall._app.batch_work.simulate_table` for a chain's next chunk.
    """
    head = 0
    suspects: list[TableChain] = []  # in flight when the pool broke, and not delivered since
    broke_at: dict[int, int] = {}  # the chunk of each suspect that was in flight
    finished = False
    try:
        while head < len(chains):
            suspects = [chain for chain in suspects if chain.delivered == broke_at[chain.table]]
            _send(chains, head, workers, pool, args_of, suspects)
            chain = chains[head]
            if chain.waiting:
                yield chain.waiting.popleft()
                if not chain.to_send and not chain.waiting:
                    head += 1
                continue
            flying = {c.future: c for c in chains[head:] if c.future is not None}
            done, _ = wait(flying, return_when=FIRST_COMPLETED)
            for future in done:
                if _settle(flying[future], future, retries, notify, pool, alone=len(flying) == 1):
                    if not suspects:
                        suspects = sorted(flying.values(), key=lambda chain: chain.table)
                        broke_at = {chain.table: chain.delivered for chain in suspects}
                    for lost in chains:
                        lost.future = None
                    break
        finished = True
    finally:
        if not finished:
            for chain in chains:
                if chain.future is not None:
                    chain.future.cancel()
        pool.close(stop=not finished)
