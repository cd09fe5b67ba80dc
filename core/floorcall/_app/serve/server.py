"""Running the server: ``floorcall serve [CONFIG] [--host] [--port] [--db] [--token] [--certfile --keyfile]``.

The server binds 127.0.0.1 unless told otherwise; on any other address it refuses to start without a token. It
prints its address on stdout, logs one line per request on stderr, and stores the hands at ``--db`` (default: in
the user's data folder).
"""

from __future__ import annotations

import ipaddress
import os
import sqlite3
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from floorcall._app.config import TournamentConfig, load_config, loads_config
from floorcall._app.serve.access_log import AccessLog
from floorcall._app.serve.app import create_app
from floorcall._app.serve.hands import HandService
from floorcall._app.serve.store import Store
from floorcall._plugins import Catalog, discover
from floorcall.errors import ConfigError

if TYPE_CHECKING:
    from litestar import Litestar

__all__ = ["LOOPBACK_NAMES", "default_db", "serve_command"]

EXIT_OK = 0
EXIT_USAGE = 2
LOOPBACK_NAMES = frozenset({"localhost"})


def default_db() -> Path:
    """``floorcall.sqlite3`` in the user's data folder (``~/.local/share/floorcall`` on Linux)."""
    import platformdirs

    return platformdirs.user_data_path("floorcall") / "floorcall.sqlite3"


def is_loopback(host: str) -> bool:
    """Whether ``host`` only accepts connections from this machine."""
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _config(path: str | None, catalog: Catalog) -> TournamentConfig:
    if path is None:
        from floorcall._app.running import DEFAULT_CONFIG, default_config_text

        return loads_config(default_config_text(), catalog, f"<embedded {DEFAULT_CONFIG}>")
    return load_config(Path(path), catalog)


def serve_command(
    config: str | None,
    host: str,
    port: int,
    db: str | None,
    token: str | None,
    certfile: str | None,
    keyfile: str | None,
    *,
    fsync: bool = False,
    language: str = "en",
) -> int:
    """Start the server and run it until it is stopped (Ctrl-C, SIGTERM).

    :param config: a tournament config file, or None for the embedded default.
    :param token: the API token (else ``FLOORCALL_TOKEN``); required on a non-loopback ``host``.
    :param fsync: flush each stored event to the disk (survives a power cut, not only a killed process).
    :param language: the language of answers to requests that name none (``lang``, ``Accept-Language``).
    :returns: 0 after a clean stop; 2 when it cannot start (no token on a public address, a bad config, a
        certificate without its key).
    :raises ConfigError: the config is invalid (the command line prints it and exits 2).
    """
    token = token or os.environ.get("FLOORCALL_TOKEN") or None
    if not is_loopback(host) and token is None:
        print(
            f"floorcall serve: {host} is not a loopback address; give --token or set FLOORCALL_TOKEN", file=sys.stderr
        )
        return EXIT_USAGE
    if (certfile is None) != (keyfile is None):
        print("floorcall serve: HTTPS needs both --certfile and --keyfile", file=sys.stderr)
        return EXIT_USAGE
    catalog = discover()
    tournament = _config(config, catalog)
    path = Path(db) if db else default_db()
    situations = tournament.selection if config is not None else None
    store = _store(path, fsync)
    try:
        app = create_app(HandService(catalog, tournament, store, situations), catalog, situations, token, language)
        scheme = "https" if certfile else "http"
        shown = f"[{host}]" if ":" in host else host
        print(f"floorcall serve: listening on {scheme}://{shown}:{port} (hands in {path})", flush=True)
        return _run(app, host, port, certfile, keyfile)
    finally:
        store.close()


def _store(path: Path, fsync: bool) -> Store:
    try:
        return Store(path, fsync=fsync)
    except (sqlite3.Error, OSError) as exc:
        raise ConfigError(f"--db {path}: {exc}") from exc


def _run(app: Litestar, host: str, port: int, certfile: str | None, keyfile: str | None) -> int:
    import uvicorn

    server = uvicorn.Server(
        uvicorn.Config(
            AccessLog(app),
            host=host,
            port=port,
            log_level="warning",
            access_log=False,
            ssl_certfile=certfile,
            ssl_keyfile=keyfile,
            lifespan="on",
        )
    )
    try:
        server.run()
    except KeyboardInterrupt:  # uvicorn stops cleanly on Ctrl-C, then raises the signal again: a clean stop
        return EXIT_OK
    return EXIT_OK if server.started else EXIT_USAGE
