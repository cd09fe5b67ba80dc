"""Finding a rule in force by its number as printed or by words of its title and summary, in any shipped language.

``GET /api/v1/rules?q=...`` and the console's lookup screen use :func:`find_rules`. Text is compared folded: Unicode
NFKD with the combining marks dropped, then ``str.casefold``, so ``exposición`` matches ``EXPOSICION``.

- **A number** (a query with a digit): the query and each rule ID are cut into tokens at every change between
  letters and digits and at every other character, so ``52-A``, ``52a`` and ``52 A`` are the same number. A rule
  matches when the query's tokens are its whole ID (``TDA2024-34A``), its ID without the rulebook's prefix (``34A``),
  the start of that (``RP10`` finds every ``TDA2024-RP10-…``) or its end (``IRR-11`` finds ``RROP-ES-STUD-IRR-11``),
  best in that order.
- **Words**: each rule's title and summary, in every language of :data:`~floorcall.i18n.LANGUAGES` (the plugins'
  gettext catalogs), are cut into words. A query word matches a rule's word when the two are equal or share a stem
  (a common start of at least four letters, missing at most two letters of the shorter word: ``expuesta`` and
  ``expuesto``, ``exposed`` and ``exposure``). Each matching word counts its rarity among the listed rules (an
  inverse document frequency), twice in a title, and the sum is scaled by the share of the query's words found; a
  rule's score is its best language's; the names of the irregularities a rule answers count as words of its summary.
  Rules scoring under a third of the best are left out; words of one or two letters are ignored.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Iterable, Sequence

import msgspec

from floorcall._app.rules_in_force import RuleEntry, RulesReport
from floorcall._plugins import Catalog
from floorcall.i18n import LANGUAGES, translator

__all__ = ["find_rules", "fold", "number_tokens"]

_TOKEN = re.compile(r"[^\W\d_]+|\d+")
_KEEP_SHARE = 1 / 3  # a words match under this share of the best score is noise
_TITLE_WEIGHT = 2.0


def fold(text: str) -> str:
    """``text`` without accents or case: NFKD, combining marks dropped, casefolded (``"Éxito"`` reads ``"exito"``).

    :param text: any text.
    :returns: the folded text, for comparing.
    """
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()


def number_tokens(text: str) -> tuple[str, ...]:
    """The tokens of a rule number: runs of letters and runs of digits, folded (``"RP-10"`` → ``("rp", "10")``)."""
    return tuple(_TOKEN.findall(fold(text)))


def find_rules(report: RulesReport, catalog: Catalog, query: str) -> RulesReport:
    """The rules of ``report`` that ``query`` finds, best first (see the module's docstring for the matching).

    :param report: the rules in force (:func:`~floorcall._app.rules_in_force.rules_in_force`).
    :param catalog: the installed plugins, whose rule summaries and catalogs hold the words searched.
    :param query: a rule number as printed (``"34A"``, ``"RP-10"``, ``"WSOP24L-137"``) or words in English, Spanish
        or Italian (``"string raise"``, ``"carta expuesta"``), accents and case ignored.
    :returns: the same report with only the rules found, ranked (ties by ID); no rule when nothing matches or the
        query holds no letter or digit.
    """
    entries = report.rules
    ranked: list[tuple[float, RuleEntry]] = []
    if any(ch.isdigit() for ch in query):
        ranked = [(score, entry) for entry in entries if (score := _number_score(query, entry.id)) > 0]
    if not ranked:
        ranked = _word_scores(query, entries, catalog)
        best = max((score for score, _ in ranked), default=0.0)
        ranked = [(score, entry) for score, entry in ranked if score >= best * _KEEP_SHARE]
    ranked.sort(key=lambda pair: (-pair[0], pair[1].id))
    return msgspec.structs.replace(report, rules=tuple(entry for _, entry in ranked))


def _number_score(query: str, rule_id: str) -> float:
    wanted = number_tokens(query)
    if not wanted:
        return 0.0
    whole = number_tokens(rule_id.split("#", 1)[0])
    with_aspect = number_tokens(rule_id)
    prefix = re.split(r"[-:]", rule_id, maxsplit=1)[0]
    tail = whole[len(number_tokens(prefix)) :]
    if wanted in (whole, tail, with_aspect):
        return 4.0 if "#" not in rule_id else 3.5
    if tail[: len(wanted)] == wanted:
        return 3.0
    if whole[-len(wanted) :] == wanted:
        return 2.0
    return 0.0


def _words(text: str) -> set[str]:
    return {word for word in re.findall(r"[^\W_]+", fold(text)) if len(word) > 2}


def _same_stem(a: str, b: str) -> bool:
    if a == b:
        return True
    shorter = min(len(a), len(b))
    common = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        common += 1
    return common >= 4 and common >= shorter - 2


def _texts(entry: RuleEntry, catalog: Catalog) -> list[tuple[set[str], set[str]]]:
    """The rule's (title words, summary words) in each language its declaring plugin's catalogs give.

    The names of the irregularities the rule answers count as words of its summary, so a rule whose wording does
    not say "boxed" is still found by it when it rules on a boxed card.
    """
    found = catalog.rule_source(entry.id.split("#", 1)[0])
    texts = []
    for language in LANGUAGES:
        t = translator(language)
        answers = set().union(*(_words(t.name("irregularity", kind)) for kind in entry.answers))
        if found is None:
            texts.append((_words(entry.title), answers))
            continue
        plugin, summary = found
        shown = t.rule_summary(summary, plugin.domain)
        texts.append((_words(shown.title), _words(shown.summary) | answers))
    return texts


def _word_scores(query: str, entries: Sequence[RuleEntry], catalog: Catalog) -> list[tuple[float, RuleEntry]]:
    wanted = _words(query)
    if not wanted:
        return []
    texts = [_texts(entry, catalog) for entry in entries]
    rarity = {word: _rarity(word, texts) for word in wanted}
    scored: list[tuple[float, RuleEntry]] = []
    for entry, languages in zip(entries, texts, strict=True):
        score = max(_score(wanted, title, summary, rarity) for title, summary in languages)
        if score > 0:
            scored.append((score, entry))
    return scored


def _has(word: str, words: Iterable[str]) -> bool:
    return any(_same_stem(word, each) for each in words)


def _rarity(word: str, texts: Sequence[list[tuple[set[str], set[str]]]]) -> float:
    holding = sum(1 for languages in texts if any(_has(word, t | s) for t, s in languages))
    return math.log(1 + len(texts) / holding) if holding else 0.0


def _score(wanted: set[str], title: set[str], summary: set[str], rarity: dict[str, float]) -> float:
    total, matched = 0.0, 0
    for word in wanted:
        if _has(word, title):
            total, matched = total + _TITLE_WEIGHT * rarity[word], matched + 1
        elif _has(word, summary):
            total, matched = total + rarity[word], matched + 1
    return total * matched / len(wanted)
