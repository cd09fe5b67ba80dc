"""Reading PHH files: TOML text to a validated :class:`~floorcall._app.phh.model.HandHistory`.

The TOML is parsed by ``rtoml``, the project's one TOML reader (a compiled parser, about ten times faster than the
standard library's on these files). The parsed document then goes through three steps: the ``_``-prefixed keys are set
aside as user fields, each action string is parsed by :func:`~floorcall._app.phh.actions.parse_action`, and one
``msgspec.convert`` checks every type and builds the Struct. Chip amounts are exact: ``rtoml`` gives a TOML float as a
binary float, so a hand whose chip fields hold one is read a second time with its float literals as text
(:mod:`floorcall._app.phh.exact`: ``0.50`` stays ``Decimal("0.50")``, written back as given), and only its chip
fields are taken from that reading. A hand of whole chips never pays for it. Every failure is a
:class:`~floorcall.errors.HandHistoryError` whose message starts with the source (the path, or ``"<string>"``) and
the field or action index.

Parsed actions are kept by notation from one document to the next: they are frozen, and most notations (``"p3 cc"``,
``"d dh p2 Qd"``) recur from hand to hand, so reading a folder of hands parses each distinct notation about once.
"""

from __future__ import annotations

import functools
import math
import os
from collections.abc import Callable, Iterable, Iterator
from decimal import Decimal
from typing import IO, Any, Final

import msgspec
import rtoml

from floorcall._app.phh.actions import AnyPhhAction, parse_action
from floorcall._app.phh.exact import CHIP_ARRAYS, CHIP_SCALARS, floats_as_text, take_exact_amounts
from floorcall._app.phh.frozen import FrozenTable, freeze
from floorcall._app.phh.many import MANY_SUFFIX, hand_keys, hand_name, read_hands, split_hand_name
from floorcall._app.phh.model import HandHistory
from floorcall._app.wording import not_toml, not_utf8_message, raised_with, reason_message, unreadable
from floorcall.errors import HandHistoryError
from floorcall.i18n import CORE

__all__ = [
    "MAX_HAND_BYTES",
    "from_document",
    "load",
    "load_many",
    "loads",
]

#: The largest PHH file (one hand) read: 1 MiB. A real hand is a few kilobytes, so a larger file is refused before
#: it is parsed rather than given to the TOML parser whole.
MAX_HAND_BYTES: Final = 1 << 20

#: :func:`parse_action` remembering its last 2,048 notations (an error is not remembered). The repeated ones are the
#: players' actions (``p1 cc``, ``p3 cbr 20``); a deal's cards rarely repeat, so a larger cache held mostly deals
#: (16,384 entries kept about 2.5 MiB resident after 1,500 stud files for 0.06% more hits).
_parse_known_action: Final = functools.lru_cache(maxsize=1 << 11)(parse_action)


def load(path: str | os.PathLike[str]) -> HandHistory:
    """Read a PHH file, or one hand of a ``.phhs`` file.

    :param path: the ``.phh`` file; a ``.phhs`` file that holds exactly one hand; or one hand of a ``.phhs`` file
        named as ``"day1.phhs[12]"`` (:func:`~floorcall._app.phh.many.hand_name`). It is named in error messages as
        given (``os.fspath(path)``).
    :returns: the validated hand history.
    :raises HandHistoryError: the file cannot be read (missing, a folder, no permission), the hand is larger than
        :data:`MAX_HAND_BYTES`, is not UTF-8, not TOML or not a valid hand history (see :func:`loads`), or a
        ``.phhs`` file holds no such hand, or several where none is named.
    """
    source = os.fspath(path)
    file, key = split_hand_name(source)
    if key is not None or file.endswith(MANY_SUFFIX):
        return _load_one_of_many(file, key)
    try:
        with open(source, "rb") as opened:
            data = opened.read(MAX_HAND_BYTES + 1)
    except IsADirectoryError:
        message = CORE.msg("phh.folder", "is a folder, not a hand history file")
        raise HandHistoryError.of(message, source) from None
    except FileNotFoundError:
        raise HandHistoryError.of(CORE.msg("phh.missing", "no such file"), source) from None
    except OSError as exc:  # no permission, or the system's reason
        raise HandHistoryError.of(unreadable(exc), source) from None
    _check_size(len(data), source)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise HandHistoryError.of(not_utf8_message(exc), source) from None
    return loads(text, source)


def _load_one_of_many(file: str, key: str | None) -> HandHistory:
    if key is None:
        keys = hand_keys(file)
        if len(keys) != 1:
            message = (
                CORE.msg("phh.many.empty", "the file holds no hand")
                if not keys
                else CORE.msg(
                    "phh.many.which",
                    "the file holds {count} hands; name one as {example}",
                    count=len(keys),
                    example=hand_name(file, keys[0]),
                )
            )
            raise HandHistoryError.of(message, file)
        key = keys[0]
    _, found = next(iter(load_many(file, (key,))))  # a key the file lacks comes back as its error
    if isinstance(found, HandHistoryError):
        raise found
    return found


