"""What :class:`~floorcall.view.HandView` reads from a running hand: a small read-only protocol.

The view reads through :class:`HandReading`, so it imports no engine; the hand engine (:mod:`floorcall._engine`)
satisfies the protocol structurally. Every member is read-only here, whatever the engine keeps behind it. Chips are
in chips, seats are seat numbers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from floorcall._mechanics.substantial import ActionInTurn
    from floorcall.cards import Card
    from floorcall.model.events import AnyEvent, HandStarted
    from floorcall.model.expectations import HandOutcome
    from floorcall.model.procedure import GameSpec, OptionValue
    from floorcall.model.types import Street
    from floorcall.view import HandView

__all__ = ["BettingReading", "FloorReading", "HandReading", "SeatReading"]


class SeatReading(Protocol):
    """One dealt-in seat's cards, chips and standing in the hand."""

    @property
    def upcards(self) -> tuple[Card, ...]:
        """The face-up cards, in the order dealt."""

    @property
    def downcards(self) -> tuple[Card, ...]:
        """The face-down cards (``??`` where unknown), in the order dealt."""

    @property
    def cards(self) -> Sequence[Card]:
        """Every card of the seat, in the order dealt."""

    @property
    def stack(self) -> int:
        """Chips behind, in chips."""

    @property
    def contributed(self) -> int:
        """Chips put into the hand so far (antes, blinds, bets), in chips."""

    @property
    def dead_money(self) -> int:
        """The part of :attr:`contributed` that is dead money (it goes to the pot but buys no share), in chips."""

    @property
    def present(self) -> bool:
        """Whether the player is at the seat."""

    @property
    def penalty(self) -> bool:
        """Whether the player is serving a penalty."""

    @property
    def looked(self) -> bool:
        """Whether the player has looked at the downcards."""

    @property
    def dead(self) -> bool:
        """Whether a ruling has killed the hand (a fold is not a dead hand)."""

    @property
    def live(self) -> bool:
        """Whether the seat still contests the pot (neither folded nor dead)."""

    @property
    def next_down(self) -> bool:
        """Whether the seat's next card of the street comes face down although the plan deals it face up."""


class BettingReading(Protocol):
    """The betting round now open."""

    @property
    def actor(self) -> int | None:
        """The seat to act, or None once the round has nobody to act."""

    @property
    def wagers(self) -> Mapping[int, int]:
        """Chips each seat has put in during this round, in chips, by seat."""


class SelectionReading(Protocol):
    """The selection in force, as far as the view reads it."""

    @property
    def rulebook(self) -> str | None:
        """The selected rulebook's name, or None."""


class FloorReading(Protocol):
    """The plugins in force for the hand."""

    @property
    def selection(self) -> SelectionReading:
        """What the house selected."""

    def substantial_action(self, hand: HandView) -> bool:
        """Whether substantial action has occurred, as the plugins in force count it."""


class PhaseReading(Protocol):
    """Where the hand's procedure is (dealing, betting, a decision, the showdown, over)."""

    @property
    def name(self) -> str:
        """The phase's upper-case name, such as ``DEALING``."""


class StubReading(Protocol):
    """What the hand knows of the deck."""

    @property
    def stub(self) -> int:
        """Cards left in the stub."""


class CursorReading(Protocol):
    """What the view reads of the deal cursor."""

    @property
    def queue(self) -> Sequence[tuple[int, bool]]:
        """The street's deal: each card's seat and whether the plan deals it face up, in order."""

    @property
    def pos(self) -> int:
        """How many cards of :attr:`queue` are dealt."""


class ShowdownReading(Protocol):
    """What the view reads of the showdown record."""

    def is_shown(self, seat: int, cards: int) -> bool:
        """Whether the seat has tabled at least ``cards`` cards at this showdown."""


class HandReading(Protocol):
    """Everything :class:`~floorcall.view.HandView` reads from a running hand."""

    @property
    def floor(self) -> FloorReading:
        """The plugins in force."""

    @property
    def game(self) -> GameSpec:
        """The game being played."""

    @property
    def started(self) -> HandStarted:
        """The event that started the hand (game, stakes, table, rulebook, options, redeal)."""

    @property
    def options(self) -> Mapping[str, OptionValue]:
        """The option values in force, by kebab-case name."""

    @property
    def events(self) -> Sequence[AnyEvent]:
        """The hand's event log so far."""

    @property
    def tracker(self) -> StubReading:
        """The deck as far as the hand knows it."""

    @property
    def seats(self) -> Mapping[int, SeatReading]:
        """The dealt-in seats, by seat number."""

    @property
    def deal_order(self) -> tuple[int, ...]:
        """The dealt-in seats in the order they get their cards."""

    @property
    def phase(self) -> PhaseReading:
        """Where the procedure is."""

    @property
    def board(self) -> Sequence[Card]:
        """Community cards, in the order turned."""

    @property
    def burns(self) -> Sequence[Card]:
        """Burned cards (``??`` where unknown)."""

    @property
    def actions_in_turn(self) -> Sequence[ActionInTurn]:
        """Voluntary actions taken in turn so far (for substantial action)."""

    @property
    def street_index(self) -> int:
        """The street's index in the game, 0 for the first."""

    @property
    def street(self) -> Street:
        """The street being dealt or bet."""

    @property
    def initial_deal(self) -> bool:
        """True while the cards before the first betting round are dealt."""

    @property
    def cursor(self) -> CursorReading:
        """The deal cursor: the street's deal and how far it has gone."""

    @property
    def betting(self) -> BettingReading | None:
        """The betting round now open, or None."""

    @property
    def bring_in_seat(self) -> int | None:
        """The seat whose upcard brought in (stud), once known."""

    @property
    def result(self) -> ShowdownReading:
        """The showdown record: the hands tabled so far."""

    @property
    def wager_actions(self) -> Mapping[int, AnyEvent]:
        """The plain action each ``wager_made`` was taken as, by its index in the log."""

    @property
    def outcome(self) -> HandOutcome | None:
        """How the hand ended, once it has."""

    @property
    def show_first(self) -> int | None:
        """The seat due to table first at a showdown with nobody all in, while unshown."""

    @property
    def award_citations(self) -> tuple[str, ...]:
        """The rule IDs the rulebook names for the settlement of the pots."""

    def live_seats(self) -> Sequence[int]:
        """Seats still contesting the pot, in deal order."""
