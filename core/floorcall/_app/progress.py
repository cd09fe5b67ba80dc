"""Progress bars for long ``run`` and ``replay`` commands: on stderr, only when stderr is a terminal.

The bar never touches stdout. rich's live display by default swaps ``sys.stdout`` and ``sys.stderr`` for proxies
that print through its console; with the console on stderr that sent every result line to stderr, so
``floorcall run > hands.txt`` in a terminal wrote an empty file. Both redirections are switched off here.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Protocol

from floorcall._app.log_setup import notes_shown

if TYPE_CHECKING:
    from rich.progress import Task
    from rich.text import Text

__all__ = ["MIN_TOTAL", "Advance", "progress_bar"]

#: Runs shorter than this many hands get no bar (it would only flicker).
MIN_TOTAL = 50


class Advance(Protocol):
    """Moves a bar on by a number of hands."""

    def __call__(self, hands: int) -> None:
        """Count ``hands`` more hands done."""


def _no_progress(hands: int) -> None:
    return None


@contextmanager
def progress_bar(total: int, label: str) -> Iterator[Advance]:
    """A bar of ``total`` hands on stderr with the hands per second, removed when the block ends.

    :param total: the number of hands (files or simulated hands) the command will do.
    :param label: what is counted, shown before the bar (``"replay"``, ``"run"``).
    :returns: a context manager giving the function that advances the bar; a no-op when stderr is not a terminal
        or the run is shorter than :data:`MIN_TOTAL`, and under ``-q``.
    """
    if total < MIN_TOTAL or not sys.stderr.isatty() or not notes_shown():
        yield _no_progress
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, ProgressColumn, TextColumn, TimeRemainingColumn
    from rich.text import Text

    class HandsPerSecond(ProgressColumn):
        def render(self, task: Task) -> Text:
            speed = task.finished_speed or task.speed
            return Text("" if speed is None else f"{speed:,.0f} hands/s")

    bar = Progress(
        TextColumn(label),
        BarColumn(),
        MofNCompleteColumn(),
        HandsPerSecond(),
        TimeRemainingColumn(),
        console=Console(file=sys.stderr),
        transient=True,
        redirect_stdout=False,
        redirect_stderr=False,
    )
    task = bar.add_task(label, total=total)

    def advance(hands: int) -> None:
        bar.advance(task, hands)

    with bar:
        yield advance
