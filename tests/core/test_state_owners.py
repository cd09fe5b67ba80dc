"""Each piece of the hand's state has one writer: the module of the part that owns it (a static check, by the AST).

Every state attribute of a hand, of its parts and of its seats may be assigned, deleted, augmented, item-assigned or
mutated in place (``.append``, ``.pop``, ``.update``...) only in its owner's module; every other module calls the
owner's methods. The check reads every module of the core package, so a remedy that slices a seat's cards or the
board again fails here, naming the line. Outside the engine package a write through ``self`` is the writing class's
own attribute (the betting round's ``folded``, the plugin floor's ``options``), not the hand's. A last test plays
real hands and finds an owner for every attribute their state holds.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import floorcall
from floorcall import HandStarted, NoRulingError, Stakes, Table
from floorcall._app.inject import inject
from floorcall._app.simulate import new_hand, next_event
from floorcall.model.expectations import HandOver
from floorcall.testing import make_floor
from tests.support.state import attribute_names

CORE = Path(floorcall.__file__).parent

#: Owner module (relative to the package) -> the attributes only it writes.
# fmt: off
OWNERS: dict[str, frozenset[str]] = {
    "_engine/cursor.py": frozenset(
        {"queue", "pos", "burn_due", "burn_credit", "board_due", "deferred", "plan", "deal_checked", "set_aside_deal"}
    ),
    "_engine/chips.py": frozenset({"blind_wagers", "held_out", "payouts", "returned"}),
    "_engine/showdown_record.py": frozenset({"shown", "outcome", "award_citations"}),
    "_engine/desk.py": frozenset(
        {"pending", "pending_irregularity", "resume_phase", "recorded_detections", "recorded_by"}
    ),
    "_engine/deck.py": frozenset({"where", "stub", "_order", "board", "burns", "discards"}),
    "_engine/handstate.py": frozenset(
        {
            "floor", "game", "started", "options", "answers", "events", "initial_order", "tracker", "seats",
            "deal_order", "stage", "cursor", "chips", "wagering", "result", "desk", "next_deal", "draw_round", "view",
            "_dirty", "replayed_answers", "observed",
        }
    ),
    "_engine/draw_round.py": frozenset({"thrown", "dealing", "reshuffles", "rulings", "refilled"}),
    "_engine/next_deal.py": frozenset({"redeal_dealer", "redeal_button", "redeal_stakes", "next_button"}),
    "_mechanics/seats.py": frozenset(
        {
            "stack", "cards", "faces", "contributed", "dead_money", "folded", "dead", "looked", "next_down",
            "skip_next_round", "last_next_round",
        }
    ),
    "_engine/phase.py": frozenset({"phase", "street_index", "street"}),
    "_engine/wagers.py": frozenset(
        {
            "betting", "held_actions", "unnoticed_wagers", "wager_actions", "round_order", "round_aggressor",
            "bring_in_seat", "forced_bring_in", "actions_in_turn", "last_round", "interrupted",
        }
    ),
}
# fmt: on

#: Methods that change a list, dict or set in place.
MUTATORS = frozenset(
    {
        "append", "extend", "insert", "pop", "remove", "clear", "sort", "reverse",
        "update", "setdefault", "popitem", "add", "discard", "difference_update", "intersection_update",
    }
)  # fmt: skip

OWNER_OF = {attribute: module for module, attributes in OWNERS.items() for attribute in attributes}

#: Attributes set only when their object is built and never written after: only the class's own constructor writes
#: them, through ``self``.
FIXED: dict[str, frozenset[str]] = {
    "_engine/deck.py": frozenset({"deck", "members"}),
    "_engine/draw_round.py": frozenset({"number", "street", "order", "size"}),
    "_mechanics/seats.py": frozenset({"seat", "present", "penalty"}),
}


FIXED_OF = {attribute: module for module, attributes in FIXED.items() for attribute in attributes}
WATCHED = frozenset(OWNER_OF) | frozenset(FIXED_OF)


def _written(target: ast.expr) -> list[ast.Attribute]:
    """The watched attributes a target of an assignment or ``del`` writes (``x.a =``, ``x.a[i] =``, ``x.a, y = ``)."""
    if isinstance(target, ast.Tuple | ast.List):
        return [found for element in target.elts for found in _written(element)]
    if isinstance(target, ast.Starred):
        return _written(target.value)
    if isinstance(target, ast.Subscript):
        target = target.value
    if isinstance(target, ast.Attribute) and target.attr in WATCHED:
        return [target]
    return []


def writes(tree: ast.AST) -> list[ast.Attribute]:
    """Every write of an owned or fixed attribute in a module's tree."""
    found: list[ast.Attribute] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.Delete):
            for target in node.targets:
                found += _written(target)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            found += _written(node.target)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS:
            owner = node.func.value
            if isinstance(owner, ast.Attribute) and owner.attr in WATCHED:
                found.append(owner)
    return found


