"""The API's routes of the tournaments under ``/tournaments``: make one, read it and its clock, the floor's actions.

Each action (register, re-enter, bust, move, balance, break a table, the clock, a hand played through ``/hands``)
and the undo is made against the tournament's ``seq`` and answers the tournament as it then stands. The clock
(``/tournaments/{id}/clock``) reads without the floor's token, for the room's TV. The handlers only translate
between HTTP and :class:`floorcall._app.serve.tournament_floor.TournamentFloor`; the work runs in a worker thread
held to the hook limit, since every move asks the rulebook's hooks
(:func:`~floorcall._app.serve.hook_guard.run_guarded`).
"""

from __future__ import annotations

from typing import Any

from litestar import Request, get, post
from litestar.params import FromPath, JSONBody

from floorcall._app.serve.errors import error_responses
from floorcall._app.serve.hook_guard import run_guarded
from floorcall._app.serve.tournament_floor import LiveTournament, TournamentFloor
from floorcall._app.serve.tournament_schema import (
    AnyAction,
    BalanceAction,
    BreakTableAction,
    BustAction,
    ClockAction,
    ClockState,
    HandAction,
    MoveAction,
    PlayerAction,
    ReEnterAction,
    TournamentBody,
    TournamentRow,
    TournamentState,
    UndoBody,
)
from floorcall._app.serve.tournament_views import clock_of, row_of, state_of

__all__ = ["TOURNAMENT_ROUTES"]

_MAKE = error_responses(400, 401, 403, 413, 415, 422, 503)
_CHANGE = error_responses(400, 401, 403, 404, 409, 413, 415, 422, 503)
_ONE = error_responses(400, 401, 404, 503)
_READ = error_responses(400, 401, 503)


def _floor(request: Request[Any, Any, Any]) -> TournamentFloor:
    floor: TournamentFloor = request.app.state["tournaments"]
    return floor


def _state(live: LiveTournament) -> TournamentState:
    with live.lock:
        return state_of(live)


@post("/tournaments", status_code=201, responses=_MAKE, summary="make a tournament from a config and seat its players")
async def make_tournament(request: Request[Any, Any, Any], data: JSONBody[TournamentBody]) -> TournamentState:
    """A new tournament from a config's TOML text (with ``[tournament]``): its players draw their seats."""
    floor = _floor(request)
    return await run_guarded(request, lambda: _state(floor.create(data)))


@get("/tournaments", responses=_READ, summary="the stored tournaments, newest first")
async def list_tournaments(request: Request[Any, Any, Any]) -> list[TournamentRow]:
    """Every tournament the server keeps: its id, name, ``seq`` and players left."""
    floor = _floor(request)
    return await run_guarded(request, lambda: [row_of(live) for live in floor.all()])


@get("/tournaments/{tournament_id:str}", responses=_ONE, summary="a tournament: tables, clock, busts, places")
async def get_tournament(request: Request[Any, Any, Any], tournament_id: FromPath[str]) -> TournamentState:
    """The tournament as it stands: its tables and seats, the clock, busts, places, payouts and pending moves."""
    floor = _floor(request)
    return await run_guarded(request, lambda: _state(floor.get(tournament_id)))


@get(
    "/tournaments/{tournament_id:str}/clock",
    opt={"public": True},
    responses=error_responses(400, 404, 503),
    summary="a tournament's clock, for the room's TV (no token needed)",
)
async def tournament_clock(request: Request[Any, Any, Any], tournament_id: FromPath[str]) -> ClockState:
    """The level, its stakes, the time left, the next level, the next break, the players left, the average stack."""
    floor = _floor(request)

    def clock() -> ClockState:
        live = floor.get(tournament_id)
        with live.lock:
            return clock_of(live)

    return await run_guarded(request, clock)


async def _act(request: Request[Any, Any, Any], tournament_id: str, action: AnyAction | HandAction) -> TournamentState:
    floor = _floor(request)
    return await run_guarded(request, lambda: _state(floor.act(tournament_id, action)))


