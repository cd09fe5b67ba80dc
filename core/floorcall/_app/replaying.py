"""``floorcall replay``: hand histories replayed (here, over processes or on Dask), one line per problem, a summary.

Text output names every hand that did not match: ``FAILED path: action N: reason``, ``INVALID path: reason`` (the
file cannot be read or is not a valid hand history) and ``SKIPPED path: reason`` (its variant or a house plugin it
names is not installed), then ``N replayed, N matched, N played, N failed, N invalid, N skipped`` (``played``: played
as recorded, the file records no result to compare). A hand of a ``.phhs`` file is named ``path[key]``. The lines
and the summary are the same for every ``--jobs`` and ``--dask``. The exit status is 1 when a hand failed or a file
was invalid, or a path holds no hand, even when the reader of stdout stopped early.
"""

from __future__ import annotations

from contextlib import closing
from pathlib import Path

import msgspec

import floorcall._plugins as plugins
from floorcall._app.batch import BatchError, replay_many
from floorcall._app.dask_cluster import route
from floorcall._app.log_setup import LOGGER
from floorcall._app.output import EXIT_INTERRUPTED, ResultsOut, warn
from floorcall._app.phh.units import RakeModel
from floorcall._app.progress import progress_bar
from floorcall._app.replay import ReplayOutcome
from floorcall._app.replay_names import NoHandsError, hand_names
from floorcall._plugins import Selection
from floorcall._plugins.watch import DEFAULT_HOOK_LIMIT
from floorcall.errors import HandHistoryError
from floorcall.i18n import Translator, message_json, translator

__all__ = ["outcome_json", "outcome_line", "outcome_reason", "replay_command"]

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2

_STATUSES = ("matched", "played", "failed", "invalid", "skipped")


def outcome_line(outcome: ReplayOutcome, t: Translator | None = None) -> str | None:
    """The text line for a file that did not match (None for a match), in the language of ``t`` (English if None)."""
    if outcome.status in ("matched", "played"):
        return None
    t = t or translator()
    path, reason = str(outcome.path), outcome_reason(outcome, t)
    if outcome.status == "failed" and outcome.action is not None:
        line = t.words(
            "cli.replay.failed_at",
            "FAILED {path}: action {action}: {reason}",
            path=path,
            action=outcome.action,
            reason=reason,
        )
    elif outcome.status == "failed":
        line = t.words("cli.replay.failed", "FAILED {path}: {reason}", path=path, reason=reason)
    elif outcome.status == "invalid":
        line = t.words("cli.replay.invalid", "INVALID {path}: {reason}", path=path, reason=reason)
    else:
        line = t.words("cli.replay.skipped", "SKIPPED {path}: {reason}", path=path, reason=reason)
    return line + "\n"


def outcome_reason(outcome: ReplayOutcome, t: Translator) -> str:
    """Why a file did not match, in ``t``'s language, without the file's name in front (the line names it)."""
    if outcome.message is None:
        return outcome.reason.removeprefix(f"{outcome.path}: ")
    places = outcome.places[1:] if outcome.places[:1] == (outcome.path,) else outcome.places
    return ": ".join((*places, t.reason(outcome.message, outcome.frame)))


def outcome_json(outcome: ReplayOutcome, t: Translator) -> str:
    """A file's outcome as ``--json`` prints it: its ``reason`` in ``t``'s language, ``message`` (id, params) beside.

    ``frame`` is the sentence the message sits in, as ``{"id", "params"}`` (its ``reason`` parameter the English
    reason), or null.
    """
    data = msgspec.to_builtins(outcome)
    del data["places"]
    if outcome.message is not None:
        data["reason"] = ": ".join((*outcome.places, t.reason(outcome.message, outcome.frame)))
    data["message"] = message_json(outcome.message)
    data["frame"] = message_json(outcome.frame)
    return msgspec.json.encode(data).decode() + "\n"


def _selection(config: str | None) -> Selection | None:
    if config is None:
        return None
    from floorcall._app.config import load_config

    return load_config(Path(config), plugins.discover()).selection


