"""One line per request on stderr: method, path, status, milliseconds (language-neutral, never a body)."""

from __future__ import annotations

import contextlib
import sys
import time
from typing import Any

from litestar.enums import ScopeType
from litestar.types import ASGIApp, Message, Receive, Scope, Send

__all__ = ["AccessLog"]


class AccessLog:
    """ASGI wrapper around the whole app (unmatched paths too): ``floorcall serve: GET /api/v1/hands 200 1.2ms``.

    :param app: the application it wraps.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Pass the request on and log its status once the answer has gone."""
        if scope["type"] != ScopeType.HTTP:
            await self.app(scope, receive, send)
            return
        began = time.perf_counter()
        status: list[int] = [500]

        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                status[0] = int(message["status"])
            await send(message)

        try:
            await self.app(scope, receive, sending)
        finally:
            elapsed = (time.perf_counter() - began) * 1000
            method = scope.get("method", "-")
            line = f"floorcall serve: {method} {scope['path']} {status[0]} {elapsed:.1f}ms\n"
            sys.stderr.write(line)
            _flush(sys.stderr)


def _flush(stream: Any) -> None:
    with contextlib.suppress(OSError, ValueError):  # a closed stderr must not break the answer
        stream.flush()
