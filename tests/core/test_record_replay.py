"""Hands floorcall plays and writes as PHH (with its ``_floorcall`` extension) replay to the same rulings.

Each case is a small hand built here, played by the engine with its burns recorded (as ``floorcall run`` plays), written
by :func:`floorcall._app.record.hand_to_history` and replayed from the text, where the burns are implicit.
"""

import random

import pytest

import floorcall_draw.deuce_seven_triple
import floorcall_flop.plo
import floorcall_tda2024
from floorcall import (
    BoardCardDealt,
    CardBurned,
    CheckedOrCalled,
    HandStarted,
    IrregularityReported,
    RulingApplied,
    SeatSetup,
    Stakes,
    StubExhausted,
    Table,
)
from floorcall._app.cli import main
from floorcall._app.phh import dumps, loads
from floorcall._app.record import hand_to_history
from floorcall._app.replay import Replayer, phh_files
from floorcall._app.simulate import deal_next, new_hand, play
from floorcall._engine.handstate import hand_rng
from floorcall._mechanics.seeding import log_position
from floorcall._plugins import discover
from floorcall.model.expectations import ExpectAction
from floorcall.model.types import Street
from floorcall.testing import catalog_of, make_floor

PLUGINS = {
    "27td": floorcall_draw.deuce_seven_triple.plugin,
    "plo": floorcall_flop.plo.plugin,
    "tda-2024": floorcall_tda2024.plugin,
}


def _floor(game):
    return make_floor(games=[game], rulebook="tda-2024", plugins=PLUGINS, installed=False)


def _started(game, seats, stakes, number):
    table = Table(seats=tuple(SeatSetup(seat=s, stack=20_000) for s in range(1, seats + 1)), button=seats)
    return HandStarted(game=game, table=table, stakes=stakes, rulebook="tda-2024", hand_number=number)


def _written(hand, variant):
    """The hand as the PHH text ``floorcall run --out`` writes, read back."""
    return loads(dumps(hand_to_history([hand], variant)))


def _replayed(history):
    return Replayer(catalog_of(PLUGINS)).replay(history, "hand.phh")


def _checking(options, rng):
    return CheckedOrCalled(seat=options.seat)


# -- a draw whose burn is due when the stub is empty (floorcall run --seed 3, hand 171) -------------------------------


def _drawing(counts):
    """A draw policy that throws the next count of each seat's cards, in the order the seats draw."""
    pending = list(counts)
    return lambda cards, rng: tuple(cards[: pending.pop(0)])


def _stub_out_at_the_second_draw():
    """2-7 triple draw, six seats: 30 cards dealt, one burned and 21 drawn leave the stub empty for the next burn."""
    hand = new_hand(
        _floor("27td"),
        _started("27td", 6, Stakes(small_bet=400, big_bet=800, blinds=(200, 400)), 171),
        random.Random(171),
    )
    first, second, third = [4, 4, 4, 3, 3, 3], [1] * 6, [0] * 6
    return play(hand, random.Random(0), policy=_checking, draw_policy=_drawing(first + second + third))


def test_an_empty_stub_when_the_draws_burn_is_due_is_ruled_again_on_replay():
    hand = _stub_out_at_the_second_draw()
    events = hand.events
    [report] = [e for e in events if isinstance(e, IrregularityReported)]
    assert report.detected
    assert report.irregularity == StubExhausted(street=Street.DRAW_2, owed=6, stub=0, reshuffles=0)
    after = events[events.index(report) :]
    assert isinstance(after[1], RulingApplied) and isinstance(after[2], CardBurned)  # the burn came after the ruling
    history = _written(hand, "F2L3D")
    assert "stub_exhausted" in dumps(history)
    assert _replayed(history).status == "matched", _replayed(history)


def test_a_recorded_detection_the_replay_does_not_repeat_is_named_in_the_failure():
    text = dumps(_written(_stub_out_at_the_second_draw(), "F2L3D"))
    # the irregularity, then the parameters of the ruling's message
    assert text.count("owed = 6") == 2
    assert text.index("owed = 6") < text.index("[_floorcall.events.ruling.message.params]")
    outcome = _replayed(loads(text.replace("owed = 6", "owed = 7", 1)))
    assert outcome.status == "failed"
    assert "the engine detected stub_exhausted(street=draw-2, owed=6, stub=0, reshuffles=0)" in outcome.reason
    assert "the file records stub_exhausted(street=draw-2, owed=7, stub=0, reshuffles=0)" in outcome.reason


