"""Diagnostics through logging: -q keeps results and errors, -v adds each plugin's answer, results never change."""

import logging
import os
import subprocess
import sys

import floorcall
from floorcall import DowncardExposed, Street
from floorcall._app import log_setup
from floorcall._app.batch_pool import sent_again
from floorcall._app.cli import main
from floorcall._app.output import warn
from floorcall._plugins.hookcalls import ANSWERS, HookCalls
from floorcall.i18n import CORE, translator
from floorcall.testing import make_floor

EXPOSED = DowncardExposed(seat=3, card=floorcall.Card("Qh"), street=Street.THIRD, initial_deal=True)


class Bring:
    """An answer that counts how often it is turned into text, so the cost of logging it can be seen."""

    shown = 0

    def __repr__(self) -> str:
        Bring.shown += 1
        return "Bring(seat 4)"


class House:
    @floorcall.hookimpl
    def floorcall_pick_bring_in(self, hand):
        return Bring()


def test_verbose_logs_each_plugin_answer_and_leaves_the_json_results_byte_for_byte(capsys):
    assert main(["run", "--hands", "2", "--seed", "3", "--json"]) == 0
    plain = capsys.readouterr()
    assert main(["run", "--hands", "2", "--seed", "3", "--json", "-v"]) == 0
    verbose = capsys.readouterr()
    assert verbose.out == plain.out
    assert plain.err == ""
    assert " answered floorcall_plan_street: StreetPlan(" in verbose.err
    assert " answered floorcall_pick_first_to_act: " in verbose.err


def test_an_answer_is_logged_with_its_plugin_and_not_formatted_when_debug_is_off(caplog):
    floor = make_floor(games=("stud",), rulebook="tda-2024")
    floor.register(House(), name="acme-house")
    calls = HookCalls(floor.pm, {"acme-house": "acme[acme-house]"})
    Bring.shown = 0
    with caplog.at_level(logging.WARNING, logger=ANSWERS.name):
        assert isinstance(calls.first("floorcall_pick_bring_in", {"hand": None}), Bring)
    assert Bring.shown == 0 and caplog.records == []
    with caplog.at_level(logging.DEBUG, logger=ANSWERS.name):
        calls.first("floorcall_pick_bring_in", {"hand": None})
    assert [record.getMessage() for record in caplog.records] == [
        "acme[acme-house] answered floorcall_pick_bring_in: Bring(seat 4)"
    ]


def test_quiet_drops_the_notes_and_keeps_the_errors(capsys):
    for level, shown in ((None, True), ("ERROR", False)):
        log_setup.configure(level)
        notice = sent_again(
            CORE.msg("batch.table_label", "table {table}, hands {first} to {last}", table=3, first=1, last=9),
            OSError("lost"),
        )
        warn("replay", translator("en"))(notice)
        said = "floorcall replay: table 3, hands 1 to 9 failed (OSError: lost); sending it again\n"
        assert (capsys.readouterr().err == said) is shown
    log_setup.LOGGER.setLevel(logging.NOTSET)
    assert main(["-q", "replay", "no/such/folder"]) == 2
    assert capsys.readouterr().err == "floorcall replay: no/such/folder: no such file or folder\n"


def test_the_last_of_log_level_quiet_and_verbose_counts_before_or_after_the_command(capsys):
    assert main(["-v", "run", "--hands", "1", "-q"]) == 0
    assert capsys.readouterr().err == ""
    assert main(["-q", "run", "--hands", "1", "--log-level", "debug"]) == 0
    assert " answered " in capsys.readouterr().err


def test_quiet_hides_the_progress_bar_on_a_terminal():
    master, slave = os.openpty()
    argv = [sys.executable, "-m", "floorcall._app.cli", "run", "--hands", "60", "-q"]
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=slave, env={**os.environ, "COLUMNS": "120"})
    os.close(slave)
    chunks = []
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # EIO: the process closed the terminal
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(master)
    assert process.wait(timeout=120) == 0
    assert b"".join(chunks) == b""
