"""Properties of bodies over HTTP: a well-formed start is taken; one broken in any place is a 4xx naming a field,
never a 5xx, and changes nothing."""

from __future__ import annotations

import contextlib
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from litestar.testing import TestClient

from tests.serve.conftest import BASE_URL, SERVE_PROFILE
from tests.serve.strategies import broken, start_bodies
from tests.serve.support import make_app, store_of

_FOLDER = tempfile.TemporaryDirectory(prefix="floorcall-bodies-")


@pytest.fixture(scope="module", autouse=True)
def _folder_removed_after_the_module():
    yield
    _FOLDER.cleanup()


@contextlib.contextmanager
def _client() -> Iterator[TestClient]:
    app = make_app(Path(_FOLDER.name) / "bodies.sqlite3")
    with store_of(app), TestClient(app, base_url=BASE_URL) as client:
        yield client


@given(body=broken(start_bodies()))
@settings(parent=settings.get_profile(SERVE_PROFILE))
def test_a_broken_start_is_a_4xx_naming_a_field_and_stores_nothing(body):
    with _client() as client:
        before = client.get("/api/v1/hands").json()
        answer = client.post("/api/v1/hands", json=body)
        assert answer.status_code < 500, answer.text
        if answer.status_code != 201:  # some breaks leave a good body (a stack of 0 for 500, a new seed)
            assert 400 <= answer.status_code < 500
            assert set(answer.json()["error"]) == {"path", "reason"} and answer.json()["error"]["reason"]
            assert client.get("/api/v1/hands").json() == before


@given(body=start_bodies())
@settings(parent=settings.get_profile(SERVE_PROFILE))
def test_a_well_formed_start_is_taken_or_refused_for_the_table_not_the_body(body):
    with _client() as client:
        answer = client.post("/api/v1/hands", json=body)
        # a table the engine refuses (a button at an empty seat, stacks below the forced bets) is a 422, never a 400
        assert answer.status_code in (201, 422), answer.text
