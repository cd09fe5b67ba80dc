"""The checks a tournament config passes beyond its types: nesting, house plugins and options, sensible stakes.

:mod:`floorcall._app.config` decodes the file and calls these with the file's name, so each error names the file, the
key path and the reason. They only read; a config that fails one is never used.

The option and stakes checks are the same at every entrance a hand starts from: the config, ``POST /hands``, a
situation or hand history (:func:`options_problem` and :func:`stakes_problem` give the key and the reason, and each
entrance raises its own error with its own key path), so an option outside its declaration's bounds or stakes that
cannot be played are refused before the first hand, never inside it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from floorcall._plugins import Catalog, Selection, option_owners, option_problem, option_specs
from floorcall.errors import ConfigError
from floorcall.i18n import CORE
from floorcall.model.messages import Message
from floorcall.model.procedure import GameSpec, OptionValue, Stakes

__all__ = [
    "MAX_CHIPS",
    "MAX_DEPTH",
    "Problem",
    "check_depth",
    "check_house",
    "check_stakes",
    "options_problem",
    "stakes_problem",
]

#: What a check found: the key it is about, relative to the place checked (``"max-bets"``, ``".blinds"``), and why.
Problem = tuple[str, Message]

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
            message = CORE.msg(
                "config.too_deep", "tables and arrays nested more than {most} levels deep", most=MAX_DEPTH
            )
            raise ConfigError.of(message, source, key=where)
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
        where = f"$.house.plugins[{index}]"
        info = catalog.plugins.get(name)
        if info is None:
            listed = ", ".join(house) or "—"
            message = CORE.msg(
                "config.unknown_house_plugin",
                "unknown house plugin {name}; installed house plugins: {installed}",
                name=repr(name),
                installed=listed,
            )
            raise ConfigError.of(message, source, key=where)
        if info.kind == "game":
            games = ", ".join(g.name for g in info.games)
            message = CORE.msg(
                "config.game_as_house",
                "{name} is a game plugin ({games}), not a house plugin; games go in [rotation] games",
                name=repr(name),
                games=games,
            )
            raise ConfigError.of(message, source, key=where)
        if info.kind == "rulebook":
            message = CORE.msg(
                "config.rulebook_as_house",
                "{name} is a rulebook, not a house plugin; the rulebook goes in [event] rulebook",
                name=repr(name),
            )
            raise ConfigError.of(message, source, key=where)
        if name in seen:
            message = CORE.msg("config.house_twice", "house plugin {name} is listed twice", name=repr(name))
            raise ConfigError.of(message, source, key=where)
        seen.add(name)
    problem = options_problem(options, catalog, selection)
    if problem is not None:
        raise ConfigError.of(problem[1], source, key=f"$.house.options.{problem[0]}")


def options_problem(options: Mapping[str, OptionValue], catalog: Catalog, selection: Selection) -> Problem | None:
    """The first option value the plugins in force refuse.

    A value is refused for a name no plugin in force owns, the wrong type, or a value outside the choices or the
    bounds its declaration gives.

    :param options: house option values by name.
    :param catalog: the installed plugins.
    :param selection: the game, rulebook and house plugins in force.
    :returns: the option's name and the reason (naming the plugin that declares it), or None when every value fits.
    """
    specs = option_specs(catalog, selection)
    owners = option_owners(catalog, selection)
    for name, value in options.items():
        problem = option_problem(specs, name, value, owners)
        if problem is not None:
            return name, problem
    return None


def check_stakes(
    stakes: Stakes, game: GameSpec, seats: int, where: str, source: str, *, starting_stack: int | None = None
) -> None:
    """Check that a level's stakes for a game make sense (:func:`stakes_problem`).

    :param where: the table's key path (``$.levels[0].stud``).
    :raises ConfigError: the problem, at ``where`` and the key it is about.
    """
    problem = stakes_problem(stakes, game, seats, starting_stack=starting_stack)
    if problem is not None:
        raise ConfigError.of(problem[1], source, key=where + problem[0].replace("_", "-"))


def stakes_problem(
    stakes: Stakes, game: GameSpec, seats: int, *, starting_stack: int | None = None, dead_blinds: bool = False
) -> Problem | None:
    """What is wrong with the stakes a hand of a game would start with, or None when they make sense.

    :param stakes: the stakes.
    :param game: the game.
    :param seats: the seats at the table.
    :param starting_stack: for a config's first level, the chips each player starts with: his forced bets must fit.
    :param dead_blinds: a hand history's blinds, where a 0 keeps the place of a seat that posts none (a dead small
        blind, a straddle after it): the order is checked among the blinds posted.
    :returns: the field the problem is about, relative to the stakes (``""``, ``".blinds"``, ``".bring_in"``), and the
        reason: more blinds than seats, a blind that is 0 or smaller than the one before it (a small blind above
        the big blind), a bring-in in a game that has none, an amount the game needs and the stakes lack, or forced
        bets above the starting stack.
    """
    blinds = stakes.blinds
    if len(blinds) > seats:
        message = CORE.nmsg(  # more blinds than seats: the form follows the seats
            "config.too_many_blinds",
            "{count} blinds and straddles, but the table seats only {seats}",
            "{count} blinds and straddles, but the table seats only {seats}",
            seats,
            count=len(blinds),
            seats=seats,
        )
        return "", message
    blind_problem = _blinds_problem([blind for blind in blinds if blind] if dead_blinds else blinds)
    if blind_problem is not None:
        return ".blinds", blind_problem
    if stakes.bring_in is not None and "bring_in" not in game.stakes_needed:
        return ".bring_in", CORE.msg(
            "config.no_bring_in", "{game} has no bring-in, so none can be posted", game=game.name
        )
    missing = [need for need in game.stakes_needed if not getattr(stakes, need)]
    if missing:
        keys = ", ".join(m.replace("_", "-") for m in missing)
        return "", CORE.msg("config.stakes_missing", "{game} needs {keys} in its stakes", game=game.name, keys=keys)
    forced = stakes.ante + max(stakes.bring_in or 0, *stakes.blinds, 0) + stakes.big_blind_ante
    if starting_stack is not None and forced > starting_stack:
        message = CORE.msg(
            "config.forced_above_stack",
            "the forced bets of the first level ({forced} for {game}) are more than the starting stack ({stack}), so "
            "no player could post them",
            forced=forced,
            game=game.name,
            stack=starting_stack,
        )
        return "", message
    return None


def _blinds_problem(blinds: Sequence[int]) -> Message | None:
    """Every blind above 0 and at least the one before it."""
    for index, (before, blind) in enumerate(zip((0, *blinds), blinds, strict=False)):
        if blind == 0:
            return CORE.msg("config.blind_zero", "blind {number} is 0; every blind is above 0", number=index + 1)
        if blind < before and index == 1:
            return CORE.msg(
                "config.small_blind_above",
                "the small blind ({small}) is above the big blind ({big})",
                small=before,
                big=blind,
            )
        if blind < before:
            return CORE.msg(
                "config.blind_above",
                "the blind {number} ({before}) is above the blind {next} ({blind})",
                number=index,
                before=before,
                next=index + 1,
                blind=blind,
            )
    return None
