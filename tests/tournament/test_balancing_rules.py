"""Balancing and halting (TDA2024-11A, TDA2024-11C, TDA2024-11D; the director may waive the halt), breaking tables
(TDA2024-10A, TDA2024-10B), the final-table redraw (FLOORCALL-DEFAULT-43), and a house plugin that overrides the
rulebook."""

from __future__ import annotations

import pytest

import floorcall
from floorcall._app.config import loads_config
from floorcall._app.mtt_setup import settings_of
from floorcall._plugins import discover
from floorcall._tournament import Tournament, TournamentError
from floorcall._tournament.balancing import next_move
from floorcall._tournament.record import Moved, TableBroken
from floorcall.model.messages import Message
from floorcall.model.tournament import BalancingQuestion, BalancingRuling
from tests.tournament.support import after_hand, floor, seated, settings
from tests.tournament.test_tournament_run import CONFIG


def _two_tables(short: list[int], book: str = "tda-2024", family: str = "flop") -> Tournament:
    tournament = seated(Tournament(floor(book), settings(tables=2, family=family)), {1: list(range(1, 10)), 2: short})
    after_hand(tournament.tables[1], button=4, big_blind=6)
    after_hand(tournament.tables[2], button=2, big_blind=4)
    return tournament


def test_hook_floorcall_rule_balancing():
    tournament = _two_tables([1, 2, 3, 4, 5, 6])
    assert tournament.halted() == [2]  # three short of the table of nine: play halts there
    tournament.close_round()
    moves = [e for e in tournament.record if isinstance(e, Moved)]
    # the player due the big blind next at table 1 (seat 7, after the big blind on 6) goes to the worst position at
    # table 2: seat 7, the first open seat its big blind (last on 4) reaches
    assert [(m.entry, m.from_table, m.from_seat, m.to_table, m.to_seat) for m in moves] == [("T1S7", 1, 7, 2, 7)]
    assert moves[0].reason == "balance" and moves[0].citations == ("TDA2024-11A", "TDA2024-11C", "TDA2024-11D")
    assert tournament.halted() == []


def test_two_short_play_goes_on():
    assert _two_tables([1, 2, 3, 4, 5, 6, 7]).halted() == []


def test_tda_2024_r11d_the_director_may_waive_the_halt_and_the_tables_are_still_balanced():
    layout = {1: list(range(1, 10)), 2: [1, 2, 3, 4, 5]}  # four short
    tournament = seated(Tournament(floor(), settings(tables=2, halt_waived=True)), layout)
    after_hand(tournament.tables[1], button=4, big_blind=6)
    after_hand(tournament.tables[2], button=2, big_blind=4)
    assert tournament.halted() == []  # waived: table 2 deals on while short
    assert tournament.dealt_at(2) == [1, 2, 3, 4, 5]
    tournament.close_round()
    moves = [e for e in tournament.record if isinstance(e, Moved)]
    assert [(m.from_table, m.to_table) for m in moves] == [(1, 2), (1, 2)]
    assert all(m.citations == ("TDA2024-11A", "TDA2024-11C", "TDA2024-11D") for m in moves)


def test_the_single_big_blind_is_filled_when_open_and_he_posts_it():
    tournament = _two_tables([1, 2, 3, 4, 6, 7])
    table = tournament.tables[2]
    assert table.worst_open_seat() == 5  # the seat after the last big blind: the big blind itself next hand
    table.sit("moved", 5)
    assert table.next_big_blind() == 5


def test_the_worst_position_is_never_the_small_blind():
    tournament = _two_tables([1, 2, 3, 5, 6, 7, 9])  # the last big blind (seat 4) is gone: 4 is the small blind's seat
    assert tournament.tables[2].worst_open_seat() == 8


def test_in_stud_the_seat_that_opened_last_is_filled_from_that_position():
    tournament = seated(
        Tournament(floor(), settings(tables=2, family="stud")), {1: list(range(1, 10)), 2: [1, 2, 3, 4, 5, 6, 7, 8, 9]}
    )
    table = tournament.tables[2]
    for seat in (2, 3, 8):  # three busts, seat 8 the last
        table.leave(seat)
    tournament.close_round()
    moves = [e for e in tournament.record if isinstance(e, Moved)]
    assert next((m.from_table, m.from_seat, m.to_table, m.to_seat) for m in moves) == (1, 8, 2, 8)
    assert tournament.halted() == []


