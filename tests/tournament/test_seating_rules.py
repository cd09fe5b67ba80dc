"""Seating: the opening draw (TDA2024-7), late entrants and re-entries (TDA2024-8A, TDA2024-8B, TDA2024-10A), and who
is dealt in between the small blind and the button."""

from __future__ import annotations

import pytest

from floorcall._tournament import Tournament, TournamentError
from floorcall._tournament.record import Forfeited, Moved, Seated
from tests.tournament.support import after_hand, floor, seated, settings


def test_hook_floorcall_rule_seating():
    tournament = Tournament(floor(), settings(tables=3), seed=4)
    draws = [tournament.register(f"P{n:02d}") for n in range(1, 22)]
    assert {d.citations for d in draws} == {("TDA2024-7",)}
    assert all(d.kind == "opening" and not d.waits and d.stack == 1000 for d in draws)
    places = [(d.table, d.seat) for d in draws]
    assert len(set(places)) == 21  # every player his own seat
    assert sorted(tournament.seated) == sorted(f"P{n:02d}" for n in range(1, 22))


def test_a_re_entry_buys_a_full_stack_from_the_pool_and_forfeited_chips_leave_play():
    tournament = Tournament(floor(), settings(tables=2), seed=1)
    for n in range(10):
        tournament.register(f"P{n}")
    tournament.stacks["P3"] = 640  # he still has chips and gives them up for a new stack
    seat = tournament.re_enter("P3")
    assert isinstance(seat, Seated) and seat.entry == "P3#2" and seat.kind == "re-entry" and seat.stack == 1000
    assert seat.citations == ("TDA2024-8A", "TDA2024-10A", "TDA2024-8B") and seat.waits
    forfeit = next(e for e in tournament.record if isinstance(e, Forfeited))
    assert (forfeit.entry, forfeit.chips) == ("P3", 640)
    assert tournament.where("P3") is None and tournament.find("P3") == (seat.table, seat.seat)
    assert tournament.chips_in_play == 10 * 1000 and tournament.forfeited == 640  # 11 stacks less the 640 given up


def test_under_robert_s_rules_the_seat_draw_is_floorcall_s_default():
    tournament = Tournament(floor("rrop"), settings(tables=1), seed=1)
    assert tournament.register("P1").citations == ("FLOORCALL-DEFAULT-40",)


def test_a_player_in_the_wrong_seat_moves_to_his_own_with_his_current_stack():
    tournament = seated(Tournament(floor(), settings(tables=2)), {1: [1, 2, 3], 2: [1, 2]})
    tournament.stacks["T1S2"] = 1375
    move = tournament.correct_seat("T1S2", 2, 6)
    assert isinstance(move, Moved) and move.reason == "wrong-seat" and move.citations == ("TDA2024-7",)
    assert tournament.where("T1S2") == (2, 6) and tournament.stacks["T1S2"] == 1375


def test_a_newcomer_between_the_small_blind_and_the_button_waits_for_the_button():
    # seats 1-3 and 5-9 played a hand with the button on 2, the small blind on 3 and the big blind on 5 (4 empty)
    tournament = seated(Tournament(floor(), settings(tables=1)), {1: [1, 2, 3, 5, 6, 7, 8, 9]})
    table = after_hand(tournament.tables[1], button=2, big_blind=5)
    # next hand: big blind 6, small blind 5, the button on 3: seat 4 lies between the button and the small blind
    table.sit("late", 4, waits=True)
    assert 4 not in tournament.dealt_at(1)
    assert tournament.tables[1].waiting == {4}
    table.hand_played(3, 6, (1, 2, 3, 5, 6, 7, 8, 9))  # the hand dealt without him
    assert tournament.tables[1].waiting == {4}
    # the button has passed him: it goes to 5 (small blind 6, big blind 7), and seat 4 is dealt in
    assert 4 in tournament.dealt_at(1)


def test_a_newcomer_elsewhere_is_dealt_in_at_once():
    tournament = seated(Tournament(floor(), settings(tables=1)), {1: [1, 2, 3, 5, 6, 7, 8]})
    table = after_hand(tournament.tables[1], button=2, big_blind=5)
    table.sit("late", 9, waits=True)
    assert 9 in tournament.dealt_at(1)


def test_a_second_registration_is_refused_and_changes_nothing():
    tournament = Tournament(floor(), settings(tables=1), seed=2)
    tournament.register("P1")
    before = (list(tournament.record), dict(tournament.stacks), dict(tournament.tables[1].players))
    with pytest.raises(TournamentError, match="P1 has entered already"):
        tournament.register("P1")
    with pytest.raises(TournamentError, match="P9 has not entered"):
        tournament.re_enter("P9")
    assert (list(tournament.record), dict(tournament.stacks), dict(tournament.tables[1].players)) == before


def test_a_move_to_a_taken_seat_is_refused_and_changes_nothing():
    tournament = seated(Tournament(floor(), settings(tables=2)), {1: [1, 2], 2: [4]})
    with pytest.raises(TournamentError, match="table 2 seat 4 is not an open seat"):
        tournament.correct_seat("T1S1", 2, 4)
    with pytest.raises(TournamentError, match="there is no table 7"):
        tournament.correct_seat("T1S1", 7, 1)
    assert tournament.where("T1S1") == (1, 1) and len(tournament.record) == 1
