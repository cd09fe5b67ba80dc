"""floorcall run injects showdown irregularities under both rulebooks; every chip is conserved and every hand, with
its showdown rulings (TDA2024-17A, TDA2024-13A; FLOORCALL-DEFAULT-31..33, WSOP24L-275), replays to the same result
from its log and from the PHH file run writes."""

import pytest

from floorcall.cli import main
from floorcall.config import loads_config
from floorcall.hand import Hand
from floorcall.inject import SHOWDOWN_SHARE, WAGER_SHARE, InjectionKind, choose_kind
from floorcall.model.events import RulingApplied
from floorcall.model.irregularities import HandMiscalled, HandNotTabled, ShowOutOfOrder, ShowRefused
from floorcall.plugins import discover, make_manager
from floorcall.running import default_config_text
from floorcall.session import Session

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
    import random

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
    assert "40 replayed, 40 matched, 0 failed" in capsys.readouterr().out
