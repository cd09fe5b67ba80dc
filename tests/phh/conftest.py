"""Where the shared (read-only) test data lives, and one test per real PHH file.

The shared directory is ``$FLOORCALL_SHARED`` when set, else ``../shared`` next to the repository. When it is
missing the tests that need it are skipped, except under ``CI=true``, where a missing directory is a failure.
(Meant to move to ``tests/conftest.py`` once other test packages need it.)
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
PHH_SUBDIR = Path("data") / "phh"


def find_shared_dir() -> Path | None:
    """Return the shared data directory if it exists, else ``None``."""
    configured = os.environ.get("FLOORCALL_SHARED")
    candidate = Path(configured) if configured else REPO_ROOT.parent / "shared"
    return candidate if candidate.is_dir() else None


def real_phh_files() -> list[Path]:
    """Every real ``.phh`` file under the shared data, relative to ``data/phh`` and sorted."""
    shared = find_shared_dir()
    if shared is None:
        return []
    root = shared / PHH_SUBDIR
    return sorted(path.relative_to(root) for path in root.rglob("*.phh"))


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The shared data directory; skips the test when it is missing, or fails it under ``CI=true``."""
    shared = find_shared_dir()
    if shared is None:
        message = "shared data not found: set FLOORCALL_SHARED or put it at ../shared next to the repository"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    return shared


@pytest.fixture(scope="session")
def phh_root(shared_dir: Path) -> Path:
    """The directory of the real PHH hand histories (``<shared>/data/phh``)."""
    return shared_dir / PHH_SUBDIR


@pytest.fixture
def phh_file(request: pytest.FixtureRequest, shared_dir: Path) -> Path:
    """One real PHH file (the test is parametrized over all of them by ``pytest_generate_tests``)."""
    relative: Path | None = request.param
    if relative is None:
        pytest.fail(f"no .phh files under {shared_dir / PHH_SUBDIR}")
    return shared_dir / PHH_SUBDIR / relative


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Parametrize every test that asks for ``phh_file`` with the real hand histories."""
    if "phh_file" not in metafunc.fixturenames:
        return
    files = real_phh_files()
    if files:
        metafunc.parametrize("phh_file", files, ids=[path.as_posix() for path in files], indirect=True)
    else:  # one case, so the shared_dir fixture reports the missing data (skip, or fail under CI)
        metafunc.parametrize("phh_file", [None], ids=["shared-data-missing"], indirect=True)
