"""Betting rules, case by case: each case plays a few actions and checks the options or the state that follow.

The ids name the rule each case checks (catalog IDs from tests/shared/rules/catalog.md). Seats are listed in acting
order; in the blind cases seat 1 is the small blind and seat 2 the big blind.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import msgspec
import pytest

from floorcall._mechanics.betting import BettingRound, StreetBetting, Structure
from floorcall.errors import InvalidEventError

FL, PL, NL = Structure.FIXED_LIMIT, Structure.POT_LIMIT, Structure.NO_LIMIT


@dataclass(frozen=True)
class Case:
    spec: StreetBetting
    order: tuple[int, ...]
    stacks: dict[int, int]
    actions: tuple[tuple[int, str, int | None], ...] = ()
    options: dict[str, Any] = field(default_factory=dict)  # expected fields of options() after the actions
    state: dict[str, Any] = field(default_factory=dict)  # expected round attributes after the actions
    illegal: tuple[tuple[int, str, int | None, str], ...] = ()  # (seat, action, amount, exact reason)
    moved: tuple[int, ...] | None = None  # chips each action moved, in order
    wagers: dict[int, int] = field(default_factory=dict)
    pot: int = 0
    bring_in_seat: int | None = None
    to_call: int | None = None


def nl(bet: int, **kw: Any) -> StreetBetting:
    return StreetBetting(structure=NL, bet=bet, **kw)


def pl(bet: int, **kw: Any) -> StreetBetting:
    return StreetBetting(structure=PL, bet=bet, **kw)


def fl(bet: int, **kw: Any) -> StreetBetting:
    return StreetBetting(structure=FL, bet=bet, **kw)


def r(seat: int, total: int) -> tuple[int, str, int | None]:
    return (seat, "bet_raise_to", total)


def c(seat: int) -> tuple[int, str, int | None]:
    return (seat, "check_call", None)


def f(seat: int) -> tuple[int, str, int | None]:
    return (seat, "fold", None)


def b(seat: int) -> tuple[int, str, int | None]:
    return (seat, "bring_in", None)


BLINDS_50_100 = {1: 50, 2: 100}
NOT_REOPENED = "betting was not re-opened by a full raise since he acted"
STUD = fl(400, bring_in=100, max_bets=5)  # 400/800 fixed limit, bring-in 100, a completion and four raises

CASES: dict[str, Case] = {
    # ---- no limit / pot limit: minimum raise ---------------------------------------------------------------
    "TDA2024-43A-ex2-short-allin-leaves-min-raise": Case(
        nl(100),
        (3, 4, 1, 2),
        {1: 5000, 2: 5000, 3: 150, 4: 5000},
        wagers=BLINDS_50_100,
        actions=(r(3, 150),),
        options={"seat": 4, "call": 150, "min_to": 250, "max_to": 5000},
    ),
    "TDA2024-43A-ex1-min-raise-is-largest-full-raise": Case(
        nl(100),
        (1, 2, 3),
        {1: 10000, 2: 10000, 3: 10000},
        actions=(r(1, 600), r(2, 1600), r(3, 3600)),
        options={"seat": 1, "call": 3000, "min_to": 5600, "max_to": 10000},
        state={"last_full_raise": 2000},
    ),
    "RROP-NL-4-no-completion-in-big-bet": Case(
        nl(100),
        (1, 2, 3),
        {1: 5000, 2: 140, 3: 5000},
        actions=(r(1, 100), r(2, 140)),
        options={"seat": 3, "call": 140, "min_to": 240},
        illegal=((3, "bet_raise_to", 200, "raise to 200 is below the minimum 240"),),
    ),
    "TDA2024-43A-raise-below-minimum-refused": Case(
        nl(200),
        (3, 1, 2),
        {1: 9900, 2: 9800, 3: 10000},
        wagers={1: 100, 2: 200},
        actions=(r(3, 400),),
        options={"seat": 1, "min_to": 600},
        illegal=(
            (1, "bet_raise_to", 350, "raise to 350 is below the minimum 600"),
            (3, "check_call", None, "seat 3 acts out of turn: seat 1 is to act"),
        ),
    ),
    "TDA2024-43A-min-raise-not-capped-by-short-opponent": Case(
        nl(100),
        (1, 2),
        {1: 250, 2: 5000},
        actions=(r(1, 100),),
        options={"seat": 2, "call": 100, "min_to": 200, "max_to": 5000},
    ),
    "WSOP24L-150-short-big-blind-full-call": Case(
        nl(100),
        (3, 1, 2),
        {1: 950, 2: 0, 3: 1000},
        wagers={1: 50, 2: 60},
        to_call=100,
        options={"seat": 3, "call": 100, "min_to": 200},
        state={"current_bet": 100, "all_in": frozenset({2})},
    ),
    # ---- re-opening after short all-ins --------------------------------------------------------------------
    "WSOP24T-96-short-allin-does-not-reopen": Case(
        nl(200),
        (3, 1, 2),
        {1: 550, 2: 19800, 3: 20000},
        wagers={1: 100, 2: 200},
        actions=(r(3, 600), r(1, 650), c(2)),
        options={"seat": 3, "call": 50, "can_check": False, "min_to": None, "max_to": None},
        illegal=((3, "bet_raise_to", 1300, f"seat 3 may not bet or raise: {NOT_REOPENED}"),),
    ),
    "WSOP24T-96-full-raise-reopens": Case(
        pl(10),
        (3, 4, 5, 1, 2),
        {1: 395, 2: 390, 3: 1000, 4: 400, 5: 100},
        wagers={1: 5, 2: 10},
        actions=(r(3, 30), r(4, 90), r(5, 100), f(1), f(2)),
        options={"seat": 3, "call": 70, "min_to": 160, "max_to": 405},
    ),
    "WSOP24T-96A-two-short-allins-reopen": Case(
        nl(1),
        (1, 2, 3, 4, 5),
        {1: 20000, 2: 20000, 3: 20000, 4: 1300, 5: 1700},
        pot=5,
        actions=(r(1, 500), r(2, 1000), c(3), r(4, 1300), r(5, 1700), c(1)),
        options={"seat": 2, "call": 700, "min_to": 2200, "max_to": 20000},
        state={"last_full_raise": 500},
    ),
    "WSOP24T-96A-reopen-after-fold": Case(
        nl(1),
        (1, 2, 3, 4, 5),
        {1: 20000, 2: 20000, 3: 20000, 4: 1300, 5: 1700},
        pot=5,
        actions=(r(1, 500), r(2, 1000), c(3), r(4, 1300), r(5, 1700), f(1), c(2)),
        options={"seat": 3, "call": 700, "min_to": 2200, "max_to": 20000},
    ),
    "TDA2024-47A-ex1-faced-full-raise-may-raise": Case(
        nl(100),
        (3, 4, 5, 6, 7, 1, 2),
        {1: 5000, 2: 5000, 3: 5000, 4: 125, 5: 5000, 6: 200, 7: 5000},
        wagers=BLINDS_50_100,
        actions=(c(3), r(4, 125), c(5), r(6, 200), c(7), f(1), c(2)),
        options={"seat": 3, "call": 100, "min_to": 300},
    ),
    "TDA2024-47A-ex1-short-of-full-raise-may-not": Case(
        nl(100),
        (3, 4, 5, 6, 7, 1, 2),
        {1: 5000, 2: 5000, 3: 5000, 4: 125, 5: 5000, 6: 200, 7: 5000},
        wagers=BLINDS_50_100,
        actions=(c(3), r(4, 125), c(5), r(6, 200), c(7), f(1), c(2), c(3)),
        options={"seat": 5, "call": 75, "min_to": None},
    ),
    "WSOP24L-173-raiser-not-fully-raised": Case(
        nl(100),
        (1, 2, 3),
        {1: 5000, 2: 5000, 3: 250},
        actions=(r(1, 100), r(2, 200), r(3, 250), c(1)),
        options={"seat": 2, "call": 50, "min_to": None},
    ),
    "WSOP24L-152-big-blind-option-after-short-allin": Case(
        nl(100),
        (3, 4, 1, 2),
        {1: 950, 2: 900, 3: 150, 4: 1000},
        wagers=BLINDS_50_100,
        actions=(r(3, 150), c(4), c(1)),
        options={"seat": 2, "call": 50, "min_to": 250, "max_to": 1000},
    ),
    # ---- pot limit ---------------------------------------------------------------------------------------
    "TDA2024-54B-pot-raise-preflop": Case(
        pl(200),
        (3, 1, 2),
        {1: 9900, 2: 9800, 3: 10000},
        wagers={1: 100, 2: 200},
        options={"seat": 3, "call": 200, "min_to": 400, "max_to": 700},
        illegal=((3, "bet_raise_to", 701, "raise to 701 is above the pot limit 700"),),
    ),
    "TDA2024-52B-pot-raise-facing-bet": Case(
        pl(100),
        (1, 2),
        {1: 5000, 2: 5000},
        pot=1000,
        actions=(r(1, 500),),
        options={"seat": 2, "call": 500, "min_to": 1000, "max_to": 2500},
    ),
    # ---- fixed limit: bring-in, completion, cap -----------------------------------------------------------
    "RROP-STUD-3-completion-is-first-bet-then-cap": Case(
        STUD,
        (3, 4, 5),
        {3: 5000, 4: 5000, 5: 5000},
        bring_in_seat=3,
        actions=(b(3), r(4, 400), r(5, 800), r(3, 1200), r(4, 1600), r(5, 2000)),
        options={"seat": 3, "call": 800, "bet_to": ()},
        state={"bet_count": 5},
        illegal=((3, "bet_raise_to", 2400, "seat 3 may not bet or raise: betting is capped at 5 bets"),),
        moved=(100, 400, 800, 1100, 1200, 1200),
    ),
    "WSOP24T-7CS.3-bring-in-may-complete": Case(
        STUD,
        (3, 4, 5),
        {3: 5000, 4: 5000, 5: 5000},
        bring_in_seat=3,
        options={"seat": 3, "can_fold": False, "can_check": False, "call": 0, "bring_in": 100, "bet_to": (400,)},
        illegal=((3, "check_call", None, "the bring-in must be posted or completed first"),),
    ),
    "FACT-2-bring-in-gets-no-option-when-called": Case(
        STUD,
        (3, 4, 5),
        {3: 5000, 4: 5000, 5: 5000},
        bring_in_seat=3,
        actions=(b(3), c(4), c(5)),
        state={"is_complete": True, "actor": None, "wagers": {3: 100, 4: 100, 5: 100}},
    ),
    "WSOP24T-STUD-partial-bring-in-stands": Case(
        STUD,
        (3, 4, 5),
        {3: 60, 4: 5000, 5: 5000},
        bring_in_seat=3,
        actions=(b(3),),
        options={"seat": 4, "call": 100, "bet_to": (400,)},
        state={"current_bet": 100, "all_in": frozenset({3})},
        moved=(60,),
    ),
    "TDA2024-RP10-E-must-open": Case(
        fl(400, bring_in=100, must_open=True),
        (5, 6, 1, 2, 3, 4),
        {1: 2900, 2: 5100, 3: 800, 4: 0, 5: 2400, 6: 6900},
        pot=600,
        options={"seat": 5, "can_fold": True, "can_check": False, "call": 0, "bring_in": 100, "bet_to": (100, 400)},
        illegal=((5, "check_call", None, "no check while no wager stands: open for at least 100 or fold"),),
    ),
    "TDA2024-RP10-E-must-open-passes-on-fold": Case(
        fl(400, bring_in=100, must_open=True),
        (5, 6, 1, 2, 3, 4),
        {1: 2900, 2: 5100, 3: 800, 4: 0, 5: 2400, 6: 6900},
        pot=600,
        actions=(f(5), r(6, 100)),
        options={"seat": 1, "can_check": False, "call": 100, "bring_in": None, "bet_to": (400,)},
    ),
    "TDA2024-48-cap-applies-heads-up": Case(
        fl(100, max_bets=4),
        (1, 2),
        {1: 5000, 2: 5000},
        actions=(r(1, 100), r(2, 200), r(1, 300), r(2, 400)),
        options={"seat": 1, "call": 100, "bet_to": ()},
    ),
    "RROP-BET-4-cap-lifted-heads-up": Case(
        fl(100, max_bets=4, cap_heads_up=False),
        (1, 2),
        {1: 5000, 2: 5000},
        actions=(r(1, 100), r(2, 200), r(1, 300), r(2, 400), r(1, 500)),
        options={"seat": 2, "call": 100, "bet_to": (600,)},
    ),
    "RROP-BET-4-capped-multiway-stays-capped": Case(
        fl(100, max_bets=4, cap_heads_up=False),
        (1, 2, 3),
        {1: 5000, 2: 5000, 3: 5000},
        actions=(r(1, 100), r(2, 200), r(3, 300), r(1, 400), f(2)),
        options={"seat": 3, "call": 100, "bet_to": ()},
    ),
    "WSOP24L-126-cap-counts-big-blind-as-bet": Case(
        fl(100, max_bets=5),
        (3, 1, 2),
        {1: 5000, 2: 5000, 3: 5000},
        wagers=BLINDS_50_100,
        actions=(r(3, 200), r(1, 300), r(2, 400), r(3, 500)),
        options={"seat": 1, "call": 200, "bet_to": ()},
        state={"bet_count": 5},
    ),
    "RROP-STUD-4-open-pair-either-size": Case(
        fl(400, big_bet_option=800),
        (3, 1, 6),
        {1: 5000, 3: 5000, 6: 5000},
        options={"seat": 3, "can_check": True, "bet_to": (400, 800)},
    ),
    "RROP-STUD-4-big-size-sticks-once-used": Case(
        fl(400, big_bet_option=800),
        (3, 1, 6),
        {1: 5000, 3: 5000, 6: 5000},
        actions=(r(3, 800),),
        options={"seat": 1, "call": 800, "bet_to": (1600,)},
    ),
    "TDA2024-RP10-F-no-big-bet-on-fourth": Case(
        fl(400),
        (3, 1, 6),
        {1: 5000, 3: 5000, 6: 5000},
        options={"seat": 3, "can_check": True, "bet_to": (400,)},
        illegal=((3, "bet_raise_to", 800, "bet to 800 is not a legal amount (legal: 400)"),),
    ),
    # ---- fixed limit: short all-ins ------------------------------------------------------------------------
    "TDA2024-47B-half-bet-allin-reopens": Case(
        fl(20, reopen_fraction=0.5),
        (1, 2, 3),
        {1: 500, 2: 30, 3: 500},
        actions=(r(1, 20), r(2, 30), c(3)),
        options={"seat": 1, "call": 10, "bet_to": (50,)},
    ),
    "WSOP24L-129-under-half-allin-completes-not-reopens": Case(
        fl(20, reopen_fraction=0.5),
        (1, 2, 3),
        {1: 500, 2: 25, 3: 500},
        actions=(r(1, 20), r(2, 25)),
        options={"seat": 3, "call": 25, "bet_to": (40,)},
    ),
    "WSOP24L-129-under-half-allin-caller-then-opener": Case(
        fl(20, reopen_fraction=0.5),
        (1, 2, 3),
        {1: 500, 2: 25, 3: 500},
        actions=(r(1, 20), r(2, 25), c(3)),
        options={"seat": 1, "call": 5, "bet_to": ()},
    ),
    "WSOP24L-129-half-bet-opening-allin-counts-full": Case(
        fl(20, reopen_fraction=0.5),
        (1, 2, 3),
        {1: 15, 2: 500, 3: 500},
        actions=(r(1, 15),),
        options={"seat": 2, "call": 15, "bet_to": (35,)},
    ),
    # ---- when the round ends ------------------------------------------------------------------------------
    "FL-big-blind-option": Case(
        fl(100),
        (3, 1, 2),
        {1: 5000, 2: 5000, 3: 5000},
        wagers=BLINDS_50_100,
        actions=(c(3), c(1)),
        options={"seat": 2, "can_check": True, "call": 0, "bet_to": (200,)},
        moved=(100, 50),
    ),
    "round-ends-when-lone-seat-with-chips-covers": Case(
        nl(100),
        (1, 2, 3),
        {1: 0, 2: 0, 3: 800},
        wagers={1: 40, 2: 100, 3: 100},
        state={"is_complete": True, "actor": None},
    ),
    "lone-seat-with-chips-must-still-call": Case(
        nl(100),
        (1, 2, 3),
        {1: 300, 2: 5000, 3: 5000},
        actions=(r(1, 300), f(2)),
        options={"seat": 3, "call": 300, "min_to": None},
    ),
    "TDA2024-21-everyone-folds-to-bettor": Case(
        nl(100),
        (1, 2, 3),
        {1: 5000, 2: 5000, 3: 5000},
        actions=(r(1, 500), f(2), f(3)),
        state={"is_complete": True, "folded": frozenset({2, 3}), "wagers": {1: 500, 2: 0, 3: 0}},
    ),
}


@pytest.mark.parametrize("case", list(CASES.values()), ids=list(CASES))
def test_betting_rule(case: Case) -> None:
    betting = BettingRound(
        case.spec,
        case.order,
        case.stacks,
        wagers=case.wagers,
        pot=case.pot,
        bring_in_seat=case.bring_in_seat,
        to_call=case.to_call,
    )
    moved = []
    for seat, action, amount in case.actions:
        assert betting.check_legal(seat, action, amount) is None, (seat, action, amount)
        if action == "fold":
            betting.fold(seat)
        elif action == "check_call":
            moved.append(betting.check_or_call(seat))
        elif action == "bring_in":
            moved.append(betting.post_bring_in(seat))
        else:
            assert amount is not None
            moved.append(betting.bet_or_raise_to(seat, amount))
    if case.moved is not None:
        assert tuple(moved) == case.moved
    if case.options:
        got = msgspec.structs.asdict(betting.options())
        assert {key: got[key] for key in case.options} == case.options
    for name, expected in case.state.items():
        value = getattr(betting, name)
        assert (dict(value) if name == "wagers" else value) == expected, name
    for seat, action, amount, reason in case.illegal:
        assert betting.check_legal(seat, action, amount) == reason
        with pytest.raises(InvalidEventError, match=f"seat {seat}"):
            (
                betting.bet_or_raise_to(seat, amount)
                if action == "bet_raise_to" and amount is not None
                else betting.check_or_call(seat)
            )


def test_table_is_large_enough() -> None:
    assert len(CASES) >= 30
