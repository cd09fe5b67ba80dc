"""Fixtures for the HTTP API tests: an app on a fresh SQLite store, through Litestar's test client."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings
from litestar.testing import TestClient

from tests.serve.support import make_app, store_of

# schemathesis generates requests with hypothesis: a small bounded run under CI, more elsewhere
settings.register_profile("serve-ci", max_examples=15, deadline=None, derandomize=True, print_blob=True)
settings.register_profile("serve-dev", max_examples=40, deadline=None)
SERVE_PROFILE = "serve-ci" if os.environ.get("CI") == "true" else "serve-dev"


# the server answers to its own names only (floorcall._app.serve.site): the test client calls it by one of them
BASE_URL = "http://127.0.0.1:8080"


@pytest.fixture
def client(tmp_path):
    app = make_app(tmp_path / "hands.sqlite3")
    with store_of(app), TestClient(app, base_url=BASE_URL) as test_client:
        yield test_client


@pytest.fixture
def make_client(tmp_path):
    """A client for an app with a given config and token, on the test's own store."""
    opened = []

    def make(config=None, token=None, db=None, language="en"):
        app = make_app(db or tmp_path / "hands.sqlite3", config, token, language)
        test_client = TestClient(app, base_url=BASE_URL)
        opened.append((test_client, store_of(app)))
        return test_client.__enter__()

    yield make
    for test_client, store in opened:
        test_client.__exit__(None, None, None)
        store.close()
