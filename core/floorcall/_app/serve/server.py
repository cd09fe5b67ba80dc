"""Running the server: ``floorcall serve [CONFIG] [--host] [--port] [--db] [--token] [--certfile --keyfile]``.

The server binds 127.0.0.1 unless told otherwise; on any other address it refuses to start without a token. It
answers to the loopback names, its own address and the names given with ``--allowed-host`` only
(:mod:`floorcall._app.serve.site`). It prints its address on stdout once it can serve, logs one line per request on
stderr (uvicorn's access log), and stores the hands at ``--db`` (default: in the user's data folder).
"""

from __future__ import annotations

import copy
import ipaddress
import os
import socket
import sqlite3
import ssl
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from floorcall._app.config import TournamentConfig, load_config, loads_config
from floorcall._app.serve.app import create_app
from floorcall._app.serve.hands import HandService
from floorcall._app.serve.logbook import room_of
from floorcall._app.serve.migrations import NewerStoreError
from floorcall._app.serve.site import allowed_hosts
from floorcall._app.serve.store import Store
from floorcall._app.wording import unreadable
from floorcall._plugins import Catalog, discover
from floorcall._plugins.watch import DEFAULT_HOOK_LIMIT
from floorcall.errors import ConfigError, because

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
    allowed: Sequence[str] = (),
    hook_limit: float = DEFAULT_HOOK_LIMIT,
) -> int:
    """Start the server and run it until it is stopped (Ctrl-C, SIGTERM).

    Everything that can stop it is checked before it says where it listens: the token, the config, the store, the
    certificate and its key, and the port (bound then, and handed to uvicorn).

    :param config: a tournament config file, or None for the embedded default.
    :param token: the API token (else ``FLOORCALL_TOKEN``); required on a non-loopback ``host``.
    :param fsync: flush each stored event to the disk (survives a power cut, not only a killed process).
    :param language: the language of answers to requests that name none (``lang``, ``Accept-Language``).
    :param allowed: more names the server answers to in ``Host`` (``--allowed-host``: a LAN address, a proxy's
        name), beside the loopback names and ``host``.
    :param hook_limit: seconds a plugin's hook call may run in a request before it answers 503 (0: no limit).
    :returns: 0 after a clean stop; 2 when it cannot start (no token on a public address, a bad config, a
        certificate without its key or that cannot be loaded, a port it cannot listen on).
    :raises ConfigError: the config is invalid (the command line prints it and exits 2).
    """
    token = token or os.environ.get("FLOORCALL_TOKEN") or None
    if not is_loopback(host) and token is None:
        return _refuse(f"{host} is not a loopback address; give --token or set FLOORCALL_TOKEN")
    if (certfile is None) != (keyfile is None):
        return _refuse("HTTPS needs both --certfile and --keyfile")
    if certfile is not None and keyfile is not None:
        problem = _certificate_problem(certfile, keyfile)
        if problem is not None:
            return _refuse(problem)
    catalog = discover()
    tournament = _config(config, catalog)
    path = Path(db) if db else default_db()
    situations = tournament.selection if config is not None else None
    store = _store(path, fsync)
    try:
        hosts = allowed_hosts(host, allowed)
        service = HandService(catalog, tournament, store, situations, room_of(tournament, config is not None))
        app = create_app(service, catalog, situations, token, language, hosts, hook_limit)
        try:
            listener = _listen(host, port)
        except OSError as exc:
            return _refuse(f"cannot listen on {host} port {port}: {exc.strerror or exc}")
        scheme = "https" if certfile else "http"
        shown = f"[{host}]" if ":" in host else host
        print(f"floorcall serve: listening on {scheme}://{shown}:{port} (hands in {path})", flush=True)
        return _run(app, listener, certfile, keyfile)
    finally:
        store.close()


def _refuse(reason: str) -> int:
    print(f"floorcall serve: {reason}", file=sys.stderr)
    return EXIT_USAGE


def _certificate_problem(certfile: str, keyfile: str) -> str | None:
    """Why the certificate and key cannot serve HTTPS, naming the option and the file, or None when they can."""
    for option, path, marker, what in (
        ("--certfile", certfile, "-----BEGIN CERTIFICATE-----", "a PEM certificate"),
        ("--keyfile", keyfile, "PRIVATE KEY-----", "a PEM private key"),
    ):
        try:
            text = Path(path).read_text(errors="replace")
        except OSError as exc:
            return f"{option} {path}: {exc.strerror or exc}"
        if marker not in text:
            return f"{option} {path}: not {what}"
    try:
        ssl.create_default_context(ssl.Purpose.CLIENT_AUTH).load_cert_chain(certfile, keyfile)
    except ssl.SSLError as exc:  # OpenSSL's reason: the key is not the certificate's, or cannot be read
        return f"--certfile {certfile} with --keyfile {keyfile}: {exc.reason or exc}"
    return None


def _listen(host: str, port: int) -> socket.socket:
    """A socket bound to ``host`` and ``port``, as uvicorn binds one (reusing an address in TIME_WAIT).

    :raises OSError: the port is in use, or the address is not this machine's.
    """
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    listener = socket.socket(family, socket.SOCK_STREAM)
    try:
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind((host, port))
    except OSError:
        listener.close()
        raise
    return listener


def _store(path: Path, fsync: bool) -> Store:
    try:
        return Store(path, fsync=fsync)
    except NewerStoreError as exc:
        raise ConfigError.within(f"--db {path}", exc) from exc
    except OSError as exc:
        raise ConfigError.of(unreadable(exc), f"--db {path}") from exc
    except sqlite3.Error as exc:
        reason = because(
            "serve.store_not_sqlite", "not a SQLite store floorcall can open (SQLite: {reason})", reason=str(exc)
        )
        raise ConfigError.of(reason, f"--db {path}") from exc


def _logging() -> dict[str, Any]:
    """Uvicorn's logging, its access log on stderr as one line per request, marked as the server's."""
    from uvicorn.config import LOGGING_CONFIG

    config = copy.deepcopy(LOGGING_CONFIG)
    config["formatters"]["access"]["fmt"] = 'floorcall serve: %(client_addr)s "%(request_line)s" %(status_code)s'
    config["formatters"]["default"]["fmt"] = "floorcall serve: %(levelname)s %(message)s"
    config["handlers"]["access"]["stream"] = "ext://sys.stderr"
    config["loggers"]["uvicorn.error"]["level"] = "WARNING"  # its start-up lines repeat what serve prints
    return config


def _run(app: Litestar, listener: socket.socket, certfile: str | None, keyfile: str | None) -> int:
    import uvicorn

    server = uvicorn.Server(
        uvicorn.Config(
            app,
            log_config=_logging(),
            use_colors=False,
            ssl_certfile=certfile,
            ssl_keyfile=keyfile,
            lifespan="on",
        )
    )
    try:
        server.run(sockets=[listener])
    except KeyboardInterrupt:  # uvicorn stops cleanly on Ctrl-C, then raises the signal again: a clean stop
        return EXIT_OK
    finally:
        listener.close()
    return EXIT_OK if server.started else EXIT_USAGE
