"""The rules a plugin cites, described as data: a TOML file in its package, read into rule summaries.

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

import msgspec
import rtoml

from floorcall.errors import invalid
from floorcall.model.rulings import RuleSummary

__all__ = ["SUMMARY_FILE", "read_summaries"]

SUMMARY_FILE = "rules.toml"
"""The file a plugin's package keeps its rule summaries in, unless it names another."""


class _Entry(RuleSummary, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A ``[[rule]]`` table: a rule summary's fields and no other key (a misspelt one is an error, not ignored)."""


class _SummaryFile(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    rule: tuple[_Entry, ...]


def read_summaries(package: str, name: str = SUMMARY_FILE) -> tuple[RuleSummary, ...]:
    """The rule summaries a plugin's package describes in its TOML file, in the file's order.

    :param package: the importable package holding the file (``"floorcall_rrop"``; ``__package__`` of its module).
    :param name: the file's name inside the package.
    :returns: one :class:`~floorcall.model.rulings.RuleSummary` a ``[[rule]]`` table.
    :raises InvalidValueError: the file is missing or unreadable, is not TOML, has a key other than ``rule``, a
        table lacking ``id``, ``title`` or ``summary`` or with another key, an ID that is not a rule ID, an empty
        title or summary, or one ID described twice; the message names the file, the table and the reason.
    """
    where = f"{package}/{name}"
    try:
        text = importlib.resources.files(package).joinpath(name).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError, ModuleNotFoundError) as exc:
        raise invalid(
            "rulekit.summaries.unreadable", "{file}: cannot be read: {reason}", file=where, reason=str(exc)
        ) from exc
    try:
        read = msgspec.convert(rtoml.loads(text), _SummaryFile)
    except (rtoml.TomlParsingError, msgspec.ValidationError) as exc:
        raise invalid("rulekit.summaries.malformed", "{file}: {reason}", file=where, reason=str(exc)) from exc
    seen: set[str] = set()
    for entry in read.rule:
        if entry.id in seen:
            raise invalid("rulekit.summaries.twice", "{file}: rule {id} is described twice", file=where, id=entry.id)
        seen.add(entry.id)
    return tuple(RuleSummary(id=entry.id, title=entry.title, summary=entry.summary) for entry in read.rule)
