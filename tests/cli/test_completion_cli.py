"""``floorcall completion SHELL``: argcomplete's script for bash, zsh and fish, and the words it completes."""

import os
import re
import subprocess
import sys

import pytest

from floorcall._app.cli import main

COMMANDS = ("plugins", "run", "rule", "next", "replay", "serve", "completion")


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_each_shell_gets_a_script_that_completes_floorcall_with_its_subcommands(shell, capsys, tmp_path):
    assert main(["completion", shell]) == 0
    script = capsys.readouterr().out
    assert "floorcall" in script and "_ARGCOMPLETE" in script
    if shell == "zsh":
        assert script.startswith("#compdef floorcall")
    if shell == "fish":
        assert "complete --command floorcall" in script
    # what the script asks of floorcall: the shell sets these and runs it (in a process of its own, as a shell does:
    # argcomplete takes over file descriptors 8 and 9), and it answers on the file and exits
    answers = tmp_path / "answers"
    env = {
        **os.environ,
        "_ARGCOMPLETE": "1",
        "_ARGCOMPLETE_SHELL": shell,
        "_ARGCOMPLETE_STDOUT_FILENAME": str(answers),
        "COMP_LINE": "floorcall ",
        "COMP_POINT": "10",
    }
    completed = subprocess.run([sys.executable, "-m", "floorcall._app.cli"], env=env, capture_output=True, timeout=60)
    assert completed.returncode == 0, completed.stderr
    words = {re.split(r"[\t:]", answer)[0].strip() for answer in re.split(r"[\n\x0b]", answers.read_text())}
    assert set(COMMANDS) <= words
