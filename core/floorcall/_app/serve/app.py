"""The HTTP API under ``/api/v1`` (and the console's routes) as a Litestar app.

:func:`create_app` builds the app for a config, a store and an optional token. The handlers only translate: the
answers are the CLI's (:mod:`floorcall._app.situation`, :mod:`floorcall._app.report`) and the hands' (:mod:`.hands`).
Work that touches a hand or the store runs in a worker thread, so requests for different hands proceed in parallel.
"""

from __future__ import annotations

import hmac
from collections.abc import Callable
from typing import Annotated, Any, TypeVar

import msgspec
from litestar import Litestar, Request, Response, Router, get, post
from litestar.connection import ASGIConnection
from litestar.datastructures import MutableScopeHeaders
from litestar.enums import MediaType
from litestar.exceptions import NotFoundException
from litestar.handlers import HTTPRouteHandler
from litestar.handlers.base import BaseRouteHandler
from litestar.middleware import DefineMiddleware
from litestar.openapi import OpenAPIConfig, ResponseSpec
from litestar.openapi.plugins import JsonRenderPlugin, SwaggerRenderPlugin
from litestar.openapi.spec import Components, SecurityScheme
from litestar.params import FromPath, FromQuery, JSONBody, Parameter
from litestar.types import Message, Scope

from floorcall._app.phh import dumps
from floorcall._app.record import hand_to_history
from floorcall._app.report import PluginsReport, plugins_in_force, translated
from floorcall._app.rules_in_force import RulesReport
from floorcall._app.serve.console import console_router
from floorcall._app.serve.errors import EXCEPTION_HANDLERS, ApiError
from floorcall._app.serve.hands import HandService, LiveHand
from floorcall._app.serve.hook_guard import HookGuard
from floorcall._app.serve.language import LANG_PARAMETER, ContentLanguage, request_language, request_translator
from floorcall._app.serve.logbook import RulingLog, decode_cursor, encode_cursor
from floorcall._app.serve.logbook_routes import LOG_ROUTES, PAGE_LIMIT
from floorcall._app.serve.messages import Refused, message
from floorcall._app.serve.quick import start_situation
from floorcall._app.serve.reportable import reportable_now
from floorcall._app.serve.rules import describe_rule, rules_of
from floorcall._app.serve.schema import (
    ErrorAnswer,
    EventAnswer,
    EventBody,
    HandList,
    HandState,
    HandSummary,
    Health,
    NextAnswer,
    NextBody,
    Reportable,
    RuleAnswer,
    RuleBody,
    RuleInfo,
    StartBody,
    UndoBody,
)
from floorcall._app.serve.sheet import sheet_router
from floorcall._app.serve.site import LOOPBACK_HOSTS, site_guard
from floorcall._app.serve.strict import check_body
from floorcall._app.serve.views import expected_of, rule_answer_of, rulings_of, view_of
from floorcall._app.situation import SituationReader, expectation_answer, rule_answer
from floorcall._plugins import Catalog, Selection
from floorcall._plugins.watch import DEFAULT_HOOK_LIMIT
from floorcall.build import VERSION
from floorcall.errors import NoRulingError
from floorcall.i18n import DEFAULT_LANGUAGE, Translator, translator

__all__ = ["MAX_BODY_BYTES", "TOKEN_COOKIE", "create_app"]

TOKEN_COOKIE = "floorcall-token"
"""The cookie in which the console keeps the token for the ruling sheets (``SameSite=Strict``, ``/rulings`` only)."""

MAX_BODY_BYTES = 1024 * 1024
"""Request bodies above this many bytes are refused with 413 (a PHH hand is a few kilobytes)."""

