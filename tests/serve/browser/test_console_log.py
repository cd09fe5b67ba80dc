"""The floor's day in a real browser: the event and table on every screen, the ruling just given in the day's log,
its notes amended and the ruling voided from the log screen, its printable sheet in the language chosen for it, and
axe-core's accessibility check of every screen at phone, tablet and laptop sizes, with every control at least 44 px
on the tablet."""

from __future__ import annotations

from floorcall._app.serve.console import MESSAGES
from floorcall._app.serve.logbook_words import WORDS
from tests.serve.browser.conftest import _missing
from tests.serve.browser.test_console_flows import deal_face_up, shown_ruling, snap, wait_expected
from tests.serve.browser.test_quick_calls import SMALL

SIZES = {
    "phone": {"width": 390, "height": 844},
    "tablet": {"width": 1024, "height": 768},
    "laptop": {"width": 1440, "height": 900},
}


def idle(page) -> None:
    page.wait_for_function("() => !document.body.classList.contains('busy')", timeout=10_000)


def start_named_hand(page, event: str, table: str, floor: str) -> None:
    """A three-seat stud hand started from the form with the event, the table and the floor person's name."""
    page.goto("/")
    page.wait_for_selector("#start:not([hidden])")
    idle(page)
    page.fill("#event-name", event)
    page.fill("#table-name", table)
    page.fill("#floor-person", floor)
    page.dispatch_event("#floor-person", "change")
    page.select_option("#game", "stud")
    for seat in range(1, 11):
        box = page.locator(f"#seat-in-{seat}")
        if box.count():
            box.set_checked(seat <= 3)
    page.click("#do-start")
    page.wait_for_selector("#hand:not([hidden])")
    wait_expected(page, MESSAGES["expect.deal_down"].format(seat=1))


def where(event: str, table: str) -> str:
    return WORDS["where.event"].format(name=event) + " \u00b7 " + WORDS["where.table"].format(name=table)


def test_a_ruling_goes_to_the_days_log_is_amended_voided_and_printed(page, server, tmp_path):
    start_named_hand(page, "Friday stud", "Table 9", "Marta")
    assert page.inner_text("#where") == where("Friday stud", "Table 9")
    deal_face_up(page, "As")
    shown_ruling(page)
    assert page.inner_text("#where") == where("Friday stud", "Table 9")
    assert page.is_visible("#ruling-log")
    sheet = page.get_attribute("#ruling-sheet", "href")
    page.click("#ruling-notes")
    page.wait_for_selector("#log-editor:not([hidden])")
    idle(page)
    snap(page, tmp_path, "log-1-editor")
    assert page.input_value("#log-floor") == "Marta"  # sent with the event
    assert page.input_value("#log-players") == "1"  # the seat the irregularity names
    page.fill("#log-players", "1 Ann")
    page.fill("#log-note", "turned over by the dealer's thumb")
    rows = page.locator("#log-penalty-rows li")
    assert rows.count() == 0
    page.click("#log-penalty-add")  # two penalties: missed hands for seat 1, a warning for seat 2
    rows.nth(0).locator("select").select_option("missed_hands")
    rows.nth(0).locator("input[id^=log-penalty-hands]").fill("2")
    page.click("#log-penalty-add")
    assert rows.count() == 2 and not rows.nth(1).locator("input[id^=log-penalty-hands]").is_visible()
    rows.nth(1).locator("input[id^=log-penalty-seat]").fill("2")
    page.click("#log-save")
    page.wait_for_function(
        "t => document.getElementById('notice').textContent === t", arg=WORDS["log.saved"].format(version=2)
    )
    idle(page)
    ruling_id = sheet.split("/")[-1].split("?")[0]
    entry = page.locator(f"#log-list li[data-ruling='{ruling_id}']")
    assert "Table 9" in entry.inner_text() and WORDS["log.status.amended"] in entry.inner_text()

    page.goto(sheet)
    assert page.get_attribute("html", "lang") == "en"
    assert page.inner_text("#sheet-table") == "Table 9" and page.inner_text("#sheet-floor") == "Marta"
    assert page.inner_text("#sheet-penalties") == "; ".join(
        (WORDS["sheet.penalty.missed_hands"].format(seat=1, hands=2), WORDS["sheet.penalty.warning"].format(seat=2))
    )
    assert "TDA2024-RP10-A" in page.inner_text("#sheet-rules")
    english_why = page.inner_text("#sheet-explanation")
    page.click("a[lang=es]")
    page.wait_for_selector("html[lang=es]")
    snap(page, tmp_path, "log-2-sheet-es")
    assert (
        page.inner_text("#sheet-explanation") != english_why
        and page.inner_text("#sheet-note") == "turned over by the dealer's thumb"
    )

    page.goto("/")
    idle(page)
    page.click("#go-log")
    page.wait_for_selector("#log:not([hidden])")
    idle(page)
    page.fill("#log-table", "Table 9")
    page.click("#log-show")
    idle(page)
    page.locator("#log-list [data-notes]").first.click()
    page.wait_for_selector("#log-editor:not([hidden])")
    idle(page)
    kept = page.locator("#log-penalty-rows select").evaluate_all("boxes => boxes.map(b => b.value)")
    assert kept == ["missed_hands", "warning"]  # both penalties come back in the editor
    page.fill("#log-void-reason", "wrong hand")
    page.click("#log-void")
    page.wait_for_function(
        "t => document.getElementById('notice').textContent === t", arg=WORDS["log.voided"].format(version=3)
    )
    idle(page)
    assert page.is_disabled("#log-save")
    assert WORDS["log.status.voided"] in page.inner_text("#log-list")
    snap(page, tmp_path, "log-3-voided")


