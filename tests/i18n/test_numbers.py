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
