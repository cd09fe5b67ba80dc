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
# profile, hypothesis's defaults: new examples on each run, within each test's budget. "ci-lean"
# (--hypothesis-profile=ci-lean, tox's py312 and py313): as "ci" with a fifth of each test's budget (at least 10
# examples), for the newer Pythons, which run the same engine code as 3.11, where the full budgets run.
settings.register_profile("ci", derandomize=True, database=None, deadline=None, print_blob=True, max_examples=100)
settings.register_profile("ci-lean", settings.get_profile("ci"), max_examples=20)
settings.register_profile("explore", deadline=None, print_blob=True)
EXPLORE_FACTOR = 10
LEAN_DIVISOR = 5
LEAN_LEAST = 10
if os.environ.get("CI") == "true":
    settings.load_profile("ci")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Scale each property test's own ``max_examples``: times :data:`EXPLORE_FACTOR` under the explore profile,
    divided by :data:`LEAN_DIVISOR` (at least :data:`LEAN_LEAST`) under ci-lean."""
    profile = config.getoption("hypothesis_profile", None)
    if profile == "explore":
        scaled = lambda budget: budget * EXPLORE_FACTOR  # noqa: E731
    elif profile == "ci-lean":
        scaled = lambda budget: min(budget, max(LEAN_LEAST, budget // LEAN_DIVISOR))  # noqa: E731
    else:
        return
    # a parametrized test is one function behind several items: scale it once
    tests = {id(test): test for test in (getattr(item, "obj", None) for item in items) if test is not None}
    for test in tests.values():
        # hypothesis keeps a test's settings here and reads them when the test runs (no public setter exists)
        own = getattr(test, "_hypothesis_internal_use_settings", None)
        if own is not None:
            test._hypothesis_internal_use_settings = settings(own, max_examples=scaled(own.max_examples))


@pytest.fixture(autouse=True)
def _english_unless_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """The commands speak the language the environment names (LANGUAGE first): the tests run in English unless asked."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The test data folder (``tests/shared``): ``rules/catalog.md``, ``rules/cases/``, ``data/phh/``, ``bench/``."""
    return SHARED
