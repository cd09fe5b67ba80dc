"""Replay matches PokerKit's own random play: seven-player stud, stud-8 and razz hands written by PokerKit 0.7.7.

The hands come from the shared generator (tests/shared/bench/gen_synthetic_phh.py), run here with a seed of our own;
PokerKit is a test dependency (tox installs it), so the test skips only outside tox when it is missing.
"""

import subprocess
import sys

import pytest

from floorcall._app.replay import Replayer, phh_files
from floorcall._plugins import discover

pytest.importorskip("pokerkit")


@pytest.fixture(scope="module")
def generated(shared_dir, tmp_path_factory):
    out = tmp_path_factory.mktemp("pokerkit-hands")
    script = shared_dir / "bench" / "gen_synthetic_phh.py"
    subprocess.run(
        [sys.executable, str(script), "--count", "80", "--seed", "4242000", "--out", str(out)],
        check=True,
        cwd=script.parent,
        stdout=subprocess.DEVNULL,
    )
    return out


@pytest.mark.parametrize("folder", ["F7S", "F7S8", "FR"])
def test_pokerkit_random_stud_hands_replay_to_their_finishing_stacks(generated, folder):
    files = phh_files([generated / folder])
    assert len(files) == 80
    replayer = Replayer(discover())
    failed = {p.name: o.reason for p in files if (o := replayer.replay_path(p)).status != "matched"}
    assert failed == {}
