"""The pieces every ``floorcall`` command's parser is built from: the command itself and its options, as data.

:func:`add_command` adds a command with its summary and description; :func:`add_options` adds options given as
:class:`Option` rows (a value option, a flag, or a value that a check of :mod:`floorcall._app.cli_args` reads and
refuses in the reader's language); :func:`add_config_and_json` adds the ``--config`` and ``--json`` pair that
``plugins``, ``rules``, ``rule``, ``next`` and ``replay`` share.
"""

from __future__ import annotations

import argparse
import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from floorcall.i18n import Translator

if TYPE_CHECKING:
    _Commands = argparse._SubParsersAction[argparse.ArgumentParser]

__all__ = ["Option", "add_command", "add_config_and_json", "add_options"]


class Option(NamedTuple):
    """One option of a command.

    :param name: the option (``"--hands"``).
    :param help: its help, in the reader's language.
    :param metavar: the name of its value in the help (None: argparse's own).
    :param check: a check of :mod:`floorcall._app.cli_args` that reads the value (given the translator), or None
        to keep the text as typed.
    :param default: its value when not given.
    :param flag: True for an option without a value (``store_true``).
    """

    name: str
    help: str
    metavar: str | None = None
    check: Callable[..., object] | None = None
    default: object = None
    flag: bool = False


def add_command(
    commands: _Commands, name: str, language: argparse.ArgumentParser, summary: str, description: str
) -> argparse.ArgumentParser:
    """Add the command ``name``, taking the options of ``language`` (``--lang``, the logging ones) as well.

    :param summary: the line the program's help gives it.
    :param description: the paragraph its own help opens with.
    :returns: the command's parser.
    """
    return commands.add_parser(name, parents=[language], help=summary, description=description)


def add_options(command: argparse.ArgumentParser, t: Translator, *options: Option) -> None:
    """Add each option in order; a checked one words its refusal of a bad value in ``t``'s language."""
    for option in options:
        if option.flag:
            command.add_argument(option.name, action="store_true", help=option.help)
            continue
        if option.check is None:
            command.add_argument(option.name, default=option.default, metavar=option.metavar, help=option.help)
            continue
        checked = functools.partial(option.check, t=t)
        command.add_argument(
            option.name, type=checked, default=option.default, metavar=option.metavar, help=option.help
        )


def add_config_and_json(command: argparse.ArgumentParser, config_help: str, json_help: str) -> None:
    """Add ``--config CONFIG`` and ``--json``, each with its own help."""
    command.add_argument("--config", metavar="CONFIG", help=config_help)
    command.add_argument("--json", action="store_true", help=json_help)
