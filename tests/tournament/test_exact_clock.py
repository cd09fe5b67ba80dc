"""The clock keeps time to the microsecond: time run in many steps lands where the same time run at once does, so a
server rebuilt from its stored actions finds its clock in the same level, to the boundary."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from floorcall._tournament import Clock, Segment
from floorcall._tournament.clock import MICROS_A_MINUTE, micros

_SCHEDULE = (Segment(20, 0), Segment(5, None, 25), Segment(0.1, 1), Segment(20, 2))


def _at(clock: Clock) -> tuple[int, int]:
    return clock.index, clock.elapsed


@given(st.lists(st.integers(min_value=0, max_value=3 * MICROS_A_MINUTE), min_size=1, max_size=60))
def test_time_run_in_steps_lands_where_the_same_time_run_at_once_does(steps):
    stepped, whole = Clock(_SCHEDULE), Clock(_SCHEDULE)
    entered = [s for step in steps for s in stepped.advance(Fraction(step, MICROS_A_MINUTE))]
    assert whole.advance(Fraction(sum(steps), MICROS_A_MINUTE)) == entered
    assert _at(stepped) == _at(whole)


def test_a_level_ends_on_its_last_microsecond_however_the_minutes_were_run():
    clock = Clock(_SCHEDULE)
    for _ in range(1000):  # 1.2 seconds at a time: as floats these 1000 steps add up to 19.99999999999966 minutes
        clock.advance(Fraction(1_200_000, MICROS_A_MINUTE))
    assert clock.on_break and clock.elapsed == 0
    tenths = Clock(_SCHEDULE)
    for _ in range(200):  # 0.1 of a minute is not a float exactly; each step is 6 seconds to the microsecond
        tenths.advance(0.1)
    assert tenths.on_break and tenths.elapsed == 0


def test_a_short_level_and_time_added_are_kept_to_the_microsecond():
    assert micros(0.1) == 6_000_000 and _SCHEDULE[2].length == 6_000_000
    clock = Clock(_SCHEDULE, index=2)
    clock.add_time(0.05)
    assert clock.remaining_micros == 9_000_000 and clock.remaining == 0.15
    clock.advance(Fraction(8_999_999, MICROS_A_MINUTE))
    assert clock.level == 1 and clock.remaining_micros == 1
    assert clock.advance(Fraction(1, MICROS_A_MINUTE)) == [Segment(20, 2)]
