"""A hand can always finish: with no live hand left it ends void; a plugin's unusable answer names the plugin."""

from __future__ import annotations

import random

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import floorcall
from floorcall import (
    CardDealt,
    DowncardExposed,
    Hand,
    HandMucked,
    HandOutcome,
    HandShown,
    HandStarted,
    IrregularityReported,
    KillHand,
    OwnDowncardExposed,
    PluginAnswerError,
    Ruling,
    RulingKind,
    SeatSetup,
    Stakes,
    Table,
)
from floorcall._app.simulate import new_hand, next_event, play
from floorcall.model.events import AnyEvent
from floorcall.model.expectations import ExpectDeal, ExpectShowdown, HandOver
from floorcall.testing import make_floor
from tests.support.state import hand_state

GAMES = {
    "stud": (Stakes(ante=5, bring_in=10, small_bet=20, big_bet=40), None),
    "nlhe": (Stakes(blinds=(5, 10), small_bet=10), 3),
    "27td": (Stakes(blinds=(5, 10), small_bet=10, big_bet=20), 3),
}


def _started(game, seats, **kwargs):
    stakes, button = GAMES[game]
    return HandStarted(game=game, table=Table(seats=seats, button=button), stakes=stakes, **kwargs)


def _replays(hand):
    log = msgspec.json.decode(msgspec.json.encode(hand.events), type=list[AnyEvent])
    again = Hand.from_events(hand.floor, log, deck_order=hand.initial_order)
    assert hand_state(again) == hand_state(hand)


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("absence", ["away", "penalty", "away-and-penalty"])
def test_with_every_player_away_or_on_penalty_the_hand_ends_void_and_every_chip_goes_back(game, absence):
    floor = make_floor(games=[game], rulebook="tda-2024")
    seats = tuple(
        SeatSetup(
            seat=s,
            stack=300,
            present=absence == "penalty" or (absence == "away-and-penalty" and s != 2),
            penalty=absence == "penalty" or (absence == "away-and-penalty" and s != 2),
        )
        for s in (1, 2, 3)
    )
    hand = play(new_hand(floor, _started(game, seats), random.Random(1)), random.Random(2))
    assert hand.outcome is HandOutcome.VOID
    assert hand.stacks == {1: 300, 2: 300, 3: 300} and hand.payouts == {}
    assert sum(hand.returned.values()) > 0  # the forced bets posted went back
    assert hand.live_seats() == []
    _replays(hand)


class KillEveryHand:
    """House rule for the test: an exposed downcard kills every hand at the table."""

    @floorcall.hookimpl
    def floorcall_rule_irregularity(self, irregularity, hand):
        if isinstance(irregularity, DowncardExposed):
            return Ruling(
                kind=RulingKind.DEAD_HAND,
                remedies=tuple(KillHand(seat=s) for s in hand.live_seats),
                citations=("HOUSE:kill-all:1",),
                explanation="Here an exposed downcard kills every hand.",
            )
        return None


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_ruling_that_kills_the_last_live_hands_ends_the_hand_void(game):
    floor = make_floor(games=[game], rulebook="tda-2024")
    floor.register(KillEveryHand(), name="kill-all")
    seats = tuple(SeatSetup(seat=s, stack=300) for s in (1, 2, 3))
    hand = new_hand(floor, _started(game, seats), random.Random(3))
    due = hand.expected()
    assert isinstance(due, ExpectDeal) and not due.face_up
    ruling = hand.apply(CardDealt(seat=due.seat, card=hand.next_card, face_up=True))
    assert ruling.citations == ("HOUSE:kill-all:1",)
    assert isinstance(hand.expected(), HandOver) and hand.outcome is HandOutcome.VOID
    assert hand.stacks == {1: 300, 2: 300, 3: 300}
    _replays(hand)


def _at_showdown(game):
    """A heads-up hand whose source reports the showdown, played to it (the first seed whose hand gets there)."""
    floor = make_floor(games=[game], rulebook="tda-2024")
    seats = tuple(SeatSetup(seat=s, stack=300) for s in (1, 2))
    rng = random.Random(5)
    for seed in range(20):
        hand = new_hand(floor, _started(game, seats, showdown_reported=True), random.Random(seed))
        while not isinstance(hand.expected(), ExpectShowdown | HandOver):
            hand.apply(next_event(hand, hand.expected(), rng))
        if isinstance(hand.expected(), ExpectShowdown):
            return hand
    raise AssertionError("no hand reached a showdown")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_last_live_hand_mucked_at_showdown_still_wins_the_pot(game):
    hand = _at_showdown(game)
    first, last = hand.live_seats()
    pot = hand.view.pot
    hand.apply(HandMucked(seat=first))
    assert hand.expected() == ExpectShowdown(seats=(last,))
    before_last = hand.seats[last].stack
    hand.apply(HandMucked(seat=last))
    assert hand.outcome is HandOutcome.COMPLETE and hand.payouts == {last: pot}
    assert hand.seats[last].stack == before_last + pot
    _replays(hand)


