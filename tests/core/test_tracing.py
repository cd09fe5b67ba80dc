"""FLOORCALL_TRACE=1 and ``floorcall --trace`` turn on pluggy's hook tracing; answers do not change."""

from floorcall import BoxedCardFound
from floorcall._app.cli import main
from floorcall.testing import make_floor

SITUATION = "examples/situations/exposed-downcard-third-street.phh"


def test_the_environment_switch_sends_every_hook_call_through_pluggys_tracer(monkeypatch):
    plain = make_floor(games=("stud",), rulebook="tda-2024")
    assert not plain.hooks.tracing
    monkeypatch.setenv("FLOORCALL_TRACE", "1")
    floor = make_floor(games=("stud",), rulebook="tda-2024")
    lines = []
    floor.hooks.trace(lines.append)
    ruling = floor.rule(BoxedCardFound(count=1))
    assert floor.hooks.tracing
    assert ruling == plain.rule(BoxedCardFound(count=1))
    assert any("floorcall_rule_irregularity" in line for line in lines)
    assert any("finish floorcall_rule_irregularity" in line for line in lines)


def test_the_trace_option_writes_the_hook_calls_to_stderr(monkeypatch, capsys):
    monkeypatch.delenv("FLOORCALL_TRACE", raising=False)
    assert main(["rule", SITUATION]) == 0
    assert "floorcall_plan_street" not in capsys.readouterr().err
    monkeypatch.setenv("FLOORCALL_TRACE", "0")  # monkeypatch restores it; --trace sets it to 1 for the process
    assert main(["--trace", "rule", SITUATION]) == 0
    captured = capsys.readouterr()
    assert "kind: continue" in captured.out
    assert "floorcall_plan_street [hook]" in captured.err
    assert "floorcall_rule_irregularity [hook]" in captured.err
