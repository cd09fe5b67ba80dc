"""``floorcall serve`` as a process: the address on stdout, uvicorn's access log on stderr, HTTPS, Ctrl-C.

``data/localhost-cert.pem`` and ``data/localhost-key.pem`` are a self-signed certificate for 127.0.0.1 made for
this test only (it protects nothing).
"""

from __future__ import annotations

import ssl
from pathlib import Path

import httpx

from tests.serve.support import ServerProcess

DATA = Path(__file__).parent / "data"


def test_serve_prints_its_address_and_logs_one_line_per_request(tmp_path):
    server = ServerProcess(tmp_path / "hands.sqlite3")
    try:
        with httpx.Client(base_url=server.url, timeout=30) as http:
            http.get("/api/v1/hands")
            http.get("/api/v1/nowhere")
            http.post("/api/v1/hands", json={"game": "nope"})
    finally:
        assert server.stop() == 0
    assert f"listening on {server.url}" in server.out.read_text()
    lines = [line for line in server.err.read_text().splitlines() if line.startswith("floorcall serve: ")]
    # uvicorn's access log: client, request line, status; the first line is the health check ServerProcess made
    assert len(lines) == 4 and all(line.startswith("floorcall serve: 127.0.0.1:") for line in lines)
    assert lines[1].endswith('"GET /api/v1/hands HTTP/1.1" 200 OK')
    assert lines[2].endswith('"GET /api/v1/nowhere HTTP/1.1" 404 Not Found')
    assert lines[3].endswith('"POST /api/v1/hands HTTP/1.1" 400 Bad Request')
    assert "Traceback" not in server.err.read_text()


def test_serve_over_https_with_a_certificate(tmp_path):
    server = ServerProcess(
        tmp_path / "hands.sqlite3",
        "--certfile",
        str(DATA / "localhost-cert.pem"),
        "--keyfile",
        str(DATA / "localhost-key.pem"),
        scheme="https",
    )
    try:
        trusted = ssl.create_default_context(cafile=str(DATA / "localhost-cert.pem"))
        answer = httpx.get(f"{server.url}/api/v1/health", verify=trusted, timeout=30)
        assert answer.json()["status"] == "ok"
    finally:
        server.kill()
    assert "listening on https://127.0.0.1" in server.out.read_text()


def test_a_token_from_the_environment_locks_a_public_address(tmp_path):
    server = ServerProcess(tmp_path / "hands.sqlite3", "--host", "0.0.0.0", env={"FLOORCALL_TOKEN": "t0ken"})
    try:
        assert httpx.get(f"{server.url}/api/v1/hands", timeout=30).status_code == 401
        authorized = httpx.get(f"{server.url}/api/v1/hands", headers={"Authorization": "Bearer t0ken"}, timeout=30)
        assert authorized.status_code == 200
    finally:
        server.kill()
