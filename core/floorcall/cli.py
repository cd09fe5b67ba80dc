"""The ``floorcall`` command line.

Results go to stdout, messages to stderr. Exit status 0 on success, 2 for unusable arguments, configs or input.
Each command imports what it needs when it runs, so that ``floorcall --help`` starts fast.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from floorcall.errors import FloorcallError

__all__ = ["main"]

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="floorcall",
        description="Run poker hands by the book and rule on irregularities, citing the rules.",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    plugins = commands.add_parser(
        "plugins",
        help="list the plugins in precedence order, their games and rulebooks, and every option",
        description="List the installed plugins in precedence order (house plugins, rulebooks, games, the core), "
        "the games and rulebooks they provide, and every option with its default and the plugin that owns it.",
    )
    plugins.add_argument("--config", metavar="CONFIG", help="show the plugins and options this config puts in force")
    plugins.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    plugins.set_defaults(run=_run_plugins)
    run = commands.add_parser(
        "run",
        help="the main job: run the configured table for N hands, ruling on injected irregularities",
        description="Run the configured table for exactly N hands with seeded random decisions, applying the "
        "rotation and levels, injecting irregularities at RATE per hand and applying every ruling. Without CONFIG "
        "an embedded default is used (a six-handed eight-game mix under the TDA rules).",
    )
    run.add_argument("config", nargs="?", metavar="CONFIG", help="a tournament config (TOML)")
    run.add_argument("--hands", type=_positive, default=20, metavar="N", help="hands to run (default 20)")
    run.add_argument("--seed", type=int, default=0, metavar="S", help="random seed (default 0)")
    run.add_argument(
        "--irregularities", type=_rate, default=0.3, metavar="RATE", help="injections per hand, 0..1 (default 0.3)"
    )
    run.add_argument("--out", metavar="DIR", help="write one PHH file per hand here, with the _floorcall extension")
    run.add_argument("--json", action="store_true", help="one JSON object per hand")
    run.add_argument(
        "--tables",
        type=_positive,
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
    return parser


def _add_scale_options(command: argparse.ArgumentParser, what: str) -> None:
    command.add_argument(
        "--jobs",
        type=_jobs,
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


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _jobs(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 (every core) or more, not {value}")
    return value


def _rate(text: str) -> float:
    value = float(text)
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f"a rate is between 0 and 1, not {value}")
    return value


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
    )


def _run_plugins(args: argparse.Namespace) -> int:
    from floorcall.report import plugins_report, render_plugins

    report = plugins_report(config=args.config)
    if args.json:
        import msgspec

        sys.stdout.write(msgspec.json.encode(report).decode() + "\n")
    else:
        sys.stdout.write(render_plugins(report))
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
    try:
        answer = rule_answer(hand, events) if args.command == "rule" else next_answer(hand, events)
    except NoRulingError as exc:
        print(f"floorcall {args.command}: {exc}", file=sys.stderr)
        return EXIT_FAILED
    if args.json:
        sys.stdout.write(msgspec.json.encode(answer).decode() + "\n")
    else:
        for key, value in answer.items():
            if key != "remedy_details" and value != []:
                shown = ", ".join(map(str, value)) if isinstance(value, list) else value
                sys.stdout.write(f"{key.replace('_', ' ')}: {shown}\n")
    return EXIT_OK


def _run_replay(args: argparse.Namespace) -> int:
    from floorcall.replaying import replay_command

    return replay_command(args.paths, args.config, args.json, args.jobs, args.dask)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line.

    :param argv: the arguments after the program name (default: ``sys.argv[1:]``).
    :returns: the exit status: 0 success, 1 a command's own failure (a replayed hand that did not match, no
        ruling), 2 unusable arguments, config or input.
    """
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args))
    except FloorcallError as exc:
        print(f"floorcall {args.command}: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:  # the reader (head, less) stopped early: not an error
        sys.stderr.close()
        return EXIT_OK


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
