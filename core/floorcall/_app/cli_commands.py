"""The ``floorcall`` commands' parsers: each command's arguments, options and help, in the reader's language.

:func:`add_commands` adds ``plugins``, ``rules`` (:mod:`floorcall._app.cli_rules`), ``run``, ``rule``, ``next``,
``replay``, ``serve`` and ``completion`` to the program's parser (:func:`floorcall._app.cli_parser.build_parser`); the
help texts are the core's messages (``cli.help.*``), given through a :class:`~floorcall.i18n.Translator`, and option
values are checked by :mod:`floorcall._app.cli_args`, whose refusals are worded in the same language.
"""

from __future__ import annotations

import argparse
import functools
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from floorcall._app import cli_args
from floorcall._app.cli_rules import add_rules
from floorcall._plugins.watch import DEFAULT_HOOK_LIMIT
from floorcall.i18n import Translator

__all__ = ["SHELLS", "Handler", "add_commands"]

#: The function that runs a command, given its parsed arguments; it returns the exit status.
Handler = Callable[[argparse.Namespace], int]

if TYPE_CHECKING:
    _Commands = argparse._SubParsersAction[argparse.ArgumentParser]


def add_commands(
    commands: _Commands, language: argparse.ArgumentParser, t: Translator, handlers: Mapping[str, Handler]
) -> None:
    """Add every command to ``commands``, each taking the options of ``language`` (``--lang``, the logging ones).

    :param commands: the program parser's subparsers.
    :param language: the options every command takes as well, as a parent parser.
    :param t: the language of the help texts.
    :param handlers: the function that runs each command, by name, set as the parsed arguments' ``run``.
    """
    _add_plugins(commands, language, t, handlers["plugins"])
    add_rules(commands, language, t, handlers["rules"])
    _add_run(commands, language, t, handlers["run"])
    _add_situations(commands, language, t, handlers)
    _add_replay(commands, language, t, handlers["replay"])
    _add_serve(commands, language, t, handlers["serve"])
    _add_completion(commands, language, t, handlers["completion"])


def _add_plugins(commands: _Commands, language: argparse.ArgumentParser, t: Translator, handler: Handler) -> None:
    plugins = commands.add_parser(
        "plugins",
        parents=[language],
        help=t.words(
            "cli.help.plugins", "list the plugins in precedence order, their games and rulebooks, and every option"
        ),
        description=t.words(
            "cli.help.plugins.description",
            "List the installed plugins in precedence order (house plugins, rulebooks, games, the core), the games "
            "and rulebooks they provide, and every option with its default and the plugin that owns it.",
        ),
    )
    _add_config_and_json(
        plugins,
        t.words("cli.help.plugins.config", "show the plugins and options this config puts in force"),
        t.words("cli.help.plugins.json", "print one JSON object instead of a table"),
    )
    plugins.set_defaults(run=handler)


def _add_run(commands: _Commands, language: argparse.ArgumentParser, t: Translator, handler: Handler) -> None:
    run = commands.add_parser(
        "run",
        parents=[language],
        help=t.words(
            "cli.help.run", "the main job: run the configured table for N hands, ruling on injected irregularities"
        ),
        description=t.words(
            "cli.help.run.description",
            "Run the configured table for exactly N hands with seeded random decisions, applying the rotation and "
            "levels, injecting irregularities at RATE per hand and applying every ruling. Without CONFIG an "
            "embedded default is used (a six-handed eight-game mix under the TDA rules).",
        ),
    )
    _add_config_file(run, t)
    _add_checked_options(
        run,
        t,
        (
            "--hands",
            cli_args.positive_count,
            None,  # 20 for a table, every round for a tournament (see running.py)
            "N",
            t.words(
                "cli.help.run.hands", "hands to run (default 20); with a [tournament] config, the most rounds to play"
            ),
        ),
        ("--seed", cli_args.seed, 0, "S", t.words("cli.help.run.seed", "random seed (default 0)")),
        (
            "--irregularities",
            cli_args.rate,
            0.3,
            "RATE",
            t.words("cli.help.run.irregularities", "injections per hand, 0..1 (default 0.3)"),
        ),
        (
            "--tables",
            cli_args.positive_count,
            None,  # 1; refused with a [tournament] config
            "T",
            t.words(
                "cli.help.run.tables",
                "run T independent tables of N hands each, table t seeded from (S, t) (default 1)",
            ),
        ),
    )
    run.add_argument(
        "--out",
        metavar="DIR",
        help=t.words("cli.help.run.out", "write one PHH file per hand here, with the _floorcall extension"),
    )
    run.add_argument(
        "--phhs",
        action="store_true",
        help=t.words(
            "cli.help.run.phhs",
            "with --out, write one .phhs file per table (hands.phhs, or table-0002.phhs with several tables), each "
            "hand under its number ([1], [2], ...), instead of one .phh file per hand",
        ),
    )
    run.add_argument(
        "--force",
        action="store_true",
        help=t.words("cli.help.run.force", "let --out be a folder holding hand files (an earlier run's are replaced)"),
    )
    run.add_argument("--json", action="store_true", help=t.words("cli.help.run.json", "one JSON object per hand"))
    _add_scale_options(
        run,
        t.words(
            "cli.help.run.jobs",
            "spread the tables over J processes, 0 for every core (default 1; with --dask local every core); the "
            "output is the same",
        ),
        t,
    )
    run.set_defaults(run=handler)


