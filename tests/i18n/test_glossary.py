"""The floor glossary holds in every catalog: a message whose English has a concept says it the glossary's way.

``glossary.tsv`` beside this file is the data (built from ``../shared/i18n/glossary.md``; its header says how to read
it). For every row, every message of every built-in catalog (and the sample house plugin's) whose English msgid has
the concept must not contain, in its Spanish or Italian msgstr, a variant the row rules out; a variant marked ``*``
is barred from the whole language. Placeholders (``{seat}``), code (```--button```) and quoted option values
(``'dead'``) are identifiers, not words, and are left out of the check.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from tools import catalogs

GLOSSARY = Path(__file__).with_name("glossary.tsv")
LANGUAGES = ("es", "it")
_IDENTIFIERS = re.compile(r"\{[a-z_]+\}|`[^`]*`|(?<![\w\u2019])'[\w-]+'")


def _words(text: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w)(?:{text})(?!\w)", re.IGNORECASE)


@dataclass(frozen=True)
class Concept:
    """One glossary row: the English that finds the concept, and per language the variants ruled out."""

    name: str
    finds: tuple[re.Pattern[str], ...]
    excludes: tuple[re.Pattern[str], ...]
    ruled_out: dict[str, tuple[re.Pattern[str], ...]]
    barred: dict[str, tuple[re.Pattern[str], ...]]
    caught: tuple[str, str]

    def has(self, english: str) -> bool:
        """Whether an English text has the concept."""
        return any(p.search(english) for p in self.finds) and not any(p.search(english) for p in self.excludes)

    def offences(self, language: str, english: str, translation: str) -> list[str]:
        """The ruled-out variants a translation uses (those barred everywhere, and those the concept bars)."""
        text = _IDENTIFIERS.sub(" ", translation)
        patterns = self.barred[language] + (self.ruled_out[language] if self.has(english) else ())
        return [m[0] for p in patterns if (m := p.search(text))]


def _split(cell: str) -> list[str]:
    return [part.strip() for part in cell.split(" ; ") if part.strip() and part.strip() != "—"]


def _concept(row: dict[str, str]) -> Concept:
    english = _split(row["en_patterns"])
    ruled_out, barred = {}, {}
    for language in LANGUAGES:
        variants = _split(row[f"{language}_ruled_out"])
        barred[language] = tuple(_words(v[1:]) for v in variants if v.startswith("*"))
        ruled_out[language] = tuple(_words(v) for v in variants if not v.startswith("*"))
    language, _, text = row["caught"].partition(": ")
    return Concept(
        name=row["concept"],
        finds=tuple(_words(p) for p in english if not p.startswith("-")),
        excludes=tuple(_words(p[1:]) for p in english if p.startswith("-")),
        ruled_out=ruled_out,
        barred=barred,
        caught=(language, text),
    )


def _glossary() -> list[Concept]:
    lines = [line for line in GLOSSARY.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    return [_concept(row) for row in csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE)]


CONCEPTS = _glossary()


def _messages() -> list[tuple[str, str, str, str, str]]:
    """``(domain, language, context, English, translation)`` for every form of every message of every catalog."""
    found = []
    for domain, folder in catalogs.domains().items():
        for language in LANGUAGES:
            with catalogs.po_path(folder, domain, language).open("rb") as handle:
                catalog = read_po(handle, locale=language, domain=domain)
            for message in catalog:
                if not message.id:
                    continue
                english = " || ".join(message.id) if isinstance(message.id, tuple) else message.id
                forms = message.string if isinstance(message.string, tuple) else (message.string,)
                found += [(domain, language, message.context or "", english, form) for form in forms]
    return found


MESSAGES = _messages()


@pytest.mark.parametrize("concept", CONCEPTS, ids=[c.name for c in CONCEPTS])
def test_every_catalog_says_the_concept_the_glossary_way(concept):
    offending = [
        f"{domain}/{language} {context}: {found}"
        for domain, language, context, english, translation in MESSAGES
        if (found := concept.offences(language, english, translation))
    ]
    assert offending == []


@pytest.mark.parametrize("concept", CONCEPTS, ids=[c.name for c in CONCEPTS])
def test_every_row_finds_messages_and_catches_its_wrong_rendering(concept):
    assert any(concept.has(english) for _, _, _, english, _ in MESSAGES), f"no English message has {concept.name}"
    language, wrong = concept.caught
    assert language in LANGUAGES, concept.name
    english = next(english for _, _, _, english, _ in MESSAGES if concept.has(english))
    assert concept.offences(language, english, wrong), f"{concept.name}: {wrong!r} is not caught"


def test_check_is_found_but_check_raise_is_not():
    check = next(c for c in CONCEPTS if c.name == "check")
    assert check.has("Seat 3 checks") and check.has("he checked earlier")
    assert not check.has("check-raising is not allowed here")


def test_a_variant_inside_a_placeholder_or_code_is_not_an_offence():
    button = next(c for c in CONCEPTS if c.name == "button")
    assert button.offences("es", "The button moves.", "el button se mueve")
    assert not button.offences("es", "The button moves.", "el botón del asiento {button} (`--button`)")


def test_the_glossary_names_its_source_and_has_a_row_for_every_concept_of_the_shared_one():
    header = GLOSSARY.read_text(encoding="utf-8")
    assert "../shared/i18n/glossary.md" in header
    assert len(CONCEPTS) >= 36


@pytest.mark.parametrize(
    ("language", "replaced"), [("en", "is replaced"), ("es", "se reemplaza"), ("it", "si sostituisce")]
)
def test_the_rp10b_summary_replaces_an_exposed_seventh_street_downcard_in_every_language(language, replaced):
    from floorcall.i18n import translator
    from floorcall_tda2024 import plugin

    summary = next(s for s in plugin.summaries if s.id == "TDA2024-RP10-B")
    shown = translator(language).rule_summary(summary, "floorcall_tda2024").summary
    assert replaced in shown and "face up" not in shown
