"""Tournament and cash-game configuration: one TOML file names the games, levels, rulebook and house rules.

The file is decoded and validated with msgspec (kebab-case keys, unknown keys rejected), then checked against the
installed plugins: games, rulebook, house plugins and options must exist, each level must give the stakes every
game in the rotation needs, and the table may not seat more players than a game allows. Every error names the file,
the key path and the reason, and lists the valid choices where there are some.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from floorcall.errors import ConfigError
from floorcall.model.procedure import GameSpec, OptionValue, Stakes
from floorcall.model.types import MAX_SEATS, Chips, PluginName
from floorcall.plugins import Catalog, Selection

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
    """

    name: str
    kind: Literal["tournament", "cash"] = "tournament"
    rulebook: PluginName | None = None
    seats: Annotated[int, Meta(ge=2, le=MAX_SEATS)] = 8
    starting_stack: Annotated[int, Meta(gt=0)] = 20000
    hand_minutes: Annotated[float, Meta(gt=0)] = 2.0
    starts_at: Annotated[datetime, Meta(tz=True)] | None = None


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
    small_bet: Chips | None = None
    big_bet: Chips | None = None
    blinds: tuple[Chips, ...] = ()
    big_blind_ante: Chips = 0
    min_bet: Chips | None = None

    def stakes(self) -> Stakes:
        """The core's :class:`~floorcall.model.procedure.Stakes` for these amounts.

        :raises ValueError: no bet size (small bet, minimum bet or big blind), or amounts that do not fit together.
        """
        small = self.small_bet or self.min_bet or (max(self.blinds) if self.blinds else None)
        if small is None:
            raise ValueError("a level needs small-bet (fixed limit), min-bet or blinds")
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


class TournamentConfig(msgspec.Struct, frozen=True, kw_only=True):
    """A validated configuration.

    :param source: where it was read from (for messages).
    :param event: the event table.
    :param rotation: the game rotation.
    :param levels: each level's minutes and the stakes per game name (resolved from game or family tables).
    :param house: house plugins and option values.
    """

    source: str
    event: EventConfig
    rotation: RotationConfig
    levels: tuple[tuple[float, tuple[tuple[str, Stakes], ...]], ...]
    house: HouseConfig

    @property
    def selection(self) -> Selection:
        """What the config puts in force, for :func:`floorcall.plugins.make_manager`."""
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


_decode = functools.partial(msgspec.toml.decode, type=_RawConfig)


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
        raise ConfigError(f"{path}: cannot be read: {exc.strerror}") from exc
    return loads_config(data, catalog, str(path))


def loads_config(data: bytes | str, catalog: Catalog, source: str = "<config>") -> TournamentConfig:
    """Validate a config given as TOML text. Raises as :func:`load_config`."""
    try:
        raw = _decode(data)
    except msgspec.ValidationError as exc:
        raise ConfigError(f"{source}: {exc}") from exc
    except msgspec.DecodeError as exc:
        raise ConfigError(f"{source}: not valid TOML: {exc}") from exc
    _check_names(raw, catalog, source)
    games = {name: catalog.games[name][1] for name in raw.rotation.games}
    levels = tuple(_level(entry, index, games, source) for index, entry in enumerate(raw.levels))
    if not levels:
        raise ConfigError(f"{source}: at least one [[levels]] entry is needed - at `$.levels`")
    return TournamentConfig(source=source, event=raw.event, rotation=raw.rotation, levels=levels, house=raw.house)


def _check_names(raw: _RawConfig, catalog: Catalog, source: str) -> None:
    installed = ", ".join(sorted(catalog.games)) or "none"
    if not raw.rotation.games:
        raise ConfigError(f"{source}: the rotation names no game - at `$.rotation.games`")
    for index, name in enumerate(raw.rotation.games):
        if name not in catalog.games:
            raise ConfigError(
                f"{source}: unknown game {name!r}; installed games: {installed} - at `$.rotation.games[{index}]`"
            )
        game = catalog.games[name][1]
        if raw.event.seats > game.max_seats:
            raise ConfigError(
                f"{source}: {raw.event.seats} seats, but {name} seats at most {game.max_seats} - at `$.event.seats`"
            )
    books = ", ".join(sorted(catalog.rulebooks)) or "none"
    if raw.event.rulebook is not None and raw.event.rulebook not in catalog.rulebooks:
        raise ConfigError(
            f"{source}: unknown rulebook {raw.event.rulebook!r}; installed rulebooks: {books} - at `$.event.rulebook`"
        )
    house = sorted(n for n, p in catalog.plugins.items() if p.kind == "house")
    for index, name in enumerate(raw.house.plugins):
        if name not in catalog.plugins:
            listed = ", ".join(house) or "none"
            raise ConfigError(
                f"{source}: unknown house plugin {name!r}; installed house plugins: {listed} "
                f"- at `$.house.plugins[{index}]`"
            )


def _level(
    entry: Mapping[str, object], index: int, games: Mapping[str, GameSpec], source: str
) -> tuple[float, tuple[tuple[str, Stakes], ...]]:
    where = f"$.levels[{index}]"
    try:
        level = msgspec.convert(entry, LevelConfig)
    except msgspec.ValidationError as exc:
        raise ConfigError(f"{source}: {exc} (in `{where}`)") from exc
    tables = {key: value for key, value in entry.items() if key != "minutes"}
    known = set(games) | {g.family for g in games.values()}
    for key in tables:
        if key not in known:
            raise ConfigError(
                f"{source}: {key!r} is neither a game of the rotation nor its family "
                f"({', '.join(sorted(known))}) - at `{where}.{key}`"
            )
    per_game = []
    for name, game in games.items():
        key = name if name in tables else game.family
        if key not in tables:
            raise ConfigError(f"{source}: level {index + 1} gives no stakes for {name} - at `{where}.{name}`")
        try:
            stakes = msgspec.convert(tables[key], LevelStakes).stakes()
        except msgspec.ValidationError as exc:
            raise ConfigError(f"{source}: {exc} (in `{where}.{key}`)") from exc
        except ValueError as exc:
            raise ConfigError(f"{source}: {exc} - at `{where}.{key}`") from exc
        missing = [need for need in game.stakes_needed if not getattr(stakes, need)]
        if missing:
            keys = ", ".join(m.replace("_", "-") for m in missing)
            raise ConfigError(f"{source}: {name} needs {keys} in its stakes - at `{where}.{key}`")
        per_game.append((name, stakes))
    return level.minutes, tuple(per_game)
