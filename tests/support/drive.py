"""Drivers for tests: play hands with the simulator, injecting irregular events on the way."""

from __future__ import annotations

import random

from floorcall import CardDealt, HandStarted, Stakes, Table
from floorcall._app.simulate import deal_next, new_hand, random_action
from floorcall.model.expectations import ExpectDeal, HandOver

STAKES = Stakes(ante=5, bring_in=10, small_bet=20, big_bet=40)


def start(floor, stacks, seed, game="mini", stakes=STAKES):
    started = HandStarted(game=game, table=Table.of(list(stacks)), stakes=stakes)
    return new_hand(floor, started, random.Random(seed))


def total_chips(hand):
    """Chips behind plus chips in the pot; once the hand is over the pot has been paid out into the stacks."""
    if hand.outcome is not None:
        return sum(s.stack for s in hand.seats.values())
    return sum(s.stack + s.contributed for s in hand.seats.values())


def known_cards_once(hand):
    """Every known card is in exactly one place, and the tracker agrees with the seats, board and burns."""
    places = []
    for seat in hand.seats.values():
        places += [c for c in seat.cards if c.is_known]
    places += [c for c in hand.board if c.is_known]
    places += [c for c in hand.burns if c.is_known]
    assert len(places) == len(set(places)), places
    tracked = {c for c, (zone, _) in hand.tracker.where.items() if zone.name not in ("MUCK", "ASIDE")}
    live = {c for s in hand.seats.values() if s.live for c in s.cards if c.is_known}
    assert live <= tracked


def injected_events(hand, rng):
    """A dealing event that departs from the procedure: the due card face up, to a wrong seat, or a duplicate."""
    exp = hand.expected()
    if not isinstance(exp, ExpectDeal):
        return None
    kind = rng.choice(["exposed", "wrong_seat", "duplicate"])
    if kind == "exposed" and not exp.face_up:
        return CardDealt(seat=exp.seat, card=hand.next_card, face_up=True)
    if kind == "duplicate":
        dealt = [c for s in hand.seats.values() for c in s.cards if c.is_known]
        if dealt:
            return CardDealt(seat=exp.seat, card=rng.choice(dealt), face_up=exp.face_up)
    others = [s for s in hand.seats if s != exp.seat]
    return CardDealt(seat=rng.choice(others), card=hand.next_card, face_up=exp.face_up)


def play_with_irregularities(hand, rng, rate, check=None):
    """Play to the end; before each dealing step inject an irregular card with probability ``rate``."""
    for _ in range(3000):
        exp = hand.expected()
        if isinstance(exp, HandOver):
            return hand
        event = injected_events(hand, rng) if rng.random() < rate else None
        if event is None:
            event = deal_next(hand, exp)
        if event is None:
            if exp.__struct_config__.tag == "action":
                event = random_action(exp.options, rng)
            else:
                from floorcall import DecisionMade

                event = DecisionMade(option=rng.choice(exp.options), seat=exp.seat)
        hand.apply(event)
        if check is not None:
            check(hand)
    raise AssertionError("hand never ended")


def play_conserving(hand, rng, rate):
    """Play to the end with irregularities at ``rate``; after every event each known card is in one place and the
    chips behind and in the pot add up to the chips the hand began with."""
    total = total_chips(hand)

    def check(h):
        known_cards_once(h)
        assert total_chips(h) == total

    return play_with_irregularities(hand, rng, rate, check)
