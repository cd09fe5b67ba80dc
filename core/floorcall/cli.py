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
    plugins.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    plugins.set_defaults(run=_run_plugins)
    return parser


def _run_plugins(args: argparse.Namespace) -> int:
    from floorcall.report import plugins_report, render_plugins

    report = plugins_report()
    if args.json:
        import msgspec

        sys.stdout.write(msgspec.json.encode(report).decode() + "\n")
    else:
        sys.stdout.write(render_plugins(report))
    return EXIT_OK


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


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