def loads_one_of_many(text: str, source: str, key: str) -> HandHistory:
    """Read the hand ``key`` of a ``.phhs`` document given as text (an HTTP request's body).

    :param text: the document.
    :param source: what to call it in errors; the hand is named ``source[key]``.
    :param key: the hand's key as written.
    :raises HandHistoryError: the document holds no such hand, or the hand is not a valid hand history.
    """
    lines = iter(text.splitlines(keepends=True))
    _, found = next(iter(load_many(source, (key,), lines=lines)))
    if isinstance(found, HandHistoryError):
        raise found
    return found


def load_many(
    path: str | os.PathLike[str],
    keys: Iterable[str] | None = None,
    *,
    opener: IO[bytes] | None = None,
    lines: Iterator[str] | None = None,
) -> Iterator[tuple[str, HandHistory | HandHistoryError]]:
    """Read the hands of a ``.phhs`` file one at a time, in file order.

    :param path: the file, named in errors as given.
    :param keys: the keys of the hands wanted (None: all); reading stops after the last one.
    :param opener: an open binary file to read in place of ``path`` (a URL's).
    :param lines: the document's lines, to read in place of any file (``path`` then only names it).
    :returns: ``(key, hand)`` pairs, or ``(key, error)`` for a hand that cannot be read (the next hands are still
        read); a wanted key the file lacks comes last with its error.
    :raises HandHistoryError: the file cannot be read, is not UTF-8, or has text outside its hands' tables.
    """

    def one(text: str, key: str, name: str) -> HandHistory:
        try:
            table = rtoml.loads(text)[key]
        except rtoml.TomlParsingError as exc:
            raise not_toml(exc, HandHistoryError, name) from None
        if not isinstance(table, dict):
            message = CORE.msg("phh.many.not_table", "a hand of a .phhs file is a table")
            raise HandHistoryError.of(message, name)
        return from_document(table, name, lambda: floats_as_text(text).get(key, {}))

    return read_hands(os.fspath(path), keys, one, MAX_HAND_BYTES, opener, lines)


def loads(text: str, source: str = "<string>") -> HandHistory:
    """Read a hand history from PHH text.

    :param text: the TOML document.
    :param source: what to call the document in error messages (a path, or ``"<string>"``).
    :returns: the validated hand history.
    :raises HandHistoryError: a text longer than :data:`MAX_HAND_BYTES` characters, a TOML syntax error, a
        malformed action, a missing required field, a value of the wrong type or range, a non-integral chip
        amount, an unknown field without the ``_`` prefix, or a broken invariant of :class:`HandHistory` (such as a
        per-player array of the wrong length). The message reads
        ``"<source>: <field or actions[i]>: <reason>"``.
    """
    _check_size(len(text), source)
    try:
        document = rtoml.loads(text)
    except rtoml.TomlParsingError as exc:
        raise not_toml(exc, HandHistoryError, source) from None
    return from_document(document, source, functools.partial(floats_as_text, text))


def _check_size(size: int, source: str) -> None:
    if size > MAX_HAND_BYTES:
        message = CORE.msg(
            "phh.too_large",
            "larger than {most} bytes, the limit for one hand; not read (is it one hand?)",
            most=MAX_HAND_BYTES,
        )
        raise HandHistoryError.of(message, source)


def from_document(
    document: dict[str, Any], source: str = "<string>", exact: Callable[[], dict[str, Any]] | None = None
) -> HandHistory:
    """Build a hand history from an already-parsed TOML document.

    :param document: the top-level table as a TOML parser returns it (it is modified in place).
    :param source: what to call the document in error messages.
    :param exact: the same table read with its float literals as text
        (:func:`~floorcall._app.phh.exact.floats_as_text`), called only when a chip field of ``document`` holds a
        float; None when the document has no text to read again (its floats then keep their shortest spelling).
    :returns: the validated hand history.
    :raises HandHistoryError: as :func:`loads`, except for TOML syntax.
    """
    _set_aside_user_fields(document, source)
    if exact is not None and _has_float_amounts(document):
        take_exact_amounts(document, exact())
    _reject_text_amounts(document, source)
    actions = document.get("actions")
    if type(actions) is list:
        document["actions"] = _parse_actions(actions, source)
    try:
        return msgspec.convert(document, HandHistory)
    except msgspec.ValidationError as exc:
        first_error = exc
    if not _whole_chip_amounts(document, source):
        raise _describe(first_error, source) from None
    try:
        return msgspec.convert(document, HandHistory)
    except msgspec.ValidationError as exc:
        raise _describe(exc, source) from None


