"""A missed-hands penalty (TDA2024-71A, TDA2024-71C; FLOORCALL-DEFAULT-44 under rrop): the seat is dealt in and its
hand killed, hand after hand, and the hands still to miss go with the player to whatever table balancing, breaking
or the final redraw seats him at; a house plugin may end a penalty at a move instead."""

from __future__ import annotations

import msgspec
import pytest

import floorcall
from floorcall._tournament import Tournament, TournamentError
from floorcall._tournament.rebuild import rebuild
from floorcall._tournament.record import HandPlayed, Moved, PenaltyMoved
from floorcall.model.messages import Message
from floorcall.model.tournament import PenaltyQuestion, PenaltyRuling
from tests.tournament.support import after_hand, floor, seated, settings


def _two_tables(book: str = "tda-2024") -> Tournament:
    """Nine at table 1, six at table 2 (three short: it halts); table 1's next big blind is seat 7."""
    layout = {1: list(range(1, 10)), 2: [1, 2, 3, 4, 5, 6]}
    tournament = seated(Tournament(floor(book), settings(tables=2)), layout)
    after_hand(tournament.tables[1], button=4, big_blind=6)
    after_hand(tournament.tables[2], button=2, big_blind=4)
    return tournament


def _hand(tournament: Tournament, table: int) -> HandPlayed:
    """A hand at ``table`` in which nobody's chips change."""
    seats = tournament.tables[table]
    finishing = {s: tournament.stacks[seats.players[s]] for s in tournament.dealt_at(table)}
    button = seats.next_button(sorted(finishing))
    return tournament.settle_hand(table, "nlhe", finishing, button, None)


def test_hook_floorcall_rule_penalty():
    ruling = floor().call("floorcall_rule_penalty", question=PenaltyQuestion(hands=8))
    assert ruling.citations == ("TDA2024-71A", "TDA2024-71C") and ruling.follows_player
    moved = floor().call("floorcall_rule_penalty", question=PenaltyQuestion(hands=3, moved=True))
    assert moved.follows_player and "3 hands still to miss" in moved.message.english()
    assert floor("rrop").call("floorcall_rule_penalty", question=PenaltyQuestion(hands=8)).citations == (
        "FLOORCALL-DEFAULT-44",
    )
    assert floor("wsop-2024").call("floorcall_rule_penalty", question=PenaltyQuestion(hands=8)).citations == (
        "TDA2024-71A",
        "TDA2024-71C",
    )  # the WSOP book follows the TDA's where it has no tournament rules of its own


def test_a_penalised_seat_is_dealt_in_and_killed_for_each_hand_he_is_to_miss():
    tournament = _two_tables()
    event = tournament.penalize("T2S3", 2)
    assert (event.hands, event.left, event.citations) == (2, 2, ("TDA2024-71A", "TDA2024-71C"))
    assert tournament.penalized_at(2) == [3]
    assert _hand(tournament, 2).penalized == [3]
    assert tournament.penalties == {"T2S3": 1}
    assert _hand(tournament, 2).penalized == [3]
    assert tournament.penalties == {} and _hand(tournament, 2).penalized == []  # served
    assert tournament.penalize("T2S3", 1).left == 1
    assert tournament.penalize("T2S3", 3).left == 4  # a second penalty adds to the hands left


def test_a_player_moved_by_balancing_keeps_missing_his_hands_at_the_new_table():
    tournament = _two_tables()
    tournament.penalize("T1S8", 5)
    _hand(tournament, 1)  # one hand missed at table 1, whose big blind moves on to seat 7
    tournament.close_round()  # the player due the big blind next (seat 8) goes to table 2
    (move,) = [e for e in tournament.record if isinstance(e, Moved)]
    assert (move.entry, move.to_table) == ("T1S8", 2)
    carried = next(e for e in tournament.record if isinstance(e, PenaltyMoved))
    assert carried == PenaltyMoved(entry="T1S8", hands=4, table=2, kept=True, citations=("TDA2024-71A", "TDA2024-71C"))
    assert tournament.penalized_at(2) == [move.to_seat]  # dealt in at his new seat, his hand killed
    for left in (3, 2, 1, 0):
        assert _hand(tournament, 2).penalized == [move.to_seat]
        assert tournament.penalties.get("T1S8", 0) == left
    assert _hand(tournament, 2).penalized == []


def test_a_broken_tables_player_takes_his_penalty_with_him():
    tournament = seated(Tournament(floor(), settings(tables=2)), {1: [1, 2, 3, 4, 5], 2: [1, 2, 3]})
    tournament.penalize("T2S2", 2)
    moves = tournament.break_table(2)
    to = next(m for m in moves if m.entry == "T2S2")
    assert tournament.penalties == {"T2S2": 2} and tournament.penalized_at(1) == [to.to_seat]
    assert [e.table for e in tournament.record if isinstance(e, PenaltyMoved)] == [1]


def test_a_penalty_is_given_only_to_a_seated_entry_and_for_one_hand_or_more():
    tournament = _two_tables()
    before = len(tournament.record)
    with pytest.raises(TournamentError, match="Nobody is not seated"):
        tournament.penalize("Nobody", 2)
    with pytest.raises(TournamentError, match="one hand or more, not 0"):
        tournament.penalize("T1S1", 0)
    assert len(tournament.record) == before and tournament.penalties == {}


def _drawn() -> Tournament:
    """Fifteen players drawn at two tables of nine, as the record rebuilds them."""
    tournament = Tournament(floor(), settings(tables=2), seed=3)
    for n in range(15):
        tournament.register(f"P{n:02d}")
    return tournament


def test_the_record_rebuilds_the_hands_left_and_checks_each_hand_kills_the_seats_serving_them():
    tournament = _drawn()
    table, _ = tournament.where("P04")
    tournament.penalize("P04", 3)
    for _ in range(4):
        _hand(tournament, table)
        tournament.close_round()
    killed = [e.penalized for e in tournament.record if isinstance(e, HandPlayed)]
    assert sum(1 for seats in killed if seats) == 3 and tournament.penalties == {}
    assert rebuild(tournament.record).problems == []
    events = [msgspec.structs.replace(e, penalized=[]) if isinstance(e, HandPlayed) else e for e in tournament.record]
    found = rebuild(events).problems
    assert found and "serve a penalty" in found[0].english()


class _MoveEndsIt:
    """A house whose penalties end when the player changes tables."""

    @floorcall.hookimpl
    def floorcall_rule_penalty(self, question: PenaltyQuestion) -> PenaltyRuling:
        return PenaltyRuling(
            citations=("HOUSE:table-penalty:1",),
            follows_player=not question.moved,
            message=Message(domain="table_penalty", id="table.penalty", text="A penalty stays at its table."),
        )


def test_a_house_plugin_may_end_a_penalty_at_a_move():
    tournament = _two_tables()
    tournament.floor.register(_MoveEndsIt(), "table-penalty")
    assert tournament.penalize("T1S7", 5).citations == ("HOUSE:table-penalty:1",)
    tournament.close_round()
    carried = next(e for e in tournament.record if isinstance(e, PenaltyMoved))
    assert not carried.kept and tournament.penalties == {}
