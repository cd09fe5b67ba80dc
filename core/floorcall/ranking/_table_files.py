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
catches a damaged file. Going through the list of distinct strengths makes every entry with the same strength
share one integer object once loaded (a few thousand of them rather than one per entry), which keeps the table's
memory small and its lookups cache-friendly. Loading needs only the standard library and takes a few milliseconds.
"""

from __future__ import annotations

import os
import struct
import sys
import zlib
from array import array
from collections.abc import Mapping
from itertools import accumulate, pairwise
from typing import Final

import floorcall.data

__all__ = ["TableFileError", "decode_table", "encode_table", "read_preset", "tables_folder"]

_HEADER: Final = struct.Struct("<4sHHII")
_MAGIC: Final = b"FCBT"
_VERSION: Final = 1
_KEY_BYTES: Final = 4
_STRENGTH_BYTES: Final = 4
_POSITION_BYTES: Final = 2


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


def decode_table(data: bytes) -> dict[int, int]:
    """Decode the bytes of a table file into its entries.

    :param data: the whole file.
    :returns: rank key to packed strength, one item per entry of the file.
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
    strengths = _block("I", payload, count * _KEY_BYTES, distinct).tolist()
    positions = _block("H", payload, count * _KEY_BYTES + distinct * _STRENGTH_BYTES, count)
    try:
        entries = dict(zip(accumulate(gaps), map(strengths.__getitem__, positions), strict=True))
    except IndexError:
        raise TableFileError(f"table file names a strength beyond its {distinct} strengths") from None
    if len(entries) != count:  # a zero gap after the first key repeats a key
        raise TableFileError("table file keys are not strictly increasing")
    return entries


def read_preset(name: str) -> dict[int, int] | None:
    """Read the shipped table file ``<name>.bin``, or ``None`` when it is missing or cannot be decoded.

    :param name: the table's preset name (the file name without ``.bin``).
    :returns: the table's entries, or ``None``; the caller then computes its entries as they are asked for.
    """
    try:
        with open(os.path.join(tables_folder(), f"{name}.bin"), "rb") as file:
            return decode_table(file.read())
    except (OSError, TableFileError):
        return None
