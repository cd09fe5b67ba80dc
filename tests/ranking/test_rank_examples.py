"""Known hands in known order, the hand values (category and cards that play), errors, and the registry."""

from __future__ import annotations

import random
from itertools import combinations, pairwise

import pytest

from floorcall.cards import SUITED, Card, format_cards, parse_cards
from floorcall.ranking import (
    EVALUATORS,
    HandValue,
    ace_to_five_low_hand,
    ace_to_five_low_strength,
    badugi_hand,
    badugi_strength,
    deuce_to_seven_low_hand,
    deuce_to_seven_low_strength,
    eight_or_better_low_hand,
    eight_or_better_low_strength,
    evaluator,
    high_hand,
    high_strength,
    omaha_eight_or_better_low_hand,
    omaha_eight_or_better_low_strength,
    omaha_high_hand,
    omaha_high_strength,
    short_deck_high_hand,
    short_deck_high_strength,
)

# Each list runs from the weakest hand to the strongest, every hand strictly stronger than the one before.
HIGH_ASCENDING = [
    "7c5d4h3s2c",
    "8c5d4h3s2c",
    "AcKdQhJs9c",
    "2c2d5h4s3c",
    "2c2dAhKsQc",
    "AcAd2h3s4c",
    "AcAdKhQsJc",
    "3c3d2h2s4c",
    "3c3d2h2sAc",
    "AcAdKhKs2c",
    "2c2d2h3s4c",
    "AcAdAhKsQc",
    "Ac2d3h4s5c",
    "2c3d4h5s6c",
    "TcJdQhKsAc",
    "2c3c4c5c7c",
    "AcKcQcJc9c",
    "2c2d2h3s3c",
    "AcAdAhKsKc",
    "2c2d2h2sAc",
    "AcAdAhAsKc",
    "Ac2c3c4c5c",
    "TsJsQsKsAs",
]
SHORT_DECK_ASCENDING = [
    "6c7d8h9sJc",
    "AcKdQhJs9c",
    "6c6d7h8sTc",
    "AcAdKhKsQc",
    "6c6d6h7s8c",
    "Ac6d7h8s9c",
    "6c7d8h9sTc",
    "TcJdQhKsAc",
    "6c6d6h7s7c",
    "AcAdAhKsKc",
    "6c7c8c9cJc",
    "AcKcQcJc9c",
    "6c6d6h6s7c",
    "Ac6c7c8c9c",
    "6s7s8s9sTs",
    "TsJsQsKsAs",
]
A5_ASCENDING = [
    "KcKdKhKsQc",
    "2c2d2h2sAc",
    "AcAdAhAsKc",
    "KcKdKhQsQc",
    "AcAdAh2s2c",
    "KcKdKhQsJc",
    "AcAdAh2s3c",
    "KcKdQhQsJc",
    "2c2dAhAs3c",
    "KcKdQhJsTc",
    "2c2dAh3s4c",
    "AcAd2h3s4c",
    "KcQdJhTs9c",
    "9c8d7h6s5c",
    "8c7d6h5s4c",
    "8c4d3h2sAc",
    "6c5d4h3s2c",
    "6c4d3h2sAc",
    "5c4d3h2sAc",
]
DEUCE_TO_SEVEN_ASCENDING = [
    "AsKsQsJsTs",
    "7s6s5s4s3s",
    "AcAdAhAsKc",
    "2c2d2h2s3c",
    "2c2d2h3s3c",
    "AsKsQsJs9s",
    "7s5s4s3s2s",
    "TcJdQhKsAc",
    "2c3d4h5s6c",
    "AcAdAhKsQc",
    "2c2dAhKsQc",
    "AcKdQhJs9c",
    "As5d4h3s2c",
    "KcQdJhTs8c",
    "8c6d5h4s3c",
    "7c6d5h4s2c",
    "7c5d4h3s2c",
]
EIGHT_OR_BETTER_ASCENDING = ["8c7d6h5s4c", "8c4d3h2sAc", "7c6d5h4s3c", "6c4d3h2sAc", "5c4d3h2sAc"]
BADUGI_ASCENDING = [
    "KcKdKhKs",
    "KcQcJcTc",
    "AcAdAhAs",
    "KcQdKhQs",
    "Ac2c3d3h",
    "KcQdJhJs",
    "Ac2d3h3s",
    "KcQdJhTs",
    "Ac2d3h5s",
    "Ac2d3h4s",
]


