"""The commonest calls through the console's quick question, counted: taps, selects and typed fields to the ruling.

Each call starts on a fresh page, describes the hand as the floor finds it (only what differs from the form's
defaults), presses "Ask the floor", picks the report from Floor! and fills it, and ends when the ruling shows. The
counts are the page's own controls as a floor person works them; the estimate is 1.5 s a tap, 3 s a select, 4 s a
typed field and 10 s to read the ruling. Every call stays within 12 actions and 30 s under each installed rulebook,
and README's table gives the same counts (the test reads it).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from floorcall._app.serve.console import MESSAGES
from floorcall._plugins import discover
from tests.serve.browser.conftest import TABLET, _serve

REPO = Path(__file__).resolve().parents[3]
SECONDS = {"taps": 1.5, "selects": 3.0, "typed": 4.0}
READ = 10.0

CONFIG = """
[event]
name = "Quick questions"
kind = "cash"
rulebook = "{rulebook}"
seats = 8
starting-stack = 10000
hand-minutes = 3

[rotation]
games = ["stud", "nlhe"]

[[levels]]
minutes = 600
stud = {{ ante = 25, bring-in = 50, small-bet = 200, big-bet = 400 }}
flop = {{ blinds = [100, 200] }}
"""


# every visible control smaller than 44 px either way, by its id or its words
SMALL = """() => [...document.querySelectorAll('button, select, input, summary, textarea')]
  .filter((el) => el.offsetParent !== null)
  .map((el) => [el.id || el.textContent.trim().slice(0, 24) || el.tagName, el.getBoundingClientRect()])
  .filter(([, box]) => box.width < 44 || box.height < 44)
  .map(([name, box]) => name + ' ' + Math.round(box.width) + 'x' + Math.round(box.height))"""


class Floor:
    """The page, with every tap, select and typed field counted."""

    def __init__(self, page) -> None:
        self.page = page
        self.counts = {"taps": 0, "selects": 0, "typed": 0}

    def tap(self, selector: str) -> None:
        self.page.locator(selector).first.click()
        self.counts["taps"] += 1

    def select(self, selector: str, value: str) -> None:
        self.page.locator(selector).first.select_option(value)
        self.counts["selects"] += 1

    def type(self, selector: str, text: str) -> None:
        self.page.locator(selector).first.fill(text)
        self.counts["typed"] += 1

    def card(self, scope: str, card: str) -> None:
        rank = {"T": "10"}.get(card[0], card[0])
        suit = {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"}[card[1]]
        area = self.page.locator(scope)
        area.get_by_role("button", name=MESSAGES["record.rank"].format(rank=rank), exact=True).click()
        area.get_by_role("button", name=suit, exact=True).click()
        self.counts["taps"] += 2

    def ask(self) -> None:
        self.tap("#quick-go")
        self.page.wait_for_selector("#floor:not([hidden]) #reportable:not([hidden])")

    def report(self, kind: str) -> None:
        assert self.page.evaluate(SMALL) == [], kind  # Floor!'s list
        self.tap(f"#reportable [data-kind={kind}]")
        self.page.wait_for_selector("#report-form:not([hidden])")
        # the form opens with the cursor in its first field, where the floor types or picks
        assert self.page.evaluate("document.activeElement.closest('#report-fields') !== null"), kind
        assert self.page.evaluate(SMALL) == [], kind

    def rule(self) -> dict[str, str]:
        self.tap("#do-report")
        self.page.wait_for_selector("#ruling:not([hidden])")
        self.page.wait_for_function("!document.body.classList.contains('busy')")
        assert self.page.evaluate(SMALL) == []
        return {
            "kind": self.page.inner_text("#ruling-kind"),
            "rules": self.page.inner_text("#ruling-citations"),
            "remedies": self.page.inner_text("#ruling-remedies"),
        }

    @property
    def seconds(self) -> float:
        return sum(SECONDS[name] * count for name, count in self.counts.items()) + READ


def exposed_downcard(floor: Floor) -> None:
    """Stud, third street, the downcards being dealt: seat 3's downcard came face up (the form's defaults)."""
    floor.ask()
    floor.report("downcard_exposed")
    floor.select("[data-field=seat] select", "3")
    floor.card("[data-field=card]", "Kd")


def _wager(floor: Floor, chips: str, said: str = "", amount: str = "") -> None:
    floor.select("#quick-game", "nlhe")
    floor.select("#quick-actor", "3")  # first to act before the flop, facing the big blind (200)
    floor.ask()
    floor.report("wager_made")
    if said:
        floor.select("#wager-said", said)
    if amount:
        floor.type("#wager-amount", amount)
    if chips:
        floor.type("#wager-chips", chips)


def string_raise(floor: Floor) -> None:
    """200 out, back to his stack, 400 more, not a word."""
    _wager(floor, "200 / 200 200")


def oversized_chip(floor: Floor) -> None:
    """He says "raise" and puts out one 1,000 chip."""
    _wager(floor, "1000", said="raise")


def under_raise(floor: Floor) -> None:
    """He says "raise to 300" facing the big blind of 200 (a full raise is to 400)."""
    _wager(floor, "", said="total", amount="300")


def two_boxed_cards(floor: Floor) -> None:
    """Stud, the first round being dealt: a second card is found face up in the deck."""
    floor.ask()
    floor.report("boxed_card_found")
    floor.type("[data-field=count] input", "2")


def mucked_before_tabled(floor: Floor) -> None:
    """Hold'em at the showdown: seat 2 threw his cards in before they were all face up."""
    floor.select("#quick-game", "nlhe")
    floor.select("#quick-actor", "showdown")
    floor.ask()
    floor.report("hand_not_tabled")
    floor.select("[data-field=seat] select", "2")
    floor.tap("[data-field=mucked] input")


