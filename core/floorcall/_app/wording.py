"""msgspec's validation messages in the user's words, with the place first: ``<where>: <reason>``.

msgspec says ``Expected `int`, got `str` - at `$.table.dealer```; a card room reads
``_floorcall.table.dealer: expected a whole number, got text``. Types are named in words, a value that must be one
of a few strings lists them when the caller knows them, and the key path keeps the names the user typed. The
reasons themselves are parsed into messages by :mod:`floorcall._reasons`, which the engine shares.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

import msgspec

from floorcall._reasons import raised_with, reason_in_words, reason_message, reason_of, split_reason
from floorcall.errors import FloorcallError
from floorcall.i18n import CORE
from floorcall.model.messages import TYPE_WORDS, Message, is_type_param, type_in_words

_Error = TypeVar("_Error", bound=FloorcallError)

__all__ = [
    "TYPE_WORDS",
    "describe_validation",
    "is_type_param",
    "not_json",
    "not_toml",
    "not_utf8",
    "not_utf8_message",
    "raised_with",
    "reason_in_words",
    "reason_message",
    "reason_of",
    "type_in_words",
    "unreadable",
    "validation_parts",
]


def unreadable(error: OSError) -> Message:
    """Why a file cannot be read, as a message: missing, a folder, no permission, or the system's reason.

    :param error: what opening or reading the file raised.
    """
    if isinstance(error, FileNotFoundError):
        return CORE.msg("file.missing", "cannot be read: no such file")
    if isinstance(error, IsADirectoryError):
        return CORE.msg("file.folder", "cannot be read: it is a folder, not a file")
    if isinstance(error, PermissionError):
        return CORE.msg("file.no_permission", "cannot be read: no permission")
    return CORE.msg("file.unreadable", "cannot be read: {reason}", reason=error.strerror or str(error))


def not_utf8(error: UnicodeDecodeError) -> str:
    """Where a text is not UTF-8, in words: ``the byte at offset 87 (0xff) is not UTF-8``."""
    return f"the byte at offset {error.start} (0x{error.object[error.start]:02x}) is not UTF-8"


def describe_validation(error: msgspec.ValidationError, where: str = "", choices: tuple[str, ...] = ()) -> str:
    """Reword a validation error as ``"<where>.<path>: <reason>"``.

    :param error: msgspec's error (``"<reason> - at `$.<path>`"``).
    :param where: the place of the validated value itself (``"_floorcall"``, ``"$.levels[0]"``); empty for the root.
    :param choices: the valid strings, listed when the value was not one of them.
    :returns: the place and the reason; just the reason when both places are empty.
    """
    reason, path = split_reason(str(error))
    place = f"{where}{path}" if where else path.removeprefix(".")
    said = raised_with(error.__cause__)
    text = said.english() if said is not None else reason_in_words(reason, place, choices)
    return f"{place}: {text}" if place else text


def validation_parts(
    error: msgspec.ValidationError, where: str = "", choices: tuple[str, ...] = ()
) -> tuple[str, Message]:
    """A validation error's place (``"<where>.<path>"``, empty for the root) and its reason as a message.

    :param error: msgspec's error (``"<reason> - at `$.<path>`"``).
    :param where: the place of the validated value itself (``"_floorcall"``); empty for the root.
    :param choices: the valid strings, listed when the value was not one of them.
    """
    reason, path = split_reason(str(error))
    place = f"{where}{path}" if where else path.removeprefix(".")
    return place, raised_with(error.__cause__) or reason_message(reason, place, choices)


def not_utf8_message(error: UnicodeDecodeError) -> Message:
    """A text that is not UTF-8, as a message naming the first bad byte's offset and value."""
    return CORE.msg(
        "file.not_utf8",
        "not UTF-8 text: the byte at offset {offset} ({byte}) is not UTF-8",
        offset=error.start,
        byte=f"0x{error.object[error.start]:02x}",
    )


