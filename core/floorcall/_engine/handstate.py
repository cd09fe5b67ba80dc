"""The hand's state: its log, the seats dealt in, the parts that own the rest, and the plugins' answers.

:class:`HandState` is what one hand is, without the rules of play: the event log, the seats, and the parts that each
own a piece of the state (the stage, the deal cursor, the card tracker, the chip ledger, the wagering, the showdown
record, the ruling desk, the next deal's corrections, the draw under way). It is the only writer of its own
attributes; the engine's modules take it as ``hand``, read it, and change it through the parts' methods and its own.
:class:`~floorcall._engine.hand.Hand` adds the events' routing.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any, Final

import msgspec

from floorcall._engine.chips import ChipLedger
from floorcall._engine.cursor import DealCursor
from floorcall._engine.deck import CardTracker
from floorcall._engine.desk import RulingDesk
from floorcall._engine.next_deal import NextDeal
from floorcall._engine.phase import DEALING, SHOWDOWN, Phase, Stage
from floorcall._engine.showdown_record import ShowdownRecord
from floorcall._engine.validation import checked_event
from floorcall._engine.wagers import Wagering
from floorcall._mechanics.seats import SeatHand, clockwise
from floorcall._mechanics.seeding import log_position
from floorcall.cards import Card
from floorcall.errors import PluginAnswerError, nrefused, refused
from floorcall.model.events import HandStarted
from floorcall.model.procedure import DealStart, StreetPlan
from floorcall.view import HandView

if TYPE_CHECKING:
    from floorcall._engine.draw_round import DrawRound
    from floorcall._engine.wager_records import UnnoticedWager
    from floorcall._engine.wagers import WagerAction
    from floorcall._mechanics.betting import BettingRound
    from floorcall._mechanics.substantial import ActionInTurn
    from floorcall._plugins import Floor
    from floorcall.model.events import AnyEvent
    from floorcall.model.expectations import HandOutcome
    from floorcall.model.procedure import GameSpec, OptionValue, Stakes
    from floorcall.model.types import Street

__all__ = ["HandState", "hand_rng"]

# a global for the hot path: a member read off an enum class costs ~30 times more on Python 3.11
_UNKNOWN: Final = Card.UNKNOWN

#: The procedure questions whose answer is a seat, and the hooks that answer them.
_SEAT_QUESTIONS: Final = {
    "pick_bring_in": "floorcall_pick_bring_in",
    "pick_first_to_act": "floorcall_pick_first_to_act",
}


def hand_rng(hand: HandState) -> random.Random:
    """A random generator for a remedy, seeded from the hand's number and its log so far (replays draw the same).

    The log's length leaves the burns out (:func:`~floorcall.seeding.log_position`): a hand history does not record
    them.
    """
    return random.Random(f"floorcall:{hand.started.hand_number}:{log_position(hand.events)}")


class HandState:
    """The state of one running hand, as its first event sets it.

    :param floor: the plugins in force.
    :param started: the hand's first event: game, table, stakes, options.
    :param deck_order: the stub's order, top card last, when the caller shuffled (simulation), else None.
    :raises ConfigError: the game is not in force.
    :raises InvalidEventError: not a hand_started event, more players than the game seats, or fewer than two.
    """

    replayed_answers: Iterator[Any] | None = None
    """While a rollback replays the log: the answers recorded up to the rejected event, given again in order."""
    observed: bool = True
    """False while a rollback replays the log: the observers heard those events already."""

    def __init__(self, floor: Floor, started: HandStarted, deck_order: Sequence[Card] | None) -> None:
        started = checked_event(started)  # type: ignore[assignment]
        if not isinstance(started, HandStarted):
            raise refused(
                "engine.handstate.hand_begins_hand_started_event",
                "a hand begins with a hand_started event, not {name}",
                name=type(started).__name__,
            )
        self.floor = floor
        self.game: GameSpec = floor.game(started.game)
        self.started = started
        dealt = [s for s in started.table.seats if s.stack > 0]
        if len(dealt) > self.game.max_seats:
            raise nrefused(
                "engine.handstate.seats_most_players",
                "{game_name} seats at most {max_seats} player, not {count}",
                "{game_name} seats at most {max_seats} players, not {count}",
                self.game.max_seats,
                game_name=self.game.name,
                max_seats=self.game.max_seats,
                count=len(dealt),
            )
        if len(dealt) < 2:
            raise refused("engine.handstate.hand_needs_least_two", "a hand needs at least two players with chips")
        set_here = {o.name: o.value for o in started.options}
        self.options: dict[str, OptionValue] = {**floor.options_for(started.game), **set_here}
        self.answers: list[tuple[int, Any]] = []
        """The plugins' answers to the hand's procedure questions (plans, limits, seats, awards), in the order asked,
        each with the log's length when it was given (an event is logged before it leads to any question)."""
        self.events: list[AnyEvent] = [started]
        self.initial_order = tuple(deck_order) if deck_order is not None else None
        """The stub's order as the hand began (top card last) when the engine shuffled it; None when cards come from
        outside. A rollback replays the log from it, so the known order survives a rejected event."""
        self.tracker = CardTracker(self.game.deck, list(deck_order) if deck_order is not None else None)
        self.seats: dict[int, SeatHand] = {
            s.seat: SeatHand(seat=s.seat, stack=s.stack, present=s.present, penalty=s.penalty) for s in dealt
        }
        self.deal_order: tuple[int, ...] = tuple(clockwise(list(self.seats), self._deal_after()))
        self.stage = Stage(self.game.streets[-1])
        self.cursor = DealCursor(StreetPlan(street=self.game.streets[0]))
        self.chips = ChipLedger()
        self.wagering = Wagering()
        self.result = ShowdownRecord()
        self.desk = RulingDesk()
        self.next_deal = NextDeal()
        self.draw_round: DrawRound | None = None
        """The draw under way (or the last one), in draw games."""
        self.view = HandView(self)
        self._dirty = False

    def _deal_after(self) -> int:
        table = self.started.table
        if self.game.deal_start is DealStart.BUTTON_LEFT:
            return table.button or 0
        return 0 if table.dealer == "house" else int(table.dealer)

    # -- the log, the draw, the view ----------------------------------------------------------------------------------

    def log(self, event: AnyEvent) -> None:
        """Append an event (or a ruling record) to the hand's log."""
        self.events.append(event)

    def changing(self, dirty: bool = True) -> None:
        """Mark the hand as changed by the event being applied (``dirty``), so a failure rolls it back; or not."""
        self._dirty = dirty

    def open_draw(self, draw: DrawRound) -> None:
        """A draw of the hand opens."""
        self.draw_round = draw

    def keep_view(self, view: HandView) -> None:
        """Keep ``view`` as the hand's view (a rollback rebuilds the hand under the view the plugins hold)."""
        self.view = view

    def replay_with(self, answers: list[Any]) -> None:
        """A rollback replays the log: the observers hear nothing, and the plugins' recorded answers are given again."""
        self.observed = False
        self.replayed_answers = iter(answers)

    def replay_done(self) -> None:
        """The replay is over: observers hear, plugins are asked (the defaults)."""
        self.observed = True
        self.replayed_answers = None

    def expect_shows(self) -> None:
        """Have every show and muck of this hand's showdown reported, as if it had started with ``showdown_reported``.

        Used by a simulation that wants a showdown it can report on (the players then table their hands one by one,
        the one due to show first first). The hand's first event is rewritten with the flag, so a replay of the log
        is the same hand.

        :raises InvalidEventError: an event other than the hand's start is already in the log.
        """
        if len(self.events) != 1:
            raise refused(
                "engine.handstate.hand_s_showdown_made",
                "a hand's showdown can be made reported only before its first event is applied",
            )
        self.started = msgspec.structs.replace(self.started, showdown_reported=True)
        self.events[0] = self.started

    # -- the plugins ------------------------------------------------------------------------------------------------

    def ask(self, question: str, *args: object) -> Any:
        """Ask the plugins a procedure question about this hand (a :class:`~floorcall.plugins.Floor` method name).

        A rollback gives the recorded answers again instead of asking, so that it restores the hand exactly even
        when a plugin would now answer otherwise (or fail).

        :raises PluginAnswerError: a seat question answered with a seat that is not dealt in, naming the plugin.
        :raises PluginError: a plugin raised; NoRulingError: none answered.
        """
        replayed = self.replayed_answers
        if replayed is not None:
            for answer in replayed:
                self.answers.append((len(self.events), answer))
                return answer
            self.replayed_answers = None
        answer = getattr(self.floor, question)(self.view, *args)
        if question in _SEAT_QUESTIONS and answer not in self.seats:
            plugin = self.floor.hooks.last_answerer or "unknown plugin"
            problem = ValueError(f"answered seat {answer}, which is not dealt in (dealt in: {list(self.seats)})")
            raise PluginAnswerError(plugin, _SEAT_QUESTIONS[question], problem)
        self.answers.append((len(self.events), answer))
        return answer

    def notify(self, hook: str, **kwargs: object) -> None:
        """Tell the observers (``floorcall_on_*`` hooks) about the hand, unless a rollback is replaying it."""
        if self.observed:
            self.floor.call(hook, hand=self.view, **kwargs)

    # -- readings -----------------------------------------------------------------------------------------------------

    def seat(self, seat: int) -> SeatHand:
        """The seat dealt in at ``seat``.

        :raises InvalidEventError: no such seat is dealt in.
        """
        hand = self.seats.get(seat)
        if hand is None:
            raise refused(
                "engine.handstate.seat_dealt_hand_dealt",
                "seat {seat} is not dealt in this hand (dealt in: {seats})",
                seat=seat,
                seats=list(self.seats),
            )
        return hand

    def live_seats(self) -> list[int]:
        """Seats still contesting the pot, in deal order."""
        seats = self.seats
        return [s for s in self.deal_order if not ((held := seats[s]).folded or held.dead)]  # SeatHand.live, inlined

    @property
    def plain_history(self) -> bool:
        """True for a plain hand history (no burns recorded, no rulebook in its own data).

        Such a record already says how its stub was dealt, so the engine neither checks for a short stub nor rules on
        one, and reshuffles where the record did.
        """
        return not self.started.burns_recorded and self.started.rulebook is None

    @property
    def initial_deal(self) -> bool:
        """True while the cards before the first betting round are being dealt."""
        stage = self.stage
        return stage.street_index == 0 and stage.phase is DEALING

    def unshown(self) -> tuple[int, ...]:
        """Live seats whose hands must still be shown.

        Those with unknown cards, or every live seat not yet shown when the source reports the showdown.
        """
        result, seats = self.result, self.seats
        if self.started.showdown_reported:
            return tuple(s for s in self.live_seats() if not result.is_shown(s, len(seats[s].cards)))
        return tuple(
            s for s in self.live_seats() if _UNKNOWN in seats[s].cards and not result.is_shown(s, len(seats[s].cards))
        )

    @property
    def show_first(self) -> int | None:
        """The seat due to table first at a showdown where nobody is all in, or None.

        The last seat to bet or raise on the final betting round, or with no bet the first live seat in that round's
        acting order; None once that seat has shown or mucked, before the showdown, or when a live seat is all in
        (every hand is then turned up at once).
        """
        live = self.live_seats()
        if self.stage.phase is not SHOWDOWN or len(live) < 2 or any(self.seats[s].stack == 0 for s in live):
            return None
        due = self.wagering.round_aggressor
        if due not in live:
            due = next((s for s in self.wagering.round_order if s in live), None)
        if due is None or self.result.is_shown(due, len(self.seats[due].cards)):
            return None
        return due

    @property
    def betting_over(self) -> bool:
        """True when no more betting can happen in this hand: at most one live seat has chips and none owes a call."""
        with_chips = [s for s in self.live_seats() if self.seats[s].stack > 0]
        betting = self.wagering.betting
        return len(with_chips) <= 1 and (betting is None or betting.actor is None)

    # -- readings of the parts, for the view and for embedders (the engine reads the parts themselves) -----------------

    @property
    def phase(self) -> Phase:
        """Where the hand stands (the stage's)."""
        return self.stage.phase

    @property
    def street(self) -> Street:
        """The street being dealt or bet (the stage's)."""
        return self.stage.street

    @property
    def street_index(self) -> int:
        """The index of the street being dealt or bet in the game's streets (the stage's)."""
        return self.stage.street_index

    @property
    def board(self) -> list[Card]:
        """The board cards, in the order turned (the card tracker's)."""
        return self.tracker.board

    @property
    def burns(self) -> list[Card]:
        """The burns, in the order burned (the card tracker's)."""
        return self.tracker.burns

    @property
    def discards(self) -> list[list[Card]]:
        """Cards discarded in each draw so far, one list per draw (the card tracker's)."""
        return self.tracker.discards

    @property
    def betting(self) -> BettingRound | None:
        """The betting round open, or None (the wagering's)."""
        return self.wagering.betting

    @property
    def bring_in_seat(self) -> int | None:
        """The seat that owes or posted the bring-in, once named (the wagering's)."""
        return self.wagering.bring_in_seat

    @property
    def forced_bring_in(self) -> int | None:
        """A dead seat a ruling has post the bring-in, or None (the wagering's)."""
        return self.wagering.forced_bring_in

    @property
    def actions_in_turn(self) -> list[ActionInTurn]:
        """Every action taken in turn so far (the wagering's)."""
        return self.wagering.actions_in_turn

    @property
    def wager_actions(self) -> dict[int, WagerAction]:
        """The action each ``wager_made`` of the log was taken as, by its index in the log (the wagering's)."""
        return self.wagering.wager_actions

    @property
    def unnoticed_wagers(self) -> list[UnnoticedWager]:
        """Wagers of the wrong size the table took as made, oldest first (the wagering's)."""
        return self.wagering.unnoticed_wagers

    @property
    def held_actions(self) -> dict[int, tuple[AnyEvent, int]]:
        """Actions out of turn a ruling holds, seat -> (event, wager to match then) (the wagering's)."""
        return self.wagering.held_actions

    @property
    def round_order(self) -> tuple[int, ...]:
        """The acting order of the last betting round opened (the wagering's)."""
        return self.wagering.round_order

    @property
    def round_aggressor(self) -> int | None:
        """The last seat to bet, complete or raise in the last round opened, or None (the wagering's)."""
        return self.wagering.round_aggressor

    @property
    def redeal_dealer(self) -> int | None:
        """The seat a ruling has deal the redeal of a misdeal, or None (the next deal's)."""
        return self.next_deal.redeal_dealer

    @property
    def redeal_button(self) -> int | None:
        """The button's seat a ruling gives the redeal of a misdeal, or None (the next deal's)."""
        return self.next_deal.redeal_button

    @property
    def redeal_stakes(self) -> Stakes | None:
        """The stakes a ruling gives the redeal of a misdeal, or None (the next deal's)."""
        return self.next_deal.redeal_stakes

    @property
    def next_button(self) -> int | None:
        """Where a ruling puts the next hand's button, or None: it moves as usual (the next deal's)."""
        return self.next_deal.next_button

    @property
    def outcome(self) -> HandOutcome | None:
        """How the hand ended (complete, void, misdeal), or None while it runs (the showdown record's)."""
        return self.result.outcome

    @property
    def award_citations(self) -> tuple[str, ...]:
        """The rule IDs the rulebook named for the settlement of the pots (side pots, odd chips); empty before it."""
        return self.result.award_citations
