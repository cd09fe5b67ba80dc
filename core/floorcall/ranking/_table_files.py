"""The file format of the precomputed lookup tables shipped in ``floorcall/data/tables``, and reading them.

A table file holds every entry of one :class:`~floorcall.ranking._tables.BestFiveTable`: a rank key (see
:mod:`floorcall.ranking._cards`) and its packed strength, for every multiset of five, six and seven cards. Layout:

- a 16-byte header, little-endian: the magic ``b"FCBT"``, the format version (unsigned 16 bits, now 1), 16 bits
  reserved (zero), the number of entries and the number of distinct strengths (unsigned 32 bits each);
- a zlib stream of three little-endian blocks: the keys in increasing order as unsigned 32-bit integers, each
  stored as its difference from the previous key (the first as itself); the distinct strengths in increasing order
  (unsigned 32 bits); then, for each key in the same order, the position of its strength in that list (unsigned
  16 bits).

Storing the gaps between sorted keys makes the keys block compress to almost nothing; the zlib stream's checksum
catches a damaged file. A file is read into its compact form (:class:`PackedTable`: the keys, the positions and
the distinct strengths as arrays, about 6 bytes an entry, where a dictionary of all 73,775 entries took 4 to 6 MiB),
and a key is looked up there by bisection; the table keeps only the entries a process asks for in its dictionary.
Loading needs only the standard library and takes a few milliseconds.
"""

from __future__ import annotations

import os
import struct
import sys
import zlib
from array import array
from bisect import bisect_left
from collections.abc import Mapping
from itertools import accumulate, pairwise
from typing import Final, NamedTuple

import floorcall.data

__all__ = [
    "PackedTable",
    "TableFileError",
    "decode_packed",
    "decode_table",
    "encode_table",
    "read_preset",
    "tables_folder",
]

_HEADER: Final = struct.Struct("<4sHHII")
_MAGIC: Final = b"FCBT"
_VERSION: Final = 1
_KEY_BYTES: Final = 4
_STRENGTH_BYTES: Final = 4
_POSITION_BYTES: Final = 2


class PackedTable(NamedTuple):
    """A table file's entries as read, kept compact: about 6 bytes an entry instead of a dictionary's 70 or so.

    The entry of ``keys[i]`` is ``strengths[positions[i]]``; ``keys`` is strictly increasing, so a key is found by
    bisection (:meth:`get`).
    """

    keys: array[int]
    positions: array[int]
    strengths: array[int]

    def get(self, key: int) -> int | None:
        """The strength of the rank key ``key``, or ``None`` when the file holds no such key."""
        keys = self.keys
        index = bisect_left(keys, key)
        if index < len(keys) and keys[index] == key:
            return self.strengths[self.positions[index]]
        return None


class TableFileError(ValueError):
    """A table file that cannot be read: wrong magic or version, damaged, truncated or with unordered keys."""


def tables_folder() -> str:
    """Folder of the shipped table files (``floorcall/data/tables``) in the installed package.

    :raises OSError: the data package has no location on disk.
    """
    # The package's own location rather than importlib.resources, whose import alone costs several milliseconds:
    # pip always installs the package unpacked.
    if floorcall.data.__file__ is None:  # pragma: no cover - only for a data package without files
        raise FileNotFoundError("floorcall.data has no location on disk")
    return os.path.join(os.path.dirname(floorcall.data.__file__), "tables")


def _little_endian(words: array[int]) -> array[int]:
    if sys.byteorder == "big":  # pragma: no cover - the file is little-endian; only big-endian hosts swap
        words.byteswap()
    return words


def _block(typecode: str, payload: bytes, start: int, count: int) -> array[int]:
    words = array(typecode)
    words.frombytes(payload[start : start + count * words.itemsize])
    return _little_endian(words)


