"""The package boundary: plugins import only the public packages, nothing below the engine imports it, and no import
circle ties more than 3 core modules.

import-linter has no allow-list contract and skips imports under ``TYPE_CHECKING``, so these are computed here with
grimp (installed with import-linter), imports under ``TYPE_CHECKING`` included.
"""

from pathlib import Path

import grimp
import pytest

REPO = Path(__file__).resolve().parents[2]
PLUGINS = sorted(p.name for p in (REPO / "plugins").iterdir() if p.is_dir() and p.name.startswith("floorcall_"))
HOUSE_EXAMPLE = "acme_floor"

#: What plugins may import: the facade and the documented public packages (everything else is private).
PUBLIC = (
    "floorcall",
    "floorcall.model",
    "floorcall.rulekit",
    "floorcall.procedure",
    "floorcall.ranking",
    "floorcall.i18n",
    "floorcall.testing",
    "floorcall.gamekit",
    "floorcall.hookspecs",
    "floorcall.view",
    "floorcall.cards",
    "floorcall.table",
    "floorcall.errors",
    "floorcall.build",
)


#: The packages and modules below the hand engine: none may import it, not even for type checking (the view reads
#: a hand through :mod:`floorcall.model.reading`).
BELOW_THE_ENGINE = (
    "floorcall.gamekit",
    "floorcall.rulekit",
    "floorcall.procedure",
    "floorcall.hookspecs",
    "floorcall.view",
    "floorcall._plugins",
    "floorcall._mechanics",
    "floorcall.model",
)


@pytest.fixture(scope="module")
def graph():
    return grimp.build_graph("floorcall", *PLUGINS, HOUSE_EXAMPLE, exclude_type_checking_imports=False, cache_dir=None)


def _is_public(module: str) -> bool:
    return any(module == name or module.startswith(name + ".") for name in PUBLIC[1:]) or module == "floorcall"


def test_plugins_import_only_the_public_packages(graph):
    outside = []
    for package in (*PLUGINS, HOUSE_EXAMPLE):
        for module in graph.find_descendants(package) | {package}:
            for imported in graph.find_modules_directly_imported_by(module):
                if imported.split(".")[0] == "floorcall" and not _is_public(imported):
                    outside.append(f"{module} imports {imported}")
    assert not outside, "plugins import private modules:\n" + "\n".join(sorted(outside))


def test_the_allow_list_refuses_a_private_module():
    assert _is_public("floorcall.rulekit.book") and _is_public("floorcall")
    assert not _is_public("floorcall._engine.claims") and not _is_public("floorcall._plugins")
    assert not _is_public("floorcall.rulekitten")


def _within(module: str, packages: tuple[str, ...]) -> bool:
    return any(module == name or module.startswith(name + ".") for name in packages)


def test_nothing_below_the_engine_imports_it(graph):
    upward = []
    for package in BELOW_THE_ENGINE:
        for module in graph.find_descendants(package) | {package}:
            upward += [
                f"{module} imports {imported}"
                for imported in graph.find_modules_directly_imported_by(module)
                if _within(imported, ("floorcall._engine", "floorcall._app", "floorcall.testing"))
            ]
    assert not upward, "imports up into the engine or the applications:\n" + "\n".join(sorted(upward))


def _core_circles(graph):
    """The strongly connected sets of 2 or more core modules (Kosaraju: a depth-first pass, then one backwards)."""
    core = sorted(graph.find_descendants("floorcall") | {"floorcall"})
    members = set(core)
    ahead = {m: sorted(i for i in graph.find_modules_directly_imported_by(m) if i in members) for m in core}
    behind: dict[str, list[str]] = {m: [] for m in core}
    for module, imported in ahead.items():
        for other in imported:
            behind[other].append(module)
    order, seen = [], set()
    for root in core:
        if root in seen:
            continue
        seen.add(root)
        stack = [(root, iter(ahead[root]))]
        while stack:
            module, rest = stack[-1]
            following = next((m for m in rest if m not in seen), None)
            if following is None:
                order.append(module)
                stack.pop()
            else:
                seen.add(following)
                stack.append((following, iter(ahead[following])))
    circles, placed = [], set()
    for root in reversed(order):
        if root in placed:
            continue
        circle, todo = set(), [root]
        placed.add(root)
        while todo:
            module = todo.pop()
            circle.add(module)
            for other in behind[module]:
                if other not in placed:
                    placed.add(other)
                    todo.append(other)
        if len(circle) > 1:
            circles.append(circle)
    return circles


def test_no_import_circle_of_more_than_three_modules(graph):
    too_big = [sorted(c) for c in _core_circles(graph) if len(c) > 3]
    assert not too_big, f"import circles of more than 3 modules: {too_big}"


def test_the_circle_finder_finds_a_circle():
    graph = grimp.ImportGraph()
    for name in ("floorcall", "floorcall.a", "floorcall.b", "floorcall.c", "floorcall.d"):
        graph.add_module(name)
    for importer, imported in (("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")):
        graph.add_import(importer=f"floorcall.{importer}", imported=f"floorcall.{imported}")
    assert _core_circles(graph) == [{"floorcall.a", "floorcall.b", "floorcall.c"}]
