"""Properties of generated tournaments, driven round by round with random hand results (no cards dealt), random
rebuys and add-ons (busted entries' rebuys included) and random missed-hands penalties: chips conserved (entries,
re-entries, rebuys and add-ons less what left play), nobody seated twice, tables balanced after each round, places
consistent with the busts, every prize paid from the pool, every penalty hand served at whatever table the player
sits (TDA2024-71A; FLOORCALL-DEFAULT-44), and the record rebuilding to the same seating."""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from floorcall._tournament import Segment, Tournament, TournamentError
from floorcall._tournament.rebuild import rebuild
from floorcall._tournament.record import (
    Bought,
    Busted,
    HandForHand,
    HandPlayed,
    Moved,
    Penalized,
    Placed,
    Seated,
    TableBroken,
)
from floorcall._tournament.settings import PurchaseTerms
from tests.tournament import support

_SCHEDULE = (Segment(6, 0), Segment(5, None, 25), Segment(6, 1), Segment(5, None, 100), Segment(60, 2))


def _results(stacks: dict[int, int], rng: random.Random) -> dict[int, int]:
    """A hand's chips by seat after it: one or two players lose to another, all or part of their stacks."""
    after = dict(stacks)
    seats = sorted(after)
    for _ in range(rng.randint(1, 2)):
        loser, winner = rng.sample(seats, 2)
        amount = after[loser] if rng.random() < 0.4 else rng.randint(0, after[loser])
        after[loser] -= amount
        after[winner] += amount
    return after


def _buy(tournament: Tournament, rng: random.Random) -> None:
    """Some seated entries try a rebuy or the add-on: sold as the settings say, refused with nothing changed."""
    for entry in rng.sample(tournament.seated, min(3, len(tournament.seated))):
        kind = rng.choice(("rebuy", "add-on"))
        before = (dict(tournament.stacks), len(tournament.record), tournament.prize_pool)
        try:
            event = tournament.buy(entry, kind)
        except TournamentError:
            assert (dict(tournament.stacks), len(tournament.record), tournament.prize_pool) == before
            continue
        assert tournament.stacks[entry] == before[0][entry] + event.chips
        assert tournament.prize_pool == before[2] + event.money


def _rebuy_busted(tournament: Tournament, rng: random.Random) -> None:
    """Some entries busted this round try a rebuy: sold, each sits again where he busted with the rebuy's chips."""
    for event in [e for e in tournament.record if isinstance(e, Busted) and e.round == tournament.round]:
        if tournament.where(event.entry) is not None or rng.random() < 0.5:
            continue
        before = (dict(tournament.stacks), len(tournament.record), tournament.prize_pool)
        try:
            bought = tournament.buy(event.entry, "rebuy")
        except TournamentError:
            assert (dict(tournament.stacks), len(tournament.record), tournament.prize_pool) == before
            continue
        assert tournament.where(event.entry) == (event.table, event.seat) == (bought.table, bought.seat)
        assert tournament.stacks[event.entry] == bought.chips


def _penalize(tournament: Tournament, rng: random.Random, chance: float) -> None:
    """With ``chance``, a seated entry drawn at random gets a penalty of 1 to 8 hands to miss."""
    if rng.random() < chance:
        tournament.penalize(rng.choice(tournament.seated), rng.randint(1, 8))


def _play(tournament: Tournament, rng: random.Random, re_entry_rounds: int, penalties: float) -> None:
    for _ in range(400):
        if len(tournament.seated) <= 1:
            return
        _buy(tournament, rng)
        _penalize(tournament, rng, penalties)
        for number in sorted(tournament.tables):
            dealt = tournament.dealt_at(number)
            if len(dealt) < 2 or number in tournament.halted():
                continue
            table = tournament.tables[number]
            stacks = {s: tournament.stacks[table.players[s]] for s in dealt}
            button = table.next_button(dealt)
            tournament.settle_hand(number, "nlhe", _results(stacks, rng), button, None)
        _rebuy_busted(tournament, rng)
        if tournament.round < re_entry_rounds:
            for event in [e for e in tournament.record if isinstance(e, Busted) and e.round == tournament.round]:
                if tournament.where(event.entry) is None and rng.random() < 0.5:  # not rebought
                    tournament.re_enter(tournament.player_of[event.entry])
        counts, start = {n: len(t.players) for n, t in tournament.tables.items()}, len(tournament.record)
        tournament.close_round()
        _check_moves(tournament.record[start:], counts)
        _check_round(tournament)
        tournament.advance_clock(1)


