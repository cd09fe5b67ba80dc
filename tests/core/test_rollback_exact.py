"""A rejected event leaves the hand exactly as it was, and the hand then plays to the same end as a control hand.

Each hand is played twice from the same seed: once plainly (the control), once with rejected events thrown in at
random before the regular ones, at every phase: malformed events, events that cannot apply now, regular events
whose procedure questions a plugin fails to answer, and irregular events whose ruling cannot be carried out (these
two fail after the hand has begun to change, so the engine must roll back). After each rejection the whole state
must be what it was, the stub's known order included; at the end both hands must be identical.
"""

from __future__ import annotations

import random

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import floorcall
from floorcall import (
    BetOrRaisedTo,
    BoardCardDealt,
    BoxedCardFound,
    Card,
    CardBurned,
    CardDealt,
    CheckedOrCalled,
    DecisionMade,
    Discarded,
    Folded,
    HandShown,
    HandStarted,
    InvalidEventError,
    IrregularityReported,
    NoRulingError,
    PluginError,
    Stakes,
    Table,
)
from floorcall._app.simulate import new_hand, next_event
from floorcall.model.events import AnyEvent
from floorcall.model.expectations import (
    ExpectAction,
    ExpectBoardCard,
    ExpectBurn,
    ExpectDeal,
    ExpectDecision,
    ExpectDraw,
    ExpectShowdown,
    HandOver,
)
from floorcall.testing import make_floor
from tests.support.state import Chaos, hand_state

TABLES = {
    "stud": (Stakes(ante=5, bring_in=10, small_bet=20, big_bet=40), None),
    "nlhe": (Stakes(blinds=(5, 10), small_bet=10), 6),
    "27td": (Stakes(blinds=(5, 10), small_bet=10, big_bet=20), 6),
}
REJECTED = (InvalidEventError, PluginError, NoRulingError)


def _floor(game):
    floor = make_floor(games=[game], rulebook="tda-2024")
    chaos = Chaos()
    floor.register(chaos, name="chaos")
    return floor, chaos


def _started(game, stacks, reported):
    stakes, button = TABLES[game]
    return HandStarted(
        game=game, table=Table.of(stacks, button=button), stakes=stakes, showdown_reported=reported, hand_number=3
    )


def _step(hand, rng, expose_at):
    """The regular event the hand expects (a show at showdown, a decision chosen at random), or the scripted
    exposure of a downcard at step ``expose_at`` (which the chaos plugin answers with a player's option)."""
    expected = hand.expected()
    if isinstance(expected, ExpectShowdown):
        seat = expected.seats[0]
        return HandShown(seat=seat, cards=tuple(hand.seats[seat].cards))
    if isinstance(expected, ExpectDeal) and not expected.face_up and len(hand.events) >= expose_at:
        return CardDealt(seat=expected.seat, card=hand.next_card, face_up=True)
    return next_event(hand, expected, rng)


def _play(hand, rng, expose_at, faults=None):
    """Play to the end; ``faults(hand, event)`` runs before each regular event and returns True if it applied it."""
    exposed = False
    for _ in range(600):
        if isinstance(hand.expected(), HandOver):
            return hand
        event = _step(hand, rng, 10**6 if exposed else expose_at)
        exposed = exposed or (isinstance(event, CardDealt) and event.face_up and len(hand.events) >= expose_at)
        if faults is None or not faults(hand, event):
            hand.apply(event)
    raise AssertionError("the hand never ended")


def _malformed(hand, rng):
    """Events that fail the boundary checks, whatever the hand expects."""
    seat = rng.choice(list(hand.seats))
    return rng.choice(
        [
            CardDealt(seat=2.5, card=Card.ACE_SPADES),
            CardDealt(seat=seat, card="Zz"),
            CardDealt(seat=True, card=hand.next_card),
            CardDealt(seat=11, card=hand.next_card),
            BetOrRaisedTo(seat=seat, amount=-20),
            BetOrRaisedTo(seat=seat, amount=20.5),
            Folded(seat=0),
            CardBurned(card=Card.RED_JOKER),
            BoardCardDealt(card=Card.UNKNOWN),
            Discarded(seat=seat, cards=("Zz",)),
            DecisionMade(option="no_such_choice"),
            HandStarted(game="stud", table=hand.started.table, stakes=hand.started.stakes),
        ]
    )


