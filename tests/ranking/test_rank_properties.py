"""Invariants of the evaluators, checked with hypothesis on random hands."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from floorcall.cards import SUITED, Card
from floorcall.ranking import (
    EVALUATORS,
    ace_to_five_low_strength,
    badugi_hand,
    badugi_strength,
    deuce_to_seven_low_strength,
    eight_or_better_low_strength,
    high_board_strength,
    high_strength,
    low_board_strength,
    omaha_eight_or_better_low_hand,
    omaha_eight_or_better_low_strength,
    omaha_high_hand,
    omaha_high_strength,
    short_deck_high_strength,
)

SHORT = [card for card in SUITED if card.rank >= 6]
POOLED = ["high", "a5-low", "2-7-low", "8-or-better-low"]
# The example database would be written into the working tree; these tests need no memory between runs.
quick = settings(max_examples=150, database=None, deadline=None)


def cards(count: int, deck: list[Card] = SUITED) -> st.SearchStrategy[list[Card]]:
    return st.lists(st.sampled_from(deck), min_size=count, max_size=count, unique=True)


def at_least(strength: int | None, floor: int | None) -> bool:
    """``None`` (no qualifying hand) is below every strength."""
    return floor is None or (strength is not None and strength >= floor)


@quick
@given(hand=cards(7), data=st.data())
def test_order_of_the_cards_never_matters(hand, data):
    shuffled = data.draw(st.permutations(hand))
    for name in POOLED:
        strength = EVALUATORS[name].strength
        assert strength(hand, ()) == strength(shuffled, ())
        assert strength(hand[:5], ()) == strength(hand[4::-1], ())
    assert badugi_strength(hand[:4]) == badugi_strength(hand[3::-1])
    assert high_board_strength(hand[:4]) == high_board_strength(hand[3::-1])
    assert low_board_strength(hand[:4]) == low_board_strength(hand[3::-1])


@quick
@given(hand=cards(7), split=st.integers(0, 7))
def test_pooled_evaluators_ignore_where_hole_and_board_divide(hand, split):
    for name in POOLED:
        strength = EVALUATORS[name].strength
        assert strength(hand[:split], hand[split:]) == strength(hand, ())


@quick
@given(hand=cards(7))
def test_another_card_never_makes_the_best_five_worse(hand):
    for strength in (high_strength, ace_to_five_low_strength, deuce_to_seven_low_strength):
        assert strength(hand[:6]) >= strength(hand[:5])
        assert strength(hand) >= strength(hand[:6])
    assert at_least(eight_or_better_low_strength(hand[:6]), eight_or_better_low_strength(hand[:5]))
    assert at_least(eight_or_better_low_strength(hand), eight_or_better_low_strength(hand[:6]))


@quick
@given(hand=cards(7, SHORT))
def test_another_short_deck_card_never_makes_the_best_five_worse(hand):
    assert short_deck_high_strength(hand[:6]) >= short_deck_high_strength(hand[:5])
    assert short_deck_high_strength(hand) >= short_deck_high_strength(hand[:6])


@quick
@given(hand=cards(7))
def test_a_hand_value_is_five_of_the_cards_and_ranks_as_they_do(hand):
    for name in POOLED:
        entry = EVALUATORS[name]
        value = entry.hand(hand, ())
        strength = entry.strength(hand, ())
        if value is None:
            assert strength is None
            continue
        assert value.strength == strength
        assert len(value.cards) == 5
        assert set(value.cards) <= set(hand)
        assert entry.strength(value.cards, ()) == strength
        assert entry.category(strength) == value.category


@quick
@given(hand=cards(7))
def test_eight_or_better_qualifies_exactly_with_five_low_ranks(hand):
    low_ranks = {1 if card.rank == 14 else card.rank for card in hand} & set(range(1, 9))
    assert (eight_or_better_low_strength(hand) is not None) == (len(low_ranks) >= 5)


@quick
@given(hand=cards(7))
def test_a_qualifying_eight_low_is_the_best_ace_to_five_low(hand):
    low = eight_or_better_low_strength(hand)
    if low is not None:
        assert low == ace_to_five_low_strength(hand)


@quick
@given(dealt=cards(9))
def test_omaha_is_the_best_of_two_hole_and_three_board_cards(dealt):
    hole, board = dealt[:4], dealt[4:]
    best_high = max(high_strength(pair + three) for pair in combinations(hole, 2) for three in combinations(board, 3))
    assert omaha_high_strength(hole, board) == best_high
    high = omaha_high_hand(hole, board)
    assert high.strength == best_high
    assert sum(card in hole for card in high.cards) == 2
    assert sum(card in board for card in high.cards) == 3
    lows = [
        eight_or_better_low_strength(pair + three) for pair in combinations(hole, 2) for three in combinations(board, 3)
    ]
    qualifying = [value for value in lows if value is not None]
    best_low = max(qualifying) if qualifying else None
    assert omaha_eight_or_better_low_strength(hole, board) == best_low
    low = omaha_eight_or_better_low_hand(hole, board)
    assert (low.strength if low else None) == best_low


@quick
@given(hole=cards(5), board_size=st.integers(3, 5), data=st.data())
def test_omaha_takes_more_hole_cards_and_short_boards(hole, board_size, data):
    rest = [card for card in SUITED if card not in hole]
    board = data.draw(st.lists(st.sampled_from(rest), min_size=board_size, max_size=board_size, unique=True))
    best = max(high_strength(pair + three) for pair in combinations(hole, 2) for three in combinations(board, 3))
    assert omaha_high_strength(hole, board) == best


@quick
@given(hand=cards(4))
def test_badugi_plays_the_largest_set_of_different_suits_and_ranks(hand):
    value = badugi_hand(hand)
    assert value.strength == badugi_strength(hand)
    assert len({card.suit for card in value.cards}) == len(value.cards)
    assert len({card.rank for card in value.cards}) == len(value.cards)
    largest = max(
        size
        for size in range(1, 5)
        for subset in combinations(hand, size)
        if len({card.suit for card in subset}) == size == len({card.rank for card in subset})
    )
    assert len(value.cards) == largest
