"""The work of one batch, as a worker process (or a Dask worker) does it.

Each function takes plain arguments (path strings, msgspec-encoded configs and selections) and returns its results
as MessagePack bytes, so that whatever carries them between processes (a process pool's pipes, Dask's comms) moves
only bytes and the parent decodes them with msgspec into typed Structs. The installed plugins and the managers
built from them are kept per thread of the worker, so a batch costs no more discovery than the first.
"""

from __future__ import annotations

import signal
import threading

import msgspec

from floorcall._app.config import TournamentConfig
from floorcall._app.phh import dumps, load, loads
from floorcall._app.phh.codec import load_many
from floorcall._app.phh.many import split_hand_name
from floorcall._app.phh.model import HandHistory
from floorcall._app.phh.units import RakeModel
from floorcall._app.record import hand_to_history
from floorcall._app.render import hand_json, hand_text
from floorcall._app.replay import Replayer, ReplayOutcome
from floorcall._app.replay_names import replay_names
from floorcall._app.session import HandRecord, Session, SessionState
from floorcall._app.wording import not_utf8_message
from floorcall._plugins import Catalog, Floor, Selection, discover
from floorcall._plugins.watch import watch_process
from floorcall.errors import HandHistoryError
from floorcall.i18n import translator

__all__ = [
    "TableChunk",
    "TableHand",
    "prepare_worker",
    "read_history",
    "replay_batch",
    "replay_files",
    "simulate_table",
    "table_seed",
]


class TableHand(msgspec.Struct, frozen=True, kw_only=True):
    """One simulated hand of a table, rendered in the worker.

    :param table: the table's number, from 1.
    :param hand: the hand's number at its table, from 1.
    :param text: the hand as ``floorcall run`` prints it (None when not asked for).
    :param json: the hand as one line of JSON, without the line end (None when not asked for).
    :param phh: the hand as a PHH file with the ``_floorcall`` extension (None when not asked for).
    """

    table: int
    hand: int
    text: str | None = None
    json: str | None = None
    phh: str | None = None


_local = threading.local()


def _catalog() -> Catalog:
    catalog: Catalog | None = getattr(_local, "catalog", None)
    if catalog is None:
        catalog = _local.catalog = discover()
    return catalog


def _replayer(selection: bytes | None, rake: bytes | None = None) -> Replayer:
    """The replayer of this thread for a selection and a rake (a Replayer keeps per-file state: never shared)."""
    replayers: dict[tuple[bytes | None, bytes | None], Replayer] = _local.__dict__.setdefault("replayers", {})
    replayer = replayers.get((selection, rake))
    if replayer is None:
        chosen = None if selection is None else msgspec.msgpack.decode(selection, type=Selection)
        model = None if rake is None else msgspec.msgpack.decode(rake, type=RakeModel)
        replayer = replayers[selection, rake] = Replayer(_catalog(), chosen, model)
    return replayer


