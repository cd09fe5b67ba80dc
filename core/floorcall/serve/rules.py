"""``GET /api/v1/rules/{citation}``: what the installed plugins say about a cited rule (title and summary)."""

from __future__ import annotations

from floorcall.plugins import Catalog
from floorcall.serve.schema import RuleInfo

__all__ = ["describe_rule"]


def describe_rule(catalog: Catalog, citation: str) -> RuleInfo | None:
    """The rule's title and one-line summary, as the plugin that declares it wrote them, or None when none does."""
    found = catalog.rule(citation)
    if found is None:
        return None
    return RuleInfo(id=found.id, title=found.title, summary=found.summary)
