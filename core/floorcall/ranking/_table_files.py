"""The file format of the precomputed lookup tables shipped in ``floorcall/data/tables``, and reading them.

A table file holds every entry of one :class:`~floorcall.ranking._tables.BestFiveTable`: a rank key (see
:mod:`floorcall.ranking._cards`) and its packed strength, for every multiset of five, six and seven cards. Layout:

- a 16-byte header, little-endian: the magic ``b"FCBT"``, the format version (unsigned 16 bits, now 2), 16 bits
  reserved (zero), the number of entries and the number of distinct strengths (unsigned 32 bits each);
- a zlib stream of three blocks: the keys in increasing order as unsigned 32-bit little-endian integers, stored
  byte plane by byte plane (the lowest byte of every key, then the next byte of every key, and so on); the
  distinct strengths in increasing order (unsigned 32 bits, little-endian); then, for each key in the same order,
  the position of its strength in that list (unsigned 16 bits, in two byte planes the same way).

Sorted keys change slowly in their high bytes, so the planes compress almost as well as the gaps between keys
(format 1) did, and a reader rebuilds the keys with four slice assignments instead of summing 73,775 gaps one
Python integer at a time: reading a file costs about a tenth of what it did, paid on the first miss of each table
in every process. The zlib stream's checksum catches a damaged file. A file is read into its compact form
(:class:`PackedTable`: the keys, the positions and the distinct strengths as arrays, about 6 bytes an entry, where
a dictionary of all 73,775 entries took 4 to 6 MiB), and a key is looked up there by bisection; the table keeps
only the entries a process asks for in its dictionary. Loading needs only the standard library.
"""

from __future__ import annotations

import os
import struct
import sys
import zlib
from array import array
from bisect import bisect_left
from collections.abc import Mapping
from itertools import pairwise
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
_VERSION: Final = 2
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
        """The strength of the rank key ``key``, or ``None`` when the file holds no such key.

        A file's key order and strength positions are checked in full only by :func:`decode_table`; here a key is
        answered only when bisection finds it exactly and its position names a strength, so a file that breaks
        either rule can cost a computed entry, never a wrong one (keys are distinct: the encoder writes a mapping's).
        """
        keys = self.keys
        index = bisect_left(keys, key)
        if index < len(keys) and keys[index] == key:
            position = self.positions[index]
            if position < len(self.strengths):
                return self.strengths[position]
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


def _planes(words: array[int]) -> bytes:
    """The little-endian bytes of ``words``, byte plane by byte plane (every word's lowest byte first)."""
    raw = _little_endian_bytes(words)
    size = words.itemsize
    return b"".join(raw[plane::size] for plane in range(size))


def _from_planes(typecode: str, payload: bytes, start: int, count: int) -> array[int]:
    """The ``count`` words of ``typecode`` stored as byte planes from ``payload[start]`` (see :func:`_planes`)."""
    words = array(typecode)
    size = words.itemsize
    raw = bytearray(count * size)
    for plane in range(size):
        raw[plane::size] = payload[start + plane * count : start + (plane + 1) * count]
    words.frombytes(raw)
    return _little_endian(words)


def _little_endian_bytes(words: array[int]) -> bytes:
    return _little_endian(words).tobytes()


def _little_endian_block(typecode: str, payload: bytes, start: int, count: int) -> array[int]:
    words = array(typecode)
    words.frombytes(payload[start : start + count * words.itemsize])
    return _little_endian(words)


def _little_endian(words: array[int]) -> array[int]:
    """``words`` itself on a little-endian host, else a byte-swapped copy (the file is little-endian either way)."""
    if sys.byteorder == "little":
        return words
    copy = array(words.typecode, words)  # pragma: no cover - only big-endian hosts swap
    copy.byteswap()  # pragma: no cover
    return copy  # pragma: no cover


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
    payload = b"".join(
        (
            _planes(array("I", keys)),
            _little_endian_bytes(array("I", strengths)),
            _planes(array("H", [position[entries[key]] for key in keys])),
        )
    )
    return _HEADER.pack(_MAGIC, _VERSION, 0, len(keys), len(strengths)) + zlib.compress(payload, 9)


def decode_packed(data: bytes) -> PackedTable:
    """Decode the bytes of a table file into its compact form: sorted keys, strength positions, strengths.

    Only what costs no pass over the entries is checked here (the header, the checksum, the block sizes):
    :meth:`PackedTable.get` never answers wrongly from a file that breaks the key order or names a missing strength
    (see there), and :func:`decode_table` checks both in full.

    :param data: the whole file.
    :returns: the keys in increasing order (``array("I")``), for each key the position of its strength
        (``array("H")``) and the distinct strengths in increasing order (``array("I")``); the entry of ``keys[i]`` is
        ``strengths[positions[i]]``.
    :raises TableFileError: the header is wrong or short, the compressed stream is damaged or does not hold
        exactly the three blocks the header announces.
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
    keys = _from_planes("I", payload, 0, count)
    strengths = _little_endian_block("I", payload, count * _KEY_BYTES, distinct)  # an array: 4 bytes a strength
    positions = _from_planes("H", payload, count * _KEY_BYTES + distinct * _STRENGTH_BYTES, count)
    return PackedTable(keys, positions, strengths)


def decode_table(data: bytes) -> dict[int, int]:
    """Decode the bytes of a table file into its entries, checking every entry.

    :param data: the whole file.
    :returns: rank key to packed strength, one item per entry of the file.
    :raises TableFileError: as :func:`decode_packed`, or a strength position is out of range, or the keys are not
        strictly increasing.
    """
    keys, positions, strengths = decode_packed(data)
    if max(positions) >= len(strengths):
        raise TableFileError(f"table file names a strength beyond its {len(strengths)} strengths")
    if any(later <= earlier for earlier, later in pairwise(keys)):
        raise TableFileError("table file keys are not strictly increasing")
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
