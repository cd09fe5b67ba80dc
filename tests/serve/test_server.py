"""``floorcall serve`` as a process: the address on stdout, uvicorn's access log on stderr, HTTPS, Ctrl-C.

``data/localhost-cert.pem`` and ``data/localhost-key.pem`` are a self-signed certificate for 127.0.0.1 made for
this test only (it protects nothing).
"""

from __future__ import annotations

import socket
import ssl
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from tests.serve.support import ServerProcess, free_port

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


def _serve(tmp_path, *args):
    """``floorcall serve`` that is expected to stop at once: its exit status, stdout and stderr."""
    command = [sys.executable, "-m", "floorcall._app.cli", "serve", "--db", str(tmp_path / "hands.sqlite3"), *args]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    return done.returncode, done.stdout, done.stderr


@pytest.mark.parametrize(
    ("certfile", "keyfile", "named"),
    [
        ("localhost-key.pem", "localhost-key.pem", "--certfile"),  # a key where the certificate should be
        ("localhost-cert.pem", "localhost-cert.pem", "--keyfile"),  # a certificate where the key should be
        ("localhost-cert.pem", "no-such-key.pem", "--keyfile"),
    ],
)
def test_a_bad_certificate_or_key_stops_serve_before_it_listens(tmp_path, certfile, keyfile, named):
    port = str(free_port())
    code, out, err = _serve(
        tmp_path, "--port", port, "--certfile", str(DATA / certfile), "--keyfile", str(DATA / keyfile)
    )
    assert (code, out) == (2, "")
    assert len(err.strip().splitlines()) == 1 and err.startswith("floorcall serve: ") and named in err, err
    assert "Traceback" not in err


def test_a_port_in_use_stops_serve_before_it_listens(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = str(taken.getsockname()[1])
        code, out, err = _serve(tmp_path, "--port", port)
    assert (code, out) == (2, "")
    assert err == f"floorcall serve: cannot listen on 127.0.0.1 port {port}: Address already in use\n"
