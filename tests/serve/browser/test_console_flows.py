"""The floor console in a real browser against a real ``floorcall serve``: flows 1-4 of issue 18.

Each test starts or loads a hand on the page, records it with the page's own controls, calls "Floor!" or deals an
irregular card, and checks what the page shows of the ruling (kind, remedies in words, citations with the title the
API gives, explanation), then the hand after it. A screenshot of every step is saved under the test's tmp folder.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tomllib
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from floorcall._app.serve.console import MESSAGES
from tests.serve.browser.conftest import TABLET, TOKEN

REPO = Path(__file__).resolve().parents[3]
PHONE = {"width": 390, "height": 844}


# what a page in plain words never shows: Python or JavaScript values, or a message's unfilled {field}
RAW = re.compile(r"\b(None|True|False|undefined|null|NaN)\b|\[object |\{[a-z_]+\}|\{'|\w+\(\w+=")


def snap(page, tmp_path: Path, name: str) -> None:
    """Save a screenshot of the step, after checking that the page shows plain words and fits its width."""
    shown = page.evaluate("document.body.innerText")
    assert not RAW.search(shown), f"{name}: {RAW.search(shown)} in {shown!r}"
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), f"{name}: wider than the screen"
    page.screenshot(path=str(tmp_path / f"{name}.png"), full_page=True)


def pick_card(page, card: str, scope: str = "") -> None:
    """Tap the rank, then the suit, as a floor person does."""
    rank = {"T": "10"}.get(card[0], card[0])
    suit = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}[card[1]]
    area = page.locator(scope) if scope else page
    area.get_by_role("button", name=MESSAGES["record.rank"].format(rank=rank), exact=True).click()
    area.get_by_role("button", name=suit, exact=True).click()


def deal_face_up(page, card: str) -> None:
    """The dealer turns the card due face up (or the floor records one dealt that way)."""
    page.check("#deal-up")
    pick_card(page, card)
    page.click("#do-deal")


def expected_text(page) -> str:
    return page.inner_text("#expected").removeprefix(MESSAGES["hand.next"]).strip()


def wait_expected(page, text: str) -> None:
    # the console drops a tap while its last event is in flight (body.busy), and successive board cards expect the
    # same text: wait for the page to be idle too, or the next tap can land on the request still going out
    page.wait_for_function(
        "text => !document.body.classList.contains('busy')"
        " && document.getElementById('expected').textContent.includes(text)",
        arg=text,
        timeout=10_000,
    )


def tap(page, text: str) -> None:
    page.get_by_role("button", name=text, exact=True).click()


def start_hand(page, game: str, seats: int, options=None, button: int | None = None, stacks=None):
    page.goto("/")
    page.wait_for_selector("#start:not([hidden])")
    page.select_option("#game", game)
    for seat in range(1, 11):
        box = page.locator(f"#seat-in-{seat}")
        if box.count():
            box.set_checked(seat <= seats)
    for seat, stack in (stacks or {}).items():
        page.fill(f"#seat-stack-{seat}", str(stack))
    if button is not None:
        page.select_option("#button-seat", str(button))
    if options:
        page.click("text=" + MESSAGES["start.house"])
        for name, value in options.items():
            page.select_option(f"#opt-{name}", value)
    page.click("#do-start")
    page.wait_for_selector("#hand:not([hidden])")


def rule_title(server: str, citation: str) -> str:
    """What the API says a citation is called (the page must show the same); the page's words when it has none."""
    try:
        with urllib.request.urlopen(f"{server}/api/v1/rules/{citation}", timeout=5) as answer:
            return str(json.load(answer)["title"])
    except urllib.error.HTTPError as exc:
        if exc.code != 404:
            raise
    return MESSAGES["ruling.no_title"]


def shown_ruling(page) -> dict[str, object]:
    page.wait_for_selector("#ruling:not([hidden])")
    return {
        "kind": page.inner_text("#ruling-kind"),
        "remedies": page.locator("#ruling-remedies li").all_inner_texts(),
        "citations": page.locator("#ruling-citations li").evaluate_all(
            "items => items.map(li => [li.dataset.citation, li.querySelector('span').textContent])"
        ),
        "explanation": page.inner_text("#ruling-explanation"),
    }


def assert_citations(ruling, server: str, expected: list[str]) -> None:
    assert [cited for cited, _ in ruling["citations"]] == expected
    for cited, title in ruling["citations"]:
        assert title == rule_title(server, cited)
        if cited.startswith("TDA2024-"):  # the rulebook describes every rule it cites
            assert title != MESSAGES["ruling.no_title"], cited


