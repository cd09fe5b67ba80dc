"""The server on the floor's machine is closed to other sites: a foreign Host reads nothing, a foreign page writes
nothing, CORS stays shut. The requests are the ones a hostile page in the floor's browser would make."""

from __future__ import annotations

import json

import pytest
from litestar.testing import TestClient

from tests.serve.support import make_app, seats, store_of

_HAND = json.dumps({"game": "stud", "seats": seats(100, 100)})


def _refused(answer, status, path):
    assert answer.status_code == status, answer.text
    assert answer.json()["error"]["path"] == path
    assert "access-control-allow-origin" not in answer.headers


def test_a_text_plain_post_from_a_foreign_origin_and_host_is_refused(client):
    # what a form or fetch(no-cors) on another site sends after rebinding its name to 127.0.0.1
    headers = {"content-type": "text/plain", "origin": "http://evil.example", "host": "evil.example"}
    _refused(client.post("/api/v1/hands", content=_HAND, headers=headers), 400, "headers.host")
    assert client.get("/api/v1/hands").json() == {"hands": []}


@pytest.mark.parametrize("path", ["/api/v1/hands", "/api/v1/health", "/api/v1/openapi.json", "/api/v1/docs", "/"])
def test_a_read_for_a_foreign_host_is_refused(client, path):
    _refused(client.get(path, headers={"host": "evil.example:8080"}), 400, "headers.host")


@pytest.mark.parametrize(
    ("headers", "path"),
    [
        ({"origin": "http://evil.example"}, "headers.origin"),
        ({"origin": "null"}, "headers.origin"),
        ({"origin": "http://127.0.0.1:9999"}, "headers.origin"),  # another server on this machine
        ({"sec-fetch-site": "cross-site"}, "headers.sec-fetch-site"),
    ],
)
def test_a_json_write_from_another_site_is_refused(client, headers, path):
    answer = client.post("/api/v1/hands", content=_HAND, headers={"content-type": "application/json", **headers})
    _refused(answer, 403, path)
    assert client.get("/api/v1/hands").json() == {"hands": []}


def test_a_text_plain_post_from_the_servers_own_page_is_still_not_json(client):
    headers = {"content-type": "text/plain", "origin": "http://127.0.0.1:8080"}
    _refused(client.post("/api/v1/hands", content=_HAND, headers=headers), 415, "headers.content-type")


@pytest.mark.parametrize(
    "headers",
    [
        {"origin": "http://127.0.0.1:8080", "sec-fetch-site": "same-origin"},
        {"host": "localhost:8080", "origin": "http://localhost:8080"},
        {"host": "[::1]:8080", "origin": "http://[::1]:8080"},
        {},  # curl: no Origin
    ],
)
def test_the_servers_own_pages_and_tools_still_write(client, headers):
    answer = client.post("/api/v1/hands", content=_HAND, headers={"content-type": "application/json", **headers})
    assert answer.status_code == 201, answer.text


def test_an_allowed_lan_name_is_answered_and_others_are_not(client, tmp_path):
    assert client.get("/api/v1/hands", headers={"host": "192.168.1.20:8080"}).status_code == 400
    # a server started with --allowed-host 192.168.1.20 --allowed-host floor.example
    app = make_app(tmp_path / "lan.sqlite3", hosts=["192.168.1.20", "floor.example"])
    with store_of(app), TestClient(app, base_url="http://192.168.1.20:8080") as tablets:
        assert tablets.get("/api/v1/hands").status_code == 200
        own = {"content-type": "application/json", "origin": "http://192.168.1.20:8080"}
        assert tablets.post("/api/v1/hands", content=_HAND, headers=own).status_code == 201
        assert tablets.get("/api/v1/hands", headers={"host": "FLOOR.example."}).status_code == 200
        assert tablets.get("/api/v1/hands", headers={"host": "192.168.1.21"}).status_code == 400


def test_cors_stays_closed(client):
    preflight = client.options(
        "/api/v1/hands",
        headers={"origin": "http://evil.example", "access-control-request-method": "POST"},
    )
    assert not any(name.startswith("access-control-") for name in preflight.headers)
    read = client.get("/api/v1/hands", headers={"origin": "http://evil.example"})
    assert read.status_code == 200 and "access-control-allow-origin" not in read.headers