@pytest.mark.parametrize(
    ("strength", "ascending"),
    [
        (high_strength, HIGH_ASCENDING),
        (short_deck_high_strength, SHORT_DECK_ASCENDING),
        (ace_to_five_low_strength, A5_ASCENDING),
        (deuce_to_seven_low_strength, DEUCE_TO_SEVEN_ASCENDING),
        (eight_or_better_low_strength, EIGHT_OR_BETTER_ASCENDING),
        (badugi_strength, BADUGI_ASCENDING),
    ],
)
def test_known_hands_rise_in_strength(strength, ascending):
    strengths = [strength(parse_cards(hand)) for hand in ascending]
    for (weaker, low), (stronger, high) in pairwise(zip(ascending, strengths, strict=True)):
        assert low < high, f"{weaker} should lose to {stronger}"


@pytest.mark.parametrize(
    ("strength", "first", "second"),
    [
        (high_strength, "AcKdQhJs9c", "AsKhQdJc9d"),
        (ace_to_five_low_strength, "5c4c3c2cAc", "5d4h3s2cAd"),
        (ace_to_five_low_strength, "Kc9d8h7s6c", "Kd9h8c7d6d"),
        (eight_or_better_low_strength, "8c6c4c2cAc", "8d6h4s2dAs"),
        (deuce_to_seven_low_strength, "7c5d4h3s2c", "7d5h4s3c2d"),
        (badugi_strength, "Ac2d3h4s", "As2h3d4c"),
        (short_deck_high_strength, "Ac6d7h8s9c", "As6h7d8c9h"),
    ],
)
def test_suits_never_rank_a_hand(strength, first, second):
    assert strength(parse_cards(first)) == strength(parse_cards(second))


@pytest.mark.parametrize("hand", ["9c7d5h3s2c", "8c8d5h3s2c", "Ac2d3h4sKcKdKh", "AcAd2h2d3c3d4h", "9c9dTcJcQhKhKs"])
def test_eight_or_better_needs_five_different_ranks_eight_or_lower(hand):
    assert eight_or_better_low_strength(parse_cards(hand)) is None
    assert eight_or_better_low_hand(parse_cards(hand)) is None


def value(hand: HandValue) -> tuple[int, str, str]:
    return hand.strength, hand.category, format_cards(hand.cards)


@pytest.mark.parametrize(
    ("function", "cards", "category", "used"),
    [
        (high_hand, "2c3d4h5sAc7d8h", "straight", "5s4h3d2cAc"),
        (high_hand, "7h7d7c9s9h9c2d", "full-house", "9s9h9c7h7d"),
        (high_hand, "AsAhKsKhQsQh2c", "two-pair", "AsAhKsKhQs"),
        (
            high_hand,
            "Kh9h5h3h2hKcKd",
            "flush",
            "Kh9h5h3h2h",
        ),
        (high_hand, "6h7h8h9hThJhQh", "straight-flush", "QhJhTh9h8h"),
        (short_deck_high_hand, "Ah6d7c8s9hKdKc", "straight", "9h8s7c6dAh"),
        (short_deck_high_hand, "6h6d6c7s7d8h9h", "full-house", "6h6d6c7s7d"),
        (ace_to_five_low_hand, "Kc8d7h6s5c4dAh", "7-low", "7h6s5c4dAh"),
        (ace_to_five_low_hand, "AcAd2h2d3c3d4h", "pair", "AdAc4h3d2h"),
        (deuce_to_seven_low_hand, "7s5s4s3s2s8dKc", "8-low", "8d5s4s3s2s"),
        (deuce_to_seven_low_hand, "Ac2d3h4s5cKdKh", "K-low", "Kh5c4s3h2d"),  # the ace is high
        (eight_or_better_low_hand, "Ac2d3h4s8cKdKh", "8-low", "8c4s3h2dAc"),
        (eight_or_better_low_hand, "Ac2d3h4s5c6d7h", "5-low", "5c4s3h2dAc"),
        (badugi_hand, "Ac2d3h3s", "three-card", "3s2dAc"),
        (badugi_hand, "KcQcJcTc", "one-card", "Tc"),
    ],
)
def test_hand_values_name_the_category_and_the_cards_that_play(function, cards, category, used):
    hand = function(parse_cards(cards))
    assert hand.category == category
    assert format_cards(hand.cards) == used


