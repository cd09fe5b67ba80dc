"""Where the test data lives: the project's own copy of the shared rules, cases, hand histories and hand generator."""

from pathlib import Path

#: ``tests/shared``, laid out as ``../shared`` is (its README.md names each source), so a fresh clone runs every test.
SHARED = Path(__file__).resolve().parents[1] / "shared"
