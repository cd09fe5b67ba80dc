"""The main job: floorcall run on the embedded default and on a config, its output, and its PHH files replayed."""

import json
import re

import pytest

from floorcall._app.cli import main
from floorcall._app.phh import load
from floorcall._app.replay import Replayer, phh_files
from floorcall._plugins import discover


def test_run_on_the_embedded_default_prints_every_hand(capsys):
    """The default is an eight-game mix changing game every three hands, starting with 2-7 triple draw."""
    assert main(["run", "--hands", "5", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.count("hand ") >= 5
    assert "hand 1: 27td, level 1 (blinds 50/100, 100/200)" in out
    assert "hand 4: lhe, level 1" in out


def test_run_json_gives_one_object_per_hand(capsys):
    assert main(["run", "--hands", "6", "--seed", "1", "--json"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 6
    hands = [json.loads(line) for line in lines]
    assert [h["hand"] for h in hands] == [1, 2, 3, 4, 5, 6]
    assert [h["game"] for h in hands] == ["27td"] * 3 + ["lhe"] * 3
    for hand in hands:
        assert sum(hand["stacks"].values()) == 6 * 20000


def test_run_writes_one_phh_per_hand_that_replays(tmp_path, capsys):
    out = tmp_path / "hands"
    assert main(["run", "--hands", "200", "--seed", "7", "--out", str(out)]) == 0
    files = phh_files([out])
    assert len(files) == 200
    replayer = Replayer(discover())
    outcomes = [replayer.replay_path(path) for path in files]
    assert [o for o in outcomes if o.status != "matched"] == []
    extensions = [dict(load(path).user_fields["_floorcall"]) for path in files]
    assert all(e["rulebook"] == "tda-2024" for e in extensions)
    ruled = [e for ext in extensions for e in ext.get("events", ()) if "ruling" in e]
    assert ruled, "the default rate of 0.3 over 200 hands injects irregularities"
    assert all(entry["ruling"]["citations"] for entry in ruled)


def test_run_rejects_a_bad_config(tmp_path, capsys):
    bad = tmp_path / "bad.toml"
    bad.write_text('[event]\nname = "x"\n[rotation]\ngames = ["razzz"]\n[[levels]]\nminutes = 10\n')
    assert main(["run", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "bad.toml: unknown game 'razzz'" in err
    assert "installed games:" in err


@pytest.mark.parametrize("argv", [["run", "--hands", "0"], ["run", "--irregularities", "2"]])
def test_run_rejects_unusable_arguments(argv, capsys):
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2


def test_run_shows_the_pot_contested_not_an_uncalled_bet_returned(capsys):
    # seed 0's third hand ends on a bet nobody calls: 200 of what seat 4 put in goes back and was never contested
    assert main(["run", "--hands", "5", "--seed", "0"]) == 0
    lines = [line.strip() for line in capsys.readouterr().out.splitlines() if re.search(r"\bpot \d+: ", line)]
    assert len(lines) == 5
    for line in lines:
        pot, won = re.search(r"\bpot (\d+): (.*)", line).groups()
        assert int(pot) == sum(int(chips) for chips in re.findall(r"wins (\d+)", won)), line