def encode_table(entries: Mapping[int, int]) -> bytes:
    """Encode a table's entries in the file format of this module.

    :param entries: rank key to packed strength, at least one entry; keys and strengths non-negative and below
        ``2 ** 32``, at most 65,536 distinct strengths.
    :returns: the file's bytes (header, then the compressed blocks).
    :raises OverflowError: a key or strength does not fit in 32 unsigned bits, or there are too many strengths.
    """
    keys = sorted(entries)
    strengths = sorted(set(entries.values()))
    position = {strength: index for index, strength in enumerate(strengths)}
    blocks = (
        array("I", [keys[0], *(later - earlier for earlier, later in pairwise(keys))]),
        array("I", strengths),
        array("H", [position[entries[key]] for key in keys]),
    )
    payload = b"".join(_little_endian(block).tobytes() for block in blocks)
    return _HEADER.pack(_MAGIC, _VERSION, 0, len(keys), len(strengths)) + zlib.compress(payload, 9)


def decode_packed(data: bytes) -> PackedTable:
    """Decode the bytes of a table file into its compact form: sorted keys, strength positions, strengths.

    :param data: the whole file.
    :returns: the keys in increasing order (``array("I")``), for each key the position of its strength
        (``array("H")``) and the distinct strengths in increasing order (``array("I")``); the entry of ``keys[i]`` is
        ``strengths[positions[i]]``.
    :raises TableFileError: the header is wrong or short, the compressed stream is damaged or does not hold
        exactly the three blocks the header announces, a strength position is out of range, or the keys are not
        strictly increasing.
    """
    if len(data) < _HEADER.size:
        raise TableFileError(f"table file too short: {len(data)} bytes")
    magic, version, _, count, distinct = _HEADER.unpack_from(data)
    if magic != _MAGIC or version != _VERSION:
        raise TableFileError(f"not a version-{_VERSION} table file: magic {magic!r}, version {version}")
    try:
        payload = zlib.decompress(data[_HEADER.size :])
    except zlib.error as exc:
        raise TableFileError(f"damaged table file: {exc}") from exc
    expected = count * (_KEY_BYTES + _POSITION_BYTES) + distinct * _STRENGTH_BYTES
    if len(payload) != expected or count == 0:
        raise TableFileError(f"table file holds {len(payload)} bytes of entries, expected {expected}")
    gaps = _block("I", payload, 0, count)
    strengths = _block("I", payload, count * _KEY_BYTES, distinct)  # an array: 4 bytes a strength, a list's 40
    positions = _block("H", payload, count * _KEY_BYTES + distinct * _STRENGTH_BYTES, count)
    if max(positions) >= distinct:
        raise TableFileError(f"table file names a strength beyond its {distinct} strengths")
    if count > 1 and min(gaps[1:]) == 0:  # a zero gap after the first key repeats a key
        raise TableFileError("table file keys are not strictly increasing")
    try:
        keys = array("I", accumulate(gaps))
    except OverflowError:
        raise TableFileError("table file keys do not fit in 32 bits") from None
    return PackedTable(keys, positions, strengths)


def decode_table(data: bytes) -> dict[int, int]:
    """Decode the bytes of a table file into its entries.

    :param data: the whole file.
    :returns: rank key to packed strength, one item per entry of the file.
    :raises TableFileError: as :func:`decode_packed`.
    """
    keys, positions, strengths = decode_packed(data)
    return dict(zip(keys, map(strengths.__getitem__, positions), strict=True))


def read_preset(name: str) -> PackedTable | None:
    """Read the shipped table file ``<name>.bin`` in its compact form, or ``None`` when it is missing or damaged.

    :param name: the table's preset name (the file name without ``.bin``).
    :returns: the table's packed entries (:func:`decode_packed`), or ``None``; the caller then computes its entries
        as they are asked for.
    """
    try:
        with open(os.path.join(tables_folder(), f"{name}.bin"), "rb") as file:
            return decode_packed(file.read())
    except (OSError, TableFileError):
        return None
