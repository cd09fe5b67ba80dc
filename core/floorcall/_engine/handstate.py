"""The state every part of the hand engine shares, declared once so that each part type-checks on its own.

The parts are dealing, wagering and showdown; ``Hand`` puts them together.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, Final

from floorcall._engine.phase import BETTING, DEALING, DECISION, DRAWING, OVER, SHOWDOWN, Phase, Stage
from floorcall._mechanics.seeding import log_position
from floorcall.errors import PluginAnswerError

if TYPE_CHECKING:
    from floorcall._engine import remedying
    from floorcall._engine.chips import ChipLedger
    from floorcall._engine.cursor import DealCursor
    from floorcall._engine.deck import CardTracker
    from floorcall._engine.desk import RulingDesk
    from floorcall._engine.draw_repairs import DrawRound
    from floorcall._engine.showdown_record import ShowdownRecord
    from floorcall._engine.wager_records import UnnoticedWager
    from floorcall._engine.wagers import WagerAction, Wagering
    from floorcall._mechanics.betting import BettingRound
    from floorcall._mechanics.seats import SeatHand
    from floorcall._mechanics.substantial import ActionInTurn
    from floorcall._plugins import Floor
    from floorcall.cards import Card
    from floorcall.model.events import AnyEvent, HandStarted
    from floorcall.model.expectations import HandOutcome
    from floorcall.model.irregularities import AnyIrregularity
    from floorcall.model.procedure import GameSpec, OptionValue, Stakes
    from floorcall.model.rulings import Ruling
    from floorcall.model.types import Street
    from floorcall.view import HandView

__all__ = ["BETTING", "DEALING", "DECISION", "DRAWING", "OVER", "SHOWDOWN", "HandState", "Phase", "hand_rng"]

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
    """Attributes of a running hand (set by ``Hand.__init__``) and the steps its parts call on one another."""

    floor: Floor
    game: GameSpec
    started: HandStarted
    options: dict[str, OptionValue]
    events: list[AnyEvent]
    tracker: CardTracker
    seats: dict[int, SeatHand]
    deal_order: tuple[int, ...]
    stage: Stage
    cursor: DealCursor
    chips: ChipLedger
    wagering: Wagering
    result: ShowdownRecord
    desk: RulingDesk
    deal_checked: set[int]
    redeal_dealer: int | None
    """The seat that deals the redeal of a misdeal, when a ruling names another dealer."""
    redeal_button: int | None
    """The button's seat for the redeal of a misdeal, when a ruling corrects a misplaced button."""
    redeal_stakes: Stakes | None
    """The stakes of the redeal of a misdeal, when a ruling deals it again at the level in force."""
    next_button: int | None
    """Where a ruling puts the next hand's button (the session places it there), or None: it moves as usual."""
    draw_round: DrawRound | None
    """The draw under way (or the last one), in draw games."""
    view: HandView
    initial_order: tuple[Card, ...] | None
    """The stub's order as the hand began (top card last) when the engine shuffled it; None when cards come from
    outside. A rollback replays the log from it, so the known order survives a rejected event."""
    answers: list[tuple[int, Any]]
    """The plugins' answers to the hand's procedure questions (plans, limits, seats, awards), in the order asked,
    each with the log's length when it was given (an event is logged before it leads to any question)."""
    replayed_answers: Iterator[Any] | None = None
    """While a rollback replays the log: the answers recorded up to the rejected event, given again in order."""
    observed: bool = True
    """False while a rollback replays the log: the observers heard those events already."""
    _dirty: bool = False

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
    def outcome(self) -> HandOutcome | None:
        """How the hand ended (complete, void, misdeal), or None while it runs (the showdown record's)."""
        return self.result.outcome

    @property
    def award_citations(self) -> tuple[str, ...]:
        """The rule IDs the rulebook named for the settlement of the pots (side pots, odd chips); empty before it."""
        return self.result.award_citations

    @property
    def plain_history(self) -> bool:
        """True for a plain hand history (no burns recorded, no rulebook in its own data).

        Such a record already says how its stub was dealt, so the engine neither checks for a short stub nor rules on
        one, and reshuffles where the record did.
        """
        return not self.started.burns_recorded and self.started.rulebook is None

    def live_seats(self) -> list[int]:
        """Seats still contesting the pot, in deal order."""
        return [s for s in self.deal_order if self.seats[s].live]

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

    # Steps one part of the engine calls on another; each is defined in the part named.

    def _seat(self, seat: int) -> SeatHand:  # hand.py
        """The seat dealt in at ``seat``, or InvalidEventError."""
        raise NotImplementedError

    def _irregular(
        self,
        event: AnyEvent,
        irregularity: AnyIrregularity,
        recorded: Ruling | None,
        physical: remedying.Effect | None = None,
    ) -> Ruling:  # hand.py
        """Rule on an irregularity and apply the ruling."""
        raise NotImplementedError

    def deal(self, seat: int, card: Card, face_up: bool) -> None:  # dealing.py
        """Put a card in the due seat's slot of the deal queue."""
        raise NotImplementedError

    def restart_betting(self, first: int) -> None:  # wagering.py
        """Open the current betting round again with another first seat."""
        raise NotImplementedError

    def take_action(self, event: AnyEvent) -> None:  # wagering.py
        """Apply an action event as the current actor's action."""
        raise NotImplementedError

    def correct_taken_wager(self, seat: int, total: int) -> None:  # wagering.py
        """Bring a wager the table took unnoticed to ``total`` while its betting round is open."""
        raise NotImplementedError

    def _begin_draw(self) -> None:  # drawing.py
        """Open a draw: the live seats discard in turn."""
        raise NotImplementedError

    def _begin_street(self, index: int) -> None:  # dealing.py
        """Plan a street and start dealing it."""
        raise NotImplementedError

    def _advance(self) -> None:  # dealing.py
        """Start the betting once the street is dealt."""
        raise NotImplementedError

    def _start_betting(self) -> None:  # wagering.py
        """Open the street's betting round."""
        raise NotImplementedError

    def tracker_muck(self, hand: SeatHand) -> None:  # wagering.py
        """Send a seat's cards to the muck."""
        raise NotImplementedError

    def _showdown(self) -> None:  # showdown.py
        """Reach the showdown."""
        raise NotImplementedError

    def _settle(self) -> None:  # showdown.py
        """Build and award the pots, and finish the hand."""
        raise NotImplementedError

    def finish(self, outcome: HandOutcome) -> None:  # showdown.py
        """End the hand with an outcome."""
        raise NotImplementedError