def _check_moves(events: list, counts: dict[int, int]) -> None:
    """Every balancing move of a balancing point takes a player from a fullest table to a shortest one, as the tables
    stood at that move (TDA2024-11A; FLOORCALL-DEFAULT-41); ``counts`` are the players by table before it."""
    broken: set[int] = set()
    for event in events:
        if isinstance(event, TableBroken):
            broken.add(event.table)
        elif isinstance(event, Seated):
            counts[event.table] += 1
        elif isinstance(event, Moved):
            if event.reason == "balance":
                open_tables = [counts[n] for n in counts if n not in broken]
                assert counts[event.from_table] == max(open_tables), (event, counts)
                assert counts[event.to_table] == min(open_tables), (event, counts)
                assert event.from_table != event.to_table
            counts[event.from_table] -= 1
            counts[event.to_table] += 1


def _check_round(tournament: Tournament) -> None:
    seated = tournament.seated
    assert len(seated) == len(set(seated)), "a player seated twice"
    assert len({tournament.player_of[e] for e in seated}) == len(seated), "a player with two live entries"
    counts = [len(t.players) for t in tournament.tables.values()]
    if len(counts) > 1:
        assert max(counts) - min(counts) <= 1, f"tables not balanced after the round: {counts}"
        assert tournament.halted() == []
    entries = sum(len(e) for e in tournament.entries.values())
    stack = tournament.settings.starting_stack
    bought = sum(e.chips for e in tournament.record if isinstance(e, Bought))
    assert tournament.chips_in_play == entries * stack + bought - tournament.forfeited - tournament.remainders


def _check_penalties(tournament: Tournament) -> None:
    """Each entry's penalty hands given are the hands he was dealt on penalty, at any table, plus those still left;
    an entry who busted serving one misses no more."""
    given: dict[str, int] = {}
    served: dict[str, int] = {}
    for event in tournament.record:
        if isinstance(event, Penalized):
            given[event.entry] = given.get(event.entry, 0) + event.hands
        elif isinstance(event, HandPlayed):
            for seat in event.penalized:
                served[event.seats[seat]] = served.get(event.seats[seat], 0) + 1
    for entry, hands in given.items():
        left = tournament.penalties.get(entry, 0)
        if tournament.where(entry) is not None:
            assert served.get(entry, 0) + left == hands, entry
        else:
            assert served.get(entry, 0) <= hands
    assert set(served) <= set(given)


@settings(max_examples=12, deadline=None)
@given(
    players=st.integers(4, 40),
    seats=st.integers(6, 9),
    seed=st.integers(0, 2**32),
    re_entry_rounds=st.integers(0, 4),
    book=st.sampled_from(("tda-2024", "rrop")),
    hand_for_hand_at=st.integers(0, 20),
    rebuys=st.integers(0, 2),
    penalties=st.sampled_from((0.0, 0.3)),
)
def test_generated_tournaments_keep_their_invariants(
    players, seats, seed, re_entry_rounds, book, hand_for_hand_at, rebuys, penalties
):
    tables = -(-players // seats)
    sold = PurchaseTerms(
        rebuys=rebuys, rebuy_levels=2, rebuy_buy_in=20, add_on_stack=1500 * (rebuys > 0), add_on_levels=2
    )
    tournament = Tournament(
        support.floor(book),
        support.settings(
            tables=tables, seats=seats, schedule=_SCHEDULE, hand_for_hand_at=hand_for_hand_at, buy_in=20, purchases=sold
        ),
        seed=seed,
    )
    for n in range(players):
        tournament.register(f"P{n:02d}")
    tournament.close_round()  # the opening draw balanced before the first hand
    _check_round(tournament)
    _play(tournament, random.Random(seed), re_entry_rounds, penalties)
    _check_penalties(tournament)
    tournament.finish()
    placed = {e.player: e.place for e in tournament.record if isinstance(e, Placed)}
    assert sorted(placed) == sorted(tournament.entries) and sorted(placed.values())[0] == 1
    assert list(placed.values()).count(1) == 1
    # a player out in a later round never places below one out earlier
    out_round = {}
    for event in tournament.record:
        if isinstance(event, Busted):
            out_round[tournament.player_of[event.entry]] = event.round
    for a in out_round:
        for b in out_round:
            if out_round[a] < out_round[b] and tournament.find(a) is None and tournament.find(b) is None:
                assert placed[a] >= placed[b]
    paid = sum(e.prize for e in tournament.record if isinstance(e, Placed))
    assert paid == tournament.prize_pool
    rebuilt = rebuild(tournament.record)
    assert rebuilt.problems == []
    assert {n: dict(t) for n, t in rebuilt.tables.items() if t} == {
        n: dict(t.players) for n, t in tournament.tables.items()
    }
    starts = [e for e in tournament.record if isinstance(e, HandForHand)]
    assert all(s.on != t.on for s, t in itertools.pairwise(starts))
