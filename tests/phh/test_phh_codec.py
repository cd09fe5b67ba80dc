"""Reading and writing PHH documents: errors that name the file and field, chips, user fields, optional fields."""

from __future__ import annotations

import datetime
import tomllib
from decimal import Decimal
from pathlib import Path

import msgspec
import pytest

from floorcall._app.phh import (
    CheckOrCall,
    FrozenTable,
    HandHistory,
    ShowOrMuck,
    dump,
    dumps,
    load,
    loads,
    thaw,
)
from floorcall.cards import Card
from floorcall.errors import HandHistoryError

# A small synthetic stud hand (three players), written for these tests.
STUD = """\
variant = "F7S"
antes = [5, 5, 5]
bring_in = 10
small_bet = 40
big_bet = 80
starting_stacks = [1000, 800, 1200]
actions = [
    "d dh p1 ????7c",
    "d dh p2 ????Kd",
    "d dh p3 ????2s",
    "p3 pb",
    "p1 f",
    "p2 cbr 40 # completes",
    "p3 f",
]
finishing_stacks = [995, 825, 1180]
"""

# A synthetic no-limit hand with every optional field of the standard.
FULL = """\
variant = "NT"
ante_trimming_status = false
antes = [0, 0]
blinds_or_straddles = [50, 100]
min_bet = 100
starting_stacks = [inf, 10000]
actions = ["d dh p1 AsKd", "d dh p2 ????", "p2 cbr 300", "p1 cc", "d db QhJcTc", "p1 cc", "p2 cc", "p1 sm -"]
author = "Test Author"
event = "Synthetic Cup"
url = "https://example.org/cup"
venue = "Example Room"
address = "1 Example Street"
city = "Toronto"
region = "Ontario"
postal_code = "M5S 1A1"
country = "Canada"
time = 21:15:30
time_zone = "America/Toronto"
time_zone_abbreviation = "EDT"
day = 14
month = 6
year = 2024
hand = "12-b"
level = 7
seats = [3, 6]
seat_count = 6
table = 4
players = ["Ann", ""]
finishing_stacks = [10300, 9700]
winnings = [600, 0]
currency = "CAD"
currency_symbol = "$"
time_limit = 30
time_banks = [60, 45.5]
"""


def edited(text: str, old: str, new: str) -> str:
    assert old in text, old
    return text.replace(old, new, 1)


def error_of(text: str, source: str = "<string>") -> str:
    with pytest.raises(HandHistoryError) as caught:
        loads(text, source)
    return str(caught.value)


# -- malformed input: each error names the file, the field or action index, and the reason ----------------------


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ('"d dh p2 ????Kd"', '"d dh p2 ????Kx"', "actions[1]: 'd dh p2 ????Kx': 'Kx' is not a card"),
        ('"p1 f"', '"p9 f"', "actions[4]: 'p9 f' names player 9 but the hand has 3 players"),
        ('"p1 f"', '"p0 f"', "actions[4]: 'p0 f': 'p0': player numbers start at p1"),
        ('"p1 f"', '"p1 fold"', "actions[4]: 'p1 fold': unknown action 'fold'"),
        ('"p1 f"', "3", "actions[4]: expected a string, got int"),
        ('"p1 f"', '["p1", "f"]', "actions[4]: expected a string, got list"),
        ('"p1 f"', "{ player = 1 }", "actions[4]: expected a string, got dict"),
        ('variant = "F7S"\n', "", "missing required field `variant`"),
        ("starting_stacks = [1000, 800, 1200]\n", "", "missing required field `starting_stacks`"),
        ("antes = [5, 5, 5]", "antes = [5, 5]", "antes: 2 entries, but the hand has 3 players"),
        ("finishing_stacks = [995, 825, 1180]", "finishing_stacks = [995]", "finishing_stacks: 1 entry, but"),
        ("antes = [5, 5, 5]", "antes = [5, -5.5, 5]", "antes[1]: a chip amount is zero or more, not -5.5"),
        ("bring_in = 10", "bring_in = 0.00", "bring_in: a chip amount is positive, not 0.00"),
        ("antes = [5, 5, 5]", "antes = [5, 5, inf]", "antes[2]: an unknown amount (inf) is allowed only in"),
        ("antes = [5, 5, 5]", 'antes = [5, "5", 5]', "antes[1]: expected a number of chips, got text"),
        ("antes = [5, 5, 5]", "antes = [5, -5, 5]", "antes[1]: expected a whole number of at least 0"),
        ("bring_in = 10", "bring_in = true", "bring_in: expected a whole number or decimal, got true or false"),
        ("bring_in = 10", "bring_in = 0", "bring_in: expected a whole number of at least 1"),
        ("starting_stacks = [1000, 800, 1200]", "starting_stacks = [1000, 0, 1200]", "starting_stacks[1]: expected"),
        ("starting_stacks = [1000, 800, 1200]", "starting_stacks = [1000]", "at least 2 players, this one has 1"),
        ('variant = "F7S"', 'variant = ""', "variant: expected text of at least 1 character"),
        ("big_bet = 80\n", "", "big_bet: a fixed-limit hand gives both small_bet and big_bet"),
        ("big_bet = 80", "big_bet = 80\nmin_bet = 40", "min_bet: a hand has min_bet (no-limit, pot-limit) or"),
        ("small_bet = 40\nbig_bet = 80\n", "", "min_bet: missing; give min_bet"),
        ("bring_in = 10", "bring_in = 10\nblinds_or_straddles = [0, 0, 0]", "bring_in: a hand has a bring-in or"),
        ("big_bet = 80", "big_bet = 80\nseats = [1, 2, 1]", "seats: a seat appears twice"),
        ("big_bet = 80", "big_bet = 80\nseat_count = 2", "seat_count: 2 seats cannot hold 3 players"),
        ("big_bet = 80", "big_bet = 80\nseats = [1, 2, 9]\nseat_count = 8", "seats: seat 9 does not exist"),
        ("big_bet = 80", "big_bet = 80\nmonth = 13", "month: expected a whole number of at most 12"),
        ("big_bet = 80", "big_bet = 80\ntime = 2024-06-14T21:15:30", "time: expected a time of day, got a date"),
        ("big_bet = 80", "big_bet = 80\nbringin = 10", "unknown field `bringin` (user-defined fields start with '_')"),
        ("big_bet = 80", "big_bet = 80\nuser_fields = 1", "user_fields: unknown field"),
        ("big_bet = 80", "big_bet = 80\nactions = []", "not valid TOML"),
        ("big_bet = 80", "big_bet = ", "not valid TOML"),
        ("actions = [", "actions = ", "not valid TOML"),
    ],
)
def test_malformed_input_names_the_source_field_and_reason(old: str, new: str, expected: str) -> None:
    message = error_of(edited(STUD, old, new), source="F7S/005.phh")
    assert message.startswith("F7S/005.phh: ")
    assert expected in message


