"""Property: any valid hand history survives dumps -> loads unchanged."""

from __future__ import annotations

import datetime
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floorcall._app.phh import (
    AnyPhhAction,
    CheckOrCall,
    CompleteBetOrRaiseTo,
    DealBoard,
    DealHole,
    Fold,
    HandHistory,
    NoOp,
    PostBringIn,
    ShowOrMuck,
    StandPatOrDiscard,
    TomlValue,
    dumps,
    format_action,
    freeze,
    loads,
    parse_action,
)
from floorcall.cards import Card

INT64 = st.integers(min_value=-(2**63), max_value=2**63 - 1)
CHIPS = st.integers(min_value=0, max_value=10**15)
POSITIVE_CHIPS = st.integers(min_value=1, max_value=10**15)
TEXT = st.text(alphabet=st.characters(exclude_categories=["Cs"]), max_size=20)
CARDS = st.lists(st.sampled_from(list(Card)), min_size=1, max_size=7).map(tuple)
COMMENTARY = st.none() | TEXT.map(str.strip)
SECONDS = st.integers(min_value=0, max_value=10**6) | st.floats(min_value=0, allow_nan=False)
LOCAL_TIMES = st.times()  # naive, as PHH's local time
TOML_SCALARS = (
    TEXT
    | INT64
    | st.floats(allow_nan=False)
    | st.booleans()
    | st.dates()
    | LOCAL_TIMES
    | st.datetimes()
    | st.datetimes(timezones=st.sampled_from([datetime.UTC, datetime.timezone(datetime.timedelta(hours=-4))]))
)
TOML_VALUES = st.recursive(
    TOML_SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=4),
    max_leaves=12,
)


def actions_for(players: int) -> st.SearchStrategy[AnyPhhAction]:
    player = st.integers(min_value=1, max_value=players)
    return st.one_of(
        st.builds(DealHole, player=player, cards=CARDS, commentary=COMMENTARY),
        st.builds(DealBoard, cards=CARDS, commentary=COMMENTARY),
        st.builds(PostBringIn, player=player, commentary=COMMENTARY),
        st.builds(CompleteBetOrRaiseTo, player=player, amount=POSITIVE_CHIPS, commentary=COMMENTARY),
        st.builds(CheckOrCall, player=player, commentary=COMMENTARY),
        st.builds(Fold, player=player, commentary=COMMENTARY),
        st.builds(StandPatOrDiscard, player=player, cards=st.just(()) | CARDS, commentary=COMMENTARY),
        st.builds(ShowOrMuck, player=player, cards=st.just(()) | CARDS, commentary=COMMENTARY),
        st.builds(ShowOrMuck, player=player, known=st.just(True), commentary=COMMENTARY),
        st.builds(NoOp, commentary=COMMENTARY),
    )


def maybe(strategy: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.none() | strategy


@st.composite
def hand_histories(draw: st.DrawFn) -> HandHistory:
    n = draw(st.integers(min_value=2, max_value=9))

    def per_player(values: st.SearchStrategy[Any]) -> st.SearchStrategy[tuple[Any, ...]]:
        return st.lists(values, min_size=n, max_size=n).map(tuple)

    stud = draw(st.booleans())
    fixed_limit = draw(st.booleans())
    small_bet = draw(POSITIVE_CHIPS) if fixed_limit else None
    seats = draw(maybe(st.lists(st.integers(1, 12), min_size=n, max_size=n, unique=True).map(tuple)))
    lowest_seat_count = max((n, *(seats or ())))
    user_fields = draw(st.dictionaries(TEXT.map(lambda key: "_" + key), TOML_VALUES, max_size=3))
    frozen_user_fields = freeze(user_fields)
    return HandHistory(
        variant=draw(st.sampled_from(["F7S", "F7S/8", "FR", "NT", "FT", "PO", "FO/8", "N2L1D", "F2L3D", "X5CS"])),
        ante_trimming_status=draw(maybe(st.booleans())),
        antes=draw(per_player(CHIPS)),
        blinds_or_straddles=None if stud else draw(per_player(CHIPS)),
        bring_in=draw(POSITIVE_CHIPS) if stud else None,
        small_bet=small_bet,
        big_bet=draw(POSITIVE_CHIPS) if fixed_limit else None,
        min_bet=None if fixed_limit else draw(POSITIVE_CHIPS),
        starting_stacks=draw(per_player(st.none() | POSITIVE_CHIPS)),
        actions=tuple(draw(st.lists(actions_for(n), max_size=30))),
        author=draw(maybe(TEXT)),
        event=draw(maybe(TEXT)),
        url=draw(maybe(TEXT)),
        venue=draw(maybe(TEXT)),
        address=draw(maybe(TEXT)),
        city=draw(maybe(TEXT)),
        region=draw(maybe(TEXT)),
        postal_code=draw(maybe(TEXT)),
        country=draw(maybe(TEXT)),
        time=draw(maybe(LOCAL_TIMES)),
        time_zone=draw(maybe(TEXT)),
        time_zone_abbreviation=draw(maybe(TEXT)),
        day=draw(maybe(st.integers(1, 31))),
        month=draw(maybe(st.integers(1, 12))),
        year=draw(maybe(st.integers(1900, 2100))),
        hand=draw(maybe(INT64 | TEXT)),
        level=draw(maybe(INT64)),
        seats=seats,
        seat_count=draw(maybe(st.integers(lowest_seat_count, lowest_seat_count + 5))),
        table=draw(maybe(INT64 | TEXT)),
        players=draw(maybe(per_player(TEXT))),
        finishing_stacks=draw(maybe(per_player(CHIPS))),
        winnings=draw(maybe(per_player(CHIPS))),
        currency=draw(maybe(TEXT)),
        currency_symbol=draw(maybe(TEXT)),
        time_limit=draw(maybe(SECONDS)),
        time_banks=draw(maybe(per_player(SECONDS))),
        user_fields=frozen_user_fields,  # type: ignore[arg-type]  # freeze of a dict is a FrozenTable
    )


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hand=hand_histories())
def test_loads_inverts_dumps(hand: HandHistory) -> None:
    assert loads(dumps(hand)) == hand


@settings(max_examples=100, deadline=None)
@given(hand=hand_histories())
def test_written_actions_are_the_normalized_notations(hand: HandHistory) -> None:
    again = loads(dumps(hand))
    texts = [format_action(action) for action in again.actions]
    assert texts == [format_action(action) for action in hand.actions]
    assert [format_action(parse_action(text)) for text in texts] == texts


@given(value=TOML_VALUES)
def test_freeze_makes_any_toml_value_hashable(value: TomlValue) -> None:
    frozen = freeze(value)
    assert hash(frozen) == hash(freeze(value))
    assert frozen == freeze(value)
