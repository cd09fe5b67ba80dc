"""Contracts the project depends on: documented hooks, tested hooks, wire tags, frozen kw-only Structs, entry points,
and a core that imports no plugin."""

import ast
import importlib
import importlib.metadata
import inspect
import pkgutil
import re
import tomllib
from pathlib import Path
from typing import get_args

import msgspec
import pytest

import floorcall
from floorcall import hookspecs
from floorcall._plugins import discover, new_plugin_manager
from floorcall.model.events import AnyEvent
from floorcall.model.expectations import AnyExpectation
from floorcall.model.irregularities import AnyIrregularity
from floorcall.model.remedies import AnyRemedy

REPO = Path(__file__).resolve().parents[2]
HOOKS = sorted(name for name in dir(hookspecs) if name.startswith("floorcall_"))


def _core_modules():
    package = Path(floorcall.__file__).parent
    for info in pkgutil.walk_packages([str(package)], prefix="floorcall."):
        yield importlib.import_module(info.name)


def test_every_hook_is_documented_in_the_readme():
    readme = (REPO / "README.md").read_text()
    for name in HOOKS:
        params = ", ".join(inspect.signature(getattr(hookspecs, name)).parameters)
        assert f"{name}({params})" in readme, f"README.md does not document {name}({params})"


def test_every_hook_has_a_test_named_after_it():
    sources = "\n".join(p.read_text() for p in (REPO / "tests").rglob("test_*.py"))
    for name in HOOKS:
        assert re.search(rf"\bdef test_hook_{name}\b|\btest_hook_{name}\s*=", sources), f"no test_hook_{name}"


@pytest.mark.parametrize("union", [AnyEvent, AnyIrregularity, AnyRemedy, AnyExpectation])
def test_union_tags_are_unique_snake_case_and_decodable(union):
    tags = [cls.__struct_config__.tag for cls in get_args(union)]
    assert len(tags) == len(set(tags))
    assert all(re.fullmatch(r"[a-z][a-z0-9]*(_[a-z0-9]+)*", tag) for tag in tags)
    msgspec.json.Decoder(union)


def _structs():
    seen = set()
    for module in _core_modules():
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, msgspec.Struct) and cls.__module__.startswith("floorcall") and cls not in seen:
                seen.add(cls)
                yield cls


def test_every_struct_is_frozen_and_keyword_only():
    structs = list(_structs())
    assert len(structs) > 40
    for cls in structs:
        assert cls.__struct_config__.frozen, f"{cls.__qualname__} is not frozen"
        params = inspect.signature(cls).parameters.values()
        assert all(p.kind is p.KEYWORD_ONLY for p in params), f"{cls.__qualname__} has positional fields"


def test_no_tagged_struct_has_a_field_named_kind():
    for cls in _structs():
        if cls.__struct_config__.tag_field == "kind":
            assert "kind" not in cls.__struct_fields__


def _declared_entry_points():
    pyproject = tomllib.loads((REPO / "pyproject.toml").read_text())
    return pyproject["project"].get("entry-points", {}).get("floorcall", {})


def test_every_built_in_plugin_is_reachable_through_entry_points():
    installed = {ep.name: ep.value for ep in importlib.metadata.entry_points(group="floorcall")}
    for name, target in _declared_entry_points().items():
        assert installed.get(name) == target, f"built-in plugin {name} is not installed as an entry point"


def test_every_built_in_plugin_implements_at_least_one_hook():
    catalog = discover()
    for name in _declared_entry_points():
        pm = new_plugin_manager()
        pm.register(catalog.plugins[name].obj, name=name)
        assert pm.get_hookcallers(pm.get_plugin(name)), f"{name} implements no hook"


def test_the_core_imports_no_plugin():
    plugin_packages = {p.name for p in (REPO / "plugins").iterdir() if p.is_dir() and p.name.startswith("floorcall_")}
    core = Path(floorcall.__file__).parent
    for path in core.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert name.split(".")[0] not in plugin_packages, f"{path.name} imports plugin {name}"


def test_public_api_is_importable():
    for name in floorcall.__all__:
        assert getattr(floorcall, name) is not None