_T = TypeVar("_T")
_ERRORS: dict[int, ResponseSpec] = {
    code: ResponseSpec(data_container=ErrorAnswer, description="an error, with the field it is in", examples=[])
    for code in (400, 401, 403, 404, 409, 413, 415, 422, 503)
}
_RESPONSES = {code: _ERRORS[code] for code in (400, 401, 403, 413, 415, 422, 503)}
_START_RESPONSES = {code: _ERRORS[code] for code in (400, 401, 403, 404, 413, 415, 422, 503)}  # 404: no such redeal_of
_HAND_RESPONSES = {code: _ERRORS[code] for code in (400, 401, 403, 404, 409, 413, 415, 422, 503)}
_GET_RESPONSES = {code: _ERRORS[code] for code in (400, 401, 404)}
_HAND_GET_RESPONSES = {code: _ERRORS[code] for code in (400, 401, 404, 503)}  # a hand rebuilt asks its hooks
_READ_RESPONSES = {400: _ERRORS[400], 401: _ERRORS[401]}


class _Api:
    """The state the handlers share: the installed plugins, the server's config selection and the hands."""

    def __init__(self, catalog: Catalog, selection: Selection | None, service: HandService) -> None:
        self.catalog = catalog
        self.selection = selection
        self.service = service
        self.situations = SituationReader(catalog)


def _api(request: Request[Any, Any, Any]) -> _Api:
    api: _Api = request.app.state["api"]
    return api


async def _run(request: Request[Any, Any, Any], call: Callable[[], _T]) -> _T:
    """Run a request's work in a worker thread, its hook calls held to the hook limit (503 past it)."""
    guard: HookGuard = request.app.state["guard"]
    return await guard.run(call)


# -- what the server has ---------------------------------------------------------------------------------------


@get("/health", sync_to_thread=False, opt={"public": True}, responses=_READ_RESPONSES, summary="liveness")
def health() -> Health:
    """The server is up."""
    return Health(status="ok", version=VERSION)


@get(
    "/plugins",
    sync_to_thread=False,
    responses=_READ_RESPONSES,
    summary="the plugins, games, rulebooks and options of the server's config",
)
def plugins(request: Request[Any, Any, Any]) -> PluginsReport:
    """What ``floorcall plugins --config CONFIG --json`` prints for the server's config, descriptions translated."""
    reports: dict[str, PluginsReport] = request.app.state["plugins"]
    language = request_language(request)
    if language not in reports:  # the English report, translated once per language
        reports[language] = translated(reports["en"], translator(language))
    return reports[language]


@get(
    "/rules",
    sync_to_thread=True,
    responses=_GET_RESPONSES,
    summary="the rules in force, as floorcall rules --json (the server's config; game and rulebook may be given)",
)
def rules_list(
    request: Request[Any, Any, Any], game: FromQuery[str | None] = None, rulebook: FromQuery[str | None] = None
) -> RulesReport:
    """Every rule of the rulebook in force with its title, the plugin that answers it and the house's changes.

    ``game`` keeps the rules that speak to that game; ``rulebook`` lists another installed rulebook under the same
    house plugins. 400 for a name nothing installed provides.
    """
    api = _api(request)
    return rules_of(api.catalog, api.service.config.selection, game, rulebook, request_translator(request))


@get("/rules/{citation:path}", sync_to_thread=False, responses=_GET_RESPONSES, summary="a rule's title and summary")
def rule_info(request: Request[Any, Any, Any], citation: FromPath[str]) -> RuleInfo:
    """A citation's title and the project's one-line summary of it; 404 when no installed plugin describes it."""
    citation = citation.lstrip("/")  # a path parameter: IDs such as TDA2024-53A/B hold a slash
    found = describe_rule(_api(request).catalog, citation, request_translator(request))
    if found is None:
        raise ApiError(404, "citation", message("no_rule", id=citation))
    return found


# -- situations, as the CLI's rule and next ---------------------------------------------------------------------


