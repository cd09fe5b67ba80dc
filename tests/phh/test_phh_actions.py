"""The PHH action grammar: parse, format, commentary, malformed notations, and the Struct contracts."""

from __future__ import annotations

import inspect
import re
from decimal import Decimal

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from floorcall._app.phh import (
    AnyPhhAction,
    CheckOrCall,
    CompleteBetOrRaiseTo,
    DealBoard,
    DealHole,
    Fold,
    NoOp,
    PhhAction,
    PostBringIn,
    ShowOrMuck,
    StandPatOrDiscard,
    format_action,
    parse_action,
)
from floorcall.cards import Card
from floorcall.errors import HandHistoryError

AS, KD, QH, TC, FIVE_D, TWO_S, UNKNOWN = (
    Card.ACE_SPADES,
    Card.KING_DIAMONDS,
    Card.QUEEN_HEARTS,
    Card.TEN_CLUBS,
    Card.FIVE_DIAMONDS,
    Card.TWO_SPADES,
    Card.UNKNOWN,
)
ACTION_TYPES: tuple[type[PhhAction], ...] = (
    DealHole,
    DealBoard,
    PostBringIn,
    CompleteBetOrRaiseTo,
    CheckOrCall,
    Fold,
    StandPatOrDiscard,
    ShowOrMuck,
    NoOp,
)

NOTATIONS = [
    ("d dh p1 5d2sAs", DealHole(player=1, cards=(FIVE_D, TWO_S, AS))),
    ("d dh p12 ????Kd", DealHole(player=12, cards=(UNKNOWN, UNKNOWN, KD))),
    ("d dh p3 Qh", DealHole(player=3, cards=(QH,))),
    ("d dh p2 AsKdQhTc5d2s??", DealHole(player=2, cards=(AS, KD, QH, TC, FIVE_D, TWO_S, UNKNOWN))),
    ("d db AsKdQh", DealBoard(cards=(AS, KD, QH))),
    ("d db Tc", DealBoard(cards=(TC,))),
    ("p2 pb", PostBringIn(player=2)),
    ("p4 cbr 200000", CompleteBetOrRaiseTo(player=4, amount=200000)),
    ("p1 cc", CheckOrCall(player=1)),
    ("p5 f", Fold(player=5)),
    ("p1 sd", StandPatOrDiscard(player=1)),
    ("p2 sd KdQh", StandPatOrDiscard(player=2, cards=(KD, QH))),
    ("p1 sm AsKd", ShowOrMuck(player=1, cards=(AS, KD))),
    ("p1 sm ??Kd", ShowOrMuck(player=1, cards=(UNKNOWN, KD))),
    ("p3 sm", ShowOrMuck(player=3)),
    ("p3 sm -", ShowOrMuck(player=3, known=True)),
    ("", NoOp()),
    ("# Burn card 6s is exposed", NoOp(commentary="Burn card 6s is exposed")),
    ("p1 cc # calls the bring-in", CheckOrCall(player=1, commentary="calls the bring-in")),
    ("d db Tc # the river", DealBoard(cards=(TC,), commentary="the river")),
    ("p1 cc #", CheckOrCall(player=1, commentary="")),
    ("#", NoOp(commentary="")),
]


@pytest.mark.parametrize(("text", "expected"), NOTATIONS, ids=[text or "<empty>" for text, _ in NOTATIONS])
def test_parse_action_reads_each_notation(text: str, expected: AnyPhhAction) -> None:
    assert parse_action(text) == expected


@pytest.mark.parametrize(("text", "action"), NOTATIONS, ids=[text or "<empty>" for text, _ in NOTATIONS])
def test_format_action_writes_the_notation_back(text: str, action: AnyPhhAction) -> None:
    assert format_action(action) == text


@pytest.mark.parametrize(
    ("text", "normalized"),
    [
        ("  p1   cbr   300  ", "p1 cbr 300"),
        ("\td dh\tp1  AsKd ", "d dh p1 AsKd"),
        ("   ", ""),
        ("p1 cc#  nice  call ", "p1 cc # nice  call"),
        ("p1 cbr 300.0", "p1 cbr 300.0"),
        ("p1 cbr 1e3", "p1 cbr 1000"),
        ("p1 sm AsKd ## two hashes", "p1 sm AsKd # # two hashes"),
        ("p07 f", "p7 f"),
    ],
)
def test_parsing_normalizes_spacing_and_amounts(text: str, normalized: str) -> None:
    assert format_action(parse_action(text)) == normalized
    assert parse_action(normalized) == parse_action(text)


