"""Messages: words a person reads, as a message id and typed parameters, put into a language only when shown.

A ruling's explanation is a :class:`Message`: the gettext domain of the plugin that wrote it, a stable id
(``"tda.rp10a.upcard"``), the English text with ``{name}`` placeholders (and its plural form when a count varies),
and the parameters. The id and parameters are language-neutral; the English text travels with them, so a message
read back from a hand history shows in English without any catalog and in another language with the domain's.
:mod:`floorcall.i18n` renders a message in a language.

Plugin code writes a translatable explanation through its own :class:`Domain`::

    MESSAGES = Domain("floorcall_tda2024", Path(__file__).parent / "locale")
    msg, nmsg = MESSAGES.msg, MESSAGES.nmsg

    carry_on(remedies, citations, msg("tda.rp10a.upcard", "The exposed {card} plays as his upcard.", card=card))
    nmsg("tda.x.short", "Seat {seat} is one card short.", "Seat {seat} is {count} cards short.", count, seat=seat,
         count=count)

Babel extracts them with the keywords ``msg:1c,2`` and ``nmsg:1c,2,3`` (the id is the gettext context, the English
text the msgid). A sentence is never glued from pieces: a ruling that varies picks one of several whole messages.

Parameters are whole numbers (seats, counts, chips) or text (cards, names); a parameter named ``street`` or ending
in ``_street`` holds a :class:`~floorcall.model.types.Street` value and is shown as the street's name in the
reader's language; one named ``type`` or ending in ``_type`` holds msgspec's name of a type (``"int"``,
``"int | str"``) and is shown in words (``"a whole number"``).
"""

from __future__ import annotations

import dataclasses
import functools
import re
from enum import Enum
from pathlib import Path
from typing import Final

import msgspec

__all__ = ["TYPE_WORDS", "Domain", "Message", "ParamValue", "type_in_words"]

ParamValue = int | str
"""A message parameter: a whole number (seat, count, chips) or text (a card, a street's value, a name)."""

#: Every gettext domain declared so far, with the folder holding its ``<lang>/LC_MESSAGES/<domain>.mo`` catalogs.
DOMAINS: Final[dict[str, Path]] = {}

#: The English names of the streets, keyed by the :class:`~floorcall.model.types.Street` values (the msgids of the
#: ``street.*`` entries of the core's catalog).
STREET_NAMES: Final = {
    "second": "second street",
    "third": "third street",
    "fourth": "fourth street",
    "fifth": "fifth street",
    "sixth": "sixth street",
    "seventh": "seventh street",
    "preflop": "preflop",
    "flop": "the flop",
    "turn": "the turn",
    "river": "the river",
    "predraw": "before the draw",
    "draw-1": "after the first draw",
    "draw-2": "after the second draw",
    "draw-3": "after the third draw",
}

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


#: Where a card is, as a sentence says it (the msgids of the ``zone.*`` entries of the core's catalog); a parameter
#: named ``zone`` or ending in ``_zone`` holds one of the keys, with the seat after a space when the card is a seat's
#: (``"down 3"``: "a downcard of seat 3").
ZONE_WORDS: Final = {
    "stub": "in the stub",
    "down": "a downcard",
    "up": "an upcard",
    "board": "on the board",
    "burn": "in the burns",
    "muck": "in the muck",
    "discard": "in the discards",
    "aside": "set aside",
}
#: How a seat's card is said after its zone (``"a downcard of seat 3"``).
ZONE_OF_SEAT: Final = "{zone} of seat {seat}"


def zone_in_words(value: str, words: dict[str, str] = ZONE_WORDS, of_seat: str = ZONE_OF_SEAT) -> str:
    """``"down 3"`` as ``"a downcard of seat 3"``, ``"stub"`` as ``"in the stub"`` (in ``words``, ``of_seat``)."""
    zone, _, seat = value.partition(" ")
    said = words.get(zone, zone)
    return of_seat.replace("{zone}", said).replace("{seat}", seat) if seat else said


def is_zone_param(name: str) -> bool:
    """Whether a parameter of this name holds where a card is (shown in words in the reader's language)."""
    return name == "zone" or name.endswith("_zone")


def type_in_words(name: str) -> str:
    """``"int"`` as ``"a whole number"``, ``"int | str"`` as ``"a whole number or text"``; unknown names as given.

    ``null`` is left out of a union (an optional value that is given must be of one of the other types).
    """
    parts = [part.strip() for part in name.split("|")]
    if len(parts) > 1:
        parts = [part for part in parts if part != "null"]
    return " or ".join(TYPE_WORDS.get(part, part) for part in parts)


_ID: Final = re.compile(r"^[a-z0-9_]+(\.[a-z0-9_-]+)+$")
_DOMAIN: Final = re.compile(r"^[a-z][a-z0-9_]*$")
_PLACEHOLDER: Final = re.compile(r"\{([a-z_][a-z0-9_]*)\}")


@functools.lru_cache(maxsize=4096)  # a text is a template, met again by every ruling that words it so
def placeholders(text: str) -> frozenset[str]:
    """The ``{name}`` placeholders of a message text."""
    return frozenset(_PLACEHOLDER.findall(text))


def is_type_param(name: str) -> bool:
    """Whether a parameter of this name holds msgspec's name of a type (shown in words in the reader's language)."""
    return name == "type" or name.endswith("_type")


