"""The rules a plugin cites, described in its package's rules.toml: read strictly, and one ID described one way."""

from __future__ import annotations

import collections
import sys

import pytest

from floorcall._plugins.discovery import discover
from floorcall.errors import InvalidValueError
from floorcall.i18n import translator
from floorcall.rulekit import read_summaries

GOOD = """
[[rule]]
id = "ACME-7"
title = "Upcard dealt down"
summary = "At this house an upcard dealt face down by mistake is turned up and play goes on."
"""


@pytest.fixture
def notes_package(tmp_path, monkeypatch):
    """A package ``acme_notes`` on the path whose rules.toml the test writes (returns the writer)."""
    package = tmp_path / "acme_notes"
    package.mkdir()
    (package / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))

    def write(text: str) -> None:
        (package / "rules.toml").write_text(text, encoding="utf-8")

    yield write
    sys.modules.pop("acme_notes", None)  # the next test's package lives in another folder


def test_a_house_package_reads_its_rule_summaries_in_file_order(notes_package):
    notes_package(GOOD + GOOD.replace("ACME-7", "ACME-8"))
    read = read_summaries("acme_notes")
    assert [s.id for s in read] == ["ACME-7", "ACME-8"]
    assert read[0].title == "Upcard dealt down"


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("[[rule]\nid = 1", "acme_notes/rules.toml"),
        (GOOD.replace("summary =", "sumary ="), "[[rule]] table 1 (ACME-7)"),
        (GOOD + GOOD.replace('"ACME-7"', '"not a rule id"'), "[[rule]] table 2 (not a rule id)"),
        (GOOD.replace('title = "Upcard dealt down"', 'title = " "'), "[[rule]] table 1 (ACME-7)"),
        (GOOD.replace('id = "ACME-7"', ""), "[[rule]] table 1 (?)"),
        ("notes = 3\n" + GOOD, "notes"),
        (GOOD + "source = 'TDA'\n", "source"),
        (GOOD + GOOD, "rule ACME-7 is described twice"),
    ],
    ids=["not-toml", "misspelt-key", "bad-id", "empty-title", "no-id", "unknown-key", "unknown-rule-key", "twice"],
)
def test_a_malformed_summary_file_is_refused_naming_the_file_and_the_place(notes_package, text, named):
    notes_package(text)
    with pytest.raises(InvalidValueError) as raised:
        read_summaries("acme_notes")
    assert "acme_notes/rules.toml" in str(raised.value) and named in str(raised.value)


def test_a_module_of_the_package_finds_the_package_s_file(notes_package, tmp_path):
    notes_package(GOOD)
    (tmp_path / "acme_notes" / "house.py").write_text("")
    assert [s.id for s in read_summaries("acme_notes.house")] == ["ACME-7"]


def test_a_missing_summary_file_is_refused_naming_it(tmp_path, monkeypatch):
    (tmp_path / "acme_bare").mkdir()
    (tmp_path / "acme_bare" / "__init__.py").write_text("")
    (tmp_path / "acme_single.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(InvalidValueError, match=r"acme_bare/rules\.toml: cannot be read"):
        read_summaries("acme_bare")
    with pytest.raises(InvalidValueError, match=r"acme_single/rules\.toml: cannot be read"):
        read_summaries("acme_single")
    sys.modules.pop("acme_bare", None)
    sys.modules.pop("acme_single", None)


@pytest.mark.parametrize("language", ["en", "es", "it"])
def test_a_rule_two_installed_plugins_describe_reads_the_same_in_both(language):
    # A citation shows the first describing plugin's words, so two different descriptions of one rule would make
    # what a ruling's reader sees depend on which books happen to be installed, in any language.
    shown = translator(language)
    described = collections.defaultdict(set)
    for info in discover().plugins.values():
        for summary in info.rules:
            words = shown.rule_summary(summary, info.domain)
            described[summary.id].add((words.title, words.summary))
    assert len(described) > 200
    assert {rule: words for rule, words in described.items() if len(words) > 1} == {}
