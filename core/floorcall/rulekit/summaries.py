"""The rules a plugin cites, described as data: a ``rules.toml`` in its package, read into rule summaries.

A plugin keeps what each cited rule says for people (its ID, a short title, one sentence) in a ``rules.toml``
beside its code, one ``[[rule]]`` table a rule::

    [[rule]]
    id = "ACME-7"
    title = "Exposed card at this house"
    summary = "An upcard dealt face down by mistake stays in play at this house."

``tools/catalogs.py`` extracts the titles and summaries into the plugin's gettext catalog (contexts
``rule.<ID>.title`` and ``rule.<ID>.summary``), so they are shown in the reader's language, as literal
:class:`~floorcall.model.rulings.RuleSummary` values in the code are.
"""

from __future__ import annotations

import importlib.resources
import re
from typing import Any

import msgspec
import rtoml

from floorcall.errors import InvalidValueError, invalid
from floorcall.model.rulings import RuleSummary

__all__ = ["SUMMARY_FILE", "parse_summaries", "read_summaries"]

SUMMARY_FILE = "rules.toml"
"""The name of the file a plugin's package keeps its rule summaries in."""

_TABLE_INDEX = re.compile(r"\$\.rule\[(\d+)\]")


class _Entry(RuleSummary, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A ``[[rule]]`` table: a rule summary's fields and no other key (a misspelt one is an error, not ignored)."""


class _SummaryFile(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    rule: tuple[_Entry, ...]


def read_summaries(module: str) -> tuple[RuleSummary, ...]:
    """The rule summaries in the ``rules.toml`` of a plugin's package, in the file's order.

    :param module: the plugin's package, or a module inside it (``__name__`` of the module that calls this): the
        file is looked for in the package that holds the module.
    :returns: one :class:`~floorcall.model.rulings.RuleSummary` a ``[[rule]]`` table.
    :raises InvalidValueError: the file is missing or unreadable, or malformed as :func:`parse_summaries` says; the
        message names the file.
    """
    package = module
    try:
        try:
            folder = importlib.resources.files(package)
        except TypeError:  # a module, not a package (Python 3.11): its package holds the file
            package = module.rpartition(".")[0]
            if not package:
                raise ModuleNotFoundError(f"{module} is a module outside any package") from None
            folder = importlib.resources.files(package)
        where = f"{package}/{SUMMARY_FILE}"
        text = folder.joinpath(SUMMARY_FILE).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError, ModuleNotFoundError) as exc:
        raise invalid(
            "rulekit.summaries.unreadable",
            "{file}: cannot be read: {reason}",
            file=f"{package or module}/{SUMMARY_FILE}",
            reason=str(exc),
        ) from exc
    return parse_summaries(text, where)


def parse_summaries(text: str, where: str) -> tuple[RuleSummary, ...]:
    """The rule summaries a ``rules.toml`` text describes, in its order.

    :param text: the file's text.
    :param where: the file, as its messages name it (``"floorcall_rrop/rules.toml"``).
    :returns: one :class:`~floorcall.model.rulings.RuleSummary` a ``[[rule]]`` table.
    :raises InvalidValueError: not TOML, a key other than ``rule``, a table lacking ``id``, ``title`` or ``summary``
        or with another key, an ID that is not a rule ID, an empty title or summary, or one ID described twice; the
        message names the file, the table (its number from 1, and its ID when it has one) and the reason.
    """
    try:
        document = rtoml.loads(text)
    except rtoml.TomlParsingError as exc:
        raise invalid("rulekit.summaries.malformed", "{file}: {reason}", file=where, reason=str(exc)) from exc
    try:
        read = msgspec.convert(document, _SummaryFile)
    except msgspec.ValidationError as exc:
        raise _table_error(where, document, str(exc)) from exc
    seen: set[str] = set()
    for entry in read.rule:
        if entry.id in seen:
            raise invalid("rulekit.summaries.twice", "{file}: rule {id} is described twice", file=where, id=entry.id)
        seen.add(entry.id)
    return tuple(RuleSummary(id=entry.id, title=entry.title, summary=entry.summary) for entry in read.rule)


def _table_error(where: str, document: dict[str, Any], reason: str) -> InvalidValueError:
    """The refusal of a file whose ``[[rule]]`` table (if msgspec's path names one) does not hold a rule summary."""
    found = _TABLE_INDEX.search(reason)
    tables = document.get("rule")
    if found is None or not isinstance(tables, list) or int(found[1]) >= len(tables):
        return invalid("rulekit.summaries.malformed", "{file}: {reason}", file=where, reason=reason)
    number = int(found[1])
    table = tables[number]
    rule_id = table.get("id") if isinstance(table, dict) else None
    return invalid(
        "rulekit.summaries.table",
        "{file}: [[rule]] table {number} ({id}): {reason}",
        file=where,
        number=number + 1,
        id=rule_id if isinstance(rule_id, str) else "?",
        reason=reason,
    )
