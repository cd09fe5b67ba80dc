"""Writing PHH files: a :class:`~floorcall._app.phh.model.HandHistory` to TOML text.

The standard fields are written in the order of the model (variant, ante trimming, antes, forced bets, bet sizes,
starting stacks, actions, then the optional fields in the order the specification lists them), one ``key = value``
line each, with number arrays on one line and the actions one per line. Fields that are ``None`` are left out, an
unknown starting stack is written ``inf``, decimal amounts keep the digits they were read with (``0.50``), and
commentaries stay inside their action strings. The user-defined
``_`` fields come last and are written by ``tomli_w``, which places their plain values before their tables as
TOML requires. :func:`~floorcall._app.phh.codec.loads` of the result gives back an equal hand.
"""

from __future__ import annotations

import datetime
import math
import os
from collections.abc import Iterable
from decimal import Decimal
from pathlib import Path
from typing import Final

import tomli_w

from floorcall._app.phh.actions import AnyPhhAction, format_action
from floorcall._app.phh.frozen import thaw
from floorcall._app.phh.model import HandHistory

__all__ = ["dump", "dumps", "dumps_many", "write_whole"]

_STANDARD_FIELDS: Final = tuple(name for name in HandHistory.__struct_fields__ if name != "user_fields")
_ESCAPES: Final = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}
_Scalar = str | int | float | Decimal | bool | datetime.time


def dumps(hand: HandHistory) -> str:
    """Write a hand history as PHH text.

    :param hand: the hand to write.
    :returns: a TOML document ending in a newline.
    :raises TypeError: a user field holds a value TOML cannot represent (only possible when the
        :class:`~floorcall._app.phh.frozen.FrozenTable` was built by hand rather than by
        :func:`~floorcall._app.phh.freeze`).
    """
    text = _standard_lines(hand)
    if hand.user_fields:
        user_table = thaw(hand.user_fields)
        assert isinstance(user_table, dict)  # a thawed FrozenTable is a dict
        text += "\n" + tomli_w.dumps(user_table)
    return text


def dumps_many(hands: Iterable[tuple[str, HandHistory]]) -> str:
    """Write hands as one ``.phhs`` document: each hand a table under its key (``[1]``, ``[2]``...), in order.

    :param hands: ``(key, hand)`` pairs; a key is written bare when it is a TOML bare key, else quoted.
    :returns: the document, the hands separated by a blank line; :func:`~floorcall.phh.codec.load_many` reads it.
    :raises TypeError: as :func:`dumps`.
    """
    parts = []
    for key, hand in hands:
        name = key if key and all(c.isascii() and (c.isalnum() or c in "_-") for c in key) else _string(key)
        text = f"[{name}]\n" + _standard_lines(hand)
        if hand.user_fields:
            user_table = thaw(hand.user_fields)
            assert isinstance(user_table, dict)
            plain = {k: v for k, v in user_table.items() if not isinstance(v, dict)}
            tables = {k: v for k, v in user_table.items() if isinstance(v, dict)}
            if plain:
                text += tomli_w.dumps(plain)
            if tables:
                text += "\n" + tomli_w.dumps({key: tables})
        parts.append(text)
    return "\n".join(parts)


def _standard_lines(hand: HandHistory) -> str:
    lines = []
    for name in _STANDARD_FIELDS:
        value = getattr(hand, name)
        if value is None:
            continue
        if name == "actions":
            lines.append(_actions_array(value))
        elif name == "starting_stacks":
            lines.append(f"starting_stacks = [{', '.join('inf' if v is None else str(v) for v in value)}]")
        else:
            lines.append(f"{name} = {_literal(value)}")
    return "\n".join(lines) + "\n"


def dump(hand: HandHistory, path: str | os.PathLike[str]) -> None:
    """Write a hand history to a PHH file (UTF-8, Unix line ends), replacing the file if it exists.

    The text goes to a temporary file beside it, which then replaces ``path`` in one step: an interrupted or failed
    write (Ctrl-C, a full disk) leaves either the old file or none, never half a hand.

    :param hand: the hand to write.
    :param path: the ``.phh`` file to create.
    :raises OSError: the file cannot be written (the temporary file is removed).
    """
    write_whole(dumps(hand), path)


def write_whole(text: str, path: str | os.PathLike[str]) -> None:
    """Write ``text`` (UTF-8) to ``path`` in one step, as :func:`dump` does: the old file or the new one, never half.

    :raises OSError: the file cannot be written (the temporary file is removed).
    """
    target = Path(path)
    temporary = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        temporary.write_bytes(text.encode("utf-8"))
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def _actions_array(actions: tuple[AnyPhhAction, ...]) -> str:
    if not actions:
        return "actions = []"
    items = "".join(f"    {_string(format_action(action))},\n" for action in actions)
    return f"actions = [\n{items}]"


def _literal(value: _Scalar | tuple[_Scalar, ...]) -> str:
    if isinstance(value, tuple):
        return f"[{', '.join(_literal(item) for item in value)}]"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return _float(value)
    if isinstance(value, Decimal):
        return str(value)  # the digits as the file wrote them: 0.50 stays 0.50
    if isinstance(value, str):
        return _string(value)
    return value.isoformat()


def _float(value: float) -> str:
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return repr(value)  # Python's shortest repr ("1.5", "1e+16") is also a TOML float


def _string(text: str) -> str:
    """Quote ``text`` as a TOML basic string, escaping what TOML forbids raw (quote, backslash, controls)."""
    if text.isprintable() and '"' not in text and "\\" not in text:
        return f'"{text}"'
    escaped = "".join(
        _ESCAPES.get(char) or (f"\\u{ord(char):04x}" if char < " " or char == "\x7f" else char) for char in text
    )
    return f'"{escaped}"'
