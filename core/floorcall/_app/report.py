"""Reports the command line prints: what is installed and in force."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import msgspec

from floorcall._app.answer_text import edition_words
from floorcall._plugins import CORE_DEFAULTS, Catalog, Floor, PluginInfo, Selection, declarations, defaults, discover
from floorcall.i18n import Translator, translator
from floorcall.model.procedure import OptionValue
from floorcall.rulekit.book import Rulebook

__all__ = [
    "GameEntry",
    "OptionEntry",
    "PluginEntry",
    "PluginsReport",
    "follows",
    "plugins_in_force",
    "plugins_report",
    "render_plugins",
    "source_words",
    "text_table",
    "translated",
]

_KIND_ORDER = {"house": 0, "rulebook": 1, "game": 2}


class PluginEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One plugin: its name, where it comes from, what kind it is and what it provides."""

    name: str
    kind: str
    target: str
    distribution: str | None
    games: tuple[str, ...]
    rulebooks: tuple[str, ...]


class GameEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One game and the plugin that provides it."""

    name: str
    family: str
    phh_code: str | None
    max_seats: int
    plugin: str
    description: str
    #: the game's streets, in order, and the cards a seat is dealt (all, and face up): the console's quick question
    streets: tuple[str, ...] = ()
    hand_cards: int = 0
    upcards: int = 0
    structure: str = ""


class OptionEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One option: its value and where the value came from."""

    name: str
    value: OptionValue
    source: str
    choices: tuple[str, ...]
    description: str


class PluginsReport(msgspec.Struct, frozen=True, kw_only=True):
    """What ``floorcall plugins`` prints: plugins in precedence order, games, rulebooks, options.

    ``rulebooks`` rows are (name, plugin, description); ``editions`` gives a rulebook's edition and its ISO date
    (either may be ""), for the books that declare one; ``follows`` the rulebooks a book falls back to where it is
    silent, nearest first (wsop-2024: tda-2024), for the books that fall back.
    """

    plugins: tuple[PluginEntry, ...]
    games: tuple[GameEntry, ...]
    rulebooks: tuple[tuple[str, str, str], ...]
    options: tuple[OptionEntry, ...]
    editions: dict[str, tuple[str, str]] = msgspec.field(default_factory=dict)
    follows: dict[str, tuple[str, ...]] = msgspec.field(default_factory=dict)


def follows(catalog: Catalog, name: str) -> tuple[str, ...]:
    """The rulebooks ``name`` falls back to where it is silent, nearest first, as installed.

    :param catalog: the installed plugins.
    :param name: an installed rulebook's name.
    :returns: each book named by the one before's :class:`~floorcall.rulekit.Fallback` (a book not installed is
        listed and ends the chain; a book already listed ends it too); () for a book that follows none.
    """
    chain: list[str] = []
    book = name
    while book in catalog.rulebooks:
        plugin = catalog.rulebooks[book][0].obj
        fallback = plugin.fallback if isinstance(plugin, Rulebook) else None
        if fallback is None or fallback.book in chain or fallback.book == name:
            break
        chain.append(fallback.book)
        book = fallback.book
    return tuple(chain)


def _about(catalog: Catalog, names: Sequence[str]) -> dict[str, Any]:
    """The ``editions`` and ``follows`` of a :class:`PluginsReport` for the rulebooks ``names``."""
    specs = [catalog.rulebooks[n][1] for n in names]
    return {
        "editions": {s.name: (s.version, s.issued) for s in specs if s.version or s.issued},
        "follows": {n: chain for n in names if (chain := follows(catalog, n))},
    }


def _entry(info: PluginInfo) -> PluginEntry:
    return PluginEntry(
        name=info.name,
        kind=info.kind,
        target=info.value,
        distribution=info.distribution,
        games=tuple(g.name for g in info.games),
        rulebooks=tuple(r.name for r in info.rulebooks),
    )