def _constructors(tree: ast.AST) -> list[tuple[int, int]]:
    """The line spans of the ``__init__`` methods a module defines."""
    return [
        (node.lineno, node.end_lineno or node.lineno)
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef) and node.name == "__init__"
    ]


def _through_self(attribute: ast.Attribute) -> bool:
    return isinstance(attribute.value, ast.Name) and attribute.value.id == "self"


def _allowed(attribute: ast.Attribute, module: str, constructors: list[tuple[int, int]]) -> bool:
    """Whether a write is its owner's: an owned attribute in its owner's module, a fixed one in its class's
    constructor, or outside the engine package a write through ``self`` (the writing class's own attribute)."""
    in_constructor = any(first <= attribute.lineno <= last for first, last in constructors)
    if FIXED_OF.get(attribute.attr) == module and _through_self(attribute) and in_constructor:
        return True
    if OWNER_OF.get(attribute.attr) == module:
        return True
    return not module.startswith("_engine/") and _through_self(attribute)


def foreign_writes() -> list[str]:
    """``module:line: attribute`` for each write of an owned attribute outside its owner's module, and of a fixed
    attribute outside its class's constructor."""
    problems = []
    for path in sorted(CORE.rglob("*.py")):
        module = path.relative_to(CORE).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        constructors = _constructors(tree)
        for attribute in writes(tree):
            if not _allowed(attribute, module, constructors):
                owner = OWNER_OF.get(attribute.attr) or f"the constructor in {FIXED_OF[attribute.attr]}"
                problems.append(f"{module}:{attribute.lineno}: {attribute.attr} (owned by {owner})")
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


def _played_hands():
    """A stud, a no-limit hold'em and a triple-draw hand played to the end with irregularities injected."""
    for game, stakes, button in (
        ("stud", Stakes(ante=5, bring_in=10, small_bet=20, big_bet=40), None),
        ("nlhe", Stakes(blinds=(5, 10), small_bet=10, big_bet=20), 3),
        ("27td", Stakes(blinds=(5, 10), small_bet=10, big_bet=20), 3),
    ):
        floor = make_floor(games=[game], rulebook="tda-2024")
        started = HandStarted(game=game, table=Table.of([500, 500, 500], button=button), stakes=stakes)
        for seed in range(5, 25):  # the first seed whose hand reaches a draw, in the draw game
            rng, faults = random.Random(seed), random.Random(seed + 1)
            hand = new_hand(floor, started, rng)
            while not isinstance(hand.expected(), HandOver):
                irregular = inject(hand, faults) if faults.random() < 0.1 else None
                if irregular is not None:
                    try:
                        hand.apply(irregular)
                        continue
                    except NoRulingError:
                        pass
                hand.apply(next_event(hand, hand.expected(), rng))
            if hand.draw_round is not None or not hand.game.draws:
                break
        yield hand


def _properties() -> set[str]:
    """Names defined as properties in the engine and the seats (readings, not state; the compiled build keeps them as
    descriptors on the class, beside the attributes)."""
    paths = [*sorted((CORE / "_engine").glob("*.py")), CORE / "_mechanics" / "seats.py"]
    names = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and any(
                isinstance(d, ast.Name) and d.id == "property" for d in node.decorator_list
            ):
                names.add(node.name)
    return names


def test_every_state_attribute_of_a_hand_has_an_owner() -> None:
    readings = _properties()
    for hand in _played_hands():
        assert hand.draw_round is not None or not hand.game.draws
        parts = {
            "_engine/handstate.py": [hand],
            "_engine/phase.py": [hand.stage],
            "_engine/cursor.py": [hand.cursor],
            "_engine/deck.py": [hand.tracker],
            "_engine/chips.py": [hand.chips],
            "_engine/wagers.py": [hand.wagering],
            "_engine/showdown_record.py": [hand.result],
            "_engine/desk.py": [hand.desk],
            "_engine/next_deal.py": [hand.next_deal],
            "_engine/draw_round.py": [hand.draw_round] if hand.draw_round is not None else [],
            "_mechanics/seats.py": list(hand.seats.values()),
        }
        for module, values in parts.items():
            known = OWNERS.get(module, frozenset()) | FIXED.get(module, frozenset())
            for value in values:
                state = set(attribute_names(value)) - readings
                assert state - known == set(), f"{type(value).__name__} in {module}"


def test_a_fixed_attribute_is_written_only_by_its_class_s_constructor() -> None:
    source = """
class DrawRound:
    def __init__(self, street):
        self.street = street
    def later(self, street):
        self.street = street
"""
    tree = ast.parse(source)
    found = writes(tree)
    allowed = [_allowed(a, "_engine/draw_round.py", _constructors(tree)) for a in found]
    assert [(a.lineno, ok) for a, ok in zip(found, allowed, strict=True)] == [(4, True), (6, False)]
    (elsewhere,) = writes(ast.parse("hand.seats[1].present = False"))
    assert not _allowed(elsewhere, "_engine/remedies.py", [])
