"""Malformed configs: every command that takes one stops before doing anything, naming the file and the key."""

from pathlib import Path

import pytest

from tests.badinput.harness import cases, copy_in, run_bad

CONFIGS = cases("configs", ".toml")
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SITUATION = EXAMPLES / "situations" / "exposed-downcard-third-street.phh"


def test_the_corpus_covers_each_kind_of_config_error():
    ids = {case.id for case in CONFIGS}
    assert {"house-plugin-is-a-game", "house-plugin-is-a-rulebook", "house-plugin-twice"} <= ids
    assert {"small-blind-above-big-blind", "more-blinds-than-seats", "zero-min-bet", "chips-beyond-64-bit"} <= ids
    assert {"nested-too-deep", "house-option-not-a-choice", "house-option-wrong-type"} <= ids


def _commands(config: Path, folder: Path) -> dict[str, list[str]]:
    return {
        "run": ["run", str(config), "--hands", "2", "--out", str(folder / "hands")],
        "plugins": ["plugins", "--config", str(config)],
        "rule": ["rule", str(SITUATION), "--config", str(config)],
        "next": ["next", str(SITUATION), "--config", str(config)],
        "replay": ["replay", str(SITUATION), "--config", str(config)],
    }


@pytest.mark.parametrize("command", ["run", "plugins", "rule", "next", "replay"])
@pytest.mark.parametrize("case", CONFIGS, ids=lambda c: c.id)
def test_a_malformed_config_names_the_file_and_the_key(case, command, tmp_path, capsys):
    config = copy_in(case, tmp_path)
    argv = _commands(config, tmp_path)[command]
    run_bad(argv, tmp_path, capsys, exit=case.exit, names=(str(config), *case.names))
    assert not (tmp_path / "hands").exists()  # the --out folder is not even created
