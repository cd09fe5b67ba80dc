"""Shared fixtures: where the shared data lives, and fresh plugin managers."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

import floorcall.testing

REPO = Path(__file__).resolve().parent.parent

floor_for = pytest.fixture(floorcall.testing.floor_for)

# CI runs the property tests on a fixed sequence of examples so that a run is reproducible; elsewhere they explore
# new examples on each run.
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
if os.environ.get("CI") == "true":
    settings.load_profile("ci")


@pytest.fixture(autouse=True)
def _english_unless_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """The commands speak the language of LC_ALL, LC_MESSAGES or LANG: the tests run in English unless they ask."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)


def _shared() -> Path | None:
    candidate = Path(os.environ.get("FLOORCALL_SHARED", REPO.parent / "shared"))
    return candidate if (candidate / "rules" / "catalog.md").is_file() else None


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The shared folder (rules, cases, hand histories); missing data fails under CI and skips elsewhere."""
    found = _shared()
    if found is None:
        if os.environ.get("CI") == "true":
            pytest.fail("shared data not found: set FLOORCALL_SHARED or check out ../shared beside the repository")
        pytest.skip("shared data not found (set FLOORCALL_SHARED)")
    return found
