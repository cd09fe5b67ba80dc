"""Tournament and cash-game configuration: one TOML file names the games, levels, rulebook and house rules.

The file is decoded and validated with msgspec (kebab-case keys, unknown keys rejected), then checked against the
installed plugins: games, rulebook, house plugins and options must exist, each level must give the stakes every
game in the rotation needs, and the table may not seat more players than a game allows. Every error names the file,
the key path and the reason, and lists the valid choices where there are some.
"""

from __future__ import annotations

import zoneinfo
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import Annotated, Literal

import msgspec
import rtoml
from msgspec import Meta

from floorcall._app.config_checks import MAX_CHIPS, check_depth, check_house, check_stakes
from floorcall._app.mtt_config import BreakConfig, MttConfig
from floorcall._app.wording import not_toml, not_utf8_message, raised_with, reason_message, reason_of, unreadable
from floorcall._plugins import Catalog, Selection
from floorcall.errors import ConfigError
from floorcall.i18n import CORE
from floorcall.model.messages import Message
from floorcall.model.procedure import GameSpec, OptionValue, Stakes
from floorcall.model.types import MAX_SEATS, PluginName

__all__ = [
    "ConfigStruct",
    "EventConfig",
    "HouseConfig",
    "LevelConfig",
    "LevelStakes",
    "RotationConfig",
    "TournamentConfig",
    "load_config",
    "loads_config",
]


#: A chip amount in a config: a whole number from 0 to the largest signed 64-bit integer.
Chips = Annotated[int, Meta(ge=0, le=MAX_CHIPS, description="chip amount, in the smallest chip in play")]
#: A bet size (small bet, big bet, minimum bet): a chip amount above 0.
BetSize = Annotated[int, Meta(gt=0, le=MAX_CHIPS, description="bet size, in the smallest chip in play")]

#: The choices of the config keys whose value is one of a few words, listed when the value is none of them.
_CHOICES: dict[str, tuple[str, ...]] = {
    "$.event.kind": ("tournament", "cash"),
    "$.rotation.change": ("level", "orbit", "{ hands = N }"),
}

_NO_BET_SIZE = "a level needs small-bet (fixed limit), min-bet or blinds"


def _stakes_problem(error: ValueError) -> Message:
    """Why a level's amounts do not make stakes, as a message (the core's Stakes checks raise theirs as one)."""
    if str(error) == _NO_BET_SIZE:
        return CORE.msg("config.no_bet_size", "a level needs small-bet (fixed limit), min-bet or blinds")
    return reason_of(error)


class ConfigStruct(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True, rename="kebab"):
    """Base of every config table: frozen, keyword-only, kebab-case keys, unknown keys rejected."""


class EventConfig(ConfigStruct, frozen=True, kw_only=True):
    """The ``[event]`` table.

    :param name: the event's name, shown on every hand.
    :param kind: ``"tournament"`` or ``"cash"``.
    :param rulebook: the rulebook in force (``"tda-2024"``, ``"rrop"``).
    :param seats: seats at the table (2..10).
    :param starting_stack: chips each entrant starts with.
    :param hand_minutes: simulated minutes a hand takes, which moves the level clock in ``floorcall run``.
    :param starts_at: when the event starts, with a UTC offset (optional).
    :param time_zone: the room's time zone, an IANA name (``"Europe/Madrid"``): the times of the server's ruling
        log are shown in it (UTC when not given).
    """

    name: str
    kind: Literal["tournament", "cash"] = "tournament"
    rulebook: PluginName | None = None
    seats: Annotated[int, Meta(ge=2, le=MAX_SEATS)] = 8
    starting_stack: Annotated[int, Meta(gt=0, le=MAX_CHIPS)] = 20000
    hand_minutes: Annotated[float, Meta(gt=0)] = 2.0
    starts_at: Annotated[datetime, Meta(tz=True)] | None = None
    time_zone: str = "UTC"


