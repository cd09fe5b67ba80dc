"""The text form of the answers of ``floorcall rule`` and ``floorcall next``: one ``key: value`` line each.

The JSON form (``--json``) is the answer itself; this form is for a person at the table, so lists are joined with
commas, yes/no stand for booleans and a seat's betting options read as a sentence.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["answer_text"]

#: Answer keys left out of the text form (the remedies' names are shown; their details are in ``--json``).
_JSON_ONLY = frozenset({"remedy_details"})
#: Answer keys whose value is one seat number, or a list of them.
_SEAT = frozenset({"bring_in", "first_to_act"})
_SEATS = frozenset({"dead_seats", "deal_down"})


def answer_text(answer: Mapping[str, Any]) -> str:
    """Render an answer of :func:`~floorcall.situation.rule_answer` or :func:`~floorcall.situation.next_answer`.

    :param answer: the answer, as plain data.
    :returns: one ``key: value`` line per non-empty entry, ending in a newline (empty when nothing is shown).
    """
    lines = []
    for key, value in answer.items():
        if key in _JSON_ONLY or value in ([], (), None):
            continue
        if key == "options":
            shown = _options(value)
        elif key == "wager":
            shown = _wager(value)
        elif key in _SEAT or key in _SEATS:
            shown = f"seat{'s' if isinstance(value, list) and len(value) > 1 else ''} {_value(value)}"
        else:
            shown = _value(value)
        lines.append(f"{key.replace('_', ' ')}: {shown}\n")
    return "".join(lines)


def _value(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list | tuple):
        return ", ".join(_value(item) for item in value)
    if isinstance(value, Mapping):
        return ", ".join(f"{k.replace('_', ' ')} {_value(v)}" for k, v in value.items())
    return str(value)


def _wager(value: Mapping[str, Any]) -> str:
    """What a wager is, as a phrase (``seat 4: call, to 1000, 4000 back to his stack``)."""
    shown = f"seat {value['seat']}: {value['is']}, to {value['to']}"
    return f"{shown}, {value['returned']} back to his stack" if value.get("returned") else shown


def _options(value: object) -> str:
    """A seat's betting options as a sentence (``seat 5 may fold, check or bet 400``); a decision's choices listed."""
    if not isinstance(value, Mapping) or "seat" not in value or "can_fold" not in value:
        return _value(value)
    choices = []
    if value.get("can_fold"):
        choices.append("fold")
    if value.get("can_check"):
        choices.append("check")
    if value.get("call"):
        choices.append(f"call {value['call']}")
    if value.get("bring_in") is not None:
        choices.append(f"bring in for {value['bring_in']}")
    if value.get("bet_to"):
        choices.append(f"bet or raise to {' or '.join(map(str, value['bet_to']))}")
    elif value.get("min_to") is not None:
        choices.append(f"bet or raise to {value['min_to']} up to {value['max_to']}")
    if not choices:
        return f"seat {value['seat']} has no choice"
    listed = choices[0] if len(choices) == 1 else f"{', '.join(choices[:-1])} or {choices[-1]}"
    return f"seat {value['seat']} may {listed}"
