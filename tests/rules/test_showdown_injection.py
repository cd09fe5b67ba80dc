"""floorcall run injects showdown irregularities under both rulebooks; every chip is conserved and every hand, with
its showdown rulings (TDA2024-17A, TDA2024-13A; FLOORCALL-DEFAULT-31..33, WSOP24L-275), replays to the same result
from its log and from the PHH file run writes."""

import random

import pytest

from floorcall import FloorcallError, HandStarted, SeatSetup, Table
from floorcall._app.cli import main
from floorcall._app.config import loads_config
from floorcall._app.inject import SHOWDOWN_SHARE, WAGER_SHARE, InjectionKind, choose_kind, showdown_irregularity
from floorcall._app.running import default_config_text
from floorcall._app.session import Session
from floorcall._app.simulate import new_hand, next_event
from floorcall._engine.hand import Hand
from floorcall._plugins import discover, make_manager
from floorcall.model.events import RulingApplied
from floorcall.model.expectations import ExpectShowdown, HandOver
from floorcall.model.irregularities import HandMiscalled, HandNotTabled, ShowOutOfOrder, ShowRefused
from floorcall.testing import make_floor
from tests.rules.test_rulebook_contract import _stakes

SHOWDOWN = (ShowOutOfOrder, ShowRefused, HandNotTabled, HandMiscalled)
CITED = {
    "tda-2024": {"TDA2024-17A", "TDA2024-13A"},
    "rrop": {"FLOORCALL-DEFAULT-31", "FLOORCALL-DEFAULT-32", "FLOORCALL-DEFAULT-33", "WSOP24L-275"},
}


def _config_text(book):
    return default_config_text().replace('rulebook = "tda-2024"', f'rulebook = "{book}"')


def _session(book, seed):
    config = loads_config(_config_text(book), discover(), "<default>")
    return Session(config, make_manager(config.selection), seed=seed, irregularity_rate=1.0)


def test_the_kind_is_drawn_in_the_documented_shares():
    rng = random.Random(1)
    kinds = [choose_kind(rng) for _ in range(4000)]
    assert abs(kinds.count(InjectionKind.WAGER) / 4000 - WAGER_SHARE) < 0.03
    assert abs(kinds.count(InjectionKind.SHOWDOWN) / 4000 - SHOWDOWN_SHARE) < 0.03


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_showdown_irregularities_are_injected_ruled_conserve_chips_and_replay(book):
    ruled = []
    for record in _session(book, 7).hands(120):
        for deal in record.deals:
            started = sum(seat.stack for seat in deal.started.table.seats)
            assert sum(deal.stacks.values()) == started  # no chip created or lost
            showdown = [e for e in deal.events if isinstance(e, RulingApplied) and isinstance(e.irregularity, SHOWDOWN)]
            if showdown:
                again = Hand.from_events(deal.floor, deal.events, deck_order=deal.initial_order)
                assert again.stacks == deal.stacks and again.events == deal.events
                assert again.award_citations == deal.award_citations
            ruled.extend(showdown)
        assert not [u for u in record.unruled if isinstance(getattr(u.event, "irregularity", None), SHOWDOWN)]
    kinds = {type(e.irregularity) for e in ruled}
    assert len(kinds) >= 3, kinds  # most kinds come up in 120 hands (each is drawn at random among those that fit)
    assert {c for e in ruled for c in e.ruling.citations} <= CITED[book]


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_the_phh_files_run_writes_with_showdown_rulings_replay(book, tmp_path, capsys):
    config = tmp_path / "table.toml"
    config.write_text(_config_text(book))
    out = tmp_path / "hands"
    argv = ["run", str(config), "--hands", "40", "--seed", "3", "--irregularities", "1.0", "--out", str(out)]
    assert main(argv) == 0
    printed = capsys.readouterr().out
    assert any(name in printed for name in ("show refused", "show out of order", "hand not tabled"))
    assert main(["replay", str(out)]) == 0
    assert "40 replayed, 40 matched, 0 played, 0 failed" in capsys.readouterr().out


GAMES = sorted(discover().games)


def _reported_showdown(floor, game, seed):
    """A simulated hand of ``game`` with its shows reported, played to its showdown (or its end)."""
    rng = random.Random(seed)
    players = min(4, discover().games[game][1].max_seats)
    table = Table(seats=tuple(SeatSetup(seat=s, stack=400) for s in range(1, players + 1)), button=players)
    hand = new_hand(floor, HandStarted(game=game, table=table, stakes=_stakes(game)), rng)
    hand.expect_shows()
    while not isinstance(hand.expected(), ExpectShowdown | HandOver):
        hand.apply(next_event(hand, hand.expected(), rng))
    return hand, rng


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
@pytest.mark.parametrize("game", GAMES)
def test_every_showdown_ruling_can_be_carried_out_in_every_game(book, game):
    """At every step of reported showdowns, each showdown report the hand accepts gets a ruling the engine carries
    out, the hand then plays to its end, and every chip is in a stack."""
    floor = make_floor(games=(game,), rulebook=book)
    accepted, refused = 0, []
    for seed in range(6):
        hand, rng = _reported_showdown(floor, game, seed)
        total = sum(seat.stack for seat in hand.started.table.seats)
        while not isinstance(hand.expected(), HandOver):
            for _ in range(3):
                event = showdown_irregularity(hand, rng)
                if event is None:
                    continue
                copy = Hand.from_events(hand.floor, hand.events, deck_order=hand.initial_order)
                try:
                    copy.apply(event)
                except FloorcallError as exc:
                    refused.append(str(exc))
                    continue
                accepted += 1
                while not isinstance(copy.expected(), HandOver):
                    copy.apply(next_event(copy, copy.expected(), rng))
                assert sum(copy.stacks.values()) == total
            hand.apply(next_event(hand, hand.expected(), rng))
    assert accepted, "no showdown took a report"
    assert all("the report is refused" in text for text in refused), refused  # only reports contradicting the hand
