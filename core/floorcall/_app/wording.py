"""msgspec's validation messages in the user's words, with the place first: ``<where>: <reason>``.

msgspec says ``Expected `int`, got `str` - at `$.table.dealer```; a card room reads
``_floorcall.table.dealer: expected a whole number, got text``. Types are named in words, a value that must be one
of a few strings lists them when the caller knows them, and the key path keeps the names the user typed. The
reasons themselves are parsed into messages by :mod:`floorcall._reasons`, which the engine shares.
"""

from __future__ import annotations

import re

import msgspec

from floorcall._reasons import raised_with, reason_in_words, reason_message, reason_of, split_reason
from floorcall.i18n import CORE
from floorcall.model.messages import TYPE_WORDS, Message, is_type_param, type_in_words

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


def not_toml(error: Exception) -> Message:
    """A TOML syntax error as a message; the parser's own description (line, column, what) stays as it gives it."""
    reason = str(error).strip()
    if "recurse" in reason:  # rtoml stops at a fixed depth instead of exhausting Python's stack
        return CORE.msg(
            "file.toml_too_deep", "not valid TOML: tables and arrays nested too deeply ({reason})", reason=reason
        )
    return CORE.msg("file.not_toml", "not valid TOML: {reason}", reason=reason)


#: msgspec's words for JSON it cannot parse: ``JSON is malformed: <what> (byte <n>)``.
_MALFORMED_JSON = re.compile(r"JSON is malformed: (?P<what>.*) \(byte (?P<byte>\d+)\)")


def not_json(error: msgspec.DecodeError) -> Message:
    """JSON that cannot be parsed, as a message naming the byte it fails at (counted from 1) and what is wrong there.

    msgspec describes it in English (``JSON is malformed: invalid character (byte 0)``, ``Input data was
    truncated``); each of its descriptions becomes a message of its own, so the reader gets it in his language.

    :param error: msgspec's error for text that is not JSON (not a ``ValidationError``: that is valid JSON of the
        wrong shape, see :func:`validation_parts`).
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
