"""Schemathesis against the generated OpenAPI document: no 500s, and every answer matches its schema.

Requests are generated from the schema (hypothesis), sent to the app in process; the CI profile keeps it bounded
(``serve-ci``: 15 examples per operation). A hand is started first so that the hand paths meet a real hand too.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    allow_header_conformance,
    content_type_conformance,
    response_schema_conformance,
    unsupported_method,
)

from floorcall._app.serve.schema import SeatBody, StartBody
from floorcall._app.serve.tournament_schema import TournamentBody
from tests.serve.conftest import SERVE_PROFILE
from tests.serve.support import make_app, seats
from tests.serve.tournament_support import CONFIG

# schemathesis reads the document when the module is collected (its lazy fixture loader does not work with pytest 9),
# so the app gets its own store in a temporary folder that lives as long as the test session
_STORE = tempfile.TemporaryDirectory(prefix="floorcall-fuzz-")
_APP = make_app(Path(_STORE.name) / "fuzz.sqlite3", hosts=["testserver"])  # the Host schemathesis sends in process
# the first request builds the document (and starts the app): on a machine busy with other work that passes the
# loader's 10 s default, so it waits longer
schema = schemathesis.openapi.from_asgi("/api/v1/openapi.json", _APP, timeout=120)


_SERVICE = _APP.state["api"].service
_HANDS = [
    _SERVICE.start(StartBody(game=game, seats=[SeatBody(seat=n, stack=1000) for n in (1, 2, 3)], button=3))
    for game in ("stud", "nlhe")
]

_TOURNAMENTS = _APP.state["tournaments"]
_TOURNAMENT = _TOURNAMENTS.create(TournamentBody(config=CONFIG, seed=5)).id


@pytest.fixture(scope="module", autouse=True)
def _store_closed_after_the_module():
    """The module's store, opened at collection, is closed (and its folder removed) once its tests have run."""
    yield
    _SERVICE.store.close()
    _STORE.cleanup()


@schema.parametrize()
@settings(parent=settings.get_profile(SERVE_PROFILE), suppress_health_check=list(HealthCheck))
def test_no_500_and_every_answer_matches_its_schema(case):
    if "hand_id" in (case.path_parameters or {}):
        # most generated ids name no hand (404); aim at a real hand, at its current seq, so that the generated
        # events reach the engine
        live = _HANDS[len(str(case.body)) % len(_HANDS)]
        case.path_parameters = {**case.path_parameters, "hand_id": live.id}
        if isinstance(case.body, dict) and isinstance(case.body.get("seq"), int):
            case.body = {**case.body, "seq": live.seq}
    if "tournament_id" in (case.path_parameters or {}):
        # likewise a real tournament, at its current seq, so that the generated actions reach it
        case.path_parameters = {**case.path_parameters, "tournament_id": _TOURNAMENT}
        if isinstance(case.body, dict) and isinstance(case.body.get("seq"), int):
            case.body = {**case.body, "seq": _TOURNAMENTS.get(_TOURNAMENT).seq}
    checks = [
        not_a_server_error,
        response_schema_conformance,
        content_type_conformance,
        allow_header_conformance,
        unsupported_method,
    ]
    case.call_and_validate(checks=checks)


def test_options_names_the_methods_the_document_gives_each_path(client):
    # Litestar's own answer to OPTIONS on /hands named POST alone (its route had two handlers)
    paths = client.get("/api/v1/openapi.json").json()["paths"]
    for path, operations in paths.items():
        concrete = path.replace("{hand_id}", "3f2a").replace("{citation}", "TDA2024-1")
        concrete = concrete.replace("{tournament_id}", "3f2a")
        answer = client.options(concrete)
        documented = {method.upper() for method in operations if method != "parameters"}
        assert (answer.status_code, answer.headers["allow"]) == (204, ", ".join(sorted(documented | {"OPTIONS"})))


def test_the_document_describes_every_endpoint_and_its_errors(client):
    document = client.get("/api/v1/openapi.json").json()
    paths = document["paths"]
    for path in (
        "/api/v1/health",
        "/api/v1/plugins",
        "/api/v1/rule",
        "/api/v1/next",
        "/api/v1/hands",
        "/api/v1/hands/{hand_id}",
        "/api/v1/hands/{hand_id}/reportable",
        "/api/v1/hands/{hand_id}/events",
        "/api/v1/hands/{hand_id}/undo",
        "/api/v1/hands/{hand_id}/phh",
        "/api/v1/rules/{citation}",
    ):
        assert path in paths, path
    events = paths["/api/v1/hands/{hand_id}/events"]["post"]
    assert {"200", "409", "422"} <= set(events["responses"])
    kinds = document["components"]["schemas"]["EventBody"]["properties"]["event"]
    assert "hand_started" not in str(kinds) and "card_dealt" in str(document["components"]["schemas"]["CardDealt"])
    started = client.post("/api/v1/hands", json={"game": "razz", "seats": seats(100, 100)})
    assert started.status_code == 201
