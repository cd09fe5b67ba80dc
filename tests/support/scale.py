"""Helpers of the scaling tests: Dask (required under CI), a folder of good and bad hand histories."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

#: A seven-card stud hand of two players that matches its finishing stacks.
GOOD_STUD = (
    "variant = 'F7S'\nante_trimming_status = true\nantes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\n"
    "starting_stacks = [100, 100]\nactions = ['d dh p1 2c3c4c', 'd dh p2 5c6c7c', 'p1 pb', 'p2 f']\n"
    "finishing_stacks = [101, 99]\n"
)


def require_distributed() -> ModuleType:
    """dask.distributed, or a skip outside CI (under ``CI=true`` a missing Dask fails: tox installs it)."""
    try:
        import distributed
    except ImportError:
        if os.environ.get("CI") == "true":
            pytest.fail("dask[distributed] is not installed: the Dask tests must run in CI")
        pytest.skip("dask[distributed] is not installed (pip install 'floorcall[dask]')")
    return distributed


def mixed_folder(folder: Path, real_hands: Path) -> Path:
    """Real hands with a failing, an invalid, an unreadable, a non-UTF-8 and a skipped file among them."""
    for index, source in enumerate(sorted(real_hands.rglob("*.phh"))[:30]):
        shutil.copy(source, folder / f"{index:02d}-{source.name}")
    (folder / "05-good.phh").write_text(GOOD_STUD)
    (folder / "07-fails.phh").write_text(GOOD_STUD.replace("'p2 f'", "'p1 f'"))
    (folder / "11-not-toml.phh").write_text("variant = 'F7S'\nantes = [1\n")
    (folder / "13-unreadable.phh").mkdir()  # a folder named like a file: it cannot be read
    (folder / "17-latin1.phh").write_bytes(GOOD_STUD.replace("F7S", "F7S").encode() + b"# caf\xe9\n")
    (folder / "19-skipped.phh").write_text(
        "variant = 'KZ'\nantes = [0, 0]\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [1, 1]\nactions = []\n"
    )
    (folder / "23-truncated.phh").write_text(GOOD_STUD[: len(GOOD_STUD) // 2])
    return folder


def pokerkit_hands(shared: Path, out: Path, count: int, seed: int) -> Path:
    """Random-play hands written by PokerKit with the shared generator (tests/shared/bench/gen_synthetic_phh.py)."""
    pytest.importorskip("pokerkit")
    script = shared / "bench" / "gen_synthetic_phh.py"
    subprocess.run(
        [sys.executable, str(script), "--count", str(count), "--seed", str(seed), "--out", str(out)],
        check=True,
        cwd=script.parent,
        stdout=subprocess.DEVNULL,
    )
    return out
