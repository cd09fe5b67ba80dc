"""A ruling's remedies as sentences in the chosen language, with their seats, cards and amounts filled in.

The words are the console's (:data:`~floorcall._app.serve.console.MESSAGES`, keys ``remedy.<kind>``), so the page and
the API say the same thing in the same language. A wager taken as something else (``wager_stands_as``) is said as
what it is by the reading of the wager (``call``, ``raise``, ``completion``...), with its total and the chips the
player adds to or takes back from what he put out: "seat 4: raise to 1,000. He adds 100 to the chips he put out."
No identifier (``bet_raise_to``) ever reaches the sentence.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from floorcall._app.serve.console import console_messages
from floorcall.i18n import translator

__all__ = ["WAGER_READINGS", "remedy_sentences"]

#: What a wager can be taken as, as :func:`floorcall._app.situation.ruling_answer` names it under ``wager.is``.
WAGER_READINGS: Final = ("fold", "check", "call", "bring-in", "bet", "raise", "completion", "all-in")

_SEAT_FIELDS: Final = frozenset({"seat", "dealer"})
_SUITS: Final = {"s": "\u2660", "h": "\u2665", "d": "\u2666", "c": "\u2663"}


def _card(card: str, table: Mapping[str, str]) -> str:
    if not card or card == "??":
        return table["card.unknown"]
    return card[0].replace("T", "10") + _SUITS.get(card[1:], card[1:])


def _values(remedy: Mapping[str, Any], language: str) -> dict[str, str]:
    """Each field of a remedy as its sentence names it: a seat as "seat 3", a card as "K♠", an amount as "1,000"."""
    table = console_messages(language)
    t = translator(language)
    values: dict[str, str] = {}
    for name, value in remedy.items():
        if name == "kind":
            continue
        if name in _SEAT_FIELDS and isinstance(value, int):
            values[name] = table["seat.n"].format(seat=value)
        elif name == "card" and isinstance(value, str):
            values[name] = _card(value, table)
        elif name == "button" and isinstance(value, int):
            values[name] = str(value)
        elif name == "stakes" and isinstance(value, Mapping):
            values[name] = _stakes(value, language)
        elif isinstance(value, int) and not isinstance(value, bool):
            values[name] = t.number(value)
        else:
            values[name] = str(value)
    return values


def _stakes(stakes: Mapping[str, Any], language: str) -> str:
    """A level's stakes as the console's start form names them: "Ante 25, Small bet 200, Big bet 400"."""
    table = console_messages(language)
    t = translator(language)
    parts = []
    for name in ("ante", "bring_in", "small_bet", "big_bet"):
        if stakes.get(name):
            parts.append(f"{table['stakes.' + name]} {t.number(int(stakes[name]))}")
    if stakes.get("blinds"):
        parts.append(f"{table['stakes.blinds']} {' '.join(t.number(int(b)) for b in stakes['blinds'])}")
    return ", ".join(parts)


def _template(remedy: Mapping[str, Any], table: Mapping[str, str], language: str) -> str:
    """The words of a remedy: a variant for a seatless one (``.no_seat``) or one whose count is given (``.<field>``)."""
    kind = str(remedy["kind"])
    if remedy.get("seat", 0) is None and f"remedy.{kind}.no_seat" in table:
        return table[f"remedy.{kind}.no_seat"]
    for name, value in remedy.items():
        if isinstance(value, int) and not isinstance(value, bool) and value and f"remedy.{kind}.{name}" in table:
            return table[f"remedy.{kind}.{name}"]
    return table.get(f"remedy.{kind}") or translator(language).name("remedy", kind)


def _wager(remedy: Mapping[str, Any], wager: Mapping[str, Any] | None, language: str) -> str:
    """``wager_stands_as`` as what the wager is, with its total, then the chips that move to make it so."""
    table = console_messages(language)
    t = translator(language)
    read = wager if wager is not None and wager.get("seat") == remedy.get("seat") else None
    what = read["is"] if read is not None else _plain_reading(remedy)
    key = "remedy.wager_stands_as." + what.replace("-", "_")
    seat = table["seat.n"].format(seat=remedy["seat"])
    parts = [table[key].format(seat=seat, to=t.number(int(remedy.get("to", 0))))]
    adds = int(read.get("adds", 0)) if read is not None else 0
    returned = int(read.get("returned", 0)) if read is not None else 0
    if adds:
        parts.append(
            t.nwords(
                "sentence.wager.adds",
                "He adds {chips} chip to the chips he put out.",
                "He adds {chips} chips to the chips he put out.",
                adds,
                chips=t.number(adds),
            )
        )
    if returned:
        parts.append(
            t.nwords(
                "sentence.wager.returned",
                "{chips} chip of those he put out goes back to his stack.",
                "{chips} chips of those he put out go back to his stack.",
                returned,
                chips=t.number(returned),
            )
        )
    return " ".join(parts)


def _plain_reading(remedy: Mapping[str, Any]) -> str:
    """What the remedy's action is when no reading of the wager is at hand (an earlier ruling of the hand)."""
    action = remedy.get("action")
    if action == "check_call":
        return "call" if int(remedy.get("to", 0)) > 0 else "check"
    if action == "bet_raise_to":
        return "raise"
    return "bring-in" if action == "bring_in" else "fold"


def remedy_sentences(
    remedies: list[dict[str, Any]], language: str, wager: Mapping[str, Any] | None = None
) -> list[str]:
    """Each remedy of a ruling as a sentence in ``language``.

    :param remedies: the remedies as JSON (``remedy_details``: each with its ``kind`` and fields).
    :param language: one of :data:`~floorcall.i18n.LANGUAGES`.
    :param wager: the ruling answer's ``wager`` (what the wager is, its total, the chips added or returned), when the
        ruling is on the wager just made.
    :returns: one sentence a remedy, in order; a remedy the console has no table for is named by its kind in table.
    """
    table = console_messages(language)
    sentences = []
    for remedy in remedies:
        kind = str(remedy["kind"])
        if kind == "wager_stands_as":
            sentences.append(_wager(remedy, wager, language))
            continue
        text = _template(remedy, table, language).format(**_values(remedy, language))
        sentences.append(text[:1].upper() + text[1:])
    return sentences
