"""The HTTP API under ``/api/v1`` (and the console's routes) as a Litestar app.

:func:`create_app` builds the app for a config, a store and an optional token. The handlers only translate: the
answers are the CLI's (:mod:`floorcall._app.situation`, :mod:`floorcall._app.report`). The routes of the stored hands
(:mod:`.hand_routes`), the quick question (:mod:`.quick`) and the ruling log (:mod:`.logbook_routes`) have their own
modules; ``create_app`` registers them under ``/api/v1``. A situation is played and ruled on in a worker thread.
"""

from __future__ import annotations

import hmac
from collections.abc import Callable
from typing import Annotated, Any

import msgspec
from litestar import Litestar, Request, Response, Router, get, post
from litestar.connection import ASGIConnection
from litestar.datastructures import MutableScopeHeaders
from litestar.enums import MediaType
from litestar.exceptions import NotFoundException
from litestar.handlers import HTTPRouteHandler
from litestar.handlers.base import BaseRouteHandler
from litestar.middleware import DefineMiddleware
from litestar.openapi import OpenAPIConfig
from litestar.openapi.plugins import JsonRenderPlugin, SwaggerRenderPlugin
from litestar.openapi.spec import Components, SecurityScheme
from litestar.params import FromPath, FromQuery, JSONBody, Parameter
from litestar.types import Message, Scope

from floorcall._app.report import PluginsReport, plugins_in_force, translated
from floorcall._app.rules_in_force import RulesReport
from floorcall._app.serve.console import console_router
from floorcall._app.serve.errors import EXCEPTION_HANDLERS, ApiError, error_responses
from floorcall._app.serve.hand_routes import HAND_ROUTES
from floorcall._app.serve.hands import HandService
from floorcall._app.serve.hook_guard import HookGuard, run_guarded
from floorcall._app.serve.language import LANG_PARAMETER, ContentLanguage, request_language, request_translator
from floorcall._app.serve.logbook import RulingLog
from floorcall._app.serve.logbook_routes import LOG_ROUTES
from floorcall._app.serve.messages import Refused, message
from floorcall._app.serve.quick import start_situation
from floorcall._app.serve.rules import describe_rule, rules_of
from floorcall._app.serve.schema import (
    Health,
    NextAnswer,
    NextBody,
    RuleAnswer,
    RuleBody,
    RuleInfo,
)
from floorcall._app.serve.sheet import sheet_router
from floorcall._app.serve.site import LOOPBACK_HOSTS, site_guard
from floorcall._app.serve.strict import check_body
from floorcall._app.serve.tournament_floor import TournamentFloor
from floorcall._app.serve.tournament_pages import tournament_router
from floorcall._app.serve.tournament_routes import TOURNAMENT_ROUTES
from floorcall._app.situation import SituationReader, expectation_answer, rule_answer
from floorcall._plugins import Catalog, Selection
from floorcall._plugins.watch import DEFAULT_HOOK_LIMIT
from floorcall.build import VERSION
from floorcall.errors import NoRulingError
from floorcall.i18n import DEFAULT_LANGUAGE, translator

__all__ = ["MAX_BODY_BYTES", "TOKEN_COOKIE", "create_app"]

TOKEN_COOKIE = "floorcall-token"
"""The cookie in which the console keeps the token for the ruling sheets (``SameSite=Strict``, ``/rulings`` only)."""

MAX_BODY_BYTES = 1024 * 1024
"""Request bodies above this many bytes are refused with 413 (a PHH hand is a few kilobytes)."""

_RESPONSES = error_responses(400, 401, 403, 413, 415, 422, 503)
_GET_RESPONSES = error_responses(400, 401, 404)
Query = Annotated[
    str | None,
    Parameter(
        max_length=200,
        description=(
            "a rule number as printed, or words in English, Spanish or Italian; looked up in every installed "
            "rulebook unless rulebook names one or the server's event fixes one"
        ),
    ),
]
_READ_RESPONSES = error_responses(400, 401)


class _Api:
    """The state the handlers share: the installed plugins, the server's config selection and the hands."""

    def __init__(self, catalog: Catalog, selection: Selection | None, service: HandService) -> None:
        self.catalog = catalog
        self.selection = selection
        self.service = service

    @property
    def situations(self) -> SituationReader:
        """The hand service's reader of situations (one reader, and one cache of read files, per server)."""
        return self.service.situations


def _api(request: Request[Any, Any, Any]) -> _Api:
    api: _Api = request.app.state["api"]
    return api


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
    request: Request[Any, Any, Any],
    game: FromQuery[str | None] = None,
    rulebook: FromQuery[str | None] = None,
    q: Query = None,
) -> RulesReport:
    """Every rule of the rulebook in force with its title, summary, the plugin that answers it and the house's changes.

    Each rule names the shipped example situations it rules on (found by ruling each example under that rulebook).
    ``game`` keeps the rules that speak to that game; ``rulebook`` lists another installed rulebook under the same
    house plugins. ``q`` looks a rule up: by its number as printed (``34A``, ``RP-10``, ``WSOP24L-137``) or by words
    of its title and summary in English, Spanish or Italian (``string raise``, ``carta expuesta``), accents and case
    ignored; only the rules found are listed, best first, in every installed rulebook (``rulebook`` null, each rule's
    ``under`` naming the book it is in force under) unless ``rulebook`` names one or the server's event fixes one.
    400 for a name nothing installed provides.
    """
    api = _api(request)
    service = api.service
    t = request_translator(request)
    selection = service.config.selection
    return rules_of(api.catalog, selection, game, rulebook, t, q, fixed=service.room.rulebook, reader=api.situations)


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

    return await run_guarded(request, answer)


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

    return await run_guarded(request, answer)


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
            *HAND_ROUTES,
            *LOG_ROUTES,
            *TOURNAMENT_ROUTES,
            docs,
        ],
        guards=[_guard(token), check_body],
        parameters={"lang": LANG_PARAMETER},
    )
    app = Litestar(
        route_handlers=[api, console_router, tournament_router, sheet_router(_guard(token, cookie=True))],
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
    app.state["tournaments"] = tournaments = TournamentFloor(catalog, service.store, hands=service)
    service.take_stakes_from(tournaments.stakes_now)
    app.state["plugins"] = {DEFAULT_LANGUAGE: plugins_in_force(catalog, service.config.selection)}
    app.state["language"] = language
    return app
