"""Where the button and the blinds go from one hand to the next, by the house's ``button-mode``.

Dead button (TDA2024-32, the default of both rulebooks): the big blind moves on one player a hand and the button may
sit at an empty seat or stay put. Moving button (RROP-BLINDS-2, the house's other choice): the button goes to the
next player of the last hand and the blinds follow it. Heads-up the button posts the small blind and nobody posts the
big blind twice in a row (TDA2024-34B). The pure function is checked against a table of seatings; the session then
shows that `floorcall run` follows it, a seat vacated by a bust included, and places the button where a ruling puts
it; and the hands it writes, misplaced buttons injected, replay to the same result under both rulebooks.
"""

from __future__ import annotations

import random
from pathlib import Path

import msgspec
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from floorcall import HandStarted, Stakes, Table
from floorcall._app.batch import replay_many
from floorcall._app.cli import main
from floorcall._app.config import load_config, loads_config
from floorcall._app.inject import INJECTORS, misplaced_button
from floorcall._app.record import hand_to_history
from floorcall._app.running import default_config_text
from floorcall._app.session import Session, SessionState
from floorcall._app.simulate import new_hand, play
from floorcall._plugins import Selection, discover, make_manager
from floorcall.model.events import RulingApplied
from floorcall.model.irregularities import ButtonMisplaced
from floorcall.procedure import blind_posters, next_button

REPO = Path(__file__).resolve().parents[2]
MOVING = REPO / "examples" / "configs" / "flop-draw-cash-rrop-moving.toml"
FULL = (1, 2, 3, 4, 5, 6)

# mode, next hand's seats, last button, last big blind, seats of the last hand, next button, next posters (SB, BB)
BUTTON_TABLE = [
    pytest.param("dead", FULL, 1, 3, FULL, 2, (3, 4), id="tda2024-32-nobody-leaves"),
    pytest.param("dead", (1, 3, 4, 5, 6), 1, 3, FULL, 2, (3, 4), id="tda2024-32-small-blind-left-dead-button"),
    pytest.param("dead", (1, 2, 4, 5, 6), 1, 3, FULL, 1, (2, 4), id="tda2024-32-big-blind-left-button-stays"),
    pytest.param("dead", (2, 3, 4, 5, 6), 1, 3, FULL, 2, (3, 4), id="tda2024-32-button-left"),
    pytest.param("dead", (1, 2, 3, 5, 6), 1, 3, FULL, 2, (3, 5), id="tda2024-32-next-big-blind-left"),
    pytest.param("dead", (1, 3, 5, 7), 1, 5, (1, 3, 5, 7), 3, (5, 7), id="tda2024-32-gaps-between-seats"),
    pytest.param("moving", (1, 2, 4, 5, 6), 1, 3, FULL, 2, (4, 5), id="rrop-blinds-2-moving-big-blind-left"),
    pytest.param("moving", (1, 2, 3, 4, 5, 6), 1, 3, (1, 2, 3, 4, 5), 2, (3, 4), id="rrop-blinds-2-moving-full"),
    pytest.param("moving", (1, 2, 3, 4, 5, 6), 6, 2, (1, 2, 3, 4, 5), 1, (2, 3), id="rrop-blinds-2-new-player-waits"),
    pytest.param("dead", (1, 5), 1, 5, (1, 3, 5), 5, (5, 1), id="tda2024-34b-heads-up-dead"),
    pytest.param("moving", (3, 5), 1, 5, (1, 3, 5), 5, (5, 3), id="tda2024-34b-heads-up-moving-no-big-blind-twice"),
]


@pytest.mark.parametrize(("mode", "seats", "button", "big", "dealt", "expected", "posters"), BUTTON_TABLE)
def test_button_table(mode, seats, button, big, dealt, expected, posters):
    placed = next_button(mode, seats, button, big, dealt)
    assert placed == expected
    assert blind_posters(seats, placed, 2) == posters