def plugins_report(catalog: Catalog | None = None, config: str | None = None) -> PluginsReport:
    """Describe the plugins, in precedence order, with the games, rulebooks and options they declare.

    :param catalog: the installed plugins (default: :func:`floorcall._plugins.discover`).
    :param config: a tournament config file: describe only what it puts in force, with each option's value and
        where the value came from.
    :raises PluginLoadError: a plugin cannot be discovered.
    :raises ConfigError: the config is invalid.
    """
    catalog = catalog if catalog is not None else discover()
    if config is not None:
        return _in_force(catalog, config)
    infos = sorted(catalog.plugins.values(), key=lambda p: (_KIND_ORDER[p.kind], p.name))
    core = declarations(CORE_DEFAULTS, defaults)
    entries = (
        *map(_entry, infos),
        PluginEntry(
            name=CORE_DEFAULTS,
            kind="core",
            target="floorcall._plugins.defaults",
            distribution="floorcall",
            games=(),
            rulebooks=(),
        ),
    )
    games = tuple(
        GameEntry(
            name=g.name,
            family=g.family,
            phh_code=g.phh_code,
            max_seats=g.max_seats,
            plugin=p.name,
            description=g.description,
            streets=tuple(s.value for s in g.streets),
            hand_cards=g.hand_cards,
            upcards=g.upcards,
            structure=g.structure.value,
        )
        for name, (p, g) in sorted(catalog.games.items())
    )
    books = tuple((name, p.name, r.description) for name, (p, r) in sorted(catalog.rulebooks.items()))
    options = tuple(
        OptionEntry(
            name=o.name, value=o.default, source=f"default ({info.name})", choices=o.choices, description=o.description
        )
        for info in (*infos, core)
        for o in info.options
    )
    return PluginsReport(
        plugins=entries,
        games=games,
        rulebooks=books,
        options=tuple(sorted(options, key=lambda o: o.name)),
        **_about(catalog, [name for name, _, _ in books]),
    )


def _in_force(catalog: Catalog, path: str) -> PluginsReport:
    from pathlib import Path

    from floorcall._app.config import load_config

    return plugins_in_force(catalog, load_config(Path(path), catalog).selection)


def plugins_in_force(catalog: Catalog, selection: Selection) -> PluginsReport:
    """Describe what a config's selection puts in force, as ``floorcall plugins --config`` does.

    :param catalog: the installed plugins.
    :param selection: the config's games, rulebook, house plugins and option values.
    :raises ConfigError: the selection names something not installed, or a bad option value.
    """
    floor = Floor(catalog, selection)
    names = floor.plugin_names
    entries = tuple(
        _entry(catalog.plugins[n])
        if n in catalog.plugins
        else PluginEntry(
            name=n, kind="core", target="floorcall._plugins.defaults", distribution="floorcall", games=(), rulebooks=()
        )
        for n in names
    )
    games = tuple(
        GameEntry(
            name=g.name,
            family=g.family,
            phh_code=g.phh_code,
            max_seats=g.max_seats,
            plugin=catalog.games[g.name][0].name,
            description=g.description,
            streets=tuple(s.value for s in g.streets),
            hand_cards=g.hand_cards,
            upcards=g.upcards,
            structure=g.structure.value,
        )
        for g in floor.games.values()
    )
    books = (
        ((floor.rulebook.name, catalog.rulebooks[floor.rulebook.name][0].name, floor.rulebook.description),)
        if floor.rulebook
        else ()
    )
    options = tuple(
        OptionEntry(
            name=name,
            value=value,
            source=floor.option_sources[name],
            choices=floor.option_specs[name].choices,
            description=floor.option_specs[name].description,
        )
        for name, value in sorted(floor.options.items())
    )
    return PluginsReport(
        plugins=entries, games=games, rulebooks=books, options=options, **_about(catalog, [n for n, _, _ in books])
    )


def translated(report: PluginsReport, t: Translator) -> PluginsReport:
    """The report with the descriptions of games, rulebooks and options in ``t``'s language (names unchanged)."""
    replace = msgspec.structs.replace
    return replace(
        report,
        games=tuple(replace(g, description=t.description("game", g.name, g.description)) for g in report.games),
        rulebooks=tuple((n, p, t.description("rulebook", n, d)) for n, p, d in report.rulebooks),
        options=tuple(replace(o, description=t.description("option", o.name, o.description)) for o in report.options),
    )


