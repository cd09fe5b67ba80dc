"""msgspec's validation messages reworded: the place first, types in words, choices listed."""

from typing import Annotated, Literal

import msgspec
import pytest

from floorcall._app.wording import describe_validation, not_utf8, type_in_words
from floorcall.cards import Card

Seat = Annotated[int, msgspec.Meta(ge=1, le=10)]


class Sample(msgspec.Struct, forbid_unknown_fields=True):
    seat: Seat = 1
    name: Annotated[str, msgspec.Meta(min_length=1)] = "x"
    kind: Literal["tournament", "cash"] = "cash"
    cards: tuple[Card, ...] = ()
    rulebook: str | None = None
    stacks: tuple[int, ...] = ()


@pytest.mark.parametrize(
    ("data", "choices", "expected"),
    [
        ({"seat": "3"}, (), "table.seat: expected a whole number, got text"),
        ({"seat": 11}, (), "table.seat: expected a whole number of at most 10"),
        ({"seat": 0}, (), "table.seat: expected a whole number of at least 1"),
        ({"name": ""}, (), "table.name: expected text of at least 1 character"),
        (
            {"kind": "league"},
            ("tournament", "cash"),
            "table.kind: 'league' is not a valid choice; one of: tournament, cash",
        ),
        ({"cards": ["Zz"]}, (), "table.cards[0]: 'Zz' is not a card"),
        ({"rulebook": 5}, (), "table.rulebook: expected text, got a whole number"),
        ({"stacks": 5}, (), "table.stacks: expected a list, got a whole number"),
        ({"sead": 3}, (), "table: unknown key `sead`"),
        (5, (), "table: expected a table, got a whole number"),
    ],
)
def test_validation_errors_in_words(data, choices, expected):
    with pytest.raises(msgspec.ValidationError) as caught:
        msgspec.convert(data, Sample)
    assert describe_validation(caught.value, "table", choices).startswith(expected)


def test_without_a_place_the_path_alone_leads():
    with pytest.raises(msgspec.ValidationError) as caught:
        msgspec.convert({"seat": True}, Sample)
    assert describe_validation(caught.value) == "seat: expected a whole number, got true or false"


def test_type_names():
    assert type_in_words("int | null") == "a whole number"
    assert type_in_words("bool | int | str") == "true or false or a whole number or text"
    assert type_in_words("null") == "nothing"


def test_not_utf8_names_the_byte():
    with pytest.raises(UnicodeDecodeError) as caught:
        b"ab\xffc".decode("utf-8")
    assert not_utf8(caught.value) == "the byte at offset 2 (0xff) is not UTF-8"
