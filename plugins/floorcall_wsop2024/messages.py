"""The gettext domain of the plugin's words: its rulings' explanations, in English, Spanish and Italian."""

from __future__ import annotations

from pathlib import Path

from floorcall.rulekit import Domain

__all__ = ["MESSAGES", "msg", "nmsg"]

#: The catalogs are ``locale/<lang>/LC_MESSAGES/floorcall_wsop2024.po`` (compiled to ``.mo`` when the package is built).
MESSAGES = Domain("floorcall_wsop2024", Path(__file__).parent / "locale")
msg = MESSAGES.msg
nmsg = MESSAGES.nmsg
