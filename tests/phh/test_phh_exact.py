"""Decimal chip amounts read through rtoml keep the digits written, whatever else the document holds."""

from __future__ import annotations

import tomllib
from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from floorcall._app.phh import dumps, load_many, loads
from floorcall._app.phh.exact import floats_as_text

# A synthetic no-limit hand in cents, with numbers that look like amounts in its strings, comments and dates.
CENTS = """\
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [0.50, 1.00, 0]  # 0.25 here is a comment
min_bet = 1.00
starting_stacks = [100.10, 1_000.25, 6.626e1]
actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 f", "p1 cc", "p2 cc"]
_note = "rebought 0.75, then 2.5e1"
_literal = 'at 3.14 past'
_block = \"\"\"
amounts = [9.99]
\"\"\"
_when = 2024-06-14T21:15:30.125-04:00
_ratio = 0.333
"""


def test_decimal_amounts_keep_their_digits_and_nothing_else_changes() -> None:
    hand = loads(CENTS)
    assert [str(value) for value in hand.blinds_or_straddles or ()] == ["0.50", "1.00", "0"]
    assert str(hand.min_bet) == "1.00"
    assert [str(value) for value in hand.starting_stacks] == ["100.10", "1000.25", "66.26"]
    fields = hand.user_fields
    assert (fields["_note"], fields["_literal"]) == ("rebought 0.75, then 2.5e1", "at 3.14 past")
    assert fields["_ratio"] == 0.333
    assert fields["_block"] == "amounts = [9.99]\n"
    assert str(fields["_when"]) == "2024-06-14 21:15:30.125000-04:00"
    assert "blinds_or_straddles = [0.50, 1.00, 0]" in dumps(hand)


def test_an_amount_of_more_digits_than_a_float_holds_is_read_exactly() -> None:
    text = CENTS.replace("100.10", "100.1000000000000000000001")
    assert loads(text).starting_stacks[0] == Decimal("100.1000000000000000000001")


def test_a_hand_of_a_phhs_file_keeps_its_digits(tmp_path) -> None:
    path = tmp_path / "day1.phhs"
    path.write_text("[1]\n" + CENTS + "\n[2]\n" + CENTS.replace("0.50", "0.5"), encoding="utf-8")
    blinds = [hand.blinds_or_straddles[0] for _, hand in load_many(path)]  # type: ignore[union-attr]
    assert [str(blind) for blind in blinds] == ["0.50", "0.5"]


def test_a_document_that_quoting_would_break_keeps_the_floats_own_spelling() -> None:
    # a dotted key spelled with digits: quoted, `1.5` is one key, which the table `[_u."1.5"]` then repeats
    text = CENTS.replace("_ratio = 0.333\n", '[_u]\n1.5 = 2\n[_u."1.5"]\nx = 3\n')
    assert floats_as_text(text) == {}
    hand = loads(text)
    assert [str(value) for value in hand.blinds_or_straddles or ()] == ["0.5", "1.0", "0"]
    assert hand.user_fields["_u"] == {"1": {"5": 2}, "1.5": {"x": 3}}


# each a TOML float literal: a fraction, or an exponent
_SPELLINGS = st.sampled_from(["{:.1f}", "{:.2f}", "{:.4f}", "{:e}"])


@settings(max_examples=60, deadline=None)
@given(
    amounts=st.lists(st.decimals(min_value=1, max_value=10**6, places=3), min_size=3, max_size=3),
    spelling=_SPELLINGS,
    noise=st.text(alphabet="0123456789.e-_ #", max_size=12),
)
def test_amounts_read_as_the_standard_librarys_decimal_reading(amounts, spelling, noise) -> None:
    written = ", ".join(spelling.format(amount) for amount in amounts)
    text = CENTS.replace("[100.10, 1_000.25, 6.626e1]", f"[{written}]").replace("rebought 0.75", noise)
    exact = tomllib.loads(text, parse_float=Decimal)["starting_stacks"]
    got = loads(text).starting_stacks
    assert [str(value) for value in got] == [str(value) for value in exact]
