"""Running the command line on bad input and checking what every bad input must give.

Each data file of the corpus says on a header line what it expects: ``# badinput: exit 2, names KEY``. The harness
runs the command on a copy in a temporary folder and checks the exit status, that the message is one line naming
the file and the key, that no traceback is printed, and that no file was written, changed or removed.
"""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass
from pathlib import Path

from floorcall._app.cli import main

CORPUS = Path(__file__).resolve().parent
_HEADER = re.compile(r"^# badinput: exit (?P<exit>\d+), names (?P<names>.+)$", re.MULTILINE)


@dataclass(frozen=True)
class Case:
    path: Path
    exit: int
    names: tuple[str, ...]

    @property
    def id(self) -> str:
        return self.path.stem


def cases(folder: str, suffix: str) -> list[Case]:
    found = []
    for path in sorted((CORPUS / folder).glob(f"*{suffix}")):
        header = _HEADER.search(path.read_bytes().decode(errors="replace"))
        assert header, f"{path}: no '# badinput: exit N, names KEY' line"
        found.append(Case(path, int(header["exit"]), tuple(n.strip() for n in header["names"].split(" and "))))
    return found


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def copy_in(case: Case, folder: Path) -> Path:
    target = folder / case.path.name
    shutil.copyfile(case.path, target)
    return target


def run_bad(argv: list[str], folder: Path, capsys, *, exit: int, names: tuple[str, ...]) -> str:
    """Run ``floorcall argv``; check the exit status, the one-line message naming ``names``, and nothing changed."""
    before = snapshot(folder)
    code = main(argv)
    out, err = capsys.readouterr()
    assert code == exit, (code, out, err)
    message = err if exit == 2 else out + err
    for name in names:
        assert name in message, (name, message)
    assert "Traceback" not in out + err
    if exit == 2:
        assert len(err.strip().splitlines()) == 1, err
        assert out == ""
    assert snapshot(folder) == before
    return message
