"""Property tests: a valid config or situation, broken at random, is refused with one line naming the file (exit 2)
or still works; never a traceback, and nothing is written or changed."""

import contextlib
import io
import tempfile
import tomllib
from pathlib import Path

from hypothesis import HealthCheck, given, settings

from floorcall._app.cli import main
from tests.badinput.harness import snapshot
from tests.badinput.mutations import mutated_texts

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
CONFIG = (EXAMPLES / "configs" / "stud-mix-tda.toml").read_text()
SITUATION = (EXAMPLES / "situations" / "exposed-downcard-third-street.phh").read_text()
#: A finished hand as ``floorcall run`` writes it (razz, with an irregularity and its ruling recorded).
HAND = (Path(__file__).resolve().parent / "razz-with-a-ruling.phh").read_text()
BOUNDED = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _run(argv_for, name: str, text: str, valid_codes: set[int]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        here = Path(folder)
        path = here / name
        path.write_text(text)
        before = snapshot(here)
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(argv_for(path))
        assert snapshot(here) == before
    message = err.getvalue()
    assert "Traceback" not in message + out.getvalue()
    if code == 2:
        assert len(message.strip().splitlines()) == 1, message
        assert str(path) in message, message
    elif argv_for(path)[0] == "replay" and code == 1:
        assert f"FAILED {path}: " in out.getvalue() or f"INVALID {path}: " in out.getvalue()
    else:
        assert code in valid_codes, (code, message)


@BOUNDED
@given(mutated_texts(CONFIG, tomllib.loads(CONFIG)))
def test_a_broken_config_is_refused_naming_the_file(text):
    _run(lambda path: ["plugins", "--config", str(path)], "event.toml", text, {0})


@BOUNDED
@given(mutated_texts(SITUATION, tomllib.loads(SITUATION)))
def test_a_broken_situation_is_refused_naming_the_file(text):
    _run(lambda path: ["next", str(path)], "situation.phh", text, {0, 1})  # 1: no rulebook left to rule


@BOUNDED
@given(mutated_texts(SITUATION, tomllib.loads(SITUATION)))
def test_a_broken_situation_is_ruled_on_or_refused(text):
    _run(lambda path: ["rule", str(path)], "situation.phh", text, {0, 1})


@BOUNDED
@given(mutated_texts(HAND, tomllib.loads(HAND)))
def test_a_broken_hand_history_replays_or_fails_naming_the_file(text):
    _run(lambda path: ["replay", str(path)], "hand.phh", text, {0, 1})
