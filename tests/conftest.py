"""Shared fixtures: the test data folder, and fresh plugin managers."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

import floorcall.testing
from tests.support.data import SHARED

floor_for = pytest.fixture(floorcall.testing.floor_for)

# CI runs the property tests on a fixed sequence of examples so that a run is reproducible; elsewhere they explore
# new examples on each run.
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
if os.environ.get("CI") == "true":
    settings.load_profile("ci")


@pytest.fixture(autouse=True)
def _english_unless_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """The commands speak the language the environment names (LANGUAGE first): the tests run in English unless asked."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The test data folder (``tests/shared``): ``rules/catalog.md``, ``rules/cases/``, ``data/phh/``, ``bench/``."""
    return SHARED