def test_high_hand_prefers_the_higher_suit_between_equal_choices():
    # Two queens can complete aces and kings up: the queen of spades plays, so the highest card by suit is right.
    hand = high_hand(parse_cards("AdAcKdKcQsQh2c"))
    assert format_cards(hand.cards) == "AdAcKdKcQs"


@pytest.mark.parametrize(
    ("hole", "board", "strength_of_five"),
    [
        ("AsKd7c2h", "QsJsTs9s3d", "AsKdQsJsTs"),  # one spade in the hole: no flush, broadway instead
        ("AhAdKcKd", "2s2c7h8s9d", "AhAd2s2c9d"),  # only two hole cards play
        ("AsKs2d3c", "QsJsTs4h5h", "AsKsQsJsTs"),
    ],
)
def test_omaha_high_uses_two_hole_and_three_board_cards(hole, board, strength_of_five):
    hole_cards, board_cards = parse_cards(hole), parse_cards(board)
    expected = high_strength(parse_cards(strength_of_five))
    assert omaha_high_strength(hole_cards, board_cards) == expected
    hand = omaha_high_hand(hole_cards, board_cards)
    assert hand.strength == expected
    assert sum(card in hole_cards for card in hand.cards) == 2


@pytest.mark.parametrize(
    ("hole", "board", "low"),
    [
        ("Ac2dKhKs", "3h4c8d9sTs", "8d4c3h2dAc"),
        ("Ac2d3h4s", "KcQdJh5s6s", None),  # two low board cards: no low however good the hole
        ("AcAd2h2s", "3c4d5hKsKh", "5h4d3c2sAd"),  # equal choices: the higher suits play
        ("Ac2d3h4s", "5c6d7h8sKc", "7h6d5c2dAc"),
    ],
)
def test_omaha_eight_or_better(hole, board, low):
    hole_cards, board_cards = parse_cards(hole), parse_cards(board)
    strength = omaha_eight_or_better_low_strength(hole_cards, board_cards)
    hand = omaha_eight_or_better_low_hand(hole_cards, board_cards)
    if low is None:
        assert strength is None
        assert hand is None
    else:
        assert strength == eight_or_better_low_strength(parse_cards(low))
        assert hand is not None
        assert hand.strength == strength
        assert sorted(hand.cards, key=lambda card: card.index) == sorted(parse_cards(low), key=lambda card: card.index)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: high_strength(parse_cards("AsKsQsJs")), "takes 5 to 7 cards, got 4"),
        (lambda: high_strength(parse_cards("AsKsQsJsTs9s8s7s")), "takes 5 to 7 cards, got 8"),
        (lambda: high_strength(parse_cards("AsKsQsJs??")), "unknown card"),
        (lambda: high_hand(parse_cards("AsKsQsJs??")), "unknown card"),
        (lambda: ace_to_five_low_strength((*parse_cards("AsKsQsJs"), Card.RED_JOKER)), "joker 'Xr'"),
        (lambda: deuce_to_seven_low_strength(parse_cards("AsKsQsJsAs")), "the card As twice"),
        (lambda: eight_or_better_low_strength(parse_cards("Ac2c3c4c5c??")), "unknown card"),
        (lambda: short_deck_high_strength(parse_cards("AsKsQsJs2s")), "sixes to aces only, got 2s"),
        (lambda: badugi_strength(parse_cards("Ac2d3h4s5c")), "takes 4 cards, got 5"),
        (lambda: badugi_hand(parse_cards("Ac2d3h??")), "unknown card"),
        (lambda: omaha_high_strength(parse_cards("As"), parse_cards("KsQsJs")), "two hole cards or more, got 1"),
        (lambda: omaha_high_strength(parse_cards("AsAd"), parse_cards("KsQs")), "three to five board cards, got 2"),
        (lambda: omaha_high_strength(parse_cards("AsAdKd2c"), parse_cards("KsQsAs")), "the card As twice"),
        (lambda: omaha_eight_or_better_low_strength(parse_cards("As2d??3c"), parse_cards("4s5s6s")), "unknown card"),
        (lambda: high_strength([*parse_cards("AsKdQhJcTs"), 7]), "takes Card members, got 7"),
        (lambda: evaluator("razz"), "no hand evaluator named 'razz'"),
    ],
)
def test_bad_input_raises_value_error(call, message):
    with pytest.raises(ValueError, match=message):
        call()


