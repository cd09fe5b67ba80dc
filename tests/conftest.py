"""Shared fixtures: the test data folder, and fresh plugin managers."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

import floorcall.testing
from tests.support.data import SHARED

floor_for = pytest.fixture(floorcall.testing.floor_for)

# Hypothesis profiles (README, "Property tests"). "ci", loaded under CI=true: the same examples on every run
# (derandomized, no example database), each test within its own max_examples budget (100 where a test sets none), no
# deadline, so that a run is reproducible and its time bounded. "explore" (--hypothesis-profile=explore): new random
# examples and ten times each test's budget, for a long run that looks for what CI's fixed examples miss. Without a
# profile, hypothesis's defaults: new examples on each run, within each test's budget.
settings.register_profile("ci", derandomize=True, database=None, deadline=None, print_blob=True, max_examples=100)
settings.register_profile("explore", deadline=None, print_blob=True)
EXPLORE_FACTOR = 10
if os.environ.get("CI") == "true":
    settings.load_profile("ci")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under the explore profile, multiply each property test's own ``max_examples`` by :data:`EXPLORE_FACTOR`."""
    if config.getoption("hypothesis_profile", None) != "explore":
        return
    for item in items:
        test = getattr(item, "obj", None)
        # hypothesis keeps a test's settings here and reads them when the test runs (no public setter exists)
        own = getattr(test, "_hypothesis_internal_use_settings", None)
        if own is not None:
            test._hypothesis_internal_use_settings = settings(own, max_examples=own.max_examples * EXPLORE_FACTOR)


@pytest.fixture(autouse=True)
def _english_unless_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """The commands speak the language the environment names (LANGUAGE first): the tests run in English unless asked."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The test data folder (``tests/shared``): ``rules/catalog.md``, ``rules/cases/``, ``data/phh/``, ``bench/``."""
    return SHARED
