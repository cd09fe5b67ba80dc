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
from collections.abc import Iterable, Sequence
from enum import Enum, auto

from floorcall import remedying
from floorcall.betting import BettingRound, StreetBetting
from floorcall.cards import Card
from floorcall.deck import CardTracker, Zone
from floorcall.errors import InvalidEventError
from floorcall.model.events import (
    AnyEvent,
    BetOrRaisedTo,
    BoardCardDealt,
    BringInPosted,
    CardBurned,
    CardDealt,
    CheckedOrCalled,
    DecisionMade,
    DowncardsLooked,
    Folded,
    HandMucked,
    HandShown,
    HandStarted,
    IrregularityReported,
    RulingApplied,
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
from floorcall.model.irregularities import (
    ActionOutOfTurn,
    AnyIrregularity,
    BurnOutOfSequence,
    CardToWrongSeat,
    DeckFouled,
    DowncardExposed,
    FoulReason,
    NonStandardCard,
    PrematureCard,
    UpcardDealtDown,
    WagerIncorrect,
)
from floorcall.model.procedure import DealStart, StreetPlan
from floorcall.model.rulings import Ruling
from floorcall.model.types import MAX_SEATS, Street
from floorcall.plugins import Floor
from floorcall.pots import build_pots
from floorcall.seats import SeatHand, clockwise
from floorcall.substantial import ActionInTurn
from floorcall.view import HandView

__all__ = ["Hand", "Phase"]

_ACTIONS = (Folded, CheckedOrCalled, BetOrRaisedTo, BringInPosted)
_ACTION_NAMES = {
    Folded: "fold",
    CheckedOrCalled: "check_call",
    BetOrRaisedTo: "bet_raise_to",
    BringInPosted: "bring_in",
}


class Phase(Enum):
    """Where the hand stands."""

    DEALING = auto()
    BETTING = auto()
    SHOWDOWN = auto()
    DECISION = auto()
    OVER = auto()


class Hand:
    """One hand of a game in force, driven by events.

    :param floor: the plugins in force (:func:`floorcall.plugins.make_manager`).
    :param started: the hand's first event: game, table, stakes, options.
    :param deck_order: the stub's order, top card last, when the caller shuffled (simulation); lets
        :attr:`next_card` say which card comes next.
    :raises ConfigError: the game is not in force.
    :raises InvalidEventError: more players than the game seats.
    :raises PluginError: a plugin raised while planning the first street.
    """

    def __init__(self, floor: Floor, started: HandStarted, *, deck_order: Sequence[Card] | None = None) -> None:
        self.floor = floor
        self.game = floor.game(started.game)
        self.started = started
        dealt = [s for s in started.table.seats if s.stack > 0]
        if len(dealt) > self.game.max_seats:
            raise InvalidEventError(f"{self.game.name} seats at most {self.game.max_seats} players, not {len(dealt)}")
        if len(dealt) < 2:
            raise InvalidEventError("a hand needs at least two players with chips")
        self.options = {**floor.options, **{o.name: o.value for o in started.options}}
        self.events: list[AnyEvent] = [started]
        self.tracker = CardTracker(self.game.deck, list(deck_order) if deck_order is not None else None)
        self.seats: dict[int, SeatHand] = {
            s.seat: SeatHand(seat=s.seat, stack=s.stack, present=s.present, penalty=s.penalty) for s in dealt
        }
        self.deal_order: tuple[int, ...] = tuple(clockwise(list(self.seats), self._deal_after()))
        self.phase = Phase.DEALING
        self.board: list[Card] = []
        self.burns: list[Card] = []
        self.actions_in_turn: list[ActionInTurn] = []
        self.street_index = -1
        self.plan = StreetPlan(street=self.game.streets[0])
        self.queue: list[tuple[int, bool]] = []
        self.queue_pos = 0
        self.burn_due = False
        self.burn_credit = 0
        self.board_due = 0
        self.betting: BettingRound | None = None
        self.blind_wagers: dict[int, int] = {}
        self.bring_in_seat: int | None = None
        self.pending: Ruling | None = None
        self.pending_irregularity: AnyIrregularity | None = None
        self.outcome: HandOutcome | None = None
        self.payouts: dict[int, int] = {}
        self.returned: dict[int, int] = {}
        self.carried_remedies: tuple[object, ...] = ()
        self.view = HandView(self)
        self._post_forced_bets()
        self.floor.call("floorcall_on_hand_start", hand=self.view)
        self._begin_street(0)

    # -- replay ---------------------------------------------------------------------------------------------------

    @classmethod
    def from_events(cls, floor: Floor, events: Iterable[AnyEvent]) -> Hand:
        """Rebuild a hand from its log, using the rulings recorded in it instead of asking the plugins again.

        :param floor: the plugins in force (needed for procedure: plans, limits, awards).
        :param events: a log that starts with :class:`HandStarted`.
        :raises InvalidEventError: the log does not start with HandStarted, or an event cannot apply.
        """
        items = list(events)
        if not items or not isinstance(items[0], HandStarted):
            raise InvalidEventError("a hand log starts with a hand_started event")
        hand = cls(floor, items[0])
        index = 1
        while index < len(items):
            event = items[index]
            recorded = items[index + 1] if index + 1 < len(items) else None
            if isinstance(recorded, RulingApplied):
                hand._apply(event, recorded.ruling)
                index += 2
            else:
                hand._apply(event, None)
                index += 1
        return hand

    # -- applying events ----------------------------------------------------------------------------------------

    def apply(self, event: AnyEvent) -> Ruling | None:
        """Apply one event; all or nothing.

        :param event: a card dealt, burned or turned, an action, a report, a decision, a show or a muck.
        :returns: the ruling applied when the event was irregular, else None.
        :raises InvalidEventError: a malformed event (no such seat, a finished hand, a decision nobody asked for).
        :raises NoRulingError: the event is irregular and no plugin rules on it.
        :raises PluginError: a plugin raised.
        """
        return self._apply(event, None)

    def _apply(self, event: AnyEvent, recorded: Ruling | None) -> Ruling | None:
        size = len(self.events)
        self._dirty = False
        try:
            return self._dispatch(event, recorded)
        except BaseException:
            if len(self.events) > size or self._dirty:
                self._restore(size)
            raise

    _dirty = False

    def _restore(self, size: int) -> None:
        """Put the hand back as it was before the failed event, by replaying the log up to it."""
        clean = Hand.from_events(self.floor, self.events[:size])
        self.__dict__.update(clean.__dict__)
        self.view = HandView(self)
        self._dirty = False

    def _dispatch(self, event: AnyEvent, recorded: Ruling | None) -> Ruling | None:
        if self.phase is Phase.OVER:
            raise InvalidEventError(f"the hand is over ({self.outcome}); {event.__struct_config__.tag} cannot apply")
        if isinstance(event, HandStarted):
            raise InvalidEventError("a hand_started event can only open a hand log")
        if self.phase is Phase.DECISION and not isinstance(event, DecisionMade | DowncardsLooked):
            raise InvalidEventError("the hand waits for a decision on the last ruling before anything else")
        if isinstance(event, CardDealt):
            return self._on_card(event, recorded)
        if isinstance(event, _ACTIONS):
            return self._on_action(event, recorded)
        if isinstance(event, CardBurned):
            return self._on_burn(event, recorded)
        if isinstance(event, BoardCardDealt):
            return self._on_board(event, recorded)
        if isinstance(event, HandShown | HandMucked):
            self._on_showdown(event)
            return None
        if isinstance(event, DowncardsLooked):
            self._seat(event.seat).looked = True
            self.events.append(event)
            return None
        if isinstance(event, DecisionMade):
            self._on_decision(event)
            return None
        if isinstance(event, IrregularityReported):
            return self._irregular(event, event.irregularity, recorded)
        raise InvalidEventError(f"floorcall cannot apply {type(event).__name__} events to a hand")

    def _seat(self, seat: int) -> SeatHand:
        hand = self.seats.get(seat)
        if hand is None:
            raise InvalidEventError(f"seat {seat} is not dealt in this hand (dealt in: {list(self.seats)})")
        return hand

    # -- rulings --------------------------------------------------------------------------------------------------

    def _irregular(
        self,
        event: AnyEvent,
        irregularity: AnyIrregularity,
        recorded: Ruling | None,
        physical: remedying.Effect | None = None,
    ) -> Ruling:
        ruling = recorded if recorded is not None else self.floor.rule(irregularity, self.view)
        self._dirty = True
        self.events.append(event)
        self.events.append(RulingApplied(irregularity=irregularity, ruling=ruling))
        if physical is not None:
            physical(self)
        remedying.apply_ruling(self, ruling, irregularity)
        self._dirty = False
        if self.phase is Phase.DEALING:
            self._advance()
        self.floor.call("floorcall_on_ruling", hand=self.view, irregularity=irregularity, ruling=ruling)
        if self.phase is Phase.OVER:
            self.floor.call("floorcall_on_hand_end", hand=self.view)
        return ruling

    def _on_decision(self, event: DecisionMade) -> None:
        ruling = self.pending
        if self.phase is not Phase.DECISION or ruling is None:
            raise InvalidEventError("no decision is pending")
        assert self.pending_irregularity is not None
        names = [o.name for o in ruling.options]
        if event.option not in names:
            raise InvalidEventError(f"{event.option!r} is not a choice of the pending ruling ({', '.join(names)})")
        if ruling.decided_by is not None and event.seat != ruling.decided_by:
            raise InvalidEventError(f"the choice belongs to seat {ruling.decided_by}, not {event.seat}")
        self._dirty = True
        self.events.append(event)
        self.pending = None
        self.phase = self.resume_phase
        remedying.apply_option(self, ruling.option(event.option), self.pending_irregularity)
        self._dirty = False
        if self.phase is Phase.DEALING:
            self._advance()
        if self.phase is Phase.OVER:
            self.floor.call("floorcall_on_hand_end", hand=self.view)

    resume_phase = Phase.DEALING

    # -- dealing --------------------------------------------------------------------------------------------------

    def _deal_after(self) -> int:
        table = self.started.table
        if self.game.deal_start is DealStart.BUTTON_LEFT:
            return table.button or 0
        return 0 if table.dealer == "house" else int(table.dealer)

    def _post_forced_bets(self) -> None:
        stakes = self.started.stakes
        if stakes.ante:
            for seat in self.deal_order:
                self.seats[seat].put_in(stakes.ante)
        if not stakes.blinds:
            return
        posters = clockwise(list(self.seats), self.started.table.button or 0)
        if len(posters) == 2:
            posters.reverse()
        for seat, amount in zip(posters, stakes.blinds, strict=False):
            self.blind_wagers[seat] = self.seats[seat].put_in(amount)
        if stakes.big_blind_ante and len(stakes.blinds) >= 2:
            big_blind = self.seats[posters[1]]
            big_blind.dead_money += big_blind.put_in(stakes.big_blind_ante)

    def _begin_street(self, index: int) -> None:
        self.street_index = index
        street = self.game.streets[index]
        self.plan = self.floor.plan_street(self.view, street)
        self.phase = Phase.DEALING
        self.queue = self._deal_queue(self.plan)
        self.queue_pos = 0
        self.burn_due = self.plan.burn
        if self.burn_due and self.burn_credit:
            self.burn_credit -= 1
            self.burn_due = False
        self.board_due = self.plan.board
        self._advance()

    def _deal_queue(self, plan: StreetPlan) -> list[tuple[int, bool]]:
        live = [s for s in self.deal_order if self.seats[s].live]
        queue: list[tuple[int, bool]] = []
        for round_index, face_up in enumerate(plan.hole):
            last = []
            for seat in live:
                hand = self.seats[seat]
                if round_index == 0 and hand.skip_next_round:
                    hand.skip_next_round = False
                elif round_index == 0 and hand.last_next_round:
                    hand.last_next_round = False
                    last.append(seat)
                else:
                    queue.append((seat, face_up))
            queue.extend((seat, face_up) for seat in last)
        return queue

    def _advance(self) -> None:
        """Start the betting once the street's burn, hole cards and board cards are all out."""
        if (
            self.phase is Phase.DEALING
            and not self.burn_due
            and self.queue_pos >= len(self.queue)
            and not self.board_due
        ):
            self._start_betting()

    @property
    def street(self) -> Street:
        """The street being dealt or bet."""
        return self.game.streets[self.street_index]

    @property
    def initial_deal(self) -> bool:
        """True while the cards before the first betting round are being dealt."""
        return self.street_index == 0 and self.phase is Phase.DEALING

    def _due_face(self, seat: int, face_up: bool) -> bool:
        return face_up and not self.seats[seat].next_down

    def _on_card(self, event: CardDealt, recorded: Ruling | None) -> Ruling | None:
        seat, card = event.seat, event.card
        if not 1 <= seat <= MAX_SEATS:
            raise InvalidEventError(f"seat {seat} does not exist: seats are numbered 1 to {MAX_SEATS}")
        if self.phase is Phase.SHOWDOWN:
            raise InvalidEventError("every card has been dealt; the hand is at showdown")
        problem = self.tracker.problem(card)
        if problem == "duplicate":
            zone, where = self.tracker.zone_of(card)
            detail = f"{card} is already in {zone.name.lower()}" + (f" at seat {where}" if where else "")
            return self._irregular(event, DeckFouled(reason=FoulReason.DUPLICATE, card=card, detail=detail), recorded)
        if self.phase is Phase.BETTING:
            premature = PrematureCard(card=card, seat=seat, street=self.street)
            return self._irregular(event, premature, recorded, remedying.set_aside(card))
        if problem == "non-standard":
            irregular = NonStandardCard(card=card, seat=seat, street=self.street)
            return self._irregular(event, irregular, recorded, remedying.deal_as_dealt(seat, card, event.face_up))
        if self.burn_due and not self.started.burns_recorded:
            self._dirty = True
            self._burn(Card.UNKNOWN)
        if self.burn_due or self.queue_pos >= len(self.queue):
            return self._unexpected_card(event, recorded)
        due_seat, due_up = self.queue[self.queue_pos]
        face_up = self._due_face(due_seat, due_up)
        if seat != due_seat:
            wrong = CardToWrongSeat(
                seat=seat,
                expected_seat=due_seat,
                card=card,
                street=self.street,
                first_card=self.street_index == 0 and self.queue_pos == 0,
                entitled=seat in self.seats and self.seats[seat].live,
            )
            return self._irregular(event, wrong, recorded, remedying.deal_as_dealt(seat, card, event.face_up))
        if event.face_up != face_up:
            return self._face_error(event, recorded)
        self.events.append(event)
        self._deal(seat, card, face_up)
        self._advance()
        return None

    def _unexpected_card(self, event: CardDealt, recorded: Ruling | None) -> Ruling:
        if self.burn_due:
            missed = BurnOutOfSequence(street=self.street, missed=True, card=event.card)
            effect = remedying.skip_burn_then_deal(event.seat, event.card, event.face_up)
            return self._irregular(event, missed, recorded, effect)
        premature = PrematureCard(card=event.card, seat=event.seat, street=self.street)
        return self._irregular(event, premature, recorded, remedying.set_aside(event.card))

    def _face_error(self, event: CardDealt, recorded: Ruling | None) -> Ruling:
        position = len(self.seats[event.seat].cards) + 1
        irregular: AnyIrregularity
        if event.face_up:
            irregular = DowncardExposed(
                seat=event.seat, card=event.card, street=self.street, initial_deal=self.initial_deal, position=position
            )
        else:
            irregular = UpcardDealtDown(seat=event.seat, street=self.street, initial_deal=self.initial_deal)
        return self._irregular(
            event, irregular, recorded, remedying.deal_as_dealt(event.seat, event.card, event.face_up)
        )

    def _deal(self, seat: int, card: Card, face_up: bool) -> None:
        hand = self.seats[seat]
        if hand.next_down and not face_up and self.queue[self.queue_pos][1]:
            hand.next_down = False
        self.tracker.take(card, Zone.UP if face_up else Zone.DOWN, seat)
        hand.cards.append(card)
        hand.faces.append(face_up)
        self.queue_pos += 1

    def _burn(self, card: Card) -> None:
        self.tracker.take(card, Zone.BURN)
        self.burns.append(card)
        self.burn_due = False

    def _on_burn(self, event: CardBurned, recorded: Ruling | None) -> Ruling | None:
        problem = self.tracker.problem(event.card)
        if problem == "duplicate":
            fouled = DeckFouled(reason=FoulReason.DUPLICATE, card=event.card, detail=f"{event.card} burned again")
            return self._irregular(event, fouled, recorded)
        if self.phase is not Phase.DEALING or not self.burn_due:
            extra = BurnOutOfSequence(street=self.street, missed=False, card=event.card)
            return self._irregular(event, extra, recorded, remedying.burn(event.card))
        self.events.append(event)
        self._burn(event.card)
        self._advance()
        return None

    def _on_board(self, event: BoardCardDealt, recorded: Ruling | None) -> Ruling | None:
        card = event.card
        problem = self.tracker.problem(card)
        if problem == "duplicate":
            fouled = DeckFouled(reason=FoulReason.DUPLICATE, card=card, detail=f"{card} is already out")
            return self._irregular(event, fouled, recorded)
        if self.phase is Phase.DEALING and self.burn_due and not self.started.burns_recorded:
            self._dirty = True
            self._burn(Card.UNKNOWN)
        due = self.phase is Phase.DEALING and self.queue_pos >= len(self.queue) and self.board_due > 0
        if problem == "non-standard" and due:
            irregular = NonStandardCard(card=card, street=self.street)
            return self._irregular(event, irregular, recorded, remedying.turn_board(card))
        if not due or self.burn_due:
            if self.burn_due and self.queue_pos >= len(self.queue):
                missed = BurnOutOfSequence(street=self.street, missed=True, card=card)
                return self._irregular(event, missed, recorded, remedying.skip_burn_then_board(card))
            premature = PrematureCard(card=card, street=self.street)
            return self._irregular(event, premature, recorded, remedying.set_aside(card))
        self.events.append(event)
        self.tracker.take(card, Zone.BOARD)
        self.board.append(card)
        self.board_due -= 1
        self._advance()
        return None

    # -- betting --------------------------------------------------------------------------------------------------

    def live_seats(self) -> list[int]:
        """Seats still contesting the pot, in deal order."""
        return [s for s in self.deal_order if self.seats[s].live]

    def _start_betting(self) -> None:
        live = self.live_seats()
        if len(live) < 2:
            self._settle()
            return
        street = self.street
        spec = self.floor.plan_betting(self.view, street)
        bring_in_seat = None
        if self.street_index == 0 and spec.bring_in is not None:
            self.bring_in_seat = self.floor.pick_bring_in(self.view)
            if self.seats[self.bring_in_seat].stack > 0:
                first = bring_in_seat = self.bring_in_seat
            else:
                spec = remedying.must_open(spec)
                first = clockwise([s for s in live if self.seats[s].stack > 0] or live, self.bring_in_seat)[0]
        else:
            first = self.floor.pick_first_to_act(self.view, street)
        self.phase = Phase.BETTING
        self._open_round(spec, first, bring_in_seat)

    def _open_round(self, spec: StreetBetting, first: int, bring_in_seat: int | None) -> None:
        live = self.live_seats()
        if first not in live:
            raise InvalidEventError(f"seat {first} cannot open the betting: it is not live")
        order = clockwise(live, first)
        order = order[-1:] + order[:-1]
        wagers = self.blind_wagers if self.street_index == 0 else {}
        blinds = self.started.stakes.blinds
        to_call = max(blinds) if self.street_index == 0 and blinds else None
        pot = sum(h.contributed for h in self.seats.values()) - sum(wagers.values())
        stacks = {s: self.seats[s].stack for s in order}
        self.betting = BettingRound(
            spec,
            order,
            stacks,
            wagers=wagers,
            pot=pot,
            bring_in_seat=bring_in_seat,
            to_call=to_call,
        )
        if self.betting.is_complete:
            self._end_betting()

    def _on_action(
        self, event: Folded | CheckedOrCalled | BetOrRaisedTo | BringInPosted, recorded: Ruling | None
    ) -> Ruling | None:
        seat = event.seat
        self._seat(seat)
        name = _ACTION_NAMES[type(event)]
        amount = event.amount if isinstance(event, BetOrRaisedTo) else None
        betting = self.betting
        if self.phase is not Phase.BETTING or betting is None:
            raise InvalidEventError(f"seat {seat} cannot {name.replace('_', '/')} now: no betting round is open")
        actor = betting.actor
        if seat != actor:
            oot = ActionOutOfTurn(
                seat=seat, expected_seat=actor or seat, action=name, amount=amount, street=self.street
            )
            return self._irregular(event, oot, recorded)
        reason = betting.check_legal(seat, name, amount)
        if reason is not None:
            wrong = WagerIncorrect(seat=seat, action=name, amount=amount, reason=reason, street=self.street)
            return self._irregular(event, wrong, recorded)
        self.events.append(event)
        self._act(seat, event)
        return None

    def restart_betting(self, first: int) -> None:
        """Open the current betting round again with ``first`` to act (an out-of-turn opener's bet stands).

        :raises InvalidEventError: no round is open, or someone has already acted in it.
        """
        betting = self.betting
        if betting is None or betting.has_action:
            raise InvalidEventError("the betting can only restart at another seat before anyone has acted in it")
        self._open_round(betting.spec, first, None)

    def take_action(self, event: AnyEvent) -> None:
        """Apply an action event as the current actor's action (used by rulings that let an action stand).

        :raises InvalidEventError: the event is not an action of the current actor, or is not legal.
        """
        if not isinstance(event, _ACTIONS) or self.betting is None or self.betting.actor != event.seat:
            raise InvalidEventError("only the seat to act can have an action stand")
        amount = event.amount if isinstance(event, BetOrRaisedTo) else None
        reason = self.betting.check_legal(event.seat, _ACTION_NAMES[type(event)], amount)
        if reason is not None:
            raise InvalidEventError(reason)
        self._act(event.seat, event)

    def _act(self, seat: int, event: Folded | CheckedOrCalled | BetOrRaisedTo | BringInPosted) -> None:
        betting = self.betting
        assert betting is not None
        hand = self.seats[seat]
        if isinstance(event, Folded):
            betting.fold(seat)
            hand.folded = True
            self.tracker_muck(hand)
            self.actions_in_turn.append(ActionInTurn(seat=seat, chips=False, fold=True))
        else:
            if isinstance(event, CheckedOrCalled):
                moved = betting.check_or_call(seat)
            elif isinstance(event, BetOrRaisedTo):
                moved = betting.bet_or_raise_to(seat, event.amount)
            else:
                moved = betting.post_bring_in(seat)
            hand.stack -= moved
            hand.contributed += moved
            forced = isinstance(event, BringInPosted)
            self.actions_in_turn.append(ActionInTurn(seat=seat, chips=moved > 0, forced=forced))
        if betting.is_complete:
            self._end_betting()

    def tracker_muck(self, hand: SeatHand) -> None:
        """Send a seat's cards to the muck (a fold or a killed hand)."""
        for card in hand.cards:
            self.tracker.move(card, Zone.MUCK)

    def _end_betting(self) -> None:
        self.betting = None
        live = self.live_seats()
        if len(live) < 2:
            self._settle()
        elif self.street_index + 1 < len(self.game.streets):
            self._begin_street(self.street_index + 1)
        else:
            self._showdown()

    # -- showdown and settlement --------------------------------------------------------------------------------

    def _showdown(self) -> None:
        self.phase = Phase.SHOWDOWN
        if not self._unshown():
            self._settle()

    def _unshown(self) -> tuple[int, ...]:
        return tuple(s for s in self.live_seats() if Card.UNKNOWN in self.seats[s].cards)

    def _on_showdown(self, event: HandShown | HandMucked) -> None:
        hand = self._seat(event.seat)
        if self.phase is not Phase.SHOWDOWN:
            raise InvalidEventError(f"seat {event.seat} cannot show or muck before the showdown")
        if not hand.live:
            raise InvalidEventError(f"seat {event.seat} has no live hand to show")
        if isinstance(event, HandMucked):
            self.events.append(event)
            hand.folded = True
            self.tracker_muck(hand)
        else:
            remedying.check_shown(self, hand, event.cards)
            self.events.append(event)
            remedying.reveal(self, hand, event.cards)
        if not self._unshown():
            self._settle()

    def _settle(self) -> None:
        live = set(self.live_seats())
        contributions = {s: h.contributed - h.dead_money for s, h in self.seats.items()}
        dead_money = sum(h.dead_money for h in self.seats.values())
        pots, returned = build_pots(contributions, live, dead_money=dead_money)
        total = sum(p.amount for p in pots)
        if len(live) == 1:
            payouts = {next(iter(live)): total}
        else:
            self.phase = Phase.SHOWDOWN
            payouts = self.floor.award_pots(self.view, pots)
            remedying.check_payouts(self, payouts, total, live)
        self._dirty = True
        for seat, chips in returned.items():
            self.seats[seat].stack += chips
        for seat, chips in payouts.items():
            self.seats[seat].stack += chips
        self.returned = dict(returned)
        self.payouts = dict(payouts)
        self.finish(HandOutcome.COMPLETE)

    def finish(self, outcome: HandOutcome) -> None:
        """End the hand with an outcome (used by the engine and by rulings)."""
        self.outcome = outcome
        self.phase = Phase.OVER
        self.betting = None
        if outcome is HandOutcome.COMPLETE:
            self.floor.call("floorcall_on_hand_end", hand=self.view)

    # -- what comes next ----------------------------------------------------------------------------------------

    def expected(self) -> AnyExpectation:
        """What the hand expects next.

        :returns: a deal to a seat (face up or down), a burn, a board card, an action with its options, the hands
            to show at showdown, a decision, or :class:`HandOver`.
        """
        if self.phase is Phase.OVER:
            return HandOver(outcome=self.outcome or HandOutcome.COMPLETE)
        if self.phase is Phase.DECISION and self.pending is not None:
            return ExpectDecision(options=tuple(o.name for o in self.pending.options), seat=self.pending.decided_by)
        if self.phase is Phase.SHOWDOWN:
            return ExpectShowdown(seats=self._unshown())
        if self.phase is Phase.BETTING and self.betting is not None and self.betting.actor is not None:
            return ExpectAction(seat=self.betting.actor, street=self.street, options=self.betting.options())
        if self.burn_due:
            return ExpectBurn(street=self.street)
        if self.queue_pos < len(self.queue):
            seat, face_up = self.queue[self.queue_pos]
            return ExpectDeal(seat=seat, face_up=self._due_face(seat, face_up), street=self.street)
        return ExpectBoardCard(street=self.street, remaining=self.board_due)

    @property
    def next_card(self) -> Card:
        """The stub's top card when the engine knows the order (simulation), else ``??``."""
        return self.tracker.top

    @property
    def stacks(self) -> dict[int, int]:
        """Chips behind per dealt-in seat right now (final stacks once the hand is over)."""
        return {s: h.stack for s, h in self.seats.items()}

    def redeal(self, rng: random.Random | None = None) -> Hand:
        """The exact repeat of a misdealt hand: same table, button, stakes and options.

        :raises InvalidEventError: the hand was not misdealt.
        """
        if self.outcome is not HandOutcome.MISDEAL:
            raise InvalidEventError("only a misdealt hand is dealt again")
        started = self.started
        redo = HandStarted(
            game=started.game,
            table=started.table,
            stakes=started.stakes,
            options=started.options,
            rulebook=started.rulebook,
            hand_number=started.hand_number,
            redeal=True,
            burns_recorded=started.burns_recorded,
        )
        order = None
        if rng is not None:
            order = list(self.game.deck.cards)
            rng.shuffle(order)
        return Hand(self.floor, redo, deck_order=order)