def test_toml_syntax_errors_are_hand_history_errors() -> None:
    with pytest.raises(
        HandHistoryError, match=r"^<string>: not valid TOML at line 1, column 15: a quoted text written wrong$"
    ):
        loads('variant = "F7S\n')


def test_load_names_the_path_it_was_given(tmp_path: Path) -> None:
    path = tmp_path / "F7S" / "005.phh"
    path.parent.mkdir()
    path.write_text(edited(STUD, '"p1 f"', '"p9 cc"'), encoding="utf-8")
    with pytest.raises(HandHistoryError) as caught:
        load(path)
    assert str(caught.value) == f"{path}: actions[4]: 'p9 cc' names player 9 but the hand has 3 players"


def test_load_rejects_a_file_that_is_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin1.phh"
    path.write_bytes(STUD.replace("completes", "compl\u00e8te").encode("latin-1"))
    with pytest.raises(HandHistoryError, match=r"latin1.phh: not UTF-8 text"):
        load(path)


def test_loads_without_a_source_says_string() -> None:
    assert error_of(edited(STUD, 'variant = "F7S"\n', "")) == "<string>: missing required field `variant`"


def test_unknown_variant_codes_are_accepted_at_this_layer() -> None:
    assert loads(edited(STUD, '"F7S"', '"X5CS"')).variant == "X5CS"


# -- chips -------------------------------------------------------------------------------------------------------


def test_float_chips_are_read_as_the_decimals_written() -> None:
    text = edited(edited(STUD, "antes = [5, 5, 5]", "antes = [5.0, 5, 5e0]"), "bring_in = 10", "bring_in = 10.50")
    hand = loads(text)
    assert [str(value) for value in hand.antes] == ["5.0", "5", "5"]
    assert str(hand.bring_in) == "10.50"
    assert [type(value) for value in hand.antes] == [Decimal, int, Decimal]
    assert "antes = [5.0, 5, 5]" in dumps(hand) and "bring_in = 10.50" in dumps(hand)


def test_an_infinite_starting_stack_is_unknown_and_written_back_as_inf() -> None:
    hand = loads(FULL)
    assert hand.starting_stacks == (None, 10000)
    assert "starting_stacks = [inf, 10000]" in dumps(hand)
    assert loads(dumps(hand)) == hand


def test_a_float_bet_amount_in_an_action_becomes_an_int() -> None:
    assert loads(edited(STUD, "p2 cbr 40 ", "p2 cbr 40.0 ")).actions[5] == loads(STUD).actions[5]


# -- fields are kept, not invented -------------------------------------------------------------------------------


def test_every_optional_field_is_read_with_its_type() -> None:
    hand = loads(FULL)
    assert hand.time == datetime.time(21, 15, 30)
    assert (hand.day, hand.month, hand.year, hand.level) == (14, 6, 2024, 7)
    assert (hand.hand, hand.table) == ("12-b", 4)
    assert (hand.seats, hand.seat_count, hand.players) == ((3, 6), 6, ("Ann", ""))
    assert (hand.finishing_stacks, hand.winnings) == ((10300, 9700), (600, 0))
    assert (hand.time_limit, hand.time_banks) == (30, (60, 45.5))
    assert (hand.currency, hand.currency_symbol, hand.ante_trimming_status) == ("CAD", "$", False)
    assert hand.actions[-1] == ShowOrMuck(player=1, known=True)


