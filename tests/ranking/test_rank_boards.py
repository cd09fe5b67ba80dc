"""Partial boards, suit tie-breaks and bring-in cards (catalog FACT-1 and FACT-2 describe the rules)."""

from __future__ import annotations

from itertools import pairwise

import pytest

from floorcall.cards import Card, Suit, parse_cards
from floorcall.ranking import (
    best_board_seats,
    high_board_strength,
    highest_card_by_suit,
    highest_upcard_seat,
    low_board_strength,
    lowest_card_by_suit,
    lowest_upcard_seat,
)

# Boards of one size from weakest to strongest, each strictly stronger than the one before (on a street every
# live seat shows the same number of upcards).
HIGH_BOARDS_ASCENDING = [
    ["2c", "Ks", "As"],
    ["3c2d", "As2d", "AsKd", "2c2d", "AcAd"],
    ["4c3d2h", "AsKsQs", "2c2d4h", "2c2dAh", "KcKd9s", "KcKdTs", "AcAd2h", "2c2d2h", "AcAdAh"],
    [
        "9s8s7s6s",  # four to a straight flush shows only high cards
        "AsKsQsJs",
        "2c2d4h3s",
        "AcAdKhQs",
        "3c3d2h2s",
        "AcAd2h2s",
        "AcAdKhKs",
        "2c2d2hAs",
        "AcAdAh2s",
        "2c2d2h2s",
        "AcAdAhAs",
    ],
]
LOW_BOARDS_ASCENDING = [
    ["Kc", "2c", "Ac"],
    ["KcKd", "2c2d", "AcAd", "KcQd", "8c2d", "7c6d", "7c2d", "3cAd", "2cAd"],
    ["KcKdKh", "AcAdAh", "KcKdQh", "2c2dKh", "AcAdKh", "AcAd2h", "KcQdJh", "3c2dAh"],
    [
        "KcKdKhKs",
        "AcAdAhAs",
        "KcKdKhQs",
        "2c2d2hKs",
        "AcAdAh2s",
        "KcKdQhQs",
        "AcAd2h2s",
        "KcKdQhJs",
        "2c2dKhQs",
        "AcAd3h2s",
        "KcQdJhTs",
        "8c7d6s5h",
        "4c3d2hAs",
    ],
]


@pytest.mark.parametrize(
    ("strength", "ascending"),
    [(high_board_strength, boards) for boards in HIGH_BOARDS_ASCENDING]
    + [(low_board_strength, boards) for boards in LOW_BOARDS_ASCENDING],
)
def test_boards_rise_in_strength(strength, ascending):
    for weaker, stronger in pairwise(ascending):
        assert strength(parse_cards(weaker)) < strength(parse_cards(stronger)), f"{weaker} should lose to {stronger}"


@pytest.mark.parametrize(
    ("strength", "first", "second"),
    [
        (high_board_strength, "KcKd9s", "KhKs9c"),
        (high_board_strength, "As7d", "7sAd"),
        (low_board_strength, "7c6d", "6h7s"),
        (low_board_strength, "AcAd2h", "AhAs2c"),
    ],
)
def test_boards_tie_whatever_the_suits_and_order(strength, first, second):
    assert strength(parse_cards(first)) == strength(parse_cards(second))


def test_unpaired_low_board_beats_every_paired_board():
    worst_unpaired = low_board_strength(parse_cards("KcQdJhTs"))
    best_paired = low_board_strength(parse_cards("AcAd2h3s"))
    assert worst_unpaired > best_paired


@pytest.mark.parametrize("upcards", ["", "AsKsQsJsTs", "As??", "AsAs"])
@pytest.mark.parametrize("strength", [high_board_strength, low_board_strength])
def test_bad_boards_raise(strength, upcards):
    with pytest.raises(ValueError, match="board"):
        strength(parse_cards(upcards))


