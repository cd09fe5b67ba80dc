"""Languages: the words a person reads, in English, Spanish or Italian, through the standard library's gettext.

Every plugin has its gettext domain (:class:`~floorcall.model.messages.Domain`), the core has ``floorcall``; the
catalogs are ``.po`` files in each package's ``locale/<lang>/LC_MESSAGES/`` folder, compiled to ``.mo`` when the
package is built. A message the catalog of a language lacks shows in English (the tests report every gap; nothing
is reported at run time).

The edges (the command line, the HTTP API, the console) call:

- :func:`translator` (``translator("es")``): a :class:`Translator` that renders messages, ruling explanations,
  street names and the core's own words in one language;
- :func:`negotiate` (``negotiate("it-IT,it;q=0.9,en;q=0.5")``): the best of :data:`LANGUAGES` for an HTTP
  ``Accept-Language`` header, English when none fits (Babel's ``negotiate_locale`` matches the tags);
- :func:`language_from_environment`: gettext's own lookup, ``LANGUAGE`` first, then ``LC_ALL``, ``LC_MESSAGES``
  and ``LANG``, else English.
"""

from __future__ import annotations

import functools
import gettext
import re
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

import msgspec
from babel import negotiate_locale

from floorcall.model.messages import (
    DOMAINS,
    STREET_NAMES,
    TYPE_WORDS,
    ZONE_OF_SEAT,
    ZONE_WORDS,
    Domain,
    Message,
    ParamValue,
    fill,
    is_ruling_kind_param,
    is_street_param,
    is_type_param,
    is_zone_param,
    zone_in_words,
)
from floorcall.model.types import Street

if TYPE_CHECKING:
    from floorcall.model.rulings import RuleSummary, Ruling

__all__ = [
    "CORE",
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "Translator",
    "language_from_environment",
    "message_json",
    "negotiate",
    "ruling_json",
    "translator",
]

#: The languages floorcall ships, English first (the language of the source texts).
LANGUAGES: Final = ("en", "es", "it")
DEFAULT_LANGUAGE: Final = "en"

#: The core's own domain: street names, ruling kinds, remedy and irregularity names, the command line's words.
CORE: Final = Domain("floorcall", Path(__file__).parent / "locale")

_TAG: Final = re.compile(r"^\s*([A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*)\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*$")


def language_from_environment() -> str:
    """The language the environment asks for, found as gettext finds a catalog.

    gettext reads the first of ``LANGUAGE`` (a colon-separated list, the first shipped language in it wins),
    ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set; ``C`` and ``POSIX`` stand for the untranslated texts.

    :returns: one of :data:`LANGUAGES`; English when the variable names no language floorcall ships, or none is set.
    """
    found = gettext.translation(CORE.name, localedir=CORE.locale_dir, fallback=True)
    language = found.info().get("language", DEFAULT_LANGUAGE)
    return language if language in LANGUAGES else DEFAULT_LANGUAGE


def negotiate(accept_language: str | None) -> str:
    """The best of :data:`LANGUAGES` for an HTTP ``Accept-Language`` header (RFC 9110 quality values).

    :param accept_language: the header's value (``"es-AR,es;q=0.9,en;q=0.8"``), or None when absent.
    :returns: the supported language of the highest quality (the earliest among equals; ``es-AR`` counts as
        ``es``); English when none is acceptable or the header is absent or malformed.
    """
    ranked: list[tuple[float, str]] = []
    for part in (accept_language or "").split(","):
        match = _TAG.match(part)
        if not match:
            continue
        try:
            quality = float(match[2]) if match[2] else 1.0
        except ValueError:
            continue
        if quality > 0:
            ranked.append((quality, match[1].replace("_", "-")))
    ranked.sort(key=lambda choice: -choice[0])  # stable: the earliest among equals stays first
    best = negotiate_locale([tag for _, tag in ranked], LANGUAGES, sep="-")
    return best if best is not None else DEFAULT_LANGUAGE


@functools.cache
def _catalog(domain: str, language: str) -> gettext.NullTranslations:
    """The compiled catalog of ``domain`` in ``language``; an empty one (English) when there is none."""
    folder = DOMAINS.get(domain)
    if folder is None or language == DEFAULT_LANGUAGE:
        return gettext.NullTranslations()
    return gettext.translation(domain, localedir=folder, languages=[language], fallback=True)