def replay_command(
    paths: list[str],
    config: str | None,
    as_json: bool,
    jobs: int | None,
    dask: str | None,
    *,
    t: Translator | None = None,
    rake: RakeModel | None = None,
    hook_limit: float = DEFAULT_HOOK_LIMIT,
) -> int:
    """Replay the PHH files named or found under ``paths`` and print the problems and the summary.

    :param paths: files, hands of ``.phhs`` files (``x.phhs[3]``) and folders (searched recursively for ``*.phh``
        and ``*.phhs``), or URLs of these with ``--dask``.
    :param config: a config whose rulebook and house options apply, or None for each file's own.
    :param as_json: one JSON object per file, then the summary object.
    :param jobs: processes (0: every core; 1 or None: this process only), or with ``dask`` the LocalCluster's
        workers (None: every core).
    :param dask: a Dask scheduler's address, ``local``, or None.
    :param t: the language of the text lines (English when None); JSON keys and statuses stay English.
    :param rake: the house rake to allow for where winnings fall short of the pots (``--rake``), or None.
    :param hook_limit: seconds a plugin's hook call may run (``--hook-limit``; 0: no limit; not applied under
        Dask): a hand whose hook call passes it fails, naming the plugin.
    :returns: 0 when every replayed hand matched or played and no file was invalid, 1 otherwise (a path that holds
        no hand included), 2 for a missing path, 130 after Ctrl-C.
    :raises ConfigError: the config is invalid.
    :raises FloorcallError: Dask is not installed or its scheduler cannot be reached.
    """
    try:
        files = [file for name in paths for file in _hand_files(name)]
    except FileNotFoundError as exc:
        missing = (t or translator()).words(
            "cli.replay.missing", "{path}: no such file or folder", path=exc.filename or str(exc)
        )
        LOGGER.error(f"floorcall replay: {missing}")
        return EXIT_USAGE
    except (NoHandsError, HandHistoryError) as exc:
        LOGGER.error(f"floorcall replay: {(t or translator()).error(exc)}")
        return EXIT_FAILED
    selection = _selection(config)
    counts = dict.fromkeys(_STATUSES, 0)
    out = ResultsOut()
    try:
        with route(jobs, dask) as where, progress_bar(len(files), "replay") as advance:
            outcomes = replay_many(
                files,
                selection=selection,
                executor=where.executor,
                jobs=where.workers,
                on_retry=warn("replay", t or translator()),
                rake=rake,
                hook_limit=hook_limit,
            )
            with closing(outcomes):
                for outcome in outcomes:
                    counts[outcome.status] += 1
                    line = outcome_json(outcome, t or translator()) if as_json else outcome_line(outcome, t)
                    if line is not None:
                        out.write(line)
                    advance(1)
    except KeyboardInterrupt:
        LOGGER.error((t or translator()).words("cli.replay.interrupted", "floorcall replay: interrupted"))
        return EXIT_INTERRUPTED
    except BatchError as exc:
        out.flush()
        stopped = (t or translator()).words(
            "cli.replay.stopped", "{error}; stopped", error=(t or translator()).error(exc)
        )
        LOGGER.error(f"floorcall replay: {stopped}")
        return EXIT_FAILED
    from floorcall._app.mtt_replay import verify_records

    sound = verify_records(paths, out, as_json, t or translator())
    _summary(out, counts, as_json, t or translator())
    return EXIT_FAILED if counts["failed"] or counts["invalid"] or not sound else EXIT_OK


def _hand_files(name: str) -> list[str]:
    """The hands a replay path holds: none for a tournament record itself, or a folder holding only a record.

    :raises FileNotFoundError: the path does not exist.
    :raises NoHandsError: it holds neither a hand nor a tournament record.
    """
    from floorcall._app.mtt_replay import record_of

    record = record_of(name)
    if record is not None and Path(name).is_file():
        return []
    try:
        return hand_names(name)
    except NoHandsError:
        if record is None:
            raise
        return []


def _summary(out: ResultsOut, counts: dict[str, int], as_json: bool, t: Translator) -> None:
    replayed = counts["matched"] + counts["played"] + counts["failed"]
    if as_json:
        out.write(msgspec.json.encode({"replayed": replayed, **counts}).decode() + "\n")
    else:
        out.write(_summary_text({"replayed": replayed, **counts}, t) + "\n")
    out.flush()


def _summary_text(counts: dict[str, int], t: Translator) -> str:
    """The replay's counts as a line: each count in its own plural form (``1 no válida``, ``2 no válidas``)."""
    n = counts
    replayed = t.nwords(
        "cli.replay.count.replayed", "{count} replayed", "{count} replayed", n["replayed"], count=n["replayed"]
    )
    matched = t.nwords(
        "cli.replay.count.matched", "{count} matched", "{count} matched", n["matched"], count=n["matched"]
    )
    failed = t.nwords("cli.replay.count.failed", "{count} failed", "{count} failed", n["failed"], count=n["failed"])
    invalid = t.nwords(
        "cli.replay.count.invalid", "{count} invalid", "{count} invalid", n["invalid"], count=n["invalid"]
    )
    skipped = t.nwords(
        "cli.replay.count.skipped", "{count} skipped", "{count} skipped", n["skipped"], count=n["skipped"]
    )
    played = t.nwords("cli.replay.count.played", "{count} played", "{count} played", n["played"], count=n["played"])
    return t.words(
        "cli.replay.summary",
        "{replayed}, {matched}, {played}, {failed}, {invalid}, {skipped}",
        replayed=replayed,
        matched=matched,
        played=played,
        failed=failed,
        invalid=invalid,
        skipped=skipped,
    )
