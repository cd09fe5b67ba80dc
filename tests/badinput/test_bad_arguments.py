"""Bad arguments: missing, unreadable or oversized files, numbers that are not numbers, unusable --out folders."""

import errno
import functools
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from floorcall._app.cli import main
from floorcall._app.phh import MAX_HAND_BYTES, load
from tests.badinput.harness import run_bad, snapshot

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SITUATION = EXAMPLES / "situations" / "exposed-downcard-third-street.phh"


@pytest.mark.parametrize("command", ["rule", "next"])
@pytest.mark.parametrize(
    ("make", "reason"),
    [
        (lambda tmp: tmp / "missing.phh", "no such file"),
        (lambda tmp: tmp, "is a folder"),
        (lambda tmp: Path("/proc/self/mem"), "cannot be read"),  # opens, but reading fails (EIO), even for root
    ],
    ids=["missing", "folder", "unreadable"],
)
def test_a_situation_that_cannot_be_read_is_one_line_and_exit_2(command, make, reason, tmp_path, capsys):
    path = make(tmp_path)
    run_bad([command, str(path)], tmp_path, capsys, exit=2, names=(str(path), reason))


@pytest.mark.parametrize("command", ["rule", "next", "replay"])
def test_a_hand_file_over_the_size_limit_is_refused_before_parsing(command, tmp_path, capsys):
    path = tmp_path / "huge.phh"
    # far from valid PHH: it is refused for its size, so the parser never sees it
    path.write_text(SITUATION.read_text() + "#" * MAX_HAND_BYTES)
    exit = 1 if command == "replay" else 2
    run_bad([command, str(path)], tmp_path, capsys, exit=exit, names=(str(path), "larger than 1,048,576 bytes"))


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["run", "--hands", "x"], "argument --hands: expected a whole number, not 'x'"),
        (["run", "--hands", "0"], "argument --hands: must be at least 1, not 0"),
        (["run", "--hands", "2.5"], "argument --hands: expected a whole number, not '2.5'"),
        (["run", "--seed", "1.5"], "argument --seed: expected a whole number, not '1.5'"),
        (["run", "--irregularities", "2"], "argument --irregularities: a rate is a number from 0 to 1, not 2"),
        (["run", "--irregularities", "nan"], "a rate is a number from 0 to 1, not nan"),
        (["run", "--irregularities", "lots"], "expected a number from 0 to 1, not 'lots'"),
        (["rule"], "the following arguments are required: SITUATION"),
        (["deal"], "invalid choice: 'deal'"),
    ],
)
def test_bad_arguments_are_explained_in_words(argv, message, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    err = capsys.readouterr().err
    assert stopped.value.code == 2
    assert message in err
    assert "_positive" not in err and "Traceback" not in err
    assert snapshot(tmp_path) == {}


def test_version(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["--version"])
    assert stopped.value.code == 0
    assert capsys.readouterr().out.startswith("floorcall 0.")


# -- --out ---------------------------------------------------------------------------------------------------------


def test_out_on_an_existing_file_is_refused_before_any_hand(tmp_path, capsys):
    target = tmp_path / "hands.txt"
    target.write_text("keep me\n")
    run_bad(
        ["run", "--hands", "1", "--out", str(target)], tmp_path, capsys, exit=2, names=(str(target), "not a folder")
    )


def test_out_that_cannot_be_created(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    target = blocker / "hands"
    run_bad(["run", "--hands", "1", "--out", str(target)], tmp_path, capsys, exit=2, names=(str(target), "created"))


def test_out_on_a_folder_that_cannot_be_written_is_refused_before_any_hand(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    # /sys/kernel refuses new files even to root (a chmod would not stop root)
    run_bad(["run", "--hands", "1", "--out", "/sys/kernel"], tmp_path, capsys, exit=2, names=("/sys/kernel", "written"))


def test_out_holding_hand_files_is_refused_unless_forced(tmp_path, capsys):
    out = tmp_path / "hands"
    assert main(["run", "--hands", "3", "--out", str(out)]) == 0
    capsys.readouterr()
    run_bad(["run", "--hands", "1", "--out", str(out)], tmp_path, capsys, exit=2, names=(str(out), "--force"))
    assert main(["run", "--hands", "2", "--seed", "5", "--out", str(out), "--force"]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["hand-0001.phh", "hand-0002.phh"]  # the earlier run's are gone


def test_a_full_disk_stops_the_run_at_the_first_failed_write(tmp_path, capsys, monkeypatch):
    out = tmp_path / "hands"
    real_write = Path.write_bytes
    written = []

    def write_until_full(self, data):
        if len(written) == 2:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        written.append(self)
        return real_write(self, data)

    monkeypatch.setattr(Path, "write_bytes", write_until_full)
    assert main(["run", "--hands", "5", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "hand-0002.phh: cannot be written: No space left on device" in err
    assert "Traceback" not in err
    assert sorted(p.name for p in out.iterdir()) == ["hand-0001.phh"]  # whole, and no temporary file left
    load(out / "hand-0001.phh")


# -- Ctrl-C ----------------------------------------------------------------------------------------------------------


def test_ctrl_c_exits_130_without_a_traceback_and_every_written_hand_is_whole(tmp_path):
    out = tmp_path / "hands"
    command = [sys.executable, "-m", "floorcall._app.cli", "run", "--hands", "100000", "--out", str(out)]
    # a pytest-xdist worker ignores SIGINT, and an ignored signal stays ignored in its children: restore the default
    restore = functools.partial(signal.signal, signal.SIGINT, signal.SIG_DFL)
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=tmp_path, preexec_fn=restore
    )
    deadline = time.monotonic() + 60
    while len(list(out.glob("hand-*.phh"))) < 5:
        assert time.monotonic() < deadline, "no hand written within a minute"
        assert process.poll() is None, process.stderr.read()
        time.sleep(0.05)
    process.send_signal(signal.SIGINT)
    stdout, stderr = process.communicate(timeout=60)
    assert process.returncode == 130, stderr
    assert b"Traceback" not in stderr
    assert stderr.decode().strip() == "floorcall run: interrupted"
    assert stdout.endswith(b"\n")
    assert [p.name for p in out.iterdir() if not p.name.startswith("hand-")] == []  # no temporary file left
    for path in out.glob("hand-*.phh"):
        load(path)
