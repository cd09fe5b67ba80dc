"""README truths: its samples are what the commands print, its set-up commands are CI's, its sample config works."""

import re
import shlex

import pytest

from floorcall._app.cli import main
from floorcall._app.phh import load
from tests.readme.samples import README, REPO, is_regenerated, matches, output_of, regenerated, samples

TEXT = README.read_text()
SAMPLES = samples(TEXT)


def test_the_readme_shows_the_five_commands():
    assert list(dict.fromkeys(s.argv[0] for s in SAMPLES)) == ["run", "rule", "next", "replay", "plugins"]


@pytest.mark.parametrize("sample", [s for s in SAMPLES if is_regenerated(s)], ids=lambda s: s.argv[0])
def test_a_regenerated_sample_is_exactly_what_the_command_prints(sample):
    assert sample.lines == regenerated(sample), "rerun: .venv/bin/python -m tests.readme.samples"


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda s: s.argv[0])
def test_every_sample_shows_the_output_with_only_marked_cuts(sample):
    assert matches(sample.lines, output_of(sample.argv))


def test_the_matcher_refuses_an_unmarked_change():
    run = SAMPLES[0]
    output = output_of(run.argv)
    assert matches(run.lines, output)
    assert not matches((run.lines[0].replace("level 1", "level 2"), *run.lines[1:]), output)
    assert not matches(run.lines[:-1], output)  # a line left out without `...`
    assert matches((run.lines[0], "...", run.lines[-1]), output)


# -- set-up and CI ---------------------------------------------------------------------------------------------------


def _sh_blocks():
    return re.findall(r"```sh\n(.*?)\n```", TEXT, re.DOTALL)


def test_ci_runs_the_readme_test_command_demanding_every_python():
    # tox skips an env whose Python is missing (tox.ini); CI runs README's command with that turned off
    test_suite = _sh_blocks()[1]
    ci = [line for line in (REPO / ".ci" / "run").read_text().splitlines() if line and not line.startswith("#")]
    assert ci[-1] == f"{test_suite} --skip-missing-interpreters false"


def test_no_setup_command_installs_into_the_system_python():
    for block in _sh_blocks()[:2]:
        for command in block.split("&&"):
            words = shlex.split(command)
            if "install" in words:
                assert words[0].startswith(".venv/bin/"), command


# -- the sample config ---------------------------------------------------------------------------------------------


@pytest.fixture
def sample_config(tmp_path):
    block = TEXT[TEXT.index("## Configuration") :].split("```toml\n", 1)[1].split("```", 1)[0]
    path = tmp_path / "thursday.toml"
    path.write_text(block)
    return path


@pytest.fixture
def razz_situation(tmp_path):
    stud = (REPO / "examples" / "situations" / "exposed-downcard-third-street.phh").read_text()
    razz = stud.replace("variant = 'F7S'", "variant = 'FR'").replace("rulebook = 'tda-2024'\n", "")
    path = tmp_path / "razz.phh"
    path.write_text(razz)
    return path


def test_the_sample_config_works_with_every_command(sample_config, razz_situation, tmp_path, capsys):
    hands = tmp_path / "hands"
    assert main(["run", str(sample_config), "--hands", "30", "--out", str(hands)]) == 0
    assert "hand 1: razz" in capsys.readouterr().out
    assert main(["plugins", "--config", str(sample_config)]) == 0
    assert "acme-floor" in capsys.readouterr().out
    assert main(["rule", str(razz_situation), "--config", str(sample_config)]) == 0
    assert "citations: TDA2024-RP10-A" in capsys.readouterr().out
    assert main(["next", str(razz_situation), "--config", str(sample_config)]) == 0
    assert capsys.readouterr().out.startswith("expect: deal")
    for config in ([], ["--config", str(sample_config)]):
        assert main(["replay", str(hands), *config]) == 0
        assert capsys.readouterr().out.endswith("30 replayed, 30 matched, 0 played, 0 failed, 0 invalid, 0 skipped\n")
    games = {load(path).variant for path in hands.iterdir()}
    assert "FR" in games  # razz hands, replayed under the config whose house option (open-pair-double) is stud's