def test_show_of_known_cards_is_neither_a_muck_nor_a_list_of_cards() -> None:
    known = parse_action("p2 sm -")
    assert isinstance(known, ShowOrMuck)
    assert (known.known, known.cards, known.mucks) == (True, (), False)
    assert ShowOrMuck(player=2).mucks
    assert not ShowOrMuck(player=2, cards=(AS, KD)).mucks


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("d dh p1 AsKx", "'Kx' is not a card"),
        ("d dh p1 AsK", "is not a sequence of two-character cards"),
        ("d db 1s", "'1s' is not a card"),
        ("d dh p1", "a deal is 'd dh pN CARDS'"),
        ("d dh AsKd", "a deal is 'd dh pN CARDS'"),
        ("d db", "a deal is"),
        ("d dh p1 As Kd", "a deal is"),
        ("d xx As", "the dealer's action 'xx'"),
        ("d", "the dealer's action ''"),
        ("p0 f", "player numbers start at p1"),
        ("x1 f", "'x1' is not an actor"),
        ("p f", "'p' is not an actor"),
        ("p-1 f", "'p-1' is not an actor"),
        ("p1", "unknown action ''"),
        ("p1 raise 300", "unknown action 'raise'"),
        ("p1 f now", "'f' takes no argument"),
        ("p1 cc 300", "'cc' takes no argument"),
        ("p1 pb 50", "'pb' takes no argument"),
        ("p1 cbr", "'pN cbr AMOUNT'"),
        ("p1 cbr 1 2", "'pN cbr AMOUNT'"),
        ("p1 cbr 0", "positive amount"),
        ("p1 cbr -300", "positive amount"),
        ("p1 cbr -300.5", "a bet or raise is to a positive amount"),
        ("p1 cbr inf", "'inf' is not a chip amount"),
        ("p1 cbr 1_000", "'1_000' is not a chip amount"),
        ("p1 cbr lots", "'lots' is not a chip amount"),
        ("p1 sd As Kd", "'sd' takes at most one argument"),
        ("p1 sm Kd?", "is not a sequence of two-character cards"),
    ],
)
def test_malformed_notation_names_the_text_and_the_reason(text: str, reason: str) -> None:
    with pytest.raises(HandHistoryError) as caught:
        parse_action(text)
    message = str(caught.value)
    assert message.startswith(f"{text!r}: ")
    assert reason in message


def test_a_bet_is_a_positive_amount_of_chips_even_when_built_directly() -> None:
    with pytest.raises(ValueError, match="positive amount of chips"):
        CompleteBetOrRaiseTo(player=1, amount=0)
    with pytest.raises(ValueError, match="positive amount of chips"):
        CompleteBetOrRaiseTo(player=1, amount=2.5)  # type: ignore[arg-type]
    assert CompleteBetOrRaiseTo(player=1, amount=Decimal("2.50")).amount == Decimal("2.50")


def test_a_show_of_known_cards_lists_no_cards() -> None:
    with pytest.raises(ValueError, match="lists no cards"):
        ShowOrMuck(player=1, cards=(AS,), known=True)


def test_action_tags_are_unique_explicit_snake_case() -> None:
    tags = [cls.__struct_config__.tag for cls in ACTION_TYPES]
    assert len(set(tags)) == len(tags)
    assert all(isinstance(tag, str) and re.fullmatch(r"[a-z]+(_[a-z]+)*", tag) for tag in tags)
    assert {cls.__struct_config__.tag_field for cls in ACTION_TYPES} == {"kind"}


def test_action_structs_are_frozen_and_keyword_only() -> None:
    for cls in ACTION_TYPES:
        assert cls.__struct_config__.frozen
        parameters = inspect.signature(cls).parameters.values()
        assert all(parameter.kind is inspect.Parameter.KEYWORD_ONLY for parameter in parameters)


def test_actions_round_trip_through_json_with_their_tags() -> None:
    actions = tuple(action for _, action in NOTATIONS)
    encoded = msgspec.json.encode(actions)
    assert b'"kind":"deal_hole"' in encoded
    assert msgspec.json.decode(encoded, type=tuple[AnyPhhAction, ...]) == actions


def test_json_decoding_checks_player_numbers_and_amounts() -> None:
    with pytest.raises(msgspec.ValidationError, match=r"Expected `int` >= 1 - at `\$.player`"):
        msgspec.json.decode(b'{"kind":"fold","player":0}', type=AnyPhhAction)
    with pytest.raises(msgspec.ValidationError, match=r"Expected `int` >= 1 - at `\$.amount`"):
        msgspec.json.decode(b'{"kind":"complete_bet_or_raise_to","player":1,"amount":0}', type=AnyPhhAction)


# -- property: format_action and parse_action are inverse -------------------------------------------------------

cards = st.lists(st.sampled_from(list(Card)), min_size=1, max_size=7).map(tuple)
players = st.integers(min_value=1, max_value=120)
comment = st.none() | st.text(alphabet=st.characters(exclude_categories=["Cs"]), max_size=30).map(str.strip)

actions = st.one_of(
    st.builds(DealHole, player=players, cards=cards, commentary=comment),
    st.builds(DealBoard, cards=cards, commentary=comment),
    st.builds(PostBringIn, player=players, commentary=comment),
    st.builds(CompleteBetOrRaiseTo, player=players, amount=st.integers(1, 10**15), commentary=comment),
    st.builds(
        CompleteBetOrRaiseTo,
        player=players,
        amount=st.decimals(min_value=Decimal("0.01"), max_value=Decimal(10**9), places=2),
        commentary=comment,
    ),
    st.builds(CheckOrCall, player=players, commentary=comment),
    st.builds(Fold, player=players, commentary=comment),
    st.builds(StandPatOrDiscard, player=players, cards=st.just(()) | cards, commentary=comment),
    st.builds(ShowOrMuck, player=players, cards=st.just(()) | cards, commentary=comment),
    st.builds(ShowOrMuck, player=players, known=st.just(True), commentary=comment),
    st.builds(NoOp, commentary=comment),
)


@given(actions)
def test_parse_inverts_format(action: AnyPhhAction) -> None:
    text = format_action(action)
    assert parse_action(text) == action
    assert format_action(parse_action(text)) == text
