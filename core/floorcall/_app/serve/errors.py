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
from collections.abc import Callable
from typing import Any, TypeVar

from litestar import Request, Response
from litestar.exceptions import HTTPException, ValidationException
from litestar.openapi import ResponseSpec
from msgspec import UNSET, UnsetType

from floorcall._app.serve.language import request_translator
from floorcall._app.serve.messages import Refused, Reworded, message, shown
from floorcall._app.serve.schema import ErrorAnswer, ErrorDetail
from floorcall._app.wording import not_json, raised_with, reason_message
from floorcall.errors import (
    ConfigError,
    FloorcallError,
    HandHistoryError,
    InvalidEventError,
    NoRulingError,
    PicklableError,
)

__all__ = ["ANY_KEY", "EXCEPTION_HANDLERS", "ApiError", "engine_call", "error_responses", "json_path"]

ANY_KEY = "[...]"
"""How msgspec names "a value of this object" in a path (it does not say which key)."""
_T = TypeVar("_T")
_MSGSPEC_PATH = re.compile(r" - at `\$\.?(?P<path>[^`]*)`$")
_MSGSPEC_KEY_PATH = re.compile(r" - at `key` in `\$\.?(?P<path>[^`]*)`$")
_UNKNOWN_FIELD = re.compile(r"^Object contains unknown field `(?P<name>[^`]*)`$")
_MISSING_FIELD = re.compile(r"^Object missing required field `(?P<name>[^`]+)`$")


class ApiError(PicklableError):
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


def error_responses(*codes: int) -> dict[int, ResponseSpec]:
    """The OpenAPI entries of a route's 4xx answers: each status in ``codes`` answers an :class:`ErrorAnswer`."""
    return {
        code: ResponseSpec(data_container=ErrorAnswer, description="an error, with the field it is in", examples=[])
        for code in codes
    }


def engine_call(call: Callable[[], _T], path: str) -> _T:
    """Run an engine call; a malformed event or setup becomes a 422 naming ``path`` (the hand is unchanged)."""
    try:
        return call()
    except (InvalidEventError, ConfigError) as exc:
        raise ApiError(422, path, Refused(exc)) from None


def json_path(text: str, prefix: str = "", cause: BaseException | None = None) -> tuple[str, str]:
    """Split a msgspec validation message into (field path, reason): ``"... - at `$.event.seat`"``.

    The reason is in the core's words for msgspec's (:func:`floorcall.wording.reason_message`), translated like
    every other reason.

    :param prefix: the path of the value that was validated, put before the path msgspec names.
    :param cause: the error's ``__cause__``: a check of the core's model (a ``stakes`` whose bring-in is not below
        the small bet) raised with a message gives that message as the reason.
    """
    found = _MSGSPEC_PATH.search(text) or _MSGSPEC_KEY_PATH.search(text)
    said = text if found is None else text[: found.start()]
    path = ".".join(step for step in (prefix, _dotted(found.group("path")) if found else "") if step)
    for pattern, key in ((_UNKNOWN_FIELD, "unknown_field"), (_MISSING_FIELD, "missing_field")):
        field = pattern.match(said)
        if field is not None:  # the field is a place of its own
            return ".".join(step for step in (path, field["name"]) if step), message(key, name=field["name"])
    reason = Reworded(raised_with(cause) or reason_message(said, path))
    if found is not None and found.re is _MSGSPEC_KEY_PATH:
        return path, message("in_key", reason=reason)
    return path, reason


def _dotted(path: str) -> str:
    """``seats[0].seat`` as ``seats.0.seat``: one style of field path in every answer.

    msgspec's ``[...]`` (some value of an object) stays, as a step of its own, for the caller to name.
    """
    steps = path.replace(ANY_KEY, "\0").replace("[", ".").replace("]", "")
    return steps.replace("\0", f".{ANY_KEY}").lstrip(".")


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
    if "malformed" in text.lower():
        return _answer(request, 400, "", Reworded(not_json(text)))
    key = first.get("key")
    placed = _MSGSPEC_PATH.search(text) or _MSGSPEC_KEY_PATH.search(text)
    # without a path in msgspec's message, Litestar's key says where (it names the body itself "data")
    prefix = _dotted(key) if placed is None and isinstance(key, str) and key != "data" else ""
    path, reason = json_path(text, prefix)
    return _answer(request, 400, path, reason)


def _http(request: Request[Any, Any, Any], exc: HTTPException) -> Response[ErrorAnswer]:
    status = exc.status_code if 400 <= exc.status_code < 500 else 500
    if status == 404:
        return _answer(request, 404, "", message("not_found", path=request.url.path))
    if status == 405:  # with the methods the path takes, which Litestar names in the exception's Allow header
        answer = _answer(request, 405, "", message("method", method=request.method))
        answer.headers.update(exc.headers or {})
        return answer
    if status == 413:
        return _answer(request, 413, "", message("too_large", limit=request.app.request_max_body_size))
    if status == 500:
        return _defect(request, exc)
    return _answer(request, status, "", str(exc.detail))


def _floorcall(request: Request[Any, Any, Any], exc: FloorcallError) -> Response[ErrorAnswer]:
    if isinstance(exc, HandHistoryError):
        return _answer(request, 422, "phh", Refused(exc))
    if isinstance(exc, NoRulingError):
        return _answer(request, 422, "event", Refused(exc))
    return _answer(request, 422, "", Refused(exc))


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
