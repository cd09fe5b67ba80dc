"""``floorcall replay`` on a tournament's folder: the record rebuilt and every hand history checked against it.

A folder that holds ``tournament.jsonl`` (or that file named itself) is a tournament run by ``floorcall run``. Its
record is rebuilt (:func:`floorcall._tournament.rebuild.rebuild`), and each hand the record lists is read from its
file, ``table-TTTT-hand-HHHH.phh``, whose seats and starting stacks (and finishing stacks, when written) must be
those the record gives at that hand, and so must the seats it deals on penalty (the record's ``penalized``). The
hands themselves are replayed as any others.
"""

from __future__ import annotations

import typing
from pathlib import Path

import msgspec

from floorcall._app.mtt_run import RECORD_NAME
from floorcall._app.output import ResultsOut
from floorcall._app.phh import HandHistory, load
from floorcall._app.replay_extension import read_extension
from floorcall._app.running import out_name
from floorcall._app.wording import not_json, not_utf8_message, validation_parts
from floorcall._tournament.problems import Problem, problem
from floorcall._tournament.rebuild import Rebuilt, rebuild
from floorcall._tournament.record import AnyRecordEvent, HandPlayed, decode_line
from floorcall.errors import FloorcallError, because
from floorcall.i18n import Translator
from floorcall.model.messages import Message

__all__ = ["record_of", "verify_folder", "verify_records"]


def record_of(path: str) -> Path | None:
    """The tournament record a replay path names (the file, or the one in the folder), or None."""
    where = Path(path)
    if where.is_dir() and (where / RECORD_NAME).is_file():
        return where / RECORD_NAME
    return where if where.is_file() and where.name.endswith(".jsonl") else None


def _events(record: Path) -> list[AnyRecordEvent]:
    events = []
    try:
        text = record.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise FloorcallError.of(not_utf8_message(exc), str(record)) from None
    for number, line in enumerate(text.splitlines(), start=1):
        try:
            events.append(decode_line(line))
        except msgspec.DecodeError as exc:
            raise _not_an_event(exc, number, record) from None
    return events


#: The ``type`` of every event a record holds, listed when a line's type is none of them.
_EVENT_TYPES: tuple[str, ...] = tuple(
    sorted(str(event.__struct_config__.tag) for event in typing.get_args(AnyRecordEvent))
)


def _not_an_event(error: msgspec.DecodeError, line: int, record: Path) -> FloorcallError:
    """The error for line ``line`` of ``record`` that is not JSON, or JSON that is no tournament event."""
    if isinstance(error, msgspec.ValidationError):
        place, reason = validation_parts(error, choices=_EVENT_TYPES)
        key = f"$.{place}" if place else None
    else:
        reason, key = not_json(error), None
    frame = because(
        "mtt.record.not_an_event", "line {line}: not a tournament event: {reason}", line=line, reason=reason.english()
    )
    return FloorcallError.of(reason, str(record), key=key, frame=frame)


def verify_folder(record: Path) -> Rebuilt:
    """Rebuild the record at ``record`` and check every hand history beside it against it.

    :raises FloorcallError: a line of the record is not a tournament event.
    :raises OSError: the record cannot be read.
    """
    folder = record.parent

    def check_hand(event: HandPlayed) -> list[Problem]:
        path = folder / out_name(event.table, event.hand, 2)
        try:
            history = load(path)
            penalty = _penalty_problem(path.name, history, event)
        except (OSError, FloorcallError) as exc:
            return [_unreadable(path, exc)]
        seats = history.seats or list(range(1, len(history.starting_stacks) + 1))
        found = dict(zip(seats, history.starting_stacks, strict=False))
        problems = [penalty] if penalty is not None else []
        if found != event.starting:
            problems.append(
                problem(
                    "mtt.record.file_deals",
                    "{file} deals {dealt}, the record {recorded}",
                    file=path.name,
                    dealt=found,
                    recorded=event.starting,
                )
            )
        if history.finishing_stacks and dict(zip(seats, history.finishing_stacks, strict=False)) != event.finishing:
            problems.append(
                problem(
                    "mtt.record.file_ends",
                    "{file} ends with {stacks}, the record with {recorded}",
                    file=path.name,
                    stacks=history.finishing_stacks,
                    recorded=event.finishing,
                )
            )
        return problems

    return rebuild(_events(record), check_hand)


def _penalty_problem(name: str, history: HandHistory, event: HandPlayed) -> Problem | None:
    """The problem of a hand file that deals other seats on penalty than the record's ``penalized``, or None.

    :raises HandHistoryError: the file's ``_floorcall`` table is not floorcall's.
    """
    extension = read_extension(history)
    dealt = sorted(extension.table.penalty) if extension is not None else []
    if dealt == sorted(event.penalized):
        return None
    return problem(
        "mtt.record.file_penalties",
        "{file} deals seats {dealt} on penalty, the record seats {recorded}",
        file=name,
        dealt=dealt,
        recorded=sorted(event.penalized),
    )


def _unreadable(path: Path, error: OSError | FloorcallError) -> Problem:
    """A hand history the record lists that cannot be read, its own reason kept for the reader's language."""
    message = getattr(error, "message", None)
    if not isinstance(message, Message):
        message = because("mtt.record.unreadable", "cannot be read: {error}", error=str(error))
    inner = Problem(message, (error.frame,) if isinstance(error, FloorcallError) and error.frame else ())
    places = (path.name, *getattr(error, "places", ()))
    return inner.within("mtt.record.in_file", "{file}: {reason}", file=": ".join(places))


def verify_records(paths: list[str], out: ResultsOut, as_json: bool, t: Translator) -> bool:
    """Verify each tournament record the paths name, writing a line for each; whether all were sound."""
    sound = True
    for path in paths:
        record = record_of(path)
        if record is None:
            continue
        try:
            rebuilt = verify_folder(record)
            problems = [(p.english(), p.text(t.message)) for p in rebuilt.problems]
        except (OSError, FloorcallError) as exc:
            rebuilt, problems = Rebuilt(), [(str(exc), t.error(exc))]
        sound = sound and not problems
        if as_json:
            line = {
                "type": "tournament",
                "record": str(record),
                "hands": rebuilt.hands,
                "problems": [english for english, _ in problems],
            }
            out.write(msgspec.json.encode(line).decode() + "\n")
            continue
        checked = t.nwords(
            "cli.replay.tournament.hands",
            "{record}: {hands} hand checked against the record",
            "{record}: {hands} hands checked against the record",
            rebuilt.hands,
            record=str(record),
            hands=rebuilt.hands,
        )
        found = t.nwords(
            "cli.replay.tournament.problems",
            "{problems} problem",
            "{problems} problems",
            len(problems),
            problems=len(problems),
        )
        out.write(t.words("cli.replay.tournament", "{checked}, {found}", checked=checked, found=found) + "\n")
        for _, words in problems:
            out.write(f"  {words}\n")
    return sound
