"""Every stud seed clause is cited, spelled exactly, by a rulebook plugin and asserted on ``citations`` in a test.

The plugins' rulings are pure functions, so the first check reads their sources for the ID as a string literal; the
second reads the stud rule tests for an assertion line that names it. The behaviour behind each ID is tested where
the ID is asserted.
"""

import re
from pathlib import Path

import pytest

import floorcall_rrop
import floorcall_tda2024
from tests.rules.harness import load_case

SEED_IDS = (
    *(f"RROP-ES-STUD-IRR-{n}" for n in range(1, 12)),
    *(f"TDA2024-RP10-{part}" for part in "ABCDEFG"),
    "TDA2024-RP10-H",
    *(f"TDA2024-RP10-H.{part}" for part in "ABCD"),
)
HERE = Path(__file__).parent
TESTS = ("test_stud_rp10.py", "test_stud_short_stub.py", "test_stud_seed_000.py")
#: Every stud case of the shared folder and the test file that plays it (052a/b belong to the general rulings).
STUD_CASES = {
    **dict.fromkeys(["001", "002", "003", "004", "005", "006", "007", "008", "009a", "009b"], "test_stud_seed_000.py"),
    **dict.fromkeys(["011", "012", "013", "015", "018", "019"], "test_stud_seed_000.py"),
    **dict.fromkeys(["016", "020", "021", "022", "023", "024", "026", "027", "029"], "test_stud_rp10.py"),
    **dict.fromkeys(["030", "060", "061", "062", "065"], "test_stud_rp10.py"),
    **dict.fromkeys(["031", "032", "034"], "test_stud_short_stub.py"),
}


def _sources(package):
    return "\n".join(path.read_text() for path in Path(package.__file__).parent.rglob("*.py"))


#: Both books keep one question per module across all games, so their stud rules are spread over each package.
PLUGIN_SOURCES = _sources(floorcall_tda2024) + _sources(floorcall_rrop)
ASSERTIONS = [
    line
    for name in TESTS
    for line in (HERE / name).read_text().splitlines()
    if "assert" in line or "citations" in line or "_check(" in line
]


@pytest.mark.parametrize("rule_id", SEED_IDS)
def test_every_seed_clause_is_cited_by_a_rulebook_plugin(rule_id):
    assert re.search(rf'"{re.escape(rule_id)}"', PLUGIN_SOURCES) or (
        rule_id.endswith(tuple("ABCD")) and ('f"TDA2024-RP10-H.{branch}"' in PLUGIN_SOURCES)
    ), rule_id


@pytest.mark.parametrize("rule_id", SEED_IDS)
def test_every_seed_clause_is_asserted_in_a_test(rule_id):
    assert any(f'"{rule_id}"' in line for line in ASSERTIONS), rule_id


def test_every_stud_case_is_played(shared_dir):
    folder = shared_dir / "rules" / "cases"
    games = {"stud", "stud8", "razz", "stud5"}
    stud = set()
    for path in folder.glob("*.toml"):
        prefix = path.name.split("-")[0]
        case = load_case(shared_dir, prefix)
        if case["check"]["game"] in games and prefix not in ("052a", "052b"):
            stud.add(prefix)
    assert stud <= set(STUD_CASES), sorted(stud - set(STUD_CASES))
    for prefix, name in STUD_CASES.items():
        assert f'"{prefix}"' in (HERE / name).read_text(), prefix
