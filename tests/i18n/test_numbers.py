"""Numbers and chip amounts follow the reader's locale (Babel) in the text a person reads, never in data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from floorcall._app.answer_text import answer_text
from floorcall._app.cli import main
from floorcall.i18n import CORE, translator

SITUATION = Path(__file__).resolve().parents[2] / "examples" / "situations" / "oversized-chip-facing-a-raise.phh"


@pytest.mark.parametrize(
    ("language", "chips", "size"),
    [("en", "20000", "1,048,576"), ("es", "20.000", "1.048.576"), ("it", "20.000", "1.048.576")],
)
def test_amounts_and_sizes_are_written_as_the_language_writes_numbers(language, chips, size):
    t = translator(language)
    wager = t.words("answer.wager.value", "seat {seat}: {what}, to {total}", seat=10, what="x", total=20000)
    assert wager.endswith(chips) and "10" in wager and "1.0" not in wager.split(":")[0]
    too_large = CORE.msg("phh.too_large", "larger than {most} bytes, the limit for one hand; not read", most=1 << 20)
    assert size in t.message(too_large)
    assert t.message(CORE.msg("x.seat", "actions[{index}] of seat {seat}", index=12000, seat=10)) == (
        "actions[12000] of seat 10"
    )


def test_the_text_answer_groups_chips_and_the_json_keeps_numbers(capsys):
    assert main(["rule", str(SITUATION), "--lang", "es", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["wager"] == {"seat": 4, "is": "call", "to": 1000, "returned": 4000}
    assert data["bet_range"] == [1800, 20000] and data["message"]["params"] == {"seat": 4, "total": 1000}
    shown = answer_text({k: v for k, v in data.items() if k != "explanation"}, translator("es"))
    assert "20.000" in shown and "4.000 vuelven" in shown
    assert "20.000" in answer_text({"bet_range": [1800, 20000]}, translator("it"))
    assert "20000" in answer_text({"bet_range": [1800, 20000]}, translator("en"))


CENTS = Path(__file__).resolve().parents[2] / "tests" / "phh" / "conformance" / "handhq-cents.phhs"


@pytest.mark.parametrize(
    ("language", "short", "recorded"),
    [("en", "0.45", "[0, 0, 11.05]"), ("es", "0,45", "[0; 0; 11,05]"), ("it", "0,45", "[0; 0; 11,05]")],
)
def test_a_replay_reason_writes_decimal_amounts_with_the_languages_decimal_mark(language, short, recorded, capsys):
    main(["replay", str(CENTS), "--lang", language])
    failed = [line for line in capsys.readouterr().out.splitlines() if "[9]" in line]
    assert len(failed) == 1 and f" {short} " in failed[0] and recorded in failed[0], failed
    main(["replay", str(CENTS), "--lang", language, "--json"])
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines() if line.startswith("{")]
    params = next(line["message"]["params"] for line in lines if line.get("status") == "failed")
    assert params["short"] == "0.45" and params["recorded"] == "[0, 0, 11.05]"  # data keeps the digits


@pytest.mark.parametrize("language", ["es", "it"])
def test_decimals_keep_every_digit_and_other_text_is_left_as_it_is(language):
    t = translator(language)
    assert t.decimals("0.125") == "0,125" and t.decimals("-2.50") == "-2,50"
    assert t.decimals("12345.5") == "12.345,5"
    assert t.decimals(t.number(1000)) == t.number(1000) == "1.000"  # grouped already: not read as a decimal again
    assert t.decimals("[1, 0.5]") == "[1; 0,5]" and t.decimals("[1, 2]") == "[1, 2]"
    assert [t.decimals(text) for text in ("As", "35-D.1", "0.7.7", "inf", "[Kh, 2c]")] == [
        "As",
        "35-D.1",
        "0.7.7",
        "inf",
        "[Kh, 2c]",
    ]
    minutes = CORE.msg("x.minutes", "{minutes} minutes, seat {seat}", minutes="2.5", seat="3.5")
    assert t.message(minutes) == "2,5 minutes, seat 3.5"  # a seat (a name, not an amount) is never reformatted
    assert translator("en").message(minutes) == "2.5 minutes, seat 3.5"
