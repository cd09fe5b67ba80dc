"""The engine's behaviour stays what it was: seeded ``floorcall run --json`` output, byte for byte.

The expected outputs were written by ``tools/golden_run.py --test-data tests/core/data/golden`` (a few games, both
rulebooks, 30 hands each at the default irregularity rate, rulings included). A change that means to alter a ruling
or a simulation regenerates them with the same command and says so in its commit; a refactor leaves them alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from floorcall._app.cli import main
from tools import golden_run

DATA = Path(__file__).parent / "data" / "golden"
GAMES = {"stud": ("stud", 8), "nlhe": ("flop", 10), "27td": ("draw", 6), "o8": ("flop", 10)}


def test_the_golden_set_is_the_scripts() -> None:
    assert set(GAMES) == set(golden_run.TEST_GAMES)
    expected = {f"{game}-{book}.jsonl" for game in GAMES for book in golden_run.RULEBOOKS}
    assert {path.name for path in DATA.iterdir()} == expected


@pytest.mark.parametrize("book", golden_run.RULEBOOKS)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_run_output_is_unchanged(game: str, book: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    family, most = GAMES[game]
    config = tmp_path / f"{game}-{book}.toml"
    config.write_text(golden_run.config_text(game, family, most, book), encoding="utf-8")
    hands, seed = str(golden_run.TEST_HANDS), str(golden_run.TEST_SEED)
    assert main(["run", str(config), "--json", "--hands", hands, "--seed", seed, "--lang", "en"]) == 0
    out = capsys.readouterr().out
    expected = (DATA / f"{game}-{book}.jsonl").read_text(encoding="utf-8")
    assert out.count("\n") == golden_run.TEST_HANDS
    assert out == expected