@pytest.mark.parametrize(
    ("cards", "ace_low", "highest", "lowest"),
    [
        ("KsKhQs", False, "Ks", "Qs"),
        ("2c2d2h2s", False, "2s", "2c"),
        ("As2c", False, "As", "2c"),
        ("As2c", True, "2c", "As"),
        ("AcAsKc", True, "Kc", "Ac"),
        ("7d", False, "7d", "7d"),
    ],
)
def test_cards_by_rank_then_suit(cards, ace_low, highest, lowest):
    assert highest_card_by_suit(parse_cards(cards), ace_low=ace_low) is Card(highest)
    assert lowest_card_by_suit(parse_cards(cards), ace_low=ace_low) is Card(lowest)


def test_rank_is_ace_high_by_default():
    assert highest_card_by_suit(parse_cards("Ac2s")) is Card.ACE_CLUBS
    assert lowest_card_by_suit(parse_cards("Ac2s")) is Card.TWO_SPADES


def test_a_house_suit_order_changes_only_ties():
    spades_lowest = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
    assert highest_card_by_suit(parse_cards("KsKc"), suit_order=spades_lowest) is Card.KING_CLUBS
    assert highest_card_by_suit(parse_cards("KsQc"), suit_order=spades_lowest) is Card.KING_SPADES
    with pytest.raises(ValueError, match="each of the four suits once"):
        highest_card_by_suit(parse_cards("KsKc"), suit_order=(Suit.SPADES, Suit.SPADES, Suit.CLUBS, Suit.HEARTS))


@pytest.mark.parametrize(("cards", "message"), [("", "got 0"), ("As??", "unknown card"), ("AsAs", "As twice")])
def test_suit_tie_breaks_reject_bad_cards(cards, message):
    with pytest.raises(ValueError, match=message):
        highest_card_by_suit(parse_cards(cards))


def test_lowest_upcard_brings_in_with_the_ace_high():
    upcards = {1: Card("2d"), 3: Card("2c"), 5: Card("As"), 7: Card("3c")}
    assert lowest_upcard_seat(upcards, ace_low=False) == 3


def test_ace_is_never_the_low_card_when_aces_are_high():
    assert lowest_upcard_seat({2: Card("Ac"), 4: Card("Kd")}, ace_low=False) == 4


def test_highest_upcard_brings_in_with_the_ace_low():
    # The king of spades is the highest card when aces are low; an ace can never bring in while another rank shows.
    upcards = {1: Card("Kh"), 2: Card("Ks"), 6: Card("As"), 8: Card("Qs")}
    assert highest_upcard_seat(upcards, ace_low=True) == 2
    assert highest_upcard_seat({1: Card("As"), 2: Card("2c")}, ace_low=True) == 2
    assert highest_upcard_seat({1: Card("As"), 2: Card("2c")}, ace_low=False) == 1


@pytest.mark.parametrize(
    ("upcards", "message"),
    [
        ({}, "no seat"),
        ({0: Card("As")}, "numbered from 1"),
        ({1: Card("As"), 2: Card.UNKNOWN}, "unknown card"),
        ({1: Card("As"), 2: Card("As")}, "As twice"),
    ],
)
def test_bring_in_rejects_bad_tables(upcards, message):
    with pytest.raises(ValueError, match=message):
        lowest_upcard_seat(upcards, ace_low=False)
    with pytest.raises(ValueError, match=message):
        highest_upcard_seat(upcards, ace_low=True)


def test_best_board_seats_lists_every_tied_seat():
    boards = {4: parse_cards("KcKd9s"), 1: parse_cards("KhKs9c"), 6: parse_cards("QcQd"), 2: parse_cards("7c2d")}
    assert best_board_seats(boards, high_board_strength) == (1, 4)
    assert best_board_seats(boards, low_board_strength) == (2,)
    with pytest.raises(ValueError, match="no seat"):
        best_board_seats({}, high_board_strength)
