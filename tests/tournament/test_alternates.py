"""The alternates list: players wait in order while every seat is taken, and the next balancing point that finds a
seat open seats them as late entrants are seated (TDA2024-8A, TDA2024-10A: a full stack, a seat from the pool,
dealt in once the button has passed a seat between the small blind and the button)."""

from __future__ import annotations

import pytest

from floorcall._tournament import SeatingError, Tournament
from floorcall._tournament.record import Seated, Waiting
from tests.tournament import support


def _full(book: str = "tda-2024") -> Tournament:
    tournament = Tournament(support.floor(book), support.settings(tables=2, seats=6), seed=11)
    for n in range(12):
        tournament.register(f"P{n:02d}")
    tournament.close_round()
    return tournament


def test_alternates_wait_in_order_and_take_the_seats_that_open():
    tournament = _full()
    assert tournament.add_alternate("Alt1") == Waiting(player="Alt1", place=1)
    assert tournament.add_alternate("Alt2") == Waiting(player="Alt2", place=2)
    tournament.close_round()  # no seat open: both still wait
    assert tournament.alternates == ["Alt1", "Alt2"]
    tournament.bust(tournament.seated[0])
    tournament.close_round()
    (seated,) = [e for e in tournament.record if isinstance(e, Seated) and e.kind == "alternate"]
    assert seated.player == "Alt1" and seated.stack == 1000
    assert seated.citations == ("TDA2024-8A", "TDA2024-10A")
    assert tournament.find("Alt1") == (seated.table, seated.seat) and tournament.alternates == ["Alt2"]
    assert len(tournament.seated) == 12 and tournament.chips_in_play == 13 * 1000 - 1000  # the bust took his out


def test_a_player_entered_or_waiting_already_cannot_be_an_alternate_and_nothing_changes():
    tournament = _full()
    tournament.add_alternate("Alt1")
    for player in ("P03", "Alt1"):
        with pytest.raises(SeatingError, match=f"{player} has entered or waits already"):
            tournament.add_alternate(player)
    assert tournament.alternates == ["Alt1"]


def test_under_robert_s_rules_an_alternate_is_seated_by_floorcall_s_documented_default():
    tournament = _full("rrop")
    tournament.add_alternate("Alt1")
    tournament.bust(tournament.seated[0])
    tournament.close_round()
    (seated,) = [e for e in tournament.record if isinstance(e, Seated) and e.kind == "alternate"]
    assert seated.citations == ("FLOORCALL-DEFAULT-40",)