class HandsChange(ConfigStruct, frozen=True, kw_only=True):
    """Change game every ``hands`` hands."""

    hands: Annotated[int, Meta(ge=1)]


class RotationConfig(ConfigStruct, frozen=True, kw_only=True):
    """The ``[rotation]`` table: the games in order, and when the game changes.

    :param games: game names, played in this order and then again.
    :param change: ``"level"`` (each level), ``"orbit"`` (each time the deal has gone round the table), or
        ``{ hands = N }``. A hand in progress always finishes as the game it was dealt.
    """

    games: tuple[PluginName, ...]
    change: Literal["level", "orbit"] | HandsChange = "level"


class LevelStakes(ConfigStruct, frozen=True, kw_only=True):
    """Forced bets and bet sizes of a level for one game or one family of games.

    :param ante: each player's ante.
    :param bring_in: the stud bring-in.
    :param small_bet: fixed limit: the small bet.
    :param big_bet: fixed limit: the big bet.
    :param blinds: small blind, big blind (and straddles).
    :param big_blind_ante: an ante the big blind posts for the table.
    :param min_bet: pot and no limit: the minimum bet (default: the big blind).
    """

    ante: Chips = 0
    bring_in: Chips | None = None
    small_bet: BetSize | None = None
    big_bet: BetSize | None = None
    blinds: tuple[Chips, ...] = ()
    big_blind_ante: Chips = 0
    min_bet: BetSize | None = None

    def stakes(self) -> Stakes:
        """The core's :class:`~floorcall.model.procedure.Stakes` for these amounts.

        :raises ValueError: no bet size (small bet, minimum bet or big blind), or amounts that do not fit together.
        """
        small = self.small_bet or self.min_bet or (max(self.blinds) if self.blinds else None)
        if small is None:
            raise ValueError(_NO_BET_SIZE)
        return Stakes(
            ante=self.ante,
            bring_in=self.bring_in,
            small_bet=small,
            big_bet=self.big_bet,
            blinds=self.blinds,
            big_blind_ante=self.big_blind_ante,
        )


class LevelConfig(ConfigStruct, frozen=True, kw_only=True, forbid_unknown_fields=False):
    """One ``[[levels]]`` entry: its length and the stakes per game or family (``stud = {...}``, ``razz = {...}``).

    A game uses the table named after it, else the table named after its family (``stud``, ``flop``, ``draw``).
    """

    minutes: Annotated[float, Meta(gt=0)]


class HouseConfig(ConfigStruct, frozen=True, kw_only=True):
    """The ``[house]`` table: house plugins (highest precedence first) and option values."""

    plugins: tuple[PluginName, ...] = ()
    options: dict[str, OptionValue] = msgspec.field(default_factory=dict)


class _RawConfig(ConfigStruct, frozen=True, kw_only=True):
    event: EventConfig
    rotation: RotationConfig
    levels: tuple[dict[str, object], ...]
    house: HouseConfig = msgspec.field(default_factory=HouseConfig)
    tournament: MttConfig | None = None


class TournamentConfig(msgspec.Struct, frozen=True, kw_only=True):
    """A validated configuration.

    :param source: where it was read from (for messages).
    :param event: the event table.
    :param rotation: the game rotation.
    :param levels: each level's minutes and the stakes per game name (resolved from game or family tables).
    :param house: house plugins and option values.
    :param tournament: the ``[tournament]`` table of a multi-table event, or None.
    :param breaks: the breaks among the levels, each with the number of levels before it.
    """

    source: str
    event: EventConfig
    rotation: RotationConfig
    levels: tuple[tuple[float, tuple[tuple[str, Stakes], ...]], ...]
    house: HouseConfig
    tournament: MttConfig | None = None
    breaks: tuple[tuple[int, BreakConfig], ...] = ()

    @property
    def selection(self) -> Selection:
        """What the config puts in force, for :func:`floorcall._plugins.make_manager`."""
        return Selection(
            games=self.rotation.games,
            rulebook=self.event.rulebook,
            house=self.house.plugins,
            options=dict(self.house.options),
        )

    def stakes(self, level: int, game: str) -> Stakes:
        """The stakes of ``game`` at level ``level`` (0-based; past the last level the last one holds)."""
        _, per_game = self.levels[min(level, len(self.levels) - 1)]
        return dict(per_game)[game]


