"""Every word of the console's rule lookup screen (``GET /api/v1/rules?q=``), in English.

Joined to :data:`floorcall._app.serve.console.MESSAGES` like the ruling log's words: the page's script gets one
table; ``tools/catalogs.py`` extracts this one into the core's catalog under the same ``console.<key>`` contexts,
where the Spanish and Italian live.
"""

from __future__ import annotations

from typing import Final

__all__ = ["LOOKUP"]

LOOKUP: Final[dict[str, str]] = {
    "nav.rules": "Rules",
    "rules.heading": "Look up a rule",
    "rules.hint": (
        "Type a rule's number as printed (34A, RP-10) or a few words (string raise, carta expuesta); "
        "accents and capitals do not matter."
    ),
    "rules.query": "Number or words",
    "rules.rulebook": "Rulebook",
    "rules.every": "Every installed rulebook",
    "rules.find": "Find the rule",
    "rules.found": "Rules of {rulebook} found: {count}, the likeliest first.",
    "rules.none": "No rule of {rulebook} matches that number or those words.",
    "rules.found.every": "Rules found in {rulebooks}: {count}, the likeliest first.",
    "rules.none.every": "No rule of {rulebooks} matches that number or those words.",
    "rules.book": "Rulebook: {rulebook}",
    "rules.behind": "Rulebook: {rulebook}, which {under} follows where its own rules say nothing",
    "rules.examples": "Shipped examples it rules on: {examples}",
    "rules.empty": "Type a number or a few words first.",
    "rules.default": "floorcall's default, where the rulebook says nothing",
    "rules.amended": "Amended by the house: {plugin}",
    "rules.replaced": "Replaced by the house: {plugin}",
    "rules.no_summary": "No summary of this rule is installed.",
}
"""The words, by key (no key is also in the console's other tables)."""
