"""Each piece of the hand's state has one writer: the module of the part that owns it (a static check, by the AST).

A part's attribute may be assigned, deleted, augmented, item-assigned or mutated in place (``.append``, ``.pop``,
``.update``...) only in its owner's module; every other module calls the part's methods. The check reads every
module of the core package, so a remedy that slices a part's list again fails here, naming the line.
"""

from __future__ import annotations

import ast
from pathlib import Path

import floorcall

CORE = Path(floorcall.__file__).parent

#: Owner module (relative to the package) -> the attributes only it writes.
OWNERS: dict[str, frozenset[str]] = {
    "_engine/cursor.py": frozenset({"queue", "pos", "burn_due", "burn_credit", "board_due", "deferred", "plan"}),
    "_engine/chips.py": frozenset({"blind_wagers", "held_out", "payouts", "returned"}),
    "_engine/showdown_record.py": frozenset({"shown", "outcome", "award_citations"}),
    "_engine/desk.py": frozenset(
        {"pending", "pending_irregularity", "resume_phase", "recorded_detections", "recorded_by"}
    ),
    "_engine/deck.py": frozenset({"where", "stub", "board", "burns", "discards"}),
    "_engine/phase.py": frozenset({"phase", "street_index", "street"}),
    "_engine/wagers.py": frozenset(
        {
            "betting", "held_actions", "unnoticed_wagers", "wager_actions", "round_order", "round_aggressor",
            "bring_in_seat", "forced_bring_in", "actions_in_turn",
        }
    ),  # fmt: skip
}

#: Methods that change a list, dict or set in place.
MUTATORS = frozenset(
    {
        "append", "extend", "insert", "pop", "remove", "clear", "sort", "reverse",
        "update", "setdefault", "popitem", "add", "discard", "difference_update", "intersection_update",
    }
)  # fmt: skip

OWNER_OF = {attribute: module for module, attributes in OWNERS.items() for attribute in attributes}


def _written(target: ast.expr) -> list[ast.Attribute]:
    """The owned attributes a target of an assignment or ``del`` writes (``x.a =``, ``x.a[i] =``, ``x.a, y = ``)."""
    if isinstance(target, ast.Tuple | ast.List):
        return [found for element in target.elts for found in _written(element)]
    if isinstance(target, ast.Starred):
        return _written(target.value)
    if isinstance(target, ast.Subscript):
        target = target.value
    if isinstance(target, ast.Attribute) and target.attr in OWNER_OF:
        return [target]
    return []


def writes(tree: ast.AST) -> list[ast.Attribute]:
    """Every write of an owned attribute in a module's tree."""
    found: list[ast.Attribute] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.Delete):
            for target in node.targets:
                found += _written(target)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            found += _written(node.target)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS:
            owner = node.func.value
            if isinstance(owner, ast.Attribute) and owner.attr in OWNER_OF:
                found.append(owner)
    return found


def foreign_writes() -> list[str]:
    """``module:line: attribute`` for each write of an owned attribute outside its owner's module."""
    problems = []
    for path in sorted(CORE.rglob("*.py")):
        module = path.relative_to(CORE).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for attribute in writes(tree):
            if OWNER_OF[attribute.attr] != module:
                problems.append(f"{module}:{attribute.lineno}: {attribute.attr} (owned by {OWNER_OF[attribute.attr]})")
    return problems


def test_each_part_s_state_is_written_only_by_its_owner() -> None:
    assert foreign_writes() == []


def test_the_check_sees_every_kind_of_write() -> None:
    source = """
hand.cursor.queue = []
hand.cursor.queue[0] = (1, True)
del hand.cursor.queue[2:]
hand.cursor.pos += 1
hand.cursor.deferred.append(x)
a, hand.cursor.board_due = 1, 2
hand.cursor.plan: object = None
"""
    found = sorted(a.attr for a in writes(ast.parse(source)))
    assert found == ["board_due", "deferred", "plan", "pos", "queue", "queue", "queue"]
    assert writes(ast.parse("n = len(hand.cursor.queue)\nhand.cursor.owe(3, False)\nx = hand.cursor.pos")) == []


def test_every_owned_attribute_is_set_up_by_its_owner() -> None:
    for module, attributes in OWNERS.items():
        tree = ast.parse((CORE / module).read_text(encoding="utf-8"))
        assigned = {attribute.attr for attribute in writes(tree)}
        assert attributes <= assigned, f"{module} never writes {sorted(attributes - assigned)}"
