"""The checks a tournament config passes beyond its types: nesting, house plugins and options, sensible stakes.

:mod:`floorcall._app.config` decodes the file and calls these with the file's name, so each error names the file, the
key path and the reason. They only read; a config that fails one is never used.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from floorcall._plugins import Catalog, Selection, option_problem, option_specs
from floorcall.errors import ConfigError
from floorcall.i18n import CORE
from floorcall.model.messages import Message
from floorcall.model.procedure import GameSpec, OptionSpec, OptionValue, Stakes

__all__ = ["MAX_CHIPS", "MAX_DEPTH", "check_depth", "check_house", "check_stakes", "option_message"]

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
            listed = ", ".join(house) or "none"
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
    specs = option_specs(catalog, selection)
    for name, value in options.items():
        problem = option_message(specs, name, value)
        if problem is not None:
            raise ConfigError.of(problem, source, key=f"$.house.options.{name}")


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
        raise ConfigError.of(message, source, key=where)
    _check_blinds(blinds, source, f"{where}.blinds")
    if stakes.bring_in is not None and "bring_in" not in game.stakes_needed:
        message = CORE.msg("config.no_bring_in", "{game} has no bring-in, so none can be posted", game=game.name)
        raise ConfigError.of(message, source, key=f"{where}.bring-in")
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
        raise ConfigError.of(message, source, key=where)


def _check_blinds(blinds: Sequence[int], source: str, where: str) -> None:
    """Every blind above 0 and at least the one before it."""
    for index, (before, blind) in enumerate(zip((0, *blinds), blinds, strict=False)):
        if blind == 0:
            message = CORE.msg("config.blind_zero", "blind {number} is 0; every blind is above 0", number=index + 1)
            raise ConfigError.of(message, source, key=where)
        if blind < before and index == 1:
            message = CORE.msg(
                "config.small_blind_above",
                "the small blind ({small}) is above the big blind ({big})",
                small=before,
                big=blind,
            )
            raise ConfigError.of(message, source, key=where)
        if blind < before:
            message = CORE.msg(
                "config.blind_above",
                "the blind {number} ({before}) is above the blind {next} ({blind})",
                number=index,
                before=before,
                next=index + 1,
                blind=blind,
            )
            raise ConfigError.of(message, source, key=where)


def option_message(specs: Mapping[str, OptionSpec], name: str, value: object) -> Message | None:
    """What is wrong with an option value, as a message, or None when it is valid.

    :param specs: the options in force (:func:`floorcall._plugins.option_specs`).
    :param name: the option's name.
    :param value: its value.
    :returns: the same reasons as :func:`floorcall._plugins.option_problem` gives in English.
    """
    if option_problem(specs, name, value) is None:
        return None
    if name not in specs:
        return CORE.msg(
            "option.unknown",
            "unknown option {name}; options of the plugins in force: {names}",
            name=repr(name),
            names=", ".join(sorted(specs)) or "none",
        )
    spec = specs[name]
    if spec.choices:
        return CORE.msg(
            "option.not_a_choice",
            "option {name} must be one of {choices}; got {value}",
            name=repr(name),
            choices=", ".join(spec.choices),
            value=repr(value),
        )
    return CORE.msg(
        "option.wrong_type",
        "option {name} takes {expected_type}, not {value}",
        name=repr(name),
        expected_type=type(spec.default).__name__,
        value=repr(value),
    )
