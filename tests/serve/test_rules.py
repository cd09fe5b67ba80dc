"""Rule summaries: plugins describe the rules they cite (floorcall_register_rules), the API serves them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import floorcall
from floorcall import RuleSummary
from floorcall.model.rulings import CITATION_PATTERN
from floorcall.testing import catalog_of
from tests.serve.support import REPO, catalog

_QUOTED_ID = re.compile(
    r"\"((?:TDA2024|RROP|WSOP24[LT]|FLOORCALL-DEFAULT)-[A-Za-z0-9./-]+|HOUSE:[a-z0-9-]+:[A-Za-z0-9._-]+)\""
)


class Room:
    @floorcall.hookimpl
    def floorcall_register_rules(self, register):
        register(
            RuleSummary(id="HOUSE:room:3", title="Cards speak", summary="The cards, not the words, decide the pot.")
        )


def test_hook_floorcall_register_rules():
    found = catalog_of({"room": Room()})
    assert found.rule("HOUSE:room:3") == RuleSummary(
        id="HOUSE:room:3", title="Cards speak", summary="The cards, not the words, decide the pot."
    )
    assert found.rule("HOUSE:room:4") is None


def test_a_bad_rule_summary_names_the_plugin():
    class Sloppy:
        @floorcall.hookimpl
        def floorcall_register_rules(self, register):
            register({"id": "X-1"})

    with pytest.raises(floorcall.PluginLoadError, match="sloppy"):
        catalog_of({"sloppy": Sloppy()})
    with pytest.raises(ValueError, match="not a rule ID"):
        RuleSummary(id="rule twelve", title="t", summary="s")


def _cited_in(folder: Path) -> set[str]:
    return {m.group(1) for path in folder.rglob("*.py") for m in _QUOTED_ID.finditer(path.read_text())}


def test_every_rule_a_built_in_plugin_cites_is_described():
    cited = _cited_in(REPO / "plugins") | _cited_in(REPO / "examples" / "house-plugin")
    cited = {c for c in cited if CITATION_PATTERN.match(c)}
    assert len(cited) > 90
    missing = sorted(c for c in cited if catalog().rule(c) is None)
    assert missing == []


def test_summaries_are_the_projects_own_words(shared_dir):
    catalog_text = " ".join((shared_dir / "rules" / "catalog.md").read_text().split()).lower()
    for info in catalog().plugins.values():
        for summary in info.rules:
            assert summary.summary.lower().rstrip(".") not in catalog_text, summary.id


def test_get_a_rule_and_a_404_for_an_unknown_one(client):
    answer = client.get("/api/v1/rules/TDA2024-RP10-A")
    assert answer.status_code == 200
    assert answer.json()["id"] == "TDA2024-RP10-A" and answer.json()["title"] and answer.json()["summary"]
    house = client.get("/api/v1/rules/HOUSE:acme-floor:12")
    assert house.status_code == 200 and house.json()["title"]
    unknown = client.get("/api/v1/rules/TDA2024-999")
    assert unknown.status_code == 404
    assert unknown.json()["error"]["path"] == "citation"


def test_every_citation_of_a_ruling_has_a_title(client):
    from tests.serve.support import SITUATIONS

    answer = client.post("/api/v1/rule", json={"phh": (SITUATIONS / "exposed-downcard-third-street.phh").read_text()})
    for citation in answer.json()["citations"]:
        assert client.get(f"/api/v1/rules/{citation}").status_code == 200


def test_an_id_with_a_slash_or_dots_is_found(client):
    for citation in ("TDA2024-53A/B", "WSOP24L-214..231", "TDA2024-53A%2FB"):
        answer = client.get(f"/api/v1/rules/{citation}")
        assert answer.status_code == 200, (citation, answer.text)
        assert answer.json()["id"] in ("TDA2024-53A/B", "WSOP24L-214..231")


def _written(citation, language):
    """The title and summary the declaring plugin's committed catalog gives the rule in ``language``."""
    from babel.messages.pofile import read_po

    from tools import catalogs

    plugin, _summary = catalog().rule_source(citation)
    with catalogs.po_path(catalogs.domains()[plugin.domain], plugin.domain, language).open("rb") as handle:
        po = read_po(handle, locale=language, domain=plugin.domain)
    parts = ("title", "summary")
    return tuple(po.get(_english(citation, part), context=f"rule.{citation}.{part}").string for part in parts)


def _english(citation, part):
    return getattr(catalog().rule(citation), part)


@pytest.mark.parametrize("citation", ["TDA2024-RP10-H.B", "TDA2024-53A/B", "RROP-ES-STUD-IRR-3", "HOUSE:acme-floor:12"])
@pytest.mark.parametrize("language", ["es", "it"])
@pytest.mark.parametrize("how", ["lang", "accept-language"])
def test_a_rules_title_and_summary_follow_the_language_and_its_id_does_not(client, citation, language, how):
    header = {"Accept-Language": f"{language},en;q=0.5"}
    request = {"params": {"lang": language}} if how == "lang" else {"headers": header}
    answer = client.get(f"/api/v1/rules/{citation}", **request)
    english = client.get(f"/api/v1/rules/{citation}").json()
    assert answer.status_code == 200 and answer.headers["content-language"] == language
    shown = answer.json()
    assert shown["id"] == english["id"] == citation
    assert (shown["title"], shown["summary"]) == _written(citation, language)
    assert shown["title"] != english["title"] and shown["summary"] != english["summary"]


def test_a_rule_whose_plugin_has_no_catalog_shows_its_english_in_every_language():
    from floorcall.i18n import translator

    found = catalog_of({"room": Room()})
    plugin, summary = found.rule_source("HOUSE:room:3")
    for language in ("en", "es", "it"):
        assert translator(language).rule_summary(summary, plugin.domain) == summary


def test_the_list_of_rules_in_force_is_what_floorcall_rules_json_prints(client, capsys):
    import json

    from floorcall._app.cli import main

    answer = client.get("/api/v1/rules", params={"game": "stud", "rulebook": "tda-2024"})
    assert answer.status_code == 200, answer.text
    assert main(["rules", "--game", "stud", "--rulebook", "tda-2024", "--json"]) == 0
    assert answer.json() == json.loads(capsys.readouterr().out)
    spanish = client.get("/api/v1/rules", params={"game": "stud", "rulebook": "tda-2024", "lang": "es"}).json()
    titles = {entry["id"]: entry["title"] for entry in spanish["rules"]}
    assert titles["TDA2024-RP10-A"] == _written("TDA2024-RP10-A", "es")[0]
    unknown = client.get("/api/v1/rules", params={"game": "holdem-nine"})
    assert unknown.status_code == 400 and unknown.json()["error"]["path"] == "game"
    assert "/api/v1/rules" in client.get("/api/v1/openapi.json").json()["paths"]
