"""A table's seats have one writer: only ``_tournament/seating.py`` assigns to or changes ``players`` in place.

Every other module of the core reads ``players`` and seats or unseats a player through TableSeats' ``sit`` and
``leave``, so that the seat's waiting state and the order seats opened in stay right (an AST check, naming the line).
"""

from __future__ import annotations

import ast
from pathlib import Path

import floorcall

CORE = Path(floorcall.__file__).parent
OWNER = CORE / "_tournament" / "seating.py"
MUTATORS = {"pop", "popitem", "update", "setdefault", "clear", "__setitem__", "__delitem__"}


def _writes(tree: ast.AST) -> list[int]:
    """The lines that write an attribute called ``players`` (assigned, item-assigned, deleted or mutated)."""
    lines = []
    for node in ast.walk(tree):
        targets: list[ast.expr] = []
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Delete)):
            targets = node.targets if isinstance(node, (ast.Assign, ast.Delete)) else [node.target]
        for target in targets:
            base = target.value if isinstance(target, ast.Subscript) else target
            if isinstance(base, ast.Attribute) and base.attr == "players":
                lines.append(node.lineno)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS:
            owner = node.func.value
            if isinstance(owner, ast.Attribute) and owner.attr == "players":
                lines.append(node.lineno)
    return lines


def test_only_seating_writes_a_tables_players():
    found = {
        f"{path.relative_to(CORE)}:{line}"
        for path in CORE.rglob("*.py")
        if path != OWNER
        for line in _writes(ast.parse(path.read_text()))
    }
    assert found == set()


def test_the_check_finds_a_write_outside_the_owner():
    planted = "def f(table, entry):\n    table.players[3] = entry\n    table.players.pop(4)\n"
    assert _writes(ast.parse(planted)) == [2, 3]
