"""The README's command-line samples, checked against what the commands print today.

The block under "On the command line" holds ``$ floorcall ...`` commands, each followed by its output. Two marks
shorten an output: a line cut short ends in ``...`` (the real line starts with what comes before it), and a line
that is only ``...`` stands for lines left out. The samples without left-out lines (``run``, ``rule``, ``next``,
``replay``) are regenerated, not edited by hand: ``python -m tests.readme.samples`` reruns each command and rewrites
its output in README.md, cutting each line longer than :data:`WIDTH` at a word (after a comma where there is one).
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import shlex
import sys
from dataclasses import dataclass
from pathlib import Path

from floorcall._app.cli import main

REPO = Path(__file__).resolve().parents[2]
README = REPO / "README.md"
#: The widest sample line: the README keeps lines within 120 characters.
WIDTH = 116
_BLOCK = re.compile(r"On the command line, .*?```text\n(?P<body>.*?)```", re.DOTALL)


@dataclass(frozen=True)
class Sample:
    command: str
    lines: tuple[str, ...]

    @property
    def argv(self) -> list[str]:
        return shlex.split(self.command)[1:]  # after "floorcall"


def samples(readme: str) -> list[Sample]:
    match = _BLOCK.search(readme)
    assert match, "README.md: no ```text block under 'On the command line'"
    found: list[Sample] = []
    command, lines = "", []
    for line in match["body"].splitlines():
        if line.startswith("$ floorcall "):
            if command:
                found.append(Sample(command, tuple(_strip_blank(lines))))
            command, lines = line[2:], []
        else:
            lines.append(line)
    found.append(Sample(command, tuple(_strip_blank(lines))))
    return found


def _strip_blank(lines: list[str]) -> list[str]:
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def output_of(argv: list[str]) -> list[str]:
    """What ``floorcall argv`` prints on stdout, run in the repository's root as the README's commands are."""
    out = io.StringIO()
    here = Path.cwd()
    os.chdir(REPO)
    try:
        with contextlib.redirect_stdout(out):
            main(argv)
    finally:
        os.chdir(here)
    return out.getvalue().splitlines()


def trimmed(line: str) -> str:
    """A line within :data:`WIDTH`, cut after its last comma (or space) that fits and marked ``...``."""
    if len(line) <= WIDTH:
        return line
    head = line[: WIDTH - 4]
    cut = head.rfind(", ")
    return head[:cut] + ", ..." if cut > len(head) // 2 else head[: head.rfind(" ")] + " ..."


def matches(sample: tuple[str, ...], output: list[str]) -> bool:
    """Whether a sample shows the output: every line as printed, or cut short (``...``), or left out (``...``)."""

    def match(i: int, j: int) -> bool:
        if i == len(sample):
            return j == len(output)
        line = sample[i]
        if line.strip() == "...":
            return any(match(i + 1, k) for k in range(j, len(output) + 1))
        if j == len(output):
            return False
        if line.endswith("..."):
            return output[j].startswith(line[:-3].rstrip(" ,")) and match(i + 1, j + 1)
        return output[j] == line and match(i + 1, j + 1)

    return match(0, 0)


def regenerated(sample: Sample) -> tuple[str, ...]:
    """What the sample shows when regenerated: the command's output, each line trimmed."""
    return tuple(trimmed(line) for line in output_of(sample.argv))


def is_regenerated(sample: Sample) -> bool:
    """Whether the sample is written by :func:`regenerate` (it leaves no line out)."""
    return all(line.strip() != "..." for line in sample.lines)


def regenerate(readme: str) -> str:
    """The README with every regenerated sample replaced by what its command prints now, trimmed."""
    for sample in samples(readme):
        if is_regenerated(sample):
            old = "\n".join((f"$ {sample.command}", *sample.lines))
            assert old in readme
            readme = readme.replace(old, "\n".join((f"$ {sample.command}", *regenerated(sample))), 1)
    return readme


if __name__ == "__main__":
    README.write_text(regenerate(README.read_text()))
    sys.stdout.write(f"{README}: the samples of run, rule, next and replay regenerated\n")