def test_the_registry_holds_the_named_evaluators():
    assert set(EVALUATORS) == {
        "high",
        "short-deck-high",
        "omaha-high",
        "a5-low",
        "a5-low-joker",
        "8-or-better-low",
        "omaha-8-or-better-low",
        "2-7-low",
        "badugi",
    }
    assert {name for name, entry in EVALUATORS.items() if entry.qualifies} == {
        "8-or-better-low",
        "omaha-8-or-better-low",
    }
    assert all(entry.name == name for name, entry in EVALUATORS.items())
    with pytest.raises(TypeError):
        EVALUATORS["mine"] = EVALUATORS["high"]  # type: ignore[index]


@pytest.mark.parametrize(
    ("name", "hole", "board", "direct"),
    [
        ("high", "AsKd", "QhJcTs2d3c", lambda: high_strength(parse_cards("AsKdQhJcTs2d3c"))),
        ("high", "AsKdQhJcTs2d3c", "", lambda: high_strength(parse_cards("AsKdQhJcTs2d3c"))),
        ("short-deck-high", "AsKd", "QhJcTs", lambda: short_deck_high_strength(parse_cards("AsKdQhJcTs"))),
        ("a5-low", "Ac2d3h4s5c6d7h", "", lambda: ace_to_five_low_strength(parse_cards("Ac2d3h4s5c6d7h"))),
        ("8-or-better-low", "9c9dTcJcQhKhKs", "", lambda: None),
        ("2-7-low", "7c5d4h3s2c", "", lambda: deuce_to_seven_low_strength(parse_cards("7c5d4h3s2c"))),
        ("badugi", "Ac2d3h4s", "", lambda: badugi_strength(parse_cards("Ac2d3h4s"))),
        (
            "omaha-high",
            "AsKd7c2h",
            "QsJsTs9s3d",
            lambda: omaha_high_strength(*map(parse_cards, ("AsKd7c2h", "QsJsTs9s3d"))),
        ),
        (
            "omaha-8-or-better-low",
            "Ac2dKhKs",
            "3h4c8d9sTs",
            lambda: eight_or_better_low_strength(parse_cards("8d4c3h2dAc")),
        ),
    ],
)
def test_registry_entries_take_hole_and_board(name, hole, board, direct):
    entry = evaluator(name)
    hole_cards, board_cards = parse_cards(hole), parse_cards(board)
    strength = entry.strength(hole_cards, board_cards)
    assert strength == direct()
    hand = entry.hand(hole_cards, board_cards)
    if strength is None:
        assert hand is None
    else:
        assert hand is not None
        assert hand.strength == strength
        assert entry.category(strength) == hand.category


EVERY_POOLED = [
    (high_strength, high_hand),
    (ace_to_five_low_strength, ace_to_five_low_hand),
    (deuce_to_seven_low_strength, deuce_to_seven_low_hand),
    (eight_or_better_low_strength, eight_or_better_low_hand),
]


@pytest.mark.parametrize(("strength", "hand"), EVERY_POOLED)
def test_seven_cards_rank_as_their_best_five(strength, hand):
    rng = random.Random(20240611)
    for _ in range(600):
        seven = rng.sample(SUITED, 7)
        fives = [strength(five) for five in combinations(seven, 5)]
        qualifying = [value for value in fives if value is not None]
        best = max(qualifying) if qualifying else None
        assert strength(seven) == best
        chosen = hand(seven)
        assert (chosen.strength if chosen else None) == best


def test_short_deck_seven_cards_rank_as_their_best_five():
    rng = random.Random(36)
    deck = [card for card in SUITED if card.rank >= 6]
    for _ in range(600):
        seven = rng.sample(deck, 7)
        best = max(short_deck_high_strength(five) for five in combinations(seven, 5))
        assert short_deck_high_strength(seven) == best
        assert short_deck_high_hand(seven).strength == best