class Translator:
    """Renders messages in one language.

    :param language: one of :data:`LANGUAGES`.
    :raises ValueError: a language floorcall does not ship.
    """

    def __init__(self, language: str) -> None:
        """Choose the language."""
        if language not in LANGUAGES:
            raise ValueError(f"language {language!r} is not one of {', '.join(LANGUAGES)}")
        self.language = language

    def message(self, message: Message) -> str:
        """The message in this language, placeholders filled (a street, a ruling's kind: their names in it)."""
        catalog = _catalog(message.domain, self.language)
        if message.plural:
            text = catalog.npgettext(message.id, message.text, message.plural, message.count)
        else:
            text = catalog.pgettext(message.id, message.text)
        return fill(text, {name: self._param(name, value) for name, value in message.params.items()})

    def _param(self, name: str, value: ParamValue) -> ParamValue:
        if is_street_param(name) and isinstance(value, str):
            return self.street(value)
        if is_type_param(name) and isinstance(value, str):
            return self.type_words(value)
        if is_zone_param(name) and isinstance(value, str):
            return self.zone_words(value)
        if is_ruling_kind_param(name) and isinstance(value, str):
            return self.name("kind", value)
        if isinstance(value, int) and _is_quantity(name):
            return self.number(value) if name in _SIZES else self.quantity(value)
        if isinstance(value, str) and self.language != DEFAULT_LANGUAGE and _is_quantity(name):
            return self.decimals(value)
        return value

    def decimals(self, text: str) -> str:
        """Decimal numbers in a parameter as this language writes them (Babel, CLDR); any other text as it is.

        A parameter that is a decimal amount (``"0.46"``: chips in cents, minutes) or a list of amounts
        (``"[0.46, 1, 2.5]"``, the replay's stacks and winnings) is given as text, in English digits, and keeps them
        on the wire and in ``--json``; here, when a person reads it in es or it, each decimal takes the locale's
        decimal mark (``0,46``), every digit kept, and a list of them is separated by semicolons
        (``[0,46; 1; 2,5]``), since the comma is the decimal mark there. Whole numbers in such a list are written
        as given. Text that is neither (a card, a name, a sentence) is returned unchanged.

        :param text: the parameter's value.
        :returns: the text for a reader of this language.
        """
        if _DECIMAL.match(text):
            if _GROUPED.match(text) and _group_symbol(self.language) == ".":
                return text  # a whole number already grouped as this language groups it (t.number), not a decimal
            return _format_decimal(text, self.language)
        listed = _DECIMAL_LIST.match(text)
        if listed is None or "." not in text:
            return text
        items = [_format_decimal(item, self.language) if "." in item else item for item in listed["items"].split(", ")]
        separator = "; " if _format_decimal("0.5", self.language)[1] == "," else ", "
        return f"[{separator.join(items)}]"

    def quantity(self, value: int) -> str:
        """A chip amount or a count for a person: grouped by the locale in es and it, as the digits in English."""
        return str(value) if self.language == DEFAULT_LANGUAGE else self.number(value)

    def number(self, value: int) -> str:
        """A whole number as this language writes it (Babel, CLDR): ``20000`` as ``20.000`` in es and it.

        Only text for people goes through here, when it is shown; ``--json``, PHH files and the API's numeric
        fields keep the number itself.
        """
        return _format_number(value, self.language)

    def type_words(self, names: str) -> str:
        """A value's type as a sentence says it: ``"int"`` as ``"a whole number"``, ``"int | str"`` as alternatives.

        ``null`` is left out of a union (an optional value that is given must be of one of the other types).
        """
        parts = [part.strip() for part in names.split("|")]
        if len(parts) > 1:
            parts = [part for part in parts if part != "null"]
        catalog = _catalog(CORE.name, self.language)
        return self.or_list([catalog.pgettext(f"type.{p}", TYPE_WORDS[p]) if p in TYPE_WORDS else p for p in parts])

    def zone_words(self, value: str) -> str:
        """Where a card is, as this language says it (``"down 3"``: ``"a downcard of seat 3"``)."""
        catalog = _catalog(CORE.name, self.language)
        words = {zone: catalog.pgettext(f"zone.{zone}", english) for zone, english in ZONE_WORDS.items()}
        return zone_in_words(value, words, catalog.pgettext("zone.of_seat", ZONE_OF_SEAT))

    def error(self, error: BaseException) -> str:
        """An error as its reader sees it in this language: the places as written, then the reason translated.

        :param error: an error; one raised with a message (:attr:`floorcall.errors.FloorcallError.message`) is
            translated, any other shows its ``str()``.
        """
        message = getattr(error, "message", None)
        if not isinstance(message, Message):
            return str(error)
        frame = getattr(error, "frame", None)
        reason = self.reason(message, frame if isinstance(frame, Message) else None)
        key = getattr(error, "key", None)
        if key is not None:
            reason = self.words("error.at", "{reason} - at `{key}`", reason=reason, key=key)
        return ": ".join((*getattr(error, "places", ()), reason))

    def reason(self, message: Message, frame: Message | None = None) -> str:
        """A reason in this language, inside the sentence that frames it when there is one.

        :param message: the reason (``"seat 9 is not dealt in this hand ..."``).
        :param frame: the sentence it sits in, whose ``{reason}`` placeholder holds the reason's English
            (:attr:`floorcall.errors.FloorcallError.frame`), or None for the reason alone.
        """
        reason = self.message(message)
        if frame is None:
            return reason
        return self.message(msgspec.structs.replace(frame, params={**frame.params, "reason": reason}))

    def explanation(self, ruling: Ruling) -> str:
        """A ruling's explanation in this language: its message, or its plain text as written."""
        return self.message(ruling.message) if ruling.message is not None else ruling.explanation

    def rule_summary(self, summary: RuleSummary, domain: str) -> RuleSummary:
        """A cited rule's title and summary in this language; its ID never changes.

        :param summary: the rule as its plugin declares it (in English).
        :param domain: the gettext domain of the plugin that declares it
            (:attr:`~floorcall._plugins.PluginInfo.domain`), whose catalog has the contexts ``rule.<ID>.title`` and
            ``rule.<ID>.summary``; a text the catalog lacks (or a domain with no catalog) stays in English.
        :returns: a :class:`~floorcall.model.rulings.RuleSummary` with the same ``id``.
        """
        catalog = _catalog(domain, self.language)
        return msgspec.structs.replace(
            summary,
            title=catalog.pgettext(f"rule.{summary.id}.title", summary.title),
            summary=catalog.pgettext(f"rule.{summary.id}.summary", summary.summary),
        )

    def street(self, street: Street | str) -> str:
        """A street's name as a floor person says it (``"seventh street"``, ``"séptima calle"``)."""
        value = street.value if isinstance(street, Enum) else street
        english = STREET_NAMES.get(value)
        if english is None:
            return value
        return _catalog(CORE.name, self.language).pgettext(f"street.{value}", english)

    def street_label(self, street: Street | str) -> str:
        """A street's short label in a hand's text (``"third"``, ``"draw-1"``; ``"tercera"``, ``"1° cambio"``)."""
        value = street.value if isinstance(street, Enum) else street
        if value not in STREET_NAMES:
            return value
        return _catalog(CORE.name, self.language).pgettext(f"street_label.{value}", value)

    def description(self, family: str, name: str, english: str) -> str:
        """The description of an option, a game or a rulebook (``family`` ``"option"``, ``"game"``, ``"rulebook"``).

        Looked up in every domain declared (the plugin that declares it has it); ``english`` when none has it.
        """
        if self.language == DEFAULT_LANGUAGE or not english:
            return english
        for domain in DOMAINS:
            text = _catalog(domain, self.language).pgettext(f"{family}.{name}", english)
            if text != english:
                return text
        return english

    def words(self, id: str, text: str, /, **params: ParamValue | Enum) -> str:
        """One of the core's own texts (``translator.words("cli.rule.none", "No plugin rules on {what}.", ...)``)."""
        return self.message(CORE.msg(id, text, **params))

    def nwords(self, id: str, singular: str, plural: str, count: int, /, **params: ParamValue | Enum) -> str:
        """One of the core's texts whose wording depends on ``count`` (the language's plural forms)."""
        return self.message(CORE.nmsg(id, singular, plural, count, **params))

    def template(self, id: str, text: str, /) -> str:
        """One of the core's texts with its placeholders left for the caller to fill (the HTTP API, the console).

        :param id: its context in the core's catalog (``"console.hand.next"``, ``"api.no_hand"``).
        :param text: the English text, which is also the answer when the catalog lacks it.
        """
        return _catalog(CORE.name, self.language).pgettext(id, text)

    def or_list(self, items: list[str]) -> str:
        """Alternatives as a list: ``"a"``, ``"a or b"``, ``"a, b or c"`` (``"a, b o c"``)."""
        if len(items) < 2:
            return "".join(items)
        return self.words("list.or", "{items} or {last}", items=", ".join(items[:-1]), last=items[-1])

    def name(self, kind: str, value: str) -> str:
        """A snake_case identifier shown to a person (a remedy, a ruling kind, an irregularity, an option choice).

        :param kind: the family of the identifier (``"remedy"``, ``"kind"``, ``"irregularity"``, ``"choice"``).
        :param value: the identifier (``"plays_as_upcard"``), which stays the key in JSON and files.
        :returns: its name in this language; in English (and when no catalog names it) see :func:`english_name`.
        """
        return _catalog(CORE.name, self.language).pgettext(f"{kind}.{value}", english_name(kind, value))


