"""The commands as a terminal sees them: a progress bar that leaves stdout whole, Ctrl-C, a reader that stops early."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.support.scale import mixed_folder, require_distributed

FLOORCALL = [sys.executable, "-m", "floorcall._app.cli"]


def _read_all(descriptor):
    """Everything written to a pseudo-terminal until its last writer closes it."""
    chunks = []
    while True:
        try:
            chunk = os.read(descriptor, 65536)
        except OSError:  # EIO: no process has the terminal open any more
            break
        if not chunk:
            break
        chunks.append(chunk)
    return b"".join(chunks)


def test_a_progress_bar_on_the_terminal_leaves_redirected_stdout_whole(tmp_path):
    """`floorcall run --hands 1000 > hands.txt` in a terminal: the bar is drawn on stderr, the file has every hand."""
    argv = [*FLOORCALL, "run", "--hands", "1000", "--seed", "4"]
    expected = subprocess.run(argv, capture_output=True, check=True).stdout
    master, slave = os.openpty()
    env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": "120"}
    with (tmp_path / "hands.txt").open("wb") as hands:
        process = subprocess.Popen(argv, stdout=hands, stderr=slave, env=env)
    os.close(slave)
    screen = _read_all(master)
    os.close(master)
    assert process.wait(timeout=120) == 0
    assert (tmp_path / "hands.txt").read_bytes() == expected
    assert expected.count(b"\nhand ") == 999
    assert b"hands/s" in screen and b"/1000" in screen, screen[-500:]
    assert b"hand 1:" not in screen


def _alive(group):
    """The processes of a process group that still run (zombies waiting to be reaped do not)."""
    running = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == group and fields[0] != "Z":
            running.append(int(entry.name))
    return running


def _wait_for(condition, seconds):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return False


@pytest.mark.parametrize("route", [["--jobs", "2"], ["--dask", "local", "--jobs", "2"]], ids=["jobs", "dask"])
def test_ctrl_c_stops_the_workers_and_exits_130_without_a_traceback(tmp_path, route):
    if "--dask" in route:
        require_distributed()
    argv = [*FLOORCALL, "run", "--tables", "40", "--hands", "2000", "--out", str(tmp_path), *route]
    process = subprocess.Popen(
        argv,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,  # its own process group, as a terminal's foreground job
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert _wait_for(lambda: len(_alive(process.pid)) >= 3, 120), "the workers started"
    assert _wait_for(lambda: any(tmp_path.iterdir()), 120), "hands are being written"
    os.killpg(process.pid, signal.SIGINT)  # what Ctrl-C in a terminal does
    _, err = process.communicate(timeout=120)
    assert process.returncode == 130
    assert b"Traceback" not in err
    assert err.strip().endswith(b"floorcall run: interrupted")
    assert _wait_for(lambda: not _alive(process.pid), 60), _alive(process.pid)


@pytest.mark.parametrize("route", [["--jobs", "1"], ["--jobs", "2"]])
def test_replay_into_a_closed_pipe_still_exits_1_for_a_bad_file(shared_dir, tmp_path, route):
    folder = mixed_folder(tmp_path, shared_dir / "data" / "phh")
    good = shared_dir / "data" / "phh"
    for paths, status in (([folder], 1), ([good], 0)):
        read, write = os.pipe()
        os.close(read)  # the reader is gone before the first line
        finished = subprocess.run(
            [*FLOORCALL, "replay", *map(str, paths), *route], stdout=write, stderr=subprocess.PIPE
        )
        os.close(write)
        assert (finished.returncode, finished.stderr) == (status, b"")
