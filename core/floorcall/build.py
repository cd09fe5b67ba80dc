"""Which build of the engine is running: the mypyc-compiled one or pure Python (see setup.py and README's install)."""

from __future__ import annotations

from importlib.machinery import EXTENSION_SUFFIXES
from importlib.util import find_spec
from typing import Final, Literal

__all__ = ["BUILD", "VERSION", "build_kind"]

#: floorcall's version (also ``floorcall.__version__``).
VERSION: Final = "0.1.0"


def build_kind() -> Literal["compiled", "pure Python"]:
    """``"compiled"`` when the hand engine was compiled with mypyc (an extension module), else ``"pure Python"``.

    Found without importing the engine: where ``floorcall._engine.hand`` would be loaded from.
    """
    spec = find_spec("floorcall._engine.hand")
    origin = spec.origin if spec is not None else None
    if origin is not None and origin.endswith(tuple(EXTENSION_SUFFIXES)):
        return "compiled"
    return "pure Python"


#: The build running: ``"compiled"`` or ``"pure Python"`` (also ``floorcall.BUILD`` and ``floorcall --version``).
BUILD: Final = build_kind()
