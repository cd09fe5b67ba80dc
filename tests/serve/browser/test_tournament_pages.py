"""The tournament pages in chromium: the floor makes a tournament and busts a player; the TV clock counts and sounds.

A real ``floorcall serve``; the tournament is made from the floor's page with the test's small config, and each page
passes axe-core's accessibility check at the sizes the console is checked at.
"""

from __future__ import annotations

from floorcall._app.serve.tournament_pages import WORDS
from tests.serve.browser.test_console_flows import snap
from tests.serve.browser.test_console_log import SIZES, _axe_source, _violations
from tests.serve.tournament_support import CONFIG


def _axe_everywhere(page, source: str) -> dict[str, list[str]]:
    found = {}
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        problems = _violations(page, source)
        if problems:
            found[size] = problems
    return found


def test_the_floor_makes_a_tournament_busts_a_player_and_the_tv_clock_follows(page, browser, server, tmp_path):
    source = _axe_source()
    page.goto("/tournaments")
    page.wait_for_function("() => document.querySelectorAll('#tournament-list li').length > 0")
    page.fill("#make-config", CONFIG)
    page.fill("#make-seed", "11")
    page.click("#make-form button[type=submit]")
    page.wait_for_url("**/tournaments/*")
    page.wait_for_function("() => document.querySelectorAll('#tables tbody tr').length === 14")
    assert page.inner_text("#heading") == "Tuesday 14"
    assert _axe_everywhere(page, source) == {}
    page.set_viewport_size({"width": 1024, "height": 768})
    out = page.eval_on_selector("#bust-entry", "select => select.value")
    page.click("#bust-form button[type=submit]")
    page.wait_for_function("() => document.querySelectorAll('#busts li').length === 1")
    assert page.inner_text("#busts") == out
    assert page.locator("#tables tbody tr").count() == 13
    snap(page, tmp_path, "tournament-floor")

    tv = browser.new_page(base_url=server, viewport={"width": 1920, "height": 1080})
    tv.goto(page.url + "/clock")
    tv.wait_for_function(
        "t => document.getElementById('tv-level').textContent === t", arg=WORDS["level"].format(level=1)
    )
    assert tv.inner_text("#tv-time") == "20:00" and tv.inner_text("#tv-stakes") == WORDS["blinds"].format(
        blinds="25/50"
    )
    assert tv.inner_text("#tv-players") == "13 / 14"
    assert _axe_everywhere(tv, source) == {}
    tv.click("#tv-sound")  # the room's TV lets the page sound once it is clicked
    page.click("[data-clock=start]")
    page.wait_for_function("() => !document.getElementById('clock-line').textContent.includes('Not started')")
    # the floor takes a minute, and the TV's countdown follows at its next read
    page.click("[data-clock=add][data-minutes='-1']")
    tv.wait_for_function(
        "() => { const [m, s] = document.getElementById('tv-time').textContent.split(':').map(Number);"
        " return m * 60 + s <= 19 * 60; }",
        timeout=15_000,
    )
    # then the rest of the level (less half a second): the break begins, and the TV shows it and sounds
    page.evaluate(
        """async () => {
            const id = document.body.dataset.tournament;
            const state = await (await fetch("/api/v1/tournaments/" + id)).json();
            await fetch("/api/v1/tournaments/" + id + "/clock", {method: "POST",
                headers: {"Content-Type": "application/json"},
                body: JSON.stringify({clock: "add", minutes: -(state.clock.seconds_left - 0.5) / 60, seq: state.seq})});
        }"""
    )
    tv.wait_for_function(
        "t => document.getElementById('tv-level').textContent === t", arg=WORDS["on_break"], timeout=15_000
    )
    assert tv.evaluate("() => document.body.dataset.sounded") == "1"
    assert WORDS["colour_up"].format(chip=25) in tv.inner_text("#tv-state")
    tv.close()


_SOLD = ("rebuys = 1", "rebuy-levels = 1", "rebuy-buy-in = 50", "add-on-stack = 2000", "add-on-levels = 1")
_SOLD += ("add-on-buy-in = 40",)
REBUYS = CONFIG.replace("\n[[levels]]", "\n".join(("\n[tournament.purchases]", *_SOLD, "\n[[levels]]")), 1)


def test_the_floor_view_and_the_tv_show_alternates_purchases_the_prize_pool_and_a_penalty(page, browser, server):
    source = _axe_source()
    page.goto("/tournaments")
    page.fill("#make-config", REBUYS)
    page.click("#make-form button[type=submit]")
    page.wait_for_url("**/tournaments/*")
    page.wait_for_function("() => document.querySelectorAll('#tables tbody tr').length === 14")
    assert page.inner_text("#alternates") == WORDS["no_alternates"]
    assert page.inner_text("#purchases") == WORDS["no_purchases"]
    assert page.inner_text("#prize-pool") == "700" and page.inner_text("#rebuy-count") == "0"
    page.fill("#enter-player", "Alt One")
    page.click("#enter-form button[data-enter=alternate]")
    page.wait_for_function("() => document.getElementById('alternates').textContent === 'Alt One'")
    # a player busts, and rebuys before the balancing point: he is back at his seat with the rebuy's chips
    out = page.eval_on_selector("#bust-entry", "select => select.value")
    seat = page.evaluate(
        """async (entry) => {
            const state = await (await fetch("/api/v1/tournaments/" + document.body.dataset.tournament)).json();
            for (const table of state.tables) {
                for (const p of table.players) if (p.entry === entry) return [table.table, p.seat];
            }
        }""",
        out,
    )
    page.click("#bust-form button[type=submit]")
    page.wait_for_function("() => document.querySelectorAll('#busts li').length === 1")
    page.select_option("#buy-entry", out)
    page.click("#buy-form button[data-buy=rebuy]")
    page.wait_for_function("() => document.getElementById('rebuy-count').textContent === '1'")
    back = WORDS["rebuy_back_row"].format(entry=out, chips=1010, level=1, table=seat[0], seat=seat[1])
    assert page.inner_text("#purchases") == back
    page.select_option("#buy-entry", out)
    page.click("#buy-form button[data-buy=add-on]")
    page.wait_for_function("() => document.getElementById('add-on-count').textContent === '1'")
    assert page.inner_text("#prize-pool") == "790"  # 14 buy-ins of 50, a rebuy's 50 and the add-on's 40
    assert WORDS["add_on_row"].format(entry=out, chips=2000, level=1) in page.inner_text("#purchases")
    page.select_option("#penalty-entry", out)
    page.fill("#penalty-hands", "6")
    page.click("#penalty-form button[type=submit]")
    serving = WORDS["serving"].format(hands=6)
    page.wait_for_function("t => document.getElementById('tables').textContent.includes(t)", arg=serving)
    assert _axe_everywhere(page, source) == {}

    tv = browser.new_page(base_url=server, viewport={"width": 1920, "height": 1080})
    tv.goto(page.url + "/clock")
    tv.wait_for_function("() => document.getElementById('tv-pool').textContent === '790'")
    assert (tv.inner_text("#tv-rebuys"), tv.inner_text("#tv-add-ons")) == ("1", "1")
    assert tv.inner_text("#tv-alternates") == "Alt One"
    assert _axe_everywhere(tv, source) == {}
    tv.close()