def misplaced_button(floor: Floor) -> None:
    """Hold'em, being dealt: the button is at seat 6 and belonged at seat 5."""
    floor.select("#quick-game", "nlhe")
    floor.ask()
    floor.report("button_misplaced")
    floor.select("[data-field=proper_button] select", "5")


def heads_up_miscall(floor: Floor) -> None:
    """Hold'em heads-up: seat 1 tabled and called a straight he does not have; seat 2 is letting his cards go."""
    floor.select("#quick-game", "nlhe")
    floor.select("#quick-players", "2")
    floor.select("#quick-actor", "tabled-1")
    floor.ask()
    floor.report("hand_miscalled")
    floor.select("[data-field=misled] select", "2")


CALLS: dict[str, Callable[[Floor], None]] = {
    "exposed downcard on third street": exposed_downcard,
    "string raise": string_raise,
    '"raise" and one oversized chip': oversized_chip,
    "under-raise": under_raise,
    "two boxed cards in the first round": two_boxed_cards,
    "a hand mucked before it was tabled": mucked_before_tabled,
    "misplaced button": misplaced_button,
    "heads-up miscall": heads_up_miscall,
}


# under each installed rulebook (the measure): tda-2024, rrop and wsop-2024 as shipped
@pytest.fixture(scope="module", params=sorted(discover().rulebooks))
def rulebook_server(request, tmp_path_factory) -> Iterator[tuple[str, str]]:
    folder = tmp_path_factory.mktemp(f"quick-{request.param}")
    config = folder / "quick.toml"
    config.write_text(CONFIG.format(rulebook=request.param), encoding="utf-8")
    for url in _serve(folder, str(config)):
        yield request.param, url


def _readme_counts() -> dict[tuple[str, str], tuple[int, int, int]]:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| (.+?) \| `([a-z0-9-]+)` \| (\d+) \| (\d+) \| (\d+) \| \d+ \| [\d.]+ s \|$", text, re.M)
    return {(call, book): (int(t), int(s), int(y)) for call, book, t, s, y in rows}


def test_the_commonest_calls_take_at_most_12_actions_and_30_seconds(browser, rulebook_server):
    rulebook, url = rulebook_server
    written = _readme_counts()
    measured = []
    for call, steps in CALLS.items():
        context = browser.new_context(viewport=TABLET, base_url=url)
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc, errors=errors: errors.append(str(exc)))
        page.goto("/")
        page.wait_for_selector("#quick-form #quick-game option", state="attached")
        page.locator("#quick-form details").evaluate("box => { box.open = true; }")  # every control of the form
        assert page.evaluate(SMALL) == [], call
        page.locator("#quick-form details").evaluate("box => { box.open = false; }")
        floor = Floor(page)
        steps(floor)
        ruling = floor.rule()
        context.close()
        assert errors == [], (call, errors)
        assert ruling["rules"].strip() and ruling["kind"].strip(), (call, ruling)
        actions = sum(floor.counts.values())
        assert actions <= 12 and floor.seconds <= 30, (call, floor.counts, floor.seconds)
        taps, selects, typed = floor.counts.values()
        measured.append((call, rulebook, taps, selects, typed, actions, floor.seconds))
    table = [f"| {c} | `{b}` | {t} | {s} | {y} | {a} | {n:g} s |" for c, b, t, s, y, a, n in measured]
    mismatched = [
        row for row, (c, b, t, s, y, *_) in zip(table, measured, strict=True) if written.get((c, b)) != (t, s, y)
    ]
    assert mismatched == [], "README's table should read:\n" + "\n".join(table)
