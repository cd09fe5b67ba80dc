"""floorcall run injects wagers at the documented share, under both rulebooks, and every run hand replays."""

from __future__ import annotations

import random

import msgspec
import pytest

from floorcall._app.config import loads_config
from floorcall._app.inject import WAGER_SHARE, wager_irregularity
from floorcall._app.running import default_config_text
from floorcall._app.session import Session
from floorcall._engine.hand import Hand
from floorcall._plugins import discover, make_manager
from floorcall.model.events import AnyEvent, RulingApplied, WagerMade
from floorcall.model.irregularities import WagerIncorrect, WagerUnclear
from tests.stud.stud_helpers import door_script, scripted_hand
from tests.wagers.wager_helpers import floor


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


def _open_after_an_all_in_bring_in(book):
    """Case 027's table: the 2c's seat is all in for the ante, so seat 5 opens for the bring-in or completes."""
    doors = {1: "9h", 2: "Td", 3: "4s", 4: "2c", 5: "6d", 6: "Kc"}
    stacks = {1: 3000, 2: 5200, 3: 900, 4: 100, 5: 2500, 6: 7000}
    hand, _, expected = scripted_hand(floor("stud", book), "stud", stacks, door_script(doors))
    assert expected.options.bring_in == 100 and expected.options.bet_to == (100, 400)
    return hand


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_every_injected_wager_where_a_stud_seat_may_open_for_the_bring_in_is_ruled(book):
    """The string wager goes back for more than the bring-in: the completion (each chip motion holds chips)."""
    strings = 0
    for seed in range(40):
        hand = _open_after_an_all_in_bring_in(book)
        event = wager_irregularity(hand, random.Random(seed))
        assert event is not None
        if isinstance(event, WagerMade):
            assert all(motion.chips for motion in event.motions), event
            strings += len(event.motions) > 1
        hand.apply(event)  # ruled or plain, never refused as bad input
    assert strings, "no string wager was drawn in 40 seeds"
