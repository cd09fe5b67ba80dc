"""The API's routes of the event and its ruling log: ``/event``, ``/rulings`` (paged, filtered, CSV) and one ruling.

The handlers only translate between HTTP and :class:`floorcall._app.serve.logbook.RulingLog`.
"""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any

from litestar import Request, Response, get, post
from litestar.openapi import ResponseSpec
from litestar.params import FromPath, JSONBody, Parameter

from floorcall._app.serve.language import request_translator
from floorcall._app.serve.logbook import RulingLog
from floorcall._app.serve.logbook_store import LogFilter
from floorcall._app.serve.schema import AmendBody, ErrorAnswer, EventInfo, LogEntry, LogPage, RulebookInfo, VoidBody

__all__ = ["LOG_ROUTES", "PAGE_LIMIT"]

PAGE_LIMIT = 200
"""The most rows one page of the ruling log or of the hands holds."""

_SPEC = ResponseSpec(data_container=ErrorAnswer, description="an error, with the field it is in", examples=[])
_READ = {400: _SPEC, 401: _SPEC}
_ONE = {400: _SPEC, 401: _SPEC, 404: _SPEC}
_CHANGE = {code: _SPEC for code in (400, 401, 403, 404, 409, 413, 415, 422)}

Table = Annotated[str | None, Parameter(description="only the rulings at this table (its name)")]
Rule = Annotated[str | None, Parameter(description="only the rulings citing this rule ID")]
Book = Annotated[str | None, Parameter(description="only the rulings under this rulebook")]
Day = Annotated[date | None, Parameter(description="only the rulings of this day (YYYY-MM-DD, the room's)")]
Limit = Annotated[int, Parameter(ge=1, le=PAGE_LIMIT, description="at most this many rulings")]
Cursor = Annotated[str | None, Parameter(description="the `next` of the page before")]


def _log(request: Request[Any, Any, Any]) -> RulingLog:
    log: RulingLog = request.app.state["log"]
    return log


def _wanted(log: RulingLog, table: str | None, rule: str | None, rulebook: str | None, day: date | None) -> LogFilter:
    since, until = log.room.day(day) if day is not None else (None, None)
    return LogFilter(table=table, rule=rule, rulebook=rulebook, since=since, until=until)


@get("/event", sync_to_thread=False, responses=_READ, summary="the event, its time zone and the rulebooks offered")
def event_info(request: Request[Any, Any, Any]) -> EventInfo:
    """The event the server runs: its name, kind, the rulebook it fixes (or None) and the rulebooks a hand may use."""
    room = _log(request).room
    api = request.app.state["api"]
    catalog = api.catalog
    t = request_translator(request)
    names = [room.rulebook] if room.rulebook is not None else sorted(catalog.rulebooks)
    books = [
        RulebookInfo(
            name=name,
            plugin=catalog.rulebooks[name][0].name,
            description=t.description("rulebook", name, catalog.rulebooks[name][1].description),
        )
        for name in names
    ]
    return EventInfo(
        name=room.event_name,
        kind=room.kind,
        rulebook=room.rulebook,
        default_rulebook=api.service.config.selection.rulebook,
        rulebooks=books,
        time_zone=room.time_zone,
    )


@get("/rulings", sync_to_thread=True, responses=_READ, summary="the ruling log, newest first, by page")
def list_rulings(
    request: Request[Any, Any, Any],
    table: Table = None,
    rule: Rule = None,
    rulebook: Book = None,
    day: Day = None,
    limit: Limit = 50,
    cursor: Cursor = None,
) -> LogPage:
    """The current version of every logged ruling that fits the filters; ``next`` leads to the following page."""
    log = _log(request)
    return log.page(_wanted(log, table, rule, rulebook, day), limit, cursor, request_translator(request))


@get(
    "/rulings.csv",
    sync_to_thread=True,
    media_type="text/csv",
    responses=_READ,
    summary="the ruling log as CSV",
)
def rulings_csv(
    request: Request[Any, Any, Any],
    table: Table = None,
    rule: Rule = None,
    rulebook: Book = None,
    day: Day = None,
) -> Response[str]:
    """Every logged ruling that fits the filters, newest first, one CSV row each (its current version)."""
    log = _log(request)
    text = log.csv(_wanted(log, table, rule, rulebook, day), request_translator(request))
    name = f"rulings-{day.isoformat()}.csv" if day is not None else "rulings.csv"
    headers = {"Content-Disposition": f'attachment; filename="{name}"'}
    return Response(text, media_type="text/csv; charset=utf-8", headers=headers)


@get("/rulings/{ruling_id:str}", sync_to_thread=True, responses=_ONE, summary="a logged ruling and its history")
def get_ruling(request: Request[Any, Any, Any], ruling_id: FromPath[str]) -> LogEntry:
    """The ruling as it stands, with every earlier version in ``history``."""
    return _log(request).one(ruling_id, request_translator(request))


@post(
    "/rulings/{ruling_id:str}/amend",
    status_code=200,
    sync_to_thread=True,
    responses=_CHANGE,
    summary="amend a logged ruling's notes",
)
def amend_ruling(request: Request[Any, Any, Any], ruling_id: FromPath[str], data: JSONBody[AmendBody]) -> LogEntry:
    """Write the ruling's next version with the notes given (floor person, players, note, penalties)."""
    return _log(request).amend(ruling_id, data, request_translator(request))


@post(
    "/rulings/{ruling_id:str}/void",
    status_code=200,
    sync_to_thread=True,
    responses=_CHANGE,
    summary="void a logged ruling",
)
def void_ruling(request: Request[Any, Any, Any], ruling_id: FromPath[str], data: JSONBody[VoidBody]) -> LogEntry:
    """Write the ruling's next version, voided, with the reason; the earlier versions stay."""
    return _log(request).void(ruling_id, data, request_translator(request))


LOG_ROUTES = (event_info, list_rulings, rulings_csv, get_ruling, amend_ruling, void_ruling)
"""The handlers, for the API's router."""
