"""Hands ``floorcall run`` writes are plain PHH: PokerKit 0.7.7 replays them to the same finishing stacks.

A modest count per game keeps CI short (about ten seconds in all). The games are those whose written hands PokerKit
replays today; the others are listed in README's hand-history section with the reason (PokerKit's own caps and
deck rules differ from the rulebooks').
"""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

from floorcall._app.cli import main

pokerkit = pytest.importorskip("pokerkit")

CONFIG = """[event]
name = "one game"
kind = "cash"
rulebook = "tda-2024"
seats = 6
starting-stack = 20000
hand-minutes = 2

[rotation]
games = ["{game}"]

[[levels]]
minutes = 600
flop = {{ blinds = [50, 100], small-bet = 100, big-bet = 200 }}
"""
HANDS = 12


@pytest.mark.parametrize("game", ["nlhe", "plo", "o8"])
def test_pokerkit_replays_every_hand_run_writes(tmp_path: Path, game: str, capsys: pytest.CaptureFixture[str]) -> None:
    config = tmp_path / "game.toml"
    config.write_text(CONFIG.format(game=game))
    out = tmp_path / "hands"
    assert main(["run", str(config), "--hands", str(HANDS), "--irregularities", "0", "--out", str(out)]) == 0
    capsys.readouterr()
    files = sorted(out.glob("*.phh"))
    assert len(files) == HANDS
    for path in files:
        text = path.read_text()
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # PokerKit warns where a hand departs from its rules
            history = pokerkit.HandHistory.loads(text)
            final = list(history)[-1]
        assert list(final.stacks) == list(history.finishing_stacks), path.name
        if game != "o8":  # no limit and pot limit: min_bet, never the fixed-limit bet sizes
            assert "min_bet = 100" in text and "small_bet" not in text
    assert main(["replay", str(out)]) == 0
