"""The project's test data (``tests/shared``) still holds everything of the shared folder it was copied from.

An optional extra: it runs only where the shared folder is present (``$FLOORCALL_SHARED``, else ``../shared`` beside
the repository) and skips elsewhere, CI included, since every other test reads the project's copy. The copied files
must be byte-identical; the catalog may gain entries of its own (the tournament's rules), but each ``### `` entry of
the shared catalog must be in it unchanged.
"""

import os
import re
from pathlib import Path

import pytest

from tests.support.data import SHARED

#: The parts of the shared folder the tests read, copied file for file (the catalog is compared entry by entry).
COPIED = (
    "rules/README.md",
    "rules/tournament.md",
    "rules/cases",
    "data/phh",
    "bench/gen_synthetic_phh.py",
    "bench/_common.py",
)
ENTRY = re.compile(r"^### .*?(?=^### |^## |\Z)", re.MULTILINE | re.DOTALL)


@pytest.fixture(scope="module")
def upstream() -> Path:
    folder = Path(os.environ.get("FLOORCALL_SHARED") or SHARED.parents[2] / "shared")
    if not (folder / "rules" / "catalog.md").is_file():
        pytest.skip(f"no shared folder at {folder}: the copy in tests/shared is not compared")
    return folder


def _files(folder: Path, part: str) -> list[str]:
    root = folder / part
    if root.is_file():
        return [part]
    return sorted(path.relative_to(folder).as_posix() for path in root.rglob("*") if path.is_file())


@pytest.mark.parametrize("part", COPIED)
def test_every_shared_file_is_copied_unchanged(upstream, part):
    names = _files(upstream, part)
    assert names, f"{upstream / part} holds nothing"
    for name in names:
        assert (SHARED / name).is_file(), f"tests/shared/{name} is missing: copy it from {upstream / name}"
        assert (SHARED / name).read_bytes() == (upstream / name).read_bytes(), f"tests/shared/{name} differs"


def test_every_shared_catalog_entry_is_in_the_projects_catalog_unchanged(upstream):
    ours = {entry.strip() for entry in ENTRY.findall((SHARED / "rules" / "catalog.md").read_text(encoding="utf-8"))}
    theirs = [entry.strip() for entry in ENTRY.findall((upstream / "rules" / "catalog.md").read_text(encoding="utf-8"))]
    assert len(theirs) > 100, "the shared catalog's entries were not read"
    missing = [entry.splitlines()[0] for entry in theirs if entry not in ours]
    assert not missing, f"entries of the shared catalog missing or changed in tests/shared/rules/catalog.md: {missing}"
