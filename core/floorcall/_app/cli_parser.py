"""The ``floorcall`` command line's parser: the program's own options and its commands, in the reader's language.

:func:`build_parser` gives the program's options (``--version``, ``--trace``, ``--lang`` and the logging ones, which
every command takes too) and adds the commands (:mod:`floorcall._app.cli_commands`). The help texts are the core's
messages (``cli.help.*``); argparse's own words come in the same language through :mod:`floorcall._app.cli_language`.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping

from floorcall._app.cli_commands import Handler, add_commands
from floorcall._app.log_setup import LEVELS
from floorcall.i18n import LANGUAGES, Translator

__all__ = ["build_parser"]


def build_parser(t: Translator, handlers: Mapping[str, Handler], version: str) -> argparse.ArgumentParser:
    """The parser of every command, its texts in ``t``'s language.

    :param t: the language of the help texts.
    :param handlers: the function that runs each command (``"run"``, ``"rule"``, ``"next"``, ``"replay"``,
        ``"plugins"``, ``"rules"``, ``"serve"``, ``"completion"``), set as the parsed arguments' ``run``.
    :param version: what ``--version`` prints.
    """
    parser = argparse.ArgumentParser(
        prog="floorcall",
        description=t.words(
            "cli.help.floorcall", "Run poker hands by the book and rule on irregularities, citing the rules."
        ),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=version,
        help=t.words("cli.help.version", "show the program's version and exit"),
    )
    parser.add_argument(
        "--trace",
        action="store_true",
        help=t.words(
            "cli.help.trace",
            "write every hook call and its answer to stderr (pluggy's hook tracing; the same as FLOORCALL_TRACE=1)",
        ),
    )
    # --lang, the language of what a person reads (JSON keys and identifiers stay English), goes before the command
    # name or after it: the command's own --lang leaves the value given before alone unless it is given again
    _add_language(parser, t, default=None)
    _add_logging(parser, t, default=None)
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    language = argparse.ArgumentParser(add_help=False)
    _add_language(language, t, default=argparse.SUPPRESS)
    _add_logging(language, t, default=argparse.SUPPRESS)
    add_commands(commands, language, t, handlers)
    return parser


def _add_language(parser: argparse.ArgumentParser, t: Translator, default: str | None) -> None:
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=default,
        help=t.words(
            "cli.help.lang",
            "the language of rulings and text output: en, es or it (default: from LANGUAGE, LC_ALL, LC_MESSAGES or "
            "LANG, else en)",
        ),
    )


def _add_logging(parser: argparse.ArgumentParser, t: Translator, default: str | None) -> None:
    """``--log-level``, ``-q`` and ``-v``: one setting, the last one given counting (read by log_setup)."""
    parser.add_argument(
        "--log-level",
        choices=LEVELS,
        type=str.upper,
        default=default,
        metavar="LEVEL",
        help=t.words(
            "cli.help.log_level",
            "the least severe notes shown on stderr: DEBUG, INFO, WARNING, ERROR or CRITICAL (default WARNING)",
        ),
    )
    parser.add_argument(
        "-q",
        "--quiet",
        dest="log_level",
        action="store_const",
        const="ERROR",
        default=default,
        help=t.words("cli.help.quiet", "results and errors only: no progress bar, no notes on stderr"),
    )
    parser.add_argument(
        "-v",
        "--verbose",
        dest="log_level",
        action="store_const",
        const="DEBUG",
        default=default,
        help=t.words("cli.help.verbose", "also log which plugin answered each hook, and with what, on stderr"),
    )
