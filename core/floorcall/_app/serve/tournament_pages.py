"""The tournament's pages: the floor's view (``/tournaments``, ``/tournaments/{id}``) and the TV clock.

The floor's view lists the tournaments, makes one from a pasted config, and shows one: the clock, the tables with
their players and stacks, the moves the next balancing point makes, the busts and the places, the alternates list,
and the rebuys and add-ons sold with the prize pool; its buttons are the floor's actions (bust, move, register,
re-enter, an alternate, a rebuy or the add-on, balance, break a table, the clock, undo), sent to the JSON API with the
floor's token.
The clock page (``/tournaments/{id}/clock``) is for the room's TV: it reads the public clock route, counts down by
itself between reads, and sounds when a level or a break begins; it shows the prize pool, the rebuys and add-ons
sold, and the alternates waiting. Every word the pages show is in :data:`WORDS`,
which ``tools/catalogs.py`` extracts (context ``tournament.<key>``) for the Spanish and Italian.
"""

from __future__ import annotations

import functools
from typing import Any, Final

import msgspec
from litestar import MediaType, Request, Response, Router, get
from litestar.params import FromPath

from floorcall._app.serve.console import LANGUAGE_NAMES, TEMPLATES
from floorcall._app.serve.language import request_language
from floorcall.i18n import DEFAULT_LANGUAGE, translator

__all__ = ["WORDS", "tournament_router", "tournament_words"]

WORDS: Final[dict[str, str]] = {
    "lang": "en",
    "title": "floorcall: tournaments",
    "clock_title": "floorcall: tournament clock",
    "heading": "Tournaments",
    "language": "Language",
    "none": "No tournament is stored yet.",
    "make": "New tournament",
    "config": "Config (TOML, with a [tournament] table)",
    "seed": "Seed of the seat draw",
    "make_go": "Make the tournament and draw the seats",
    "open": "Open",
    "row": "{name}: {players} players left",
    "token": "Floor token",
    "token_go": "Use this token",
    "clock": "Clock",
    "clock_page": "TV clock",
    "level": "Level {level}",
    "on_break": "Break",
    "colour_up": "Colour-up: the {chip} chips leave play",
    "paused": "Paused",
    "not_started": "Not started",
    "time_left": "Time left",
    "next_level": "Next level",
    "next_break": "Next break in",
    "no_next": "Last level",
    "players_left": "Players left",
    "average": "Average stack",
    "entries": "Entries",
    "prize_pool": "Prize pool",
    "blinds": "Blinds {blinds}",
    "ante": "Ante {ante}",
    "bb_ante": "Big blind ante {ante}",
    "bring_in": "Bring-in {bring_in}, bets {small}/{big}",
    "tables": "Tables",
    "table": "Table {table}",
    "halted": "Play halts here until the tables are balanced",
    "seat": "Seat",
    "player": "Player",
    "stack": "Chips",
    "waits": "waits for the button",
    "moves": "Moves to make",
    "no_moves": "The tables are balanced.",
    "move_row": "{entry}: table {from_table} seat {from_seat} to table {to_table} seat {to_seat}",
    "busts": "Out, not yet placed",
    "places": "Places",
    "place_row": "{place}. {player}",
    "prize": "{prize}",
    "actions": "The floor's actions",
    "entry": "Entry",
    "winner": "Chips to (optional)",
    "bust": "Bust",
    "to_table": "To table",
    "to_seat": "To seat",
    "move": "Move",
    "balance": "Balancing point (place the busts, break and balance)",
    "break_table": "Break this table",
    "start": "Start the clock",
    "pause": "Pause",
    "resume": "Resume",
    "add_minute": "Add a minute",
    "take_minute": "Take a minute",
    "colour_chip": "Chip to race off",
    "colour_go": "Colour up now",
    "undo": "Undo the last bust or move",
    "player_name": "Player's name",
    "register": "Register",
    "re_enter": "Re-enter",
    "alternate": "Put on the alternates list",
    "alternates": "Alternates",
    "no_alternates": "Nobody is waiting for a seat.",
    "purchases": "Rebuys and add-ons",
    "rebuys": "Rebuys",
    "add_ons": "Add-ons",
    "no_purchases": "No rebuy or add-on sold yet.",
    "rebuy_row": "{entry}: a rebuy of {chips} chips at level {level}",
    "rebuy_back_row": "{entry}: a rebuy of {chips} chips at level {level}, back at table {table} seat {seat}",
    "add_on_row": "{entry}: the add-on of {chips} chips at level {level}",
    "rebuy": "Rebuy",
    "penalty": "Give the penalty",
    "penalty_hands": "Hands to miss",
    "serving": "misses {hands} more hands",
    "add_on": "Add-on",
    "sound": "Sound on",
    "error": "Refused: {reason}",
    "done": "Done.",
}
"""Every word of the tournament pages (English), by key; ``lang`` is the language's code."""


@functools.cache
def tournament_words(language: str = DEFAULT_LANGUAGE) -> dict[str, str]:
    """:data:`WORDS` in ``language`` (the core's catalog; English where it lacks one).

    :raises ValueError: a language floorcall does not ship.
    """
    t = translator(language)
    table = {key: t.template(f"tournament.{key}", text) for key, text in WORDS.items() if key != "lang"}
    return {"lang": language, **table}


def _page(request: Request[Any, Any, Any], template: str, tournament_id: str) -> Response[str]:
    language = request_language(request, cookie=True)
    words = tournament_words(language)
    embedded = msgspec.json.encode(words).decode().replace("</", "<\\/")
    html = TEMPLATES.get_template(template).render(
        t=words, languages=LANGUAGE_NAMES, words_json=embedded, tournament_id=tournament_id
    )
    headers = {"Cache-Control": "no-store", "Content-Language": language}
    return Response(html, media_type=MediaType.HTML, headers=headers)


@get("/", media_type=MediaType.HTML, include_in_schema=False, sync_to_thread=False)
def tournaments_page(request: Request[Any, Any, Any]) -> Response[str]:
    """The list of tournaments and the form that makes one (the page asks for the token when the API wants one)."""
    return _page(request, "tournament.html", "")


@get("/{tournament_id:str}", media_type=MediaType.HTML, include_in_schema=False, sync_to_thread=False)
def tournament_page(request: Request[Any, Any, Any], tournament_id: FromPath[str]) -> Response[str]:
    """One tournament's floor view."""
    return _page(request, "tournament.html", tournament_id)


@get("/{tournament_id:str}/clock", media_type=MediaType.HTML, include_in_schema=False, sync_to_thread=False)
def clock_page(request: Request[Any, Any, Any], tournament_id: FromPath[str]) -> Response[str]:
    """The full-screen clock for the room's TV (public: it reads only the public clock route)."""
    return _page(request, "clock.html", tournament_id)


tournament_router: Final = Router(
    path="/tournaments", route_handlers=[tournaments_page, tournament_page, clock_page], include_in_schema=False
)
"""The tournament pages' routes; include it in the app (their scripts and styles are in the console's ``/static``)."""
