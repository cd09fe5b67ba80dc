"""The token: Bearer on every API path but health and the OpenAPI document; the console's files stay public."""

from __future__ import annotations

import pytest

from floorcall._app.cli import main
from floorcall._app.serve.server import is_loopback

TOKEN = "s3cret-token"


@pytest.fixture
def locked(make_client):
    return make_client(token=TOKEN)


def test_without_the_token_the_api_is_401_with_the_header_named(locked):
    for answer in (locked.get("/api/v1/hands"), locked.post("/api/v1/hands", json={})):
        assert answer.status_code == 401
        assert answer.json()["error"]["path"] == "headers.authorization"


def test_a_wrong_token_is_401(locked):
    for sent in ("Bearer nope", f"Bearer {TOKEN}x", TOKEN, f"Basic {TOKEN}", "Bearer"):
        assert locked.get("/api/v1/hands", headers={"Authorization": sent}).status_code == 401


def test_the_right_token_opens_the_api(locked):
    answer = locked.get("/api/v1/hands", headers={"Authorization": f"Bearer {TOKEN}"})
    assert (answer.status_code, answer.json()) == (200, {"hands": []})
    assert locked.get("/api/v1/hands", headers={"Authorization": f"bearer {TOKEN}"}).status_code == 200


def test_health_openapi_and_the_console_stay_public(locked):
    assert locked.get("/api/v1/health").status_code == 200
    assert locked.get("/api/v1/openapi.json").status_code == 200
    assert locked.get("/").status_code == 200


def test_no_token_no_lock(client):
    assert client.get("/api/v1/hands").status_code == 200


@pytest.mark.parametrize(
    ("host", "loopback"),
    [
        ("127.0.0.1", True),
        ("::1", True),
        ("localhost", True),
        ("0.0.0.0", False),
        ("192.168.1.20", False),
        ("::", False),
    ],
)
def test_loopback_addresses(host, loopback):
    assert is_loopback(host) is loopback


def test_serve_refuses_a_public_address_without_a_token(capsys, monkeypatch, tmp_path):
    monkeypatch.delenv("FLOORCALL_TOKEN", raising=False)
    assert main(["serve", "--host", "0.0.0.0", "--db", str(tmp_path / "db.sqlite3")]) == 2
    assert "--token" in capsys.readouterr().err
    assert not (tmp_path / "db.sqlite3").exists()


def test_serve_wants_both_certificate_and_key(capsys, tmp_path):
    assert main(["serve", "--certfile", str(tmp_path / "cert.pem"), "--db", str(tmp_path / "db.sqlite3")]) == 2
    assert "--keyfile" in capsys.readouterr().err


def test_serve_with_a_bad_config_exits_2(capsys, tmp_path):
    config = tmp_path / "bad.toml"
    config.write_text("[event]\nname = 'x'\nseatz = 3\n")
    assert main(["serve", str(config), "--db", str(tmp_path / "db.sqlite3")]) == 2
    assert "bad.toml" in capsys.readouterr().err


def test_serve_rejects_a_bad_port(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["serve", "--port", "70000"])
    assert stopped.value.code == 2


def test_the_document_says_which_paths_want_the_token(locked, client):
    document = locked.get("/api/v1/openapi.json").json()
    assert document["security"] == [{"bearer": []}]
    assert document["components"]["securitySchemes"]["bearer"] == {"type": "http", "scheme": "bearer"}
    assert "security" not in client.get("/api/v1/openapi.json").json()
