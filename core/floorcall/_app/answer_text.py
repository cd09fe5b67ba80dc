"""The text form of the answers of ``floorcall rule`` and ``floorcall next``: one ``key: value`` line each.

The JSON form (``--json``) is the answer itself; this form is for a person at the table, so lists are joined with
commas, yes/no stand for booleans and a seat's betting options read as a sentence.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from floorcall.i18n import Translator, translator

__all__ = ["ANSWER_KEYS", "EXPECTATIONS", "WAGER_NAMES", "answer_text", "edition_words"]

#: Answer keys left out of the text form (the remedies' names are shown; their details and the message id are in
#: ``--json``).
_JSON_ONLY = frozenset({"remedy_details", "message"})
#: Answer keys whose value is one seat number, or a list of them.
_SEAT = frozenset({"bring_in", "first_to_act", "first_to_show"})
_SEATS = frozenset({"dead_seats", "deal_down"})
#: Every key an answer may have (each is shown by its name in the reader's language: the catalog's ``answer.*``).
ANSWER_KEYS = (
    "kind",
    "citations",
    "remedies",
    "explanation",
    "options",
    "ruled_by",
    "edition",
    "dead_seats",
    "first_to_act",
    "bring_in",
    "legal_bets",
    "to_call",
    "expect",
    "seat",
    "face_up",
    "deal_down",
    "bet_range",
    "wager",
    "first_to_show",
    "seats",
)
#: What a wager is taken as (``rule``'s ``wager.is``; shown by name: the catalog's ``wager.*``).
WAGER_NAMES = ("check", "call", "fold", "bring-in", "all-in", "completion", "bet", "raise")
#: What ``next`` may expect (shown by name: the catalog's ``expect.*``).
EXPECTATIONS = ("deal", "burn", "board", "action", "showdown", "decision", "over")
#: The answer keys whose values are identifiers with a name for people, and the catalog family of those names.
_NAMED = {"kind": "kind", "remedies": "remedy", "expect": "expect"}


def answer_text(answer: Mapping[str, Any], t: Translator | None = None) -> str:
    """Render an answer of ``rule_answer`` or ``next_answer`` (:mod:`floorcall._app.situation`).

    :param answer: the answer, as plain data.
    :param t: the language (English when None): keys, identifiers and sentences are shown in it.
    :returns: one ``key: value`` line per non-empty entry, ending in a newline (empty when nothing is shown).
    """
    t = t or translator()
    lines = []
    for key, value in answer.items():
        if key in _JSON_ONLY or value in ([], (), None):
            continue
        if key == "options":
            shown = _options(value, t)
        elif key == "wager":
            shown = _wager(value, t)
        elif key == "edition":
            shown = _edition(value, t)
        elif key in _SEAT or key in _SEATS:
            seats = value if isinstance(value, list) else [value]
            shown = t.nwords("answer.value.seats", "seat {seats}", "seats {seats}", len(seats), seats=_value(value, t))
        elif key in _NAMED:
            names = value if isinstance(value, list) else [value]
            shown = ", ".join(t.name(_NAMED[key], str(v)) for v in names)
        else:
            shown = _value(value, t)
        lines.append(f"{t.name('answer', key)}: {shown}\n")
    return "".join(lines)


def _edition(edition: Mapping[str, str], t: Translator) -> str:
    """The rulebook's edition as ``tda-2024, version 2024`` (and ``of <date>`` when it declares its date)."""
    return f"{edition['rulebook']}, {edition_words(edition['version'], edition['issued'], t)}"


def edition_words(version: str, issued: str, t: Translator) -> str:
    """A rulebook's edition in ``t``'s language: ``version 2024``, ``version 2024 final of 2024-04-22``.

    :param version: the edition as its source names it ("" when not declared).
    :param issued: its ISO date ("" when not known).
    :returns: the words, or "" when neither is declared.
    """
    if version and issued:
        return t.words("plugins.edition", "version {version} of {date}", version=version, date=issued)
    if version or issued:
        return t.words("plugins.edition_only", "version {version}", version=version or issued)
    return ""


def _value(value: object, t: Translator) -> str:
    if isinstance(value, bool):
        return t.words("answer.value.yes", "yes") if value else t.words("answer.value.no", "no")
    if isinstance(value, int):
        return t.quantity(value)  # chips and counts: a seat is shown by answer.value.seats
    if isinstance(value, list | tuple):
        return ", ".join(_value(item, t) for item in value)
    if isinstance(value, Mapping):
        return ", ".join(f"{t.name('answer', k)} {_value(v, t)}" for k, v in value.items())
    return str(value)


def _wager(value: Mapping[str, Any], t: Translator) -> str:
    """What a wager is, as a phrase (``seat 4: call, to 1000, 4000 back to his stack``)."""
    what = t.name("wager", str(value["is"]))
    seat, total, returned = value["seat"], value["to"], value.get("returned", 0)
    if returned:
        return t.nwords(
            "answer.wager.returned.value",
            "seat {seat}: {what}, to {total}, {returned} back to his stack",
            "seat {seat}: {what}, to {total}, {returned} back to his stack",
            returned,
            seat=seat,
            what=what,
            total=total,
            returned=returned,
        )
    return t.words("answer.wager.value", "seat {seat}: {what}, to {total}", seat=seat, what=what, total=total)


def _options(value: object, t: Translator) -> str:
    """A seat's betting options as a sentence (``seat 5 may fold, check or bet 400``); a decision's choices listed."""
    if isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
        return ", ".join(t.name("choice", v) for v in value)
    if not isinstance(value, Mapping) or "seat" not in value or "can_fold" not in value:
        return _value(value, t)
    choices = []
    if value.get("can_fold"):
        choices.append(t.words("answer.choice.fold", "fold"))
    if value.get("can_check"):
        choices.append(t.words("answer.choice.check", "check"))
    if value.get("call"):
        choices.append(t.words("answer.choice.call", "call {chips}", chips=value["call"]))
    if value.get("bring_in") is not None:
        choices.append(t.words("answer.choice.bring_in", "bring in for {chips}", chips=value["bring_in"]))
    if value.get("bet_to"):
        amounts = t.or_list([str(a) for a in value["bet_to"]])
        choices.append(t.words("answer.choice.bet_to", "bet or raise to {amounts}", amounts=amounts))
    elif value.get("min_to") is not None:
        choices.append(
            t.words(
                "answer.choice.bet_range",
                "bet or raise to {low} up to {high}",
                low=value["min_to"],
                high=value["max_to"],
            )
        )
    if not choices:
        return t.words("answer.choice.no_choice", "seat {seat} has no choice", seat=value["seat"])
    return t.words("answer.choice.may", "seat {seat} may {choices}", seat=value["seat"], choices=t.or_list(choices))
