"""A wrong-size wager corrected after others acted on it, at the betting round itself (TDA 2024 rule 52).

``BettingRound.correct_wager`` brings a short wager up from its seat's stack, or cuts a wager over the pot back with
every call of it; a round already over is taken up again. Chips are conserved whatever the correction, only the
seats the correction names move, and a bad correction changes nothing.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorcall._mechanics.betting import BettingRound, StreetBetting, Structure
from floorcall.errors import InvalidEventError

PL = StreetBetting(structure=Structure.POT_LIMIT, bet=200)


def _round(stacks: dict[int, int], pot: int) -> BettingRound:
    return BettingRound(PL, list(stacks), stacks, pot=pot)


def _chips(betting: BettingRound) -> int:
    return sum(betting.stacks.values()) + sum(betting.wagers.values())


@settings(max_examples=200, deadline=None, database=None)
@given(
    stacks=st.lists(st.integers(0, 5000), min_size=2, max_size=6),
    pot=st.integers(0, 3000),
    over=st.integers(1, 2000),
    callers=st.integers(0, 5),
    cut_to=st.floats(0.0, 1.0),
)
def test_an_over_the_pot_wager_cut_back_conserves_chips_and_cuts_every_call(stacks, pot, over, callers, cut_to):
    seats = {seat: 4000 + chips for seat, chips in enumerate(stacks, start=1)}
    betting = _round(seats, pot)
    bettor = betting.actor
    pot_size = betting.options().max_to
    made = pot_size + over
    if made > betting.stacks[bettor]:
        return
    betting.bet_or_raise_to(bettor, made, checked=True)  # over the pot, taken as made (the table noticed nothing)
    for _ in range(callers):
        if betting.actor is None:
            break
        betting.check_or_call(betting.actor)
    before, wagers = _chips(betting), dict(betting.wagers)
    total = pot_size + int(cut_to * over) if cut_to < 1.0 else pot_size
    moved = betting.correct_wager(bettor, total, made)
    assert _chips(betting) == before
    assert sum(moved.values()) == sum(betting.wagers.values()) - sum(wagers.values())
    for seat, wager in wagers.items():
        expected = total if total < wager <= made and seat not in betting.folded else wager
        assert betting.wagers[seat] == expected
    assert set(moved) == {seat for seat, wager in wagers.items() if total < wager <= made}
    assert betting.current_bet == total


@settings(max_examples=200, deadline=None, database=None)
@given(stacks=st.lists(st.integers(0, 5000), min_size=2, max_size=6), short=st.integers(1, 150))
def test_a_short_wager_brought_up_after_the_round_closed_reopens_it_for_the_callers(stacks, short):
    seats = {seat: 4000 + chips for seat, chips in enumerate(stacks, start=1)}
    betting = _round(seats, 300)
    bettor = betting.actor
    least = betting.options().min_to
    made = least - short
    betting.bet_or_raise_to(bettor, made, checked=True)  # short of the minimum, taken as made
    while betting.actor is not None:
        betting.check_or_call(betting.actor)
    assert betting.is_complete
    before = _chips(betting)
    moved = betting.correct_wager(bettor, least, made)
    assert moved == {bettor: least - made}
    assert _chips(betting) == before
    assert not betting.is_complete and betting.actor != bettor
    options = betting.options()
    assert options.call == least - made and options.min_to is None  # he owes the difference, and may not raise
    while betting.actor is not None:
        betting.check_or_call(betting.actor)
    assert set(betting.wagers.values()) == {least}


def test_a_correction_for_a_seat_not_in_the_round_changes_nothing():
    betting = _round({1: 5000, 2: 5000, 3: 5000}, 300)
    betting.bet_or_raise_to(betting.actor, 1000, checked=True)
    betting.fold(betting.actor)
    folded = next(iter(betting.folded))
    wagers, stacks, actor = dict(betting.wagers), dict(betting.stacks), betting.actor
    for seat in (folded, 9):
        with pytest.raises(InvalidEventError, match=f"seat {seat} holds no wager"):
            betting.correct_wager(seat, 500, 1000)
        assert dict(betting.wagers) == wagers and dict(betting.stacks) == stacks and betting.actor == actor
