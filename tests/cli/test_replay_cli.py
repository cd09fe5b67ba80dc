"""floorcall replay on the real WSOP hands: every hand of an installed variant matches."""

import json

from floorcall._app.cli import main


def test_replay_real_wsop_hands(shared_dir, capsys):
    folder = shared_dir / "data" / "phh" / "wsop-2023-43-5"
    code = main(["replay", str(folder)])
    out = capsys.readouterr().out
    assert "FAILED" not in out, out
    assert code == 0
    summary = out.strip().splitlines()[-1]
    replayed, matched, played, failed, invalid, skipped = (int(part.split()[0]) for part in summary.split(", "))
    assert replayed + skipped == 83
    assert matched == replayed and failed == invalid == played == 0


def test_replay_json_and_failures(tmp_path, capsys):
    good = tmp_path / "ok.phh"
    good.write_text(
        "variant = 'F7S'\nante_trimming_status = true\nantes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\n"
        "starting_stacks = [100, 100]\nactions = ['d dh p1 2c3c4c', 'd dh p2 5c6c7c', 'p1 pb', 'p2 f']\n"
        "finishing_stacks = [101, 99]\n"
    )
    bad = tmp_path / "bad.phh"
    bad.write_text(good.read_text().replace("'p2 f'", "'p1 f'"))
    broken = tmp_path / "broken.phh"
    broken.write_text("variant = 'F7S'\nantes = [1\n")
    assert main(["replay", "--json", str(tmp_path)]) == 1
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    statuses = {line["path"].rsplit("/", 1)[-1]: line["status"] for line in lines[:-1]}
    assert statuses == {"ok.phh": "matched", "bad.phh": "failed", "broken.phh": "invalid"}
    assert lines[-1] == {"replayed": 2, "matched": 1, "played": 0, "failed": 1, "invalid": 1, "skipped": 0}


def test_replay_missing_path_is_a_usage_error(tmp_path, capsys):
    assert main(["replay", str(tmp_path / "missing")]) == 2
    assert "no such file or folder" in capsys.readouterr().err


def test_replay_under_a_config(tmp_path, capsys):
    """--config puts the config's rulebook in force; a plain history still replays under it."""
    config = tmp_path / "rrop.toml"
    config.write_text(
        '[event]\nname = "cash"\nkind = "cash"\nrulebook = "rrop"\n[rotation]\ngames = ["stud"]\n'
        "[[levels]]\nminutes = 60\nstud = { ante = 1, bring-in = 2, small-bet = 5, big-bet = 10 }\n"
    )
    hand = tmp_path / "ok.phh"
    hand.write_text(
        "variant = 'F7S'\nante_trimming_status = true\nantes = [1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\n"
        "starting_stacks = [100, 100]\nactions = ['d dh p1 2c3c4c', 'd dh p2 5c6c7c', 'p1 pb', 'p2 f']\n"
        "finishing_stacks = [101, 99]\n"
    )
    assert main(["replay", "--config", str(config), str(hand)]) == 0
    assert capsys.readouterr().out.strip() == "1 replayed, 1 matched, 0 played, 0 failed, 0 invalid, 0 skipped"
    assert main(["replay", "--config", str(tmp_path / "missing.toml"), str(hand)]) == 2
