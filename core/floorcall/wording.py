"""msgspec's validation messages in the user's words, with the place first: ``<where>: <reason>``.

msgspec says ``Expected `int`, got `str` - at `$.table.dealer```; a card room reads
``_floorcall.table.dealer: expected a whole number, got text``. Types are named in words, a value that must be one
of a few strings lists them when the caller knows them, and the key path keeps the names the user typed.
"""

from __future__ import annotations

import re
from typing import Final

import msgspec

__all__ = [
    "TYPE_WORDS",
    "describe_validation",
    "is_type_param",
    "not_utf8",
    "reason_in_words",
    "type_in_words",
]

#: msgspec's and Python's type names, as a sentence says them.
TYPE_WORDS: Final = {
    "int": "a whole number",
    "float": "a number",
    "str": "text",
    "bool": "true or false",
    "array": "a list",
    "object": "a table",
    "null": "nothing",
    "datetime": "a date and time",
    "date": "a date",
    "time": "a time of day",
    "bytes": "bytes",
    "dict": "a table",
    "list": "a list",
    "tuple": "a list",
}

_TYPE: Final = re.compile(r"`([a-z| ]+)`")
_ENUM: Final = re.compile(r"^Invalid enum value (?P<value>.+)$")
_TAG: Final = re.compile(r"^Invalid value (?P<value>.+)$")
_LENGTH: Final = re.compile(r"`(str|array)` of length (>=|<=) (\d+)")
_BOUNDS: Final = (
    (" >= ", " of at least "),
    (" <= ", " of at most "),
    (" > ", " above "),
    (" < ", " below "),
)
#: Keys whose values are cards: a bad value there is "not a card", not "not a valid choice".
_CARD_KEY: Final = re.compile(r"(^|\.)(card|cards|upcards?|downcards?|board)(\[\d+\])?$")


def is_type_param(name: str) -> bool:
    """Whether a message parameter of this name holds a type's name (shown in words in the reader's language)."""
    return name == "type" or name.endswith("_type")


def type_in_words(name: str) -> str:
    """``"int"`` as ``"a whole number"``, ``"int | str"`` as ``"a whole number or text"``; unknown names as given.

    ``null`` is left out of a union (an optional value that is given must be of one of the other types).
    """
    parts = [part.strip() for part in name.split("|")]
    if len(parts) > 1:
        parts = [part for part in parts if part != "null"]
    return " or ".join(TYPE_WORDS.get(part, part) for part in parts)


def reason_in_words(reason: str, place: str = "", choices: tuple[str, ...] = ()) -> str:
    """One msgspec reason (the text before ``- at``) in words.

    :param reason: msgspec's reason (``Expected `int`, got `str```).
    :param place: the key path it is about (card keys get a card's description).
    :param choices: the valid strings, listed when the value was not one of them.
    """
    enum = _ENUM.match(reason)
    if enum and _CARD_KEY.search(place):
        return f"{enum['value']} is not a card (a rank 2-9, T, J, Q, K or A, then a suit c, d, h or s: As, Td)"
    if enum:
        listed = f"; one of: {', '.join(choices)}" if choices else ""
        return f"{enum['value']} is not a valid choice{listed}"
    tag = _TAG.match(reason)
    if tag and place.endswith("kind"):
        return f"{tag['value']} is not a kind floorcall knows"
    if reason.startswith("Object missing required field"):
        return "missing required key" + reason.removeprefix("Object missing required field")
    if reason.startswith("Object contains unknown field"):
        return "unknown key" + reason.removeprefix("Object contains unknown field")
    reason = _LENGTH.sub(_length_in_words, reason)
    reason = _TYPE.sub(lambda m: type_in_words(m[1]), reason)
    for symbol, words in _BOUNDS:
        reason = reason.replace(symbol, words)
    return reason[0].lower() + reason[1:] if reason else reason


def _length_in_words(match: re.Match[str]) -> str:
    kind, bound, size = match.groups()
    unit = "character" if kind == "str" else "entr"
    plural = ("s" if kind == "str" else "ies") if size != "1" else ("" if kind == "str" else "y")
    return f"`{kind}` of at {'least' if bound == '>=' else 'most'} {size} {unit}{plural}"


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
    reason, separator, path = str(error).rpartition(" - at `")
    if not separator:
        reason, path = str(error), "$`"
    path = path[:-1].removeprefix("$")
    place = f"{where}{path}" if where else path.removeprefix(".")
    text = reason_in_words(reason, place, choices)
    return f"{place}: {text}" if place else text
