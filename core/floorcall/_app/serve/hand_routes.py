"""The API's routes of the stored hands under ``/hands``: start or import, list, read, report, change, export.

Besides starting (or importing, or redealing) and paging the hands: one hand now, the irregularities reportable in
it, its events and undo, and the hand as PHH. The handlers only translate between HTTP and
:class:`floorcall._app.serve.hands.HandService`; work that touches a hand or the store runs in a worker thread held
to the hook limit (:func:`~floorcall._app.serve.hook_guard.run_guarded`), so requests for different hands proceed in
parallel.
"""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from litestar import Request, Response, get, post
from litestar.params import FromPath, JSONBody, Parameter

from floorcall._app.phh import dumps
from floorcall._app.record import hand_to_history
from floorcall._app.serve.errors import error_responses
from floorcall._app.serve.hands import HandService, LiveHand
from floorcall._app.serve.hook_guard import run_guarded
from floorcall._app.serve.language import request_translator
from floorcall._app.serve.logbook import decode_cursor, encode_cursor
from floorcall._app.serve.logbook_routes import PAGE_LIMIT
from floorcall._app.serve.reportable import reportable_now
from floorcall._app.serve.schema import (
    EventAnswer,
    EventBody,
    HandList,
    HandState,
    HandSummary,
    Reportable,
    StartBody,
    UndoBody,
)
from floorcall._app.serve.views import expected_of, rule_answer_of, rulings_of, view_of
from floorcall.i18n import Translator

__all__ = ["HAND_ROUTES"]

_START_RESPONSES = error_responses(400, 401, 403, 404, 413, 415, 422, 503)  # 404: no such redeal_of
_HAND_RESPONSES = error_responses(400, 401, 403, 404, 409, 413, 415, 422, 503)
_HAND_GET_RESPONSES = error_responses(400, 401, 404, 503)  # a hand rebuilt asks its hooks
_READ_RESPONSES = error_responses(400, 401)


def _service(request: Request[Any, Any, Any]) -> HandService:
    service: HandService = request.app.state["api"].service
    return service


def _state(live: LiveHand, t: Translator, *, rulings: bool) -> HandState:
    hand = live.hand
    return HandState(
        id=live.id,
        game=hand.game.name,
        rulebook=live.rulebook,
        seq=live.seq,
        expected=expected_of(hand, live.shuffle),
        view=view_of(hand),
        rulings=rulings_of(hand, t) if rulings else msgspec.UNSET,
        event_name=live.event_name,
        table_name=live.table_name,
    )


@post("/hands", status_code=201, responses=_START_RESPONSES, summary="start a hand, or import one from PHH")
async def start_hand(request: Request[Any, Any, Any], data: JSONBody[StartBody]) -> HandState:
    """Start a hand from game and seats (stakes from the config's level or given), or import a PHH text."""
    service = _service(request)
    t = request_translator(request)
    return await run_guarded(request, lambda: _state(service.start(data), t, rulings=False))


@get("/hands", sync_to_thread=True, responses=_READ_RESPONSES, summary="the stored hands, newest first, by page")
def list_hands(
    request: Request[Any, Any, Any],
    limit: Annotated[
        int | None, Parameter(ge=1, le=PAGE_LIMIT, description="at most this many (all when absent)")
    ] = None,
    cursor: Annotated[str | None, Parameter(description="the `next` of the page before")] = None,
) -> HandList:
    """The stored hands: id, game, seq, whether it is over, when it was created, its event and table names."""
    rows = _service(request).store.summaries(None if limit is None else limit + 1, decode_cursor(cursor))
    shown = rows if limit is None else rows[:limit]
    hands = [msgspec.convert(msgspec.structs.asdict(row), HandSummary) for row in shown]
    if limit is None:
        return HandList(hands=hands)
    following = encode_cursor(shown[-1].created, shown[-1].id) if len(rows) > len(shown) else None
    return HandList(hands=hands, next=following)


@get("/hands/{hand_id:str}", responses=_HAND_GET_RESPONSES, summary="a hand now")
async def get_hand(request: Request[Any, Any, Any], hand_id: FromPath[str]) -> HandState:
    """The hand now, with every ruling so far."""
    service = _service(request)
    t = request_translator(request)

    def read() -> HandState:
        with service.locked(hand_id) as live:
            return _state(live, t, rulings=True)

    return await run_guarded(request, read)


@get(
    "/hands/{hand_id:str}/reportable",
    responses=_HAND_GET_RESPONSES,
    summary="the irregularities that can be reported now",
)
async def reportable(request: Request[Any, Any, Any], hand_id: FromPath[str]) -> Reportable:
    """The irregularities a dealer or floor person can report now in this game and street, with their fields."""
    service = _service(request)
    t = request_translator(request)

    def read() -> Reportable:
        with service.locked(hand_id) as live:
            return reportable_now(live.hand, t)

    return await run_guarded(request, read)


def _changed(live: LiveHand, ruling: Any, t: Translator, logged: list[str] | None = None) -> EventAnswer:
    hand = live.hand
    answer = rule_answer_of(hand, ruling, t) if ruling is not None else None
    expected = expected_of(hand, live.shuffle)
    return EventAnswer(seq=live.seq, ruling=answer, expected=expected, view=view_of(hand), logged=logged or [])


@post("/hands/{hand_id:str}/events", status_code=200, responses=_HAND_RESPONSES, summary="record an event")
async def post_event(request: Request[Any, Any, Any], hand_id: FromPath[str], data: JSONBody[EventBody]) -> EventAnswer:
    """Apply an event at ``seq``; an irregular one gets its ruling. Stored before it is answered."""
    service = _service(request)
    t = request_translator(request)

    def change() -> EventAnswer:
        notes = None if isinstance(data.ruling_notes, msgspec.UnsetType) else data.ruling_notes
        with service.locked(hand_id) as live:
            ruling, logged = service.post(live, data.seq, data.event, notes)
            return _changed(live, ruling, t, logged)

    return await run_guarded(request, change)


@post("/hands/{hand_id:str}/undo", status_code=200, responses=_HAND_RESPONSES, summary="take back the last event")
async def undo(request: Request[Any, Any, Any], hand_id: FromPath[str], data: JSONBody[UndoBody]) -> EventAnswer:
    """Take back the last event still in force (a mis-tap) with all the engine logged with it; kept for the audit."""
    service = _service(request)
    t = request_translator(request)

    def change() -> EventAnswer:
        with service.locked(hand_id) as live:
            service.undo(live, data.seq)
            return _changed(live, None, t)

    return await run_guarded(request, change)


@get(
    "/hands/{hand_id:str}/phh",
    media_type="application/toml",
    responses=_HAND_GET_RESPONSES,
    summary="the hand as PHH",
)
async def hand_phh(request: Request[Any, Any, Any], hand_id: FromPath[str]) -> Response[str]:
    """The hand so far as PHH with the ``_floorcall`` extension; undone events under ``_floorcall.undone``."""
    service = _service(request)

    def read() -> str:
        with service.locked(hand_id) as live:
            hand = live.hand
            undone = service.undone(live)
            more = {"undone": undone} if undone else None
            return dumps(hand_to_history([hand], hand.game.phh_code or hand.game.name, so_far=True, more=more))

    return Response(await run_guarded(request, read), media_type="application/toml")


HAND_ROUTES = [start_hand, list_hands, get_hand, reportable, post_event, undo, hand_phh]
"""The hand routes, in the order the API lists them."""
