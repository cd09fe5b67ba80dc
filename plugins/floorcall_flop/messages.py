"""The gettext domain of the plugin's words (its games' and options' descriptions), in English, Spanish and Italian."""

from __future__ import annotations

from pathlib import Path

from floorcall import Domain

__all__ = ["MESSAGES"]

#: The catalogs are ``locale/<lang>/LC_MESSAGES/floorcall_flop.po`` (compiled to ``.mo`` when the package is built).
MESSAGES = Domain("floorcall_flop", Path(__file__).parent / "locale")
