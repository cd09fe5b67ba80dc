"""The checks a tournament config passes beyond its types: nesting, house plugins and options, sensible stakes.

:mod:`floorcall.config` decodes the file and calls these with the file's name, so each error names the file, the
key path and the reason. They only read; a config that fails one is never used.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from floorcall.errors import ConfigError
from floorcall.model.procedure import GameSpec, OptionValue, Stakes
from floorcall.plugins import Catalog, Selection, option_problem, option_specs

__all__ = ["MAX_CHIPS", "MAX_DEPTH", "check_depth", "check_house", "check_stakes"]

#: The most levels of tables and arrays a config may nest (the deepest key of a valid config is 4 levels down).
MAX_DEPTH: Final = 16
#: The largest chip amount a config may give: the largest signed 64-bit integer.
MAX_CHIPS: Final = 2**63 - 1


def check_depth(document: object, source: str) -> None:
    """Refuse a document nested more than :data:`MAX_DEPTH` levels deep, without recursing.

    :raises ConfigError: the message names the first key path that is too deep.
    """
    pending: list[tuple[object, str, int]] = [(document, "$", 0)]
    while pending:
        value, where, depth = pending.pop()
        if depth > MAX_DEPTH:
            raise ConfigError(f"{source}: tables and arrays nested more than {MAX_DEPTH} levels deep - at `{where}`")
        if isinstance(value, Mapping):
            pending.extend((item, f"{where}.{key}", depth + 1) for key, item in value.items())
        elif isinstance(value, list | tuple):
            pending.extend((item, f"{where}[{index}]", depth + 1) for index, item in enumerate(value))


def check_house(
    plugins: Sequence[str], options: Mapping[str, OptionValue], catalog: Catalog, selection: Selection, source: str
) -> None:
    """Check ``[house]``: plugins that are house plugins, each listed once; options the plugins in force own.

    :param plugins: ``[house] plugins``, in order.
    :param options: ``[house] options``.
    :param catalog: the installed plugins.
    :param selection: what the config puts in force (the rotation's games, the rulebook, the house plugins).
    :raises ConfigError: an unknown plugin, a game or rulebook plugin listed as a house plugin, a plugin listed
        twice, an option none of the plugins in force owns, or a value of the wrong type or outside the choices.
    """
    house = sorted(n for n, p in catalog.plugins.items() if p.kind == "house")
    seen: set[str] = set()
    for index, name in enumerate(plugins):
        where = f"`$.house.plugins[{index}]`"
        info = catalog.plugins.get(name)
        if info is None:
            listed = ", ".join(house) or "none"
            raise ConfigError(
                f"{source}: unknown house plugin {name!r}; installed house plugins: {listed} - at {where}"
            )
        if info.kind == "game":
            games = ", ".join(g.name for g in info.games)
            raise ConfigError(
                f"{source}: {name!r} is a game plugin ({games}), not a house plugin; games go in "
                f"[rotation] games - at {where}"
            )
        if info.kind == "rulebook":
            raise ConfigError(
                f"{source}: {name!r} is a rulebook, not a house plugin; the rulebook goes in [event] rulebook "
                f"- at {where}"
            )
        if name in seen:
            raise ConfigError(f"{source}: house plugin {name!r} is listed twice - at {where}")
        seen.add(name)
    specs = option_specs(catalog, selection)
    for name, value in options.items():
        problem = option_problem(specs, name, value)
        if problem is not None:
            raise ConfigError(f"{source}: {problem} - at `$.house.options.{name}`")


def check_stakes(
    stakes: Stakes, game: GameSpec, seats: int, where: str, source: str, *, starting_stack: int | None = None
) -> None:
    """Check that a level's stakes for a game make sense.

    :param stakes: the stakes it gives.
    :param game: the game.
    :param seats: the seats at the table.
    :param where: the table's key path (``$.levels[0].stud``).
    :param starting_stack: for the first level, the chips each player starts with: his forced bets must fit in it.
    :raises ConfigError: more blinds than seats, a blind that is 0 or smaller than the one before
        it (a small blind above the big blind), or a bring-in in a game that has none.
    """
    at = f" - at `{where}`"
    blinds = stakes.blinds
    if len(blinds) > seats:
        raise ConfigError(f"{source}: {len(blinds)} blinds and straddles, but the table seats only {seats}{at}")
    for index, (before, blind) in enumerate(zip((0, *blinds), blinds, strict=False)):
        if blind == 0:
            raise ConfigError(f"{source}: blind {index + 1} is 0; every blind is above 0 - at `{where}.blinds`")
        if blind < before:
            names = ("small blind", "big blind") if index == 1 else (f"blind {index}", f"blind {index + 1}")
            raise ConfigError(
                f"{source}: the {names[0]} ({before}) is above the {names[1]} ({blind}) - at `{where}.blinds`"
            )
    if stakes.bring_in is not None and "bring_in" not in game.stakes_needed:
        raise ConfigError(f"{source}: {game.name} has no bring-in, so none can be posted - at `{where}.bring-in`")
    forced = stakes.ante + max(stakes.bring_in or 0, *stakes.blinds, 0) + stakes.big_blind_ante
    if starting_stack is not None and forced > starting_stack:
        raise ConfigError(
            f"{source}: the forced bets of the first level ({forced} for {game.name}) are more than the starting stack "
            f"({starting_stack}), so no player could post them{at}"
        )
