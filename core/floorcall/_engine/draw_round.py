"""One draw of a draw game: who draws in which order, the discards each seat made, and how the stub held up.

The draw part (drawing.py, draw_flow.py) and the draw remedies change it through its methods; it is the only
writer of its fields.
"""

from __future__ import annotations

from dataclasses import dataclass

from floorcall.cards import Card  # imported at run time: the compiled dataclass reads its fields' types
from floorcall.model.types import Street

__all__ = ["DrawRound"]


# init=False: a written-out __init__ is compiled by mypyc, a dataclass's generated one runs interpreted.
@dataclass(slots=True, init=False)
class DrawRound:
    """One draw of a hand.

    :param number: 1 for the hand's first draw.
    :param street: the street whose betting follows the draw.
    :param order: the live seats in the order they draw.
    :param size: the cards a hand holds (the deal's count): each seat is dealt back up to it.
    :param thrown: each seat's discards in this draw, once made (an empty tuple: he stood pat).
    :param dealing: True once every seat has discarded and the burn and replacements are being dealt.
    :param reshuffles: stubs rebuilt during this draw.
    :param rulings: stub rulings applied during this draw (a ruling that rebuilds nothing would loop).
    :param refilled: hand histories: the stub has been rebuilt without a ruling in this draw or an earlier one.
    """

    number: int
    street: Street
    order: list[int]
    size: int
    thrown: dict[int, tuple[Card, ...]]
    dealing: bool
    reshuffles: int
    rulings: int
    refilled: bool

    def __init__(self, *, number: int, street: Street, order: list[int], size: int, refilled: bool = False) -> None:
        self.number = number
        self.street = street
        self.order = order
        self.size = size
        self.thrown = {}
        self.dealing = False
        self.reshuffles = 0
        self.rulings = 0
        self.refilled = refilled

    def threw(self, seat: int, cards: tuple[Card, ...]) -> None:
        """The seat's discards in this draw (an empty tuple: he stood pat)."""
        self.thrown[seat] = cards

    def take_back(self, seat: int) -> tuple[Card, ...]:
        """The seat's discards of this draw, which he takes back (none when he has not discarded)."""
        return self.thrown.pop(seat, ())

    def deal(self) -> None:
        """Every live seat has discarded: the burn and the replacements are dealt now."""
        self.dealing = True

    def ruled(self) -> None:
        """A ruling on the exhausted stub is asked for."""
        self.rulings += 1

    def reshuffled(self, *, refill: bool = False) -> None:
        """The stub was rebuilt (``refill``: by the engine for a hand history, without a ruling)."""
        self.reshuffles += 1
        if refill:
            self.refilled = True
