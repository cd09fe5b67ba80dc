"""Hypothesis strategies that break a valid TOML document: wrong types, out-of-range numbers, keys removed or added,
and the text cut short.

A mutation picks a place in the parsed document (a key path reaching any table, array or value) and does one thing
there; :func:`mutated_texts` gives the TOML text of the result, or the original text truncated.
"""

from __future__ import annotations

import copy
from typing import Any

import tomli_w
from hypothesis import strategies as st

#: Values of every TOML type, with the numbers that break ranges: negative, zero, beyond 64 bits.
odd_values = st.one_of(
    st.sampled_from([0, -1, 1, 11, 2**63, -(2**63) - 1, 10**30]),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.text(max_size=12),
    st.sampled_from(["", "house", "Zz", "As", "robot", "tda-2024", "F7S"]),
    st.lists(st.integers(min_value=-3, max_value=12), max_size=4),
    st.dictionaries(st.sampled_from(["a", "seat", "kind"]), st.integers(-2, 12), max_size=2),
)


def _places(document: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(document, dict):
        for key, value in document.items():
            found.extend(_places(value, (*path, key)))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            found.extend(_places(value, (*path, index)))
    return found


def _parent(document: Any, path: tuple[Any, ...]) -> Any:
    for step in path[:-1]:
        document = document[step]
    return document


@st.composite
def mutated_documents(draw: st.DrawFn, document: dict[str, Any]) -> dict[str, Any]:
    """The document with one place changed: its value replaced, removed, or a key added beside it."""
    result = copy.deepcopy(document)
    places = [p for p in _places(result) if p]
    path = draw(st.sampled_from(places))
    parent = _parent(result, path)
    action = draw(st.sampled_from(["replace", "remove", "add"]))
    if action == "replace":
        parent[path[-1]] = draw(odd_values)
    elif action == "remove":
        del parent[path[-1]]
    elif isinstance(parent, dict):
        parent[draw(st.sampled_from(["extra", "seat", "at", "kind", "rulebook"]))] = draw(odd_values)
    else:
        parent.append(draw(odd_values))
    return result


@st.composite
def mutated_texts(draw: st.DrawFn, text: str, document: dict[str, Any]) -> str:
    """A TOML text: the document mutated and written again, or the original text cut short."""
    if draw(st.booleans()):
        return text[: draw(st.integers(min_value=0, max_value=len(text) - 1))]
    mutated = draw(mutated_documents(document))
    try:
        return tomli_w.dumps(mutated)
    except (TypeError, ValueError):  # a value TOML cannot write (an array mixing types is fine; nan is written)
        return text[: len(text) // 2]
