"""stdout on a full disk: every command that prints results says so on one line and exits 2, with no traceback."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from floorcall._app.cli import main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SITUATION = str(EXAMPLES / "situations" / "string-raise.phh")
FULL = Path("/dev/full")  # every write to it fails with ENOSPC, as on a full disk


@pytest.mark.skipif(not FULL.exists(), reason="no /dev/full on this system")
@pytest.mark.parametrize(
    "argv",
    [["run", "--hands", "2"], ["replay", SITUATION], ["plugins"], ["rule", SITUATION], ["next", SITUATION]],
    ids=lambda argv: argv[0],
)
def test_results_on_a_full_disk_end_in_one_line_and_exit_2(argv, monkeypatch, capsys):
    with FULL.open("w") as full:
        monkeypatch.setattr(sys, "stdout", full)
        code = main(argv)
        full.flush()  # the descriptor now points at devnull: what was left buffered is dropped, not an error
    err = capsys.readouterr().err
    assert code == 2, err
    assert err.splitlines() == [f"floorcall {argv[0]}: cannot write the results to stdout: No space left on device"]