def load_config(path: Path, catalog: Catalog) -> TournamentConfig:
    """Read and validate a config file.

    :param path: the TOML file.
    :param catalog: the installed plugins, to check names against.
    :raises ConfigError: the file is missing, not TOML, or invalid; the message names the file, the key path and
        the reason.
    """
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ConfigError.of(unreadable(exc), str(path)) from exc
    return loads_config(data, catalog, str(path))


def loads_config(data: bytes | str, catalog: Catalog, source: str = "<config>") -> TournamentConfig:
    """Validate a config given as TOML text. Raises as :func:`load_config`.

    The TOML is parsed by ``rtoml``, which stops at a fixed nesting depth instead of exhausting Python's stack;
    tables and arrays nested more than :data:`~floorcall._app.config_checks.MAX_DEPTH` levels deep are refused.
    """
    raw = _decode(data, source)
    _check_names(raw, catalog, source)
    _check_time_zone(raw.event.time_zone, source)
    selection = Selection(
        games=raw.rotation.games, rulebook=raw.event.rulebook, house=raw.house.plugins, options=raw.house.options
    )
    check_house(raw.house.plugins, raw.house.options, catalog, selection, source)
    games = {name: catalog.games[name][1] for name in raw.rotation.games}
    plays = [(i, entry) for i, entry in enumerate(raw.levels) if "break" not in entry]
    levels = tuple(_level(entry, index, games, raw.event, source) for index, entry in plays)
    breaks = _breaks(raw, source)
    if not levels:
        raise ConfigError.of(
            CORE.msg("config.no_levels", "at least one [[levels]] entry is needed"), source, key="$.levels"
        )
    return TournamentConfig(
        source=source,
        event=raw.event,
        rotation=raw.rotation,
        levels=levels,
        house=raw.house,
        tournament=raw.tournament,
        breaks=breaks,
    )


def _breaks(raw: _RawConfig, source: str) -> tuple[tuple[int, BreakConfig], ...]:
    """The breaks among the ``[[levels]]`` entries, each with the number of playing levels before it."""
    found = []
    played = 0
    chips = raw.tournament.chip_set if raw.tournament is not None else ()
    for index, entry in enumerate(raw.levels):
        if "break" not in entry:
            played += 1
            continue
        where = f"$.levels[{index}]"
        try:
            pause = msgspec.convert(entry, BreakConfig)
        except msgspec.ValidationError as exc:
            raise _invalid(exc, source, where) from None
        if pause.colour_up is not None and (pause.colour_up not in chips or pause.colour_up == chips[-1]):
            message = CORE.msg(
                "config.colour_up_chip",
                "a colour-up removes one of the [tournament] chip-set but its largest; {denomination} is not one",
                denomination=pause.colour_up,
            )
            raise ConfigError.of(message, source, key=f"{where}.colour-up")
        found.append((played, pause))
    return tuple(found)


def _decode(data: bytes | str, source: str) -> _RawConfig:
    try:
        text = data.decode("utf-8") if isinstance(data, bytes) else data
    except UnicodeDecodeError as exc:
        raise ConfigError.of(not_utf8_message(exc), source) from None
    try:
        document = rtoml.loads(text)
    except rtoml.TomlParsingError as exc:
        raise not_toml(exc, ConfigError, source) from None
    check_depth(document, source)
    try:
        return msgspec.convert(document, _RawConfig)
    except msgspec.ValidationError as exc:
        raise _invalid(exc, source) from None