def stacks(page, where: str = "#table-view") -> dict[int, int]:
    rows = page.locator(f"{where} table.seats tbody tr").evaluate_all(
        "rows => rows.map(r => [r.cells[0].childNodes[0].textContent, r.cells[1].textContent])"
    )
    return {int(seat.split()[-1]): int(stack) for seat, stack in rows}


def test_stud_start_record_floor_and_a_floor_decision(page, server, tmp_path):
    # 1. start: seven-card stud, four seats, the house option that leaves two exposed downcards to the floor
    start_hand(page, "stud", seats=4, options={"stud-two-exposed": "floor-decision"})
    snap(page, tmp_path, "stud-1-started")
    assert expected_text(page) == MESSAGES["expect.deal_down"].format(seat=1)
    assert "stud" in page.inner_text("#hand-title")

    # 2. record: seat 1's first downcard comes off face up, the ace of spades
    deal_face_up(page, "As")
    ruling = shown_ruling(page)
    snap(page, tmp_path, "stud-2-exposed-downcard-ruling")
    assert ruling["kind"] == MESSAGES["kind.continue"]
    assert ruling["remedies"] == [
        MESSAGES["remedy.plays_as_upcard"].format(seat="seat 1"),
        MESSAGES["remedy.next_card_down"].format(seat="seat 1"),
    ]
    assert_citations(ruling, server, ["TDA2024-RP10-A"])
    assert "upcard" in ruling["explanation"]
    page.click("#ruling-back")
    wait_expected(page, MESSAGES["expect.deal_down"].format(seat=2))
    assert page.locator("#table-view tbody tr").first.locator(".card.up").all_inner_texts() == ["A\u2660"]

    # seats 2 to 4 get their first downcard unseen, one tap each; then seat 1's second comes off face up too
    for seat in (2, 3, 4):
        wait_expected(page, MESSAGES["expect.deal_down"].format(seat=seat))
        page.click("#do-deal")
    wait_expected(page, MESSAGES["expect.deal_down"].format(seat=1))
    deal_face_up(page, "Ks")

    # 4. a ruling that leaves the floor a decision: its options are buttons
    ruling = shown_ruling(page)
    snap(page, tmp_path, "stud-3-floor-decision")
    assert ruling["kind"] == MESSAGES["kind.floor_decision"]
    assert_citations(ruling, server, ["TDA2024-RP14", "TDA2024-RP10-A"])
    assert page.is_visible("#ruling-decision")
    assert page.locator("#decision-options button").all_inner_texts() == [
        MESSAGES["option.redeal"],
        MESSAGES["option.continue"],
    ]
    assert not page.is_visible("#ruling-back")
    page.click("#decision-options [data-option=continue]")
    page.wait_for_selector("#ruling-back", state="visible")
    snap(page, tmp_path, "stud-4-after-decision")
    assert page.inner_text("#notice") == MESSAGES["ruling.decided"].format(option=MESSAGES["option.continue"])
    final = MESSAGES["ruling.final"].format(kind=MESSAGES["kind.continue"], option=MESSAGES["option.continue"])
    assert page.inner_text("#ruling-kind") == final  # final once the floor has chosen: the kind it became
    assert not page.is_visible("#ruling-decision")
    assert MESSAGES["expect.deal_down"].format(seat=2) in page.inner_text("#ruling-after")
    page.click("#ruling-back")

    # the rest of the deal: the downcards unseen in one tap, the door cards by rank and suit
    page.click("#do-deal-round")
    wait_expected(page, MESSAGES["expect.deal_up"].format(seat=2))
    for card in ("2c", "9h", "Kd"):
        pick_card(page, card)
        page.click("#do-deal")
        page.wait_for_timeout(100)
    wait_expected(page, MESSAGES["expect.action"].format(seat=2))
    snap(page, tmp_path, "stud-5-third-street-action")
    actions = page.locator("#controls .actions button").all_inner_texts()
    assert actions == [MESSAGES["record.bring_in"].format(amount=25), MESSAGES["record.complete_to"].format(amount=100)]

    # 3. Floor!: seat 3 says the first action is his; the list holds only what can happen now
    page.click("#do-floor")
    page.wait_for_selector("#floor:not([hidden])")
    snap(page, tmp_path, "stud-6-floor-list")
    kinds = page.locator("#reportable [data-kind]").evaluate_all("items => items.map(b => b.dataset.kind)")
    assert "first_action_disputed" in kinds
    assert "burn_exposed" not in kinds  # stud burns nothing before third street
    page.click("[data-kind=first_action_disputed]")
    page.select_option("#report-fields [data-field=seat] select", "3")
    snap(page, tmp_path, "stud-7-floor-fields")
    page.click("#do-report")
    ruling = shown_ruling(page)
    snap(page, tmp_path, "stud-8-refused")
    assert ruling["kind"] == MESSAGES["kind.refused"]
    assert ruling["remedies"] == [MESSAGES["ruling.no_remedies"]]
    assert "TDA2024-RP10-E" in [cited for cited, _ in ruling["citations"]]
    assert_citations(ruling, server, [cited for cited, _ in ruling["citations"]])
    assert "seat 2" in ruling["explanation"]
    page.click("#ruling-back")
    wait_expected(page, MESSAGES["expect.action"].format(seat=2))
    page.click("#rulings-count")
    assert page.locator("#rulings-list li").count() == 3


