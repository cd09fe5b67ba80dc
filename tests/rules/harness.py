"""Reading the worked cases of tests/shared/rules/cases and checking rulings against their [check] tables.

Tests assert only the machine-checkable [check] fields, never the prose. Remedy names in the cases are the wire tags
of floorcall's remedy Structs, so the mapping from name to Struct is the tag itself; ``["no_remedy"]`` means an
empty tuple of remedies.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any, get_args

from floorcall import Ruling
from floorcall.model.remedies import AnyRemedy, KillHand

REMEDY_TAGS = {cls.__struct_config__.tag: cls for cls in get_args(AnyRemedy)}


def load_case(shared_dir: Path, prefix: str) -> dict[str, Any]:
    """The case whose file name starts with ``prefix`` (``"020"``, ``"009a"``)."""
    matches = sorted((shared_dir / "rules" / "cases").glob(f"{prefix}-*.toml"))
    assert len(matches) == 1, f"case {prefix}: {matches}"
    return tomllib.loads(matches[0].read_text())


def answer(case: dict[str, Any], rulebook: str) -> dict[str, Any]:
    """The [check.answer.<rulebook>] table of a case; the rulebook must be among the asserted ones."""
    check = case["check"]
    assert rulebook in check["asserts"], f"case {case['id']} does not assert {rulebook}"
    return check["answer"][rulebook]


def house_options(case: dict[str, Any]) -> dict[str, Any]:
    """House options the case's answers assume (kebab-case keys)."""
    return dict(case["check"].get("house", {}))


def assert_ruling(ruling: Ruling, expected: dict[str, Any], dead_seats: set[int] | None = None) -> None:
    """Check a ruling against a case answer: kind, citations_any, remedies, dead_seats, options.

    :param dead_seats: the seats whose hands are dead after the ruling was applied, when a hand was involved;
        otherwise the seats named by ``kill_hand`` remedies are used.
    """
    if "kind" in expected:
        assert ruling.kind.value == expected["kind"], (ruling.kind, expected["kind"])
    if "citations_any" in expected:
        assert set(ruling.citations) & set(expected["citations_any"]), (ruling.citations, expected["citations_any"])
    if "remedies" in expected:
        want = [] if expected["remedies"] == ["no_remedy"] else expected["remedies"]
        assert list(ruling.remedy_names) == want, (ruling.remedy_names, want)
    if "options" in expected:
        assert [o.name for o in ruling.options] == expected["options"]
    if "dead_seats" in expected:
        named = {r.seat for r in ruling.remedies if isinstance(r, KillHand)}
        for option in ruling.options:
            named |= {r.seat for r in option.remedies if isinstance(r, KillHand)}
        seats = dead_seats if dead_seats is not None else named
        assert seats == set(expected["dead_seats"]), (seats, expected["dead_seats"])
