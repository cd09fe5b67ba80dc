"""The precomputed lookup-table files: up to date with the evaluators, read on first miss, and never required."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
import textwrap
import zlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floorcall.ranking import _table_files
from floorcall.ranking._cards import DIGIT
from floorcall.ranking._table_files import (
    TableFileError,
    decode_packed,
    decode_table,
    encode_table,
    read_preset,
    tables_folder,
)
from floorcall.ranking._tables import BestFiveTable
from floorcall.ranking.high import STANDARD_ORDER
from floorcall.ranking.lows import ace_to_five_five
from floorcall.ranking.tables_build import SHIPPED, main, rank_keys, table_entries

# A 7-card key: A-A-K-K-Q-7-2 (the high table's answer is aces up, two pair).
ACES_UP = 2 * DIGIT[12] + 2 * DIGIT[11] + DIGIT[10] + DIGIT[5] + DIGIT[0]
# An 8-card key, beyond what any file holds: A-A-A-K-K-Q-Q-J.
EIGHT_CARDS = 3 * DIGIT[12] + 2 * DIGIT[11] + 2 * DIGIT[10] + DIGIT[9]


def shipped_bytes(name: str) -> bytes:
    with open(os.path.join(tables_folder(), f"{name}.bin"), "rb") as file:
        return file.read()


_DECODED_ACE_TO_FIVE = decode_table(shipped_bytes("ace_to_five"))


def test_rank_keys_cover_every_multiset_of_five_to_seven_cards():
    mixed = list(rank_keys(distinct=False))
    suited = list(rank_keys(distinct=True))
    assert len(mixed) == len(set(mixed)) == 6_175 + 18_395 + 49_205
    assert len(suited) == len(set(suited)) == 1_287 + 1_716 + 1_716
    assert set(suited) < set(mixed)
    assert ACES_UP in mixed
    assert ACES_UP not in suited


def test_every_table_with_a_preset_is_shipped():
    assert [table.preset for table, _ in SHIPPED] == [
        "high_mixed",
        "high_suited",
        "ace_to_five",
        "deuce_to_seven_mixed",
        "deuce_to_seven_suited",
    ]


@pytest.mark.parametrize(("table", "distinct"), SHIPPED, ids=[table.preset for table, _ in SHIPPED])
def test_shipped_file_equals_freshly_computed_table(table, distinct):
    # Fails when a file is missing (OSError), damaged (TableFileError) or stale (an entry differs): rerun
    # `python -m floorcall.ranking.tables_build`.
    assert decode_table(shipped_bytes(table.preset)) == table_entries(table, distinct)


def test_build_command_writes_the_shipped_files(tmp_path, capsys):
    main(["--out", str(tmp_path)])
    written = sorted(path.name for path in tmp_path.iterdir())
    assert written == sorted(f"{table.preset}.bin" for table, _ in SHIPPED)
    for name in written:
        assert decode_table((tmp_path / name).read_bytes()) == decode_table(shipped_bytes(name.removesuffix(".bin")))
    assert "high_mixed.bin" in capsys.readouterr().out


@given(st.dictionaries(st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1), min_size=1, max_size=50))
def test_encode_then_decode_gives_back_the_entries(entries):
    assert decode_table(encode_table(entries)) == entries


def header(count, distinct, magic=b"FCBT", version=2):
    return struct.pack("<4sHHII", magic, version, 0, count, distinct)


def planes(words, size):
    raw = b"".join(word.to_bytes(size, "little") for word in words)
    return b"".join(raw[plane::size] for plane in range(size))


def payload(keys, strengths, positions):
    strength_bytes = b"".join(strength.to_bytes(4, "little") for strength in strengths)
    return zlib.compress(planes(keys, 4) + strength_bytes + planes(positions, 2))


ONE_ENTRY = payload([5], [9], [0])


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"FCBT\x01\x00", "too short"),
        (header(1, 1, magic=b"PK\x03\x04") + ONE_ENTRY, "not a version-2 table file"),
        (header(1, 1, version=1) + ONE_ENTRY, "not a version-2 table file"),
        (header(1, 1) + b"not zlib at all", "damaged"),
        (header(2, 1) + ONE_ENTRY, "expected 16"),
        (header(1, 2) + ONE_ENTRY, "expected 14"),
        (header(0, 0) + zlib.compress(b""), "expected 0"),
        (header(1, 1) + payload([5], [9], [1]), "beyond its 1 strengths"),
        (header(2, 1) + payload([5, 5], [9], [0, 0]), "not strictly increasing"),
        (header(2, 1) + payload([7, 5], [9], [0, 0]), "not strictly increasing"),
    ],
    ids=[
        "short",
        "magic",
        "old-version",
        "not-zlib",
        "entries",
        "strengths",
        "empty",
        "position",
        "repeated-key",
        "unordered",
    ],
)
def test_decode_rejects_a_bad_file(data, message):
    with pytest.raises(TableFileError, match=message):
        decode_table(data)


def test_encoded_file_is_read_back_packed():
    entries = {3: 40, 70_000: 10, 2**32 - 1: 40, 256: 2**32 - 1}
    packed = decode_packed(encode_table(entries))
    assert list(packed.keys) == sorted(entries)
    assert {key: packed.get(key) for key in entries} == entries
    assert packed.get(4) is None


def test_packed_lookup_never_answers_wrongly_from_a_file_breaking_order_or_positions():
    # decode_packed checks neither (that would cost a pass over every entry); get() must then answer None, so that
    # the table computes the entry, rather than a strength that belongs to another key.
    unordered = decode_packed(header(3, 1) + payload([9, 5, 7], [40], [0, 0, 0]))
    assert all(unordered.get(key) in (None, 40) for key in (5, 7, 9))
    beyond = decode_packed(header(2, 1) + payload([5, 6], [40], [0, 3]))
    assert beyond.get(5) == 40
    assert beyond.get(6) is None


def test_decode_rejects_a_damaged_shipped_file():
    data = bytearray(shipped_bytes("high_suited"))
    data[len(data) // 2] ^= 0x40
    with pytest.raises(TableFileError, match="damaged"):
        decode_table(bytes(data))


def test_decode_rejects_a_truncated_shipped_file():
    data = shipped_bytes("high_suited")
    with pytest.raises(TableFileError, match="damaged"):
        decode_table(data[: len(data) - 100])


def test_preset_is_read_on_the_first_miss_only(monkeypatch):
    reads = []

    def counting(name):
        reads.append(name)
        return read_preset(name)

    monkeypatch.setattr(_table_files, "read_preset", counting)
    table = BestFiveTable(STANDARD_ORDER.five, preset="high_mixed")
    entries = table.entries
    assert entries == {}
    assert table.lookup(ACES_UP) == table.computed([ACES_UP])[ACES_UP]
    assert reads == ["high_mixed"]
    assert table.entries is entries
    assert entries == {ACES_UP: table.computed([ACES_UP])[ACES_UP]}  # only what was asked is kept as an entry
    # A key the file cannot hold is computed from the file's seven-card entries, and the file is not read again.
    assert table.lookup(EIGHT_CARDS) == table.computed([EIGHT_CARDS])[EIGHT_CARDS]
    assert reads == ["high_mixed"]
    sevens = {EIGHT_CARDS - DIGIT[position] for position in (12, 11, 10, 9)}
    assert set(entries) == {ACES_UP, EIGHT_CARDS, *sevens}


@given(st.sampled_from(list(rank_keys(distinct=False))))
def test_packed_file_answers_every_key_as_the_decoded_entries(key):
    packed = read_preset("ace_to_five")
    assert packed is not None
    assert packed.get(key) == _DECODED_ACE_TO_FIVE[key]
    assert packed.get(key + 5 * DIGIT[12]) is None  # a multiset no file holds (more than seven cards)


def test_packed_file_is_compact():
    packed = read_preset("high_mixed")
    assert packed is not None
    assert len(packed.keys) == len(packed.positions) == 73_775
    assert list(packed.keys) == sorted(decode_table(shipped_bytes("high_mixed")))
    held = packed.keys.itemsize * len(packed.keys) + packed.positions.itemsize * len(packed.positions)
    assert held < 500_000


def test_missing_preset_file_falls_back_to_computing():
    table = BestFiveTable(ace_to_five_five, preset="no_such_table")
    assert table.lookup(ACES_UP) == BestFiveTable(ace_to_five_five).lookup(ACES_UP)
    assert ACES_UP in table.entries
    assert len(table.entries) < 100  # only the key and its sub-multisets were computed


@pytest.mark.parametrize(
    "content",
    [b"", b"FCBT\x02\x00\x00\x00\x01\x00\x00\x00\x01\x00\x00\x00garbage", None],
    ids=["empty", "garbage", "folder"],
)
def test_damaged_preset_file_falls_back_to_computing(tmp_path, monkeypatch, content):
    target = tmp_path / "high_mixed.bin"
    if content is None:
        target.mkdir()  # opening a folder as the file fails with an OSError
    else:
        target.write_bytes(content)
    monkeypatch.setattr(_table_files, "tables_folder", lambda: str(tmp_path))
    table = BestFiveTable(STANDARD_ORDER.five, preset="high_mixed")
    assert table.lookup(ACES_UP) == BestFiveTable(STANDARD_ORDER.five).lookup(ACES_UP)
    assert len(table.entries) < 100


def test_importing_the_evaluators_reads_no_table():
    script = textwrap.dedent(
        """
        import sys
        import floorcall.ranking
        from floorcall.ranking.high import STANDARD_MIXED
        assert "floorcall.ranking._table_files" not in sys.modules
        assert not STANDARD_MIXED.entries
        floorcall.ranking.high_strength(floorcall.cards.parse_cards("AsAdKcKh2c7dQs"))
        assert len(STANDARD_MIXED.entries) == 1, STANDARD_MIXED.entries  # the file is kept packed, not as entries
        """
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
