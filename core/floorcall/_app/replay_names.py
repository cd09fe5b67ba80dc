"""Hands by name: the hands a path holds, and replaying a list of them with each ``.phhs`` file read once.

A ``.phh`` file is one hand, named by its path. A ``.phhs`` file holds many, each named ``<file>[<key>]``
(:func:`floorcall._app.phh.many.hand_name`). A folder holds the hands of every ``.phh`` and ``.phhs`` file under it,
sorted by path. Lists of names are cut into batches for ``--jobs`` and ``--dask`` by hand, not by file, so a large
``.phhs`` file is spread over the workers; each batch reads the file once, as a stream, up to its last hand.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import AbstractContextManager, nullcontext
from itertools import groupby
from pathlib import Path
from typing import IO

from floorcall._app.phh import HandHistory
from floorcall._app.phh.codec import load_many
from floorcall._app.phh.many import MANY_SUFFIX, hand_keys, hand_name, split_hand_name
from floorcall._app.replay import Replayer, ReplayOutcome, outcome_of_error
from floorcall._app.wording import unreadable
from floorcall.errors import FloorcallError, HandHistoryError
from floorcall.i18n import CORE

__all__ = ["NoHandsError", "hand_names", "replay_names"]

_SUFFIXES = (".phh", MANY_SUFFIX)


class NoHandsError(FloorcallError):
    """A path given to replay that holds no hand: a folder without hand files, or an empty ``.phhs`` file."""


def _open_url(name: str) -> AbstractContextManager[IO[bytes]]:
    import fsspec  # the dask extra installs it

    opened: AbstractContextManager[IO[bytes]] = fsspec.open(name, "rb")
    return opened


def _opened(name: str) -> AbstractContextManager[IO[bytes] | None]:
    return _open_url(name) if "://" in name else nullcontext(None)


def hand_names(name: str) -> list[str]:
    """The names of the hands a path, a folder or a URL holds, in order.

    :param name: a ``.phh`` or ``.phhs`` file, one hand of a ``.phhs`` file (``x.phhs[3]``), a folder (searched
        recursively for both), or with fsspec a URL of any of these.
    :returns: the hands' names; a ``.phhs`` file gives one name per hand.
    :raises FileNotFoundError: the path does not exist.
    :raises NoHandsError: it holds no hand (the message names it).
    """
    if split_hand_name(name)[1] is not None:
        return [name]
    files = _url_files(name) if "://" in name else _local_files(Path(name))
    names: list[str] = []
    for found in files:
        if found.endswith(MANY_SUFFIX):
            try:
                with _opened(found) as opener:
                    names.extend(hand_name(found, k) for k in hand_keys(found, opener))
            except HandHistoryError:
                names.append(found)  # replayed as the file, it is reported invalid with the same reason
        else:
            names.append(found)
    if not names:
        message = CORE.msg("replay.no_hands", "holds no hand history (.phh or .phhs)")
        raise NoHandsError.of(message, name)
    return names


def _local_files(path: Path) -> list[str]:
    if path.is_dir():
        return [str(p) for p in sorted(path.rglob("*")) if p.suffix in _SUFFIXES]
    if path.exists():
        return [str(path)]
    missing = FileNotFoundError(f"{path}: no such file or folder")
    missing.filename = str(path)
    raise missing


def _url_files(name: str) -> list[str]:
    if name.endswith(_SUFFIXES):
        return [name]
    import fsspec  # the dask extra installs it

    filesystem, root = fsspec.core.url_to_fs(name)
    found = sorted(filesystem.unstrip_protocol(p) for p in filesystem.find(root) if p.endswith(_SUFFIXES))
    if not found and not filesystem.exists(root):
        missing = FileNotFoundError(f"{name}: no such file or folder")
        missing.filename = str(name)
        raise missing
    return found


def replay_names(
    replayer: Replayer, names: Iterable[str], read: Callable[[str], HandHistory]
) -> Iterator[ReplayOutcome]:
    """Replay hands by name, in order; consecutive hands of one ``.phhs`` file are read in one pass over it.

    :param replayer: the replayer (its rules).
    :param names: hand names, as :func:`hand_names` gives them.
    :param read: how to read a ``.phh`` file or a lone hand (local path or URL).
    :returns: one outcome per name, in the order given.
    """
    for file, group in groupby(names, key=lambda name: split_hand_name(name)[0]):
        wanted = [split_hand_name(name)[1] for name in group]
        if file.endswith(MANY_SUFFIX) and None not in wanted:
            yield from _replay_many(replayer, file, [key for key in wanted if key is not None])
        else:
            for key in wanted:
                yield replayer.replay_path(file if key is None else hand_name(file, key), read)


def _replay_many(replayer: Replayer, file: str, keys: list[str]) -> Iterator[ReplayOutcome]:
    """The outcomes of some hands of one ``.phhs`` file, in the order of ``keys``, the file streamed once."""
    waiting: dict[str, ReplayOutcome] = {}
    position = 0
    try:
        with _opened(file) as opener:
            for key, found in load_many(file, keys, opener=opener):
                name = hand_name(file, key)
                outcome = (
                    outcome_of_error(name, found)
                    if isinstance(found, HandHistoryError)
                    else replayer.replay(found, name)
                )
                waiting[key] = outcome
                while position < len(keys) and keys[position] in waiting:
                    yield waiting.pop(keys[position])
                    position += 1
    except (HandHistoryError, OSError) as exc:
        error = exc if isinstance(exc, HandHistoryError) else HandHistoryError.of(unreadable(exc), file)
        for key in keys[position:]:
            yield waiting.pop(key) if key in waiting else outcome_of_error(hand_name(file, key), error)
        return
    for key in keys[position:]:  # a key asked twice: the file gave it once
        yield waiting.pop(key) if key in waiting else replayer.replay_path(hand_name(file, key))
