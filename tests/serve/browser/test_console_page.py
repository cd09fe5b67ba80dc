"""The console page without a browser: what it serves, that it loads nothing from elsewhere, and its word table."""

from __future__ import annotations

import json
import re
import typing
from importlib import resources

import msgspec
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from floorcall._app.serve.console import LANGUAGE_NAMES, MESSAGES, console_messages, console_router
from floorcall._app.serve.logbook_words import WORDS
from floorcall._app.serve.lookup_words import LOOKUP
from floorcall.model.irregularities import AnyIrregularity
from floorcall.model.remedies import AnyRemedy
from floorcall.model.rulings import RulingKind
from floorcall.model.types import Street

PACKAGE = resources.files("floorcall._app.serve")
SCRIPTS = ("console.js", "start.js", "record.js", "floor.js", "steps.js", "log.js", "quick.js", "lookup.js")
PAGE_WORDS = {**MESSAGES, **WORDS, **LOOKUP}  # the table the page's script gets: the console's, the log's, the lookup's


@pytest.fixture(scope="module")
def client():
    with TestClient(Litestar(route_handlers=[console_router])) as test_client:
        yield test_client


def _static(name: str) -> str:
    return (PACKAGE / "static" / name).read_text(encoding="utf-8")


def _tags(union: object) -> list[str]:
    return [str(member.__struct_config__.tag) for member in typing.get_args(union)]


def test_page_is_html_with_the_word_table_embedded(client):
    answer = client.get("/")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/html")
    embedded = re.search(r'<script id="messages" type="application/json">(.*?)</script>', answer.text, re.S)
    assert embedded is not None
    assert json.loads(embedded.group(1)) == PAGE_WORDS
    assert "<title>floorcall: floor console</title>" in answer.text


def _embedded(page: str) -> dict[str, str]:
    found = re.search(r'<script id="messages" type="application/json">(.*?)</script>', page, re.S)
    assert found is not None
    return dict(json.loads(found.group(1)))


@pytest.mark.parametrize(
    ("params", "cookie", "header", "language"),
    [
        ({"lang": "es"}, None, None, "es"),
        ({}, "it", None, "it"),
        ({}, None, "it-CH,it;q=0.9", "it"),  # the browser's language before any choice
        ({}, "es", "it", "es"),  # the chooser's choice wins over the browser's language
        ({"lang": "en"}, "it", "es", "en"),  # an address naming a language wins over both
        ({}, "klingon", "de", "en"),
    ],
)
def test_the_page_comes_in_the_chosen_language(client, params, cookie, header, language):
    client.cookies.clear()
    if cookie:
        client.cookies.set("floorcall-lang", cookie)
    answer = client.get("/", params=params, headers={"Accept-Language": header} if header else {})
    client.cookies.clear()
    assert answer.headers["content-language"] == language
    assert f'<html lang="{language}">' in answer.text
    assert _embedded(answer.text) == console_messages(language)
    assert f"<title>{console_messages(language)['title']}</title>" in answer.text
    chooser = re.search(r'<select id="language">(.*?)</select>', answer.text, re.S)
    assert chooser is not None
    assert re.findall(r'<option value="(\w+)"', chooser.group(1)) == list(LANGUAGE_NAMES)
    assert re.findall(r'<option value="(\w+)"[^>]* selected', chooser.group(1)) == [language]


@pytest.mark.parametrize("language", ["es", "it"])
def test_every_word_of_the_page_comes_from_the_catalog_with_its_fields(language):
    shown = console_messages(language)
    assert shown.keys() == PAGE_WORDS.keys() and shown["lang"] == language
    for key, english in PAGE_WORDS.items():
        if key != "lang":
            assert set(re.findall(r"\{(\w+)\}", shown[key])) == set(re.findall(r"\{(\w+)\}", english)), key
    # most words differ from the English (a few, such as "Ante", "Stack" or "{path}: {reason}", are the same)
    same = [key for key in PAGE_WORDS if key != "lang" and shown[key] == PAGE_WORDS[key]]
    assert len(same) < len(PAGE_WORDS) // 10, same


def test_the_scripts_ask_the_api_in_the_pages_language():
    script = _static("console.js")
    assert "const LANG = MESSAGES.lang;" in script and '"lang=" + encodeURIComponent(LANG)' in script
    assert 'document.cookie = LANG_COOKIE + "="' in script and 'const LANG_COOKIE = "floorcall-lang";' in script


