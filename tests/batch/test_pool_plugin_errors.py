"""A house plugin that raises in a worker is named as in one process: the pool sends its error back whole."""

from __future__ import annotations

import textwrap

import pytest

from floorcall._app.cli import main
from floorcall.testing import fake_distribution

RAISING = textwrap.dedent(
    """
    import floorcall

    @floorcall.hookimpl
    def floorcall_on_hand_start(hand):
        raise ZeroDivisionError("the house rule divided by zero")
    """
)

CONFIG = """[event]
name = "house plugin raising"
kind = "cash"
rulebook = "tda-2024"
seats = 6
starting-stack = 10000
hand-minutes = 3

[rotation]
games = ["razz"]

[[levels]]
minutes = 600
razz = { ante = 10, bring-in = 30, small-bet = 100, big-bet = 200 }

[house]
plugins = ["raising"]
"""


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_house_plugin_raising_under_jobs_is_named(jobs, tmp_path, monkeypatch, capsys):
    fake_distribution(tmp_path, "acme-floor", {"raising": "acme_raising"}, {"acme_raising": RAISING})
    monkeypatch.syspath_prepend(str(tmp_path))
    config = tmp_path / "house.toml"
    config.write_text(CONFIG)
    code = main(["run", str(config), "--hands", "2", "--jobs", jobs])
    err = capsys.readouterr().err
    assert code == 2, err
    assert err.splitlines() == [
        "floorcall run: plugin acme-floor[raising] raised in floorcall_on_hand_start: "
        "ZeroDivisionError: the house rule divided by zero"
    ]


CRASHING = textwrap.dedent(
    """
    import os
    import floorcall

    @floorcall.hookimpl
    def floorcall_on_hand_start(hand):
        os._exit(3)  # the worker dies, so the pool breaks and is renewed
    """
)


def test_ctrl_c_while_the_pool_is_renewed_exits_130_without_a_traceback(tmp_path, monkeypatch, capsys):
    import floorcall._app.batch_pool as batch_pool

    fake_distribution(tmp_path, "acme-floor", {"raising": "acme_crashing"}, {"acme_crashing": CRASHING})
    monkeypatch.syspath_prepend(str(tmp_path))
    config = tmp_path / "house.toml"
    config.write_text(CONFIG)
    first_pool = batch_pool.Pool._new
    pools = []

    def new_pool(pool):
        pools.append(pool)
        if len(pools) > 1:  # the renewal after the crash: Ctrl-C arrives while the new pool starts
            raise KeyboardInterrupt
        return first_pool(pool)

    monkeypatch.setattr(batch_pool.Pool, "_new", new_pool)
    code = main(["run", str(config), "--hands", "2", "--jobs", "2"])
    err = capsys.readouterr().err
    assert code == 130, err
    assert "Traceback" not in err
    assert err.splitlines()[-1] == "floorcall run: interrupted"
    assert len(pools) == 2