def _has_float_amounts(document: dict[str, Any]) -> bool:
    for name in CHIP_SCALARS:
        if type(document.get(name)) is float:
            return True
    for name in CHIP_ARRAYS:
        values = document.get(name)
        if type(values) is list and float in set(map(type, values)):
            return True
    return False


def _reject_text_amounts(document: dict[str, Any], source: str) -> None:
    """Refuse a chip amount written as a string: msgspec would read ``"5"`` as a decimal, TOML says it is text."""
    for name in CHIP_SCALARS:
        if type(document.get(name)) is str:
            raise HandHistoryError.of(_TEXT_AMOUNT, source, name)
    for name in CHIP_ARRAYS:
        values = document.get(name)
        if type(values) is list and str in set(map(type, values)):
            index = next(i for i, value in enumerate(values) if type(value) is str)
            raise HandHistoryError.of(_TEXT_AMOUNT, source, f"{name}[{index}]")


_TEXT_AMOUNT: Final = CORE.msg("phh.amount_text", "expected a number of chips, got text")


_UNKNOWN_FIELD: Final = CORE.msg("phh.unknown_field", "unknown field (user-defined fields start with '_')")


def _set_aside_user_fields(document: dict[str, Any], source: str) -> None:
    if "user_fields" in document:
        raise HandHistoryError.of(_UNKNOWN_FIELD, source, "user_fields")
    user_keys = [key for key in document if key[:1] == "_"]
    if user_keys:
        document["user_fields"] = FrozenTable({key: freeze(document.pop(key), key) for key in user_keys})


def _parse_actions(texts: list[Any], source: str) -> tuple[AnyPhhAction, ...]:
    try:
        return tuple(map(_parse_known_action, texts))
    except (HandHistoryError, AttributeError, TypeError):  # TypeError: an unhashable value (a table, an array)
        pass
    for index, text in enumerate(texts):  # the slow path, only to name the bad action
        if not isinstance(text, str):
            message = CORE.msg("phh.action_not_text", "expected a string, got {got}", got=type(text).__name__)
            raise HandHistoryError.of(message, source, f"actions[{index}]")
        try:
            parse_action(text)
        except HandHistoryError as exc:
            raise HandHistoryError.within(source, HandHistoryError.within(f"actions[{index}]", exc)) from None
    raise AssertionError("unreachable: an action failed to parse once but not twice")  # pragma: no cover


def _whole_chip_amounts(document: dict[str, Any], source: str) -> bool:
    """Replace integral floats in the chip fields by ints (``inf`` stacks by ``None``); report whether any changed."""
    changed = False
    for name in CHIP_SCALARS:
        value = document.get(name)
        if type(value) is float:
            document[name] = _whole_chips(value, name, source, unknown_allowed=False)
            changed = True
    for name in CHIP_ARRAYS:
        values = document.get(name)
        if type(values) is list and any(type(value) is float for value in values):
            unknown_allowed = name == "starting_stacks"
            document[name] = [
                _whole_chips(value, f"{name}[{index}]", source, unknown_allowed=unknown_allowed)
                if type(value) is float
                else value
                for index, value in enumerate(values)
            ]
            changed = True
    return changed


def _whole_chips(value: float, where: str, source: str, *, unknown_allowed: bool) -> int | Decimal | None:
    if value == math.inf and unknown_allowed:
        return None
    if math.isinf(value):
        message = CORE.msg(
            "phh.unknown_amount", "an unknown amount ({value}) is allowed only in starting_stacks", value=str(value)
        )
        raise HandHistoryError.of(message, source, where)
    if not value.is_integer():
        return Decimal(repr(value))  # a document parsed elsewhere: its float's shortest spelling, as written
    return int(value)


def _describe(error: msgspec.ValidationError, source: str) -> HandHistoryError:
    """The error for msgspec's ``"<reason> - at `$.<path>`"`` as ``"<source>: <path>: <reason>"``."""
    reason, separator, path = str(error).rpartition(" - at `")
    if not separator:
        reason, path = str(error), "$`"
    path = path[:-1].removeprefix("$").removeprefix(".")
    if reason.startswith("Object missing required field"):
        field = reason.removeprefix("Object missing required field").strip().strip("`")
        message = CORE.msg("phh.missing_field", "missing required field `{field}`", field=field)
    elif reason.startswith("Object contains unknown field"):
        field = reason.removeprefix("Object contains unknown field").strip().strip("`")
        message = CORE.msg(
            "phh.unknown_field.named", "unknown field `{field}` (user-defined fields start with '_')", field=field
        )
    else:  # a check of the model (HandHistory, an action) raises its reason as a message
        message = raised_with(error.__cause__) or reason_message(reason, path)
    return HandHistoryError.of(message, source, path) if path else HandHistoryError.of(message, source)
