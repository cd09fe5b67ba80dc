"""Helpers for the HTTP API tests: an app on a fresh store, a real server process, and a client that plays hands.

The playing client meets each ``expected`` as a dealer-assist table would: it deals the card the server's shuffle
names, and makes the seeded random decisions of :func:`floorcall._app.simulate.random_action` from the options the API
gives, so that two runs with the same seed post exactly the same events.
"""

from __future__ import annotations

import contextlib
import os
import random
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
from litestar.testing import TestClient

from floorcall._app.serve.app import create_app
from floorcall._app.serve.autoplay import event_for
from floorcall._app.serve.hands import HandService
from floorcall._app.serve.logbook import room_of
from floorcall._app.serve.server import _config
from floorcall._app.serve.site import allowed_hosts
from floorcall._app.serve.store import Store
from floorcall._plugins import Catalog, discover
from floorcall._plugins.watch import DEFAULT_HOOK_LIMIT

REPO = Path(__file__).resolve().parents[2]
SITUATIONS = REPO / "examples" / "situations"
CONFIGS = REPO / "examples" / "configs"
_CATALOG: Catalog | None = None


def catalog() -> Catalog:
    global _CATALOG
    if _CATALOG is None:
        _CATALOG = discover()
    return _CATALOG


def make_app(
    db: Path,
    config: str | None = None,
    token: str | None = None,
    language: str = "en",
    hosts=(),
    hook_limit: float = DEFAULT_HOOK_LIMIT,
):
    """The app a ``floorcall serve`` on 127.0.0.1 would run, answering also to ``hosts`` (``--allowed-host``)."""
    found = catalog()
    tournament = _config(config, found)
    selection = tournament.selection if config else None
    store = Store(db)
    try:
        service = HandService(found, tournament, store, selection, room_of(tournament, config is not None))
        return create_app(service, found, selection, token, language, allowed_hosts("127.0.0.1", hosts), hook_limit)
    except BaseException:  # an app refused (a language floorcall does not ship): its store is closed here
        store.close()
        raise


def store_of(app) -> Store:
    """The store of an app from :func:`make_app`, which the test that made the app closes."""
    return app.state["api"].service.store


@contextlib.contextmanager
def served(db: Path, base_url: str = "http://127.0.0.1:8080"):
    """A test client of :func:`make_app`'s app on ``db``; the app's store is closed with the client."""
    app = make_app(db)
    with store_of(app), TestClient(app, base_url=base_url) as client:
        yield client


def seats(*stacks: int) -> list[dict[str, int]]:
    return [{"seat": number, "stack": stack} for number, stack in enumerate(stacks, start=1)]


def next_event(state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """The event that meets ``state["expected"]``: the shuffle's card, or a seeded decision."""
    return event_for(state["expected"], rng)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class ServerProcess:
    """A real ``floorcall serve`` process on a free loopback port; ``kill()`` sends SIGKILL.

    Its stdout and stderr go to files beside the database (a pipe nobody reads would fill and stall the server).
    """

    def __init__(self, db: Path, *args: str, env: dict[str, str] | None = None, scheme: str = "http") -> None:
        self.port = free_port()
        self.url = f"{scheme}://127.0.0.1:{self.port}"
        self.out = db.with_suffix(f".{self.port}.out")
        self.err = db.with_suffix(f".{self.port}.err")
        command = [
            sys.executable,
            "-m",
            "floorcall._app.cli",
            "serve",
            "--port",
            str(self.port),
            "--db",
            str(db),
            *args,
        ]
        with self.out.open("w") as out, self.err.open("w") as err:
            self.process = subprocess.Popen(command, stdout=out, stderr=err, env={**os.environ, **(env or {})})
        self._wait()

    def _wait(self) -> None:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise AssertionError(f"floorcall serve exited: {self.err.read_text()}")
            try:
                if httpx.get(f"{self.url}/api/v1/health", timeout=1, verify=False).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.1)
        self.kill()
        raise AssertionError("floorcall serve did not answer within 60 s")

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(timeout=30)

    def stop(self) -> int:
        """Stop it as Ctrl-C would; the exit status."""
        self.process.send_signal(signal.SIGINT)
        return self.process.wait(timeout=30)
