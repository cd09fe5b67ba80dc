"""Helpers for the stud rulebook tests: floors with a rulebook in force, and hands dealt from per-seat scripts.

A script gives each seat its cards in the order dealt; ``faces`` overrides the face of a seat's n-th card (1-based)
so a test can expose a downcard or deal an upcard down exactly where the case says.
"""

from __future__ import annotations

import floorcall_rrop
import floorcall_tda2024
from floorcall import (
    STANDARD_DECK,
    BringInPosted,
    Card,
    CardBurned,
    CardDealt,
    CheckedOrCalled,
    Folded,
    Hand,
    HandStarted,
    RulingApplied,
    SeatSetup,
    Stakes,
    Table,
)
from floorcall.cards import parse_cards
from floorcall.model.expectations import ExpectAction, ExpectBurn, ExpectDeal
from floorcall.testing import make_floor
from tests.stud.stud_helpers import PLUGINS

BOOKS = {"tda-2024": floorcall_tda2024.plugin, "rrop": floorcall_rrop.plugin}
#: The stakes of the seven-card cases: ante 100, bring-in 100, 400/800.
CASE_STAKES = Stakes(ante=100, bring_in=100, small_bet=400, big_bet=800)
#: The stakes of the five-card cases (limit 10/20, ante 1, bring-in 5).
FIVE_STAKES = Stakes(ante=1, bring_in=5, small_bet=10, big_bet=20)


def rule_floor(book, options=None):
    """A fresh floor with the four stud games and the rulebook ``book`` in force."""
    plugins = {**PLUGINS, **BOOKS}
    return make_floor(games=list(PLUGINS), rulebook=book, options=options, plugins=plugins, installed=False)


def start(book, game, stacks, *, dealer="house", stakes=CASE_STAKES, options=None, away=(), deck_order=None):
    """Start a hand of ``game`` under ``book``: ``stacks`` maps seat to chips, ``away`` lists absent seats."""
    seats = tuple(SeatSetup(seat=s, stack=c, present=s not in away) for s, c in sorted(stacks.items()))
    started = HandStarted(game=game, table=Table(seats=seats, dealer=dealer), stakes=stakes, rulebook=book)
    return Hand(rule_floor(book, options), started, deck_order=deck_order)


class Script:
    """Deal each seat its scripted cards; burns come from the cards nobody was given (``??`` for ``"??"``)."""

    def __init__(self, cards, faces=None):
        self.cards = {seat: list(parse_cards(text)) for seat, text in cards.items()}
        used = [card for cards in self.cards.values() for card in cards if card.is_known]
        assert len(used) == len(set(used)), "a card is scripted twice"
        self.spare = [card for card in STANDARD_DECK.cards if card not in used]
        self.faces = dict(faces or {})
        self.dealt = {seat: 0 for seat in self.cards}

    def event(self, seat, face_up):
        """The next scripted card for ``seat``, face as due unless the script overrides it."""
        self.dealt[seat] += 1
        face = self.faces.get((seat, self.dealt[seat]), face_up)
        return CardDealt(seat=seat, card=self.cards[seat].pop(0), face_up=face)

    def step(self, hand):
        """Deal or burn what the hand expects; return the ruling, or the expectation when it is neither."""
        exp = hand.expected()
        if isinstance(exp, ExpectDeal):
            return hand.apply(self.event(exp.seat, exp.face_up))
        if isinstance(exp, ExpectBurn):
            return hand.apply(CardBurned(card=self.spare.pop()))
        return exp

    def deal(self, hand):
        """Deal and burn until the hand expects something else; return that expectation."""
        while True:
            exp = hand.expected()
            if not isinstance(exp, ExpectDeal | ExpectBurn):
                return exp
            self.step(hand)


def passive(options):
    """Post the bring-in when owed, check when possible, otherwise call."""
    if options.bring_in is not None and not options.can_fold:
        return BringInPosted(seat=options.seat)
    if options.can_check or options.call > 0:
        return CheckedOrCalled(seat=options.seat)
    return Folded(seat=options.seat)


def play_until(hand, script, stop, action=passive):
    """Deal from ``script`` and act with ``action`` until ``stop(exp)`` holds for the hand's expectation."""
    while not stop(exp := hand.expected()):
        if isinstance(exp, ExpectDeal | ExpectBurn):
            script.step(hand)
        else:
            assert isinstance(exp, ExpectAction), exp
            hand.apply(action(exp.options))
    return exp


def last_ruling(hand):
    """The last ruling recorded in the hand's log."""
    return next(e.ruling for e in reversed(hand.events) if isinstance(e, RulingApplied))


def door_cards(doors, later=None, down=None):
    """Per-seat scripts: two filler downcards and the door card, then ``later`` cards (fillers from low cards)."""
    later, down = later or {}, down or {}
    taken = {c for text in (*doors.values(), *later.values(), *down.values()) for c in parse_cards(text)}
    filler = [c for c in STANDARD_DECK.cards if c not in taken]
    script = {}
    for seat in sorted(doors):
        hole = down.get(seat) or f"{filler.pop(0)}{filler.pop(0)}"
        script[seat] = f"{hole}{doors[seat]} {later.get(seat, '')}".strip()
    return script


def unknown(count):
    """``count`` unknown cards in script notation."""
    return "??" * count


def chips_in_play(hand):
    """Every chip of the table: behind, in the pot, and held out of the hand by a ruling."""
    held = sum(hand.chips.held_out.values())
    if hand.outcome is not None:
        return sum(s.stack for s in hand.seats.values()) + held
    return sum(s.stack + s.contributed for s in hand.seats.values()) + held


__all__ = [
    "BOOKS",
    "CASE_STAKES",
    "FIVE_STAKES",
    "Card",
    "Script",
    "chips_in_play",
    "door_cards",
    "last_ruling",
    "passive",
    "play_until",
    "rule_floor",
    "start",
    "unknown",
]