def _axe_source() -> str:
    """axe-core's script, as the axe-playwright-python package ships it (a test dependency: no download here)."""
    try:
        from axe_playwright_python.sync_playwright import Axe
    except ImportError:
        _missing("axe-playwright-python is not installed (tox installs it)")
    return str(Axe().axe_script)


def _violations(page, source: str) -> list[str]:
    """axe-core's violations on the page as it is now, each as its rule and the first elements it names."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):  # once a document: the script is 0.6 MB
        page.evaluate(source)
    found = page.evaluate("() => axe.run(document, { resultTypes: ['violations'] }).then(r => r.violations)")
    return [f"{v['id']}: {[node['target'] for node in v['nodes']][:3]}" for v in found]


def _every_size(page, source: str, screen: str, found: dict[str, list[str]]) -> None:
    """axe-core's violations at each size, and on the tablet every visible control under 44 px either way."""
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        problems = _violations(page, source)
        if problems:
            found[f"{screen} ({size})"] = problems
        if size == "tablet" and (small := page.evaluate(SMALL)):
            found[f"{screen} (tablet, controls under 44 px)"] = small


def test_axe_finds_what_it_is_meant_to_find(page):
    source = _axe_source()
    page.set_content("<html><body><img src='data:,'><button></button></body></html>")
    assert {problem.split(":")[0] for problem in _violations(page, source)} >= {
        "image-alt",
        "button-name",
        "html-has-lang",
    }


def test_every_screen_passes_axe_at_phone_tablet_and_laptop_sizes(page, server):
    source = _axe_source()
    found: dict[str, list[str]] = {}
    start_named_hand(page, "Axe open", "Axe table", "Floor")
    page.goto("/")
    page.wait_for_selector("#start:not([hidden])")
    idle(page)
    _every_size(page, source, "start", found)
    page.locator("#quick-form details").evaluate("box => { box.open = true; }")  # the quick question, whole
    _every_size(page, source, "quick question", found)
    page.locator("#stored-hands button").first.click()
    page.wait_for_selector("#hand:not([hidden])")
    idle(page)
    _every_size(page, source, "hand", found)
    page.click("#do-floor")
    page.wait_for_selector("#floor:not([hidden])")
    idle(page)
    _every_size(page, source, "floor", found)
    page.click("#reportable [data-kind]")
    page.wait_for_selector("#report-form:not([hidden])")
    _every_size(page, source, "floor report", found)
    page.click("#floor-back")
    page.set_viewport_size(SIZES["tablet"])
    deal_face_up(page, "As")
    shown_ruling(page)
    idle(page)
    _every_size(page, source, "ruling", found)
    sheet = page.get_attribute("#ruling-sheet", "href")
    page.click("#ruling-notes")
    page.wait_for_selector("#log-editor:not([hidden])")
    idle(page)
    page.click("#log-penalty-add")
    _every_size(page, source, "log", found)
    page.click("#go-rules")
    page.fill("#rules-q", "misdeal")
    page.click("#rules-find")
    page.wait_for_selector("#rules-list li")
    _every_size(page, source, "rule lookup", found)
    page.fill("#rules-q", "string raise")  # across every rulebook: each rule's book and its examples
    page.click("#rules-find")
    page.wait_for_selector("#rules-list li .rule-examples")
    _every_size(page, source, "rule lookup, every rulebook", found)
    page.goto(sheet)
    _every_size(page, source, "sheet", found)
    assert found == {}
