"""Helpers for the wager tests: a hand of a real game dealt to its first betting round, and wagers made at it."""

from __future__ import annotations

import random

import floorcall
from floorcall import (
    BetOrRaisedTo,
    ChipMotion,
    ExpectAction,
    Hand,
    HandStarted,
    Stakes,
    Table,
    WagerMade,
)
from floorcall._app.simulate import deal_next, new_hand

NLHE = Stakes(small_bet=200, blinds=(100, 200))
PLO = Stakes(small_bet=200, blinds=(100, 200))
LHE = Stakes(small_bet=200, big_bet=400, blinds=(100, 200))
STUD = Stakes(ante=25, bring_in=50, small_bet=200, big_bet=400)
STAKES = {"nlhe": NLHE, "plo": PLO, "lhe": LHE, "stud": STUD, "razz": STUD}
_FLOORS: dict[tuple[str, str], floorcall.Floor] = {}


def floor(game: str, book: str) -> floorcall.Floor:
    """One floor per game and rulebook (building one loads every plugin)."""
    key = (game, book)
    if key not in _FLOORS:
        _FLOORS[key] = floorcall.make_manager(floorcall.Selection(games=(game,), rulebook=book))
    return _FLOORS[key]


def to_betting(hand: Hand) -> Hand:
    """Deal until a seat must act."""
    while not isinstance(hand.expected(), ExpectAction):
        event = deal_next(hand, hand.expected())
        assert event is not None, hand.expected()
        hand.apply(event)
    return hand


def dealt(game: str, book: str, stacks: list[int] | None = None, seed: int = 3) -> Hand:
    """A hand of ``game`` under ``book``, six seats of 20,000 chips unless ``stacks`` says, at its first action."""
    started = HandStarted(game=game, table=Table.of(stacks or [20000] * 6), stakes=STAKES[game])
    return to_betting(new_hand(floor(game, book), started, random.Random(seed)))


def actor(hand: Hand) -> int:
    expected = hand.expected()
    assert isinstance(expected, ExpectAction), expected
    return expected.seat


def chips(*values: int, returned: bool = False) -> ChipMotion:
    return ChipMotion(chips=values, returned=returned)


def wager(hand: Hand, *motions: ChipMotion, said=None, spoke_first: bool = True) -> WagerMade:
    """A wager by the seat to act."""
    return WagerMade(seat=actor(hand), said=said, motions=motions, spoke_first=spoke_first)


def raise_to(hand: Hand, total: int) -> None:
    """The seat to act bets or raises to ``total`` (a plain amount)."""
    assert hand.apply(BetOrRaisedTo(seat=actor(hand), amount=total)) is None


def chip_total(hand: Hand) -> int:
    """Every chip of the hand: stacks, what is in the pot, and chips held out."""
    return sum(seat.stack + seat.contributed for seat in hand.seats.values()) + sum(hand.chips.held_out.values())
