"""The shipped example situations, and which rule answers each of them under a rulebook.

The examples are package data (``floorcall/data/situations/*.phh``; the repository's ``examples/situations`` points
there), so an installed wheel has them. Which rule answers an example is not written down anywhere: each example is
ruled as ``floorcall rule`` rules it, under the selection's rulebook and house, and the rule that gave the ruling
(``ruled_by``) is the one it answers. An example the rulebook gives no ruling on (one that asks who acts next, or a
situation that rulebook finds regular) answers no rule of it.
"""

from __future__ import annotations

from importlib import resources

from floorcall._app.situation import SituationReader, rule_answer
from floorcall._plugins import Selection
from floorcall.errors import FloorcallError

__all__ = ["examples_answered", "shipped_examples"]

_SUFFIX = ".phh"


def shipped_examples() -> list[tuple[str, str]]:
    """The example situations installed with floorcall, by name.

    :returns: ``(name, text)`` pairs sorted by name: the file's name without ``.phh`` and its PHH text (UTF-8).
    """
    folder = resources.files("floorcall.data").joinpath("situations")
    found = [item for item in folder.iterdir() if item.name.endswith(_SUFFIX)]
    return [(item.name[: -len(_SUFFIX)], item.read_text(encoding="utf-8")) for item in sorted(found, key=_name)]


def _name(item: resources.abc.Traversable) -> str:
    return item.name


def examples_answered(reader: SituationReader, selection: Selection) -> dict[str, tuple[str, ...]]:
    """Rule every shipped example under ``selection`` and name, by rule, the examples each rule answers.

    :param reader: the situation reader to rule with (a server passes its own, which keeps its plugin managers).
    :param selection: the rulebook and house plugins and options in force; the rulebook replaces each example's
        own, and an example's house option values go on top of the selection's, as ``floorcall rule --config``.
    :returns: rule ID as the rulebook's rules list it (with its ``#aspect``, ``TDA2024-13A#miscall``) → the names
        of the examples that rule answers, sorted; a rule that answers none is absent.
    """
    answered: dict[str, list[str]] = {}
    for name, text in shipped_examples():
        try:
            hand, events = reader.open_text(text, name, selection)
            ruled_by = rule_answer(hand, events)["ruled_by"]
        except FloorcallError:  # a question of what comes next, or a situation this rulebook does not rule on
            continue
        if isinstance(ruled_by, str):
            answered.setdefault(ruled_by.split("/", 1)[-1], []).append(name)
    return {rule: tuple(names) for rule, names in answered.items()}