@post("/tournaments/{tournament_id:str}/register", status_code=200, responses=_CHANGE, summary="register a player late")
async def act_register(
    request: Request[Any, Any, Any], tournament_id: FromPath[str], data: JSONBody[PlayerAction]
) -> TournamentState:
    """A new player draws a seat from the pool, with a full stack."""
    return await _act(request, tournament_id, data)


@post("/tournaments/{tournament_id:str}/re-enter", status_code=200, responses=_CHANGE, summary="re-enter a player")
async def act_re_enter(
    request: Request[Any, Any, Any], tournament_id: FromPath[str], data: JSONBody[ReEnterAction]
) -> TournamentState:
    """A player who entered before buys a new stack and draws a new seat."""
    return await _act(request, tournament_id, data)


@post("/tournaments/{tournament_id:str}/bust", status_code=200, responses=_CHANGE, summary="take a player out")
async def act_bust(
    request: Request[Any, Any, Any], tournament_id: FromPath[str], data: JSONBody[BustAction]
) -> TournamentState:
    """The entry leaves his seat (his chips to the winner named); he is placed at the next balancing point."""
    return await _act(request, tournament_id, data)


@post("/tournaments/{tournament_id:str}/move", status_code=200, responses=_CHANGE, summary="move a player to a seat")
async def act_move(
    request: Request[Any, Any, Any], tournament_id: FromPath[str], data: JSONBody[MoveAction]
) -> TournamentState:
    """The entry moves with his chips to an open seat (the one he drew, when found in the wrong one)."""
    return await _act(request, tournament_id, data)


@post(
    "/tournaments/{tournament_id:str}/balance",
    status_code=200,
    responses=_CHANGE,
    summary="a balancing point: place the busts, break and balance the tables",
)
async def act_balance(
    request: Request[Any, Any, Any], tournament_id: FromPath[str], data: JSONBody[BalanceAction]
) -> TournamentState:
    """The hands are over at every table: the busts are placed, tables not needed break, the rest are balanced."""
    return await _act(request, tournament_id, data)


@post("/tournaments/{tournament_id:str}/break-table", status_code=200, responses=_CHANGE, summary="break a table")
async def act_break_table(
    request: Request[Any, Any, Any], tournament_id: FromPath[str], data: JSONBody[BreakTableAction]
) -> TournamentState:
    """The table closes now: its players draw new tables and seats."""
    return await _act(request, tournament_id, data)


@post(
    "/tournaments/{tournament_id:str}/clock",
    status_code=200,
    responses=_CHANGE,
    summary="start, pause or resume the clock, or add time",
)
async def act_clock(
    request: Request[Any, Any, Any], tournament_id: FromPath[str], data: JSONBody[ClockAction]
) -> TournamentState:
    """The clock's change, at the server's wall-clock time."""
    return await _act(request, tournament_id, data)


@post(
    "/tournaments/{tournament_id:str}/hand",
    status_code=200,
    responses=_CHANGE,
    summary="take a hand played through /hands at a tournament table into the stacks",
)
async def act_hand(
    request: Request[Any, Any, Any], tournament_id: FromPath[str], data: JSONBody[HandAction]
) -> TournamentState:
    """The finished hand's result moves the seats' stacks; a player left with no chip busts."""
    return await _act(request, tournament_id, data)


@post(
    "/tournaments/{tournament_id:str}/undo",
    status_code=200,
    responses=_CHANGE,
    summary="undo the last bust or move (the floor's mistake)",
)
async def undo_tournament(
    request: Request[Any, Any, Any], tournament_id: FromPath[str], data: JSONBody[UndoBody]
) -> TournamentState:
    """Undo the last action in force when it is a bust or a move; the tournament is as it was before it."""
    floor = _floor(request)
    return await run_guarded(request, lambda: _state(floor.undo(tournament_id, data.seq)))


TOURNAMENT_ROUTES = (
    make_tournament,
    list_tournaments,
    get_tournament,
    tournament_clock,
    act_register,
    act_re_enter,
    act_bust,
    act_move,
    act_balance,
    act_break_table,
    act_clock,
    act_hand,
    undo_tournament,
)
"""The handlers, for the API's router."""
