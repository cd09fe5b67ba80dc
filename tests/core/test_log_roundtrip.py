"""A whole hand log round-trips through JSON and MessagePack and replays to an identical state."""

import random

import msgspec
import pytest

from floorcall import CardDealt
from floorcall._app.simulate import play
from floorcall._engine.hand import Hand
from floorcall.model.events import AnyEvent
from floorcall.testing import make_floor
from tests.support.drive import start
from tests.support.mini import MiniGame, TestBook

FLOOR = make_floor(
    games=["mini"], rulebook="test-book", plugins={"mini": MiniGame(), "test-book": TestBook()}, installed=False
)


def _state(hand):
    return (
        hand.outcome,
        hand.stacks,
        hand.payouts,
        {s: (tuple(h.cards), tuple(h.faces), h.folded, h.dead, h.contributed) for s, h in hand.seats.items()},
        tuple(hand.board),
        tuple(hand.burns),
        dict(hand.tracker.where),
        hand.tracker.stub,
        hand.expected(),
    )


def _hand_with_an_exposed_downcard(seed):
    hand = start(FLOOR, [300, 250, 400, 120], seed)
    exp = hand.expected()
    ruling = hand.apply(CardDealt(seat=exp.seat, card=hand.next_card, face_up=True))
    assert ruling.citations == ("TDA2024-RP10-A",)
    return play(hand, random.Random(seed))


@pytest.mark.parametrize("codec", [msgspec.json, msgspec.msgpack], ids=["json", "msgpack"])
@pytest.mark.parametrize("seed", range(12))
def test_log_round_trip_replays_identically(codec, seed):
    hand = _hand_with_an_exposed_downcard(seed)
    decoded = codec.decode(codec.encode(hand.events), type=list[AnyEvent])
    assert decoded == hand.events
    replayed = Hand.from_events(FLOOR, decoded)
    assert _state(replayed) == _state(hand)


def test_replay_uses_the_recorded_ruling_not_the_plugins():
    hand = _hand_with_an_exposed_downcard(5)
    no_rulebook = make_floor(games=["mini"], plugins={"mini": MiniGame()}, installed=False)
    assert _state(Hand.from_events(no_rulebook, hand.events)) == _state(hand)
