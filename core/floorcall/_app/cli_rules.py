"""``floorcall rules``: its arguments, and the command that lists the rules in force for a game.

Kept beside the parser (:mod:`floorcall._app.cli_parser`) rather than in it, so that the parser does not grow.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import TYPE_CHECKING

from floorcall._app.cli_options import Option, add_command, add_config_and_json, add_options
from floorcall.i18n import Translator

if TYPE_CHECKING:
    _Commands = argparse._SubParsersAction[argparse.ArgumentParser]

__all__ = ["add_rules", "rules_command"]


def add_rules(
    commands: _Commands, language: argparse.ArgumentParser, t: Translator, handler: Callable[[argparse.Namespace], int]
) -> None:
    """Add ``rules [--game G] [--rulebook R] [--query Q] [--config C] [--json]`` (``--lang`` comes with ``language``).

    The help of each is in ``t``'s language.
    """
    rules = add_command(
        commands,
        "rules",
        language,
        t.words("cli.help.rules", "list the rules in force for a game, and the house's changes to them"),
        t.words(
            "cli.help.rules.description",
            "List the rules of the rulebook in force, those that speak to a game when one is given: each rule's "
            "ID, title, the plugin that answers it, its declared scope, whether a house plugin replaces or amends it, "
            "and which shipped example situations it rules on. With --query, only the rules that a number or words "
            "find, the likeliest first, in every installed rulebook unless a rulebook is given.",
        ),
    )
    add_options(
        rules,
        t,
        Option("--game", t.words("cli.help.rules.game", "only the rules for this game"), "GAME"),
        Option(
            "--rulebook",
            t.words("cli.help.rules.rulebook", "the rulebook (default: the config's, if one is given)"),
            "RULEBOOK",
        ),
        Option(
            "--query",
            t.words(
                "cli.help.rules.query",
                "look a rule up by its number as printed (34A, RP-10) or by words of its title and summary in "
                "English, Spanish or Italian (string raise, carta expuesta), accents and capitals ignored",
            ),
            "TEXT",
        ),
    )
    add_config_and_json(
        rules,
        t.words("cli.help.rules.config", "a tournament config: its rulebook, games and house plugins"),
        t.words("cli.help.rules.json", "print one JSON object instead of a table"),
    )
    rules.set_defaults(run=handler)


def rules_command(
    config: str | None, rulebook: str | None, game: str | None, as_json: bool, t: Translator, query: str | None = None
) -> str:
    """The text ``floorcall rules`` prints.

    :param config: a tournament config file, or None.
    :param rulebook: the rulebook to list (instead of the config's), or None.
    :param game: the game, or None for every game.
    :param as_json: one JSON object instead of a table.
    :param query: keep only the rules this number or these words find, best first
        (:func:`~floorcall._app.rule_lookup.find_rules`), searched in every installed rulebook when neither
        ``rulebook`` nor the config names one; None or blank: every rule of the rulebook, by ID.
    :raises ConfigError: no rulebook given (and no query), an unknown name, or an invalid config.
    """
    from pathlib import Path

    import msgspec

    from floorcall._app.rule_lookup import find_rules
    from floorcall._app.rules_in_force import render_rules, rules_in_every_book, rules_in_force
    from floorcall._plugins import Selection, discover

    catalog = discover()
    selection = Selection(games=())
    if config is not None:
        from floorcall._app.config import load_config

        selection = load_config(Path(config), catalog).selection
    if rulebook is not None:
        selection = msgspec.structs.replace(selection, rulebook=rulebook)
    searching = query is not None and bool(query.strip())
    if searching and selection.rulebook is None:
        report = rules_in_every_book(catalog, selection, game, t)
    else:
        report = rules_in_force(catalog, selection, game, t)
    if query is not None and searching:
        report = find_rules(report, catalog, query)
    return msgspec.json.encode(report).decode() + "\n" if as_json else render_rules(report, t)
