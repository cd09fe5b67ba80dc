"""The floor console: the page a floor person uses at the table, served at ``/`` with its CSS and JavaScript.

The page is rendered on the server with Jinja2 and talks to the hand only through the JSON API under ``/api/v1``;
its script is plain JavaScript written for it, served from ``/static`` by floorcall itself (no build step, no CDN).
Every word the page shows comes from :data:`MESSAGES`, one table the languages work can translate.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

import jinja2
import msgspec
from litestar import MediaType, Response, Router, get
from litestar.static_files import create_static_files_router

__all__ = ["MESSAGES", "console_router", "render_console"]

MESSAGES: Final[dict[str, str]] = {
    "title": "floorcall: floor console",
    "loading": "Loading...",
}
"""Every string the page shows, by key (the page's script gets the same table); the one place to translate."""

_HERE: Final = Path(__file__).parent
_TEMPLATES: Final = jinja2.Environment(
    loader=jinja2.FileSystemLoader(_HERE / "templates"),
    autoescape=True,
    undefined=jinja2.StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)


def render_console() -> str:
    """Render the console page.

    :returns: the page's HTML; every string on it comes from :data:`MESSAGES`, which is also embedded as JSON for
        the page's script.
    """
    template = _TEMPLATES.get_template("console.html")
    return template.render(t=MESSAGES, messages_json=msgspec.json.encode(MESSAGES).decode().replace("</", "<\\/"))


@get("/", media_type=MediaType.HTML, include_in_schema=False, sync_to_thread=False)
def console_page() -> Response[str]:
    """Serve the console page (public: the page itself asks for the token when the API wants one)."""
    return Response(render_console(), media_type=MediaType.HTML, headers={"Cache-Control": "no-store"})


console_router: Final = Router(
    path="/",
    route_handlers=[
        console_page,
        create_static_files_router(path="/static", directories=[_HERE / "static"], include_in_schema=False),
    ],
)
"""The console's routes: ``/`` (the page) and ``/static/...`` (its stylesheet and script); include it in the app."""
