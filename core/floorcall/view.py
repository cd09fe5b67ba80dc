"""The read-only view of a hand that plugins receive: what a floor person can see, and nothing to change it with."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from floorcall._mechanics.pots import Pot, build_pots
from floorcall._mechanics.substantial import ActionInTurn
from floorcall.cards import Card
from floorcall.model.events import SnapshotTaken
from floorcall.model.procedure import GameSpec, OptionValue, Stakes
from floorcall.model.types import Street
from floorcall.table import Table

if TYPE_CHECKING:
    from floorcall.model.events import AnyEvent
    from floorcall.model.reading import HandReading

__all__ = ["HandView"]


class HandView:
    """Read-only view of a running hand, passed to every hook.

    Properties return immutable values (tuples, frozen Structs, read-only mappings) or plain ints and bools, so one
    plugin cannot change what the next one sees. Seat arguments are seat numbers; asking about a seat that is not
    dealt in raises ``KeyError``.
    """

    __slots__ = ("_hand",)

    def __init__(self, hand: HandReading) -> None:
        self._hand = hand

    # -- the setting --
    @property
    def game(self) -> GameSpec:
        """The game being played."""
        return self._hand.game

    @property
    def rulebook(self) -> str | None:
        """The rulebook in force, if any."""
        return self._hand.started.rulebook or self._hand.floor.selection.rulebook

    @property
    def options(self) -> Mapping[str, OptionValue]:
        """Option values in force for this hand, by kebab-case name (a read-only mapping, not a copy)."""
        return MappingProxyType(self._hand.options)

    @property
    def procedure_key(self) -> tuple[str, Stakes, tuple[object, ...]]:
        """What a game's steady answers depend on besides the street and the floor: game, stakes, the hand's options.

        Hashable; two hands of one floor with equal keys play by the same plans and limits on every street.
        """
        started = self._hand.started
        return started.game, started.stakes, started.options

    @property
    def stakes(self) -> Stakes:
        """The level's forced bets and bet sizes."""
        return self._hand.started.stakes

    @property
    def table(self) -> Table:
        """The table as the hand began (seats, stacks before antes, button, dealer)."""
        return self._hand.started.table

    @property
    def is_redeal(self) -> bool:
        """True when the hand is the redeal of a misdeal."""
        return self._hand.started.redeal

    # -- where the hand is --
    @property
    def street(self) -> Street:
        """The street being dealt or bet."""
        return self._hand.street

    @property
    def street_index(self) -> int:
        """0 for the game's first street."""
        return self._hand.street_index

    @property
    def initial_deal(self) -> bool:
        """True while the cards before the first betting round are being dealt."""
        return self._hand.initial_deal

    @property
    def dealing(self) -> bool:
        """True while the current street's cards are being dealt (no betting round open)."""
        return self._hand.phase.name == "DEALING"

    @property
    def actor(self) -> int | None:
        """The seat to act, when a betting round is open."""
        betting = self._hand.betting
        return betting.actor if betting is not None else None

    @property
    def bring_in_seat(self) -> int | None:
        """The seat whose upcard brought in (stud), once known."""
        return self._hand.bring_in_seat

    @property
    def due_deal(self) -> tuple[int, bool] | None:
        """The seat due the next card of the street being dealt and whether it comes face up, or None."""
        hand = self._hand
        if hand.phase.name != "DEALING" or hand.cursor.pos >= len(hand.cursor.queue):
            return None
        seat, face_up = hand.cursor.queue[hand.cursor.pos]
        return seat, face_up and not hand.seats[seat].next_down

    @property
    def due_seats(self) -> tuple[int, ...]:
        """The seats still due a card of the street being dealt, in the order they get them (empty otherwise)."""
        hand = self._hand
        if hand.phase.name != "DEALING":
            return ()
        return tuple(seat for seat, _ in hand.cursor.queue[hand.cursor.pos :])

    # -- seats --
    @property
    def seats(self) -> tuple[int, ...]:
        """Dealt-in seats, in deal order."""
        return self._hand.deal_order

    @property
    def live_seats(self) -> tuple[int, ...]:
        """Seats still contesting the pot (not folded, not dead), in deal order."""
        return tuple(self._hand.live_seats())

    def upcards(self, seat: int) -> tuple[Card, ...]:
        """The seat's face-up cards, in the order dealt."""
        return self._hand.seats[seat].upcards

    def downcards(self, seat: int) -> tuple[Card, ...]:
        """The seat's face-down cards (``??`` where unknown), in the order dealt."""
        return self._hand.seats[seat].downcards

    def cards(self, seat: int) -> tuple[Card, ...]:
        """All the seat's cards in the order dealt."""
        return tuple(self._hand.seats[seat].cards)

    def stack(self, seat: int) -> int:
        """Chips behind, in chips."""
        return self._hand.seats[seat].stack

    def wager(self, seat: int) -> int:
        """Chips the seat has put in during the betting round now open (0 when none is open), in chips."""
        betting = self._hand.betting
        return betting.wagers.get(seat, 0) if betting is not None else 0

    def contributed(self, seat: int) -> int:
        """Chips the seat has put into this hand (antes, blinds, bets)."""
        return self._hand.seats[seat].contributed

    def is_present(self, seat: int) -> bool:
        """Whether the player is at his seat."""
        return self._hand.seats[seat].present

    def on_penalty(self, seat: int) -> bool:
        """Whether the player is serving a penalty."""
        return self._hand.seats[seat].penalty

    def has_looked(self, seat: int) -> bool:
        """Whether the player has looked at his downcards."""
        return self._hand.seats[seat].looked

    def is_dead(self, seat: int) -> bool:
        """Whether a ruling has killed the seat's hand (a folded hand is not dead)."""
        return self._hand.seats[seat].dead

    def is_all_in(self, seat: int) -> bool:
        """Whether the seat is live with no chips behind."""
        hand = self._hand.seats[seat]
        return hand.live and hand.stack == 0

    # -- cards and chips in the middle --
    @property
    def board(self) -> tuple[Card, ...]:
        """Community cards, in the order turned."""
        return tuple(self._hand.board)

    @property
    def burns(self) -> tuple[Card, ...]:
        """Burned cards this hand (``??`` where unknown)."""
        return tuple(self._hand.burns)

    @property
    def stub_size(self) -> int:
        """Cards left in the stub."""
        return self._hand.tracker.stub

    @property
    def pot(self) -> int:
        """Every chip put into the hand so far, in chips."""
        return sum(h.contributed for h in self._hand.seats.values())

    @property
    def pots(self) -> tuple[Pot, ...]:
        """The main pot and the side pots (TDA 2024 rule 21) of the chips of the betting rounds already closed.

        As at the table, the bets of the round now open (:meth:`wager`, blinds included) are not in a pot yet;
        they join the pots when the round closes. Main pot first; empty once the hand is over and awarded.
        """
        hand = self._hand
        live = set(hand.live_seats())
        if hand.outcome is not None or not live:
            return ()
        contributions = {s: max(0, h.contributed - h.dead_money - self.wager(s)) for s, h in hand.seats.items()}
        dead_money = sum(h.dead_money for h in hand.seats.values())
        return build_pots(contributions, live, dead_money=dead_money)[0]

    @property
    def show_first(self) -> int | None:
        """At a showdown with nobody all in, the seat due to table his hand first while it is unshown, else None."""
        return self._hand.show_first

    def has_shown(self, seat: int) -> bool:
        """Whether the seat has tabled every card of his hand (upcards included) at this showdown."""
        hand = self._hand
        return seat in hand.seats and hand.result.is_shown(seat, len(hand.seats[seat].cards))

    @property
    def award_citations(self) -> tuple[str, ...]:
        """The rule IDs the rulebook names for the settlement of the pots; empty until they are awarded."""
        return self._hand.award_citations

    @property
    def actions_in_turn(self) -> tuple[ActionInTurn, ...]:
        """Voluntary actions taken in turn so far this hand (for substantial action)."""
        return tuple(self._hand.actions_in_turn)

    @property
    def substantial_action(self) -> bool:
        """Whether substantial action has occurred, as the plugins in force count it.

        A hand built from the floor's snapshot (:class:`~floorcall.model.events.SnapshotTaken`) had it before the
        snapshot when the snapshot says so; the plugins count what came after.
        """
        events = self._hand.events
        found = events[1] if len(events) > 1 else None
        if isinstance(found, SnapshotTaken) and found.snapshot.substantial_action:
            return True
        return self._hand.floor.substantial_action(self)

    @property
    def events(self) -> tuple[AnyEvent, ...]:
        """The hand's event log so far."""
        return tuple(self._hand.events)

    def wager_taken_as(self, index: int) -> AnyEvent | None:
        """The plain action the ``wager_made`` at ``index`` of the log was taken as (by itself or by a ruling).

        :returns: a fold, check or call, bring-in, or bet or raise event; None when the wager was not taken as an
            action (an out-of-turn wager backed up, a choice still pending).
        """
        return self._hand.wager_actions.get(index)
