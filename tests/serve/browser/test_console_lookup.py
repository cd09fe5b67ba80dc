"""The floor's lookups and forms in a real browser: a rule found by its number or by words, in the page's language;
the focus following a card picked in a report; the quick form's wager facing; no-limit stakes from the blinds alone."""

from __future__ import annotations

import json
import urllib.parse
import urllib.request

from floorcall._app.serve.console import MESSAGES
from tests.serve.browser.test_console_flows import snap, start_hand
from tests.serve.browser.test_console_log import idle


def _api_rules(server: str, rulebook: str, query: str, lang: str) -> list[dict[str, str]]:
    params = {"q": query, "lang": lang, **({"rulebook": rulebook} if rulebook else {})}
    address = f"{server}/api/v1/rules?" + urllib.parse.urlencode(params)
    with urllib.request.urlopen(address, timeout=5) as answer:
        return list(json.load(answer)["rules"])


def _find(page, rulebook: str, query: str) -> list[str]:
    page.select_option("#rules-rulebook", rulebook)
    page.fill("#rules-q", query)
    page.keyboard.press("Enter")  # from the field: the form is sent
    page.wait_for_function("() => document.getElementById('rules-count').textContent !== ''")
    idle(page)
    return page.locator("#rules-list li").evaluate_all("items => items.map(li => li.dataset.rule)")


def test_the_floor_looks_a_rule_up_by_number_and_by_words(page, server, tmp_path):
    page.goto("/?lang=es")
    page.wait_for_selector("#start:not([hidden])")
    idle(page)
    page.click("#go-rules")
    page.wait_for_selector("#rules:not([hidden])")
    assert page.evaluate("document.activeElement.id") == "rules-q"  # the floor types at once
    assert _find(page, "tda-2024", "34-a") == ["TDA2024-34A"]
    spanish = _api_rules(server, "tda-2024", "34-a", "es")[0]
    item = page.locator("#rules-list li[data-rule='TDA2024-34A']")
    assert item.locator("h3").inner_text() == "TDA2024-34A" + spanish["title"]
    assert spanish["summary"] in item.inner_text()

    found = _find(page, "tda-2024", "carta expuesta")
    assert {"TDA2024-RP10-A", "TDA2024-35A.7"} <= set(found[:5])
    assert found == [entry["id"] for entry in _api_rules(server, "tda-2024", "carta expuesta", "es")]
    default = page.locator("#rules-list li[data-rule='FLOORCALL-DEFAULT-2'] .rule-default")
    assert default.inner_text() == _es_word("rules.default", page)
    snap(page, tmp_path, "lookup-es")
    assert _find(page, "rrop", "string raise")[0] == "WSOP24L-136"
    assert _find(page, "rrop", "zzzz") == []
    assert page.inner_text("#rules-count") == _es_word("rules.none", page).format(rulebook="rrop")


def test_the_lookup_searches_every_installed_rulebook_and_names_each_rules_book_and_examples(page, server, tmp_path):
    page.goto("/?lang=it")
    page.wait_for_selector("#start:not([hidden])")
    idle(page)
    page.click("#go-rules")
    page.wait_for_selector("#rules:not([hidden])")
    assert page.input_value("#rules-rulebook") == ""  # every installed rulebook, unless the floor picks one
    assert page.inner_text("#rules-rulebook option[value='']") == _es_word("rules.every", page)
    page.fill("#rules-q", "string raise")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.getElementById('rules-count').textContent !== ''")
    idle(page)
    wanted = _api_rules(server, "", "string raise", "it")
    shown = page.locator("#rules-list li").evaluate_all(
        "items => items.map(li => li.dataset.rulebook + '/' + li.dataset.rule)"
    )
    assert shown == [entry["under"] + "/" + entry["id"] for entry in wanted]
    assert {"rrop/WSOP24L-136", "tda-2024/TDA2024-56", "wsop-2024/WSOP24T-103"} <= set(shown)
    item = page.locator("#rules-list li[data-rulebook='tda-2024'][data-rule='TDA2024-56']")
    assert item.locator(".rule-book").inner_text() == _es_word("rules.book", page).format(rulebook="tda-2024")
    examples = ", ".join(next(e for e in wanted if e["id"] == "TDA2024-56")["examples"])
    assert "string-raise" in examples
    assert item.locator(".rule-examples").inner_text() == _es_word("rules.examples", page).format(examples=examples)
    books = ", ".join(page.locator("#rules-rulebook option").evaluate_all("os => os.map(o => o.value).filter(v => v)"))
    count = _es_word("rules.found.every", page).format(rulebooks=books, count=len(wanted))
    assert page.inner_text("#rules-count") == count
    # a TDA rule that wsop-2024 falls back on says whose rule it is
    found = _find(page, "", "34A")
    assert found == ["TDA2024-34A", "TDA2024-34A"]
    behind = page.locator("#rules-list li[data-rulebook='wsop-2024'] .rule-book").inner_text()
    assert behind == _es_word("rules.behind", page).format(rulebook="tda-2024", under="wsop-2024")
    snap(page, tmp_path, "lookup-every-it")


