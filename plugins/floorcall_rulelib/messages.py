"""The gettext domain of the shared rule library: the words its procedures say for whichever book cites them."""

from __future__ import annotations

from pathlib import Path

from floorcall.rulekit import Domain

__all__ = ["MESSAGES", "msg", "nmsg"]

#: The catalogs are ``locale/<lang>/LC_MESSAGES/floorcall_rulelib.po`` (compiled to ``.mo`` when the package is built).
MESSAGES = Domain("floorcall_rulelib", Path(__file__).parent / "locale")
msg = MESSAGES.msg
nmsg = MESSAGES.nmsg
