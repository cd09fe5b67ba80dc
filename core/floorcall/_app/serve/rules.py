"""``GET /api/v1/rules/{citation}``: what the installed plugins say about a cited rule (title and summary)."""

from __future__ import annotations

from floorcall._app.serve.schema import RuleInfo
from floorcall._plugins import Catalog
from floorcall.i18n import Translator

__all__ = ["describe_rule"]


def describe_rule(catalog: Catalog, citation: str, t: Translator) -> RuleInfo | None:
    """The rule's title and one-line summary, as the plugin that declares it wrote them, or None when none does.

    :param catalog: the installed plugins.
    :param citation: the rule ID as cited (``"TDA2024-RP10-H.B"``).
    :param t: the answer's language: the title and summary come from the declaring plugin's catalog in it (English
        where the catalog lacks them); the ``id`` is the citation whatever the language.
    """
    found = catalog.rule_source(citation)
    if found is None:
        return None
    plugin, summary = found
    shown = t.rule_summary(summary, plugin.domain)
    return RuleInfo(id=shown.id, title=shown.title, summary=shown.summary)