def _es_word(key: str, page) -> str:
    return str(page.evaluate("key => JSON.parse(document.getElementById('messages').textContent)[key]", key))


def test_the_focus_follows_the_card_picked_in_a_report(page):
    start_hand(page, "stud", seats=3)
    page.click("#do-floor")
    page.wait_for_selector("#floor:not([hidden])")
    idle(page)
    page.click("#reportable [data-kind=downcard_exposed]")
    page.wait_for_selector("#report-form:not([hidden])")
    assert page.evaluate("document.activeElement.id") == "field-0"  # the seat, first
    page.focus("#report-fields button[aria-label='" + MESSAGES["record.rank"].format(rank="K") + "']")
    page.keyboard.press("Enter")  # a rank: the focus goes to the suits
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == MESSAGES["suit.s"]
    page.keyboard.press("Enter")  # a suit: the card is whole, the next field takes the focus
    assert page.input_value("#field-1") == "Ks"
    assert page.evaluate("document.activeElement.id") == "field-2"


def test_the_quick_form_puts_the_wager_facing_before_the_actor(page, tmp_path):
    page.goto("/")
    page.wait_for_selector("#start:not([hidden])")
    idle(page)
    page.select_option("#quick-game", "nlhe")
    page.select_option("#quick-street", "flop")
    page.select_option("#quick-players", "4")
    page.select_option("#quick-actor", "3")
    page.fill("#quick-pot", "1200")
    assert page.is_visible("#quick-facing") and page.is_visible("#quick-facing-hint")
    page.fill("#quick-facing", "500")
    with page.expect_response(lambda r: r.url.endswith("/api/v1/situations?lang=en")) as answer:
        page.click("#quick-go")
    assert answer.value.status == 201
    snapshot = json.loads(answer.value.request.post_data)["snapshot"]
    assert [seat["wager"] for seat in snapshot["seats"]] == [0, 500, 0, 0]  # seat 2 bet; seat 3 faces it
    assert snapshot["betting"] == {"actor": 3, "raises": 1, "last_aggressor": 2}
    page.wait_for_selector("#floor:not([hidden])")
    snap(page, tmp_path, "quick-facing")


def test_no_limit_stakes_need_only_the_blinds(page):
    page.goto("/")
    page.wait_for_selector("#start:not([hidden])")
    idle(page)
    page.select_option("#game", "nlhe")
    page.click("text=" + MESSAGES["start.stakes"])
    assert not page.is_visible("#stakes-big_bet") and not page.is_visible("#stakes-bring_in")
    assert page.is_visible("#stakes-no-limit")
    page.fill("#stakes-blinds", "50 100")
    with page.expect_response(lambda r: r.url.endswith("/api/v1/hands?lang=en")) as answer:
        page.click("#do-start")
    assert answer.value.status == 201
    assert json.loads(answer.value.request.post_data)["stakes"] == {"blinds": [50, 100], "small_bet": 100}
    page.wait_for_selector("#hand:not([hidden])")