#: Parameters that name a thing by its number (a seat, a position in a list, a level), not a quantity: never grouped.
_NUMBERS_AS_NAMES: Final = frozenset(
    {"seat", "index", "number", "level", "seq", "id", "player", "k", "n", "port", "table", "hand", "round", "place"}
)
#: A decimal number as the core writes one into a parameter (English digits, a point, no grouping).
_DECIMAL: Final = re.compile(r"^-?\d+\.\d+$")
#: A whole number grouped in thousands with dots (``1.000``, ``12.500``), as es and it write one: text the console
#: formatted already (``Translator.number``), left as it is. A decimal of exactly three places after a whole part
#: from 1 to 999 (``1.125``) looks the same and is left as written too.
_GROUPED: Final = re.compile(r"^-?[1-9]\d{0,2}(?:\.\d{3})+$")
#: A list of whole and decimal numbers as the replay writes one (``[0.46, 1, 2.5]``).
_DECIMAL_LIST: Final = re.compile(r"^\[(?P<items>-?\d+(?:\.\d+)?(?:, -?\d+(?:\.\d+)?)*)\]$")
#: Quantities grouped in English too (sizes: bytes); chip amounts and counts stay as a dealer reads them there.
_SIZES: Final = frozenset({"most", "limit"})


def _is_quantity(name: str) -> bool:
    """Whether a whole-number parameter is an amount or a count (grouped by the locale), not a seat or an index."""
    return name not in _NUMBERS_AS_NAMES and not name.endswith(("seat", "_button", "button", "dealer", "_index"))