@pytest.mark.parametrize(("name", "media"), [(s, "javascript") for s in SCRIPTS] + [("console.css", "text/css")])
def test_static_files_are_served_by_floorcall(client, name, media):
    answer = client.get(f"/static/{name}")
    assert answer.status_code == 200
    assert media in answer.headers["content-type"]
    assert answer.text == _static(name)


def test_page_loads_nothing_from_another_host(client):
    page = client.get("/").text
    for text in [page, *(_static(name) for name in (*SCRIPTS, "console.css"))]:
        assert not re.search(r"""(src|href)\s*=\s*["'](https?:)?//""", text)
        assert "@import" not in text
        assert "url(http" not in text
    assert set(re.findall(r'<script src="([^"]+)"', page)) == {f"/static/{name}" for name in SCRIPTS}


def test_every_key_the_page_uses_is_in_the_table():
    used = set()
    for name in ("console.html", "sheet.html"):
        used |= set(re.findall(r"t\['([a-z_.-]+)'\]", (PACKAGE / "templates" / name).read_text(encoding="utf-8")))
    for name in SCRIPTS:
        used |= set(re.findall(r'\b(?:words|t)\("([a-z_]+\.[a-z_.-]+|[a-z_]+)"', _static(name)))
        used |= set(re.findall(r'"((?:table|expect|record|start|hand|step|ruling|state)\.[a-z_]+)"', _static(name)))
    missing = sorted(key for key in used if key not in PAGE_WORDS)
    assert used
    assert missing == []
    assert WORDS.keys().isdisjoint(MESSAGES) and LOOKUP.keys().isdisjoint({**MESSAGES, **WORDS})


def test_every_remedy_has_plain_words_naming_only_its_own_fields():
    for member in typing.get_args(AnyRemedy):
        tag = member.__struct_config__.tag
        fields = set(member.__struct_fields__)
        for key in (k for k in MESSAGES if k == f"remedy.{tag}" or k.startswith(f"remedy.{tag}.")):
            assert set(re.findall(r"\{(\w+)\}", MESSAGES[key])) <= fields, key
        assert f"remedy.{tag}" in MESSAGES, tag


def test_every_irregularity_kind_and_street_has_words():
    assert [tag for tag in _tags(AnyIrregularity) if f"irregularity.{tag}" not in MESSAGES] == []
    assert [
        k.value for k in RulingKind if f"kind.{k.value}" not in MESSAGES or f"kind_hint.{k.value}" not in MESSAGES
    ] == []
    assert [s.value for s in Street if f"street.{s.value}" not in MESSAGES] == []


def test_every_field_of_an_irregularity_has_a_label():
    fields = {name for member in typing.get_args(AnyIrregularity) for name in member.__struct_fields__}
    assert sorted(name for name in fields if f"field.{name}" not in MESSAGES) == []


def test_the_table_holds_only_plain_strings():
    assert msgspec.json.decode(msgspec.json.encode(PAGE_WORDS), type=dict[str, str]) == PAGE_WORDS
    assert all(text.strip() == text and text for text in PAGE_WORDS.values())


def test_templates_and_static_files_ship_in_the_package():
    for name in (*SCRIPTS, "console.css", "sheet.js", "sheet.css"):
        assert (PACKAGE / "static" / name).is_file()
    assert (PACKAGE / "templates" / "console.html").is_file() and (PACKAGE / "templates" / "sheet.html").is_file()


def test_a_missing_chromium_fails_under_ci_and_skips_elsewhere(monkeypatch):
    from tests.serve.browser.conftest import _missing

    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="CI must run the browser tests"):
        _missing("chromium is not installed")
    monkeypatch.delenv("CI")
    with pytest.raises(pytest.skip.Exception, match="chromium is not installed"):
        _missing("chromium is not installed")


def test_chromium_named_by_the_environment_wins(monkeypatch, tmp_path):
    from tests.serve.browser.conftest import _chromium

    binary = tmp_path / "my-chromium"
    binary.write_text("")
    monkeypatch.setenv("FLOORCALL_CHROMIUM", str(binary))
    assert _chromium() == str(binary)
