"""Where the benchmarks find PokerKit's peer scripts and the hand generator: the shared folder.

``$FLOORCALL_SHARED`` when set; else ``../shared`` beside the checkout when it exists; else the project's own copy
in ``tests/shared`` (laid out as the shared folder is), so that a fresh clone measures both sides.
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["default_shared"]

_REPO = Path(__file__).resolve().parents[1]


def default_shared() -> str:
    """The shared folder's path, as the ``--shared`` option's default (a folder holding ``bench/_common.py``)."""
    named = os.environ.get("FLOORCALL_SHARED")
    if named:
        return named
    beside = _REPO.parent / "shared"
    return str(beside if (beside / "bench" / "_common.py").is_file() else _REPO / "tests" / "shared")
