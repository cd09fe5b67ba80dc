"""Writing results to stdout when the reader may stop early (``| head``) or the disk fills up.

A reader that goes away is not an error: the command goes on and counts. A write that fails otherwise (a full disk,
an I/O error) raises :class:`~floorcall.errors.OutputError` naming stdout and the system's reason, so the command
line prints one line and exits 2 instead of a traceback.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, TextIO

from floorcall._app.log_setup import LOGGER
from floorcall.errors import OutputError
from floorcall.i18n import CORE

if TYPE_CHECKING:
    from floorcall._app.batch_pool import BatchError
    from floorcall.i18n import Translator

__all__ = ["EXIT_INTERRUPTED", "ResultsOut", "warn", "write_results"]

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
        """Write ``text``, unless the reader has gone.

        :raises OutputError: the write failed for another reason (a full disk); nothing more is written.
        """
        if self.closed:
            return
        try:
            self.stream.write(text)
        except BrokenPipeError:
            self._reader_gone()
        except OSError as exc:
            raise self._failed(exc) from None

    def flush(self) -> None:
        """Flush what is buffered, unless the reader has gone.

        :raises OutputError: as :meth:`write`.
        """
        if self.closed:
            return
        try:
            self.stream.flush()
        except BrokenPipeError:
            self._reader_gone()
        except OSError as exc:
            raise self._failed(exc) from None

    def _failed(self, exc: OSError) -> OutputError:
        self._reader_gone()  # what is buffered cannot be written either: the interpreter's final flush must not fail
        reason = exc.strerror or str(exc)
        message = CORE.msg("output.stdout_failed", "cannot write the results to stdout: {reason}", reason=reason)
        return OutputError(message)

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


def write_results(text: str) -> None:
    """Write a command's whole result to stdout and flush it (``plugins``, ``rule``, ``next``).

    :raises OutputError: stdout cannot take it (a full disk); a reader that went away is not an error.
    """
    out = ResultsOut()
    out.write(text)
    out.flush()


def warn(command: str, t: Translator) -> Callable[[BatchError], None]:
    """A function that logs ``floorcall COMMAND: <notice>`` as a warning on stderr, in ``t``'s language.

    :param command: the command's name (``run``, ``replay``).
    :param t: the reader's language.
    :returns: the :data:`~floorcall._app.batch_pool.Notify` for batches sent again.
    """

    def say(notice: BatchError) -> None:
        LOGGER.warning(f"floorcall {command}: {t.error(notice)}")

    return say
