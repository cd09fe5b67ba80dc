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
from floorcall._app.cli_options import Option, add_command, add_config_and_json, add_options
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
    plugins = add_command(
        commands,
        "plugins",
        language,
        t.words(
            "cli.help.plugins", "list the plugins in precedence order, their games and rulebooks, and every option"
        ),
        t.words(
            "cli.help.plugins.description",
            "List the installed plugins in precedence order (house plugins, rulebooks, games, the core), the games "
            "and rulebooks they provide, and every option with its default and the plugin that owns it.",
        ),
    )
    add_config_and_json(
        plugins,
        t.words("cli.help.plugins.config", "show the plugins and options this config puts in force"),
        t.words("cli.help.plugins.json", "print one JSON object instead of a table"),
    )
    plugins.set_defaults(run=handler)


def _add_run(commands: _Commands, language: argparse.ArgumentParser, t: Translator, handler: Handler) -> None:
    run = add_command(
        commands,
        "run",
        language,
        t.words(
            "cli.help.run", "the main job: run the configured table for N hands, ruling on injected irregularities"
        ),
        t.words(
            "cli.help.run.description",
            "Run the configured table for exactly N hands with seeded random decisions, applying the rotation and "
            "levels, injecting irregularities at RATE per hand and applying every ruling. Without CONFIG an "
            "embedded default is used (a six-handed eight-game mix under the TDA rules).",
        ),
    )
    _add_config_file(run, t)
    add_options(
        run,
        t,
        Option(
            "--hands",
            t.words(
                "cli.help.run.hands", "hands to run (default 20); with a [tournament] config, the most rounds to play"
            ),
            "N",
            cli_args.positive_count,  # default 20 for a table, every round for a tournament (see running.py)
        ),
        Option("--seed", t.words("cli.help.run.seed", "random seed (default 0)"), "S", cli_args.seed, 0),
        Option(
            "--irregularities",
            t.words(
                "cli.help.run.irregularities",
                "injections per hand, 0..1 (default 0.3; in a tournament's hands none unless given)",
            ),
            "RATE",
            cli_args.rate,
            None,
        ),
        Option(
            "--tables",
            t.words(
                "cli.help.run.tables",
                "run T independent tables of N hands each, table t seeded from (S, t) (default 1)",
            ),
            "T",
            cli_args.positive_count,  # default 1; refused with a [tournament] config
        ),
        Option(
            "--out",
            t.words("cli.help.run.out", "write one PHH file per hand here, with the _floorcall extension"),
            "DIR",
        ),
        Option(
            "--phhs",
            t.words(
                "cli.help.run.phhs",
                "with --out, write one .phhs file per table (hands.phhs, or table-0002.phhs with several tables), "
                "each hand under its number ([1], [2], ...), instead of one .phh file per hand",
            ),
            flag=True,
        ),
        Option(
            "--force",
            t.words("cli.help.run.force", "let --out be a folder holding hand files (an earlier run's are replaced)"),
            flag=True,
        ),
        Option("--json", t.words("cli.help.run.json", "one JSON object per hand"), flag=True),
    )
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
        situation = add_command(commands, name, language, summary, description)
        situation.add_argument(
            "situation",
            metavar="SITUATION",
            help=t.words("cli.help.situation.file", "a situation file (PHH with _floorcall)"),
        )
        add_config_and_json(
            situation,
            t.words("cli.help.situation.config", "a tournament config whose rules apply"),
            t.words("cli.help.situation.json", "print one JSON object"),
        )
        situation.set_defaults(run=handlers[name])


