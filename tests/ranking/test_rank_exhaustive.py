"""Exhaustive checks: every five-card hand (every four-card hand for badugi) through the public evaluators.

The expected numbers are counted by hand from the deck, independently of the code:

High (52 cards, C(52,5) = 2,598,960 hands, 7,462 classes): the well-known table below.

Ace-to-five low (straights and flushes ignored, so a class is a rank multiset; 6,175 classes): no pair
C(13,5) = 1,287 rank sets x 4^5 suits = 1,317,888 hands; pair 13 x C(12,3) = 2,860 classes x 6 x 4^3 = 1,098,240;
two pair C(13,2) x 11 = 858 classes x 6 x 6 x 4 = 123,552; trips 13 x C(12,2) = 858 classes x 4 x 4^2 = 54,912; full
house 156 classes x 4 x 6 = 3,744; quads 156 classes x 4 = 624. Unpaired lows named by their top card t have
C(t-1, 4) classes: 1, 5, 15, 35, 70, 126, 210, 330, 495 for 5-low ... K-low.

Deuce-to-seven low (ace high, no wheel): the 7,462 high classes again, but 5-4-3-2-A leaves the straights: 9
straight classes (6-high to ace-high) x 1,020 = 9,180 hands; 1,278 unpaired classes x 1,020 = 1,303,560; 9 straight
flush classes x 4 = 36; 1,278 flush classes x 4 = 5,112; paired categories as for high.

Eight-or-better: five different ranks from A..8, C(8,5) = 56 classes, x 4^5 = 57,344 qualifying hands.

Short deck (36 cards, C(36,5) = 376,992 hands, 1,404 classes): 6 straights (9-8-7-6-A up to A-K-Q-J-T); straight
flush 6 x 4 = 24; quads 9 x 8 = 72 classes x 4 = 288; full house 72 classes x 4 x 6 = 1,728; flush (126 - 6) = 120
classes x 4 = 480; straight 6 x 1,020 = 6,120; trips 9 x C(8,2) = 252 classes x 4 x 16 = 16,128; two pair C(9,2) x 7
= 252 classes x 36 x 4 = 36,288; pair 9 x C(8,3) = 504 classes x 6 x 64 = 193,536; high card 120 x 1,020 = 122,400.

Badugi (C(52,4) = 270,725 hands): four-card hands C(13,4) = 715 rank sets x 4! suit assignments = 17,160. Classes
per size k are the rank sets C(13,k): 715 + 286 + 78 + 13 = 1,092. One-card hands are four cards of one suit
(4 x C(13,4) = 2,860) or four of a kind (13): 2,873. The three- and two-card counts (154,440 and 96,252) were counted
once by a separate brute force over the 270,725 hands, trying every subset of distinct suits and ranks.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from itertools import combinations, pairwise
from math import comb

from floorcall.cards import SUITED, Card
from floorcall.ranking import (
    EVALUATORS,
    ace_to_five_low_strength,
    badugi_strength,
    deuce_to_seven_low_strength,
    eight_or_better_low_strength,
    high_strength,
    short_deck_high_strength,
)

SHORT = tuple(card for card in SUITED if card.rank >= 6)


class Census:
    """Hands per strength, then hands and distinct classes per category, and the category order."""

    def __init__(self, strength: Callable[[Sequence[Card]], int | None], hands: Iterable[Sequence[Card]], name: str):
        self.per_strength: Counter[int | None] = Counter(map(strength, hands))
        hands_by_category: dict[str, int] = defaultdict(int)
        classes_by_category: dict[str, int] = defaultdict(int)
        #: Categories in the order strengths rise, one entry per unbroken run of equal categories.
        self.runs: list[str] = []
        category = EVALUATORS[name].category
        for value in sorted(value for value in self.per_strength if value is not None):
            label = category(value)
            hands_by_category[label] += self.per_strength[value]
            classes_by_category[label] += 1
            if not self.runs or self.runs[-1] != label:
                self.runs.append(label)
        self.hands = dict(hands_by_category)
        self.classes = dict(classes_by_category)


HIGH_ORDER = [
    "high-card",
    "pair",
    "two-pair",
    "three-of-a-kind",
    "straight",
    "flush",
    "full-house",
    "four-of-a-kind",
    "straight-flush",
]
PAIRED_LOWS_WORST_FIRST = ["four-of-a-kind", "full-house", "three-of-a-kind", "two-pair", "pair"]


def test_high_every_five_card_hand():
    census = Census(high_strength, combinations(SUITED, 5), "high")
    assert sum(census.per_strength.values()) == comb(52, 5) == 2_598_960
    assert len(census.per_strength) == 7462
    assert census.runs == HIGH_ORDER
    assert census.hands == {
        "straight-flush": 40,
        "four-of-a-kind": 624,
        "full-house": 3744,
        "flush": 5108,
        "straight": 10200,
        "three-of-a-kind": 54912,
        "two-pair": 123552,
        "pair": 1098240,
        "high-card": 1302540,
    }
    assert census.classes == {
        "straight-flush": 10,
        "four-of-a-kind": 156,
        "full-house": 156,
        "flush": 1277,
        "straight": 10,
        "three-of-a-kind": 858,
        "two-pair": 858,
        "pair": 2860,
        "high-card": 1277,
    }


def test_ace_to_five_low_every_five_card_hand():
    census = Census(ace_to_five_low_strength, combinations(SUITED, 5), "a5-low")
    assert len(census.per_strength) == 6175
    unpaired = {f"{top}-low": comb(rank - 1, 4) for rank, top in zip(range(5, 14), "56789TJQK", strict=True)}
    assert sum(unpaired.values()) == 1287
    assert census.runs == PAIRED_LOWS_WORST_FIRST + list(reversed(unpaired))
    assert census.classes == unpaired | {
        "pair": 2860,
        "two-pair": 858,
        "three-of-a-kind": 858,
        "full-house": 156,
        "four-of-a-kind": 156,
    }
    assert census.hands == {name: count * 4**5 for name, count in unpaired.items()} | {
        "pair": 1098240,
        "two-pair": 123552,
        "three-of-a-kind": 54912,
        "full-house": 3744,
        "four-of-a-kind": 624,
    }


def test_eight_or_better_every_five_card_hand():
    census = Census(eight_or_better_low_strength, combinations(SUITED, 5), "8-or-better-low")
    assert census.per_strength[None] == comb(52, 5) - 57344
    assert sum(census.hands.values()) == 56 * 4**5 == 57344
    assert census.runs == ["8-low", "7-low", "6-low", "5-low"]
    assert census.classes == {"5-low": 1, "6-low": 5, "7-low": 15, "8-low": 35}


def test_deuce_to_seven_every_five_card_hand():
    census = Census(deuce_to_seven_low_strength, combinations(SUITED, 5), "2-7-low")
    assert len(census.per_strength) == 7462
    unpaired = {f"{top}-low": comb(rank - 2, 4) - 1 for rank, top in zip(range(7, 15), "789TJQKA", strict=True)}
    assert sum(unpaired.values()) == 1278
    assert census.runs == [
        "straight-flush",
        "four-of-a-kind",
        "full-house",
        "flush",
        "straight",
        "three-of-a-kind",
        "two-pair",
        "pair",
        *reversed(unpaired),
    ]
    assert census.classes == unpaired | {
        "pair": 2860,
        "two-pair": 858,
        "three-of-a-kind": 858,
        "straight": 9,
        "flush": 1278,
        "full-house": 156,
        "four-of-a-kind": 156,
        "straight-flush": 9,
    }
    assert census.hands == {name: count * 1020 for name, count in unpaired.items()} | {
        "pair": 1098240,
        "two-pair": 123552,
        "three-of-a-kind": 54912,
        "straight": 9180,
        "flush": 5112,
        "full-house": 3744,
        "four-of-a-kind": 624,
        "straight-flush": 36,
    }


def test_short_deck_every_five_card_hand():
    census = Census(short_deck_high_strength, combinations(SHORT, 5), "short-deck-high")
    assert sum(census.per_strength.values()) == comb(36, 5) == 376992
    assert len(census.per_strength) == 1404
    assert census.runs == [
        "high-card",
        "pair",
        "two-pair",
        "three-of-a-kind",
        "straight",
        "full-house",
        "flush",
        "four-of-a-kind",
        "straight-flush",
    ]
    assert census.hands == {
        "straight-flush": 24,
        "four-of-a-kind": 288,
        "flush": 480,
        "full-house": 1728,
        "straight": 6120,
        "three-of-a-kind": 16128,
        "two-pair": 36288,
        "pair": 193536,
        "high-card": 122400,
    }
    assert census.classes == {
        "straight-flush": 6,
        "four-of-a-kind": 72,
        "flush": 120,
        "full-house": 72,
        "straight": 6,
        "three-of-a-kind": 252,
        "two-pair": 252,
        "pair": 504,
        "high-card": 120,
    }


def test_badugi_every_four_card_hand():
    census = Census(badugi_strength, combinations(SUITED, 4), "badugi")
    assert sum(census.per_strength.values()) == comb(52, 4) == 270725
    assert census.runs == ["one-card", "two-card", "three-card", "four-card"]
    assert census.classes == {"four-card": 715, "three-card": 286, "two-card": 78, "one-card": 13}
    assert census.hands == {"four-card": 715 * 24, "three-card": 154440, "two-card": 96252, "one-card": 4 * 715 + 13}


def test_deuce_to_seven_is_the_high_order_reversed_without_the_wheel():
    # On a spread of hands, two hands compare in 2-7 exactly opposite to high, 5-4-3-2-A aside.
    hands = [five for five in combinations(SUITED[::3], 5) if sorted(card.rank for card in five) != [2, 3, 4, 5, 14]]
    assert len(hands) > 8000
    for first, second in pairwise(hands):
        assert compare(deuce_to_seven_low_strength, first, second) == -compare(high_strength, first, second)


def compare(strength: Callable[[Sequence[Card]], int], first: Sequence[Card], second: Sequence[Card]) -> int:
    """1, 0 or -1 as the first hand is stronger than, as strong as or weaker than the second."""
    a, b = strength(first), strength(second)
    return (a > b) - (a < b)
