"""Every WSOP 2024 tournament entry of the catalog that is a ruling is cited by the wsop-2024 book, or listed here.

The entries are the catalog's ``### WSOP24T-...`` headings (a heading naming several IDs gives each WSOP24T one; an
umbrella entry such as ``WSOP24T-88a`` counts as cited when one of its parts is). An ID is cited by the book when its
source holds it as a string, or when the source of tda-2024, the book it falls back to, does (those rulings come
through it unchanged). Each ID the book's own source cites must be held by a test module too. The entries it does
not rule on are in ``NOT_RULED``, each with its reason; the test fails when one more is uncited, and when one of the
list has since been cited (so the list only shrinks).
"""

import re
from pathlib import Path

from tests.rules.test_catalog_coverage import _part_of

REPO = Path(__file__).resolve().parents[2]
BOOK = REPO / "plugins" / "floorcall_wsop2024"
BEHIND = REPO / "plugins" / "floorcall_tda2024"
HEADING = re.compile(r"^### (?P<ids>WSOP24T-[^—\n]+?) —", re.MULTILINE)
QUOTED = re.compile(r"[\"'(,# ](WSOP24T-[A-Za-z0-9.\-]*[A-Za-z0-9])")

NOT_RULED = {
    "WSOP24T-HILOREG": "stud high-low without a qualifier is no installed game",
    "WSOP24T-DRAW.3": "the draw order and one burn a round are the draw plugins' procedure, no ruling",
    "WSOP24T-DRAW.4": "lowball hand rankings are the draw plugins' evaluation, no ruling",
    "WSOP24T-DRAW.5": "the structure of the draw games is the draw plugins' procedure, no ruling",
    "WSOP24T-DRAW.6": "the badugi ranking is the badugi plugin's evaluation, no ruling",
    "WSOP24T-7CS.5": "what the dealer announces is no ruling",
    "WSOP24T-88c.3": "the catalog reads the missing-burn clause two ways (a check stands / before substantial "
    "action); tda-2024's TDA2024-39B answers until the text is read",
    "WSOP24T-88d.3": "a player who knew of a fouled deck and lost his refund is the floor's judgement: no report "
    "carries that knowledge",
    "WSOP24T-96A": "consecutive short all-ins that together make a full raise are ruled under WSOP24T-96 (the TDA's "
    "rule counts them together)",
}


def _wsop_ids(catalog: str) -> list[str]:
    return [
        name
        for heading in HEADING.finditer(catalog)
        for name in (part.strip() for part in heading["ids"].split(" / "))
        if name.startswith("WSOP24T-")
    ]


def _quoted(folder: Path) -> set[str]:
    text = "\n".join(path.read_text(encoding="utf-8") for path in sorted(folder.rglob("*.py")))
    return set(QUOTED.findall(text))


def _covered(name: str, cited: set[str]) -> bool:
    return any(_part_of(c, name) for c in cited)


def test_every_wsop_tournament_ruling_entry_is_cited_by_the_book_or_listed_with_a_reason(shared_dir):
    ids = _wsop_ids((shared_dir / "rules" / "catalog.md").read_text(encoding="utf-8"))
    assert len(set(ids)) > 45, "the catalog's WSOP headings were not read"
    own = _quoted(BOOK)
    cited = own | _quoted(BEHIND)
    uncited = {name for name in ids if not _covered(name, cited)}
    assert not set(NOT_RULED) - set(ids), sorted(set(NOT_RULED) - set(ids))
    assert uncited <= set(NOT_RULED), sorted(uncited - set(NOT_RULED))
    assert not set(NOT_RULED) - uncited, f"cited now, take them off NOT_RULED: {sorted(set(NOT_RULED) - uncited)}"
    tests = "\n".join(p.read_text(encoding="utf-8") for p in (REPO / "tests").rglob("test_*.py") if p != Path(__file__))
    untested = sorted(
        name for name in own if name in ids and not re.search(re.escape(name) + r"(?![A-Za-z0-9.])", tests)
    )
    assert not untested, f"cited by wsop-2024 but by no test: {untested}"


def test_the_heading_reader_takes_every_wsop_tournament_id_of_a_heading_and_no_other():
    sample = "### WSOP24T-108 / WSOP24L-106 — Short hands\n### WSOP24T-7CS.1 — Three downcards\n### TDA2024-1 — x\n"
    assert _wsop_ids(sample) == ["WSOP24T-108", "WSOP24T-7CS.1"]
    assert _covered("WSOP24T-88a", {"WSOP24T-88a.6"}) and not _covered("WSOP24T-88a.6", {"WSOP24T-88a"})
