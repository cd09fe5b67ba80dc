"""Malformed API requests: each is a 4xx naming the field, with a reason in words, and changes nothing.

Each ``requests/*.http`` file is one request: comment lines first (``# badinput: POST ROUTE, status N, names PATH``,
and ``# content-type: TYPE`` when it is not JSON), then the body exactly as sent. ``{hand}`` in the route is a
fresh hand's id.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from litestar.testing import TestClient

from tests.badinput.harness import CORPUS
from tests.serve.conftest import BASE_URL
from tests.serve.support import make_app, seats, store_of

_HEADER = re.compile(r"^# badinput: POST (?P<route>\S+), status (?P<status>\d{3}), names (?P<path>.+)$", re.MULTILINE)
_CONTENT_TYPE = re.compile(r"^# content-type: (?P<type>.+)$", re.MULTILINE)
REQUESTS = sorted((CORPUS / "requests").glob("*.http"))


def _parts(path: Path) -> tuple[str, int, str, str, bytes]:
    text = path.read_bytes()
    lines = text.split(b"\n")
    comments = [line for line in lines if line.startswith(b"#")]
    head = b"\n".join(comments).decode()
    found = _HEADER.search(head)
    assert found, f"{path}: no '# badinput: POST ROUTE, status N, names PATH' line"
    media = _CONTENT_TYPE.search(head)
    named = "" if found["path"] == "(the body)" else found["path"]
    body = b"\n".join(lines[len(comments) :])
    return found["route"], int(found["status"]), named, media["type"] if media else "application/json", body


def test_the_corpus_reaches_every_route_that_takes_a_body():
    routes = {_parts(path)[0] for path in REQUESTS}
    assert routes == {
        "/api/v1/hands",
        "/api/v1/rule",
        "/api/v1/next",
        "/api/v1/hands/{hand}/events",
        "/api/v1/hands/{hand}/undo",
    }
    assert len(REQUESTS) >= 25


@pytest.fixture(scope="module")
def api(tmp_path_factory):
    app = make_app(tmp_path_factory.mktemp("bad") / "hands.sqlite3")
    with store_of(app), TestClient(app, base_url=BASE_URL) as client:
        started = client.post("/api/v1/hands", json={"game": "stud", "seats": seats(500, 600), "shuffle_seed": 4})
        assert started.status_code == 201
        yield client, started.json()


@pytest.mark.parametrize("request_file", REQUESTS, ids=lambda p: p.stem)
def test_a_bad_request_names_the_field_and_changes_nothing(api, request_file):
    client, hand = api
    route, status, named, media_type, body = _parts(request_file)
    before = client.get("/api/v1/hands").json(), client.get(f"/api/v1/hands/{hand['id']}").json()
    answer = client.post(route.replace("{hand}", hand["id"]), content=body, headers={"content-type": media_type})
    assert answer.status_code == status, answer.text
    error = answer.json()["error"]
    assert error["path"] == named
    assert error["reason"] and error["reason"] != "'data'" and "Traceback" not in error["reason"]
    assert (client.get("/api/v1/hands").json(), client.get(f"/api/v1/hands/{hand['id']}").json()) == before
