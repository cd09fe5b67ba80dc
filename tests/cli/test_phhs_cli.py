"""The command line on ``.phhs`` files, decimal hands and hands without a result (replay, rule, next, --jobs)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from floorcall._app.cli import main

CONFORMANCE = Path(__file__).parents[1] / "phh" / "conformance"
SITUATION = Path(__file__).parents[2] / "examples" / "situations" / "exposed-downcard-third-street.phh"
HAND = """[{key}]
variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 cbr 6', 'p1 f', 'p2 {last}']
"""


def _many(folder: Path, keys: list[str], last: str = "f") -> Path:
    path = folder / "night.phhs"
    path.write_text("\n".join(HAND.format(key=key, last=last) for key in keys))
    return path


def test_a_folder_replays_phh_and_phhs_files_naming_each_hand(tmp_path, capsys):
    _many(tmp_path, ["1", "4", "9"], last="cc")  # each hand stops before the flop: it does not end
    (tmp_path / "single.phh").write_text((CONFORMANCE / "straddle.phh").read_text())
    code = main(["replay", str(tmp_path)])
    out = capsys.readouterr().out.splitlines()
    assert code == 0  # no result recorded, and the actions all apply: played
    assert out == ["4 replayed, 1 matched, 3 played, 0 failed, 0 invalid, 0 skipped"]
    main(["replay", "--json", str(tmp_path)])
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line.get("path") for line in lines[:3]] == [f"{tmp_path / 'night.phhs'}[{k}]" for k in ("1", "4", "9")]
    assert [line.get("status") for line in lines[:4]] == ["played", "played", "played", "matched"]
    assert lines[-1] == {"replayed": 4, "matched": 1, "played": 3, "failed": 0, "invalid": 0, "skipped": 0}


def test_a_failed_hand_of_a_phhs_file_is_named_by_its_key(capsys):
    code = main(["replay", str(CONFORMANCE / "handhq-cents.phhs")])
    out = capsys.readouterr().out
    assert code == 1
    assert out.startswith(f"FAILED {CONFORMANCE / 'handhq-cents.phhs'}[9]: the winnings [0, 0, 11.05] are 0.45 short")
    assert out.endswith("5 replayed, 4 matched, 0 played, 1 failed, 0 invalid, 0 skipped\n")


def test_a_rake_model_accounts_for_the_winnings_short_of_the_pots(capsys):
    hand = f"{CONFORMANCE / 'handhq-cents.phhs'}[9]"
    assert main(["replay", "--rake", "4", hand]) == 1
    assert "differ from the pots awarded [0, 0, 11.5], both after the house rake (0.46) and with no rake taken" in (
        capsys.readouterr().out
    )
    assert main(["replay", "--rake", "5:0.45", hand]) == 0
    capsys.readouterr()
    with pytest.raises(SystemExit) as raised:
        main(["replay", "--rake", "half", hand])
    assert raised.value.code == 2
    assert "a rake is PERCENT or PERCENT:CAP" in capsys.readouterr().err


def test_a_hand_the_house_took_no_rake_from_replays_under_rake_as_without(capsys):
    # hands 1, 2 and 5 end before the flop (no flop, no drop): their winnings are the pots awarded
    path = str(CONFORMANCE / "handhq-cents.phhs")
    assert main(["replay", "--json", path]) == 1
    without = {line["path"]: line["status"] for line in map(json.loads, capsys.readouterr().out.splitlines()[:5])}
    assert [key for key, status in without.items() if status != "matched"] == [f"{path}[9]"]  # short by its rake
    assert main(["replay", "--rake", "5:0.45", path]) == 0
    assert capsys.readouterr().out == "5 replayed, 5 matched, 0 played, 0 failed, 0 invalid, 0 skipped\n"
    assert main(["replay", "--rake", "4", f"{path}[9]", "--lang", "es"]) == 1
    assert "tanto tras el rake de la sala (0,46) como sin rake" in capsys.readouterr().out


def test_jobs_split_a_phhs_file_and_give_the_serial_output(tmp_path, capsys):
    path = _many(tmp_path, [str(k) for k in range(1, 12)])
    serial = main(["replay", "--json", str(path)]), capsys.readouterr().out
    spread = main(["replay", "--json", "--jobs", "2", str(path)]), capsys.readouterr().out
    assert spread == serial
    assert json.loads(serial[1].splitlines()[-1])["replayed"] == 11


def test_a_path_that_holds_no_hand_is_an_error_naming_it(tmp_path, capsys):
    (tmp_path / "notes.txt").write_text("no hands here\n")
    empty = tmp_path / "empty.phhs"
    empty.write_text("# a header comment and nothing else\n")
    assert main(["replay", str(tmp_path / "notes.txt")]) == 1  # a file named is read: invalid
    capsys.readouterr()
    folder = tmp_path / "nothing"
    folder.mkdir()
    assert main(["replay", str(folder)]) == 1
    assert capsys.readouterr().err == f"floorcall replay: {folder}: holds no hand history (.phh or .phhs)\n"
    assert main(["replay", str(empty)]) == 1
    assert f"{empty}: holds no hand history" in capsys.readouterr().err


def test_rule_and_next_take_one_hand_of_a_phhs_file_by_name(tmp_path, capsys):
    situation = (
        SITUATION.read_text()
        .replace("[_floorcall]", "[2._floorcall]")
        .replace("[[_floorcall.events]]", "[[2._floorcall.events]]")
    )
    path = tmp_path / "questions.phhs"
    path.write_text(HAND.format(key="1", last="f") + "\n[2]\n" + situation)
    assert main(["rule", f"{path}[2]"]) == 0
    assert "TDA2024-RP10-A" in capsys.readouterr().out
    assert main(["next", f"{path}[1]"]) == 0
    assert main(["rule", str(path)]) == 2  # bad input, as for any situation file that cannot be read
    assert f"{path}: the file holds 2 hands; name one as {path}[1]" in capsys.readouterr().err


def test_a_file_naming_a_house_plugin_not_installed_is_skipped_naming_it(tmp_path, capsys):
    text = (CONFORMANCE / "straddle.phh").read_text()
    (tmp_path / "house.phh").write_text(text + "\n[_floorcall]\nhouse_plugins = ['no-such-room']\n")
    assert main(["replay", str(tmp_path / "house.phh")]) == 0
    out = capsys.readouterr().out
    assert "SKIPPED" in out and "the file's house plugin no-such-room is not installed" in out
