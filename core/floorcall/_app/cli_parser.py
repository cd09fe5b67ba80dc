"""The ``floorcall`` command line's parser: every command, option and help text, in the reader's language.

The descriptions and option help are the core's messages (``cli.help.*``), given through a
:class:`~floorcall.i18n.Translator`. argparse's own words (``usage:``, ``options:``, ``error:``, "the following
arguments are required") it looks up itself through the standard library's :mod:`gettext` (``gettext.gettext``, in
the current text domain); :func:`argparse_language` points that domain at the core's catalog, which holds them
(:data:`ARGPARSE_WORDS`, untranslated ids without a context), for the language of the command.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import gettext
import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING

from floorcall._app import cli_args
from floorcall._app.cli_rules import add_rules
from floorcall._app.log_setup import LEVELS
from floorcall.i18n import CORE, LANGUAGES, Translator

__all__ = ["ARGPARSE_WORDS", "argparse_language", "build_parser", "requested_language"]

#: What argparse shows a person (help headings, usage, its errors), as the msgids it asks gettext for; a pair is a
#: singular and its plural. The catalog tool adds them to the core's catalog; a test checks that argparse asks for
#: no other word a person reads.
ARGPARSE_WORDS: tuple[str | tuple[str, str], ...] = (
    "usage: ",
    "positional arguments",
    "options",
    "show this help message and exit",
    "%(prog)s: error: %(message)s\n",
    "argument %(argument_name)s: %(message)s",
    "the following arguments are required: %s",
    "unrecognized arguments: %s",
    "invalid choice: %(value)r (choose from %(choices)s)",
    "invalid %(type)s value: %(value)r",
    "expected one argument",
    "expected at most one argument",
    "expected at least one argument",
    ("expected %s argument", "expected %s arguments"),
    "ambiguous option: %(option)s could match %(matches)s",
    "ignored explicit argument %r",
    "not allowed with argument %s",
    "one of the arguments %s is required",
    "unexpected option string: %s",
    "can't open '%(filename)s': %(error)s",
)

Handler = Callable[[argparse.Namespace], int]


def requested_language(argv: Sequence[str]) -> str | None:
    """The language a command line asks for with ``--lang X`` or ``--lang=X`` (None when it names none we ship).

    Read before the parser is built, so that the parser's own help and errors are in that language. Given before
    the command name and after it, the last one counts, as it does for the parser.
    """
    found = None
    for index, word in enumerate(argv):
        if word == "--":
            break
        value = argv[index + 1] if word == "--lang" and index + 1 < len(argv) else word.partition("--lang=")[2]
        if value in LANGUAGES:
            found = value
    return found


@contextlib.contextmanager
def argparse_language(language: str) -> Iterator[None]:
    """While inside, argparse's own words come in ``language`` from the core's catalog (the standard gettext way).

    Sets the text domain of :func:`gettext.gettext` to the core's and ``LANGUAGE`` to ``language`` (which gettext
    reads first), and puts both back on leaving.
    """
    domain = gettext.textdomain()
    before = os.environ.get("LANGUAGE")
    gettext.bindtextdomain(CORE.name, str(CORE.locale_dir))
    gettext.textdomain(CORE.name)
    os.environ["LANGUAGE"] = language
    try:
        yield
    finally:
        gettext.textdomain(domain)
        if before is None:
            os.environ.pop("LANGUAGE", None)
        else:
            os.environ["LANGUAGE"] = before


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
    _add_plugins(commands, language, t, handlers["plugins"])
    add_rules(commands, language, t, handlers["rules"])
    _add_run(commands, language, t, handlers["run"])
    _add_situations(commands, language, t, handlers)
    _add_replay(commands, language, t, handlers["replay"])
    _add_serve(commands, language, t, handlers["serve"])
    _add_completion(commands, language, t, handlers["completion"])
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


if TYPE_CHECKING:
    _Commands = argparse._SubParsersAction[argparse.ArgumentParser]


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
    plugins.add_argument(
        "--config",
        metavar="CONFIG",
        help=t.words("cli.help.plugins.config", "show the plugins and options this config puts in force"),
    )
    plugins.add_argument(
        "--json", action="store_true", help=t.words("cli.help.plugins.json", "print one JSON object instead of a table")
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
    run.add_argument(
        "config", nargs="?", metavar="CONFIG", help=t.words("cli.help.config_file", "a tournament config (TOML)")
    )
    run.add_argument(
        "--hands",
        type=functools.partial(cli_args.positive_count, t=t),
        default=None,
        metavar="N",
        help=t.words(
            "cli.help.run.hands", "hands to run (default 20); with a [tournament] config, the most rounds to play"
        ),
    )
    run.add_argument(
        "--seed",
        type=functools.partial(cli_args.seed, t=t),
        default=0,
        metavar="S",
        help=t.words("cli.help.run.seed", "random seed (default 0)"),
    )
    run.add_argument(
        "--irregularities",
        type=functools.partial(cli_args.rate, t=t),
        default=0.3,
        metavar="RATE",
        help=t.words("cli.help.run.irregularities", "injections per hand, 0..1 (default 0.3)"),
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
    run.add_argument(
        "--tables",
        type=functools.partial(cli_args.positive_count, t=t),
        default=None,
        metavar="T",
        help=t.words(
            "cli.help.run.tables", "run T independent tables of N hands each, table t seeded from (S, t) (default 1)"
        ),
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
        situation = commands.add_parser(name, parents=[language], help=summary, description=description)
        situation.add_argument(
            "situation",
            metavar="SITUATION",
            help=t.words("cli.help.situation.file", "a situation file (PHH with _floorcall)"),
        )
        situation.add_argument(
            "--config",
            metavar="CONFIG",
            help=t.words("cli.help.situation.config", "a tournament config whose rules apply"),
        )
        situation.add_argument(
            "--json", action="store_true", help=t.words("cli.help.situation.json", "print one JSON object")
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
    replay.add_argument(
        "--config",
        metavar="CONFIG",
        help=t.words("cli.help.replay.config", "replay under this config's rulebook and house options"),
    )
    replay.add_argument(
        "--json",
        action="store_true",
        help=t.words("cli.help.replay.json", "one JSON object per hand, then the summary"),
    )
    replay.add_argument(
        "--rake",
        metavar="PERCENT[:CAP]",
        type=functools.partial(cli_args.rake, t=t),
        help=t.words(
            "cli.help.replay.rake",
            "the house took PERCENT of each pot, rounded down to the hand's chip unit, at most CAP: winnings short "
            "of the pots by that much match (a file's own rake field comes first)",
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


def _add_scale_options(command: argparse.ArgumentParser, jobs_help: str, t: Translator) -> None:
    command.add_argument("--jobs", type=functools.partial(cli_args.jobs, t=t), metavar="J", help=jobs_help)
    command.add_argument(
        "--dask",
        metavar="ADDRESS",
        help=t.words(
            "cli.help.dask",
            "send the work to the Dask scheduler at ADDRESS, or 'local' for a LocalCluster of --jobs workers "
            '(needs pip install "floorcall[dask]")',
        ),
    )


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
    serve.add_argument(
        "config", nargs="?", metavar="CONFIG", help=t.words("cli.help.config_file", "a tournament config (TOML)")
    )
    serve.add_argument(
        "--host", default="127.0.0.1", help=t.words("cli.help.serve.host", "the address to bind (default 127.0.0.1)")
    )
    serve.add_argument(
        "--port",
        type=functools.partial(cli_args.port, t=t),
        default=8080,
        help=t.words("cli.help.serve.port", "the port (default 8080)"),
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
