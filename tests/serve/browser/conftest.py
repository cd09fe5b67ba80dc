"""Fixtures of the console's browser tests: a real ``floorcall serve`` on a free loopback port, and Debian's chromium.

Playwright drives the system chromium (``playwright install`` cannot download a browser here). Outside CI a missing
chromium skips these tests with the reason; under ``CI=true`` it fails them.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM_CANDIDATES = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
TABLET = {"width": 1024, "height": 768}
TOKEN = "floor-secret-7"


def _chromium() -> str | None:
    for candidate in (os.environ.get("FLOORCALL_CHROMIUM", ""), *CHROMIUM_CANDIDATES):
        if candidate and Path(candidate).is_file():
            return candidate
    return shutil.which("chromium")


def _missing(reason: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"{reason} (CI must run the browser tests: .ci/run installs chromium)")
    pytest.skip(reason)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _wait_healthy(url: str, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"floorcall serve exited with {process.returncode}: {log.read_text(errors='replace')}")
        try:
            with urllib.request.urlopen(url + "/api/v1/health", timeout=1) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.1)
    pytest.fail(f"floorcall serve did not answer within 30 s: {log.read_text(errors='replace')}")


def _serve(folder: Path, *options: str) -> Iterator[str]:
    port = _free_port()
    log = folder / "serve.log"
    # the console script installed beside this interpreter, as a user runs it
    script = Path(sys.executable).parent / "floorcall"
    command = [str(script), "serve", "--host", "127.0.0.1", "--port", str(port)]
    command += ["--db", str(folder / "hands.sqlite"), *options]
    with log.open("wb") as sink:
        process = subprocess.Popen(command, stdout=sink, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_healthy(url, process, log)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real ``floorcall serve`` process on a free loopback port with its own database; yields its base URL."""
    yield from _serve(tmp_path_factory.mktemp("serve"))


# a synthetic five-card stud cash game under Robert's Rules, whose exposed-card rule can leave the player an option
STUD5_RROP = """
[event]
name = "Five-card stud 100-200"
kind = "cash"
rulebook = "rrop"
seats = 8
starting-stack = 10000
hand-minutes = 3

[rotation]
games = ["stud5"]

[[levels]]
minutes = 600
stud5 = { ante = 10, bring-in = 30, small-bet = 100, big-bet = 200 }
"""


@pytest.fixture(scope="session")
def rrop_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """As :func:`server`, on a five-card stud config under ``rrop``."""
    folder = tmp_path_factory.mktemp("serve-rrop")
    config = folder / "stud5-rrop.toml"
    config.write_text(STUD5_RROP, encoding="utf-8")
    yield from _serve(folder, str(config))


@pytest.fixture(scope="session")
def token_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """As :func:`server`, with the API behind the token ``TOKEN``."""
    yield from _serve(tmp_path_factory.mktemp("serve-token"), "--token", TOKEN)


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    """Debian's chromium driven by Playwright, headless."""
    executable = _chromium()
    if executable is None:
        _missing("chromium is not installed (apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("the playwright package is not installed")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable, headless=True, args=["--no-sandbox"])
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture
def page(browser, server):
    """A fresh tablet-sized page (1024x768) on the console; script errors and failed requests fail the test.

    A 404 for ``/api/v1/rules/{citation}`` is an answer, not a failure: the page then says it knows no title.
    """
    context = browser.new_context(viewport=TABLET, base_url=server)
    tab = context.new_page()
    errors: list[str] = []

    def check_response(response) -> None:
        if response.status >= 400 and not (response.status == 404 and "/api/v1/rules/" in response.url):
            errors.append(f"{response.status} {response.url}")

    def check_console(message) -> None:
        script_error = message.type == "error" and not message.text.startswith("Failed to load resource")
        missing_word = message.type == "warning" and message.text.startswith("floorcall console:")
        if script_error or missing_word:
            errors.append(message.text)

    tab.on("pageerror", lambda exc: errors.append(str(exc)))
    tab.on("console", check_console)
    tab.on("response", check_response)
    yield tab
    context.close()
    assert errors == [], f"the page logged errors: {errors}"