def test_every_optional_field_round_trips_in_the_written_order() -> None:
    hand = loads(FULL)
    text = dumps(hand)
    assert loads(text) == hand
    assert list(tomllib.loads(text)) == list(tomllib.loads(FULL))


def test_absent_optional_fields_stay_absent() -> None:
    hand = loads(STUD)
    assert (hand.ante_trimming_status, hand.seats, hand.time, hand.winnings, hand.min_bet) == (None,) * 5
    assert list(tomllib.loads(dumps(hand))) == list(tomllib.loads(STUD))


def test_dumps_writes_one_action_per_line_and_keeps_commentary() -> None:
    text = dumps(loads(STUD))
    assert '    "p2 cbr 40 # completes",\n' in text
    assert text.startswith('variant = "F7S"\nantes = [5, 5, 5]\nbring_in = 10\n')
    assert text.endswith("\n")


@pytest.mark.parametrize(
    "commentary",
    ['quote " and backslash \\', "tab\tand\nnewline", "del \x7f and bell \x07", "caf\u00e9 \u2660 \U0001f0a1"],
)
def test_commentary_with_special_characters_round_trips(commentary: str) -> None:
    hand = msgspec.structs.replace(
        loads(STUD), actions=(*loads(STUD).actions, CheckOrCall(player=2, commentary=commentary))
    )
    assert loads(dumps(hand)) == hand


# -- user-defined fields -----------------------------------------------------------------------------------------

USER = (
    STUD
    + """\
_sponsors = ["", "Acme", ""]
_nationalities = ["Peru", "Italy", "Japan"]

[_floorcall]
rulebook = "tda-2024"
house = { }
table = { dealer = "house", button = 7, absent = [4], penalty = [], looked = [3] }

[[_floorcall.events]]
kind = "downcard_exposed"
seat = 4
at = 2

[[_floorcall.events]]
kind = "boxed_card_found"
count = 1
when = 2024-06-14T21:15:30-04:00
"""
)


def test_user_fields_are_kept_in_order_and_round_trip() -> None:
    hand = loads(USER)
    assert list(hand.user_fields) == ["_sponsors", "_nationalities", "_floorcall"]
    assert hand.user_fields["_sponsors"] == ("", "Acme", "")
    floorcall = hand.user_fields["_floorcall"]
    assert isinstance(floorcall, FrozenTable)
    assert floorcall["table"] == {"dealer": "house", "button": 7, "absent": (4,), "penalty": (), "looked": (3,)}
    assert loads(dumps(hand)) == hand
    assert tomllib.loads(dumps(hand))["_floorcall"] == tomllib.loads(USER)["_floorcall"]


def test_user_fields_thaw_to_plain_data_for_msgspec() -> None:
    class Event(msgspec.Struct, kw_only=True):
        kind: str
        at: int | None = None

    floorcall = thaw(loads(USER).user_fields)["_floorcall"]  # type: ignore[index,call-overload]
    events = msgspec.convert(floorcall["events"], list[Event], strict=False)  # type: ignore[index,call-overload]
    assert [event.kind for event in events] == ["downcard_exposed", "boxed_card_found"]
    assert floorcall["house"] == {}  # type: ignore[index,call-overload]


def test_user_fields_are_read_only_and_hashable() -> None:
    hand = loads(USER)
    with pytest.raises(TypeError):
        hand.user_fields["_sponsors"] = ()  # type: ignore[index]
    assert hash(hand) == hash(loads(USER))
    assert hand != loads(STUD)
    assert loads(STUD).user_fields == {}


def test_a_hand_without_user_fields_writes_none() -> None:
    assert not [key for key in tomllib.loads(dumps(loads(STUD))) if key.startswith("_")]


# -- the model ---------------------------------------------------------------------------------------------------


def test_hand_history_is_frozen_keyword_only_and_checks_itself_when_built() -> None:
    assert HandHistory.__struct_config__.frozen
    hand = loads(STUD)
    with pytest.raises(AttributeError):
        hand.variant = "FR"  # type: ignore[misc]
    with pytest.raises(ValueError, match=r"actions\[0\]: 'p4 cc' names player 4 but the hand has 3 players"):
        msgspec.structs.replace(hand, actions=(CheckOrCall(player=4),))
    with pytest.raises(ValueError, match="time: a PHH time is a local time"):
        msgspec.structs.replace(hand, time=datetime.time(9, 0, tzinfo=datetime.UTC))


def test_dump_and_load_a_file(tmp_path: Path) -> None:
    hand = loads(USER)
    path = tmp_path / "hand.phh"
    dump(hand, path)
    assert load(path) == hand
    assert load(str(path)) == hand


def test_the_seven_card_stud_downcards_are_unknown_and_the_upcard_known() -> None:
    assert loads(STUD).actions[0].cards == (Card.UNKNOWN, Card.UNKNOWN, Card.SEVEN_CLUBS)  # type: ignore[union-attr]
