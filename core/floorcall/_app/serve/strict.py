"""Request bodies are strict: JSON sent as ``application/json``, shallow, of the exact types, without unknown fields.

:func:`check_body` is a guard of the routes that take a body, run before Litestar reads it. Litestar's own decoding
is lenient (``"2000"`` would become the integer 2000) and would recurse without bound into a deeply nested body, so
the guard decodes the body first, with msgspec's strict typing, into the Struct the handler takes (its ``data``),
and refuses what does not fit; Litestar then decodes a body known to be good. The event Structs accept unknown
fields on purpose (event logs stay readable as they evolve), so every key the client sent is also checked against
the Struct it became.
"""

from __future__ import annotations

from typing import Any, Final, TypeVar

import msgspec
from litestar import Request
from litestar.connection import ASGIConnection
from litestar.handlers.base import BaseRouteHandler

from floorcall._app.serve.errors import ANY_KEY, ApiError, json_path
from floorcall._app.serve.messages import Reworded, message
from floorcall._app.wording import not_json

__all__ = ["MAX_DEPTH", "check_body", "check_known_fields"]

MAX_DEPTH: Final = 32
"""The deepest nesting of arrays and objects a body may have (an event with its irregularity needs four)."""

_JSON: Final = "application/json"
_S = TypeVar("_S", bound=msgspec.Struct)


async def check_body(connection: ASGIConnection[Any, Any, Any, Any], handler: BaseRouteHandler) -> None:
    """Guard of the API's routes: refuse a body that is not shallow, strictly typed JSON sent as ``application/json``.

    :raises ApiError: 415 for another content type; 400 for an empty body, one that is not JSON, one that nests
        deeper than :data:`MAX_DEPTH`, and one that does not fit the handler's Struct (the path names the field).
    """
    body = handler.parsed_fn_signature.parameters.get("data")
    if connection.scope.get("method") != "POST" or body is None:
        return
    request: Request[Any, Any, Any] = Request(connection.scope, connection.receive)
    media_type, _options = request.content_type
    if media_type != _JSON:
        raise ApiError(415, "headers.content-type", message("media_type", given=media_type or ""))
    raw = await request.body()  # kept in the scope: Litestar does not read it again
    if not raw.strip():
        raise ApiError(400, "", message("empty_body"))
    try:
        sent = msgspec.json.decode(raw)
    except RecursionError:
        raise ApiError(400, "", message("too_deep", limit=MAX_DEPTH)) from None
    except msgspec.DecodeError as exc:
        raise ApiError(400, "", Reworded(not_json(exc))) from None
    if _depth(sent) > MAX_DEPTH:
        raise ApiError(400, "", message("too_deep", limit=MAX_DEPTH))
    check_known_fields(sent, _strictly(raw, sent, body.annotation))


def _depth(value: Any) -> int:
    """How deep arrays and objects nest in decoded JSON (a scalar is 0), counted without recursion."""
    deepest, level = 0, [(value, 0)]
    while level:
        item, depth = level.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is None:
            continue
        deepest = max(deepest, depth + 1)
        if deepest > MAX_DEPTH:
            return deepest
        level.extend((child, depth + 1) for child in children)
    return deepest


def _strictly(raw: bytes, sent: Any, kind: type[_S]) -> _S:
    """The body as ``kind``, decoded with strict types (``"2000"`` is not an integer).

    :raises ApiError: 400 naming the field: a wrong type or value, a missing or unknown field.
    """
    try:
        return msgspec.json.decode(raw, type=kind)
    except msgspec.ValidationError as exc:
        path, reason = json_path(str(exc), cause=exc.__cause__)
        raise ApiError(400, _named(path, sent, kind), reason) from None


def _named(path: str, sent: Any, kind: type[msgspec.Struct]) -> str:
    """``path`` with each ``[...]`` (msgspec's "a value of this object") replaced by the key whose value is wrong.

    The key is found by decoding the body again with that object cut down to one key at a time.
    """
    while ANY_KEY in path:
        before = path.split(ANY_KEY, 1)[0].rstrip(".")
        holder = _at(sent, before)
        if not isinstance(holder, dict):
            return path
        for key, value in holder.items():
            holder_alone = {key: value}
            try:
                msgspec.convert(_replaced(sent, before, holder_alone), kind, strict=True, str_keys=True)
            except msgspec.ValidationError as exc:
                found, _reason = json_path(str(exc))
                if found.startswith(f"{before}.{ANY_KEY}" if before else ANY_KEY):
                    path = path.replace(ANY_KEY, str(key), 1)
                    sent = _replaced(sent, before, holder_alone)
                    break
        else:
            return path
    return path


def _steps(path: str) -> list[str]:
    return [step for step in path.split(".") if step]


def _at(sent: Any, path: str) -> Any:
    for step in _steps(path):
        if isinstance(sent, dict) and step in sent:
            sent = sent[step]
        elif isinstance(sent, list) and step.isdigit() and int(step) < len(sent):
            sent = sent[int(step)]
        else:
            return None
    return sent


def _replaced(sent: Any, path: str, value: Any) -> Any:
    """A copy of ``sent`` with the value at ``path`` replaced."""
    steps = _steps(path)
    if not steps:
        return value
    first, rest = steps[0], ".".join(steps[1:])
    if isinstance(sent, dict):
        return {**sent, first: _replaced(sent[first], rest, value)}
    index = int(first)
    return [*sent[:index], _replaced(sent[index], rest, value), *sent[index + 1 :]]


def check_known_fields(sent: Any, decoded: msgspec.Struct) -> None:
    """Raise when the JSON ``sent`` holds a key that ``decoded`` (its Struct) does not have, at any depth.

    :param sent: the body as plain JSON data.
    :param decoded: the Struct msgspec decoded it into.
    :raises ApiError: 400 naming the first unknown field's path.
    """
    _compare(sent, msgspec.to_builtins(decoded), "")


def _compare(sent: Any, known: Any, path: str) -> None:
    if isinstance(sent, dict) and isinstance(known, dict):
        by_name = {str(key): value for key, value in known.items()}  # JSON keys are text; a seat map's are numbers
        for key, value in sent.items():
            where = f"{path}.{key}" if path else str(key)
            if key not in by_name:
                raise ApiError(400, where, message("unknown_field", name=key))
            _compare(value, by_name[key], where)
    elif isinstance(sent, list) and isinstance(known, list):
        for index, (value, twin) in enumerate(zip(sent, known, strict=False)):
            _compare(value, twin, f"{path}.{index}")
