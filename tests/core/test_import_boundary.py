"""The package boundary as an allow-list: plugins import only the public packages.

import-linter has no allow-list contract (and skips imports under ``TYPE_CHECKING``), so the imports are listed here
with grimp, installed with import-linter, imports under ``TYPE_CHECKING`` included.
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


@pytest.fixture(scope="module")
def graph():
    return grimp.build_graph("floorcall", *PLUGINS, HOUSE_EXAMPLE, exclude_type_checking_imports=False)


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
