"""The parts of a ruling's answer in the HTTP API: a pending decision's choices and the rulebook's edition."""

from __future__ import annotations

from typing import Any

from floorcall._app.serve.schema_base import Answer

__all__ = ["OptionDetail", "RuleEdition"]


class OptionDetail(Answer, frozen=True, kw_only=True):
    """One choice of a pending decision: ``name`` (what to post), ``label`` (its words), the ruling it makes."""

    name: str
    label: str
    kind: str
    remedy_details: list[dict[str, Any]]
    remedy_text: list[str]


class RuleEdition(Answer, frozen=True, kw_only=True):
    """The edition of the rulebook whose ruling this is: its name, its version and its date (ISO 8601, or "")."""

    rulebook: str
    version: str
    issued: str
