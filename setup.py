"""The build hook: compile the gettext catalogs (``locale/<lang>/LC_MESSAGES/*.po``) to ``.mo`` with Babel.

Everything else about the package is in pyproject.toml. The ``.po`` files are the committed source; the ``.mo``
files are built into the wheel (and, for an editable install, beside the ``.po`` files in the checkout), so that
the standard library's gettext finds them at run time.
"""

from __future__ import annotations

from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from setuptools import setup
from setuptools.command.build_py import build_py

ROOTS = ("core", "plugins")


def compile_catalogs(source: Path, target: Path) -> list[Path]:
    """Compile every ``.po`` under ``source`` to the same place under ``target``; return the files written."""
    written = []
    for po in sorted(source.glob("**/locale/*/LC_MESSAGES/*.po")):
        mo = target / po.relative_to(source).with_suffix(".mo")
        mo.parent.mkdir(parents=True, exist_ok=True)
        with po.open("rb") as handle:
            catalog = read_po(handle)
        with mo.open("wb") as handle:
            write_mo(handle, catalog, use_fuzzy=False)
        written.append(mo)
    return written


class BuildWithCatalogs(build_py):
    """``build_py`` that also compiles the gettext catalogs."""

    def run(self) -> None:
        """Build the modules, then the catalogs: into the build folder, or the checkout for an editable install."""
        super().run()
        for root in ROOTS:
            source = Path(root)
            target = source if self.editable_mode else Path(self.build_lib)
            compile_catalogs(source, target)


setup(cmdclass={"build_py": BuildWithCatalogs})
