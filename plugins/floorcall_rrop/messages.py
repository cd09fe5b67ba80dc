"""The floorcall_rrop gettext domain: every explanation of this rulebook's rulings is a message of it."""

from __future__ import annotations

from pathlib import Path

from floorcall.rulekit import Domain

MESSAGES = Domain("floorcall_rrop", Path(__file__).parent / "locale")
msg, nmsg = MESSAGES.msg, MESSAGES.nmsg