@post("/rule", status_code=200, responses=_RESPONSES, summary="rule on a situation, as floorcall rule --json")
async def rule(request: Request[Any, Any, Any], data: JSONBody[RuleBody]) -> RuleAnswer:
    """Play a situation to its question and rule on it: the object ``floorcall rule --json`` prints."""
    api = _api(request)
    house = None if isinstance(data.house, msgspec.UnsetType) else data.house
    t = request_translator(request)

    def answer() -> RuleAnswer:
        one = None if isinstance(data.hand, msgspec.UnsetType) else data.hand
        hand, events = api.situations.open_text(data.phh, "phh", api.selection, house, one)
        try:
            return msgspec.convert(rule_answer(hand, events, t), RuleAnswer)
        except NoRulingError as exc:
            raise ApiError(422, "phh", Refused(exc)) from None

    return await _run(request, answer)


@post("/next", status_code=200, responses=_RESPONSES, summary="what a situation expects next, as floorcall next --json")
async def next_(request: Request[Any, Any, Any], data: JSONBody[NextBody]) -> NextAnswer:
    """What the situation's hand expects next: the object ``floorcall next --json`` prints."""
    api = _api(request)

    def answer() -> NextAnswer:
        one = None if isinstance(data.hand, msgspec.UnsetType) else data.hand
        hand, events = api.situations.open_text(data.phh, "phh", api.selection, None, one)
        for event in events:
            hand.apply(event)
        return msgspec.convert(expectation_answer(hand), NextAnswer)

    return await _run(request, answer)


# -- hands ------------------------------------------------------------------------------------------------------


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
    service = _api(request).service
    t = request_translator(request)
    return await _run(request, lambda: _state(service.start(data), t, rulings=False))


@get("/hands", sync_to_thread=True, responses=_READ_RESPONSES, summary="the stored hands, newest first, by page")
def list_hands(
    request: Request[Any, Any, Any],
    limit: Annotated[
        int | None, Parameter(ge=1, le=PAGE_LIMIT, description="at most this many (all when absent)")
    ] = None,
    cursor: Annotated[str | None, Parameter(description="the `next` of the page before")] = None,
) -> HandList:
    """The stored hands: id, game, seq, whether it is over, when it was created, its event and table names."""
    rows = _api(request).service.store.summaries(None if limit is None else limit + 1, decode_cursor(cursor))
    shown = rows if limit is None else rows[:limit]
    hands = [msgspec.convert(msgspec.structs.asdict(row), HandSummary) for row in shown]
    if limit is None:
        return HandList(hands=hands)
    following = encode_cursor(shown[-1].created, shown[-1].id) if len(rows) > len(shown) else None
    return HandList(hands=hands, next=following)


@get("/hands/{hand_id:str}", responses=_HAND_GET_RESPONSES, summary="a hand now")
async def get_hand(request: Request[Any, Any, Any], hand_id: FromPath[str]) -> HandState:
    """The hand now, with every ruling so far."""
    service = _api(request).service
    t = request_translator(request)

    def read() -> HandState:
        with service.locked(hand_id) as live:
            return _state(live, t, rulings=True)

    return await _run(request, read)


@get(
    "/hands/{hand_id:str}/reportable",
    responses=_HAND_GET_RESPONSES,
    summary="the irregularities that can be reported now",
)
async def reportable(request: Request[Any, Any, Any], hand_id: FromPath[str]) -> Reportable:
    """The irregularities a dealer or floor person can report now in this game and street, with their fields."""
    service = _api(request).service
    t = request_translator(request)

    def read() -> Reportable:
        with service.locked(hand_id) as live:
            return reportable_now(live.hand, t)

    return await _run(request, read)


def _changed(live: LiveHand, ruling: Any, t: Translator, logged: list[str] | None = None) -> EventAnswer:
    hand = live.hand
    answer = rule_answer_of(hand, ruling, t) if ruling is not None else None
    expected = expected_of(hand, live.shuffle)
    return EventAnswer(seq=live.seq, ruling=answer, expected=expected, view=view_of(hand), logged=logged or [])


