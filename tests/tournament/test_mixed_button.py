"""The button frozen through a mixed game's stud round (TDA2024-11B): who moves to balance, and the button after.

Two nine-seat tables of a mixed event. Table 1 dealt a flop hand with the button on 4 and the big blind on 6, then
the game turned to stud: the button is frozen on 5, where the next flop hand would have put it.
"""

from __future__ import annotations

from floorcall._tournament import Tournament
from floorcall._tournament.record import Moved
from tests.tournament.support import after_hand, floor, seated, settings


def _mixed(family: str = "mixed") -> Tournament:
    tournament = seated(
        Tournament(floor(), settings(tables=2, family=family)), {1: list(range(1, 10)), 2: [1, 2, 3, 4, 5]}
    )
    after_hand(tournament.tables[1], button=4, big_blind=6)
    after_hand(tournament.tables[2], button=2, big_blind=4)
    return tournament


def _stud_hand(tournament: Tournament, table: int, busted: tuple[int, ...] = ()) -> None:
    """A stud hand at ``table``: the seats ``busted`` lose their chips to the lowest seat dealt."""
    stacks = {s: tournament.stacks[tournament.tables[table].players[s]] for s in tournament.dealt_at(table)}
    winner = min(s for s in stacks if s not in busted)
    finishing = {s: 0 if s in busted else chips for s, chips in stacks.items()}
    finishing[winner] += sum(stacks[s] for s in busted)
    tournament.settle_hand(table, "stud", finishing, None, None)


def test_the_player_who_would_be_big_blind_with_the_frozen_button_moves():
    tournament = _mixed()
    _stud_hand(tournament, 1, busted=(6, 7))  # the last big blind and the next one bust in stud
    _stud_hand(tournament, 2)
    assert tournament.tables[1].frozen == 5 and tournament.tables[2].frozen == 3
    tournament.close_round()
    (move,) = [e for e in tournament.record if isinstance(e, Moved)]
    # with the button frozen on 5, seat 8 would post the small blind and seat 9 the big blind: seat 9 moves (had
    # the last big blind been followed instead, seat 8 would have gone); he takes table 2's worst position, seat 6
    assert (move.entry, move.to_table, move.to_seat) == ("T1S9", 2, 6)
    assert move.citations == ("TDA2024-11A", "TDA2024-11B", "TDA2024-11C", "TDA2024-11D")


def test_the_flop_games_resume_from_the_frozen_button():
    tournament = _mixed()
    _stud_hand(tournament, 1)
    _stud_hand(tournament, 1)  # a second stud hand leaves the button where it froze
    table = tournament.tables[1]
    assert table.frozen == 5 and table.next_button(tournament.dealt_at(1)) == 5
    after_hand(table, button=5, big_blind=7)
    assert table.frozen is None and table.next_button(sorted(table.players)) == 6


def test_outside_a_stud_round_the_mixed_game_balances_by_the_last_big_blind_without_11b():
    tournament = _mixed()
    tournament.tables[1].leave(6)
    tournament.tables[1].leave(7)
    tournament.close_round()
    (move,) = [e for e in tournament.record if isinstance(e, Moved)]
    assert move.entry == "T1S8" and move.citations == ("TDA2024-11A", "TDA2024-11C", "TDA2024-11D")


def test_a_flop_only_event_never_freezes_its_button():
    tournament = _mixed(family="flop")
    after_hand(tournament.tables[1], button=5, big_blind=7)
    assert tournament.tables[1].frozen is None
