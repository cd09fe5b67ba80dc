"""Per-seat state inside a running hand (mutable; the engine owns it, views only read it)."""

from __future__ import annotations

import operator
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import compress

from floorcall.cards import Card

__all__ = ["SeatHand", "clockwise"]


@dataclass(slots=True)
class SeatHand:
    """One dealt-in seat during a hand.

    ``cards`` and ``faces`` run in the order the cards were dealt (``faces[i]`` is True when card i lies face up).
    ``contributed`` counts every chip the seat put into this hand (antes, blinds, bets), ``dead_money`` the part of
    it that belongs to no betting layer (a big-blind ante).
    """

    seat: int
    stack: int
    present: bool = True
    penalty: bool = False
    cards: list[Card] = field(default_factory=list)
    faces: list[bool] = field(default_factory=list)
    contributed: int = 0
    dead_money: int = 0
    folded: bool = False
    dead: bool = False
    looked: bool = False
    next_down: bool = False
    skip_next_round: bool = False
    last_next_round: bool = False

    @property
    def live(self) -> bool:
        """Still contesting the pot: neither folded nor dead."""
        return not (self.folded or self.dead)

    @property
    def upcards(self) -> tuple[Card, ...]:
        """Cards lying face up, in the order dealt."""
        return tuple(compress(self.cards, self.faces))

    @property
    def downcards(self) -> tuple[Card, ...]:
        """Cards lying face down, in the order dealt."""
        return tuple(compress(self.cards, map(operator.not_, self.faces)))

    def put_in(self, chips: int) -> int:
        """Move up to ``chips`` from the stack into the hand; returns what actually moved (less when all in)."""
        moved = min(chips, self.stack)
        self.stack -= moved
        self.contributed += moved
        return moved


def clockwise(seats: Iterable[int], after: int) -> list[int]:
    """Seats in clockwise order starting with the first seat after ``after`` (which need not be occupied).

    :param seats: seat numbers, any order.
    :param after: a seat number (the dealer's or the button's); 0 starts from seat 1.
    :returns: the seats sorted so that the first is the next one clockwise after ``after``.
    """
    ordered = sorted(seats)
    return [s for s in ordered if s > after] + [s for s in ordered if s <= after]