def test_holdem_record_actions_then_a_fouled_deck_voids_the_hand(page, server, tmp_path):
    # 1. no-limit hold'em, four seats, the button on seat 4: seat 1 posts the small blind, seat 2 the big blind
    start_hand(page, "nlhe", seats=4, button=4)
    snap(page, tmp_path, "holdem-1-started")
    assert stacks(page) == {1: 950, 2: 900, 3: 1000, 4: 1000}

    # 2. the hole cards unseen in one tap; then the preflop action with the page's buttons and amounts
    page.click("#do-deal-round")
    wait_expected(page, MESSAGES["expect.action"].format(seat=3))
    snap(page, tmp_path, "holdem-2-preflop")
    assert page.get_attribute("#bet-amount", "min") == "200"
    assert page.get_attribute("#bet-amount", "max") == "1000"
    tap(page, MESSAGES["record.call"].format(amount=100))
    wait_expected(page, MESSAGES["expect.action"].format(seat=4))
    page.fill("#bet-amount", "300")
    tap(page, MESSAGES["record.bet_amount"])
    wait_expected(page, MESSAGES["expect.action"].format(seat=1))
    tap(page, MESSAGES["record.fold"])
    wait_expected(page, MESSAGES["expect.action"].format(seat=2))
    tap(page, MESSAGES["record.call"].format(amount=200))
    wait_expected(page, MESSAGES["expect.action"].format(seat=3))
    tap(page, MESSAGES["record.call"].format(amount=200))
    wait_expected(page, MESSAGES["expect.burn"])
    page.click("#do-card")
    for card in ("As", "Kd", "7h"):
        wait_expected(page, MESSAGES["expect.board"])
        pick_card(page, card)
        page.click("#do-card")
    wait_expected(page, MESSAGES["expect.action"].format(seat=2))
    snap(page, tmp_path, "holdem-3-flop")
    assert page.locator("#table-view .board .card").all_inner_texts() == ["A\u2660", "K\u2666", "7\u2665"]
    assert stacks(page) == {1: 950, 2: 700, 3: 700, 4: 700}

    # 3. Floor!: a second ace of spades turns up: a fouled deck
    page.click("#do-floor")
    page.wait_for_selector("#floor:not([hidden])")
    kinds = page.locator("#reportable [data-kind]").evaluate_all("items => items.map(b => b.dataset.kind)")
    assert "burn_exposed" in kinds  # a flop was burned for
    assert "seat_skipped" not in kinds  # no upcards in hold'em
    page.click("[data-kind=deck_fouled]")
    page.select_option("#report-fields [data-field=reason] select", "duplicate")
    pick_card(page, "As", scope="#report-fields")
    snap(page, tmp_path, "holdem-4-floor-fields")
    page.click("#do-report")

    # 4. the ruling: void, every chip back, and the hand after it
    ruling = shown_ruling(page)
    snap(page, tmp_path, "holdem-5-void")
    assert ruling["kind"] == MESSAGES["kind.void"]
    assert ruling["remedies"] == [MESSAGES["remedy.return_all_chips"]]
    assert_citations(ruling, server, ["TDA2024-35E.2", "TDA2024-35E.1"])
    assert "As" in ruling["explanation"]
    assert stacks(page, "#ruling-after") == {1: 1000, 2: 1000, 3: 1000, 4: 1000}
    over = MESSAGES["expect.over_outcome"].format(outcome=MESSAGES["outcome.void"])
    assert over in page.inner_text("#ruling-after")


