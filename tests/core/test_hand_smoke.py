import random

from floorcall import HandStarted, Stakes, Table
from floorcall._app.simulate import new_hand, play
from floorcall.testing import make_floor
from tests.support.mini import MiniGame, TestBook


def test_smoke():
    floor = make_floor(
        games=["mini"], rulebook="test-book", plugins={"mini": MiniGame(), "test-book": TestBook()}, installed=False
    )
    for seed in range(300):
        rng = random.Random(seed)
        started = HandStarted(
            game="mini",
            table=Table.of([1000, 300, 50, 1000]),
            stakes=Stakes(ante=10, bring_in=20, small_bet=50, big_bet=100),
        )
        hand = play(new_hand(floor, started, rng), rng)
        assert sum(hand.stacks.values()) == 2350, (seed, hand.stacks, hand.events)
