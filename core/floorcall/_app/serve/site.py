"""Which sites the server answers: its own names only, and changes only from its own pages.

A page on another site that the floor's browser opens can send requests to the server on the floor's machine. Two
checks close that door. The ``Host`` header must be one of the names the server is bound to (the loopback names,
and those given with ``floorcall serve --allowed-host``): a page that renames itself to the server's address (DNS
rebinding) still sends its own name, so it can read nothing. A change (``POST``) must come from the server's own
pages: an ``Origin`` that is not the server's own, or ``Sec-Fetch-Site: cross-site``, is refused. CORS stays closed
(no ``Access-Control-Allow-*`` header is ever sent), so a foreign page cannot read an answer either.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Final
from urllib.parse import urlsplit

from litestar.connection import ASGIConnection
from litestar.handlers.base import BaseRouteHandler

from floorcall._app.serve.errors import ApiError
from floorcall._app.serve.messages import message

__all__ = ["LOOPBACK_HOSTS", "allowed_hosts", "site_guard"]

LOOPBACK_HOSTS: Final = frozenset({"localhost", "127.0.0.1", "::1"})
"""The names a server answers to whatever it is bound to."""

_WILDCARDS: Final = frozenset({"", "0.0.0.0", "::"})  # "every address" names no host a client would send
_SAFE_METHODS: Final = frozenset({"GET", "HEAD", "OPTIONS"})


def allowed_hosts(bound: str, extra: Iterable[str] = ()) -> frozenset[str]:
    """The host names a server bound to ``bound`` answers to: the loopback names, ``bound`` itself, and ``extra``.

    :param bound: the address the server binds (``--host``); a wildcard (``0.0.0.0``, ``::``) adds no name.
    :param extra: further names or addresses (``--allowed-host``: a LAN address the tablets use, a proxy's name).
    """
    names = {_hostname(name) for name in (bound, *extra)}
    return LOOPBACK_HOSTS | (names - _WILDCARDS)


def _hostname(host: str) -> str:
    """The name in a ``Host`` header or an address, lower case, without port, brackets or a final dot."""
    text = host.strip()
    if ":" in text and not text.startswith("["):  # a bare IPv6 address (an --allowed-host value)
        text = f"[{text}]" if text.count(":") > 1 else text
    return (urlsplit(f"//{text}").hostname or "").rstrip(".")


def site_guard(hosts: frozenset[str]) -> Callable[[ASGIConnection[Any, Any, Any, Any], BaseRouteHandler], None]:
    """The guard that refuses a foreign ``Host`` on every request and a foreign site's changes.

    :param hosts: the names the server answers to (:func:`allowed_hosts`).
    :raises ApiError: (from the guard) 400 for a ``Host`` not in ``hosts``; 403 for a ``POST`` whose ``Origin`` is
        not the server's own or whose ``Sec-Fetch-Site`` is ``cross-site``.
    """

    def check(connection: ASGIConnection[Any, Any, Any, Any], _: BaseRouteHandler) -> None:
        host = connection.headers.get("host")
        if host is not None and _hostname(host) not in hosts:
            raise ApiError(400, "headers.host", message("bad_host", host=host))
        if connection.scope.get("method") in _SAFE_METHODS:
            return
        origin = connection.headers.get("origin")
        if origin is not None and origin.rstrip("/").lower() != f"{connection.url.scheme}://{host}".lower():
            raise ApiError(403, "headers.origin", message("cross_origin", origin=origin))
        if connection.headers.get("sec-fetch-site") == "cross-site":
            raise ApiError(403, "headers.sec-fetch-site", message("cross_site"))

    return check