def test_holdem_first_card_exposed_is_a_misdeal(page, server, tmp_path):
    start_hand(page, "nlhe", seats=3, button=3)
    deal_face_up(page, "Qh")
    ruling = shown_ruling(page)
    snap(page, tmp_path, "misdeal")
    assert ruling["kind"] == MESSAGES["kind.misdeal"]
    assert ruling["remedies"] == [MESSAGES["remedy.redeal_exact"]]
    assert ruling["citations"][0][0] == "TDA2024-35A.7"
    assert_citations(ruling, server, [cited for cited, _ in ruling["citations"]])
    # one tap deals the same hand again: a new hand at the same seats, from its first card
    misdealt = page.evaluate("state.hand.id")
    with page.expect_response(lambda r: "/api/v1/hands?" in r.url and r.request.method == "POST") as answer:
        page.click("#ruling-redeal")
    assert answer.value.status == 201
    assert json.loads(answer.value.request.post_data) == {"redeal_of": misdealt}
    page.wait_for_selector("#hand:not([hidden])")
    wait_expected(page, MESSAGES["expect.deal_down"].format(seat=1))
    assert page.evaluate("state.hand.id") != misdealt


def test_load_a_situation_shows_its_ruling_and_plays_on(page, server, tmp_path):
    page.goto("/")
    page.wait_for_selector("#start:not([hidden])")
    page.set_input_files("#phh-file", str(REPO / "examples" / "situations" / "exposed-downcard-third-street.phh"))
    page.click("#do-load")
    page.wait_for_selector("#steps:not([hidden])")
    assert page.inner_text("#step-count") == MESSAGES["step.count"].format(k=9, n=9)
    page.click("#step-open")
    page.wait_for_selector("#hand:not([hidden])")
    snap(page, tmp_path, "situation-loaded")
    assert expected_text(page) == MESSAGES["expect.deal_down"].format(seat=4)
    page.click("#rulings-count")
    page.locator("#rulings-list button").first.click()
    ruling = shown_ruling(page)
    assert ruling["remedies"] == [
        MESSAGES["remedy.plays_as_upcard"].format(seat="seat 3"),
        MESSAGES["remedy.next_card_down"].format(seat="seat 3"),
    ]
    assert_citations(ruling, server, ["TDA2024-RP10-A"])


def test_step_through_a_hand_history_and_open_it_midway(page, shared_dir, tmp_path):
    history = shared_dir / "data" / "phh" / "wsop-2023-43-5" / "FT" / "034_01_39_18.phh"
    page.goto("/")
    page.wait_for_selector("#start:not([hidden])")
    page.set_input_files("#phh-file", str(history))
    page.click("#do-load")
    page.wait_for_selector("#steps:not([hidden])")
    assert page.inner_text("#step-count") == MESSAGES["step.count"].format(k=23, n=23)
    page.wait_for_function("document.getElementById('step-expected').textContent.length > 0")
    assert MESSAGES["expect.over"] in page.inner_text("#step-expected")
    for _ in range(18):
        page.click("#step-back")
    assert page.inner_text("#step-count") == MESSAGES["step.count"].format(k=5, n=23)
    assert page.inner_text("#step-action") == "Player 5 is dealt J\u2663 4\u2666"
    page.wait_for_function(
        "text => document.getElementById('step-expected').textContent.includes(text)",
        arg=MESSAGES["expect.action"].format(seat=3),
    )
    snap(page, tmp_path, "steps-at-5")
    page.click("#step-open")
    page.wait_for_selector("#hand:not([hidden])")
    snap(page, tmp_path, "steps-opened")
    assert expected_text(page) == MESSAGES["expect.action"].format(seat=3)
    # the blinds are in, nobody has acted: the stacks are the file's starting stacks less the blinds
    assert stacks(page) == {1: 3_075_000, 2: 10_425_000, 3: 7_750_000, 4: 4_350_000, 5: 3_800_000}
    tap(page, MESSAGES["record.fold"])
    wait_expected(page, MESSAGES["expect.action"].format(seat=4))


