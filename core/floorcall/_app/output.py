"""Writing results to stdout when the reader may stop early (``| head``): the command goes on and counts."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TextIO

__all__ = ["EXIT_INTERRUPTED", "ResultsOut", "warn"]

#: The exit status after Ctrl-C (128 + SIGINT), as shells report it.
EXIT_INTERRUPTED = 130


class ResultsOut:
    """Writes to a stream until its reader goes away, then drops the rest so that the command can finish.

    :param stream: where results go (``sys.stdout`` when None).
    """

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = sys.stdout if stream is None else stream
        self.closed = False

    def write(self, text: str) -> None:
        """Write ``text``, unless the reader has gone."""
        if self.closed:
            return
        try:
            self.stream.write(text)
        except BrokenPipeError:
            self._reader_gone()

    def flush(self) -> None:
        """Flush what is buffered, unless the reader has gone."""
        if self.closed:
            return
        try:
            self.stream.flush()
        except BrokenPipeError:
            self._reader_gone()

    def _reader_gone(self) -> None:
        # what is still buffered can never be written: point the descriptor at devnull so that the interpreter's
        # final flush succeeds instead of reporting the broken pipe
        self.closed = True
        try:
            descriptor = self.stream.fileno()
        except (AttributeError, OSError, ValueError):
            return
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, descriptor)
        os.close(devnull)


def warn(command: str) -> Callable[[str], None]:
    """A function that prints ``floorcall COMMAND: message`` on stderr (for batches sent again)."""

    def say(message: str) -> None:
        print(f"floorcall {command}: {message}", file=sys.stderr)

    return say
