"""The rule lookup: ``GET /api/v1/rules?q=`` finds a rule by its number as printed or by words in en, es and it."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from floorcall._app.rule_lookup import find_rules, fold, number_tokens
from floorcall._app.rules_in_force import rules_in_force
from floorcall._plugins import Selection, discover
from floorcall.i18n import LANGUAGES, translator

_TABLE = tomllib.loads((Path(__file__).parent / "data" / "rule_lookup.toml").read_text(encoding="utf-8"))["query"]
_CATALOG = discover()


@pytest.mark.parametrize(
    "row", _TABLE, ids=lambda row: f"{row.get('rulebook', '*')}:{row.get('lang', 'en')}:{row['q']}"
)
def test_the_committed_queries_find_their_rules(client, row):
    params = {"q": row["q"], "lang": row.get("lang", "en")}
    if "rulebook" in row:
        assert row["rulebook"] in _CATALOG.rulebooks, f"{row['rulebook']} is not installed"
        params["rulebook"] = row["rulebook"]
    answer = client.get("/api/v1/rules", params=params)
    assert answer.status_code == 200, answer.text
    rules = answer.json()["rules"]
    # across every rulebook a row names each rule with the rulebook it is in force under: "tda-2024/TDA2024-34A"
    found = [entry["id"] if "rulebook" in row else f"{entry['under']}/{entry['id']}" for entry in rules]
    within = row.get("within", len(row["top"]))
    missing = [rule for rule in row["top"] if rule not in found[:within]]
    assert not missing, f"{row['q']!r}: {missing} not in the first {within} of {found}"


def _reports():
    """The rules in force of every installed rulebook (whatever is installed), in English."""
    english = translator("en")
    return [rules_in_force(_CATALOG, Selection(games=(), rulebook=name), None, english) for name in _CATALOG.rulebooks]


def _spellings(number: str):
    """A rule number as people write it: as printed, lower case, spaced, hyphen between digits and letters."""
    tokens = number_tokens(number)
    yield number
    yield number.lower()
    yield " ".join(tokens)
    yield "-".join(tokens).upper()


def test_every_rule_of_every_installed_rulebook_is_found_by_its_number():
    for report in _reports():
        for entry in report.rules:
            rule_id = entry.id.split("#", 1)[0]
            assert find_rules(report, _CATALOG, entry.id).rules[0].id == entry.id
            tail = rule_id.split(":", 1)[-1].split("-", 1)[-1] if "-" in rule_id or ":" in rule_id else rule_id
            for typed in _spellings(tail):
                found = [each.id for each in find_rules(report, _CATALOG, typed).rules]
                assert entry.id in found, f"{report.rulebook}: {typed!r} does not find {entry.id}: {found}"
                ahead = found[: found.index(entry.id)]
                # only a rule whose own number reads the same (another rulebook's 23, an aspect) may come first
                same = number_tokens(tail)
                assert all(number_tokens(other.split("#", 1)[0])[-len(same) :] == same for other in ahead), (
                    f"{report.rulebook}: {typed!r} puts {ahead} before {entry.id}"
                )


def test_every_rule_is_found_by_its_own_title_in_every_language():
    for report in _reports():
        for language in LANGUAGES:
            shown = rules_in_force(_CATALOG, Selection(games=(), rulebook=report.rulebook), None, translator(language))
            for entry in shown.rules:
                if not entry.title:
                    continue
                found = [each.id for each in find_rules(report, _CATALOG, entry.title).rules]
                assert entry.id in found, f"{report.rulebook} {language}: {entry.title!r} misses {entry.id}: {found}"


@pytest.mark.parametrize("typed", ["exposicion", "EXPOSICIÓN", "Exposición", "exposi\u0301cion"])
def test_accents_and_case_do_not_change_what_is_found(typed):
    report = _reports()[0]
    assert fold(typed) == "exposicion"
    assert find_rules(report, _CATALOG, typed) == find_rules(report, _CATALOG, "exposición")


def test_a_lookup_keeps_the_house_changes_and_the_summary_in_the_language_asked(client):
    everything = client.get("/api/v1/rules", params={"rulebook": "tda-2024", "lang": "es"}).json()
    found = client.get("/api/v1/rules", params={"rulebook": "tda-2024", "lang": "es", "q": "44"}).json()
    assert [entry["id"] for entry in found["rules"]] == ["TDA2024-44"]
    assert found["rules"][0] in everything["rules"]  # the same entry: title, summary, plugin, change
    assert found["rules"][0]["summary"] and found["rules"][0]["summary"] != _english_summary("TDA2024-44")
    assert {key: found[key] for key in ("rulebook", "game", "house")} == {
        key: everything[key] for key in ("rulebook", "game", "house")
    }


def _english_summary(rule_id):
    return _CATALOG.rule(rule_id).summary


def test_a_blank_query_lists_every_rule_and_nothing_found_is_an_empty_list(client):
    everything = client.get("/api/v1/rules", params={"rulebook": "rrop"}).json()
    assert client.get("/api/v1/rules", params={"rulebook": "rrop", "q": "  "}).json() == everything
    nothing = client.get("/api/v1/rules", params={"rulebook": "rrop", "q": "zzzz 9999"})
    assert nothing.status_code == 200 and nothing.json()["rules"] == []
    assert client.get("/api/v1/rules", params={"rulebook": "rrop", "q": "--"}).json()["rules"] == []


def test_an_overlong_query_is_refused_naming_q(client):
    answer = client.get("/api/v1/rules", params={"rulebook": "rrop", "q": "raise " * 50})
    assert answer.status_code == 400
    assert "q" in answer.text