def _invalid(error: msgspec.ValidationError, source: str, where: str = "$") -> ConfigError:
    """Msgspec's ``<reason> - at `$.<path>``` in words, keeping the key path the user typed."""
    reason, separator, path = str(error).rpartition(" - at `")
    if not separator:
        reason, path = str(error), "$`"
    place = where + path[:-1].removeprefix("$")
    said = raised_with(error.__cause__) or reason_message(reason, place, _CHOICES.get(place, ()))
    return ConfigError.of(said, source, key=place)


def _check_time_zone(name: str, source: str) -> None:
    try:
        zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        message = CORE.msg(
            "config.unknown_time_zone",
            "unknown time zone {name}: give an IANA name such as Europe/Madrid",
            name=repr(name),
        )
        raise ConfigError.of(message, source, key="$.event.time-zone") from None


def _check_names(raw: _RawConfig, catalog: Catalog, source: str) -> None:
    installed = ", ".join(sorted(catalog.games)) or "—"
    if not raw.rotation.games:
        raise ConfigError.of(CORE.msg("config.no_game", "the rotation names no game"), source, key="$.rotation.games")
    for index, name in enumerate(raw.rotation.games):
        if name not in catalog.games:
            message = CORE.msg(
                "config.unknown_game",
                "unknown game {name}; installed games: {installed}",
                name=repr(name),
                installed=installed,
            )
            raise ConfigError.of(message, source, key=f"$.rotation.games[{index}]")
        game = catalog.games[name][1]
        if raw.event.seats > game.max_seats:
            message = CORE.msg(
                "config.too_many_seats",
                "{seats} seats, but {game} seats at most {most}",
                seats=raw.event.seats,
                game=name,
                most=game.max_seats,
            )
            raise ConfigError.of(message, source, key="$.event.seats")
    books = ", ".join(sorted(catalog.rulebooks)) or "—"
    if raw.event.rulebook is not None and raw.event.rulebook not in catalog.rulebooks:
        message = CORE.msg(
            "config.unknown_rulebook",
            "unknown rulebook {name}; installed rulebooks: {installed}",
            name=repr(raw.event.rulebook),
            installed=books,
        )
        raise ConfigError.of(message, source, key="$.event.rulebook")


def _level(
    entry: Mapping[str, object], index: int, games: Mapping[str, GameSpec], event: EventConfig, source: str
) -> tuple[float, tuple[tuple[str, Stakes], ...]]:
    where = f"$.levels[{index}]"
    try:
        level = msgspec.convert(entry, LevelConfig)
    except msgspec.ValidationError as exc:
        raise _invalid(exc, source, where) from None
    tables = {key: value for key, value in entry.items() if key != "minutes"}
    known = set(games) | {g.family for g in games.values()}
    for key in tables:
        if key not in known:
            message = CORE.msg(
                "config.not_a_game",
                "{name} is neither a game of the rotation nor its family ({known})",
                name=repr(key),
                known=", ".join(sorted(known)),
            )
            raise ConfigError.of(message, source, key=f"{where}.{key}")
    per_game = []
    for name, game in games.items():
        key = name if name in tables else game.family
        if key not in tables:
            message = CORE.msg(
                "config.no_stakes", "level {level} gives no stakes for {game}", level=index + 1, game=name
            )
            raise ConfigError.of(message, source, key=f"{where}.{name}")
        try:
            stakes = msgspec.convert(tables[key], LevelStakes).stakes()
        except msgspec.ValidationError as exc:
            raise _invalid(exc, source, f"{where}.{key}") from None
        except ValueError as exc:
            raise ConfigError.of(_stakes_problem(exc), source, key=f"{where}.{key}") from None
        first = event.starting_stack if index == 0 else None
        check_stakes(stakes, game, event.seats, f"{where}.{key}", source, starting_stack=first)
        per_game.append((name, stakes))
    return level.minutes, tuple(per_game)