def test_step_through_a_recorded_hand_with_its_rulings(page, tmp_path):
    # a hand floorcall itself ran and wrote, with its irregularities and rulings in the _floorcall tables
    script = Path(sys.executable).parent / "floorcall"
    for seed in range(11, 41):  # the first seed whose hand has a reported irregularity (some inject a wager instead)
        folder = tmp_path / f"seed-{seed}"
        subprocess.run(
            [str(script), "run", "--hands", "1", "--seed", str(seed), "--irregularities", "1", "--out", str(folder)],
            check=True,
            capture_output=True,
        )
        written = folder / "hand-0001.phh"
        recorded = tomllib.loads(written.read_text(encoding="utf-8"))
        ruled = [e["at"] for e in recorded["_floorcall"]["events"] if e["kind"] == "irregularity_reported"]
        if ruled:
            break
    assert ruled, "one of the seeds gives the hand an irregularity"
    first = ruled[0]
    assert first >= 1

    def open_at(k: int) -> None:
        page.goto("/")
        page.wait_for_selector("#start:not([hidden])")
        page.set_input_files("#phh-file", str(written))
        page.click("#do-load")
        page.wait_for_selector("#steps:not([hidden])")
        page.focus("#step-range")
        page.keyboard.press("Home")  # the slider answers the keyboard: Home, then one step right at a time
        for _ in range(k):
            page.keyboard.press("ArrowRight")
        assert page.inner_text("#step-count") == MESSAGES["step.count"].format(k=k, n=len(recorded["actions"]))
        page.wait_for_function(
            "next => document.getElementById('step-expected').textContent.startsWith(next)", arg=MESSAGES["hand.next"]
        )
        page.click("#step-open")
        page.wait_for_selector("#hand:not([hidden])")

    open_at(first - 1)  # the action before the irregularity: nothing ruled yet
    assert not page.is_visible("#rulings-box")
    open_at(first)  # and right after it: its ruling is in the hand
    snap(page, tmp_path, "recorded-opened")
    assert page.is_visible("#rulings-box")
    assert page.locator("#rulings-list li").count() >= 1


