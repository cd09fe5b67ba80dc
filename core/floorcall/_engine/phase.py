"""The hand's phase and the street under way, with the moves between phases.

The phase says what the hand waits for: cards (dealing), an action (betting), discards (drawing), shows (showdown),
a choice among a ruling's options (decision), or nothing (over). The stage is the only writer of the phase and the
street; the engine's parts move it through its named transitions.
"""

from __future__ import annotations

from enum import Enum, auto
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from floorcall.model.types import Street

__all__ = ["BETTING", "DEALING", "DECISION", "DRAWING", "OVER", "SHOWDOWN", "Phase", "Stage"]


class Phase(Enum):
    """Where the hand stands."""

    DEALING = auto()
    BETTING = auto()
    SHOWDOWN = auto()
    DECISION = auto()
    OVER = auto()
    DRAWING = auto()
    """A draw: the live players discard or stand pat in turn before the replacements are dealt."""


# The phases as module constants, for the engine's hot paths: on Python 3.11 reading a member off an enum class
# (``Phase.DEALING``) goes through the enum type's ``__getattr__`` hook and costs about 900 instructions, a global
# about 30.
DEALING: Final = Phase.DEALING
BETTING: Final = Phase.BETTING
SHOWDOWN: Final = Phase.SHOWDOWN
DECISION: Final = Phase.DECISION
OVER: Final = Phase.OVER
DRAWING: Final = Phase.DRAWING


class Stage:
    """The phase of one hand and the street it is on.

    :param last_street: the game's last street: the street before the first is planned (its index is -1).
    """

    def __init__(self, last_street: Street) -> None:
        self.phase: Phase = DEALING
        self.street_index = -1
        """The index of the street being dealt or bet in the game's streets."""
        self.street: Street = last_street
        """The street being dealt or bet (``game.streets[street_index]``, kept beside the index)."""

    def begin_street(self, index: int, street: Street) -> None:
        """A street begins (its plan is asked for next; then its cards are dealt, :meth:`deal`, or it draws)."""
        self.street_index = index
        self.street = street

    def deal(self) -> None:
        """Cards are due: a draw's replacements, or a street's cards dealt again."""
        self.phase = DEALING

    def bet(self) -> None:
        """The street's betting round is open."""
        self.phase = BETTING

    def draw(self) -> None:
        """The live seats discard in turn."""
        self.phase = DRAWING

    def show(self) -> None:
        """The hands are shown (or the pots are awarded)."""
        self.phase = SHOWDOWN

    def wait(self) -> None:
        """A ruling waits for a player's or the floor's choice."""
        self.phase = DECISION

    def resume(self, phase: Phase) -> None:
        """The choice is made: the hand goes back to where it stood."""
        self.phase = phase

    def end(self) -> None:
        """The hand is over."""
        self.phase = OVER
