"""Where the command line's diagnostics go: the standard :mod:`logging` tree under ``floorcall``, on stderr.

Results never pass through logging (they go to stdout as before); the notes a person may want to silence or widen
do: warnings (a batch sent again), errors (unusable input, a stopped run) and, with ``-v``, what each plugin answered
(``floorcall.plugins`` at DEBUG). ``-q`` keeps errors only and hides the progress bar.
"""

from __future__ import annotations

import logging
import sys

__all__ = ["LEVELS", "LOGGER", "configure", "notes_shown"]

#: The levels ``--log-level`` takes, quietest last.
LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")

#: The root of every floorcall logger.
LOGGER = logging.getLogger("floorcall")


class _CurrentStderr(logging.StreamHandler):  # type: ignore[type-arg]
    """A handler writing to the ``sys.stderr`` of the moment of each record (a test's capture, a redirected one)."""

    def __init__(self) -> None:
        super().__init__()
        self.setFormatter(logging.Formatter("%(message)s"))

    @property
    def stream(self) -> object:
        return sys.stderr

    @stream.setter
    def stream(self, _value: object) -> None:
        """Logging's constructor sets a stream; the current stderr is always used instead."""


def configure(level: str | None) -> None:
    """Send the ``floorcall`` records of ``level`` and above to stderr as bare messages.

    :param level: one of :data:`LEVELS`; None means WARNING (the notes and errors, no plugin detail).
    """
    LOGGER.setLevel(level or "WARNING")
    if not any(isinstance(handler, _CurrentStderr) for handler in LOGGER.handlers):
        LOGGER.addHandler(_CurrentStderr())
    LOGGER.propagate = False


def notes_shown() -> bool:
    """Whether notes below an error are wanted (False under ``-q``): the progress bar follows it."""
    return LOGGER.isEnabledFor(logging.WARNING)