def test_next_button_refuses_an_unknown_mode_and_a_table_of_one():
    with pytest.raises(ValueError, match="button mode"):
        next_button("floating", FULL, 1, 3, FULL)
    with pytest.raises(ValueError, match="two seats"):
        next_button("dead", (4,), 1, 3, FULL)


def _session(book: str, mode: str, rate: float = 0.0) -> Session:
    text = default_config_text().replace('rulebook = "tda-2024"', f'rulebook = "{book}"')
    text += f'\n[house]\noptions = {{ button-mode = "{mode}" }}\n'
    config = loads_config(text, discover(), "<default>")
    return Session(config, make_manager(config.selection), seed=3, irregularity_rate=rate)


@pytest.mark.parametrize(
    ("book", "mode", "button", "blinds"),
    [("tda-2024", "dead", 1, {2: 50, 4: 100}), ("rrop", "moving", 2, {4: 50, 5: 100})],
)
def test_a_seat_vacated_by_a_bust_is_passed_by_as_the_house_method_says(book, mode, button, blinds):
    session = _session(book, mode)
    stacks = {1: 9000, 2: 11000, 3: 0, 4: 12000, 5: 8000, 6: 20000}  # seat 3, last hand's big blind, busted
    session.restore(
        SessionState(
            stacks=stacks,
            button=1,
            clock=0.0,
            hands_played=3,
            game_index=0,
            game_hands=3,
            orbit_start=6,
            rng=session.rng.getstate(),
            advance=True,
            big_blind=3,
            dealt=FULL,
        )
    )
    record = session.play_hand()
    first = record.deals[0]
    assert first.started.table.button == button and first.chips.blind_wagers == blinds
    assert 3 not in first.seats and record.entrants == []
    assert session.vacant == (3,)
    following = session.play_hand()
    assert following.entrants == [3] and 3 in following.deals[0].seats  # a new player sits down after one hand


def test_the_session_puts_the_next_button_where_a_ruling_put_it():
    session = _session("rrop", "dead")
    session.play_hand()
    record = session.play_hand()
    hand = record.final
    assert hand.outcome is not None
    hand.next_deal.button_next_hand(5)  # as ButtonNextHand(button=5) leaves it (RROP-IRR-1)
    session._button_after(hand, hand.started.table.button)
    assert session.state().button == 5 and not session.state().advance
    assert session.play_hand().deals[0].started.table.button == 5


def test_run_injects_misplaced_buttons_and_every_ruling_is_one_of_the_books():
    assert misplaced_button in INJECTORS
    seen = set()
    for book in ("tda-2024", "rrop"):
        for record in _session(book, "dead", rate=1.0).hands(150):
            for deal in record.deals:
                for event in deal.events:
                    if isinstance(event, RulingApplied) and isinstance(event.irregularity, ButtonMisplaced):
                        seen.add((book, event.ruling.kind.value, event.ruling.remedy_names))
            assert not record.unruled
    assert ("tda-2024", "misdeal", ("redeal_with_button",)) in seen
    assert ("tda-2024", "continue", ()) in seen
    assert ("rrop", "misdeal", ("redeal_with_button",)) in seen
    assert ("rrop", "continue", ("button_next_hand",)) in seen


@pytest.mark.parametrize("config", [None, MOVING], ids=["default-tda-dead", "rrop-moving"])
def test_every_hand_run_with_button_irregularities_replays_to_the_same_result(tmp_path, config):
    out = tmp_path / "hands"
    args = [*([str(config)] if config else []), "--hands", "150", "--irregularities", "0.8", "--seed", "11"]
    assert main(["run", *args, "--out", str(out)]) == 0
    files = sorted(out.glob("*.phh"))
    texts = [path.read_text() for path in files]
    assert any("button_misplaced" in text for text in texts)
    assert any("[[_floorcall.misdeals]]" in text and "button_misplaced" in text for text in texts)
    outcomes = list(replay_many(files, jobs=1))
    assert [(o.path, o.reason) for o in outcomes if o.status != "matched"] == []


