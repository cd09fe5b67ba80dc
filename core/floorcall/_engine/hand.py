"""The hand: an ordered event log and the state derived from it.

``Hand(floor, HandStarted(...))`` posts the forced bets and plans the first street; ``hand.expected()`` says what
must happen next; ``hand.apply(event)`` checks the event against that expectation. An event that matches advances
the hand. A well-formed event that departs from the procedure becomes an irregularity: the plugins in force rule on
it and the engine applies the ruling. A malformed event raises :class:`~floorcall.errors.InvalidEventError`. Either
way an event that raises leaves the hand exactly as it was.

The game's procedure is asked once per street (plan, limits, bring-in, first to act), never per card.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import msgspec

from floorcall._engine import dealing, drawing, rulings, showdown, streets, wagering
from floorcall._engine.betting_turns import ACTIONS, post_forced_bets
from floorcall._engine.claims import check_report, completed_report, count_correction
from floorcall._engine.handstate import HandState
from floorcall._engine.phase import BETTING, DEALING, DECISION, DRAWING, OVER, SHOWDOWN, Phase
from floorcall._engine.snapshot import take_snapshot
from floorcall._engine.validation import checked_event
from floorcall._plugins import Floor
from floorcall.cards import Card
from floorcall.errors import refused
from floorcall.model.events import (
    AnyEvent,
    BoardCardDealt,
    CardBurned,
    CardDealt,
    DecisionMade,
    Discarded,
    DowncardsLooked,
    HandMucked,
    HandShown,
    HandStarted,
    IrregularityReported,
    RulingApplied,
    SnapshotTaken,
    WagerMade,
)
from floorcall.model.expectations import (
    AnyExpectation,
    ExpectAction,
    ExpectBoardCard,
    ExpectBurn,
    ExpectDeal,
    ExpectDecision,
    ExpectShowdown,
    HandOutcome,
    HandOver,
)
from floorcall.model.irregularities import DeckFouled
from floorcall.model.rulings import Ruling

__all__ = ["Hand", "Phase"]


class Hand(HandState):
    """One hand of a game in force, driven by events: the parts hold its state, the hand routes each event to them.

    :param floor: the plugins in force (:func:`floorcall.plugins.make_manager`).
    :param started: the hand's first event: game, table, stakes, options.
    :param deck_order: the stub's order, top card last, when the caller shuffled (simulation); lets
        :attr:`next_card` say which card comes next.
    :raises ConfigError: the game is not in force.
    :raises InvalidEventError: more players than the game seats.
    :raises PluginError: a plugin raised while planning the first street.
    """

    def __init__(self, floor: Floor, started: HandStarted, *, deck_order: Sequence[Card] | None = None) -> None:
        super().__init__(floor, started, deck_order)
        post_forced_bets(self)
        self.notify("floorcall_on_hand_start")
        streets.begin_street(self, 0)

    # -- replay ---------------------------------------------------------------------------------------------------

    @classmethod
    def from_events(cls, floor: Floor, events: Iterable[AnyEvent], *, deck_order: Sequence[Card] | None = None) -> Hand:
        """Rebuild a hand from its log, using the rulings recorded in it instead of asking the plugins again.

        :param floor: the plugins in force (needed for procedure: plans, limits, awards).
        :param events: a log that starts with :class:`HandStarted`.
        :param deck_order: the stub's order as the hand began (top card last), when the engine shuffled it: the
            rebuilt hand then knows its stub's order exactly as the original did (:attr:`next_card`).
        :raises InvalidEventError: the log does not start with HandStarted, or an event cannot apply.
        """
        return cls._replay(floor, list(events), deck_order)

    @classmethod
    def _replay(
        cls,
        floor: Floor,
        items: list[AnyEvent],
        deck_order: Sequence[Card] | None,
        rollback: tuple[Hand, list[Any]] | None = None,
    ) -> Hand:
        """Replay a log into a new hand, or roll a hand back.

        ``rollback`` is a hand and the plugins' answers recorded in it: that same hand is built again in place
        (``__init__`` sets every attribute), and no plugin is asked or told anything again.
        """
        if not items or not isinstance(items[0], HandStarted):
            raise refused("engine.hand.hand_log_starts_hand_started", "a hand log starts with a hand_started event")
        if rollback is None:
            hand = cls(floor, items[0], deck_order=deck_order)
        else:
            hand, answers = rollback
            hand.replay_with(answers)
            Hand.__init__(hand, floor, items[0], deck_order=deck_order)
        index = 1
        while index < len(items):
            event = items[index]
            step, recorded = 1, None
            following = items[index + 1] if index + 1 < len(items) else None
            if isinstance(following, RulingApplied):
                recorded, step = following.ruling, 2
                hand.desk.recorded(recorded, following.ruled_by)
            detections = []  # what the engine found while applying the event, with the rulings it got
            while index + step + 1 < len(items):
                found, ruled = items[index + step], items[index + step + 1]
                if not (
                    isinstance(found, IrregularityReported) and found.detected and isinstance(ruled, RulingApplied)
                ):
                    break
                detections.append(ruled.ruling)
                hand.desk.recorded(ruled.ruling, ruled.ruled_by)
                step += 2
            hand.desk.expect_detections(detections)
            hand._apply(event, recorded)
            index += step
        hand.desk.replayed()
        hand.replay_done()
        return hand

    # -- applying events ----------------------------------------------------------------------------------------

    def apply(self, event: AnyEvent) -> Ruling | None:
        """Apply one event; all or nothing: an event that raises leaves the hand exactly as it was.

        :param event: a card dealt, burned or turned, an action, a report, a decision, a show or a muck.
        :returns: the ruling applied when the event was irregular, else None.
        :raises InvalidEventError: a malformed event, the message naming the field (a float seat, a string that is
            not a card, a negative or fractional chip amount, a ``??`` board card where the engine knows the stub,
            a burn outside the game's deck), an event that cannot apply now (no such seat, a finished hand, a
            decision nobody asked for), or a report that contradicts the hand (:mod:`floorcall.claims`).
        :raises NoRulingError: the event is irregular and no plugin rules on it.
        :raises PluginAnswerError: a plugin answered with something the hand cannot carry out (a remedy or a seat
            to act naming a seat not dealt in, a ruling its format does not allow); it names the plugin.
        :raises PluginError: a plugin raised.
        """
        return self._apply(event)

    def _apply(self, event: AnyEvent, recorded: Ruling | None = None) -> Ruling | None:
        event = checked_event(event)
        size = len(self.events)
        self.changing(False)
        try:
            return self._dispatch(event, recorded)
        except BaseException:
            if len(self.events) > size or self._dirty:
                self._restore(size)
            raise

    def _restore(self, size: int) -> None:
        """Put the hand back exactly as it was before the failed event.

        The log up to the event is replayed from the stub's order as the hand began, with the plugins' answers
        recorded up to the event given again (no plugin is asked or told anything), into this same object (the compiled
        build has no ``__dict__`` to swap), so every attribute, the stub's known order included, is what it was;
        ``hand.view`` stays the same object. Only the failure path pays for this: an event that applies costs nothing
        extra.
        """
        answers = [answer for at, answer in self.answers if at <= size]  # those given before the event was logged
        view = self.view
        Hand._replay(self.floor, self.events[:size], self.initial_order, (self, answers))
        self.keep_view(view)

    def _dispatch(self, event: AnyEvent, recorded: Ruling | None) -> Ruling | None:
        """Route an event to the part that applies it (the common cases first: a card, an action)."""
        kind = type(event)
        phase = self.stage.phase
        if kind is CardDealt and phase is DEALING:
            return drawing.on_card(self, event, recorded)  # type: ignore[arg-type]
        if kind in ACTIONS and phase is BETTING:
            return wagering.on_action(self, event, recorded)  # type: ignore[arg-type]
        # Told apart by class, not isinstance: checked_event admits the classes of AnyEvent themselves, no subclass,
        # and an isinstance check against a Struct class the event is not costs several hundred instructions (its
        # metaclass is not type); a draw's discards and cards came here past a dozen of them.
        if kind is IrregularityReported and event.detected:  # type: ignore[union-attr]
            raise refused(
                "engine.hand.engine_logs_irregularities_detected",
                "only the engine logs irregularities it detected; report yours with detected=False",
            )
        if phase is OVER:
            if kind is IrregularityReported and isinstance(event.irregularity, DeckFouled):  # type: ignore[union-attr]
                # a fouled-deck claim against a finished hand: the rulebook decides whether its window is still open
                claim = msgspec.structs.replace(event.irregularity, hand_over=True)  # type: ignore[union-attr]
                return rulings.irregular(self, event, claim, recorded)
            raise refused(
                "engine.hand.hand_over_apply",
                "the hand is over ({outcome}); {tag} cannot apply",
                outcome=self.outcome,
                tag=event.__struct_config__.tag,
            )
        if kind is HandStarted:
            raise refused("engine.hand.hand_started_event_open_hand", "a hand_started event can only open a hand log")
        if phase is DECISION and kind is not DecisionMade and kind is not DowncardsLooked:
            raise refused(
                "engine.hand.hand_waits_decision_last",
                "the hand waits for a decision on the last ruling before anything else",
            )
        return self._route(kind, event, recorded)

    def _route(self, kind: type, event: Any, recorded: Ruling | None) -> Ruling | None:
        """Apply an event the hand's phase admits, by its class."""
        if kind is CardDealt:
            return drawing.on_card(self, event, recorded)
        if kind in ACTIONS:
            return wagering.on_action(self, event, recorded)
        if kind is Discarded:
            return drawing.on_discard(self, event, recorded)
        if kind is WagerMade:
            return wagering.on_wager(self, event, recorded)
        if kind is CardBurned:
            return dealing.on_burn(self, event, recorded)
        if kind is BoardCardDealt:
            return dealing.on_board(self, event, recorded)
        if kind is HandShown or kind is HandMucked:
            showdown.on_showdown(self, event)
            return None
        if kind is DowncardsLooked:
            self.seat(event.seat).look()
            self.log(event)
            return None
        if kind is DecisionMade:
            rulings.on_decision(self, event)
            return None
        if kind is IrregularityReported:
            check_report(self, event.irregularity)
            reported = completed_report(self, event.irregularity)
            return rulings.irregular(self, event, reported, recorded, count_correction(reported))
        if kind is SnapshotTaken:
            take_snapshot(self, event)  # the floor's quick question: the hand where the snapshot says it stands
            return None
        raise refused(
            "engine.hand.floorcall_apply_events_hand",
            "floorcall cannot apply {name} events to a hand",
            name=type(event).__name__,
        )

    # -- what comes next ----------------------------------------------------------------------------------------

    def expected(self) -> AnyExpectation:
        """What the hand expects next.

        :returns: a deal to a seat (face up or down), a burn, a board card, an action with its options, the hands
            to show at showdown, a decision, or :class:`HandOver`.
        """
        phase = self.stage.phase
        if phase is DEALING:  # the common cases first
            return self._expect_dealing()
        if phase is BETTING:
            cursor = self.cursor
            if cursor.pos < len(cursor.queue):  # a card a ruling owes a seat
                seat, face_up = cursor.queue[cursor.pos]
                return ExpectDeal(seat=seat, face_up=face_up, street=self.stage.street)
            if self.wagering.betting is not None and self.wagering.betting.actor is not None:
                return ExpectAction(
                    seat=self.wagering.betting.actor, street=self.stage.street, options=self.wagering.betting.options()
                )
        elif phase is OVER:
            return HandOver(outcome=self.outcome or HandOutcome.COMPLETE)
        elif phase is DECISION and self.desk.pending is not None:
            pending = self.desk.pending
            return ExpectDecision(options=tuple(o.name for o in pending.options), seat=pending.decided_by)
        elif phase is SHOWDOWN:
            return ExpectShowdown(seats=self.unshown(), first=self.show_first)
        elif phase is DRAWING:
            return drawing.expect_draw(self)
        return self._expect_dealing()

    def _expect_dealing(self) -> AnyExpectation:
        """The street's burn, then its hole cards in queue order, then its board cards."""
        cursor = self.cursor
        if cursor.burn_due:
            return ExpectBurn(street=self.stage.street)
        if cursor.pos < len(cursor.queue):
            seat, face_up = cursor.queue[cursor.pos]
            return ExpectDeal(seat=seat, face_up=dealing.due_face(self, seat, face_up), street=self.stage.street)
        return ExpectBoardCard(street=self.stage.street, remaining=cursor.board_due)

    @property
    def next_card(self) -> Card:
        """The stub's top card when the engine knows the order (simulation), else ``??``."""
        return self.tracker.top

    @property
    def payouts(self) -> dict[int, int]:
        """What each seat won from the pots, seat -> chips (empty until the award; a void hand's stays empty)."""
        return self.chips.payouts

    @property
    def returned(self) -> dict[int, int]:
        """Chips given back, seat -> chips: uncalled bets at the award, or every chip of a void hand or misdeal."""
        return self.chips.returned

    @property
    def stacks(self) -> dict[int, int]:
        """Chips behind per dealt-in seat right now (final stacks once the hand is over)."""
        return {s: h.stack for s, h in self.seats.items()}

    def redeal(self, rng: random.Random | None = None, *, present: Mapping[int, bool] | None = None) -> Hand:
        """The exact repeat of a misdealt hand: same table, button, stakes and options; nobody new is dealt in.

        A ruling may correct the repeat: another dealer, the button at its proper seat, or the stakes of the level in
        force (the misdealt hand's ``redeal_dealer``, ``redeal_button``, ``redeal_stakes``).

        Seats on penalty are dealt again (and killed once the deal is complete). A player who was away for the
        misdealt deal may play the redeal if he is back; under the option ``redeal-absent = "killed"`` he stays
        treated as away, whatever ``present`` says.

        :param rng: shuffles the stub for the redeal (simulation); None when the cards come from outside.
        :param present: seat number -> whether that player is at his seat for the redeal; seats not named keep the
            presence they had in the misdealt hand.
        :returns: the redeal, a new hand whose ``HandStarted`` has ``redeal=True``.
        :raises InvalidEventError: the hand was not misdealt, or ``present`` names a seat not at the table.
        """
        if self.outcome is not HandOutcome.MISDEAL:
            raise refused("engine.hand.misdealt_hand_dealt_again", "only a misdealt hand is dealt again")
        table = self.started.table
        present = dict(present or {})
        unknown = set(present) - set(table.seat_numbers)
        if unknown:
            raise refused(
                "engine.hand.seats_were_table_misdealt",
                "seats {unknown} were not at the table for the misdealt hand",
                unknown=sorted(unknown),
            )
        keep_away = self.options.get("redeal-absent") == "killed"
        seats = tuple(
            msgspec.structs.replace(
                s, present=(s.present and present.get(s.seat, True)) if keep_away else present.get(s.seat, s.present)
            )
            for s in table.seats
        )
        dealer = table.dealer if self.next_deal.redeal_dealer is None else self.next_deal.redeal_dealer
        button = table.button if self.next_deal.redeal_button is None else self.next_deal.redeal_button
        table = msgspec.structs.replace(table, seats=seats, dealer=dealer, button=button)
        stakes = self.started.stakes if self.next_deal.redeal_stakes is None else self.next_deal.redeal_stakes
        redo = msgspec.structs.replace(self.started, table=table, stakes=stakes, redeal=True)
        order = None
        if rng is not None:
            order = list(self.game.deck.cards)
            rng.shuffle(order)
        return Hand(self.floor, redo, deck_order=order)

    @property
    def penalty_served(self) -> frozenset[int]:
        """Seats whose penalty this hand counts against, once it is over.

        A misdealt hand counts for nobody: it and its redeal together count as one hand of a penalty, so a session
        counts the redeal only. A complete or void hand counts for every seat dealt in on penalty.
        """
        if self.outcome is None or self.outcome is HandOutcome.MISDEAL:
            return frozenset()
        return frozenset(s.seat for s in self.started.table.seats if s.penalty)
