"""The ``floorcall`` command line.

Results go to stdout, messages to stderr. Exit status 0 on success, 2 for unusable arguments, configs or input.
Each command imports what it needs when it runs, so that ``floorcall --help`` starts fast.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from floorcall._app import log_setup
from floorcall._app.cli_language import argparse_language, requested_language
from floorcall._app.cli_parser import build_parser
from floorcall._app.output import write_results
from floorcall.errors import FloorcallError
from floorcall.i18n import CORE, Translator, language_from_environment, translator

__all__ = ["main"]

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2
#: The shell's status for a command ended by Ctrl-C (128 + SIGINT).
EXIT_INTERRUPTED = 130


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    from floorcall.build import BUILD

    try:
        return f"floorcall {version('floorcall')} ({BUILD})"
    except PackageNotFoundError:  # pragma: no cover - run from a checkout that was never installed
        return "floorcall (version unknown: not installed)"


def _run_serve(args: argparse.Namespace) -> int:
    from floorcall._app.serve.server import serve_command

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
        allowed=args.allowed_host,
        hook_limit=hook_limit_of(args),
    )


def _run_run(args: argparse.Namespace) -> int:
    from floorcall._app.running import run_command

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
        phhs=args.phhs,
        hook_limit=hook_limit_of(args),
    )


def hook_limit_of(args: argparse.Namespace) -> float:
    """The seconds of ``--hook-limit`` (default :data:`~floorcall._plugins.watch.DEFAULT_HOOK_LIMIT`; 0: none).

    Under ``--dask`` the work runs on the Dask workers' own threads, where no signal can stop a call that does not
    return, so ``run`` and ``replay`` run there without a limit, and a ``--hook-limit`` above 0 given with
    ``--dask`` is refused rather than silently not applied.

    :raises FloorcallError: ``--hook-limit`` above 0 together with ``--dask``.
    """
    from floorcall._plugins.watch import DEFAULT_HOOK_LIMIT

    dask = getattr(args, "dask", None)
    limit: float | None = args.hook_limit
    if limit is None:
        return 0.0 if dask else DEFAULT_HOOK_LIMIT
    if dask and limit:
        raise FloorcallError(
            CORE.msg(
                "cli.dask_hook_limit",
                "--hook-limit {limit} cannot be applied with --dask: the Dask workers run the work on threads of "
                "their own, where a hook call that does not return cannot be stopped; leave --hook-limit out (or "
                "give 0), or use --jobs",
                limit=f"{limit:g}",
            )
        )
    return limit


def _translator(args: argparse.Namespace) -> Translator:
    """The translator for ``--lang``, else the language of the environment (LC_ALL, LC_MESSAGES, LANG), else English."""
    return translator(args.lang or language_from_environment())


def _run_plugins(args: argparse.Namespace) -> int:
    from floorcall._app.report import plugins_report, render_plugins, translated

    report = translated(plugins_report(config=args.config), _translator(args))
    if args.json:
        import msgspec

        write_results(msgspec.json.encode(report).decode() + "\n")
    else:
        write_results(render_plugins(report, _translator(args)))
    return EXIT_OK


def _run_rules(args: argparse.Namespace) -> int:
    from floorcall._app.cli_rules import rules_command

    write_results(rules_command(args.config, args.rulebook, args.game, args.json, _translator(args), args.query))
    return EXIT_OK


def _run_situation(args: argparse.Namespace) -> int:
    from pathlib import Path

    import msgspec

    from floorcall._app.situation import next_answer, open_situation, rule_answer
    from floorcall._plugins import discover
    from floorcall.errors import NoRulingError, NothingToRuleOnError

    catalog = discover()
    selection = None
    if args.config:
        from floorcall._app.config import load_config

        selection = load_config(Path(args.config), catalog).selection
    hand, events = open_situation(Path(args.situation), catalog, selection)
    t = _translator(args)
    try:
        answer = rule_answer(hand, events, t) if args.command == "rule" else next_answer(hand, events)
    except NoRulingError as exc:
        if exc.consulted or isinstance(exc.subject, str) or isinstance(exc, NothingToRuleOnError):
            text = t.words(
                "cli.no_ruling",
                "{command}: {path}: {error}",
                command=args.command,
                path=args.situation,
                error=t.error(exc),
            )
        else:
            text = t.words(
                "cli.no_ruling.no_rulebook",
                "{command}: {path}: {error} (the situation names no rulebook in _floorcall, and no --config gives one)",
                command=args.command,
                path=args.situation,
                error=t.error(exc),
            )
        log_setup.LOGGER.error(f"floorcall {text}")
        return EXIT_FAILED
    if args.json:
        write_results(msgspec.json.encode(answer).decode() + "\n")
    else:
        from floorcall._app.answer_text import answer_text

        write_results(answer_text(answer, t))
    return EXIT_OK


def _run_replay(args: argparse.Namespace) -> int:
    from floorcall._app.replaying import replay_command

    return replay_command(
        args.paths,
        args.config,
        args.json,
        args.jobs,
        args.dask,
        t=_translator(args),
        rake=args.rake,
        hook_limit=hook_limit_of(args),
    )


def _run_completion(args: argparse.Namespace) -> int:
    from argcomplete.shell_integration import shellcode

    sys.stdout.write(shellcode(["floorcall"], shell=args.shell))
    return EXIT_OK


def _complete(parser: argparse.ArgumentParser) -> None:
    """Answer a completing shell and exit, when the completion script runs this process (``_ARGCOMPLETE`` set)."""
    if "_ARGCOMPLETE" in os.environ:  # argcomplete's import is left out of every ordinary start
        import argcomplete

        argcomplete.autocomplete(parser, exit_method=sys.exit)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line.

    :param argv: the arguments after the program name (default: ``sys.argv[1:]``).
    :returns: the exit status: 0 success, 1 a command's own failure (a replayed hand that did not match, no
        ruling), 2 unusable arguments, config or input, 130 interrupted (Ctrl-C).
    """
    arguments = sys.argv[1:] if argv is None else list(argv)
    language = requested_language(arguments) or language_from_environment()
    t = translator(language)
    try:
        with argparse_language(language):  # argparse's own words (usage, options, error) in the same language
            parser = _parser(t)
            _complete(parser)
            args = parser.parse_args(arguments)
        log_setup.configure(args.log_level)
        if args.trace:
            from floorcall._plugins.hookcalls import TRACE_VARIABLE

            os.environ[TRACE_VARIABLE] = "1"  # every manager this process builds traces its hook calls
        return int(args.run(args))
    except FloorcallError as exc:  # bad input: the place as written, the reason in the reader's language
        log_setup.LOGGER.error(f"floorcall {args.command}: {t.error(exc)}")
        return EXIT_USAGE
    except KeyboardInterrupt:  # Ctrl-C: every file written so far is whole (each is replaced in one step)
        log_setup.LOGGER.error(t.words("cli.interrupted", "floorcall: interrupted"))
        return EXIT_INTERRUPTED
    except BrokenPipeError:  # the reader (head, less) stopped early: not an error
        sys.stderr.close()
        return EXIT_OK
    finally:
        log_setup.LOGGER.setLevel("NOTSET")  # a library caller after this command gets logging's own defaults


def _parser(t: Translator) -> argparse.ArgumentParser:
    handlers = {
        "plugins": _run_plugins,
        "rules": _run_rules,
        "run": _run_run,
        "rule": _run_situation,
        "next": _run_situation,
        "replay": _run_replay,
        "serve": _run_serve,
        "completion": _run_completion,
    }
    return build_parser(t, handlers, _version())


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
