"""A griffe extension for the documentation site: the Sphinx roles of the docstrings as mkdocstrings cross-references.

The docstrings use the Sphinx field style (``:param:``, ``:returns:``), which mkdocstrings reads, and its roles
(``:class:`~floorcall.model.events.CardDealt```, ``:func:`load```, ``:data:`LANGUAGES```), which it does not: they
showed as raw text. This extension rewrites each role, before the docstring is rendered: a full dotted path as an
optional autorefs cross-reference (a link where the site documents the target, inline code where it does not),
any other name as inline code.
"""

from __future__ import annotations

import re
from typing import Any

import griffe

_ROLE = re.compile(r":(?:py:)?(?:class|func|meth|attr|data|obj|exc|mod|const):`(?P<tilde>~?)(?P<target>[^`]+)`")


def _replace(match: re.Match[str]) -> str:
    target = match["target"].strip().removesuffix("()")
    shown = target.rsplit(".", 1)[-1] if match["tilde"] else target
    if target.startswith("floorcall."):  # a link where the site documents it, else plain code (autorefs' optional)
        return f'<autoref identifier="{target}" optional><code>{shown}</code></autoref>'
    return f"`{shown}`"


class SphinxRoles(griffe.Extension):
    """Rewrite the Sphinx roles of every docstring griffe loads."""

    def on_instance(self, *, obj: griffe.Object, **kwargs: Any) -> None:
        """Rewrite the roles of one object's docstring."""
        if obj.docstring is not None:
            obj.docstring.value = _ROLE.sub(_replace, obj.docstring.value)
