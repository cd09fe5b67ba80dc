"""``floorcall replay`` on a tournament's folder: the record rebuilt and every hand history checked against it.

A folder that holds ``tournament.jsonl`` (or that file named itself) is a tournament run by ``floorcall run``. Its
record is rebuilt (:func:`floorcall._tournament.rebuild.rebuild`), and each hand the record lists is read from its
file, ``table-TTTT-hand-HHHH.phh``, whose seats and starting stacks (and finishing stacks, when written) must be
those the record gives at that hand. The hands themselves are replayed as any others.
"""

from __future__ import annotations

from pathlib import Path

import msgspec

from floorcall._app.mtt_run import RECORD_NAME
from floorcall._app.output import ResultsOut
from floorcall._app.phh import load
from floorcall._app.running import out_name
from floorcall._tournament.rebuild import Rebuilt, rebuild
from floorcall._tournament.record import AnyRecordEvent, HandPlayed, decode_line
from floorcall.errors import FloorcallError
from floorcall.i18n import Translator

__all__ = ["record_of", "verify_folder", "verify_records"]


def record_of(path: str) -> Path | None:
    """The tournament record a replay path names (the file, or the one in the folder), or None."""
    where = Path(path)
    if where.is_dir() and (where / RECORD_NAME).is_file():
        return where / RECORD_NAME
    return where if where.is_file() and where.name.endswith(".jsonl") else None


def _events(record: Path) -> list[AnyRecordEvent]:
    events = []
    for number, line in enumerate(record.read_text(encoding="utf-8").splitlines(), start=1):
        try:
            events.append(decode_line(line))
        except msgspec.DecodeError as exc:
            raise FloorcallError(f"{record}, line {number}: not a tournament event: {exc}") from None
    return events


def verify_folder(record: Path) -> Rebuilt:
    """Rebuild the record at ``record`` and check every hand history beside it against it.

    :raises FloorcallError: a line of the record is not a tournament event.
    :raises OSError: the record cannot be read.
    """
    folder = record.parent

    def check_hand(event: HandPlayed) -> list[str]:
        path = folder / out_name(event.table, event.hand, 2)
        try:
            history = load(path)
        except (OSError, FloorcallError) as exc:
            return [f"{path.name}: {exc}"]
        seats = history.seats or list(range(1, len(history.starting_stacks) + 1))
        found = dict(zip(seats, history.starting_stacks, strict=False))
        problems = []
        if found != event.starting:
            problems.append(f"{path.name} deals {found}, the record {event.starting}")
        if history.finishing_stacks and dict(zip(seats, history.finishing_stacks, strict=False)) != event.finishing:
            problems.append(f"{path.name} ends with {history.finishing_stacks}, the record with {event.finishing}")
        return problems

    return rebuild(_events(record), check_hand)


def verify_records(paths: list[str], out: ResultsOut, as_json: bool, t: Translator) -> bool:
    """Verify each tournament record the paths name, writing a line for each; whether all were sound."""
    sound = True
    for path in paths:
        record = record_of(path)
        if record is None:
            continue
        try:
            rebuilt = verify_folder(record)
            problems = rebuilt.problems
        except (OSError, FloorcallError) as exc:
            rebuilt, problems = Rebuilt(), [str(exc)]
        sound = sound and not problems
        if as_json:
            line = {"type": "tournament", "record": str(record), "hands": rebuilt.hands, "problems": problems}
            out.write(msgspec.json.encode(line).decode() + "\n")
            continue
        out.write(
            t.words(
                "cli.replay.tournament",
                "{record}: {hands} hands checked against the record, {problems} problems",
                record=str(record),
                hands=rebuilt.hands,
                problems=len(problems),
            )
            + "\n"
        )
        for problem in problems:
            out.write(f"  {problem}\n")
    return sound
