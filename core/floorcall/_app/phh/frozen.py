"""Read-only, hashable copies of TOML tables, used to carry user-defined PHH fields untouched.

PHH lets an annotator add any top-level key that starts with ``_`` (floorcall keeps its own data under
``_floorcall``). The codec does not interpret those keys; it freezes them into a :class:`FrozenTable` so a frozen
:class:`~floorcall._app.phh.model.HandHistory` can hold them, compare them and hash them, and so that writing the hand
back out reproduces them. A TOML table becomes a :class:`FrozenTable` and a TOML array becomes a ``tuple``; every
other TOML value (string, integer, float, boolean, date, time, datetime) is kept as the parser returned it.
:func:`thaw` turns a frozen value back into plain ``dict``/``list`` data, which is what ``msgspec.convert`` and
``tomli_w`` expect.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterator, Mapping
from typing import TypeAlias

__all__ = ["FrozenTable", "PlainValue", "TomlValue", "freeze", "thaw"]

#: A frozen TOML value: scalars as parsed, arrays as tuples, tables as :class:`FrozenTable`.
TomlValue: TypeAlias = (
    "str | int | float | bool | datetime.datetime | datetime.date | datetime.time | tuple[TomlValue, ...] | FrozenTable"
)
#: A plain (thawed) TOML value: scalars as parsed, arrays as lists, tables as dicts.
PlainValue: TypeAlias = (
    "str | int | float | bool | datetime.datetime | datetime.date | datetime.time | list[PlainValue] "
    "| dict[str, PlainValue]"
)

_SCALARS = (str, int, float, bool, datetime.date, datetime.time)  # datetime.datetime is a datetime.date


class FrozenTable(Mapping[str, TomlValue]):
    """An immutable TOML table: a read-only mapping from key to frozen value that keeps the keys' order.

    Two tables are equal when they hold the same keys and values, whatever the order; a table hashes by its
    contents, so it can sit in a frozen msgspec Struct. Build one with :func:`freeze`.

    :param items: the table's keys and already-frozen values, in order.
    """

    __slots__ = ("_data",)

    def __init__(self, items: Mapping[str, TomlValue] | None = None) -> None:
        """Copy ``items`` (already frozen) into a new table; no argument gives an empty table."""
        self._data: dict[str, TomlValue] = dict(items) if items else {}

    def __getitem__(self, key: str) -> TomlValue:
        """Return the value stored under ``key``; raise ``KeyError`` when there is none."""
        return self._data[key]

    def __iter__(self) -> Iterator[str]:
        """Iterate over the keys in the order the table was written."""
        return iter(self._data)

    def __len__(self) -> int:
        """Return the number of keys."""
        return len(self._data)

    def __eq__(self, other: object) -> bool:
        """Compare by contents with another mapping (key order is ignored)."""
        if isinstance(other, FrozenTable):
            return self._data == other._data
        if isinstance(other, Mapping):
            return self._data == dict(other)
        return NotImplemented

    def __hash__(self) -> int:
        """Hash by contents, consistently with :meth:`__eq__`."""
        return hash(frozenset(self._data.items()))

    def __repr__(self) -> str:
        """Show the contents like a dict, tagged with the class name."""
        return f"FrozenTable({self._data!r})"


def freeze(value: object, where: str = "value") -> TomlValue:
    """Turn a parsed TOML value into its frozen form, recursively.

    :param value: what a TOML parser returned for one key: a scalar, a ``list``/``tuple`` or a ``dict``.
    :param where: the value's path, used in the error message (``"_floorcall.table"``).
    :returns: the same data with every dict made a :class:`FrozenTable` and every list a ``tuple``.
    :raises TypeError: something TOML cannot hold (``None``, a set, an object), naming ``where``.
    """
    if isinstance(value, _SCALARS):
        return value
    if isinstance(value, list | tuple):
        return tuple(freeze(item, f"{where}[{index}]") for index, item in enumerate(value))
    if isinstance(value, Mapping):
        return FrozenTable({str(key): freeze(item, f"{where}.{key}") for key, item in value.items()})
    raise TypeError(f"{where}: a {type(value).__name__} cannot be stored in a TOML document")


def thaw(value: TomlValue) -> PlainValue:
    """Turn a frozen value back into plain data, the inverse of :func:`freeze`.

    :param value: a frozen value (a scalar, a tuple or a :class:`FrozenTable`).
    :returns: the same data with every :class:`FrozenTable` made a ``dict`` and every tuple a ``list``, ready for
        ``msgspec.convert`` or a TOML writer.
    """
    if isinstance(value, FrozenTable):
        return {key: thaw(item) for key, item in value.items()}
    if isinstance(value, tuple):
        return [thaw(item) for item in value]
    return value
