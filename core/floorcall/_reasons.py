"""msgspec's validation reasons as messages of the core's catalog, in the reader's language.

msgspec words a value it turns down in English (``Expected `int`, got `str` - at `$.seat```). The engine (an event
that fails its round trip), the configs, the hand histories and the HTTP API all show that reason to a person, so it
is parsed into its parts here, once: the reason (:func:`reason_message`: a wrong type, a number or a length out of
bounds, not a card, not one of the choices, a missing or unknown key) and the path, which stays as msgspec writes it
(:func:`split_reason`; a path names fields and is never translated).

A check of the core's model that turns a value down (:class:`~floorcall.model.procedure.Stakes`'s amounts, a
:class:`~floorcall.model.procedure.GameSpec`'s traits) raises its reason as a message
(:func:`floorcall.errors.invalid`), which msgspec keeps as the cause of its ``ValidationError``:
:func:`raised_with` finds it there, and :func:`reason_of` gives any error's reason as a message.
"""

from __future__ import annotations

import re
from typing import Final

from floorcall.errors import FloorcallError
from floorcall.i18n import CORE
from floorcall.model.messages import Message, type_in_words

__all__ = ["raised_with", "reason_in_words", "reason_message", "reason_of", "split_reason"]


def raised_with(error: BaseException | None) -> Message | None:
    """The message an error was raised with (:func:`floorcall.errors.invalid`), else None.

    :param error: an error, or the ``__cause__`` of msgspec's ``ValidationError`` (the ``ValueError`` a
        ``__post_init__`` raised), or None.
    """
    return error.message if isinstance(error, FloorcallError) else None


def reason_of(error: BaseException) -> Message:
    """An error's reason as a message: the one it was raised with, else its text as given (English)."""
    return raised_with(error) or CORE.msg("reason.as_given", "{reason}", reason=str(error))


def split_reason(error: str) -> tuple[str, str]:
    """Msgspec's error text as its reason and its path, the root ``$`` dropped (``".seat"``; empty for the root).

    :param error: ``str()`` of a ``msgspec.ValidationError`` (``"Expected `int`, got `str` - at `$.seat`"``).
    :returns: ``("Expected `int`, got `str`", ".seat")``.
    """
    reason, separator, path = error.rpartition(" - at `")
    if not separator:
        return error, ""
    return reason, path[:-1].removeprefix("$")


def reason_in_words(reason: str, place: str = "", choices: tuple[str, ...] = ()) -> str:
    """One msgspec reason (the text before ``- at``) in English words: :func:`reason_message`'s English."""
    return reason_message(reason, place, choices).english()


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


_EXPECTED_GOT: Final = re.compile(r"^Expected `([a-z| ]+)`, got `([a-z| ]+)`$")
_BOUND: Final = re.compile(r"^Expected `([a-z| ]+)` (>=|<=|>|<) (\S+)$")
_LENGTH_BOUND: Final = re.compile(r"^Expected `(str|array)` of length (>=|<=) (\d+)$")
_FIELD: Final = re.compile(r"^Object (missing required|contains unknown) field `(?P<key>[^`]*)`$")


def reason_message(reason: str, place: str = "", choices: tuple[str, ...] = ()) -> Message:
    """One msgspec reason (the text before ``- at``) as a message in the core's domain.

    The common reasons (not one of the choices, not a card, a missing or unknown key, a wrong type, a number or a
    length out of bounds) are whole messages; any other is shown as msgspec (or the ``__post_init__`` that raised)
    says it, in English words.

    :param reason: msgspec's reason (``Expected `int`, got `str```).
    :param place: the key path it is about (card keys get a card's description).
    :param choices: the valid strings, listed when the value was not one of them.
    """
    enum = _ENUM.match(reason)
    if enum and _CARD_KEY.search(place):
        return CORE.msg(
            "reason.not_a_card",
            "{value} is not a card (a rank 2-9, T, J, Q, K or A, then a suit c, d, h or s: As, Td)",
            value=enum["value"],
        )
    tag = _TAG.match(reason)
    chosen = enum or tag  # a tag of a tagged union (a record's type) is a choice among its tags too
    if chosen and choices:
        return CORE.msg(
            "reason.not_a_choice.listed",
            "{value} is not a valid choice; one of: {choices}",
            value=chosen["value"],
            choices=", ".join(choices),
        )
    if enum:
        return CORE.msg("reason.not_a_choice", "{value} is not a valid choice", value=enum["value"])
    if tag and place.endswith("kind"):
        return CORE.msg("reason.unknown_kind", "{value} is not a kind floorcall knows", value=tag["value"])
    field = _FIELD.match(reason)
    if field and field[1] == "missing required":
        return CORE.msg("reason.missing_key", "missing required key `{key}`", key=field["key"])
    if field:
        return CORE.msg("reason.unknown_key", "unknown key `{key}`", key=field["key"])
    return _typed(reason) or CORE.msg("reason.as_given", "{reason}", reason=_generic_words(reason))


def _typed(reason: str) -> Message | None:
    """A wrong type, or a number or length out of bounds, as a message (None for any other reason)."""
    wrong = _EXPECTED_GOT.match(reason)
    if wrong:
        return CORE.msg(
            "reason.wrong_type", "expected {expected_type}, got {got_type}", expected_type=wrong[1], got_type=wrong[2]
        )
    length = _LENGTH_BOUND.match(reason)
    if length:
        kind, bound, size = length[1], length[2], int(length[3])
        if kind == "str" and bound == ">=":
            return CORE.nmsg(
                "reason.text_at_least",
                "expected text of at least {size} character",
                "expected text of at least {size} characters",
                size,
                size=size,
            )
        if kind == "str":
            return CORE.nmsg(
                "reason.text_at_most",
                "expected text of at most {size} character",
                "expected text of at most {size} characters",
                size,
                size=size,
            )
        if bound == ">=":
            return CORE.nmsg(
                "reason.list_at_least",
                "expected a list of at least {size} entry",
                "expected a list of at least {size} entries",
                size,
                size=size,
            )
        return CORE.nmsg(
            "reason.list_at_most",
            "expected a list of at most {size} entry",
            "expected a list of at most {size} entries",
            size,
            size=size,
        )
    bounded = _BOUND.match(reason)
    if bounded is None:
        return None
    expected, symbol, bound = bounded.groups()
    if symbol == ">=":
        return CORE.msg(
            "reason.at_least", "expected {expected_type} of at least {bound}", expected_type=expected, bound=bound
        )
    if symbol == "<=":
        return CORE.msg(
            "reason.at_most", "expected {expected_type} of at most {bound}", expected_type=expected, bound=bound
        )
    if symbol == ">":
        return CORE.msg("reason.above", "expected {expected_type} above {bound}", expected_type=expected, bound=bound)
    return CORE.msg("reason.below", "expected {expected_type} below {bound}", expected_type=expected, bound=bound)


def _generic_words(reason: str) -> str:
    """Any other reason with msgspec's type names and comparison signs in English words."""
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
