"""The synthetic situations of examples/situations ruled under wsop-2024: the WSOP clause where one says the same.

Each situation file is ruled as written but under ``rulebook = 'wsop-2024'``: where the WSOP tournament rules state
the TDA's rule the ruling cites the WSOP clause and ``ruled_by`` names the book and that clause; where they are silent
the TDA rule answers, named as what the book fell back to; where they part (an exposed opening stud downcard) the
ruling is the book's own.
"""

import json
import re
from pathlib import Path

import pytest

from floorcall._app.cli import main

SITUATIONS = Path(__file__).resolve().parents[2] / "examples" / "situations"

# situation -> (kind, citations, ruled_by) under wsop-2024
RULED = {
    "oversized-chip-facing-a-raise": ("continue", ["WSOP24T-97"], "wsop-2024/WSOP24T-97"),
    "pot-in-no-limit": ("continue", ["WSOP24T-102"], "wsop-2024/WSOP24T-102"),
    "string-raise": ("continue", ["WSOP24T-103"], "wsop-2024/WSOP24T-103"),
    "silent-chips-fifty-percent": ("continue", ["WSOP24T-92", "WSOP24T-95"], "wsop-2024/WSOP24T-92"),
    "under-minimum-raise-reported-late": ("continue", ["WSOP24T-90e"], "wsop-2024/WSOP24T-90e"),
    "first-card-exposed-holdem": (
        "misdeal",
        ["WSOP24T-88a.7", "WSOP24T-88c", "WSOP24T-88b"],
        "wsop-2024/WSOP24T-88a.7",
    ),
    "exposed-downcard-third-street": (
        "misdeal",
        ["WSOP24T-88a.6", "WSOP24T-88c", "WSOP24T-88b"],
        "wsop-2024/WSOP24T-88a.6",
    ),
    "button-misplaced-previous-hand-omaha": ("continue", ["TDA2024-34A", "WSOP24T-85"], "wsop-2024/TDA2024-34A"),
    "wrong-bring-in-after-action": ("continue", ["WSOP24T-7CS.2", "TDA2024-1"], "wsop-2024/WSOP24T-7CS.2"),
    # WSOP says nothing of these: the TDA rule answers, under the book in force
    "level-changed-before-the-hand-started": ("misdeal", ["TDA2024-23"], "wsop-2024/TDA2024-23"),
    "stud-upcards-lifted-facing-a-bet": ("dead_hand", ["TDA2024-66"], "wsop-2024/TDA2024-66"),
    "penalty-seat-dealt-in-holdem": ("dead_hand", ["TDA2024-71C"], "wsop-2024/TDA2024-71C"),
}


def _rule(capsys, tmp_path, name, book):
    text = (SITUATIONS / f"{name}.phh").read_text(encoding="utf-8")
    path = tmp_path / f"{name}.phh"
    path.write_text(re.sub(r"(?m)^rulebook = '[a-z0-9-]+'", f"rulebook = '{book}'", text), encoding="utf-8")
    assert main(["rule", str(path), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("name", sorted(RULED))
def test_a_situation_under_wsop_cites_the_wsop_clause_or_what_it_fell_back_to(capsys, tmp_path, name):
    answer = _rule(capsys, tmp_path, name, "wsop-2024")
    assert (answer["kind"], answer["citations"], answer["ruled_by"]) == RULED[name]


def test_the_same_exposed_stud_downcard_plays_on_under_tda(capsys, tmp_path):
    answer = _rule(capsys, tmp_path, "exposed-downcard-third-street", "tda-2024")
    assert (answer["kind"], answer["citations"]) == ("continue", ["TDA2024-RP10-A"])
