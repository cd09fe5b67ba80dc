"""Every TDA 2024 and Robert's Rules ID of the catalog is cited by a rulebook plugin and by a test of the ruling.

The IDs are the catalog's headings (``### TDA2024-35A.1 — ...``); a heading naming two IDs (``RROP-STUD-2 /
RROP-STUD-3``) gives both, an alias heading (``TDA2024-20-B — Alias of TDA2024-20B``) none, and an umbrella entry
(``RROP-TIES-1..3``) counts as cited when one of its parts is. An ID is cited by a rulebook when the source of
``floorcall_tda2024``, ``floorcall_rrop`` or the rule library they share (``floorcall_rulelib``) holds it as a
string (a rule summary in a ``rules.toml`` is no citation), and by a test when a test module under ``tests/``
holds it. The IDs nothing cites yet are listed in ``NOT_YET_CITED`` with the issue that brings them; the test fails
when one more ID is uncited, and when one of the list has since been cited (so the list only shrinks).
"""

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
BOOKS = tuple(REPO / "plugins" / name for name in ("floorcall_tda2024", "floorcall_rrop", "floorcall_rulelib"))
HEADING = re.compile(r"^### (?P<ids>(?:TDA2024|RROP)-[^—]+?) —(?P<title>.*)$", re.MULTILINE)
UMBRELLA = re.compile(r"^(?P<stem>.+-)(?P<first>\d+)\.\.(?P<last>\d+)$")

# Every ID is cited now (issues 15 and 16); a new catalog ID that nothing cites yet goes here with its issue.
NOT_YET_CITED: set[str] = set()


def _catalog_ids(catalog: str) -> dict[str, tuple[str, ...]]:
    """Each catalog ID (aliases aside) with the IDs that count for it (itself, or an umbrella's parts)."""
    ids: dict[str, tuple[str, ...]] = {}
    for heading in HEADING.finditer(catalog):
        if "alias" in heading["title"].lower():
            continue
        for name in (part.strip() for part in heading["ids"].split(" / ")):
            umbrella = UMBRELLA.match(name)
            if umbrella:
                first, last = int(umbrella["first"]), int(umbrella["last"])
                ids[name] = tuple(f"{umbrella['stem']}{n}" for n in range(first, last + 1))
            else:
                ids[name] = (name,)
    return ids


def _text(folders) -> str:
    return "\n".join(path.read_text(encoding="utf-8") for folder in folders for path in sorted(folder.rglob("*.py")))


def _part_of(cited: str, name: str) -> bool:
    """Whether a cited ID is the entry ``name`` or one of its parts (``TDA2024-35C.1`` of ``TDA2024-35C``,
    ``TDA2024-20A`` of ``TDA2024-20``, ``TDA2024-53A/B`` of ``TDA2024-53``)."""
    if cited == name:
        return True
    rest = cited[len(name) :] if cited.startswith(name) else ""
    return bool(rest) and (rest[0] == "." or (name[-1].isdigit() and rest[0].isalpha()))


def _cited(ids: dict[str, tuple[str, ...]], text: str) -> set[str]:
    quoted = set(re.findall(r"[\"'(,# ]((?:TDA2024|RROP)-[A-Z0-9./\-]*[A-Z0-9])", text))
    return {name for name, parts in ids.items() if any(_part_of(c, p) for c in quoted for p in (name, *parts))}


def test_every_catalog_id_is_cited_by_a_rulebook_and_a_test(shared_dir):
    ids = _catalog_ids((shared_dir / "rules" / "catalog.md").read_text(encoding="utf-8"))
    assert len(ids) > 100, "the catalog's headings were not read"
    by_books = _cited(ids, _text(BOOKS))
    tests = [path for path in (REPO / "tests").rglob("test_*.py") if path.name != Path(__file__).name]
    by_tests = _cited(ids, "\n".join(path.read_text(encoding="utf-8") for path in tests))
    uncited = {name for name in ids if name not in by_books or name not in by_tests}
    assert not NOT_YET_CITED - set(ids), sorted(NOT_YET_CITED - set(ids))  # the list names catalog IDs only
    assert uncited <= NOT_YET_CITED, sorted(uncited - NOT_YET_CITED)
    assert not NOT_YET_CITED - uncited, f"cited now, take them off NOT_YET_CITED: {sorted(NOT_YET_CITED - uncited)}"


def test_the_catalog_reader_takes_pairs_and_umbrellas_and_leaves_aliases():
    sample = (
        "### RROP-STUD-2 / RROP-STUD-3 — Bring-in\n### RROP-TIES-1..3 — Ties\n"
        "### TDA2024-20-B — Alias of TDA2024-20B\n### TDA2024-35A.1 — Two boxed cards\n"
    )
    ids = _catalog_ids(sample)
    assert ids == {
        "RROP-STUD-2": ("RROP-STUD-2",),
        "RROP-STUD-3": ("RROP-STUD-3",),
        "RROP-TIES-1..3": ("RROP-TIES-1", "RROP-TIES-2", "RROP-TIES-3"),
        "TDA2024-35A.1": ("TDA2024-35A.1",),
    }
    assert _cited(ids, 'x = ("RROP-TIES-3", "TDA2024-35A.1")') == {"RROP-TIES-1..3", "TDA2024-35A.1"}