def test_a_seat_shown_after_the_others_mucked_wins_as_before():
    hand = _at_showdown("stud")
    first, last = hand.live_seats()
    pot = hand.view.pot
    hand.apply(HandMucked(seat=first))
    hand.apply(HandShown(seat=last, cards=tuple(hand.seats[last].cards)))
    assert hand.payouts == {last: pot}


class BadAnswers:
    """A house plugin whose procedure and ruling answers the hand cannot use, switched on one at a time."""

    mode = None

    @floorcall.hookimpl
    def floorcall_pick_first_to_act(self, hand, street):
        return 9 if self.mode == "absent-seat" else None

    @floorcall.hookimpl
    def floorcall_pick_bring_in(self, hand):
        return 9 if self.mode == "absent-bring-in" else None

    @floorcall.hookimpl
    def floorcall_rule_irregularity(self, irregularity, hand):
        if self.mode == "kill-absent":
            remedies = (KillHand(seat=9),)
        elif self.mode == "malformed":
            remedies = (KillHand(seat=2.5),)
        else:
            return None
        return Ruling(
            kind=RulingKind.DEAD_HAND, remedies=remedies, citations=("HOUSE:bad:1",), explanation="A bad answer."
        )


@pytest.mark.parametrize(
    ("game", "mode", "hook"),
    [
        ("nlhe", "absent-seat", "floorcall_pick_first_to_act"),
        ("stud", "absent-bring-in", "floorcall_pick_bring_in"),
        ("stud", "kill-absent", "floorcall_rule_irregularity"),
        ("stud", "malformed", "floorcall_rule_irregularity"),
    ],
)
def test_a_plugin_answer_the_hand_cannot_use_names_the_plugin_and_changes_nothing(game, mode, hook):
    floor = make_floor(games=[game], rulebook="tda-2024")
    bad = BadAnswers()
    floor.register(bad, name="bad-answers")
    seats = tuple(SeatSetup(seat=s, stack=300) for s in (1, 2, 3))
    hand = new_hand(floor, _started(game, seats), random.Random(3))
    rng = random.Random(4)
    ruled = mode in ("kill-absent", "malformed")
    while len(hand.events) < 6 if ruled else hand.cursor.pos < len(hand.cursor.queue) - 1:
        hand.apply(next_event(hand, hand.expected(), rng))  # for a seat question: up to the deal's last card
    before = hand_state(hand)
    bad.mode = mode
    if mode in ("kill-absent", "malformed"):
        event = IrregularityReported(irregularity=OwnDowncardExposed(seat=1))
    else:
        event = next_event(hand, hand.expected(), rng)
    with pytest.raises(PluginAnswerError, match=f"plugin bad-answers raised in {hook}") as raised:
        hand.apply(event)
    assert raised.value.plugin == "bad-answers" and raised.value.hook == hook
    assert hand_state(hand) == before
    bad.mode = None
    play(hand, rng)
    assert hand.outcome is not None


@settings(max_examples=60, deadline=None)
@given(
    game=st.sampled_from(sorted(GAMES)),
    table=st.lists(st.tuples(st.integers(1, 500), st.booleans(), st.booleans()), min_size=2, max_size=6),
    seed=st.integers(0, 2**32),
)
def test_any_mix_of_players_away_and_on_penalty_still_finishes_with_every_chip(game, table, seed):
    floor = make_floor(games=[game], rulebook="tda-2024")
    seats = tuple(
        SeatSetup(seat=n, stack=stack, present=present, penalty=penalty)
        for n, (stack, present, penalty) in enumerate(table, start=1)
    )
    hand = play(new_hand(floor, _started(game, seats), random.Random(seed)), random.Random(seed + 1))
    assert isinstance(hand.expected(), HandOver)
    assert sum(hand.stacks.values()) == sum(stack for stack, _, _ in table)
    if not any(present and not penalty for _, present, penalty in table):
        assert hand.outcome is HandOutcome.VOID
    _replays(hand)
