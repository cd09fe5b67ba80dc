"""Replaying draw hands: the real N2L1D and F2L3D hands, and simulated hands of every draw game written as PHH."""

import random
from pathlib import Path

import pytest

from floorcall import (
    BetOrRaisedTo,
    CardDealt,
    CheckedOrCalled,
    Discarded,
    Folded,
    RulingApplied,
    StubExhausted,
)
from floorcall._app.phh import (
    CheckOrCall,
    CompleteBetOrRaiseTo,
    DealHole,
    Fold,
    HandHistory,
    StandPatOrDiscard,
    dumps,
    load,
    loads,
)
from floorcall._app.replay import Replayer, phh_files
from floorcall._app.simulate import new_hand, play
from tests.draw.draw_helpers import GAMES, draw_catalog, draw_floor, started

REAL = ("N2L1D", "F2L3D")
CODES = {"5cd": "F5CD", "27sd": "N2L1D", "27td": "F2L3D", "a5td": "FA5L3D", "badugi": "FB"}


def _real_files(shared_dir):
    files = phh_files([shared_dir / "data" / "phh" / "wsop-2023-43-5" / code for code in REAL])
    assert len(files) == 14
    return files


def test_every_real_single_and_triple_draw_hand_replays_to_its_finishing_stacks(shared_dir):
    replayer = Replayer(draw_catalog())
    outcomes = [replayer.replay_path(path) for path in _real_files(shared_dir)]
    failed = [(o.path, o.action, o.reason) for o in outcomes if o.status != "matched"]
    assert not failed
    assert {o.game for o in outcomes} == {"27sd", "27td"}


def test_a_real_triple_draw_hand_draws_in_phh_order(shared_dir):
    """055: p1 and p2 draw three times; the replay sees each seat's discards, then the replacements in draw order."""
    path = shared_dir / "data" / "phh" / "wsop-2023-43-5" / "F2L3D" / "055_02_29_59.phh"
    history = load(path)
    assert sum(isinstance(a, StandPatOrDiscard) for a in history.actions) == 6
    assert Replayer(draw_catalog()).replay_path(path).status == "matched"


def test_the_draw_variants_round_trip_through_the_phh_writer(shared_dir):
    for path in _real_files(shared_dir):
        history = load(path)
        assert loads(dumps(history)) == history


# -- simulated hands written as PHH and replayed ------------------------------------------------------------------


def _history(hand, code):
    """The hand's events as a PHH hand history (players p1..pN are seats 1..N, the button at pN)."""
    actions = []
    for event in hand.events:
        if isinstance(event, CardDealt):
            last = actions[-1] if actions else None
            if isinstance(last, DealHole) and last.player == event.seat:
                actions[-1] = DealHole(player=event.seat, cards=(*last.cards, event.card))
            else:
                actions.append(DealHole(player=event.seat, cards=(event.card,)))
        elif isinstance(event, BetOrRaisedTo):
            actions.append(CompleteBetOrRaiseTo(player=event.seat, amount=event.amount))
        elif isinstance(event, CheckedOrCalled):
            actions.append(CheckOrCall(player=event.seat))
        elif isinstance(event, Folded):
            actions.append(Fold(player=event.seat))
        elif isinstance(event, Discarded):
            actions.append(StandPatOrDiscard(player=event.seat, cards=event.cards))
    start = hand.started
    players = len(start.table.seats)
    stakes = start.stakes
    fixed = stakes.big_bet is not None
    return HandHistory(
        variant=code,
        antes=(0,) * players,
        blinds_or_straddles=(*stakes.blinds, *(0,) * (players - len(stakes.blinds))),
        small_bet=stakes.small_bet if fixed else None,
        big_bet=stakes.big_bet,
        min_bet=None if fixed else stakes.small_bet,
        starting_stacks=tuple(s.stack for s in start.table.seats),
        actions=tuple(actions),
        finishing_stacks=tuple(hand.stacks[s.seat] for s in start.table.seats),
    )


@pytest.mark.parametrize("game", sorted(GAMES))
def test_simulated_hands_of_every_draw_game_are_written_read_and_replayed(game, tmp_path):
    floor = draw_floor(games=(game,))
    replayer = Replayer(draw_catalog(), selection=floor.selection)
    rng = random.Random(f"replay-{game}")
    seats = min(6, floor.game(game).max_seats)
    for number in range(40):
        hand = play(new_hand(floor, started(game, seats=seats, stack=6_000), rng), rng)
        text = dumps(_history(hand, CODES[game]))
        path = tmp_path / f"{game}-{number}.phh"
        path.write_text(text)
        assert load(path).variant == CODES[game]
        outcome = replayer.replay_path(Path(path))
        assert outcome.status == "matched", (outcome, text)
        assert outcome.game == game


def test_a_hand_history_that_deals_again_after_reshuffles_replays_without_a_ruling(tmp_path):
    """Six players drawing three cards every draw exhaust the stub twice; the PHH record shows no reshuffle."""
    floor = draw_floor(games=("27td",))
    replayer = Replayer(draw_catalog(), selection=floor.selection)
    matched = reshuffled = 0
    for seed in range(12):
        rng = random.Random(seed)
        hand = play(
            new_hand(floor, started("27td", seats=6, stack=100_000), rng),
            rng,
            policy=lambda options, _: CheckedOrCalled(seat=options.seat),
            draw_policy=lambda cards, _: tuple(cards[:3]),
        )
        rulings = [e for e in hand.events if isinstance(e, RulingApplied)]
        assert rulings and all(isinstance(r.irregularity, StubExhausted) for r in rulings)
        reshuffled += len(rulings)
        path = tmp_path / f"{seed}.phh"
        path.write_text(dumps(_history(hand, "F2L3D")))
        outcome = replayer.replay_path(path)
        matched += outcome.status == "matched"
        assert outcome.status == "matched", outcome
    assert matched == 12
    assert reshuffled >= 24