@post("/hands/{hand_id:str}/events", status_code=200, responses=_HAND_RESPONSES, summary="record an event")
async def post_event(request: Request[Any, Any, Any], hand_id: FromPath[str], data: JSONBody[EventBody]) -> EventAnswer:
    """Apply an event at ``seq``; an irregular one gets its ruling. Stored before it is answered."""
    service = _api(request).service
    t = request_translator(request)

    def change() -> EventAnswer:
        notes = None if isinstance(data.ruling_notes, msgspec.UnsetType) else data.ruling_notes
        with service.locked(hand_id) as live:
            ruling, logged = service.post(live, data.seq, data.event, notes)
            return _changed(live, ruling, t, logged)

    return await _run(request, change)


@post("/hands/{hand_id:str}/undo", status_code=200, responses=_HAND_RESPONSES, summary="take back the last event")
async def undo(request: Request[Any, Any, Any], hand_id: FromPath[str], data: JSONBody[UndoBody]) -> EventAnswer:
    """Take back the last event still in force (a mis-tap) with all the engine logged with it; kept for the audit."""
    service = _api(request).service
    t = request_translator(request)

    def change() -> EventAnswer:
        with service.locked(hand_id) as live:
            service.undo(live, data.seq)
            return _changed(live, None, t)

    return await _run(request, change)


@get(
    "/hands/{hand_id:str}/phh",
    media_type="application/toml",
    responses=_HAND_GET_RESPONSES,
    summary="the hand as PHH",
)
async def hand_phh(request: Request[Any, Any, Any], hand_id: FromPath[str]) -> Response[str]:
    """The hand so far as PHH with the ``_floorcall`` extension; undone events under ``_floorcall.undone``."""
    service = _api(request).service

    def read() -> str:
        with service.locked(hand_id) as live:
            hand = live.hand
            undone = service.undone(live)
            more = {"undone": undone} if undone else None
            return dumps(hand_to_history([hand], hand.game.phh_code or hand.game.name, so_far=True, more=more))

    return Response(await _run(request, read), media_type="application/toml")


# -- the documentation ------------------------------------------------------------------------------------------


@get("/docs", sync_to_thread=False, opt={"public": True}, include_in_schema=False, media_type=MediaType.HTML)
def docs(request: Request[Any, Any, Any]) -> Response[bytes]:
    """The API's documentation page: Litestar's Swagger UI on the OpenAPI document (its scripts come from a CDN)."""
    page = _SWAGGER.render(request, request.app.openapi_schema.to_schema())
    return Response(page, media_type=MediaType.HTML)


_SWAGGER = SwaggerRenderPlugin()


async def _allow_every_method(message: Message, scope: Scope) -> None:
    """Name in the ``Allow`` of Litestar's automatic answer to OPTIONS every method the path takes.

    Litestar makes that answer when it builds a path's route, from the handlers it knows of then; a path with two
    handlers (``/hands``: GET and POST) kept the first one's methods only, unlike the OpenAPI document and the 405s.
    """
    if message["type"] != "http.response.start" or scope.get("method") != "OPTIONS":
        return
    headers = MutableScopeHeaders.from_message(message)
    handler = scope.get("route_handler")
    if "allow" not in headers or not isinstance(handler, HTTPRouteHandler):
        return
    taken = scope["litestar_app"].route_handler_method_map
    headers["Allow"] = ", ".join(sorted({method for path in handler.paths for method in taken.get(path, ())}))


def _json_not_found(response: Response[Any]) -> Response[Any]:
    """After Litestar's document router: its HTML page for a path it does not serve, as the API's JSON 404."""
    if response.status_code == 404:
        raise NotFoundException
    return response


# -- the app ----------------------------------------------------------------------------------------------------