def is_street_param(name: str) -> bool:
    """Whether a parameter of this name holds a street (shown as the street's name in the reader's language)."""
    return name == "street" or name.endswith("_street")


def is_ruling_kind_param(name: str) -> bool:
    """Whether a parameter of this name holds a ruling's kind (``continue``: named in the reader's language)."""
    return name == "ruling_kind" or name.endswith("_ruling_kind")


# gc=False: frozen, holding only strings and numbers, so never part of a reference cycle.
class Message(msgspec.Struct, frozen=True, kw_only=True, gc=False):
    """A translatable text: a domain, an id, the English wording and the parameters.

    :param domain: the gettext domain of the plugin (or the core) that wrote it (``"floorcall_tda2024"``).
    :param id: the message id, stable across wordings and languages (``"tda.rp10a.upcard"``).
    :param text: the English text, with ``{name}`` placeholders; the singular form when ``plural`` is given.
    :param plural: the English plural form when a count varies, else empty.
    :param count: the number that picks the plural form (ignored without ``plural``).
    :param params: the values of the placeholders: whole numbers (seats, counts, chips) or text (cards, streets).
    :raises ValueError: a malformed id or domain, an empty text, or placeholders without a parameter.
    """

    domain: str
    id: str
    text: str
    plural: str = ""
    count: int = 0
    params: dict[str, ParamValue] = {}

    def __post_init__(self) -> None:
        """Check the id, the domain, and that every placeholder has its parameter."""
        if not _DOMAIN.match(self.domain):
            raise ValueError(f"message domain {self.domain!r} is not a gettext domain name (lowercase, underscores)")
        if not _ID.match(self.id):
            raise ValueError(f"message id {self.id!r} is not dotted lowercase words (e.g. 'tda.rp10a.upcard')")
        if not self.text.strip():
            raise ValueError(f"message {self.id} has no text")
        missing = (placeholders(self.text) | placeholders(self.plural)) - set(self.params)
        if missing:
            raise ValueError(f"message {self.id} lacks parameters {sorted(missing)}")
        bad = [k for k, v in self.params.items() if isinstance(v, bool) or not isinstance(v, int | str)]
        if bad:
            raise ValueError(f"message {self.id}: parameters {bad} are neither whole numbers nor text")

    def english(self) -> str:
        """The message in English (the form ``count`` picks, placeholders filled)."""
        text = self.plural if self.plural and self.count != 1 else self.text
        return fill(text, {k: _english_param(k, v) for k, v in self.params.items()})


def _english_param(name: str, value: ParamValue) -> ParamValue:
    """A street parameter as the street's English name, a type parameter as the type in English words."""
    if is_street_param(name):
        return STREET_NAMES.get(str(value), value)
    if is_type_param(name) and isinstance(value, str):
        return type_in_words(value)
    if is_zone_param(name) and isinstance(value, str):
        return zone_in_words(value)
    return value


def fill(text: str, params: dict[str, ParamValue]) -> str:
    """Put the parameters in a text's ``{name}`` placeholders (other braces are left alone)."""
    return _PLACEHOLDER.sub(lambda m: str(params.get(m[1], m[0])), text)


def _plain(value: ParamValue | Enum) -> ParamValue:
    if isinstance(value, Enum):
        return str(value.value)
    return value


@dataclasses.dataclass(frozen=True, slots=True)
class Domain:
    """A plugin's (or the core's) gettext domain and the folder of its catalogs; makes its messages.

    Declaring a domain registers it in :data:`DOMAINS`, so that a message of the domain can be shown in any language
    for which the folder holds a compiled catalog (``<locale_dir>/<lang>/LC_MESSAGES/<name>.mo``).

    :param name: the domain (the plugin's package name, ``"floorcall_tda2024"``).
    :param locale_dir: the folder of the catalogs, usually ``Path(__file__).parent / "locale"``.
    """

    name: str
    locale_dir: Path

    def __post_init__(self) -> None:
        """Register the domain."""
        DOMAINS[self.name] = self.locale_dir

    def msg(self, id: str, text: str, /, **params: ParamValue | Enum) -> Message:
        """A message of this domain: ``msg("tda.rp10a.upcard", "The {card} plays as an upcard.", card=card)``.

        :param id: the message id (dotted lowercase words).
        :param text: the English text, a literal (Babel extracts it), with ``{name}`` placeholders.
        :param params: the placeholders' values: ints (seats, counts, chips), cards, streets, text.
        :raises ValueError: see :class:`Message`.
        """
        return Message(domain=self.name, id=id, text=text, params={k: _plain(v) for k, v in params.items()})

    def nmsg(self, id: str, singular: str, plural: str, count: int, /, **params: ParamValue | Enum) -> Message:
        """A message whose wording depends on a count, in each language's plural forms.

        :param id: the message id.
        :param singular: the English text for a count of 1.
        :param plural: the English text for any other count.
        :param count: the number that picks the form (pass it as a parameter too if the text shows it).
        :param params: the placeholders' values.
        :raises ValueError: see :class:`Message`.
        """
        return Message(
            domain=self.name,
            id=id,
            text=singular,
            plural=plural,
            count=count,
            params={k: _plain(v) for k, v in params.items()},
        )
