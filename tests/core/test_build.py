"""The compiled and the pure-Python builds: which one runs, and that plugins and callers see the same engine in both.

tox runs the whole suite on each build (``py311`` compiled, ``py311-pure``) and names the build it installed in
``FLOORCALL_EXPECT_BUILD``, so a build that quietly came out pure Python fails here.
"""

import ast
import enum
import importlib
import os
import random
import threading
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import msgspec
import pytest

import floorcall
from floorcall import BetOrRaisedTo, CardDealt, HandStarted, InvalidEventError, Stakes, Table
from floorcall._app.cli import main
from floorcall._app.simulate import new_hand, play
from floorcall._engine.hand import Hand
from floorcall.testing import make_floor
from tests.support.mini import MiniGame, TestBook
from tests.support.state import hand_state

SETUP = Path(__file__).resolve().parents[2] / "setup.py"


def _compiled_paths():
    """setup.py's COMPILED, read without running setup.py."""
    for node in ast.parse(SETUP.read_text()).body:
        if isinstance(node, ast.AnnAssign | ast.Assign):
            targets = [node.target] if isinstance(node, ast.AnnAssign) else node.targets
            if any(isinstance(t, ast.Name) and t.id == "COMPILED" for t in targets):
                return ast.literal_eval(node.value)
    raise AssertionError("setup.py has no COMPILED")


COMPILED_MODULES = [path.removeprefix("core/").removesuffix(".py").replace("/", ".") for path in _compiled_paths()]


def _is_extension(module_name):
    return importlib.import_module(module_name).__file__.endswith(tuple(EXTENSION_SUFFIXES))


def test_the_build_running_is_the_one_installed_and_the_one_asked_for():
    compiled = [name for name in COMPILED_MODULES if _is_extension(name)]
    assert floorcall.BUILD in ("compiled", "pure Python")
    if floorcall.BUILD == "compiled":
        assert compiled == COMPILED_MODULES  # every engine module, or the build is a mixture
    else:
        assert compiled == []
    expected = os.environ.get("FLOORCALL_EXPECT_BUILD")
    if expected is not None:
        assert expected == floorcall.BUILD


def test_version_says_which_build(capsys):
    with pytest.raises(SystemExit):
        main(["--version"])
    assert capsys.readouterr().out.strip().endswith(f"({floorcall.BUILD})")


def test_structs_hooks_and_the_plugin_api_stay_python():
    for name in (
        "floorcall.model.events",
        "floorcall._plugins",
        "floorcall.view",
        "floorcall._mechanics.pots",
        "floorcall.ranking.hand_value",
        "floorcall.gamekit",
    ):
        assert name not in COMPILED_MODULES
        assert not _is_extension(name)


@pytest.mark.parametrize("name", COMPILED_MODULES)
def test_no_compiled_module_defines_a_struct_or_a_thread_local(name):
    """mypyc builds a Struct defined in a compiled module without its class options (frozen, kw_only) and a
    subclass of threading.local that crashes the interpreter when inspected: both belong in Python modules."""
    module = importlib.import_module(name)
    for value in vars(module).values():
        if isinstance(value, type) and value.__module__ == name:
            assert not issubclass(value, (msgspec.Struct, threading.local)), f"{name}.{value.__qualname__}"


def _public_classes():
    for name in floorcall.__all__:
        value = getattr(floorcall, name)
        if isinstance(value, type) and value is not Hand:
            yield name, value


def test_every_public_class_but_hand_can_be_subclassed_by_a_plugin():
    for name, cls in _public_classes():
        if issubclass(cls, enum.Enum) and len(cls):
            continue  # an enumeration with members cannot be extended in Python either
        kwargs = {"kw_only": True} if issubclass(cls, msgspec.Struct) else {}
        sub = type(f"Plugin{name}", (cls,), {}, **kwargs)
        assert issubclass(sub, cls), name


def test_hand_is_subclassable_only_in_the_pure_build():
    """README: the compiled Hand is a compiled class, which Python code uses but does not subclass."""
    my_hand = type("MyHand", (Hand,), {})
    if floorcall.BUILD == "compiled":
        with pytest.raises(TypeError, match="interpreted classes cannot inherit from compiled"):
            my_hand(_floor(), _started())
    else:
        assert isinstance(my_hand(_floor(), _started()), Hand)


def _floor():
    return make_floor(
        games=["mini"], rulebook="test-book", plugins={"mini": MiniGame(), "test-book": TestBook()}, installed=False
    )


def _started(**changes):
    values = {
        "game": "mini",
        "table": Table.of([1000, 300, 50, 1000]),
        "stakes": Stakes(ante=10, bring_in=20, small_bet=50, big_bet=100),
    }
    return HandStarted(**{**values, **changes})


@pytest.mark.parametrize(
    ("event", "message"),
    [
        ("not an event", "str"),
        (None, "NoneType"),
        (CardDealt(seat="1", card="As"), "seat"),  # type: ignore[arg-type]
        (CardDealt(seat=1.0, card="As"), "seat"),  # type: ignore[arg-type]
        (CardDealt(seat=1, card="A spade"), "card"),  # type: ignore[arg-type]
        (CardDealt(seat=1, card="As", face_up="yes"), "face_up"),  # type: ignore[arg-type]
        (BetOrRaisedTo(seat=1, amount="50"), "amount"),  # type: ignore[arg-type]
        (BetOrRaisedTo(seat=1, amount=50.5), "amount"),  # type: ignore[arg-type]
    ],
)
def test_a_wrong_typed_value_gets_floorcalls_own_error_and_changes_nothing(event, message):
    rng = random.Random(7)
    hand = new_hand(_floor(), _started(), rng)
    before = hand_state(hand)
    with pytest.raises(InvalidEventError, match=message):
        hand.apply(event)
    assert hand_state(hand) == before


def test_a_wrong_typed_hand_start_gets_floorcalls_own_error():
    floor = _floor()
    with pytest.raises(InvalidEventError, match="not a floorcall event"):
        Hand(floor, "stud")  # type: ignore[arg-type]
    with pytest.raises(InvalidEventError):
        Hand(floor, _started(table="four seats"))  # type: ignore[arg-type]
    with pytest.raises(InvalidEventError, match="hand_started"):
        Hand.from_events(floor, [1, 2])  # type: ignore[list-item]


def test_a_compiled_hand_rolls_back_and_replays_like_the_pure_one():
    """The rollback builds the hand again in place (no ``__dict__`` to swap in the compiled build)."""
    floor = _floor()
    for seed in range(20):
        rng = random.Random(seed)
        hand = play(new_hand(floor, _started(), rng), rng)
        rebuilt = Hand.from_events(floor, hand.events)
        assert rebuilt.events == hand.events
        assert rebuilt.stacks == hand.stacks
        assert sum(hand.stacks.values()) == 2350
