"""Instructions per item, counted by valgrind's callgrind: a figure that a loaded machine does not disturb.

Wall clock on a machine shared with other work moves by tens of percent from one run to the next; the number of
instructions a process executes barely moves. Python cannot switch callgrind's counting on and off around a region,
so each measurement runs the same workload twice in fresh processes under ``valgrind --tool=callgrind``, once with
``low`` items and once with ``high`` items, and divides the difference of the two totals by ``high - low``: start-up,
imports, warm-up and the first ``low`` items cancel out, and what is left is the cost of one more item. Both runs
use ``PYTHONHASHSEED=0``, so that set and dict orders (and the instructions they cost) are the same in both.

A module first imported after the ``low`` items (a lazily imported evaluator, a table file's reader) would be
compiled from source inside the difference wherever no bytecode is cached, as under ``PYTHONDONTWRITEBYTECODE=1``:
a cost an installed package never pays again (pip compiles at install). So the ``high`` workload runs once
uncounted first, with bytecode writing on, and both counted runs find every module's bytecode cached.

Used by ``bench_sim.py --instructions`` and ``bench_replay.py --instructions``.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

__all__ = ["available", "cache_bytecode", "instructions_per_item", "total_instructions"]

_TOTAL = re.compile(rb"^(?:summary|totals):\s*(\d+)", re.MULTILINE)


def available() -> bool:
    """Whether valgrind is on the PATH."""
    return shutil.which("valgrind") is not None


def total_instructions(command: Sequence[str], cwd: Path | None = None) -> int:
    """Instructions executed by one run of ``command`` (and no child process of it) under callgrind.

    :raises RuntimeError: valgrind is missing, the command failed, or callgrind wrote no total.
    """
    if not available():
        raise RuntimeError("valgrind is not installed (apt-get install valgrind)")
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *command],
            cwd=cwd,
            env={**os.environ, "PYTHONHASHSEED": "0"},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            check=False,
        )
        if done.returncode != 0:
            tail = done.stderr.decode(errors="replace").strip().splitlines()[-5:]
            raise RuntimeError(f"{' '.join(command)} failed under callgrind: {' / '.join(tail)}")
        found = _TOTAL.search(out.read_bytes())
        if found is None:
            raise RuntimeError(f"callgrind wrote no instruction total for {' '.join(command)}")
        return int(found.group(1))


def cache_bytecode(command: Sequence[str], cwd: Path | None = None) -> None:
    """Run ``command`` once, outside valgrind, with bytecode writing on, so that its modules' bytecode is cached.

    :raises RuntimeError: the command failed.
    """
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    done = subprocess.run(command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
    if done.returncode != 0:
        tail = done.stderr.decode(errors="replace").strip().splitlines()[-5:]
        raise RuntimeError(f"{' '.join(command)} failed: {' / '.join(tail)}")


def instructions_per_item(command_for: Callable[[int], Sequence[str]], low: int, high: int) -> float:
    """Instructions one more item costs: ``(total(high) - total(low)) / (high - low)``.

    :param command_for: the command that processes a given number of items (hands, files).
    :param low: the smaller count (at least the warm-up the workload needs to be steady).
    :param high: the larger count.
    :raises ValueError: ``high`` is not above ``low``.
    """
    if high <= low:
        raise ValueError(f"the larger count ({high}) must exceed the smaller ({low})")
    cache_bytecode(command_for(high))
    return (total_instructions(command_for(high)) - total_instructions(command_for(low))) / (high - low)