def prepare_worker(hook_limit: float = 0) -> None:
    """Worker initializer: only the parent handles Ctrl-C, and hook calls are held to a limit.

    Ctrl-C reaches the whole process group, so the worker ignores it. ``hook_limit`` is in seconds (0: no limit),
    see :func:`floorcall._plugins.watch.watch_process`.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})  # held back while the parent forked us
    watch_process(hook_limit)


def read_history(path: str) -> HandHistory:
    """Read a hand history from a local path or, with fsspec installed, from a URL (``s3://``, ``file://``, ...).

    :raises HandHistoryError: the file is not UTF-8, not TOML or not a valid hand history.
    :raises OSError: the file cannot be read.
    """
    if "://" not in path:
        return load(path)
    import fsspec  # the dask extra installs it

    file, key = split_hand_name(path)
    if key is not None:
        with fsspec.open(file, "rb") as opened:
            for _, found in load_many(file, (key,), opener=opened):
                if isinstance(found, HandHistoryError):
                    raise found
                return found

    with fsspec.open(path, "rb") as file:
        data = file.read()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise HandHistoryError.of(not_utf8_message(exc), str(path)) from None
    return loads(text, path)


def replay_files(paths: list[str], selection: bytes | None, rake: bytes | None = None) -> list[ReplayOutcome]:
    """Replay hands by name (files, and hands of ``.phhs`` files) in order under a msgspec-encoded selection.

    None for ``selection``: each file's own rules; ``rake``, a msgspec-encoded :class:`RakeModel` or None.

    A file that cannot be read or is not a valid hand history is ``invalid``, with the reason; the batch goes on.
    """
    return list(replay_names(_replayer(selection, rake), paths, read_history))


def replay_batch(paths: list[str], selection: bytes | None, rake: bytes | None = None) -> bytes:
    """:func:`replay_files`, its outcomes encoded as MessagePack (a list of :class:`ReplayOutcome`)."""
    return msgspec.msgpack.encode(replay_files(paths, selection, rake))


def table_seed(seed: int, table: int) -> int:
    """The seed of table ``table`` (from 1) of a run seeded ``seed``.

    Table 1 plays with ``seed`` itself, so a one-table run is the plain ``floorcall run``; table t >= 2 with the
    integer of the first 8 bytes (big-endian) of the SHA-256 of ``"<seed>/<t>"``.
    """
    if table == 1:
        return seed
    import hashlib  # here, not at the top: its OpenSSL start-up is ~3.5 MiB resident that a replay never needs

    return int.from_bytes(hashlib.sha256(f"{seed}/{table}".encode()).digest()[:8], "big")


def render_hand(
    record: HandRecord, table: int, parts: frozenset[str], labelled: bool, lang: str | None = None
) -> TableHand:
    """A session's hand rendered as ``parts`` asks (``text``, ``json``, ``phh``); ``labelled`` adds the table.

    :param lang: the language of the text and JSON (None: English).
    """
    t = translator(lang) if lang is not None else None
    text = hand_text(record, t) if "text" in parts else None
    line = None
    if "json" in parts:
        data = hand_json(record, t)
        line = msgspec.json.encode({"table": table, **data} if labelled else data).decode()
    phh = None
    if "phh" in parts:
        final = record.final
        phh = dumps(hand_to_history(record.deals, final.game.phh_code or final.game.name))
    return TableHand(table=table, hand=record.number, text=text, json=line, phh=phh)


class TableChunk(msgspec.Struct, frozen=True, kw_only=True):
    """Consecutive hands of one table and the session's state after the last of them.

    :param hands: the hands, in order.
    :param state: where the next chunk of the table goes on from.
    """

    hands: list[TableHand]
    state: SessionState


def simulate_table(
    config: bytes,
    table: int,
    hands: int,
    seed: int,
    rate: float,
    parts: tuple[str, ...],
    labelled: bool,
    state: bytes | None = None,
    lang: str | None = None,
) -> bytes:
    """Play ``hands`` hands of one table's session and render each (see :func:`render_hand`).

    :param config: a :class:`~floorcall._app.config.TournamentConfig` encoded as MessagePack.
    :param table: the table's number, from 1; its seed is :func:`table_seed` of ``seed``.
    :param rate: irregularities injected per hand (0 to 1).
    :param state: the :class:`~floorcall._app.session.SessionState` (MessagePack) to go on from; None for the first
        hand.
    :param lang: the language of the text and JSON (None: English).
    :returns: a :class:`TableChunk` as MessagePack.
    """
    chosen = msgspec.msgpack.decode(config, type=TournamentConfig)
    session = Session(chosen, Floor(_catalog(), chosen.selection), seed=table_seed(seed, table), irregularity_rate=rate)
    if state is not None:
        session.restore(msgspec.msgpack.decode(state, type=SessionState))
    wanted = frozenset(parts)
    played = [render_hand(record, table, wanted, labelled, lang) for record in session.hands(hands)]
    return msgspec.msgpack.encode(TableChunk(hands=played, state=session.state()))
