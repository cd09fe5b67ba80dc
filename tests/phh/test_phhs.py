"""``.phhs`` files: hands cut from a stream of lines, named ``file.phhs[key]``, each hand under its own size limit."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest

from floorcall._app.phh import HandHistory, load, load_many
from floorcall._app.phh.many import iter_hand_texts, split_hand_name
from floorcall.errors import HandHistoryError

HERE = Path(__file__).parent / "conformance"
HAND = """variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [{stack}, 100]
actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 f']
"""


def _phhs(*keys: str, stack: int = 100) -> str:
    return "\n".join(f"[{key}]\n" + HAND.format(stack=stack) for key in keys)


def test_a_hand_is_named_by_its_file_and_key_as_written() -> None:
    assert split_hand_name("day 1/a.phhs[12]") == ("day 1/a.phhs", "12")
    assert split_hand_name("a.phh") == ("a.phh", None)
    assert split_hand_name("odd[name].phh") == ("odd[name].phh", None)


def test_every_hand_is_read_in_file_order_with_its_key(tmp_path: Path) -> None:
    path = tmp_path / "day.phhs"
    path.write_text("# three hands, numbered with gaps\n" + _phhs("3", "10", "hand-x"))
    read = list(load_many(path))
    assert [key for key, _ in read] == ["3", "10", "hand-x"]
    assert all(isinstance(hand, HandHistory) for _, hand in read)
    assert load(f"{path}[10]") == read[1][1]


def test_hands_are_cut_from_the_stream_one_at_a_time() -> None:
    """An endless stream gives its first hands without being read to its end: memory holds one hand."""

    def endless() -> Iterator[str]:
        for number in itertools.count(1):
            yield f"[{number}]\n"
            yield from HAND.format(stack=100).splitlines(keepends=True)

    first = list(itertools.islice(iter_hand_texts(endless(), "endless.phhs", 1 << 20), 3))
    assert [piece.key for piece in first] == ["1", "2", "3"]
    assert all(piece.text.startswith(f"[{piece.key}]") for piece in first)


def test_the_size_limit_is_one_hands_and_the_next_hand_is_still_read() -> None:
    lines = (_phhs("1") + "\n# " + "x" * 500 + "\n" + _phhs("2")).splitlines(keepends=True)
    pieces = list(iter_hand_texts(lines, "big.phhs", 400))
    assert pieces[0].error is not None and "larger than 400 bytes" in str(pieces[0].error)
    assert str(pieces[0].error).startswith("big.phhs[1]: ")
    assert pieces[1].error is None and pieces[1].key == "2"


def test_a_hand_that_cannot_be_read_leaves_the_others_readable(tmp_path: Path) -> None:
    path = tmp_path / "mixed.phhs"
    path.write_text(_phhs("1") + "\n[2]\nvariant = 'NT'\n\n" + _phhs("1", "3"))
    read = dict(load_many(path))
    assert isinstance(read["2"], HandHistoryError) and "missing required field" in str(read["2"])
    assert str(read["2"]).startswith(f"{path}[2]: ")
    assert isinstance(read["3"], HandHistory)
    repeated = [found for key, found in load_many(path) if key == "1"]
    assert isinstance(repeated[1], HandHistoryError) and "names an earlier hand" in str(repeated[1])


def test_a_floorcall_table_of_a_hand_stays_with_its_hand(tmp_path: Path) -> None:
    path = tmp_path / "ext.phhs"
    path.write_text(_phhs("1") + "\n[1._floorcall]\nrulebook = 'tda-2024'\n\n" + _phhs("2"))
    first, second = (hand for _, hand in load_many(path))
    assert isinstance(first, HandHistory) and isinstance(second, HandHistory)
    assert dict(first.user_fields["_floorcall"]) == {"rulebook": "tda-2024"}  # type: ignore[call-overload]
    assert not second.user_fields


@pytest.mark.parametrize(
    ("text", "name", "reason"),
    [
        (_phhs("1", "2"), "", "the file holds 2 hands; name one as {path}[1]"),
        ("# nothing here\n", "", "the file holds no hand"),
        (_phhs("1"), "[7]", "the file holds no hand [7]"),
        ("variant = 'NT'\n" + _phhs("1"), "[1]", "line 1: a .phhs file holds hands as tables"),
    ],
    ids=["which one", "empty", "no such key", "outside any hand"],
)
def test_a_phhs_name_that_gives_no_single_hand_is_an_error_naming_it(
    tmp_path: Path, text: str, name: str, reason: str
) -> None:
    path = tmp_path / "h.phhs"
    path.write_text(text)
    with pytest.raises(HandHistoryError) as raised:
        load(f"{path}{name}")
    assert reason.format(path=path) in str(raised.value)
    assert str(raised.value).startswith(str(path))


def test_a_phhs_file_of_one_hand_reads_as_that_hand(tmp_path: Path) -> None:
    path = tmp_path / "one.phhs"
    path.write_text(_phhs("42", stack=77))
    assert load(path).starting_stacks == (77, 100)
