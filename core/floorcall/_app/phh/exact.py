"""Chip amounts read with the digits they were written with, through the one TOML reader (``rtoml``).

``rtoml`` gives a TOML float as a binary float and has no option to do otherwise, so ``0.50`` and ``0.5`` come back
as the same number and an amount of many digits comes back rounded. The digits matter: the most decimal places among
a hand's amounts set the chip unit it is played in (``0.50`` plays in cents, ``0.5`` in tenths), and amounts are
written back as they were read. So a hand whose chip fields hold a float is read a second time, by ``rtoml`` again,
from its text with every float literal put in quotes: the literal's digits then arrive as a string and become a
:class:`decimal.Decimal` (``Decimal("0.50")``), exactly as written. Strings and comments are passed over whole, so a
number inside them is never touched. A hand of whole chips never pays for this second reading.

Each digit string taken is checked against the float of the first reading. Where the quoting changed the document
(a dotted bare key spelled with digits, ``1.5 = ...``, becomes one quoted key, which may then clash with another), an
amount whose digits are not found keeps its float's shortest spelling, which is the written value for any amount of
up to 15 significant digits.
"""

from __future__ import annotations

import math
import re
from decimal import Decimal
from typing import Any, Final

import rtoml

__all__ = ["CHIP_ARRAYS", "CHIP_SCALARS", "floats_as_text", "take_exact_amounts"]

#: The chip fields of a hand history: single amounts, and one amount per player.
CHIP_SCALARS: Final = ("bring_in", "small_bet", "big_bet", "min_bet", "rake")
CHIP_ARRAYS: Final = ("antes", "blinds_or_straddles", "starting_stacks", "finishing_stacks", "winnings")

# TOML's strings and comments, matched whole so that nothing inside them is quoted, and its decimal float literals
# (a fraction, an exponent or both; `inf` and `nan` stay floats). A literal is not part of a longer word, date or time.
_FLOAT_OR_SKIPPED: Final = re.compile(
    r'"""[\s\S]*?"""(?!")|\'\'\'[\s\S]*?\'\'\'(?!\')|"(?:\\.|[^"\\\n])*"|\'[^\'\n]*\'|#[^\n]*'
    r"|(?<![\w.:+-])(?P<float>[+-]?\d(?:_?\d)*(?:\.\d(?:_?\d)*(?:[eE][+-]?\d(?:_?\d)*)?|[eE][+-]?\d(?:_?\d)*))"
    r"(?![\w.:-])"
)


def _quote_float(match: re.Match[str]) -> str:
    number = match["float"]
    return match[0] if number is None else f'"{number}"'


def floats_as_text(text: str) -> dict[str, Any]:
    """Read TOML ``text`` with each float literal as the string of its digits (``0.50`` as ``"0.50"``).

    :param text: a TOML document that ``rtoml`` has already read without error.
    :returns: the document as ``rtoml`` reads it once its float literals are quoted; an empty table if the quoted text
        is not TOML (it then gives no digits, and :func:`take_exact_amounts` keeps the floats' own spelling).
    """
    try:
        # typed here: the compiled build's type check sees rtoml without its stubs (a runtime dependency only)
        document: dict[str, Any] = rtoml.loads(_FLOAT_OR_SKIPPED.sub(_quote_float, text))
    except rtoml.TomlParsingError:  # a key spelled like a float, quoted, clashed with another key
        return {}
    return document


def take_exact_amounts(document: dict[str, Any], exact: dict[str, Any]) -> None:
    """Put the written digits of each float chip amount of ``document`` in its place, as a :class:`~decimal.Decimal`.

    :param document: a hand's table as ``rtoml`` read it (modified in place).
    :param exact: the same table from :func:`floats_as_text`.

    A float becomes ``Decimal`` of its digits in ``exact`` when they spell the same number, else of its shortest
    spelling; an ``inf`` starting stack becomes None (unknown), any other value stays as it is (integers, and text,
    which the caller refuses).
    """
    for name in CHIP_SCALARS:
        value = document.get(name)
        if type(value) is float and math.isfinite(value):
            document[name] = _exact(value, exact.get(name))
    for name in CHIP_ARRAYS:
        values, written = document.get(name), exact.get(name)
        if type(values) is not list:
            continue
        if type(written) is not list or len(written) != len(values):
            written = [None] * len(values)
        document[name] = [
            _exact(value, digits) if type(value) is float and math.isfinite(value) else value
            for value, digits in zip(values, written, strict=True)
        ]
    stacks = document.get("starting_stacks")
    if type(stacks) is list:
        document["starting_stacks"] = [None if value == math.inf else value for value in stacks]


def _exact(value: float, digits: object) -> Decimal:
    if type(digits) is str:
        written = Decimal(digits)
        if float(written) == value:
            return written
    return Decimal(repr(value))
