"""floorcall run injects the showdown irregularities too (a hand's cards mixed with the muck, stud upcards lifted
facing a bet), under both rulebooks, and every hand it writes replays to the same result."""

import pytest

from floorcall._app.cli import main

CONFIGS = {"tda-2024": "stud-mix-tda.toml", "rrop": "razz-cash-rrop.toml"}


@pytest.mark.parametrize("book", sorted(CONFIGS))
def test_a_run_with_showdown_irregularities_replays_hand_for_hand(book, capsys, tmp_path):
    from pathlib import Path

    config = Path(__file__).resolve().parents[2] / "examples" / "configs" / CONFIGS[book]
    out = tmp_path / "hands"
    assert main(["run", str(config), "--hands", "30", "--seed", "2", "--irregularities", "0.8", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "upcards lifted" in printed and "hand fouled" in printed
    assert main(["replay", str(out)]) == 0
    assert "30 replayed, 30 matched, 0 played, 0 failed" in capsys.readouterr().out
