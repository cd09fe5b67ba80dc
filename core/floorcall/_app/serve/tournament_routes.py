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
from litestar.handlers import HTTPRouteHandler
from litestar.params import FromPath, JSONBody

from floorcall._app.serve.errors import error_responses
from floorcall._app.serve.hook_guard import run_guarded
from floorcall._app.serve.tournament_floor import LiveTournament, TournamentFloor
from floorcall._app.serve.tournament_schema import (
    AddOnAction,
    AlternateAction,
    AnyAction,
    BalanceAction,
    BreakTableAction,
    BustAction,
    ClockAction,
    ClockState,
    ColourUpAction,
    HandAction,
    MoveAction,
    PenaltyAction,
    PlayerAction,
    RebuyAction,
    ReEnterAction,
    SeatCard,
    TournamentBody,
    TournamentRow,
    TournamentState,
    UndoBody,
)
from floorcall._app.serve.tournament_views import clock_of, row_of, seat_card_of, state_of

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


@get(
    "/tournaments/{tournament_id:str}/seat-card/{player:str}",
    responses=_ONE,
    summary="a player's seat card: his table, seat and chips, to print",
)
async def seat_card(request: Request[Any, Any, Any], tournament_id: FromPath[str], player: FromPath[str]) -> SeatCard:
    """Where the player's live entry sits (table and seat), his chips and the level; 404 when he has no seat."""
    floor = _floor(request)

    def card() -> SeatCard:
        live = floor.get(tournament_id)
        with live.lock:
            return seat_card_of(live, player)

    return await run_guarded(request, card)


async def _act(request: Request[Any, Any, Any], tournament_id: str, action: AnyAction | HandAction) -> TournamentState:
    floor = _floor(request)
    return await run_guarded(request, lambda: _state(floor.act(tournament_id, action)))


def _action_route(path: str, body: type[AnyAction | HandAction], summary: str, doc: str) -> HTTPRouteHandler:
    """The route ``POST /tournaments/{id}/<path>`` taking a ``body`` action to :meth:`TournamentFloor.act`.

    Each action's route has the same shape (the tournament's id, the action as the JSON body, the tournament as it
    then stands); only the path, the body's type and the words differ. The handler is named ``act_<path>`` (its
    OpenAPI operation id) and its annotations are the real types, for Litestar to read.
    """

    async def handler(request: Request[Any, Any, Any], tournament_id: str, data: Any) -> TournamentState:
        return await _act(request, tournament_id, data)

    handler.__name__ = handler.__qualname__ = f"act_{path.replace('-', '_')}"
    handler.__doc__ = doc
    handler.__annotations__ = {
        "request": Request[Any, Any, Any],
        "tournament_id": FromPath[str],
        "data": JSONBody[body],  # type: ignore[valid-type,misc]
        "return": TournamentState,
    }
    route = post(f"/tournaments/{{tournament_id:str}}/{path}", status_code=200, responses=_CHANGE, summary=summary)
    return route(handler)


_ACTIONS = (
    ("register", PlayerAction, "register a player late", "A new player draws a seat from the pool, with a full stack."),
    (
        "re-enter",
        ReEnterAction,
        "re-enter a player",
        "A player who entered before buys a new stack and draws a new seat.",
    ),
    (
        "alternate",
        AlternateAction,
        "put a player on the alternates list",
        "The player waits for a seat; the next balancing point with a seat open seats him with a full stack.",
    ),
    (
        "bust",
        BustAction,
        "take a player out",
        "The entry leaves his seat (his chips to the winner named); he is placed at the next balancing point.",
    ),
    (
        "move",
        MoveAction,
        "move a player to a seat",
        "The entry moves with his chips to an open seat (the one he drew, when found in the wrong one).",
    ),
    (
        "rebuy",
        RebuyAction,
        "sell a seated entry a rebuy",
        "The rebuy's chips join the entry's stack and its money the prize pool, while the config sells one.",
    ),
    (
        "add-on",
        AddOnAction,
        "sell a seated entry the add-on",
        "The add-on's chips join the entry's stack and its money the prize pool, once an entry.",
    ),
    (
        "penalty",
        PenaltyAction,
        "give a seated entry a missed-hands penalty",
        "He misses that many hands wherever he is seated: his seat is dealt in, his blinds and antes posted, his hand "
        "killed; a move to another table takes the hands still to miss with him.",
    ),
    (
        "balance",
        BalanceAction,
        "a balancing point: place the busts, break and balance the tables",
        "The hands are over at every table: the busts are placed, tables not needed break, the rest are balanced.",
    ),
    ("break-table", BreakTableAction, "break a table", "The table closes now: its players draw new tables and seats."),
    (
        "colour-up",
        ColourUpAction,
        "colour up now: race a chip off at every table",
        "Between hands, the chip's odd chips are raced off at every table as the rulebook's chip race says, as at a "
        "break's colour-up; the smallest chip left is the next of the config's chip set.",
    ),
    (
        "clock",
        ClockAction,
        "start, pause or resume the clock, or add time",
        "The clock's change, at the server's wall-clock time.",
    ),
    (
        "hand",
        HandAction,
        "take a hand played through /hands at a tournament table into the stacks",
        "The finished hand's result moves the seats' stacks; a player left with no chip busts.",
    ),
)
"""Each action's path, body, summary and description."""

_ACTION_ROUTES = tuple(_action_route(*row) for row in _ACTIONS)


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
    seat_card,
    *_ACTION_ROUTES,
    undo_tournament,
)
"""The handlers, for the API's router."""
