"""floorcall run injects wagers at the documented share, under both rulebooks, and every run hand replays."""

from __future__ import annotations

import msgspec
import pytest

from floorcall._app.config import loads_config
from floorcall._app.inject import WAGER_SHARE
from floorcall._app.running import default_config_text
from floorcall._app.session import Session
from floorcall._engine.hand import Hand
from floorcall._plugins import discover, make_manager
from floorcall.model.events import AnyEvent, RulingApplied, WagerMade
from floorcall.model.irregularities import WagerIncorrect, WagerUnclear


def _session(book: str, seed: int) -> Session:
    text = default_config_text()
    if book != "tda-2024":
        text = text.replace('rulebook = "tda-2024"', f'rulebook = "{book}"')
    config = loads_config(text, discover(), "<default>")
    assert config.selection.rulebook == book
    return Session(config, make_manager(config.selection), seed=seed, irregularity_rate=1.0)


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_about_the_documented_share_of_injected_irregularities_are_wagers_and_all_are_ruled(book):
    wagers = others = 0
    for record in _session(book, 5).hands(300):
        for deal in record.deals:
            ruled = [e.irregularity for e in deal.events if isinstance(e, RulingApplied)]
            wagers += sum(isinstance(i, WagerUnclear | WagerIncorrect) for i in ruled)
            others += sum(not isinstance(i, WagerUnclear | WagerIncorrect) for i in ruled)
        assert not [u for u in record.unruled if isinstance(u.event, WagerMade)], record.unruled
    share = wagers / (wagers + others)
    assert WAGER_SHARE - 0.1 < share < WAGER_SHARE + 0.1, (wagers, others)


def test_a_hand_with_an_injected_wager_replays_from_its_log():
    for record in _session("tda-2024", 9).hands(60):
        hand = record.final
        if any(isinstance(e, WagerMade) for e in hand.events):
            log = msgspec.json.decode(msgspec.json.encode(hand.events), type=list[AnyEvent])
            assert log == hand.events
            again = Hand.from_events(hand.floor, log, deck_order=hand.initial_order)
            assert again.stacks == hand.stacks and again.events == hand.events
            return
    pytest.fail("no wager was injected in 60 hands at rate 1.0")