def _guard(
    token: str | None, *, cookie: bool = False
) -> Callable[[ASGIConnection[Any, Any, Any, Any], BaseRouteHandler], None]:
    """The token check; with ``cookie``, the token may also come in the cookie the console sets (a sheet's link)."""
    expected = token.encode() if token else b""

    def check(connection: ASGIConnection[Any, Any, Any, Any], handler: BaseRouteHandler) -> None:
        if not token or handler.opt.get("public"):
            return
        sent = connection.headers.get("authorization")
        kept = connection.cookies.get(TOKEN_COOKIE) if cookie else None
        if sent is None and kept is not None:
            sent = f"Bearer {kept}"
        if sent is None:
            raise ApiError(401, "headers.authorization", message("token_missing"))
        scheme, _, given = sent.partition(" ")
        # compare_digest takes as long whatever the token sent, so its timing says nothing about the right one
        if not hmac.compare_digest(given.strip().encode(), expected) or scheme.lower() != "bearer":
            raise ApiError(401, "headers.authorization", message("token_wrong"))

    return check


def create_app(
    service: HandService,
    catalog: Catalog,
    selection: Selection | None,
    token: str | None = None,
    language: str = DEFAULT_LANGUAGE,
    hosts: frozenset[str] = LOOPBACK_HOSTS,
    hook_limit: float = DEFAULT_HOOK_LIMIT,
) -> Litestar:
    """The Litestar app: the API under ``/api/v1`` and the console (``console_router``: ``/`` and ``/static``).

    :param service: the hands and their store.
    :param catalog: the installed plugins.
    :param selection: the server's config selection for situations (``--config``), or None for each file's own.
    :param token: when given, every API path but ``health`` and ``openapi.json`` wants ``Bearer <token>``.
    :param language: the language of answers to requests that name none floorcall ships (``lang``,
        ``Accept-Language``): one of :data:`~floorcall.i18n.LANGUAGES`.
    :param hosts: the names the server answers to in ``Host`` (:func:`~floorcall._app.serve.site.allowed_hosts`);
        a change must also come from a page of the server's own (see :mod:`floorcall._app.serve.site`).
    :param hook_limit: seconds a plugin's hook call may run in a request; past it the request answers 503 naming
        the plugin, and what it would have changed is dropped (:mod:`floorcall._app.serve.hook_guard`; 0: no limit).
    :raises ValueError: a language floorcall does not ship.
    """
    translator(language)  # refuses a language floorcall does not ship
    guard = HookGuard(hook_limit)
    api = Router(
        path="/api/v1",
        route_handlers=[
            health,
            plugins,
            rules_list,
            rule_info,
            rule,
            next_,
            start_situation,
            start_hand,
            list_hands,
            get_hand,
            reportable,
            post_event,
            undo,
            hand_phh,
            *LOG_ROUTES,
            docs,
        ],
        guards=[_guard(token), check_body],
        parameters={"lang": LANG_PARAMETER},
    )
    app = Litestar(
        route_handlers=[api, console_router, sheet_router(_guard(token, cookie=True))],
        guards=[site_guard(hosts)],
        exception_handlers=EXCEPTION_HANDLERS,
        middleware=[DefineMiddleware(ContentLanguage, default=language)],
        request_max_body_size=MAX_BODY_BYTES,
        openapi_config=OpenAPIConfig(
            title="floorcall",
            version=VERSION,
            # the router sits at the document's own path, so the only page it serves is the JSON document
            path="/api/v1/openapi.json",
            render_plugins=[JsonRenderPlugin(path="/")],
            openapi_router=Router(
                "/api/v1/openapi.json", route_handlers=[], include_in_schema=False, after_request=_json_not_found
            ),
            components=Components(security_schemes={"bearer": SecurityScheme(type="http", scheme="bearer")}),
            security=[{"bearer": []}] if token else None,
        ),
        logging_config=None,
        on_shutdown=[guard.stop],
        before_send=[_allow_every_method],
    )
    app.state["guard"] = guard
    app.state["api"] = _Api(catalog, selection, service)
    app.state["log"] = RulingLog(service.store, service.room, service.seats_of)
    app.state["plugins"] = {DEFAULT_LANGUAGE: plugins_in_force(catalog, service.config.selection)}
    app.state["language"] = language
    return app
