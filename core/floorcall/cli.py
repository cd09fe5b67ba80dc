"""The ``floorcall`` command line.

Results go to stdout, messages to stderr. Exit status 0 on success, 2 for unusable arguments, configs or input.
Each command imports what it needs when it runs, so that ``floorcall --help`` starts fast.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from floorcall import cli_args
from floorcall.errors import FloorcallError
from floorcall.i18n import LANGUAGES, Translator, language_from_environment, translator

__all__ = ["main"]

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2
#: The shell's status for a command ended by Ctrl-C (128 + SIGINT).
EXIT_INTERRUPTED = 130


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return f"floorcall {version('floorcall')}"
    except PackageNotFoundError:  # pragma: no cover - run from a checkout that was never installed
        return "floorcall (version unknown: not installed)"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="floorcall",
        description="Run poker hands by the book and rule on irregularities, citing the rules.",
    )
    parser.add_argument("--version", action="version", version=_version())
    parser.add_argument(
        "--trace",
        action="store_true",
        help="write every hook call and its answer to stderr (pluggy's hook tracing; the same as FLOORCALL_TRACE=1)",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    # every command takes --lang: the language of what a person reads (JSON keys and identifiers stay English)
    language = argparse.ArgumentParser(add_help=False)
    language.add_argument(
        "--lang",
        choices=LANGUAGES,
        help="the language of rulings and text output: en, es or it (default: from LC_ALL, LC_MESSAGES or LANG, "
        "else en)",
    )
    plugins = commands.add_parser(
        "plugins",
        parents=[language],
        help="list the plugins in precedence order, their games and rulebooks, and every option",
        description="List the installed plugins in precedence order (house plugins, rulebooks, games, the core), "
        "the games and rulebooks they provide, and every option with its default and the plugin that owns it.",
    )
    plugins.add_argument("--config", metavar="CONFIG", help="show the plugins and options this config puts in force")
    plugins.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    plugins.set_defaults(run=_run_plugins)
    run = commands.add_parser(
        "run",
        parents=[language],
        help="the main job: run the configured table for N hands, ruling on injected irregularities",
        description="Run the configured table for exactly N hands with seeded random decisions, applying the "
        "rotation and levels, injecting irregularities at RATE per hand and applying every ruling. Without CONFIG "
        "an embedded default is used (a six-handed eight-game mix under the TDA rules).",
    )
    run.add_argument("config", nargs="?", metavar="CONFIG", help="a tournament config (TOML)")
    run.add_argument("--hands", type=cli_args.positive_count, default=20, metavar="N", help="hands to run (default 20)")
    run.add_argument("--seed", type=cli_args.seed, default=0, metavar="S", help="random seed (default 0)")
    run.add_argument(
        "--irregularities",
        type=cli_args.rate,
        default=0.3,
        metavar="RATE",
        help="injections per hand, 0..1 (default 0.3)",
    )
    run.add_argument("--out", metavar="DIR", help="write one PHH file per hand here, with the _floorcall extension")
    run.add_argument(
        "--force", action="store_true", help="let --out be a folder holding hand files (an earlier run's are replaced)"
    )
    run.add_argument("--json", action="store_true", help="one JSON object per hand")
    run.add_argument(
        "--tables",
        type=cli_args.positive_count,
        default=1,
        metavar="T",
        help="run T independent tables of N hands each, table t seeded from (S, t) (default 1)",
    )
    _add_scale_options(run, "tables")
    run.set_defaults(run=_run_run)
    for name, summary in (
        ("rule", "rule on the irregularity of a situation file, citing the rules"),
        ("next", "say what the hand of a situation file expects next"),
    ):
        situation = commands.add_parser(
            name,
            parents=[language],
            help=summary,
            description=f"{summary[0].upper()}{summary[1:]}. A situation is a PHH file (the hand so far) whose "
            "_floorcall table names the rulebook, house options, the table and the events that happened next.",
        )
        situation.add_argument("situation", metavar="SITUATION", help="a situation file (PHH with _floorcall)")
        situation.add_argument("--config", metavar="CONFIG", help="a tournament config whose rules apply")
        situation.add_argument("--json", action="store_true", help="print one JSON object")
        situation.set_defaults(run=_run_situation)
    replay = commands.add_parser(
        "replay",
        parents=[language],
        help="replay PHH hand histories, checking every action and the final stacks",
        description="Replay PHH files or folders (recursively). The rules: --config if given, else the file's "
        "_floorcall rulebook and house options, else the PHH reference conventions the game declares. Each action is "
        "checked at its turn and, when the file records finishing_stacks, the final stacks are compared. Prints "
        "one line per failed, invalid or skipped file and a summary; exit status 0 when none failed, 1 when any "
        "failed or was invalid, 2 for unusable arguments.",
    )
    replay.add_argument("paths", nargs="+", metavar="PATH", help="PHH files or folders")
    replay.add_argument("--config", metavar="CONFIG", help="replay under this config's rulebook and house options")
    replay.add_argument("--json", action="store_true", help="one JSON object per hand, then the summary")
    _add_scale_options(replay, "files in batches")
    replay.set_defaults(run=_run_replay)
    _add_serve(commands, language)
    return parser


def _add_serve(
    commands: argparse._SubParsersAction[argparse.ArgumentParser], language: argparse.ArgumentParser
) -> None:
    serve = commands.add_parser(
        "serve",
        parents=[language],
        help="serve the HTTP API and the floor console",
        description="Serve the HTTP API (/api/v1) and the floor console (/) on the embedded default config or CONFIG, "
        "storing every hand in SQLite. Binds 127.0.0.1 unless told otherwise; any other address needs a token "
        "(--token or FLOORCALL_TOKEN), which clients send as 'Authorization: Bearer <token>'.",
    )
    serve.add_argument("config", nargs="?", metavar="CONFIG", help="a tournament config (TOML)")
    serve.add_argument("--host", default="127.0.0.1", help="the address to bind (default 127.0.0.1)")
    serve.add_argument("--port", type=cli_args.port, default=8080, help="the port (default 8080)")
    serve.add_argument(
        "--db", metavar="PATH", help="the SQLite file (default: floorcall.sqlite3 in the user's data folder)"
    )
    serve.add_argument("--token", metavar="TOKEN", help="the API token (default: FLOORCALL_TOKEN)")
    serve.add_argument(
        "--fsync",
        action="store_true",
        help="flush every stored event to the disk before answering (survives a power cut; slower)",
    )
    serve.add_argument("--certfile", metavar="FILE", help="serve HTTPS with this certificate (PEM)")
    serve.add_argument("--keyfile", metavar="FILE", help="the certificate's private key (PEM)")
    serve.set_defaults(run=_run_serve)


def _run_serve(args: argparse.Namespace) -> int:
    from floorcall.serve.server import serve_command

    return serve_command(
        args.config,
        args.host,
        args.port,
        args.db,
        args.token,
        args.certfile,
        args.keyfile,
        fsync=args.fsync,
        language=args.lang or language_from_environment(),
    )


def _add_scale_options(command: argparse.ArgumentParser, what: str) -> None:
    command.add_argument(
        "--jobs",
        type=cli_args.jobs,
        metavar="J",
        help=f"spread the {what} over J processes, 0 for every core (default 1; with --dask local every core); "
        "the output is the same",
    )
    command.add_argument(
        "--dask",
        metavar="ADDRESS",
        help="send the work to the Dask scheduler at ADDRESS, or 'local' for a LocalCluster of --jobs workers "
        '(needs pip install "floorcall[dask]")',
    )


def _run_run(args: argparse.Namespace) -> int:
    from floorcall.running import run_command

    return run_command(
        args.config,
        args.hands,
        args.seed,
        args.irregularities,
        args.out,
        args.json,
        tables=args.tables,
        jobs=args.jobs,
        dask=args.dask,
        force=args.force,
        t=_translator(args),
    )


def _translator(args: argparse.Namespace) -> Translator:
    """The translator for ``--lang``, else the language of the environment (LC_ALL, LC_MESSAGES, LANG), else English."""
    return translator(args.lang or language_from_environment())


def _run_plugins(args: argparse.Namespace) -> int:
    from floorcall.report import plugins_report, render_plugins, translated

    report = translated(plugins_report(config=args.config), _translator(args))
    if args.json:
        import msgspec

        sys.stdout.write(msgspec.json.encode(report).decode() + "\n")
    else:
        sys.stdout.write(render_plugins(report, _translator(args)))
    return EXIT_OK


def _run_situation(args: argparse.Namespace) -> int:
    from pathlib import Path

    import msgspec

    from floorcall.errors import NoRulingError
    from floorcall.plugins import discover
    from floorcall.situation import next_answer, open_situation, rule_answer

    catalog = discover()
    selection = None
    if args.config:
        from floorcall.config import load_config

        selection = load_config(Path(args.config), catalog).selection
    hand, events = open_situation(Path(args.situation), catalog, selection)
    t = _translator(args)
    try:
        answer = rule_answer(hand, events, t) if args.command == "rule" else next_answer(hand, events)
    except NoRulingError as exc:
        if exc.consulted or isinstance(exc.subject, str):
            text = t.words(
                "cli.no_ruling", "{command}: {path}: {error}", command=args.command, path=args.situation, error=str(exc)
            )
        else:
            text = t.words(
                "cli.no_ruling.no_rulebook",
                "{command}: {path}: {error} (the situation names no rulebook in _floorcall, and no --config gives one)",
                command=args.command,
                path=args.situation,
                error=str(exc),
            )
        print(f"floorcall {text}", file=sys.stderr)
        return EXIT_FAILED
    if args.json:
        sys.stdout.write(msgspec.json.encode(answer).decode() + "\n")
    else:
        from floorcall.answer_text import answer_text

        sys.stdout.write(answer_text(answer, t))
    return EXIT_OK


def _run_replay(args: argparse.Namespace) -> int:
    from floorcall.replaying import replay_command

    return replay_command(args.paths, args.config, args.json, args.jobs, args.dask, t=_translator(args))


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line.

    :param argv: the arguments after the program name (default: ``sys.argv[1:]``).
    :returns: the exit status: 0 success, 1 a command's own failure (a replayed hand that did not match, no
        ruling), 2 unusable arguments, config or input, 130 interrupted (Ctrl-C).
    """
    try:
        args = _parser().parse_args(argv)
        if args.trace:
            from floorcall.hookcalls import TRACE_VARIABLE

            os.environ[TRACE_VARIABLE] = "1"  # every manager this process builds traces its hook calls
        return int(args.run(args))
    except FloorcallError as exc:
        print(f"floorcall {args.command}: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:  # Ctrl-C: every file written so far is whole (each is replaced in one step)
        print("floorcall: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:  # the reader (head, less) stopped early: not an error
        sys.stderr.close()
        return EXIT_OK


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
