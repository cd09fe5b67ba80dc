"""The folder ``floorcall run --out`` writes its hands to: checked before the first hand, each file whole.

The folder is refused before any hand runs when it is a file, cannot be created or written, or already holds hand
files (``*.phh``) and ``--force`` was not given; with ``--force`` the files an earlier run wrote there
(``hand-NNNN.phh``, ``table-NNNN-hand-NNNN.phh``) are removed first, so the folder holds exactly this run. A write
that fails later (a full disk) stops the run with an error naming the file; the files written before it stay whole
(:func:`floorcall._app.phh.writer.write_whole` replaces each file in one step).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Final

from floorcall._app.phh.writer import write_whole
from floorcall.errors import OutputError
from floorcall.i18n import CORE

__all__ = ["HandFolder"]

#: The names of the files ``floorcall run`` writes (``hand-0001.phh``, ``table-0002-hand-0001.phh``), the only ones
#: ``--force`` removes.
_HAND_FILE: Final = re.compile(r"(table-\d{4,}-)?hand-\d{4,}\.phh|table-\d{4,}\.phhs|hands\.phhs")


def _reason(exc: OSError) -> str:
    """The system's words for a failed file operation (as the system gives them, untranslated)."""
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
            raise OutputError.of(CORE.msg("out.not_a_folder", "exists and is not a folder"), f"--out {path}")
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            message = CORE.msg("out.not_created", "cannot be created: {reason}", reason=_reason(exc))
            raise OutputError.of(message, f"--out {path}") from None
        existing = sorted(p.name for p in path.glob("*.phh*") if p.suffix in (".phh", ".phhs"))
        if existing and not force:
            shown = ", ".join(existing[:3]) + (", ..." if len(existing) > 3 else "")
            message = CORE.nmsg(
                "out.holds_hands",
                "already holds {count} hand file ({shown}); choose an empty folder, or pass --force to replace the "
                "hand files of an earlier run",
                "already holds {count} hand files ({shown}); choose an empty folder, or pass --force to replace the "
                "hand files of an earlier run",
                len(existing),
                count=len(existing),
                shown=shown,
            )
            raise OutputError.of(message, f"--out {path}")
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
            message = CORE.msg("out.not_written", "cannot be written: {reason}", reason=_reason(exc))
            raise OutputError.of(message, f"--out {self.path}") from None

    def _remove_earlier_run(self, names: list[str]) -> None:
        for name in names:
            if _HAND_FILE.fullmatch(name):
                try:
                    (self.path / name).unlink()
                except OSError as exc:
                    message = CORE.msg("out.not_replaced", "cannot be replaced: {reason}", reason=_reason(exc))
                    raise OutputError.of(message, f"--out {self.path / name}") from None

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
            message = CORE.msg("out.not_written", "cannot be written: {reason}", reason=_reason(exc))
            raise OutputError.of(message, f"--out {target}") from None
        return target
