"""Cross-check against PokerKit 0.7.7: on seeded random pairs of hands, the same winner for every evaluator.

PokerKit is a bench/test extra, not a runtime dependency: without it this module is skipped.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest

from floorcall.cards import SUITED, Card, format_cards
from floorcall.ranking import EVALUATORS

pokerkit = pytest.importorskip("pokerkit")

SHORT = [card for card in SUITED if card.rank >= 6]


def pokerkit_pooled(hand_type: type) -> Callable[[Sequence[Card], Sequence[Card]], object]:
    def evaluate(hole: Sequence[Card], board: Sequence[Card]) -> object:
        return hand_type.from_game_or_none(format_cards(hole), format_cards(board))

    return evaluate


# name -> (PokerKit evaluation of (hole, board), deck, hole cards, board cards, random pairs to compare)
CASES = {
    "high": (pokerkit_pooled(pokerkit.StandardHighHand), SUITED, 2, 5, 1500),
    "short-deck-high": (pokerkit_pooled(pokerkit.ShortDeckHoldemHand), SHORT, 2, 5, 1500),
    "a5-low": (pokerkit_pooled(pokerkit.RegularLowHand), SUITED, 7, 0, 1500),
    "8-or-better-low": (pokerkit_pooled(pokerkit.EightOrBetterLowHand), SUITED, 7, 0, 1500),
    "2-7-low": (pokerkit_pooled(pokerkit.StandardLowHand), SUITED, 7, 0, 1500),
    "badugi": (pokerkit_pooled(pokerkit.BadugiHand), SUITED, 4, 0, 1500),
    "omaha-high": (pokerkit_pooled(pokerkit.OmahaHoldemHand), SUITED, 4, 5, 500),
    "omaha-8-or-better-low": (pokerkit_pooled(pokerkit.OmahaEightOrBetterLowHand), SUITED, 4, 5, 500),
}


def outcome(first: object, second: object) -> int:
    """1 when the first hand wins, -1 when the second does, 0 for a tie; ``None`` (no qualifying hand) loses."""
    if first is None or second is None:
        return (first is not None) - (second is not None)
    return (first > second) - (first < second)


@pytest.mark.parametrize("name", sorted(CASES))
def test_same_winner_as_pokerkit(name):
    theirs, deck, hole_count, board_count, pairs = CASES[name]
    ours = EVALUATORS[name].strength
    rng = random.Random(f"floorcall-{name}")
    qualified = 0
    for _ in range(pairs):
        board = rng.sample(deck, board_count) if board_count else []
        rest = [card for card in deck if card not in board]
        holes = rng.sample(rest, 2 * hole_count)
        first, second = holes[:hole_count], holes[hole_count:]
        mine = outcome(ours(first, board), ours(second, board))
        reference = outcome(theirs(first, board), theirs(second, board))
        assert mine == reference, f"{name}: {format_cards(first)} vs {format_cards(second)} on {format_cards(board)}"
        qualified += ours(first, board) is not None
    assert qualified > pairs // 20  # the qualifier lets enough hands through to compare
