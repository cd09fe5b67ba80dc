"""Hands ``floorcall run`` writes are plain PHH: PokerKit 0.7.7 replays them, in every PHH game floorcall plays.

Each game's hands are written without irregularities and given to PokerKit action by action
(:mod:`tests.support.pokerkit_replay`); the finishing stacks must be the file's, and every place where PokerKit's
rules differ from the TDA rulebook's must be one that game can meet (the named differences, each checked to be
that case). A dozen hands a game keeps CI short (about twenty seconds for the eleven games).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from floorcall._app.cli import main

pokerkit_replay = pytest.importorskip("tests.support.pokerkit_replay")
Difference = pokerkit_replay.Difference

CONFIG = """[event]
name = "one game"
kind = "cash"
rulebook = "tda-2024"
seats = {seats}
starting-stack = 20000
hand-minutes = 2

[rotation]
games = ["{game}"]

[[levels]]
minutes = 600
{family} = {{ {stakes} }}
"""
HANDS = 12
_BLINDS = "blinds = [50, 100], small-bet = 100, big-bet = 200"
_STUD = "ante = 25, bring-in = 25, small-bet = 100, big-bet = 200"
_FIXED = {Difference.CAP, Difference.HALF_BET_ALL_IN, Difference.ODD_CHIPS}
_STUD_ONLY = {Difference.OPENER_TIE, Difference.COMMUNITY_CARD}

#: game -> (PHH code, family, seats, the differences its hands may meet)
GAMES = {
    "nlhe": ("NT", "flop", 6, {Difference.ODD_CHIPS}),
    "nlhe-short": ("NS", "flop", 6, {Difference.ODD_CHIPS}),
    "plo": ("PO", "flop", 6, {Difference.ODD_CHIPS}),
    "lhe": ("FT", "flop", 6, _FIXED),
    "o8": ("FO/8", "flop", 6, _FIXED),
    "stud": ("F7S", "stud", 8, _FIXED | _STUD_ONLY),
    "stud8": ("F7S/8", "stud", 8, _FIXED | _STUD_ONLY),
    "razz": ("FR", "stud", 8, _FIXED | _STUD_ONLY),
    "27sd": ("N2L1D", "draw", 6, {Difference.ODD_CHIPS}),
    "27td": ("F2L3D", "draw", 6, _FIXED | {Difference.RESHUFFLE}),
    "badugi": ("FB", "draw", 6, _FIXED | {Difference.RESHUFFLE}),
}


def _written(tmp_path: Path, game: str, capsys: pytest.CaptureFixture[str]) -> list[Path]:
    _code, family, seats, _allowed = GAMES[game]
    config = tmp_path / "game.toml"
    stakes = _STUD if family == "stud" else _BLINDS
    config.write_text(CONFIG.format(game=game, family=family, stakes=stakes, seats=seats))
    out = tmp_path / "hands"
    assert main(["run", str(config), "--hands", str(HANDS), "--irregularities", "0", "--out", str(out)]) == 0
    capsys.readouterr()
    return sorted(out.glob("*.phh"))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_pokerkit_replays_every_hand_run_writes(tmp_path: Path, game: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, _family, _seats, allowed = GAMES[game]
    files = _written(tmp_path, game, capsys)
    assert len(files) == HANDS
    for path in files:
        text = path.read_text()
        assert f'variant = "{code}"' in text
        replayed = pokerkit_replay.replay(text)
        assert replayed.differences <= allowed, (path.name, replayed.differences - allowed)
        if Difference.COMMUNITY_CARD not in replayed.differences:
            assert replayed.stacks is not None, path.name
        if "min_bet" in text:  # no limit and pot limit: min_bet, never the fixed-limit bet sizes
            assert "min_bet = 100" in text and "small_bet" not in text
    assert main(["replay", str(tmp_path / "hands")]) == 0


def test_a_hand_pokerkit_ends_otherwise_is_a_disagreement(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The harness can fail: one chip moved between two finishing stacks is no named difference."""
    text = _written(tmp_path, "nlhe", capsys)[0].read_text()
    line = next(line for line in text.splitlines() if line.startswith("finishing_stacks = "))
    stacks = [int(value) for value in line.removeprefix("finishing_stacks = [").removesuffix("]").split(", ")]
    giver = next(i for i, chips in enumerate(stacks) if chips)
    stacks[giver] -= 1
    stacks[(giver + 1) % len(stacks)] += 1
    edited = text.replace(line, f"finishing_stacks = [{', '.join(map(str, stacks))}]")
    with pytest.raises(pokerkit_replay.Disagreement, match="PokerKit's stacks"):
        pokerkit_replay.replay(edited)
