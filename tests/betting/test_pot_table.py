"""Pots and awards, case by case, with exact chip amounts; ids name the rule each case checks."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pytest

from floorcall._mechanics.pots import Pot, award_pots, build_pots, clockwise_order


def by_priority(*seats: int):
    """An odd-chip order that ranks tied seats by a fixed list (e.g. highest card by suit, worked out by hand)."""

    def order(tied: Sequence[int]) -> list[int]:
        return sorted(tied, key=seats.index)

    return order


def button(after: int, seat_count: int = 9):
    return lambda tied: clockwise_order(tied, after, seat_count)


@dataclass(frozen=True)
class PotCase:
    contributions: dict[int, int]
    live: frozenset[int]
    high: dict[int, int]
    pots: tuple[tuple[int, frozenset[int]], ...]
    payouts: dict[int, int]
    returned: dict[int, int] = field(default_factory=dict)
    low: dict[int, int | None] | None = None
    dead_money: int = 0
    unit: int = 1
    high_order: object = None
    low_order: object = None


S = frozenset

CASES: dict[str, PotCase] = {
    "TDA2024-21-three-allins-two-side-pots-tie-in-one": PotCase(
        contributions={1: 100, 2: 300, 3: 600, 4: 1000},
        live=S({1, 2, 3, 4}),
        high={1: 50, 2: 30, 3: 10, 4: 30},
        pots=((400, S({1, 2, 3, 4})), (600, S({2, 3, 4})), (600, S({3, 4}))),
        returned={4: 400},
        payouts={1: 400, 2: 300, 4: 900},
    ),
    "TDA2024-21-uncalled-bet-returned": PotCase(
        contributions={1: 500, 2: 200},
        live=S({1, 2}),
        high={1: 1, 2: 9},
        pots=((400, S({1, 2})),),
        returned={1: 300},
        payouts={2: 400},
    ),
    "TDA2024-21-bet-everyone-folded-to-is-returned": PotCase(
        contributions={1: 600, 2: 100, 3: 100},
        live=S({1}),
        high={1: 1},
        pots=((300, S({1})),),
        returned={1: 500},
        payouts={1: 300},
    ),
    "TDA2024-21-folded-hand-never-wins": PotCase(
        contributions={1: 300, 2: 300, 3: 300},
        live=S({1, 2}),
        high={1: 5, 2: 4, 3: 99},
        pots=((900, S({1, 2})),),
        payouts={1: 900},
    ),
    "TDA2024-21-folded-chips-stay-in-pots-reached": PotCase(
        contributions={1: 100, 2: 400, 3: 250, 4: 400},
        live=S({1, 2, 4}),
        high={1: 1, 2: 7, 4: 3},
        pots=((400, S({1, 2, 4})), (750, S({2, 4}))),
        payouts={2: 1150},
    ),
    "TDA2024-21-folded-beyond-every-live-seat-joins-last-pot": PotCase(
        contributions={1: 100, 2: 300, 3: 300},
        live=S({1}),
        high={1: 1},
        pots=((700, S({1})),),
        payouts={1: 700},
    ),
    "TDA2024-21-side-pots-settled-separately": PotCase(
        contributions={1: 200, 2: 500, 3: 500},
        live=S({1, 2, 3}),
        high={1: 9, 2: 5, 3: 6},
        pots=((600, S({1, 2, 3})), (600, S({2, 3}))),
        payouts={1: 600, 3: 600},
    ),
    "TDA2024-RP10-E-dead-antes-in-main-pot": PotCase(
        contributions={5: 400, 6: 400},
        live=S({4, 5, 6}),
        dead_money=600,
        high={4: 9, 5: 1, 6: 2},
        pots=((600, S({4, 5, 6})), (800, S({5, 6}))),
        payouts={4: 600, 6: 800},
    ),
    "TDA2024-21-folded-level-makes-no-side-pot": PotCase(
        contributions={1: 100, 2: 50, 3: 100},
        live=S({1, 3}),
        high={1: 2, 3: 2},
        pots=((250, S({1, 3})),),
        high_order=button(3),
        payouts={1: 125, 3: 125},
    ),
    "TDA2024-20A-three-way-tie-odd-chip-left-of-button": PotCase(
        contributions={2: 333, 5: 333, 7: 333},
        live=S({2, 5, 7}),
        dead_money=1,
        high={2: 100, 5: 100, 7: 100},
        pots=((1000, S({2, 5, 7})),),
        high_order=button(5),
        payouts={2: 333, 5: 333, 7: 334},
    ),
    "TDA2024-20A-case-058-unit-25": PotCase(
        contributions={2: 750, 7: 750},
        live=S({2, 7}),
        dead_money=25,
        high={2: 100, 7: 100},
        pots=((1525, S({2, 7})),),
        unit=25,
        high_order=button(5),
        payouts={2: 750, 7: 775},
    ),
    "TDA2024-20B-case-060-razz-high-card-by-suit": PotCase(
        contributions={2: 475, 5: 475},
        live=S({2, 5}),
        dead_money=25,
        high={2: -8643, 5: -8643},
        pots=((975, S({2, 5})),),
        unit=25,
        high_order=by_priority(2, 5),  # 8s beats 8d
        payouts={2: 500, 5: 475},
    ),
    "RROP-TIES-3-case-060-razz-lowest-card-by-suit": PotCase(
        contributions={2: 475, 5: 475},
        live=S({2, 5}),
        dead_money=25,
        high={2: -8643, 5: -8643},
        pots=((975, S({2, 5})),),
        unit=25,
        high_order=by_priority(5, 2),  # Ac is lower than Ah
        payouts={2: 475, 5: 500},
    ),
    "TDA2024-20C-hilo-odd-unit-to-high-half": PotCase(
        contributions={1: 350, 2: 350, 3: 325},
        live=S({1, 2, 3}),
        high={1: 9, 2: 1, 3: 2},
        low={1: None, 2: 5, 3: 3},
        unit=25,
        pots=((975, S({1, 2, 3})), (50, S({1, 2}))),
        payouts={1: 525, 2: 500},
    ),
    "FACT-6-hilo-no-qualifying-low-high-scoops": PotCase(
        contributions={1: 300, 2: 300, 3: 300},
        live=S({1, 2, 3}),
        high={1: 4, 2: 8, 3: 1},
        low={1: None, 2: None, 3: None},
        pots=((900, S({1, 2, 3})),),
        payouts={2: 900},
    ),
    "TDA2024-20C-quartered-with-odd-units": PotCase(
        contributions={1: 350, 2: 350, 3: 350},
        live=S({1, 2, 3}),
        high={1: 9, 2: 3, 3: 1},
        low={1: 7, 2: 7, 3: None},
        dead_money=25,
        unit=25,
        high_order=by_priority(1, 2, 3),
        low_order=by_priority(2, 1, 3),
        pots=((1075, S({1, 2, 3})),),
        payouts={1: 800, 2: 275},
    ),
    "WSOP24T-73-identical-hands-both-halves-even-split": PotCase(
        contributions={1: 301, 2: 301},
        live=S({1, 2}),
        high={1: 5, 2: 5},
        low={1: 8, 2: 8},
        high_order=by_priority(1, 2),
        pots=((602, S({1, 2})),),
        payouts={1: 301, 2: 301},
    ),
    "TDA2024-21-hilo-each-pot-split-on-its-own": PotCase(
        contributions={1: 100, 2: 400, 3: 400},
        live=S({1, 2, 3}),
        high={1: 9, 2: 2, 3: 1},
        low={1: 9, 2: None, 3: 4},
        pots=((300, S({1, 2, 3})), (600, S({2, 3}))),
        payouts={1: 300, 2: 300, 3: 300},
    ),
}


@pytest.mark.parametrize("case", list(CASES.values()), ids=list(CASES))
def test_pot_rule(case: PotCase) -> None:
    pots, returned = build_pots(case.contributions, case.live, dead_money=case.dead_money)
    assert [(p.amount, p.eligible) for p in pots] == list(case.pots)
    assert returned == case.returned
    high_order = case.high_order or (lambda tied: sorted(tied))
    payouts = award_pots(pots, case.high, low=case.low, high_order=high_order, low_order=case.low_order, unit=case.unit)
    assert payouts == case.payouts
    assert sum(payouts.values()) + sum(returned.values()) == sum(case.contributions.values()) + case.dead_money


def test_pot_table_is_large_enough() -> None:
    assert len(CASES) >= 15


def test_clockwise_order_starts_after_the_button() -> None:
    assert clockwise_order([2, 7, 5, 9], after=5, seat_count=9) == [7, 9, 2, 5]
    assert clockwise_order([1, 3], after=9, seat_count=9) == [1, 3]


def test_clockwise_order_rejects_a_seat_off_the_table() -> None:
    with pytest.raises(ValueError, match="seat 11"):
        clockwise_order([11], after=1, seat_count=10)


def test_pot_rejects_negative_amount() -> None:
    with pytest.raises(ValueError, match="negative"):
        Pot(amount=-1, eligible=frozenset({1}))


def test_build_pots_rejects_chips_with_nobody_live() -> None:
    with pytest.raises(ValueError, match="no live seat"):
        build_pots({1: 100, 2: 100}, frozenset())


def test_award_rejects_a_pot_nobody_competes_for() -> None:
    with pytest.raises(ValueError, match="no eligible seat"):
        award_pots([Pot(amount=100, eligible=frozenset({3}))], {1: 5}, high_order=sorted)


def test_award_rejects_an_order_that_drops_a_tied_seat() -> None:
    with pytest.raises(ValueError, match="odd-chip order"):
        award_pots([Pot(amount=101, eligible=frozenset({1, 2}))], {1: 5, 2: 5}, high_order=lambda tied: [1])