# -- a four-card flop after a recorded burn (floorcall run --seed 3, hand 310) ------------------------------------


def _four_card_flop(number):
    """PLO, three seats: the flop and its burn dealt, then a fourth board card before anyone acts on the flop."""
    hand = new_hand(
        _floor("plo"), _started("plo", 3, Stakes(small_bet=100, blinds=(50, 100)), number), random.Random(number)
    )
    while len(hand.board) < 3:
        expected = hand.expected()
        event = deal_next(hand, expected)
        hand.apply(event if event is not None else CheckedOrCalled(seat=expected.seat))
    assert isinstance(hand.expected(), ExpectAction)
    ruling = hand.apply(BoardCardDealt(card=hand.next_card))
    assert ruling is not None and ruling.citations == ("TDA2024-39A",)
    return play(hand, random.Random(0), policy=_checking)


@pytest.mark.parametrize("number", [310, 1, 2, 3, 4, 5, 6, 7])
def test_a_four_card_flop_after_a_recorded_burn_picks_the_same_card_on_replay(number):
    """The pick is seeded with the hand's number and log position; a position that counted burns picked otherwise."""
    hand = _four_card_flop(number)
    assert any(isinstance(e, CardBurned) for e in hand.events)  # the live log holds the flop's burn
    assert _replayed(_written(hand, "PO")).status == "matched"


def test_a_differing_remedy_is_named_in_the_failure():
    text = dumps(_written(_four_card_flop(310), "PO"))
    [line] = [line for line in text.splitlines() if "card_to_burn" in line]
    picked = line.split('card = "')[1][:2]
    other = next(card for card in ("2c", "2d", "2h") if card != picked)
    outcome = _replayed(loads(text.replace(line, line.replace(f'card = "{picked}"', f'card = "{other}"'))))
    assert outcome.status == "failed"
    assert "board_card_dealt: ruled continue (TDA2024-39A), the file records continue (TDA2024-39A)" in outcome.reason
    assert f"remedies [card_to_burn(card={picked}," in outcome.reason
    assert f"where the file has [card_to_burn(card={other}," in outcome.reason


# -- an irregular burn --------------------------------------------------------------------------------------------


def test_an_early_burn_is_written_with_its_ruling_and_ruled_again_on_replay():
    """A burn during the preflop betting (TDA2024-38: it stands as the flop's burn) is not a PHH action."""
    hand = new_hand(_floor("plo"), _started("plo", 3, Stakes(small_bet=100, blinds=(50, 100)), 5), random.Random(5))
    while not isinstance(hand.expected(), ExpectAction):
        hand.apply(deal_next(hand, hand.expected()))
    early = hand.next_card
    ruling = hand.apply(CardBurned(card=early))
    assert ruling is not None and ruling.citations == ("TDA2024-38",)
    play(hand, random.Random(0), policy=_checking)
    history = _written(hand, "PO")
    [entry] = history.user_fields["_floorcall"]["events"]
    assert (entry["kind"], entry["card"], entry["ruling"]["citations"]) == ("card_burned", str(early), ("TDA2024-38",))
    assert _replayed(history).status == "matched"


# -- the seed of a remedy's chance ----------------------------------------------------------------------------------


def test_the_log_position_and_the_remedy_generator_leave_the_burns_out():
    hand = _four_card_flop(310)
    burns = sum(isinstance(e, CardBurned) for e in hand.events)
    assert burns >= 2
    assert log_position(hand.events) == len(hand.events) - burns
    without = [e for e in hand.events if not isinstance(e, CardBurned)]
    assert log_position(without) == log_position(hand.events)
    draws = hand_rng(hand).random()
    hand.events[:] = without
    assert hand_rng(hand).random() == draws


# -- the run that found both ------------------------------------------------------------------------------------------


def test_run_seed_3_with_many_irregularities_replays_every_hand(tmp_path, capsys):
    out = tmp_path / "hands"
    assert main(["run", "--hands", "400", "--irregularities", "0.6", "--seed", "3", "--out", str(out)]) == 0
    replayer = Replayer(discover())
    outcomes = [replayer.replay_path(path) for path in phh_files([out])]
    assert len(outcomes) == 400
    assert [(o.path, o.reason) for o in outcomes if o.status != "matched"] == []
