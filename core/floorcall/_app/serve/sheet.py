"""The printable sheet of one logged ruling: the page a floor person shows or hands a player, at a permanent link.

``/rulings/{id}`` renders the ruling as it stands (its version and status said) in the language the sheet is asked
in (``?lang=``, else as the console's page chooses), with each cited rule's title and summary from the plugin that
declares it. With a token the sheet wants it like the API does, or in the cookie the console sets when the token is
given (``SameSite=Strict`` and for ``/rulings`` only), so that the link opens in the floor's browser.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from litestar import MediaType, Request, Response, Router, get
from litestar.connection import ASGIConnection
from litestar.handlers.base import BaseRouteHandler
from litestar.params import FromPath
from msgspec import UnsetType

from floorcall._app.serve.console import LANGUAGE_NAMES, TEMPLATES, console_messages
from floorcall._app.serve.language import request_language
from floorcall._app.serve.logbook import RulingLog
from floorcall._app.serve.rules import describe_rule
from floorcall._app.serve.schema import LogEntry, Penalty, PlayerInvolved, RuleInfo
from floorcall.i18n import translator

__all__ = ["render_sheet", "sheet_router"]


def _player(player: PlayerInvolved, table: dict[str, str]) -> str:
    if player.name:
        return table["sheet.seat_named"].format(seat=player.seat, name=player.name)
    return table["sheet.seat"].format(seat=player.seat)


def _penalty(penalty: Penalty, table: dict[str, str]) -> str:
    hands = "" if isinstance(penalty.hands, UnsetType) else penalty.hands
    return table[f"sheet.penalty.{penalty.kind}"].format(seat=penalty.seat, hands=hands)


_SUITS = {"s": "\u2660", "h": "\u2665", "d": "\u2666", "c": "\u2663"}


def _value(name: str, value: object, table: dict[str, str]) -> str:
    """A remedy's field as the console shows it: a seat as "seat 3", a card with its suit's sign."""
    if name in ("seat", "dealer") or name.endswith("_seat"):
        return table["seat.n"].format(seat=value)
    if name == "card" and isinstance(value, str) and len(value) == 2:
        return value[0].replace("T", "10") + _SUITS.get(value[1], value[1])
    return str(value)


def _remedy(remedy: dict[str, Any], table: dict[str, str]) -> str | None:
    """A remedy in words from the console's table (None when it has none for this remedy)."""
    kind = str(remedy.get("kind", ""))
    key = (
        f"remedy.{kind}.no_seat"
        if remedy.get("seat") is None and f"remedy.{kind}.no_seat" in table
        else f"remedy.{kind}"
    )
    if key not in table:
        return None
    values = {name: _value(name, value, table) for name, value in remedy.items() if name != "kind"}
    try:
        return table[key].format(**values)
    except (KeyError, IndexError):
        return None


def render_sheet(entry: LogEntry, rules: list[RuleInfo], language: str, link: str) -> str:
    """The sheet's HTML for a ruling (in ``language``: ``entry`` and ``rules`` already in it).

    :param rules: the title and summary of each cited rule that an installed plugin describes.
    :param link: the sheet's own address, printed on it.
    """
    table = console_messages(language)
    irregularity = str(entry.irregularity.get("kind", ""))
    return TEMPLATES.get_template("sheet.html").render(
        t=table,
        entry=entry,
        rules=rules,
        link=link,
        languages=LANGUAGE_NAMES,
        irregularity=table.get(f"irregularity.{irregularity}", irregularity),
        kind=table.get(f"kind.{entry.kind}", entry.kind),
        status=table.get(f"log.status.{entry.status}", entry.status),
        players=[_player(p, table) for p in entry.players],
        penalties=[_penalty(p, table) for p in entry.penalties],
        remedies=[text for text in (_remedy(r, table) for r in entry.remedy_details) if text],
    )


@get("/{ruling_id:str}", media_type=MediaType.HTML, include_in_schema=False, sync_to_thread=True)
def ruling_sheet(request: Request[Any, Any, Any], ruling_id: FromPath[str]) -> Response[str]:
    """The sheet of a logged ruling in the language of ``?lang=`` (else the console's); a JSON 404 for none."""
    language = request_language(request, cookie=True)
    log: RulingLog = request.app.state["log"]
    t = translator(language)
    entry = log.one(ruling_id, t)
    catalog = request.app.state["api"].catalog
    rules = [found for found in (describe_rule(catalog, c, t) for c in entry.citations) if found is not None]
    link = str(request.url.with_replacements(query=""))
    headers = {"Content-Language": language, "Cache-Control": "no-store"}
    return Response(render_sheet(entry, rules, language, link), media_type=MediaType.HTML, headers=headers)


def sheet_router(guard: Callable[[ASGIConnection[Any, Any, Any, Any], BaseRouteHandler], None]) -> Router:
    """The sheets' routes (``/rulings/{id}``) behind ``guard`` (the token check that also reads the cookie)."""
    return Router(path="/rulings", route_handlers=[ruling_sheet], guards=[guard], include_in_schema=False)
