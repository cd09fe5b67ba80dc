"""The API's errors: every one answers ``{"error": {"path", "reason"}}`` with a 4xx status, and changes nothing.

The reason is in the request's language when it is one of :data:`floorcall._app.serve.messages.MESSAGES`.

:class:`ApiError` is raised where a bad value is found; the app's exception handlers turn it, Litestar's own
validation and HTTP errors, and the engine's :class:`~floorcall.errors.FloorcallError` into that answer. Anything
else is a defect: it is logged and answered with a bare 500 (never a stack trace).
"""

from __future__ import annotations

import re
import sys
import traceback
from typing import Any

from litestar import Request, Response
from litestar.exceptions import HTTPException, ValidationException
from msgspec import UNSET, UnsetType

from floorcall._app.serve.language import request_translator
from floorcall._app.serve.messages import message, shown
from floorcall._app.serve.schema import ErrorAnswer, ErrorDetail
from floorcall.errors import FloorcallError, HandHistoryError, NoRulingError

__all__ = ["EXCEPTION_HANDLERS", "ApiError", "json_path"]

_UNKNOWN_FIELD = re.compile(r"unknown field `(?P<name>[^`]*)`")
_MISSING_FIELD = re.compile(r"missing required field `(?P<name>[^`]+)`")
_MSGSPEC_PATH = re.compile(r" - at `\$\.?(?P<path>[^`]*)`$")


class ApiError(Exception):
    """A request the API refuses.

    :param status: the HTTP status (4xx).
    :param path: the field the problem is in (``event.seat``, ``seq``), or ``""`` for the request as a whole.
    :param reason: what is wrong, in words.
    :param seq: the hand's current ``seq`` (for 409).
    """

    def __init__(self, status: int, path: str, reason: str, seq: int | UnsetType = UNSET) -> None:
        self.status = status
        self.path = path
        self.reason = reason
        self.seq = seq
        super().__init__(f"{status} {path}: {reason}")


def json_path(text: str, prefix: str = "") -> tuple[str, str]:
    """Split a msgspec validation message into (field path, reason): ``"... - at `$.event.seat`"``.

    :param prefix: the path of the value that was validated, put before the path msgspec names.
    """
    found = _MSGSPEC_PATH.search(text)
    if found is None:
        return prefix, text
    path = ".".join(p for p in (prefix, _dotted(found.group("path"))) if p)
    return path, text[: found.start()]


def _dotted(path: str) -> str:
    """``seats[0].seat`` as ``seats.0.seat``: one style of field path in every answer."""
    return path.replace("[", ".").replace("]", "").lstrip(".")


def _answer(
    request: Request[Any, Any, Any], status: int, path: str, reason: str, seq: int | UnsetType = UNSET
) -> Response[ErrorAnswer]:
    """The error answer, its reason in the request's language (see :mod:`floorcall._app.serve.language`)."""
    detail = ErrorDetail(path=path, reason=shown(reason, request_translator(request)))
    return Response(ErrorAnswer(error=detail, seq=seq), status_code=status)


def _api_error(request: Request[Any, Any, Any], exc: ApiError) -> Response[ErrorAnswer]:
    return _answer(request, exc.status, exc.path, exc.reason, exc.seq)


def _validation(request: Request[Any, Any, Any], exc: ValidationException) -> Response[ErrorAnswer]:
    extra = exc.extra if isinstance(exc.extra, list) else []
    first = extra[0] if extra and isinstance(extra[0], dict) else {}
    text = str(first.get("message", exc.detail))
    path, reason = json_path(text)
    key = first.get("key")
    if not path and isinstance(key, str) and key != "data":  # Litestar names the body itself "data"
        path = _dotted(key)
    unknown = _UNKNOWN_FIELD.search(reason)
    if unknown is not None:
        name = unknown.group("name")
        path, reason = ".".join(p for p in (path, name) if p), message("unknown_field", name=name)
    missing = _MISSING_FIELD.search(reason)
    if missing is not None:
        name = missing.group("name")
        path, reason = ".".join(p for p in (path, name) if p), message("missing_field", name=name)
    if text.startswith("JSON is malformed") or "malformed" in text.lower():
        return _answer(request, 400, "", message("not_json", detail=text))
    return _answer(request, 400, path, reason)


def _http(request: Request[Any, Any, Any], exc: HTTPException) -> Response[ErrorAnswer]:
    status = exc.status_code if 400 <= exc.status_code < 500 else 500
    if status == 404:
        return _answer(request, 404, "", message("not_found", path=request.url.path))
    if status == 405:
        return _answer(request, 405, "", message("method", method=request.method))
    if status == 413:
        return _answer(request, 413, "", message("too_large", limit=request.app.request_max_body_size))
    if status == 500:
        return _defect(request, exc)
    return _answer(request, status, "", str(exc.detail))


def _floorcall(request: Request[Any, Any, Any], exc: FloorcallError) -> Response[ErrorAnswer]:
    if isinstance(exc, HandHistoryError):
        return _answer(request, 422, "phh", str(exc))
    if isinstance(exc, NoRulingError):
        return _answer(request, 422, "event", str(exc))
    return _answer(request, 422, "", str(exc))


def _defect(request: Request[Any, Any, Any], exc: Exception) -> Response[ErrorAnswer]:
    print(f"floorcall serve: defect on {request.method} {request.url.path}:", file=sys.stderr)
    traceback.print_exception(exc, file=sys.stderr)
    return _answer(request, 500, "", message("internal"))


EXCEPTION_HANDLERS: dict[type[Exception] | int, Any] = {
    ApiError: _api_error,
    ValidationException: _validation,
    HTTPException: _http,
    FloorcallError: _floorcall,
    Exception: _defect,
}
"""The app's exception handlers, most specific first (Litestar looks them up by the exception's class)."""
