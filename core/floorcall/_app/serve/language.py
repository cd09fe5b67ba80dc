"""The language of an answer: the ``lang`` query parameter, else ``Accept-Language``, else the server's default.

Every text a person reads in an answer (explanations, error reasons, descriptions) is rendered in that language;
identifiers (``kind``, ``remedies``, citations, enum values) never change. :class:`ContentLanguage` says the
language of every answer in its ``Content-Language`` header. The console's page also looks at the cookie its
language chooser sets (:data:`COOKIE`), between the parameter and the header.
"""

from __future__ import annotations

from typing import Any, Final
from urllib.parse import parse_qs

from litestar.connection import ASGIConnection
from litestar.datastructures import MutableScopeHeaders
from litestar.enums import ScopeType
from litestar.params import QueryParameter
from litestar.types import ASGIApp, Message, Receive, Scope, Send

from floorcall.i18n import LANGUAGES, Translator, negotiate, translator

__all__ = ["COOKIE", "LANG_PARAMETER", "ContentLanguage", "choose_language", "request_language", "request_translator"]

COOKIE: Final = "floorcall-lang"
"""The cookie the console's language chooser sets (``es``, ``it`` or ``en``)."""

LANG_PARAMETER: Final = QueryParameter(
    name="lang",
    annotation=str,
    required=False,
    description="the language of the texts a person reads in the answer: en, es or it (wins over Accept-Language; "
    "another value is ignored). Identifiers, citations and enum values are the same in every language.",
)
"""The ``lang`` query parameter every API path takes (declared once on the router, so the document shows it)."""


def choose_language(lang: str | None, accept_language: str | None, default: str, cookie: str | None = None) -> str:
    """The language of an answer.

    :param lang: the ``lang`` query parameter (a language floorcall does not ship is ignored).
    :param accept_language: the ``Accept-Language`` header.
    :param default: the server's language (``floorcall serve --lang``), for a request that names none it ships.
    :param cookie: the console chooser's cookie, between the parameter and the header (the page only).
    :returns: one of :data:`~floorcall.i18n.LANGUAGES`.
    """
    for named in (lang, cookie):
        if named and named.strip().lower() in LANGUAGES:
            return named.strip().lower()
    # the default, at the lowest quality that still counts, wins only where the header accepts nothing we ship
    return negotiate(f"{accept_language or ''},{default};q=0.001")


def request_language(connection: ASGIConnection[Any, Any, Any, Any], *, cookie: bool = False) -> str:
    """The language of the answer to ``connection`` (see :func:`choose_language`), ``cookie`` for the page."""
    return choose_language(
        connection.query_params.get("lang"),
        connection.headers.get("accept-language"),
        connection.app.state.get("language", "en"),
        connection.cookies.get(COOKIE) if cookie else None,
    )


def request_translator(connection: ASGIConnection[Any, Any, Any, Any]) -> Translator:
    """The :class:`~floorcall.i18n.Translator` for the answer to ``connection``."""
    return translator(request_language(connection))


class ContentLanguage:
    """ASGI wrapper that says each answer's language: ``Content-Language`` and ``Vary: Accept-Language``.

    An answer that set its own ``Content-Language`` (the console's page, which also reads its cookie) keeps it.

    :param app: the application it wraps.
    :param default: the server's language.
    """

    def __init__(self, app: ASGIApp, default: str) -> None:
        self.app = app
        self.default = default

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Pass the request on and add the headers to its answer."""
        if scope["type"] != ScopeType.HTTP:
            await self.app(scope, receive, send)
            return
        query = parse_qs(scope.get("query_string", b"").decode("latin-1")).get("lang", [None])[0]
        accept = next((v.decode("latin-1") for k, v in scope["headers"] if k.lower() == b"accept-language"), None)
        language = choose_language(query, accept, self.default)

        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableScopeHeaders.from_message(message)
                if "content-language" not in headers:
                    headers["Content-Language"] = language
                headers.add("Vary", "Accept-Language")
            await send(message)

        await self.app(scope, receive, sending)
