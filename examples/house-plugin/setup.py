"""ACME's build hook: compile its gettext catalog (``locale/<lang>/LC_MESSAGES/acme_floor.po``) to ``.mo`` with Babel.

The same hook floorcall's own packages use: the ``.po`` files are committed, the ``.mo`` files are built into the
wheel (or beside the ``.po`` files for an editable install), and the standard library's gettext reads them.
"""

from __future__ import annotations

from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithCatalogs(build_py):
    """``build_py`` that also compiles the gettext catalogs."""

    def run(self) -> None:
        """Build the modules, then compile each ``.po`` under ``src`` to the build folder (or in place)."""
        super().run()
        source = Path("src")
        target = source if self.editable_mode else Path(self.build_lib)
        for po in sorted(source.glob("**/locale/*/LC_MESSAGES/*.po")):
            mo = target / po.relative_to(source).with_suffix(".mo")
            mo.parent.mkdir(parents=True, exist_ok=True)
            with po.open("rb") as handle:
                catalog = read_po(handle)
            with mo.open("wb") as handle:
                write_mo(handle, catalog)


setup(cmdclass={"build_py": BuildWithCatalogs})
