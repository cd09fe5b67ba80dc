"""The real PHH hand histories of the test data (``tests/shared/data/phh``), and one test per file."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.data import SHARED

PHH_SUBDIR = Path("data") / "phh"


def real_phh_files() -> list[Path]:
    """Every real ``.phh`` file of the test data, relative to ``data/phh`` and sorted."""
    root = SHARED / PHH_SUBDIR
    return sorted(path.relative_to(root) for path in root.rglob("*.phh"))


@pytest.fixture(scope="session")
def phh_root(shared_dir: Path) -> Path:
    """The directory of the real PHH hand histories (``tests/shared/data/phh``)."""
    return shared_dir / PHH_SUBDIR


@pytest.fixture
def phh_file(request: pytest.FixtureRequest, shared_dir: Path) -> Path:
    """One real PHH file (the test is parametrized over all of them by ``pytest_generate_tests``)."""
    relative: Path = request.param
    return shared_dir / PHH_SUBDIR / relative


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Parametrize every test that asks for ``phh_file`` with the real hand histories."""
    if "phh_file" not in metafunc.fixturenames:
        return
    files = real_phh_files()
    assert files, f"no .phh files under {SHARED / PHH_SUBDIR}"
    metafunc.parametrize("phh_file", files, ids=[path.as_posix() for path in files], indirect=True)