@functools.cache
def _format_decimal(text: str, language: str) -> str:
    """A decimal number written in English digits (``"0.46"``) as ``language`` writes it, every digit kept."""
    from babel.numbers import get_decimal_symbol

    # the whole part grouped as a whole number is (so "1234,5" in es, as 1234 is), the digits after the mark as
    # written, trailing zeros too ("11.50")
    whole, _, fraction = text.removeprefix("-").partition(".")
    sign = "-" if text.startswith("-") else ""
    return f"{sign}{_format_number(int(whole), language)}{get_decimal_symbol(language)}{fraction}"


@functools.cache
def _group_symbol(language: str) -> str:
    from babel.numbers import get_group_symbol

    return str(get_group_symbol(locale=language))


def _format_number(value: int, language: str) -> str:
    from babel.numbers import format_decimal  # only when a number is shown: nothing on the hand's hot path

    return format_decimal(value, locale=language)


def message_json(message: Message | None) -> dict[str, object] | None:
    """A message as ``--json`` shows it: ``{"id": ..., "params": {...}}`` (None for a plain-text explanation)."""
    return None if message is None else {"id": message.id, "params": dict(message.params)}


def ruling_json(ruling: Ruling, t: Translator) -> dict[str, Any]:
    """A ruling as JSON-ready data, its identifiers in English.

    The ``explanation`` is in ``t``'s language, with ``message`` (see :func:`message_json`) beside it.
    """
    data = {k: v for k, v in msgspec.to_builtins(ruling).items() if v is not None}
    data["explanation"] = t.explanation(ruling)
    data["message"] = message_json(ruling.message)
    return data


def english_name(kind: str, value: str) -> str:
    """The English name of an identifier: an irregularity or an answer key with spaces, others as they are."""
    return value.replace("_", " ") if kind in ("irregularity", "answer") else value


@functools.cache
def translator(language: str = DEFAULT_LANGUAGE) -> Translator:
    """The :class:`Translator` for ``language`` (one of :data:`LANGUAGES`; shared, so cheap to ask for again).

    :raises ValueError: a language floorcall does not ship.
    """
    return Translator(language)
