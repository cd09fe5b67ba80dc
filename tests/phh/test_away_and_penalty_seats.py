"""A hand history keeps the seats dealt in while away or on penalty (``_floorcall.table.absent`` and ``penalty``), so
a hand whose dead seats were killed after the deal (TDA2024-30, TDA2024-71C) replays as it was played."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from floorcall import HandStarted, SeatSetup, Stakes, Table
from floorcall._app.phh import dumps, loads
from floorcall._app.record import hand_to_history
from floorcall._app.replay import Replayer
from floorcall._app.replay_extension import read_extension
from floorcall._app.simulate import new_hand, play
from floorcall._plugins import discover
from floorcall.testing import make_floor

#: game -> (its PHH variant, its stakes, the button; None in stud).
GAMES = {
    "nlhe": ("NT", Stakes(blinds=(5, 10), small_bet=10), 3),
    "stud": ("F7S", Stakes(ante=5, bring_in=10, small_bet=20, big_bet=40), None),
}

_CATALOG = discover()


def _written(game: str, seats: tuple[SeatSetup, ...], seed: int) -> str:
    variant, stakes, button = GAMES[game]
    started = HandStarted(game=game, table=Table(seats=seats, button=button), stakes=stakes, rulebook="tda-2024")
    hand = play(
        new_hand(make_floor(games=[game], rulebook="tda-2024"), started, random.Random(seed)), random.Random(seed)
    )
    return dumps(hand_to_history([hand], variant))


def test_tda_2024_r71c_a_seat_on_penalty_and_a_seat_away_are_written_and_the_hand_replays():
    seats = (
        SeatSetup(seat=1, stack=500),
        SeatSetup(seat=2, stack=500, penalty=True),
        SeatSetup(seat=3, stack=500, present=False),
        SeatSetup(seat=4, stack=500),
    )
    history = loads(_written("nlhe", seats, 4))
    layout = read_extension(history).table
    assert (layout.penalty, layout.absent) == ((2,), (3,))
    outcome = Replayer(_CATALOG).replay(history, "hand.phh")
    assert outcome.status == "matched", outcome.reason


def test_a_hand_with_every_seat_present_writes_neither_list():
    text = _written("stud", tuple(SeatSetup(seat=s, stack=400) for s in (1, 2, 3)), 2)
    assert "absent" not in text and "penalty" not in text


#: A table of 2 to 6 seats, each away, on penalty, both or neither.
_TABLES = st.lists(
    st.fixed_dictionaries({"stack": st.integers(50, 500), "present": st.booleans(), "penalty": st.booleans()}),
    min_size=2,
    max_size=6,
).map(lambda table: tuple(SeatSetup(seat=n, **seat) for n, seat in enumerate(table, start=1)))


@settings(max_examples=25, deadline=None)
@given(game=st.sampled_from(sorted(GAMES)), seats=_TABLES, seed=st.integers(0, 2**32))
def test_any_mix_of_seats_away_and_on_penalty_is_written_and_replays(game, seats, seed):
    history = loads(_written(game, seats, seed))
    layout = read_extension(history).table
    assert layout.penalty == tuple(s.seat for s in seats if s.penalty)
    assert layout.absent == tuple(s.seat for s in seats if not s.present)
    outcome = Replayer(_CATALOG).replay(history, "hand.phh")
    assert outcome.status == "matched", outcome.reason