def _out_of_place(hand, rng):
    """Well-formed events that cannot apply to the hand as it stands."""
    expected = hand.expected()
    events = [CheckedOrCalled(seat=9)]  # nobody sits at seat 9
    if not isinstance(expected, ExpectShowdown):
        events.append(HandShown(seat=next(iter(hand.seats)), cards=()))
    if hand.draw_round is None:  # no draw under way (a second discard in one is an irregularity)
        events.append(Discarded(seat=next(iter(hand.seats))))
    if not isinstance(expected, ExpectDecision):
        events.append(DecisionMade(option="redeal"))
    return rng.choice(events)


def _irregular(hand, rng):
    """An irregular event fitting the moment, for a ruling the chaos plugin makes impossible to carry out."""
    expected = hand.expected()
    live = hand.live_seats()
    if isinstance(expected, ExpectDeal):
        return CardDealt(seat=expected.seat, card=hand.next_card, face_up=not expected.face_up)
    if isinstance(expected, ExpectBurn):
        return CardDealt(seat=rng.choice(live), card=hand.next_card)  # the burn skipped
    if isinstance(expected, ExpectBoardCard):
        return CardBurned(card=hand.next_card)  # a burn too many
    others = [s for s in live if s != getattr(expected, "seat", None)]
    if isinstance(expected, ExpectAction) and others:
        return CheckedOrCalled(seat=rng.choice(others))
    if isinstance(expected, ExpectDraw) and others:
        return Discarded(seat=rng.choice(others))
    return IrregularityReported(irregularity=BoxedCardFound(card=Card.UNKNOWN))


KINDS = ("malformed", "out_of_place", "ruling", "procedure")


def _fault_injector(chaos, fault_rng, rate, seen=None):
    """Before a regular event, maybe apply rejected events and check that each changed nothing.

    With ``rate`` 1 every kind is tried before every regular event, else one kind at random. A "procedure" fault is
    the regular event itself while every procedure hook fails: it is rejected when it asks a plugin something (a
    new street, the first seat to act, the pots), and simply applies otherwise (then the caller skips it).
    """
    makers = {"malformed": _malformed, "out_of_place": _out_of_place, "ruling": _irregular}

    def attempt(hand, regular, kind):
        event = regular if kind == "procedure" else makers[kind](hand, fault_rng)
        before = hand_state(hand)
        chaos.mode = kind
        try:
            hand.apply(event)
        except REJECTED:
            pass
        else:
            assert kind == "procedure", f"{event!r} was not rejected"
            return True
        finally:
            chaos.mode = None
        assert hand_state(hand) == before, f"{kind}: {event!r} changed the hand"
        if seen is not None:
            seen.add((type(hand.expected()).__name__, kind))
        return False

    def inject(hand, regular):
        if fault_rng.random() >= rate:
            return False
        kinds = KINDS if rate >= 1 else (fault_rng.choice(KINDS),)
        return any(attempt(hand, regular, kind) for kind in kinds)

    return inject


@settings(max_examples=40, deadline=None)
@given(
    game=st.sampled_from(sorted(TABLES)),
    stacks=st.lists(st.integers(30, 600), min_size=2, max_size=6),
    seed=st.integers(0, 2**32),
    reported=st.booleans(),
    expose_at=st.integers(3, 40),
    rate=st.sampled_from([0.2, 0.5]),
)
def test_every_rejected_event_leaves_the_hand_exactly_as_it_was(game, stacks, seed, reported, expose_at, rate):
    floor, chaos = _floor(game)
    started = _started(game, stacks, reported)
    control = _play(new_hand(floor, started, random.Random(seed)), random.Random(seed + 1), expose_at)
    hand = new_hand(floor, started, random.Random(seed))
    _play(hand, random.Random(seed + 1), expose_at, _fault_injector(chaos, random.Random(seed + 2), rate))
    assert hand_state(hand) == hand_state(control)
    assert hand.stacks == control.stacks and hand.payouts == control.payouts


