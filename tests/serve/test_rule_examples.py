"""Each rule names the shipped example situations it rules on, found by ruling each example under its rulebook; the
examples are package data; ``GET /api/v1/rules?q=`` and ``floorcall rules --query`` look across every installed
rulebook unless one is named or the event fixes one."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest

from floorcall._app.cli import main
from floorcall._app.rule_examples import shipped_examples
from floorcall._app.rules_in_force import rules_in_every_book, rules_in_force
from floorcall._plugins import Selection, discover
from floorcall.i18n import translator
from tests.cli.test_wsop_situations import RULED as RULED_UNDER_WSOP

REPO = Path(__file__).resolve().parents[2]
_CATALOG = discover()
_ENGLISH = translator("en")


def _listing(rulebook: str) -> dict[str, tuple[str, ...]]:
    report = rules_in_force(_CATALOG, Selection(games=(), rulebook=rulebook), None, _ENGLISH)
    return {entry.id: entry.examples for entry in report.rules}


def _ruled_by(capsys, tmp_path: Path, name: str, text: str, rulebook: str) -> str | None:
    """``floorcall rule --json`` on the example with its rulebook line set to ``rulebook``: who ruled, or None."""
    path = tmp_path / f"{name}.phh"
    path.write_text(re.sub(r"(?m)^rulebook = '[a-z0-9-]+'", f"rulebook = '{rulebook}'", text), encoding="utf-8")
    code = main(["rule", str(path), "--json"])
    out = capsys.readouterr().out
    return json.loads(out)["ruled_by"].split("/", 1)[1] if code == 0 else None


def test_the_examples_are_package_data_and_the_repositorys_folder_is_them():
    names = [name for name, _ in shipped_examples()]
    assert names == sorted(path.stem for path in (REPO / "examples" / "situations").glob("*.phh"))
    assert len(names) >= 30
    globs = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["package-data"]
    assert "situations/*.phh" in globs["floorcall.data"]  # what a built wheel takes into floorcall/data


@pytest.mark.parametrize("rulebook", sorted(_CATALOG.rulebooks))
def test_each_rule_lists_exactly_the_examples_floorcall_rule_gives_it(capsys, tmp_path, rulebook):
    listed = _listing(rulebook)
    expected: dict[str, list[str]] = {}
    for name, text in shipped_examples():
        rule = _ruled_by(capsys, tmp_path, name, text, rulebook)
        if rule is not None:
            assert rule in listed, f"{name} is ruled by {rule}, which {rulebook} does not list"
            expected.setdefault(rule, []).append(name)
    assert {rule: names for rule, names in listed.items() if names} == {k: tuple(v) for k, v in expected.items()}


def test_the_examples_a_rule_answers_agree_with_the_committed_wsop_rulings():
    listed = _listing("wsop-2024")
    for name, (_, _, ruled_by) in RULED_UNDER_WSOP.items():
        assert name in listed[ruled_by.split("/", 1)[1]], (name, ruled_by)


def test_known_examples_under_each_book():
    assert _listing("tda-2024")["TDA2024-13A#miscall"] == (
        "miscall-heads-up-holdem",
        "miscalled-hand-makes-another-muck",
    )
    assert "string-raise" in _listing("rrop")["WSOP24L-136"]
    tda = _listing("tda-2024")
    # a situation that asks what comes next is no ruling: no rule lists it
    assert not any("who-acts-fourth-street" in names for names in tda.values())
    assert tda["WSOP24T-7CS.2"] == ("wrong-bring-in-after-action",)  # the rule that answered, not TDA2024-1 beside it


def test_a_lookup_without_a_rulebook_searches_every_installed_one(client):
    answer = client.get("/api/v1/rules", params={"q": "34A"}).json()
    assert answer["rulebook"] is None and answer["rulebooks"] == sorted(_CATALOG.rulebooks)
    found = [(entry["under"], entry["id"], entry["rulebook"]) for entry in answer["rules"]]
    assert ("tda-2024", "TDA2024-34A", "tda-2024") in found
    # wsop-2024 falls back on the TDA's rule: in force under it, it is still tda-2024's rule
    assert ("wsop-2024", "TDA2024-34A", "tda-2024") in found
    entry = next(each for each in answer["rules"] if each["under"] == "tda-2024")
    assert "button-moved-incorrectly-holdem" in entry["examples"]
    one = client.get("/api/v1/rules", params={"q": "34A", "rulebook": "tda-2024"}).json()
    assert (one["rulebook"], one["rulebooks"]) == ("tda-2024", ["tda-2024"])
    assert [(e["under"], e["id"]) for e in one["rules"]] == [("tda-2024", "TDA2024-34A")]
    listed = client.get("/api/v1/rules").json()  # no query: the rules in force, as before
    assert listed["rulebook"] is not None and {e["under"] for e in listed["rules"]} == {listed["rulebook"]}


def test_an_event_that_fixes_a_rulebook_looks_up_only_in_it(make_client):
    fixed = make_client("examples/configs/razz-cash-rrop.toml")
    answer = fixed.get("/api/v1/rules", params={"q": "string raise"}).json()
    assert answer["rulebook"] == "rrop" and answer["rulebooks"] == ["rrop"]
    assert answer["rules"][0]["id"] == "WSOP24L-136" and {e["under"] for e in answer["rules"]} == {"rrop"}


def test_floorcall_rules_query_gives_the_apis_lookup(capsys, client):
    for query, extra in (("string raise", []), ("carta expuesta", ["--rulebook", "tda-2024"])):
        assert main(["rules", "--query", query, "--json", *extra]) == 0
        printed = json.loads(capsys.readouterr().out)
        params = {"q": query, **({"rulebook": extra[1]} if extra else {})}
        assert printed == client.get("/api/v1/rules", params=params).json()
    assert main(["rules", "--query", "string raise", "--lang", "es"]) == 0
    text = capsys.readouterr().out
    heading = translator("es").words(
        "rules.heading.every",
        "rules of every installed rulebook ({rulebooks}):",
        rulebooks=", ".join(sorted(_CATALOG.rulebooks)),
    )
    assert text.startswith(heading + "\n") and "TDA2024-56" in text and "quick-string-raise-flop" in text


def test_the_cross_book_report_holds_each_books_listing():
    every = rules_in_every_book(_CATALOG, Selection(games=()), None, _ENGLISH)
    for name in _CATALOG.rulebooks:
        own = rules_in_force(_CATALOG, Selection(games=(), rulebook=name), None, _ENGLISH)
        assert [e for e in every.rules if e.under == name] == list(own.rules)