def _add_situations(
    commands: _Commands, language: argparse.ArgumentParser, t: Translator, handlers: Mapping[str, Handler]
) -> None:
    texts = {
        "rule": (
            t.words("cli.help.rule", "rule on the irregularity of a situation file, citing the rules"),
            t.words(
                "cli.help.rule.description",
                "Rule on the irregularity of a situation file, citing the rules. A situation is a PHH file (the "
                "hand so far) whose _floorcall table names the rulebook, house options, the table and the events "
                "that happened next.",
            ),
        ),
        "next": (
            t.words("cli.help.next", "say what the hand of a situation file expects next"),
            t.words(
                "cli.help.next.description",
                "Say what the hand of a situation file expects next. A situation is a PHH file (the hand so far) "
                "whose _floorcall table names the rulebook, house options, the table and the events that happened "
                "next.",
            ),
        ),
    }
    for name, (summary, description) in texts.items():
        situation = commands.add_parser(name, parents=[language], help=summary, description=description)
        situation.add_argument(
            "situation",
            metavar="SITUATION",
            help=t.words("cli.help.situation.file", "a situation file (PHH with _floorcall)"),
        )
        _add_config_and_json(
            situation,
            t.words("cli.help.situation.config", "a tournament config whose rules apply"),
            t.words("cli.help.situation.json", "print one JSON object"),
        )
        situation.set_defaults(run=handlers[name])


def _add_replay(commands: _Commands, language: argparse.ArgumentParser, t: Translator, handler: Handler) -> None:
    replay = commands.add_parser(
        "replay",
        parents=[language],
        help=t.words("cli.help.replay", "replay PHH hand histories, checking every action and the final stacks"),
        description=t.words(
            "cli.help.replay.description",
            "Replay PHH files (.phh, and every hand of a .phhs file) or folders (recursively). The rules: --config "
            "if given, else the file's _floorcall rulebook, house plugins and options, else the PHH reference "
            "conventions the game declares. Each action is checked at its turn and the result is compared with "
            "finishing_stacks, else winnings (a hand with neither is counted as played). Prints one line per "
            "failed, invalid or skipped hand and a summary; exit status 0 when none failed, 1 when any failed or "
            "was invalid or a path holds no hand, 2 for unusable arguments.",
        ),
    )
    replay.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        help=t.words(
            "cli.help.replay.paths", "PHH files (.phh, .phhs), hands of a .phhs file (FILE.phhs[KEY]) or folders"
        ),
    )
    _add_config_and_json(
        replay,
        t.words("cli.help.replay.config", "replay under this config's rulebook and house options"),
        t.words("cli.help.replay.json", "one JSON object per hand, then the summary"),
    )
    _add_checked_options(
        replay,
        t,
        (
            "--rake",
            cli_args.rake,
            None,
            "PERCENT[:CAP]",
            t.words(
                "cli.help.replay.rake",
                "the house took PERCENT of each pot, rounded down to the hand's chip unit, at most CAP: winnings "
                "short of the pots by that much match (a file's own rake field comes first)",
            ),
        ),
    )
    _add_scale_options(
        replay,
        t.words(
            "cli.help.replay.jobs",
            "spread the files in batches over J processes, 0 for every core (default 1; with --dask local every "
            "core); the output is the same",
        ),
        t,
    )
    replay.set_defaults(run=handler)


def _add_hook_limit(command: argparse.ArgumentParser, t: Translator) -> None:
    default = f"{DEFAULT_HOOK_LIMIT:g}"
    command.add_argument(
        "--hook-limit",
        type=functools.partial(cli_args.hook_limit, t=t),
        default=None,  # DEFAULT_HOOK_LIMIT, or none under --dask (cli.hook_limit_of)
        metavar="SECONDS",
        help=t.words(
            "cli.help.hook_limit",
            "stop a plugin's hook call that runs longer than SECONDS and name the plugin (default {default}; 0 for "
            "no limit; not with --dask, which runs without one)",
            default=default,
        ),
    )


