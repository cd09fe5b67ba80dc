"""The engine's refusals, the report checks' failures and plugin load errors read in the reader's language.

A static check finds every place in the engine, the betting mechanics and the plugin machinery that raises
``InvalidEventError`` or ``PluginLoadError``, or fails a report, and requires a marked message there (never a bare
f-string or literal); a broken plugin is named by ``floorcall --lang it`` in Italian, and
``tests/serve/test_refusals.py`` sends bad events and reports to the HTTP API with ``?lang=``.
"""

from __future__ import annotations

import ast
from pathlib import Path

from floorcall._app.cli import main
from floorcall._engine.claim_reasons import REASONS
from floorcall.errors import InvalidEventError, PluginLoadError, because, refused
from floorcall.i18n import translator
from floorcall.testing import fake_distribution

CORE = Path(__file__).resolve().parents[2] / "core" / "floorcall"
SCANNED = sorted(path for folder in ("_engine", "_mechanics", "_plugins") for path in (CORE / folder).glob("*.py"))
_TEXT = (ast.JoinedStr, ast.Constant, ast.BinOp)


def _calls(name: str) -> list[tuple[str, ast.Call]]:
    found = []
    for path in SCANNED:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == name:
                found.append((f"{path.relative_to(CORE)}:{node.lineno}", node))
    return found


def test_no_invalid_event_error_is_raised_with_bare_text():
    calls = _calls("InvalidEventError")
    bare = [place for place, call in calls if any(isinstance(arg, _TEXT) for arg in call.args)]
    assert calls and bare == []


def test_no_plugin_load_error_has_a_bare_reason():
    calls = _calls("PluginLoadError")
    bare = [place for place, call in calls if len(call.args) > 1 and isinstance(call.args[1], _TEXT)]
    assert calls and bare == []


def test_every_report_check_fails_with_a_reason_of_the_table():
    keys = []
    for place, call in _calls("fail"):
        reason = call.args[1]
        options = [reason.body, reason.orelse] if isinstance(reason, ast.IfExp) else [reason]
        for option in options:
            assert isinstance(option, ast.Constant) and option.value in REASONS, place
            keys.append(option.value)
    assert set(keys) == set(REASONS)  # every reason of the table is used


def test_every_marked_message_is_a_literal_babel_extracts():
    for name in ("refused", "because"):
        for place, call in _calls(name):
            literal = all(isinstance(arg, ast.Constant) and isinstance(arg.value, str) for arg in call.args[:2])
            assert literal or place.startswith("_engine/claim_reasons.py"), place


def test_a_framed_reason_is_translated_inside_its_frame():
    taken = because("plugin.floor.plugin_name_already_registered", "a plugin of that name is already registered")
    error = PluginLoadError("acme-floor[x]", taken)
    assert str(error) == "plugin acme-floor[x]: a plugin of that name is already registered"
    assert translator("es").error(error) == "plugin acme-floor[x]: ya hay registrado un plugin con ese nombre"
    plain = refused("engine.rulings.decision_pending", "no decision is pending")
    assert isinstance(plain, InvalidEventError) and str(plain) == "no decision is pending"
    assert translator("it").error(plain) == "nessuna decisione è in sospeso"


def test_a_broken_plugin_is_named_in_italian(tmp_path, monkeypatch, capsys):
    fake_distribution(
        tmp_path, "acme-floor", {"broken-house": "acme_broken"}, {"acme_broken": "import no_such_module_here\n"}
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    assert main(["--lang", "it", "plugins"]) != 0
    said = capsys.readouterr().err
    assert "plugin acme-floor[broken-house]: non si può importare: ModuleNotFoundError:" in said, said
    assert "cannot be imported" not in said
