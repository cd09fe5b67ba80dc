"""Properties of bodies over HTTP: a well-formed start is taken; one broken in any place is a 4xx naming a field,
never a 5xx, and changes nothing. The same for an event posted to a stored hand (the hand stays as it was), and for
every bounded option given outside its bounds when a hand starts."""

from __future__ import annotations

import contextlib
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from litestar.testing import TestClient

from floorcall._plugins.activation import option_specs
from floorcall.model.selection import Selection
from tests.serve.conftest import BASE_URL, SERVE_PROFILE
from tests.serve.strategies import broken, event_bodies, out_of_bounds, start_bodies
from tests.serve.support import catalog, make_app, seats, store_of

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


_STUD = {"game": "stud", "seats": seats(500, 600, 700), "shuffle_seed": 7}


def _stored_hand(client: TestClient) -> dict:
    answer = client.post("/api/v1/hands", json=_STUD)
    assert answer.status_code == 201, answer.text
    return answer.json()


_FIRST = None


def _first_card() -> dict:
    """The seeded stud hand's first expectation and seq (the same for every example: the seed fixes the shuffle)."""
    global _FIRST
    if _FIRST is None:
        with _client() as client:
            _FIRST = _stored_hand(client)
    return _FIRST


@given(body=broken(event_bodies(_first_card()["expected"], _first_card()["seq"])))
@settings(parent=settings.get_profile(SERVE_PROFILE))
def test_a_broken_event_is_a_4xx_naming_a_field_and_leaves_the_hand_as_it_was(body):
    with _client() as client:
        hand = _stored_hand(client)
        path = f"/api/v1/hands/{hand['id']}"
        before = client.get(path).json()
        answer = client.post(f"{path}/events", json=body)
        assert answer.status_code < 500, answer.text
        if answer.status_code not in (200, 201):  # some breaks leave a good body (another seat's card: a ruling)
            assert 400 <= answer.status_code < 500
            error = answer.json()["error"]
            assert set(error) == {"path", "reason"} and error["reason"]
            assert client.get(path).json() == before


def _bounded_options() -> list[tuple[str, int | None, int | None]]:
    found = catalog()
    selection = Selection(games=tuple(sorted(found.games)), rulebook="tda-2024")
    specs = option_specs(found, selection).values()
    return sorted((s.name, s.minimum, s.maximum) for s in specs if s.minimum is not None or s.maximum is not None)


_BOUNDED = _bounded_options()


@st.composite
def _option_outside_its_bounds(draw: st.DrawFn) -> tuple[str, int]:
    name, minimum, maximum = draw(st.sampled_from(_BOUNDED))
    return name, draw(out_of_bounds(minimum, maximum))


def test_the_installed_plugins_declare_bounded_options():
    assert {"chip-unit", "max-bets"} <= {name for name, _, _ in _BOUNDED} and all(
        minimum is not None or maximum is not None for _, minimum, maximum in _BOUNDED
    )


@given(option=_option_outside_its_bounds())
@settings(parent=settings.get_profile(SERVE_PROFILE))
def test_an_option_outside_its_bounds_is_refused_naming_it_and_stores_nothing(option):
    name, value = option
    with _client() as client:
        before = client.get("/api/v1/hands").json()
        answer = client.post("/api/v1/hands", json={**_STUD, "options": {name: value}})
        assert 400 <= answer.status_code < 500, answer.text
        assert answer.json()["error"]["path"] == f"options.{name}"
        assert client.get("/api/v1/hands").json() == before