def tab_to(page, element_id: str, limit: int = 80) -> None:
    """Press Tab until the element has the focus: it is reachable from the keyboard, in the page's focus order."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement && document.activeElement.id") == element_id:
            return
    pytest.fail(f"#{element_id} is not reached with Tab")


def test_keyboard_only_start_and_deal(page, tmp_path):
    page.goto("/")
    page.wait_for_selector("#start:not([hidden])")
    tab_to(page, "do-start")
    page.keyboard.press("Enter")
    page.wait_for_selector("#hand:not([hidden])")
    tab_to(page, "deal-card")
    page.keyboard.press("Control+a")
    page.keyboard.type("Td")
    page.keyboard.press("Enter")  # Enter in the card field records the deal
    wait_expected(page, MESSAGES["expect.deal_down"].format(seat=2))
    snap(page, tmp_path, "keyboard")
    assert page.locator("#table-view tbody tr").first.locator(".card.back").count() == 1
    tab_to(page, "do-floor")
    page.keyboard.press("Enter")
    page.wait_for_selector("#floor:not([hidden])")


@pytest.mark.parametrize("viewport", [PHONE], ids=["phone"])
def test_phone_width_has_no_sideways_scroll(browser, server, tmp_path, viewport):
    context = browser.new_context(viewport=viewport, base_url=server)
    tab = context.new_page()
    try:
        tab.goto("/")
        tab.wait_for_selector("#start:not([hidden])")
        snap(tab, tmp_path, "phone-start")
        assert tab.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
        tab.click("#do-start")
        tab.wait_for_selector("#hand:not([hidden])", timeout=10_000)
        snap(tab, tmp_path, "phone-hand")
        assert tab.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
        tab.click("#do-floor")
        tab.wait_for_selector("#floor:not([hidden])")
        snap(tab, tmp_path, "phone-floor")
        tab.click("[data-kind=boxed_card_found]")
        pick_card(tab, "Jh", scope="#report-fields")
        snap(tab, tmp_path, "phone-floor-fields")
        tab.click("#do-report")
        ruling = shown_ruling(tab)
        snap(tab, tmp_path, "phone-ruling")
        assert ruling["citations"]
        assert tab.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    finally:
        context.close()


def test_looked_is_recorded_and_undo_takes_back_a_mis_tap(page, tmp_path):
    start_hand(page, "nlhe", seats=3, button=3)
    page.click("#do-deal")
    wait_expected(page, MESSAGES["expect.deal_down"].format(seat=2))
    page.click("text=" + MESSAGES["hand.other"])
    page.select_option("#looked-seat", "1")
    page.click("#do-looked")
    page.wait_for_function("document.getElementById('hand-title').textContent.includes('(record 2)')")
    assert expected_text(page) == MESSAGES["expect.deal_down"].format(seat=2)
    page.click("#do-undo")  # the look was the mis-tap
    page.wait_for_function("document.getElementById('hand-title').textContent.includes('(record 3)')")
    wait_expected(page, MESSAGES["expect.deal_down"].format(seat=2))
    page.click("#do-undo")
    wait_expected(page, MESSAGES["expect.deal_down"].format(seat=1))
    assert page.inner_text("#notice") == MESSAGES["hand.undone"]
    assert page.locator("#table-view .card.back").count() == 0
    snap(page, tmp_path, "undone")


def test_a_stale_page_is_told_and_shown_the_hand_as_it_stands(browser, server, page, tmp_path):
    start_hand(page, "stud", seats=3)
    other = browser.new_context(viewport=TABLET, base_url=server).new_page()
    try:
        other.goto(page.url)  # the same hand (its id is in the address) on a second tablet
        wait_expected(other, MESSAGES["expect.deal_down"].format(seat=1))
        page.click("#do-deal")
        wait_expected(page, MESSAGES["expect.deal_down"].format(seat=2))
        other.click("#do-deal")  # recorded against the hand as it was: the server answers 409
        other.wait_for_function(
            "text => document.getElementById('notice').textContent === text", arg=MESSAGES["error.stale"]
        )
        wait_expected(other, MESSAGES["expect.deal_down"].format(seat=2))
        snap(other, tmp_path, "stale")
    finally:
        other.context.close()


def test_the_page_asks_for_the_token_once_and_sends_it(browser, token_server, tmp_path):
    context = browser.new_context(viewport=TABLET, base_url=token_server)
    tab = context.new_page()
    sent: list[str | None] = []
    tab.on("request", lambda r: sent.append(r.headers.get("authorization")) if "/api/v1/" in r.url else None)
    try:
        tab.goto("/")
        tab.wait_for_selector("#token-dialog[open]")
        tab.keyboard.press("Escape")  # put off: the page says why nothing loads
        tab.wait_for_function(
            "text => document.getElementById('notice').textContent === text", arg=MESSAGES["token.needed"]
        )
        tab.reload()
        tab.wait_for_selector("#token-dialog[open]")
        snap(tab, tmp_path, "token-asked")
        tab.fill("#token-input", "not-it")
        tab.press("#token-input", "Enter")
        tab.wait_for_selector("#token-wrong:not([hidden])")
        tab.fill("#token-input", TOKEN)
        tab.press("#token-input", "Enter")
        tab.wait_for_selector("#start:not([hidden])")
        assert tab.locator("#game option").count() > 0
        tab.click("#do-start")
        tab.wait_for_selector("#hand:not([hidden])")
        assert sent[0] is None
        assert sent[-1] == f"Bearer {TOKEN}"
        assert "Bearer not-it" in sent
        assert not tab.is_visible("#token-dialog")
    finally:
        context.close()


def test_holdem_checked_down_to_a_showdown_pays_the_best_hand(page, tmp_path):
    # heads up the button (seat 2) posts the small blind and acts first before the flop, last after it
    start_hand(page, "nlhe", seats=2, button=2)
    page.click("#do-deal-round")
    wait_expected(page, MESSAGES["expect.action"].format(seat=2))
    tap(page, MESSAGES["record.call"].format(amount=50))
    wait_expected(page, MESSAGES["expect.action"].format(seat=1))
    tap(page, MESSAGES["record.check"])
    for board in (("2c", "7d", "9h"), ("Js",), ("3s",)):
        wait_expected(page, MESSAGES["expect.burn"])
        page.click("#do-card")
        for card in board:
            wait_expected(page, MESSAGES["expect.board"])
            pick_card(page, card)
            page.click("#do-card")
        for seat in (1, 2):
            wait_expected(page, MESSAGES["expect.action"].format(seat=seat))
            tap(page, MESSAGES["record.check"])
    # the seats due to show, where the server names them
    named = MESSAGES["expect.showdown_seats"].format(seats="seat 1, seat 2")
    page.wait_for_function(
        "texts => texts.some(t => document.getElementById('expected').textContent.includes(t))",
        arg=[named, MESSAGES["expect.showdown"]],
    )
    snap(page, tmp_path, "showdown")
    page.select_option("#show-seat", "2")
    page.fill("#show-cards", "Kc Kd")
    tap(page, MESSAGES["record.show"])
    page.wait_for_timeout(200)
    page.select_option("#show-seat", "1")
    page.fill("#show-cards", "as ad")  # typed in lower case on the tablet's keyboard
    tap(page, MESSAGES["record.show"])
    wait_expected(page, MESSAGES["expect.over_outcome"].format(outcome=MESSAGES["outcome.complete"]))
    snap(page, tmp_path, "paid")
    assert page.locator(".payout").all_inner_texts() == [MESSAGES["table.payout"].format(seat=1, chips=200)]
    assert stacks(page) == {1: 1100, 2: 900}
    # the tabled hands show on the table view, each marked as tabled
    rows = page.locator("#table-view tbody tr")
    for row, cards in ((0, ["A\u2660", "A\u2666"]), (1, ["K\u2663", "K\u2666"])):
        assert rows.nth(row).locator(".card.shown").all_inner_texts() == cards
        assert MESSAGES["table.tabled"] in rows.nth(row).inner_text()


def test_the_server_shuffles_and_shows_each_next_card(page, tmp_path):
    page.goto("/")
    page.wait_for_selector("#start:not([hidden])")
    page.select_option("#game", "stud")
    page.check("#shuffle")
    page.click("#do-start")
    page.wait_for_selector("#hand:not([hidden])")
    first = page.input_value("#deal-card")
    assert first != "??"
    shown = first[0].replace("T", "10") + dict(zip("shdc", "\u2660\u2665\u2666\u2663", strict=True))[first[1]]
    assert expected_text(page).endswith(MESSAGES["expect.card_is"].format(card=shown))
    page.click("#do-deal")
    wait_expected(page, MESSAGES["expect.deal_down"].format(seat=2))
    assert page.input_value("#deal-card") not in ("??", first)
    snap(page, tmp_path, "shuffled")


def post_json(url: str, body: dict) -> dict:
    request = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return dict(json.load(answer))


def test_a_players_option_is_recorded_for_his_seat(browser, rrop_server, tmp_path):
    # a dealer-assist table deals five-card stud over HTTP and turns every card of seat 1 face up; at his fourth card
    # with none face down Robert's Rules let him withdraw with his chips or play on
    hand = post_json(
        f"{rrop_server}/api/v1/hands", {"game": "stud5", "seats": [{"seat": s, "stack": 1000} for s in (1, 2, 3)]}
    )
    cards = iter(["2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c", "Tc", "Jc", "Qc", "Kc", "Ac", "2d", "3d", "4d"])
    answer = {"expected": hand["expected"], "seq": hand["seq"], "ruling": None}
    while not (answer["ruling"] and answer["ruling"]["kind"] == "player_option"):
        expected = answer["expected"]
        if expected["expect"] == "deal":
            event = {"kind": "card_dealt", "seat": expected["seat"], "card": next(cards)}
            event["face_up"] = expected["face_up"] or expected["seat"] == 1
        elif expected["expect"] == "burn":
            event = {"kind": "card_burned", "card": "??"}
        else:
            options = expected["options"]
            kind = "bring_in_posted" if options.get("bring_in") else "checked_or_called"
            event = {"kind": kind, "seat": options["seat"]}
        answer = post_json(f"{rrop_server}/api/v1/hands/{hand['id']}/events", {"seq": answer["seq"], "event": event})

    context = browser.new_context(viewport=TABLET, base_url=rrop_server)
    tab = context.new_page()
    try:
        tab.goto(f"/#hand={hand['id']}")
        tab.wait_for_selector("#hand:not([hidden])")
        snap(tab, tmp_path, "option-pending")
        assert tab.locator("#controls button").all_inner_texts() == [
            MESSAGES["option.withdraw"],
            MESSAGES["option.continue"],
        ]
        tab.click("#rulings-count")
        tab.locator("#rulings-list button").last.click()
        ruling = shown_ruling(tab)
        assert ruling["kind"] == MESSAGES["kind.player_option"]
        assert [cited for cited, _ in ruling["citations"]] == ["RROP-ES-STUD-IRR-7"]
        assert tab.inner_text("#decision-who") == MESSAGES["ruling.decider_player"].format(seat=1)
        tab.click("#decision-options [data-option=withdraw]")
        tab.wait_for_selector("#ruling-back", state="visible")
        snap(tab, tmp_path, "option-withdrawn")
        assert stacks(tab, "#ruling-after")[1] == 1000  # his ante and every chip back
    finally:
        context.close()


def test_a_player_away_is_found_when_the_deal_completes(page, tmp_path):
    page.goto("/")
    page.wait_for_selector("#start:not([hidden])")
    page.select_option("#game", "stud")
    for seat in range(4, 9):
        page.locator(f"#seat-in-{seat}").set_checked(False)
    page.select_option("#seat-state-3", "away")
    page.click("#do-start")
    page.wait_for_selector("#hand:not([hidden])")
    page.click("#do-deal-round")
    wait_expected(page, MESSAGES["expect.deal_up"].format(seat=1))
    for card in ("As", "Kd", "7h"):
        pick_card(page, card)
        page.click("#do-deal")
        page.wait_for_timeout(100)
    # nobody called the floor: the engine found the absent player itself and its ruling is shown
    ruling = shown_ruling(page)
    snap(page, tmp_path, "absent-found")
    notice = MESSAGES["ruling.detected"].format(irregularity=MESSAGES["irregularity.player_absent"])
    assert page.inner_text("#notice") == notice
    assert ruling["citations"]
    assert "dead" in page.inner_text("#ruling-after tbody tr:nth-child(3)")


def test_phone_shows_seven_stud_hands_at_seventh_street(browser, server, tmp_path):
    # a dealer-assist table deals the server's shuffle over HTTP and everyone checks to seventh street
    body = {"game": "stud", "seats": [{"seat": s, "stack": 5000} for s in range(1, 8)], "shuffle_seed": 3}
    hand = post_json(f"{server}/api/v1/hands", body)
    answer = {"expected": hand["expected"], "seq": hand["seq"], "view": hand["view"]}
    while not (answer["view"]["street"] == "seventh" and answer["expected"]["expect"] == "action"):
        expected = answer["expected"]
        if expected["expect"] == "deal":
            event = {"kind": "card_dealt", "seat": expected["seat"], "face_up": expected["face_up"]}
            event["card"] = expected.get("card", "??")
        elif expected["expect"] == "burn":
            event = {"kind": "card_burned", "card": expected.get("card", "??")}
        else:
            options = expected["options"]
            kind = "bring_in_posted" if options.get("bring_in") else "checked_or_called"
            event = {"kind": kind, "seat": options["seat"]}
        answer = post_json(f"{server}/api/v1/hands/{hand['id']}/events", {"seq": answer["seq"], "event": event})
    context = browser.new_context(viewport=PHONE, base_url=server)
    tab = context.new_page()
    try:
        tab.goto(f"/#hand={hand['id']}")
        tab.wait_for_selector("#hand:not([hidden])")
        snap(tab, tmp_path, "phone-seventh-street")
        assert tab.locator("#table-view tbody tr").count() == 7
    finally:
        context.close()


def test_an_all_in_makes_a_side_pot_the_page_names(page, tmp_path):
    start_hand(page, "nlhe", seats=3, button=3, stacks={3: 300})
    page.click("#do-deal-round")
    wait_expected(page, MESSAGES["expect.action"].format(seat=3))
    assert page.get_attribute("#bet-amount", "max") == "300"
    page.fill("#bet-amount", "300")  # all in
    tap(page, MESSAGES["record.bet_amount"])
    wait_expected(page, MESSAGES["expect.action"].format(seat=1))
    tap(page, MESSAGES["record.call"].format(amount=250))
    wait_expected(page, MESSAGES["expect.action"].format(seat=2))
    tap(page, MESSAGES["record.call"].format(amount=200))
    wait_expected(page, MESSAGES["expect.burn"])
    page.click("#do-card")
    for card in ("2c", "7d", "9h"):
        wait_expected(page, MESSAGES["expect.board"])
        pick_card(page, card)
        page.click("#do-card")
    wait_expected(page, MESSAGES["expect.action"].format(seat=1))
    page.fill("#bet-amount", "200")
    tap(page, MESSAGES["record.bet_amount"])
    wait_expected(page, MESSAGES["expect.action"].format(seat=2))
    tap(page, MESSAGES["record.call"].format(amount=200))
    wait_expected(page, MESSAGES["expect.burn"])
    snap(page, tmp_path, "side-pot")
    everyone = ", ".join(f"seat {seat}" for seat in (1, 2, 3))
    assert page.locator(".side-pot").all_inner_texts() == [
        MESSAGES["table.main_pot"].format(chips=900, seats=everyone),
        MESSAGES["table.side_pot"].format(chips=400, seats="seat 1, seat 2"),
    ]