def not_toml(error: Exception, error_class: type[_Error], *places: str) -> _Error:
    """A TOML syntax error as ``error_class`` at ``places``, naming the line and column and the kind of mistake.

    rtoml describes the mistake in English (``unclosed array, expected `]` at line 1 column 8``); each kind of
    mistake is a message of its own, inside a sentence naming the line and column (counted from 1), so the reader
    gets it in his language; a description of no known kind is a character TOML does not allow there.

    :param error: rtoml's error.
    :param error_class: the error to raise (a ``ConfigError``, a ``HandHistoryError``).
    :param places: the file, outermost first.
    """
    reason = str(error).strip()
    found = _TOML_PLACE.fullmatch(reason)
    if found is None:
        return error_class.of(CORE.msg("file.not_toml", "not valid TOML: {reason}", reason=reason), *places)
    what = found["what"]
    mistake = next((said for said, words in _TOML_MISTAKES if any(w in what for w in words)), None)
    said = mistake() if mistake is not None else CORE.msg("file.toml_character", "a character TOML does not allow here")
    frame = CORE.msg(
        "file.toml_at",
        "not valid TOML at line {line}, column {column}: {reason}",
        line=int(found["line"]),
        column=int(found["column"]),
        reason=said.english(),
    )
    return error_class.of(said, *places, frame=frame)


#: rtoml's words for a syntax error: ``<what>[, expected <tokens>] at line <n> column <m>``.
_TOML_PLACE = re.compile(r"(?P<what>.*?)(?:, expected .*)? at line (?P<line>\d+) column (?P<column>\d+)", re.DOTALL)
#: The kinds of mistake, each as its message and the words of rtoml's descriptions of it (the first match wins).
_TOML_MISTAKES: tuple[tuple[Callable[[], Message], tuple[str, ...]], ...] = (
    # rtoml stops at a fixed depth instead of exhausting Python's stack
    (lambda: CORE.msg("file.toml_deep", "tables and arrays nested too deeply"), ("recurs",)),
    (lambda: CORE.msg("file.toml_twice", "a key or table given twice"), ("duplicate key",)),
    (lambda: CORE.msg("file.toml_open", "a bracket or brace left open"), ("unclosed",)),
    (lambda: CORE.msg("file.toml_unquoted", "a text value without quotes"), ("must be quoted",)),
    (lambda: CORE.msg("file.toml_string", "a quoted text written wrong"), ("string", "escape", "unicode")),
    (lambda: CORE.msg("file.toml_no_value", "a key without its value"), ("with no value",)),
    (lambda: CORE.msg("file.toml_comma", "a comma out of place"), ("comma",)),
    (
        lambda: CORE.msg("file.toml_value", "a number, a date or true/false written wrong"),
        (
            "float",
            "integer",
            "boolean",
            "time",
            "date",
            "offset",
            "fraction",
            "exponent",
            "leading zero",
            "between digits",
        ),
    ),
    (
        lambda: CORE.msg("file.toml_trailing", "more on a line after its value or table name"),
        ("unexpected key or value",),
    ),
    (lambda: CORE.msg("file.toml_key", "a key missing or written wrong"), ("key", "table header")),
)


#: msgspec's words for JSON it cannot parse: ``JSON is malformed: <what> (byte <n>)``.
_MALFORMED_JSON = re.compile(r"JSON is malformed: (?P<what>.*) \(byte (?P<byte>\d+)\)")


def not_json(error: msgspec.DecodeError | str) -> Message:
    """JSON that cannot be parsed, as a message naming the byte it fails at (counted from 1) and what is wrong there.

    msgspec describes it in English (``JSON is malformed: invalid character (byte 0)``, ``Input data was
    truncated``); each of its descriptions becomes a message of its own, so the reader gets it in his language.

    :param error: msgspec's error for text that is not JSON, or its words (not a ``ValidationError``: that is
        valid JSON of the wrong shape, see :func:`validation_parts`).
    """
    found = _MALFORMED_JSON.fullmatch(str(error))
    if found is None:
        if "truncated" in str(error):
            return CORE.msg("file.json_truncated", "not valid JSON: it ends before its value is complete")
        return CORE.msg("file.not_json", "not valid JSON")
    byte, what = int(found["byte"]) + 1, found["what"]
    if what == "trailing characters":
        byte -= 1  # msgspec counts the first trailing character as read: its offset is one past it
        return CORE.msg("file.json_trailing", "not valid JSON: more text after its value, at byte {byte}", byte=byte)
    if what.startswith("expected"):
        return CORE.msg(
            "file.json_separator", "not valid JSON: a comma, colon or bracket is missing at byte {byte}", byte=byte
        )
    return CORE.msg("file.json_character", "not valid JSON: a character JSON does not allow at byte {byte}", byte=byte)
