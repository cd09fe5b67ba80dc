"""``GET /api/v1/rules/{citation}``: what the installed plugins say about a cited rule (title and summary).

``GET /api/v1/rules``: the rules in force (:func:`floorcall._app.rules_in_force.rules_in_force`), or with ``q`` those
that a rule number or words find (:func:`floorcall._app.rule_lookup.find_rules`) in every installed rulebook
(:func:`~floorcall._app.rules_in_force.rules_in_every_book`), or in the one ``rulebook`` names or the config fixes.
"""

from __future__ import annotations

import msgspec

from floorcall._app.rule_lookup import find_rules
from floorcall._app.rules_in_force import RulesReport, rules_in_every_book, rules_in_force
from floorcall._app.serve.errors import ApiError
from floorcall._app.serve.messages import message
from floorcall._app.serve.schema import RuleInfo
from floorcall._app.situation import SituationReader
from floorcall._plugins import Catalog, Selection
from floorcall.i18n import Translator

__all__ = ["describe_rule", "rules_of"]


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


def rules_of(
    catalog: Catalog,
    selection: Selection,
    game: str | None,
    rulebook: str | None,
    t: Translator,
    query: str | None = None,
    *,
    fixed: str | None = None,
    reader: SituationReader | None = None,
) -> RulesReport:
    """The rules in force under the server's config, as ``floorcall rules --json`` gives them.

    :param selection: the server's config selection.
    :param game: keep the rules that speak to this game (None: every game).
    :param rulebook: list this installed rulebook instead of the config's (None: the config's).
    :param query: keep only the rules this number or these words find, best first
        (:func:`~floorcall._app.rule_lookup.find_rules`), in ``rulebook``, else the one the config fixes, else every
        installed rulebook; None or blank: every rule of the rulebook in force, by ID.
    :param fixed: the rulebook the server's event fixes (``floorcall serve CONFIG``), or None.
    :param reader: the server's situation reader, which rules the shipped examples each rule lists.
    :raises ApiError: 400 for a game or rulebook nothing installed provides, 404 when no rulebook is in force.
    """
    if game is not None and game not in catalog.games:
        raise ApiError(400, "game", message("unknown_game", game=game, installed=", ".join(sorted(catalog.games))))
    if rulebook is not None and rulebook not in catalog.rulebooks:
        installed = ", ".join(sorted(catalog.rulebooks))
        raise ApiError(400, "rulebook", message("unknown_rulebook", rulebook=rulebook, installed=installed))
    chosen = rulebook or fixed
    if chosen is not None:
        selection = msgspec.structs.replace(selection, rulebook=chosen)
    if query is None or not query.strip():
        if selection.rulebook is None:
            raise ApiError(404, "rulebook", message("no_rulebook"))
        return rules_in_force(catalog, selection, game, t, reader)
    if chosen is None:
        report = rules_in_every_book(catalog, selection, game, t, reader)
    else:
        report = rules_in_force(catalog, selection, game, t, reader)
    return find_rules(report, catalog, query)
