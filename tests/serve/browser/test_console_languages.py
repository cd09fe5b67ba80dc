"""The console's language chooser in a real browser: a ruling in Spanish after choosing es, the choice kept on reload,
and the browser's own language before any choice.
"""

from __future__ import annotations

import json
import urllib.request

import pytest

from floorcall._app.serve.console import MESSAGES, console_messages
from tests.serve.browser.conftest import TABLET
from tests.serve.browser.test_console_flows import RAW, shown_ruling


@pytest.fixture
def context_for(browser, server):
    """A tablet-sized browser context whose browser speaks ``locale``; script errors and missing words fail."""
    opened = []
    errors: list[str] = []

    def make(locale: str):
        context = browser.new_context(viewport=TABLET, base_url=server, locale=locale)
        opened.append(context)
        tab = context.new_page()
        tab.on("pageerror", lambda exc: errors.append(str(exc)))
        tab.on("console", lambda m: errors.append(m.text) if m.text.startswith("floorcall console:") else None)
        return tab

    yield make
    for context in opened:
        context.close()
    assert errors == [], f"the page logged errors: {errors}"


def _open(page) -> None:
    page.goto("/")
    page.wait_for_selector("#start:not([hidden])")


def _deal_seat_1_face_up(page, words: dict[str, str], card: str = "As") -> None:
    """Start a four-seat stud hand and deal seat 1's first downcard face up, with the page's words in its language."""
    page.select_option("#game", "stud")
    for seat in range(1, 11):
        box = page.locator(f"#seat-in-{seat}")
        if box.count():
            box.set_checked(seat <= 4)
    page.click("#do-start")
    page.wait_for_selector("#hand:not([hidden])")
    assert words["expect.deal_down"].format(seat=1) in page.inner_text("#expected")
    page.check("#deal-up")
    page.get_by_role("button", name=words["record.rank"].format(rank=card[0]), exact=True).click()
    page.get_by_role("button", name=words[f"suit.{card[1]}"], exact=True).click()
    page.click("#do-deal")


def _api(server: str, path: str) -> dict[str, object]:
    with urllib.request.urlopen(f"{server}/api/v1{path}", timeout=10) as answer:
        return dict(json.load(answer))


def _api_rulings(server: str, hand_id: str, language: str) -> list[dict[str, object]]:
    return list(_api(server, f"/hands/{hand_id}?lang={language}")["rulings"])


def test_choosing_spanish_shows_the_ruling_in_spanish_and_survives_a_reload(context_for, server, tmp_path):
    page = context_for("en-US")
    _open(page)
    assert page.get_attribute("html", "lang") == "en" and page.input_value("#language") == "en"
    with page.expect_navigation():
        page.select_option("#language", "es")
    # the reload the choice makes: expect_navigation can return on an earlier navigation of the page still settling
    page.wait_for_selector("html[lang='es']", state="attached")
    page.wait_for_selector("#start:not([hidden])")
    es = console_messages("es")
    assert page.inner_text("#start-heading") == es["start.heading"] != MESSAGES["start.heading"]

    _deal_seat_1_face_up(page, es)
    ruling = shown_ruling(page)
    page.screenshot(path=str(tmp_path / "ruling-es.png"), full_page=True)
    assert not RAW.search(page.evaluate("document.body.innerText"))
    assert ruling["kind"] == es["kind.continue"]
    seat_1 = es["seat.n"].format(seat=1)
    expected_remedies = [es["remedy.plays_as_upcard"], es["remedy.next_card_down"]]
    assert ruling["remedies"] == [text.format(seat=seat_1) for text in expected_remedies]
    assert [cited for cited, _ in ruling["citations"]] == ["TDA2024-RP10-A"]
    # the citation's title in the page's language, its id the same
    titles = (_api(server, f"/rules/TDA2024-RP10-A?lang={lang}")["title"] for lang in ("es", "en"))
    spanish_title, english_title = titles
    assert ruling["citations"][0][1] == spanish_title != english_title
    hand_id = page.evaluate("new URLSearchParams(location.hash.slice(1)).get('hand')")
    spanish, english = _api_rulings(server, hand_id, "es")[0], _api_rulings(server, hand_id, "en")[0]
    assert ruling["explanation"] == spanish["explanation"] != english["explanation"]
    assert spanish["citations"] == english["citations"] and spanish["message"] == english["message"]

    page.reload()
    page.wait_for_selector("#hand:not([hidden])")
    assert page.get_attribute("html", "lang") == "es" and page.input_value("#language") == "es"
    assert page.inner_text("#do-floor") == es["hand.floor"]
    rulings = page.inner_text("#rulings-count")
    assert rulings == es["hand.rulings"].format(count=1)

    # and back to English: the same hand, its words in English again
    with page.expect_navigation():
        page.select_option("#language", "en")
    page.wait_for_selector("html[lang='en']", state="attached")
    page.wait_for_selector("#hand:not([hidden])")
    assert page.inner_text("#rulings-count") == MESSAGES["hand.rulings"].format(count=1)


def test_before_any_choice_the_page_speaks_the_browsers_language(context_for, server):
    page = context_for("it-IT")
    _open(page)
    it = console_messages("it")
    assert page.get_attribute("html", "lang") == "it" and page.input_value("#language") == "it"
    assert page.inner_text("#start-heading") == it["start.heading"]
    assert page.inner_text("#do-start") == it["start.go"]
    # the descriptions the page shows from the API come in the same language
    games = {
        lang: {g["name"]: g["description"] for g in _api(server, f"/plugins?lang={lang}")["games"]}
        for lang in ("it", "en")
    }
    assert games["it"]["stud"] != games["en"]["stud"]
    assert page.locator("#game option[value=stud]").inner_text() == f"stud: {games['it']['stud']}"
    page.close()
    german = context_for("de-DE")
    _open(german)
    assert german.get_attribute("html", "lang") == "en"