def _add_scale_options(command: argparse.ArgumentParser, jobs_help: str, t: Translator) -> None:
    _add_hook_limit(command, t)
    _add_checked_options(command, t, ("--jobs", cli_args.jobs, None, "J", jobs_help))
    command.add_argument(
        "--dask",
        metavar="ADDRESS",
        help=t.words(
            "cli.help.dask",
            "send the work to the Dask scheduler at ADDRESS, or 'local' for a LocalCluster of --jobs workers "
            '(needs pip install "floorcall[dask]")',
        ),
    )


def _add_config_file(command: argparse.ArgumentParser, t: Translator) -> None:
    """The optional CONFIG argument of ``run`` and ``serve`` (without it, the embedded default config)."""
    command.add_argument(
        "config", nargs="?", metavar="CONFIG", help=t.words("cli.help.config_file", "a tournament config (TOML)")
    )


def _add_config_and_json(command: argparse.ArgumentParser, config_help: str, json_help: str) -> None:
    """Add ``--config CONFIG`` and ``--json`` (of plugins, rule, next and replay), each with its own help."""
    command.add_argument("--config", metavar="CONFIG", help=config_help)
    command.add_argument("--json", action="store_true", help=json_help)


#: An option whose value a check of :mod:`~floorcall._app.cli_args` reads: its name, the check, its default, its
#: metavar (None: argparse's own) and its help.
_CheckedOption = tuple[str, Callable[..., object], object, str | None, str]


def _add_checked_options(command: argparse.ArgumentParser, t: Translator, *options: _CheckedOption) -> None:
    """Add each option, its value checked by its ``cli_args`` check, which words a refusal in ``t``'s language."""
    for name, check, default, metavar, help_text in options:
        command.add_argument(name, type=functools.partial(check, t=t), default=default, metavar=metavar, help=help_text)


def _add_serve(commands: _Commands, language: argparse.ArgumentParser, t: Translator, handler: Handler) -> None:
    serve = commands.add_parser(
        "serve",
        parents=[language],
        help=t.words("cli.help.serve", "serve the HTTP API and the floor console"),
        description=t.words(
            "cli.help.serve.description",
            "Serve the HTTP API (/api/v1) and the floor console (/) on the embedded default config or CONFIG, "
            "storing every hand in SQLite. Binds 127.0.0.1 unless told otherwise; any other address needs a token "
            "(--token or FLOORCALL_TOKEN), which clients send as 'Authorization: Bearer <token>'.",
        ),
    )
    _add_config_file(serve, t)
    serve.add_argument(
        "--host", default="127.0.0.1", help=t.words("cli.help.serve.host", "the address to bind (default 127.0.0.1)")
    )
    _add_checked_options(
        serve, t, ("--port", cli_args.port, 8080, None, t.words("cli.help.serve.port", "the port (default 8080)"))
    )
    serve.add_argument(
        "--allowed-host",
        action="append",
        default=[],
        metavar="NAME",
        help=t.words(
            "cli.help.serve.allowed_host",
            "another name or address clients reach the server by (a LAN address the tablets use, a proxy's name); "
            "repeat for more. The loopback names and --host are always allowed",
        ),
    )
    serve.add_argument(
        "--db",
        metavar="PATH",
        help=t.words("cli.help.serve.db", "the SQLite file (default: floorcall.sqlite3 in the user's data folder)"),
    )
    serve.add_argument(
        "--token", metavar="TOKEN", help=t.words("cli.help.serve.token", "the API token (default: FLOORCALL_TOKEN)")
    )
    serve.add_argument(
        "--fsync",
        action="store_true",
        help=t.words(
            "cli.help.serve.fsync",
            "flush every stored event to the disk before answering (survives a power cut; slower)",
        ),
    )
    _add_hook_limit(serve, t)
    serve.add_argument(
        "--certfile", metavar="FILE", help=t.words("cli.help.serve.certfile", "serve HTTPS with this certificate (PEM)")
    )
    serve.add_argument(
        "--keyfile", metavar="FILE", help=t.words("cli.help.serve.keyfile", "the certificate's private key (PEM)")
    )
    serve.set_defaults(run=handler)


#: The shells ``floorcall completion`` writes a script for.
SHELLS = ("bash", "zsh", "fish")


def _add_completion(commands: _Commands, language: argparse.ArgumentParser, t: Translator, handler: Handler) -> None:
    completion = commands.add_parser(
        "completion",
        parents=[language],
        help=t.words("cli.help.completion", "print the shell completion script for bash, zsh or fish"),
        description=t.words(
            "cli.help.completion.description",
            "Print the script that makes SHELL complete floorcall's commands and options (argcomplete's). Load it "
            'from the shell\'s startup file, for instance: eval "$(floorcall completion bash)".',
        ),
    )
    completion.add_argument(
        "shell", choices=SHELLS, metavar="SHELL", help=t.words("cli.help.completion.shell", "bash, zsh or fish")
    )
    completion.set_defaults(run=handler)
