"""The folder ``floorcall run --out`` writes its hands to: checked before the first hand, each file whole.

The folder is refused before any hand runs when it is a file, cannot be created or written, or already holds hand
files (``*.phh``) and ``--force`` was not given; with ``--force`` the files an earlier run wrote there
(``hand-NNNN.phh``, ``table-NNNN-hand-NNNN.phh``) are removed first, so the folder holds exactly this run. A write
that fails later (a full disk) stops the run with an error naming the file; the files written before it stay whole
(:func:`floorcall.phh.writer.write_whole` replaces each file in one step).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Final

from floorcall.errors import OutputError
from floorcall.phh.writer import write_whole

__all__ = ["HandFolder"]

#: The names of the files ``floorcall run`` writes (``hand-0001.phh``, ``table-0002-hand-0001.phh``), the only ones
#: ``--force`` removes.
_HAND_FILE: Final = re.compile(r"(table-\d{4,}-)?hand-\d{4,}\.phh")


def _reason(exc: OSError) -> str:
    return exc.strerror or str(exc)


class HandFolder:
    """A folder for one run's PHH files.

    :param path: the folder (created with its parents when missing).
    :param force: replace the hand files an earlier run left there instead of refusing the folder.
    :raises OutputError: ``path`` is not a folder, cannot be created or written, or holds hand files without
        ``force``; the message names the path and the reason.
    """

    def __init__(self, path: Path, *, force: bool = False) -> None:
        self.path = path
        if path.exists() and not path.is_dir():
            raise OutputError(f"--out {path}: exists and is not a folder")
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise OutputError(f"--out {path}: cannot be created: {_reason(exc)}") from None
        existing = sorted(p.name for p in path.glob("*.phh"))
        if existing and not force:
            shown = ", ".join(existing[:3]) + (", ..." if len(existing) > 3 else "")
            raise OutputError(
                f"--out {path}: already holds {len(existing)} hand file(s) ({shown}); "
                "choose an empty folder, or pass --force to replace the hand files of an earlier run"
            )
        self._probe()
        if force:
            self._remove_earlier_run(existing)

    def _probe(self) -> None:
        """Create and remove a file, so that a read-only or unwritable folder is refused before any hand runs."""
        probe = self.path / f".floorcall-write-test.{os.getpid()}"
        try:
            probe.write_bytes(b"")
            probe.unlink()
        except OSError as exc:
            raise OutputError(f"--out {self.path}: cannot be written: {_reason(exc)}") from None

    def _remove_earlier_run(self, names: list[str]) -> None:
        for name in names:
            if _HAND_FILE.fullmatch(name):
                try:
                    (self.path / name).unlink()
                except OSError as exc:
                    raise OutputError(f"--out {self.path / name}: cannot be replaced: {_reason(exc)}") from None

    def write(self, name: str, text: str) -> Path:
        """Write one hand's PHH text as the file ``name`` in the folder.

        :returns: the file written.
        :raises OutputError: the file cannot be written (a full disk, the folder removed); it is not left half
            written.
        """
        target = self.path / name
        try:
            write_whole(text, target)
        except OSError as exc:
            raise OutputError(f"--out {target}: cannot be written: {_reason(exc)}") from None
        return target