def _add_replay(commands: _Commands, language: argparse.ArgumentParser, t: Translator, handler: Handler) -> None:
    replay = add_command(
        commands,
        "replay",
        language,
        t.words("cli.help.replay", "replay PHH hand histories, checking every action and the final stacks"),
        t.words(
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
    add_config_and_json(
        replay,
        t.words("cli.help.replay.config", "replay under this config's rulebook and house options"),
        t.words("cli.help.replay.json", "one JSON object per hand, then the summary"),
    )
    add_options(
        replay,
        t,
        Option(
            "--rake",
            t.words(
                "cli.help.replay.rake",
                "the house took PERCENT of each pot, rounded down to the hand's chip unit, at most CAP: winnings "
                "short of the pots by that much match (a file's own rake field comes first)",
            ),
            "PERCENT[:CAP]",
            cli_args.rake,
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
    add_options(
        command,
        t,
        Option("--jobs", jobs_help, "J", cli_args.jobs),
        Option(
            "--dask",
            t.words(
                "cli.help.dask",
                "send the work to the Dask scheduler at ADDRESS, or 'local' for a LocalCluster of --jobs workers "
                '(needs pip install "floorcall[dask]")',
            ),
            "ADDRESS",
        ),
    )


def _add_config_file(command: argparse.ArgumentParser, t: Translator) -> None:
    """The optional CONFIG argument of ``run`` and ``serve`` (without it, the embedded default config)."""
    command.add_argument(
        "config", nargs="?", metavar="CONFIG", help=t.words("cli.help.config_file", "a tournament config (TOML)")
    )


def _add_serve(commands: _Commands, language: argparse.ArgumentParser, t: Translator, handler: Handler) -> None:
    serve = add_command(
        commands,
        "serve",
        language,
        t.words("cli.help.serve", "serve the HTTP API and the floor console"),
        t.words(
            "cli.help.serve.description",
            "Serve the HTTP API (/api/v1) and the floor console (/) on the embedded default config or CONFIG, "
            "storing every hand in SQLite. Binds 127.0.0.1 unless told otherwise; any other address needs a token "
            "(--token or FLOORCALL_TOKEN), which clients send as 'Authorization: Bearer <token>'.",
        ),
    )
    _add_config_file(serve, t)
    add_options(
        serve,
        t,
        Option(
            "--host", t.words("cli.help.serve.host", "the address to bind (default 127.0.0.1)"), default="127.0.0.1"
        ),
        Option("--port", t.words("cli.help.serve.port", "the port (default 8080)"), check=cli_args.port, default=8080),
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
    add_options(
        serve,
        t,
        Option(
            "--db",
            t.words("cli.help.serve.db", "the SQLite file (default: floorcall.sqlite3 in the user's data folder)"),
            "PATH",
        ),
        Option("--token", t.words("cli.help.serve.token", "the API token (default: FLOORCALL_TOKEN)"), "TOKEN"),
        Option(
            "--fsync",
            t.words(
                "cli.help.serve.fsync",
                "flush every stored event to the disk before answering (survives a power cut; slower)",
            ),
            flag=True,
        ),
    )
    _add_hook_limit(serve, t)
    add_options(
        serve,
        t,
        Option("--certfile", t.words("cli.help.serve.certfile", "serve HTTPS with this certificate (PEM)"), "FILE"),
        Option("--keyfile", t.words("cli.help.serve.keyfile", "the certificate's private key (PEM)"), "FILE"),
    )
    serve.set_defaults(run=handler)


#: The shells ``floorcall completion`` writes a script for.
SHELLS = ("bash", "zsh", "fish")


def _add_completion(commands: _Commands, language: argparse.ArgumentParser, t: Translator, handler: Handler) -> None:
    completion = add_command(
        commands,
        "completion",
        language,
        t.words("cli.help.completion", "print the shell completion script for bash, zsh or fish"),
        t.words(
            "cli.help.completion.description",
            "Print the script that makes SHELL complete floorcall's commands and options (argcomplete's). Load it "
            'from the shell\'s startup file, for instance: eval "$(floorcall completion bash)".',
        ),
    )
    completion.add_argument(
        "shell", choices=SHELLS, metavar="SHELL", help=t.words("cli.help.completion.shell", "bash, zsh or fish")
    )
    completion.set_defaults(run=handler)