@pytest.mark.parametrize(("move_from", "source"), [("highest", 2), ("lowest", 1)])
def test_the_table_a_player_leaves_is_the_event_s_fixed_procedure(move_from, source):
    layout = {1: list(range(1, 10)), 2: list(range(1, 10)), 3: [1, 2, 3, 4, 5, 6, 7]}
    tournament = seated(Tournament(floor(), settings(tables=3, move_from=move_from)), layout)
    question = BalancingQuestion(family="flop", players={1: 9, 2: 9, 3: 7}, seats=9)
    ruling = floorcall.make_manager(floorcall.Selection(games=("nlhe",), rulebook="tda-2024")).call(
        "floorcall_rule_balancing", question=question
    )
    move = next_move(tournament.tables, ruling, move_from)
    assert move is not None and move[0] == source and move[2] == 3


def test_hook_floorcall_rule_breaking():
    tournament = seated(
        Tournament(floor(), settings(tables=3), seed=3), {1: [1, 2, 3, 4, 5], 2: [1, 3, 5, 7, 9], 3: [2, 4, 6, 8, 9]}
    )
    tournament.close_round()  # 15 players fit at two tables of nine: table 3 (the highest) breaks
    broken = [e for e in tournament.record if isinstance(e, TableBroken)]
    moves = [e for e in tournament.record if isinstance(e, Moved)]
    assert [b.table for b in broken] == [3] and sorted(tournament.tables) == [1, 2]
    assert {m.entry for m in moves if m.reason == "break"} == {f"T3S{s}" for s in (2, 4, 6, 8, 9)}
    assert all(m.citations == ("TDA2024-10B", "TDA2024-10A") and m.waits for m in moves if m.reason == "break")
    assert sorted(len(t.players) for t in tournament.tables.values()) == [7, 8]
    assert len(set(tournament.seated)) == 15


def test_players_left_for_one_table_are_redrawn_to_the_final_table():
    tournament = seated(Tournament(floor(), settings(tables=2), seed=5), {1: [1, 2, 3, 4], 2: [5, 6, 7, 8, 9]})
    tournament.close_round()
    moves = [e for e in tournament.record if isinstance(e, Moved)]
    assert {m.reason for m in moves} == {"final"} and len(moves) == 9
    assert {m.citations for m in moves} == {("FLOORCALL-DEFAULT-43", "TDA2024-10A")}
    assert sorted(tournament.tables) == [1] and sorted(tournament.tables[1].players) == list(range(1, 10))


def test_the_last_table_cannot_be_broken():
    tournament = seated(Tournament(floor(), settings(tables=1)), {1: [1, 2]})
    with pytest.raises(TournamentError, match="table 1 cannot be broken"):
        tournament.break_table(1)
    assert sorted(tournament.tables) == [1] and len(tournament.record) == 1


class _TightFloor:
    """A house that halts a table two players short and moves players by position."""

    @floorcall.hookimpl
    def floorcall_rule_balancing(self, question: BalancingQuestion) -> BalancingRuling:
        return BalancingRuling(
            citations=("HOUSE:tight-floor:halt-at-two",),
            mover="next-big-blind",
            placement="worst-position",
            halt_short_by=2,
            message=Message(domain="tight_floor", id="tight.halt", text="Two short halts here."),
        )


def test_a_house_plugin_overrides_the_rulebook_s_balancing():
    tournament = _two_tables([1, 2, 3, 4, 5, 6, 7])
    assert tournament.halted() == []
    tournament.floor.register(_TightFloor(), "tight-floor")
    assert tournament.halted() == [2]
    tournament.close_round()
    moves = [e for e in tournament.record if isinstance(e, Moved)]
    assert moves and moves[0].citations == ("HOUSE:tight-floor:halt-at-two",)


@pytest.mark.parametrize(("line", "waived"), [("", False), ("halt-waived = true\n", True)])
def test_the_config_s_halt_waived_reaches_the_tournament(line, waived):
    config = loads_config(CONFIG.format(book="tda-2024").replace("hand-for-hand-at = 8\n", line), discover())
    assert settings_of(config, floor()).halt_waived is waived