def test_the_moving_button_example_config_loads_with_its_house_option():
    config = load_config(MOVING, discover())
    assert config.selection.rulebook == "rrop" and config.house.options["button-mode"] == "moving"


def test_the_button_injector_stays_quiet_without_a_button_on_a_redeal_and_once_the_hand_is_over():
    def hand(game, stakes, button):
        floor = make_manager(Selection(games=(game,), rulebook="tda-2024"))
        return new_hand(floor, HandStarted(game=game, table=Table.of([900] * 4, button=button), stakes=stakes), rng)

    rng = random.Random(5)
    blinds = Stakes(small_bet=100, blinds=(50, 100))
    flop = hand("nlhe", blinds, 4)
    report = misplaced_button(flop, rng)
    assert report is not None and report.irregularity.button == 4
    assert report.irregularity.proper_button in (1, 3)  # one player on, or one back
    flop.apply(report)
    assert misplaced_button(flop.redeal(rng), rng) is None  # the redeal's button was just put right
    stud = hand("stud", Stakes(ante=5, bring_in=5, small_bet=10, big_bet=20), None)
    assert misplaced_button(stud, rng) is None
    over = hand("nlhe", blinds, 4)
    play(over, rng)
    assert misplaced_button(over, rng) is None


def test_tda2024_23_a_hand_is_played_at_the_level_in_force_when_it_started():
    session = _session("tda-2024", "dead")
    state = session.state()
    # 19 of level 1's 20 minutes played: this hand starts at level 1 and ends after the clock has gone to level 2
    session.restore(msgspec.structs.replace(state, clock=19.0, hands_played=7))
    first = session.play_hand()
    assert first.level == 0 and session.level == 1
    assert first.final.started.stakes == session.config.stakes(0, first.final.game.name)
    second = session.play_hand()
    assert second.level == 1 and second.final.started.stakes == session.config.stakes(1, second.final.game.name)
    assert second.final.started.stakes != first.final.started.stakes


def test_a_heads_up_hand_is_written_with_the_small_blind_first_as_pokerkit_reads_it():
    import pokerkit  # a test requirement (the benchmarks and replay tests compare with it)

    floor = make_manager(Selection(games=("nlhe",), rulebook="tda-2024"))
    table = Table.of({3: 4400, 5: 39500}, button=5)
    hand = new_hand(
        floor, HandStarted(game="nlhe", table=table, stakes=Stakes(small_bet=600, blinds=(300, 600))), random.Random(9)
    )
    assert hand.chips.blind_wagers == {5: 300, 3: 600}  # the button posts the small blind heads-up (TDA2024-34B)
    play(hand, random.Random(2))
    history = hand_to_history([hand], "NT")
    assert history.seats == (3, 5) and tuple(history.blinds_or_straddles) == (300, 600)
    state = pokerkit.NoLimitTexasHoldem.create_state(
        (pokerkit.Automation.BLIND_OR_STRADDLE_POSTING,),
        True,
        0,
        history.blinds_or_straddles,
        600,
        history.starting_stacks,
        2,
    )
    assert list(state.bets) == [600, 300]  # p1, seat 3, posts the big blind; p2, the button, the small blind


@given(
    seats=st.sets(st.integers(1, 10), min_size=3, max_size=10),
    left=st.sets(st.integers(1, 10), max_size=3),
    joined=st.sets(st.integers(1, 10), max_size=2),
    button=st.integers(1, 10),
)
def test_tda2024_32_the_dead_button_moves_the_big_blind_on_exactly_one_player(seats, left, joined, button):
    last = sorted(seats)
    big = blind_posters(last, button, 2)[1]
    now = sorted((seats - left) | joined)
    assume(len(now) >= 2)
    placed = next_button("dead", now, button, big, last)
    small_now, big_now = blind_posters(now, placed, 2)
    assert big_now == ([s for s in now if s > big] + [s for s in now if s <= big])[0]  # the next player after him
    assert big_now != big or big not in now
    moving = next_button("moving", now, button, big, last)
    assert moving in now and {small_now, big_now} <= set(now)
