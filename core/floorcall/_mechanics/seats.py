"""Per-seat state inside a running hand (mutable; the engine owns it, views only read it).

:class:`SeatHand` is the only writer of its fields: the engine's parts and the remedies change a seat's cards, chips
and flags through its methods.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import compress

from floorcall.cards import Card

__all__ = ["SeatHand", "clockwise"]


# init=False: the __init__ below is written out so that mypyc compiles it (a dataclass's generated one runs
# interpreted, about 8,000 instructions a seat in the compiled build); the decorator still gives repr and ==.
@dataclass(slots=True, init=False)
class SeatHand:
    """One dealt-in seat during a hand.

    ``cards`` and ``faces`` run in the order the cards were dealt (``faces[i]`` is True when card i lies face up).
    ``contributed`` counts every chip the seat put into this hand (antes, blinds, bets), ``dead_money`` the part of
    it that belongs to no betting layer (a big-blind ante).

    :param seat: the seat number.
    :param stack: its chips as the hand begins.
    :param present: the player is at the table (an absent player's hand is dealt and killed).
    :param penalty: the player is serving a missed-hands penalty.
    """

    seat: int
    stack: int
    present: bool
    penalty: bool
    cards: list[Card]
    faces: list[bool]
    contributed: int
    dead_money: int
    folded: bool
    dead: bool
    looked: bool
    next_down: bool
    skip_next_round: bool
    last_next_round: bool

    def __init__(self, seat: int, stack: int, present: bool = True, penalty: bool = False) -> None:
        self.seat = seat
        self.stack = stack
        self.present = present
        self.penalty = penalty
        self.cards = []
        self.faces = []
        self.contributed = 0
        self.dead_money = 0
        self.folded = False
        self.dead = False
        self.looked = False
        self.next_down = False
        self.skip_next_round = False
        self.last_next_round = False

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

    # -- chips ------------------------------------------------------------------------------------------------------

    def put_in(self, chips: int) -> int:
        """Move up to ``chips`` from the stack into the hand; returns what actually moved (less when all in)."""
        moved = min(chips, self.stack)
        self.stack -= moved
        self.contributed += moved
        return moved

    def put_in_dead(self, chips: int) -> int:
        """Put up to ``chips`` in as dead money (an ante that belongs to no betting layer); returns what moved."""
        moved = self.put_in(chips)
        self.dead_money += moved
        return moved

    def wagered(self, chips: int) -> None:
        """``chips`` the betting round took from the stack went into the hand (the round checked the stack)."""
        self.stack -= chips
        self.contributed += chips

    def won(self, chips: int) -> None:
        """``chips`` come to the stack: a pot won, an uncalled bet or held-out chips given back."""
        self.stack += chips

    def pay_back(self, chips: int) -> None:
        """``chips`` already paid to the stack are taken back (a settled hand made void)."""
        self.stack -= chips

    def refund(self, chips: int) -> None:
        """``chips`` of what the seat put in come back to its stack (a call made void)."""
        self.stack += chips
        self.contributed -= chips

    def refund_all(self) -> int:
        """Everything the seat put in comes back to its stack; returns the chips."""
        chips = self.contributed
        self.stack += chips
        self.contributed = self.dead_money = 0
        return chips

    def hold_out(self) -> int:
        """The whole stack leaves play until the hand ends (all in for the pot); returns the chips."""
        chips, self.stack = self.stack, 0
        return chips

    # -- cards ------------------------------------------------------------------------------------------------------

    def receive(self, card: Card, face_up: bool) -> None:
        """A card comes to the seat, face up or down."""
        self.cards.append(card)
        self.faces.append(face_up)

    def give_last(self) -> tuple[Card, bool]:
        """The seat's last card leaves it; returns it and whether it lay face up."""
        return self.cards.pop(), self.faces.pop()

    def give_at(self, index: int) -> Card:
        """The card at ``index`` (in the order dealt) leaves the seat; returns it."""
        del self.faces[index]
        return self.cards.pop(index)

    def turn_up(self, index: int) -> None:
        """The card at ``index`` lies face up now."""
        self.faces[index] = True

    def name_card(self, index: int, card: Card) -> None:
        """The unknown card at ``index`` is ``card`` (shown at the showdown)."""
        self.cards[index] = card

    def take_over(self, other: SeatHand) -> None:
        """The seat takes ``other``'s cards as they lie; ``other`` holds none after."""
        self.cards, self.faces = other.cards, other.faces
        other.cards, other.faces = [], []

    # -- standing in the hand ---------------------------------------------------------------------------------------

    def fold(self) -> None:
        """The hand is folded or mucked."""
        self.folded = True

    def unfold(self) -> None:
        """A hand mucked at the showdown is taken back: live again."""
        self.folded = False

    def kill(self) -> None:
        """The hand is dead by a ruling."""
        self.dead = True

    def look(self) -> None:
        """The player has looked at his downcards."""
        self.looked = True

    # -- how the next deal treats the seat --------------------------------------------------------------------------

    def owe_down(self, down: bool = True) -> None:
        """The seat's next upcard comes face down (``down``), or no longer does."""
        self.next_down = down

    def skip_round(self, skip: bool = True) -> None:
        """The seat is passed over in the next round of dealing (``skip``), or that is done."""
        self.skip_next_round = skip

    def deal_last(self, last: bool = True) -> None:
        """The seat is dealt last in the next round of dealing (``last``), or that is done."""
        self.last_next_round = last


def clockwise(seats: Iterable[int], after: int) -> list[int]:
    """Seats in clockwise order starting with the first seat after ``after`` (which need not be occupied).

    :param seats: seat numbers, any order.
    :param after: a seat number (the dealer's or the button's); 0 starts from seat 1.
    :returns: the seats sorted so that the first is the next one clockwise after ``after``.
    """
    ordered = sorted(seats)
    return [s for s in ordered if s > after] + [s for s in ordered if s <= after]
