"""The chip race (TDA2024-24A, TDA2024-24C; RROP-TOURN-RACE), places of players out together
(TDA2024-ELIMINATION-A, TDA2024-RP8-A), payouts, and the clock."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorcall._tournament import Clock, ClockError, Segment, Tournament, TournamentError
from floorcall._tournament.places import order_round, payouts, places, prize_table
from floorcall._tournament.race import chip_race
from floorcall._tournament.record import Break, LevelStarted, Raced
from floorcall.model.messages import Message
from floorcall.model.tournament import ColourUpRuling, HandForHandQuestion
from tests.tournament import support

_NOTE = Message(domain="floorcall", id="test.race", text="race")
TDA_RACE = ColourUpRuling(citations=("TDA2024-24A", "TDA2024-24C"), message=_NOTE)
RROP_RACE = ColourUpRuling(citations=("RROP-TOURN-RACE",), odd_part="holder-half", message=_NOTE)


def test_hook_floorcall_rule_colour_up():
    tournament = support.seated(Tournament(support.floor(), support.settings(tables=1), seed=9), {1: [1, 2, 3, 4]})
    for seat, chips in {1: 1025, 2: 2050, 3: 75, 4: 3000}.items():
        tournament.stacks[f"T1S{seat}"] = chips
    (raced,) = tournament.colour_up(25, 100)
    assert raced.citations == ("TDA2024-24A", "TDA2024-24C")
    # 25 + 50 + 75 = 150 of remainders: one chip of 100 and half of one more, so two new chips for the best two cards
    assert raced.after[4] == 3000 and sum(raced.after.values()) == 6000 + 200
    assert all(raced.after[s] - (raced.before[s] // 100 * 100) in (0, 100) for s in (1, 2, 3))
    assert raced.after[3] == 100  # seat 3 had nothing but odd chips: he is never raced out
    assert raced.remainder == 6150 - sum(raced.after.values()) and tournament.remainders == raced.remainder


def test_a_lone_racer_short_of_half_a_chip_loses_his_odd_chips_unpaid():
    result = chip_race({1: 1025, 2: 4000}, 25, 100, TDA_RACE, random.Random(1))
    assert result.after == {1: 1000, 2: 4000} and result.remainder == 25


def test_a_player_losing_his_last_chips_in_the_race_gets_the_smallest_chip_left():
    result = chip_race({1: 25, 2: 4000}, 25, 100, TDA_RACE, random.Random(1))
    assert result.after == {1: 100, 2: 4000} and result.remainder == -75


def test_robert_s_rules_gives_the_part_left_only_to_a_holder_of_half_a_chip():
    # 50 + 25 + 25 = 100: one whole chip, for the best card; nothing left over
    whole = chip_race({1: 1050, 2: 2025, 3: 3025}, 25, 100, RROP_RACE, random.Random(3))
    assert sum(whole.won.values()) == 1 and whole.remainder == 0
    # 25 + 25 = 50: no whole chip, and nobody holds half a chip himself: both lose their odd chips
    none = chip_race({1: 1025, 2: 2025}, 25, 100, RROP_RACE, random.Random(3))
    assert none.won == {} and none.remainder == 50
    # the same remainders under the TDA: half a chip over the table makes one more chip
    assert sum(chip_race({1: 1025, 2: 2025}, 25, 100, TDA_RACE, random.Random(3)).won.values()) == 1


@settings(max_examples=60, deadline=None)
@given(
    st.dictionaries(st.integers(1, 10), st.integers(0, 400).map(lambda n: n * 25), min_size=2),
    st.sampled_from((TDA_RACE, RROP_RACE)),
    st.integers(0, 2**32),
)
def test_the_race_gives_at_most_one_chip_a_player_and_races_nobody_out(stacks, ruling, seed):
    stacks = {s: c for s, c in stacks.items() if c > 0}
    if not stacks:
        return
    result = chip_race(stacks, 25, 100, ruling, random.Random(seed))
    assert all(chips > 0 for chips in result.after.values())
    assert all(result.after[s] - stacks[s] // 100 * 100 in (0, 100) for s in stacks)
    assert all(chips % 100 == 0 for chips in result.after.values())
    assert sum(stacks.values()) - sum(result.after.values()) == result.remainder


def test_hook_floorcall_rule_hand_for_hand():
    ruling = support.floor().call("floorcall_rule_hand_for_hand", question=_question(True))
    assert ruling.citations == ("TDA2024-ELIMINATION-A", "TDA2024-RP8-A")
    one_table = {3: [("A", 5000), ("B", 3000)]}
    assert order_round(one_table, ruling, hand_for_hand=True) == [["B"], ["A"]]  # more chips at the start: higher
    two_tables = {3: [("A", 5000)], 5: [("C", 4000)]}
    assert order_round(two_tables, ruling, hand_for_hand=True) == [["A", "C"]]  # hand for hand: a tie
    assert order_round(two_tables, ruling, hand_for_hand=False) == [["C"], ["A"]]
    assert support.floor("rrop").call("floorcall_rule_hand_for_hand", question=_question(False)).citations == (
        "FLOORCALL-DEFAULT-42",
    )


def _question(on: bool) -> HandForHandQuestion:
    return HandForHandQuestion(hand_for_hand=on)


def test_places_count_down_from_the_field_and_ties_share_their_places_prizes():
    placed = places([["E"], ["C", "D"], ["B"]], field=5, alive=["A"])
    assert placed == {"E": 5, "C": 3, "D": 3, "B": 2, "A": 1}
    prizes = prize_table(1000, (50, 30, 20), rounding=5)
    assert prizes == [500, 300, 200]
    paid = payouts(placed, prizes, rounding=5)
    assert paid == {"A": 500, "B": 300, "C": 100, "D": 100}  # places 3 and 4 share 200 + 0
    assert sum(paid.values()) == 1000


def test_rounding_leaves_the_odd_money_with_first_place():
    assert prize_table(1003, (50, 30, 20), rounding=5) == [503, 300, 200]


def test_the_clock_runs_levels_and_breaks_and_can_pause_and_move():
    clock = Clock((Segment(10, 0), Segment(5, None, 25), Segment(10, 1)))
    assert clock.level == 0 and clock.next_break() == 1
    clock.pause()
    assert clock.advance(30) == [] and clock.level == 0
    with pytest.raises(ClockError, match="already paused"):
        clock.pause()
    clock.resume()
    clock.add_time(2)  # the level now lasts 12 minutes
    assert clock.advance(11) == [] and clock.remaining == 1
    assert clock.advance(1) == [Segment(5, None, 25)] and clock.on_break and clock.level == 0
    with pytest.raises(ClockError, match="only 5 minutes are left"):
        clock.add_time(-6)
    assert clock.end_break() == [Segment(10, 1)] and clock.level == 1
    with pytest.raises(ClockError, match="not in a break"):
        clock.end_break()


def test_a_break_colours_up_at_every_table_and_the_level_applies_from_the_next_round():
    schedule = (Segment(4, 0), Segment(10, None, 25), Segment(20, 1))
    tournament = Tournament(support.floor(), support.settings(tables=2, schedule=schedule), seed=2)
    for n in range(12):
        tournament.register(f"P{n}")
    tournament.stacks["P0"] = 1075
    tournament.stacks["P1"] = 925
    tournament.advance_clock(2)
    assert not [e for e in tournament.record if isinstance(e, Raced)]
    tournament.advance_clock(2)
    kinds = [type(e) for e in tournament.record[-4:]]
    assert kinds.count(Break) == 1 and kinds.count(Raced) == 2 and kinds[-1] is LevelStarted
    assert tournament.clock.level == 1 and all(c % 100 == 0 for c in tournament.stacks.values())


def test_a_colour_up_of_a_chip_outside_the_set_is_refused():
    with pytest.raises(ValueError, match="not a chip of"):
        support.settings().chip_after(5)
    assert support.settings().chip_after(25) == 100


@pytest.mark.parametrize(("chip", "reason"), [(500, "not 500"), (5, "not 5"), (25, "out of play already")])
def test_tda_2024_r24a_the_floor_s_colour_up_races_a_chip_once_and_refuses_others_changing_nothing(chip, reason):
    tournament = Tournament(support.floor(), support.settings(tables=2), seed=4)
    for n in range(12):
        tournament.register(f"P{n}")
    tournament.stacks["P0"] = 1060  # 60: two 25s and 10 over
    raced = tournament.colour_up_now(25)
    assert {e.citations for e in raced} == {("TDA2024-24A", "TDA2024-24C")} and len(raced) == 2
    assert all(c % 100 == 0 for c in tournament.stacks.values())
    before = (dict(tournament.stacks), len(tournament.record))
    with pytest.raises(TournamentError, match=reason):
        tournament.colour_up_now(chip)
    assert (dict(tournament.stacks), len(tournament.record)) == before
