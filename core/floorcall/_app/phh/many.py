"""PHH's multi-hand form (``.phhs``): a file of hands, each a top-level table named by its key (``[1]``, ``[2]``...).

A hand of such a file is named by the file and its key as written: ``day1.phhs[12]``. The key is any TOML key; the
dataset numbers its hands from 1 and may leave gaps. The file is read as a stream of lines, one hand at a time, so a
file of a million hands needs the memory of one: a line that is a table header (``[12]``, ``[12._floorcall]``,
``[[12._floorcall.events]]``) whose first key differs from the hand being read starts the next hand. Each hand's text
is then parsed on its own as TOML, and the size limit (:data:`~floorcall._app.phh.codec.MAX_HAND_BYTES`) applies to one
hand's text, not to the file. A hand that cannot be read is an error of that hand alone; the others are still read.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable, Iterator
from typing import IO, Final

from floorcall._app.phh.model import HandHistory
from floorcall._app.wording import not_utf8_message, unreadable
from floorcall.errors import HandHistoryError
from floorcall.i18n import CORE

__all__ = ["MANY_SUFFIX", "HandText", "hand_keys", "hand_name", "iter_hand_texts", "read_hands", "split_hand_name"]

#: The suffix of PHH's multi-hand files.
MANY_SUFFIX: Final = ".phhs"

# A table header line: ``[key...]`` or ``[[key...]]``, a comment allowed after it. Group 1 is the first key, bare or
# quoted; a header inside a multi-line string is not told apart (the dataset writes none).
_HEADER: Final = re.compile(r"""^\s*\[\[?\s*([A-Za-z0-9_-]+|"[^"\\]*"|'[^']*')\s*(?:\.[^\]]*)?\]\]?\s*(?:#.*)?$""")


def hand_name(path: str, key: str) -> str:
    """The name of one hand of a ``.phhs`` file: ``"<path>[<key>]"``."""
    return f"{path}[{key}]"


def split_hand_name(name: str) -> tuple[str, str | None]:
    """Split ``"day1.phhs[12]"`` into the file and the key; any other name is a whole file (key None).

    :param name: a path or URL, or a hand's name as :func:`hand_name` writes it.
    :returns: the file and the key as written, or ``(name, None)``.
    """
    if name.endswith("]"):
        opening = name.rfind("[")
        if opening > 0 and name[:opening].endswith(MANY_SUFFIX):
            return name[:opening], name[opening + 1 : -1]
    return name, None


def _first_key(line: str) -> str | None:
    match = _HEADER.match(line)
    if match is None:
        return None
    key = match.group(1)
    return key[1:-1] if key[:1] in "\"'" else key


class HandText:
    """One hand's text as cut from a ``.phhs`` file, or the reason it could not be cut (too large, a repeated key).

    :param key: the hand's key as written.
    :param text: the hand's lines, its own table header first ("" when ``error`` is set).
    :param error: why the hand cannot be read, or None.
    """

    __slots__ = ("error", "key", "text")

    def __init__(self, key: str, text: str, error: HandHistoryError | None = None) -> None:
        self.key, self.text, self.error = key, text, error


def _lines(path: str, opener: IO[bytes] | None = None) -> Iterator[str]:
    """The file's lines as text; unreadable or non-UTF-8 content raises a :class:`HandHistoryError` naming it."""
    try:
        file = open(path, "rb") if opener is None else opener  # noqa: SIM115 - closed below
    except IsADirectoryError:
        raise HandHistoryError.of(CORE.msg("phh.folder", "is a folder, not a hand history file"), path) from None
    except OSError as exc:
        raise HandHistoryError.of(unreadable(exc), path) from None
    offset = 0
    try:
        for raw in file:
            try:
                yield raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                exc.start += offset
                raise HandHistoryError.of(not_utf8_message(exc), path) from None
            offset += len(raw)
    finally:
        file.close()


def iter_hand_texts(lines: Iterable[str], source: str, most: int) -> Iterator[HandText]:
    """Cut a ``.phhs`` document into its hands, reading one line at a time.

    :param lines: the document's lines, line ends kept.
    :param source: the file, for error messages.
    :param most: the largest hand, in bytes of UTF-8 text (larger hands are reported, not kept in memory).
    :returns: one :class:`HandText` per hand, in file order.
    :raises HandHistoryError: something other than a blank line or a comment comes before the first hand.
    """
    key: str | None = None
    parts: list[str] = []
    size = 0
    seen: set[str] = set()
    for number, line in enumerate(lines, start=1):
        first = _first_key(line) if line[:1] in "[ \t" else None
        if first is not None and first != key:
            if key is not None:
                yield _finish(key, parts, size, most, source, seen)
            key, parts, size = first, [], 0
        if key is None:
            if line.strip() and not line.lstrip().startswith("#"):
                message = CORE.msg(
                    "phh.many.outside_hand",
                    "line {line}: a .phhs file holds hands as tables ([1], [2], ...); this line is outside any hand",
                    line=number,
                )
                raise HandHistoryError.of(message, source)
            continue
        size += len(line.encode("utf-8")) if not line.isascii() else len(line)
        if size <= most:
            parts.append(line)
    if key is not None:
        yield _finish(key, parts, size, most, source, seen)


def _finish(key: str, parts: list[str], size: int, most: int, source: str, seen: set[str]) -> HandText:
    name = hand_name(source, key)
    if key in seen:
        message = CORE.msg("phh.many.repeated_key", "the key [{key}] names an earlier hand of the file too", key=key)
        return HandText(key, "", HandHistoryError.of(message, name))
    seen.add(key)
    if size > most:
        message = CORE.msg(
            "phh.too_large",
            "larger than {most} bytes, the limit for one hand; not read (is it one hand?)",
            most=f"{most:,}",
        )
        return HandText(key, "", HandHistoryError.of(message, name))
    return HandText(key, "".join(parts))


def hand_keys(path: str | os.PathLike[str], opener: IO[bytes] | None = None) -> list[str]:
    """The keys of the hands of a ``.phhs`` file, in file order, found from its table headers alone (nothing parsed).

    :param path: the file.
    :param opener: an open binary file to read instead of opening ``path`` (a URL's, through fsspec).
    :raises HandHistoryError: the file cannot be read or is not UTF-8.
    """
    keys: list[str] = []
    seen: set[str] = set()
    for line in _lines(os.fspath(path), opener):
        if line[:1] in "[ \t":
            first = _first_key(line)
            if first is not None and (not keys or keys[-1] != first) and first not in seen:
                keys.append(first)
                seen.add(first)
    return keys


def read_hands(
    path: str,
    keys: Iterable[str] | None,
    load_text: Callable[[str, str, str], HandHistory],
    most: int,
    opener: IO[bytes] | None = None,
    lines: Iterator[str] | None = None,
) -> Iterator[tuple[str, HandHistory | HandHistoryError]]:
    """Read the hands of a ``.phhs`` file, in file order, each as its hand history or the error that stopped it.

    :param path: the file (named in errors as given).
    :param keys: the keys wanted (None: every hand); the file is read only up to the last one wanted.
    :param load_text: ``(text, key, name) -> HandHistory``, which parses one hand's text.
    :param most: the largest hand in bytes.
    :param opener: an open binary file to read instead of ``path``.
    :param lines: the document's lines, read instead of any file.
    :returns: ``(key, hand or error)`` pairs; a wanted key that the file does not hold comes last, as an error.
    :raises HandHistoryError: the file cannot be read, is not UTF-8, or has text outside its hands.
    """
    wanted = None if keys is None else set(keys)
    for piece in iter_hand_texts(lines if lines is not None else _lines(path, opener), path, most):
        if wanted is not None:
            if piece.key not in wanted:
                continue
            wanted.discard(piece.key)
        name = hand_name(path, piece.key)
        if piece.error is not None:
            yield piece.key, piece.error
        else:
            try:
                yield piece.key, load_text(piece.text, piece.key, name)
            except HandHistoryError as exc:
                yield piece.key, exc
        if wanted is not None and not wanted:
            return
    for key in sorted(wanted or ()):
        message = CORE.msg("phh.many.no_such_hand", "the file holds no hand [{key}]", key=key)
        yield key, HandHistoryError.of(message, hand_name(path, key))