def test_every_kind_of_rejected_event_is_tried_at_every_phase():
    """The same check as the property test, on fixed seeds, with a rejected event before every regular one."""
    seen = set()
    for game in sorted(TABLES):
        for seed in range(5):
            floor, chaos = _floor(game)
            started = _started(game, [200, 300, 400], reported=True)
            control = _play(new_hand(floor, started, random.Random(seed)), random.Random(seed + 1), 4 + seed)
            hand = new_hand(floor, started, random.Random(seed))
            _play(hand, random.Random(seed + 1), 4 + seed, _fault_injector(chaos, random.Random(seed), 1.0, seen))
            assert hand_state(hand) == hand_state(control)
    phases = ["ExpectDeal", "ExpectBurn", "ExpectBoardCard", "ExpectAction", "ExpectDraw", "ExpectShowdown"]
    phases.append("ExpectDecision")
    # a discard and a decision ask no plugin anything (the street's plan is made), so they cannot fail "procedure"
    asks_nothing = {("ExpectDraw", "procedure"), ("ExpectDecision", "procedure")}
    missing = [(p, k) for p in phases for k in KINDS if (p, k) not in seen | asks_nothing]
    assert not missing, sorted(seen)


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_rollback_keeps_the_stub_order_so_a_simulated_hand_goes_on(game):
    floor, chaos = _floor(game)
    hand = new_hand(floor, _started(game, [300, 300, 300], False), random.Random(5))
    expected = hand.expected()
    assert isinstance(expected, ExpectDeal)
    top = hand.next_card
    before = hand_state(hand)
    chaos.mode = "ruling"
    with pytest.raises(PluginError, match="chaos"):
        hand.apply(CardDealt(seat=expected.seat, card=top, face_up=not expected.face_up))
    chaos.mode = None
    assert hand.next_card is top and top.is_known
    assert hand_state(hand) == before
    _play(hand, random.Random(6), 10**6)
    assert isinstance(hand.expected(), HandOver)


def test_a_rollback_tells_the_observers_nothing():
    seen = []

    class Observer:
        @floorcall.hookimpl
        def floorcall_on_hand_start(self, hand):
            seen.append("start")

        @floorcall.hookimpl
        def floorcall_on_ruling(self, hand, irregularity, ruling):
            seen.append("ruling")

    floor, chaos = _floor("stud")
    floor.register(Observer(), name="observer")
    hand = new_hand(floor, _started("stud", [300, 300, 300], False), random.Random(5))
    expected = hand.expected()
    hand.apply(CardDealt(seat=expected.seat, card=hand.next_card, face_up=not expected.face_up))
    assert seen == ["start", "ruling"]
    hand.apply(DecisionMade(option="plays_on", seat=expected.seat))
    chaos.mode = "ruling"
    with pytest.raises(PluginError):
        hand.apply(IrregularityReported(irregularity=BoxedCardFound(card=Card.UNKNOWN)))
    assert seen == ["start", "ruling"]  # the rollback replayed the log without telling anyone again


def test_from_events_with_the_deck_order_rebuilds_the_known_stub():
    floor, _ = _floor("nlhe")
    order = list(floor.game("nlhe").deck.cards)
    random.Random(8).shuffle(order)
    hand = new_hand(floor, _started("nlhe", [300, 300, 300], False), random.Random(8))
    for _ in range(7):
        hand.apply(next_event(hand, hand.expected(), random.Random(1)))
    log = msgspec.json.decode(msgspec.json.encode(hand.events), type=list[AnyEvent])
    rebuilt = type(hand).from_events(floor, log, deck_order=order)
    assert rebuilt.next_card is hand.next_card and hand_state(rebuilt) == hand_state(hand)
