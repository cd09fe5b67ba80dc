"""A house plugin whose hook never returns: ``run`` and ``replay`` stop it at ``--hook-limit`` and name it.

Under ``--jobs 1`` the call is stopped in this process; under ``--jobs 2`` in the pool's worker, whose error comes
back whole. A replayed hand whose hook passes the limit fails, naming the plugin, and the replay goes on.
"""

from __future__ import annotations

import argparse
import textwrap

import pytest

from floorcall._app.cli import hook_limit_of, main
from floorcall._plugins.watch import DEFAULT_HOOK_LIMIT
from floorcall.testing import fake_distribution
from tests.batch.test_pool_plugin_errors import CONFIG

SLEEPING = textwrap.dedent(
    """
    import time
    import floorcall

    @floorcall.hookimpl
    def floorcall_on_hand_start(hand):
        time.sleep(600)  # far past any limit: only the watch can end it
    """
)

STOPPED = "plugin acme-floor[sleeping] gave no answer to floorcall_on_hand_start within the hook limit of 0.2 s"


@pytest.fixture
def sleeping_config(tmp_path, monkeypatch):
    fake_distribution(tmp_path, "acme-floor", {"sleeping": "acme_sleeping"}, {"acme_sleeping": SLEEPING})
    monkeypatch.syspath_prepend(str(tmp_path))
    config = tmp_path / "house.toml"
    config.write_text(CONFIG.replace('plugins = ["raising"]', 'plugins = ["sleeping"]'))
    return config


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_run_stops_a_hook_past_the_limit_and_names_the_plugin(jobs, sleeping_config, capsys):
    code = main(["run", str(sleeping_config), "--hands", "2", "--jobs", jobs, "--hook-limit", "0.2"])
    err = capsys.readouterr().err
    assert code == 2, err
    assert err.splitlines() == [f"floorcall run: {STOPPED}"]


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_replay_fails_each_hand_whose_hook_passes_the_limit_naming_the_plugin(jobs, sleeping_config, tmp_path, capsys):
    plain = tmp_path / "plain.toml"
    plain.write_text(CONFIG.replace('\n[house]\nplugins = ["raising"]\n', "\n"))
    assert main(["run", str(plain), "--hands", "2", "--out", str(tmp_path / "hands")]) == 0
    capsys.readouterr()
    command = ["replay", str(tmp_path / "hands"), "--config", str(sleeping_config), "--json", "--jobs", jobs]
    code = main([*command, "--hook-limit", "0.2"])
    out = capsys.readouterr().out.splitlines()
    assert code == 1
    assert [line.count(STOPPED) for line in out[:2]] == [1, 1]
    assert '"failed":2' in out[-1].replace(" ", "")


def test_the_hook_limit_is_a_number_of_seconds(capsys):
    with pytest.raises(SystemExit):
        main(["run", "--hook-limit", "-1"])
    assert "a hook limit is a number of seconds above 0, or 0 for no limit, not '-1'" in capsys.readouterr().err


@pytest.mark.parametrize("command", [["run", "--hands", "1"], ["replay", "examples/situations"]])
def test_a_hook_limit_with_dask_is_refused_before_any_work(command, capsys, tmp_path):
    # Dask runs the batches on its workers' threads, where a stuck call cannot be stopped: refused, not ignored.
    out = tmp_path / "hands"
    code = main(
        [*command, "--dask", "local", "--hook-limit", "0.2", *(["--out", str(out)] if "run" in command else [])]
    )
    err = capsys.readouterr().err
    assert code == 2
    assert err.splitlines() == [
        f"floorcall {command[0]}: --hook-limit 0.2 cannot be applied with --dask: the Dask workers run the work on "
        "threads of their own, where a hook call that does not return cannot be stopped; leave --hook-limit out (or "
        "give 0), or use --jobs"
    ]
    assert not out.exists()


@pytest.mark.parametrize(
    ("dask", "given", "limit"),
    [(None, None, DEFAULT_HOOK_LIMIT), (None, 0.5, 0.5), ("local", None, 0.0), ("local", 0.0, 0.0)],
)
def test_the_hook_limit_in_force(dask, given, limit):
    assert hook_limit_of(argparse.Namespace(dask=dask, hook_limit=given)) == limit