def render_plugins(report: PluginsReport, t: Translator | None = None) -> str:
    """The report as text tables (rich's), one section per kind of thing, in ``t``'s language (English when None).

    Names, codes, option values and sources stay as a config writes them; headings and descriptions are translated.
    The text is the same on a terminal and off one: no colour, no wrapping, each column as wide as its longest cell.
    """
    t = t or translator()
    plugins = [
        (
            p.name,
            t.name("plugin_kind", p.kind),
            p.target,
            t.words("plugins.provides", "provides: {names}", names=", ".join((*p.games, *p.rulebooks)) or "-"),
        )
        for p in report.plugins
    ]
    games = [
        (
            g.name,
            g.family,
            f"phh {g.phh_code or '-'}",
            t.words("plugins.seats", "up to {seats} seats", seats=g.max_seats),
            t.description("game", g.name, g.description),
        )
        for g in report.games
    ]
    rulebooks = [
        (
            name,
            t.words("plugins.from", "from {plugin}", plugin=plugin),
            t.description("rulebook", name, description),
            _edition_words(report, name, t),
        )
        for name, plugin, description in report.rulebooks
    ]
    options = [
        (o.name, "=", str(o.value).lower() if isinstance(o.value, bool) else str(o.value), source_words(o.source, t))
        for o in report.options  # a bool as TOML writes it
    ]
    return "".join(
        (
            t.words("plugins.heading.plugins", "plugins (the first answers first):") + "\n",
            text_table(plugins),
            t.words("plugins.heading.games", "games:") + "\n",
            text_table(games),
            t.words("plugins.heading.rulebooks", "rulebooks:") + "\n",
            text_table(rulebooks),
            t.words("plugins.heading.options", "options:") + "\n",
            text_table(options),
        )
    )


def _edition_words(report: PluginsReport, name: str, t: Translator) -> str:
    """A rulebook's edition and date, and the books it falls back to, in words ("" when it declares none)."""
    parts = []
    edition = edition_words(*report.editions.get(name, ("", "")), t)
    if edition:
        parts.append(edition)
    if name in report.follows:
        chain = " > ".join(report.follows[name])
        parts.append(t.words("plugins.follows", "where silent: {books}", books=chain))
    return "; ".join(parts)


#: Wide enough that no row of ``floorcall plugins`` wraps; lines are stripped of the padding on their right.
_TABLE_WIDTH = 1000


def text_table(rows: Sequence[tuple[str, ...]]) -> str:
    """Rows as columns two spaces apart, each line indented by two, as plain text whatever the terminal."""
    if not rows:
        return ""
    import io

    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    table = Table.grid(padding=(0, 2))
    for _ in rows[0]:
        table.add_column(no_wrap=True)
    for row in rows:
        table.add_row(*(Text(cell) for cell in row))  # Text: a name with [brackets] is not markup
    out = io.StringIO()
    Console(file=out, width=_TABLE_WIDTH, color_system=None, force_terminal=False, highlight=False).print(table)
    return "".join(f"  {line.rstrip()}\n" for line in out.getvalue().splitlines())


_SOURCE = re.compile(r"^(default|rulebook|house plugin) \((.+)\)$")


def source_words(source: str, t: Translator) -> str:
    """Where an option's value comes from, as a person reads it in ``t``'s language; the plugin's name unchanged.

    :param source: the source as ``plugins --json`` gives it: ``"default (core)"``, ``"rulebook (tda-2024)"``,
        ``"house plugin (acme-floor)"`` or ``"house"`` (the config's ``[house] options``).
    :returns: its words (``"por defecto (core)"``); a source of another form as it is.
    """
    if source == "house":
        return t.words("plugins.source.house", "house")
    match = _SOURCE.match(source)
    if match is None:
        return source
    kind, plugin = match.groups()
    if kind == "default":
        return t.words("plugins.source.default", "default ({plugin})", plugin=plugin)
    if kind == "rulebook":
        return t.words("plugins.source.rulebook", "rulebook ({plugin})", plugin=plugin)
    return t.words("plugins.source.house_plugin", "house plugin ({plugin})", plugin=plugin)
