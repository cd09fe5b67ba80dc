"""Dealing: street plans, the deal queue, cards, burns and board cards, and the irregularities they can show."""

from __future__ import annotations

from typing import Final

from floorcall._engine import remedying
from floorcall._engine.deck import Zone
from floorcall._engine.phase import BETTING, DEALING, SHOWDOWN
from floorcall._engine.wagering import BettingMixin
from floorcall.cards import Card
from floorcall.errors import InvalidEventError
from floorcall.model.events import (
    BoardCardDealt,
    CardBurned,
    CardDealt,
    IrregularityReported,
)
from floorcall.model.irregularities import (
    AnyIrregularity,
    BurnOutOfSequence,
    CardToWrongSeat,
    DeckFouled,
    DowncardExposed,
    FoulReason,
    NonStandardCard,
    PenaltySeatDealt,
    PlayerAbsent,
    PrematureCard,
    StubShort,
    UpcardDealtDown,
    WrongCardCount,
)
from floorcall.model.procedure import DealStart, StreetPlan
from floorcall.model.rulings import Ruling
from floorcall.model.types import MAX_SEATS

__all__ = ["DealingMixin"]

# globals for the hot path: reading a member off an enum class costs ~30 times more on Python 3.11
_UNKNOWN: Final = Card.UNKNOWN
_UP: Final = Zone.UP
_DOWN: Final = Zone.DOWN


class DealingMixin(BettingMixin):
    """The part of a hand that deals cards and checks each one against the street's plan."""

    # -- dealing --------------------------------------------------------------------------------------------------

    def _deal_after(self) -> int:
        table = self.started.table
        if self.game.deal_start is DealStart.BUTTON_LEFT:
            return table.button or 0
        return 0 if table.dealer == "house" else int(table.dealer)

    def _begin_street(self, index: int) -> None:
        street = self.game.streets[index]
        self.stage.begin_street(index, street)
        cursor = self.cursor
        plan = self.ask("plan_street", street)
        cursor.replan(plan)
        if plan.draw:
            self._begin_draw()
            return
        cursor.begin(plan, self._deal_queue(plan), burn=plan.burn, board=plan.board)
        remedying.run_deferred(self)
        if index and not self.plain_history:
            self._check_stub()
        if self.stage.phase is not DEALING:
            return
        if self.cursor.burn_due and not self.started.burns_recorded:
            self._burn(Card.UNKNOWN)
        self._advance()

    def _check_stub(self) -> None:
        """Report a short stub: the street's burn, cards and reserve need more cards than the stub holds."""
        cursor = self.cursor  # at a street's start: nothing of its deal is out yet
        required = int(cursor.burn_due) + len(cursor.queue) + cursor.board_due + cursor.plan.reserve
        if self.tracker.stub < required:
            live = len(self.live_seats())
            short = StubShort(
                street=self.stage.street,
                stub=self.tracker.stub,
                required=required,
                burns=len(self.tracker.burns),
                live=live,
            )
            self._detected(short)

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
        cursor = self.cursor
        if (
            self.stage.phase is DEALING
            and not cursor.burn_due
            and cursor.pos >= len(cursor.queue)
            and not cursor.board_due
        ):
            if self.stage.street_index == 0 and self._initial_deal_irregular():
                return
            self._start_betting()

    def _initial_deal_irregular(self) -> bool:
        """Check each live seat once the initial deal is complete: on penalty, or holding the wrong number of cards.

        The first seat found is ruled on at once (the ruling's own advance checks the rest and opens the betting).

        :returns: True when an irregularity was ruled on, so the caller must not open the betting itself.
        """
        for seat in self.deal_order:
            hand = self.seats[seat]
            if not hand.live or seat in self.deal_checked:
                continue
            self.deal_checked.add(seat)
            held, expected = len(hand.cards), len(self.cursor.plan.hole)
            if hand.penalty:
                self._name_bring_in()
                self._detected(PenaltySeatDealt(seat=seat))
            elif not hand.present:
                self._name_bring_in()
                self._detected(PlayerAbsent(seat=seat, street=self.stage.street))
            elif held != expected:
                extra = hand.cards[-1] if held == expected + 1 else Card.UNKNOWN
                wrong = WrongCardCount(seat=seat, held=held, expected=expected, street=self.stage.street, card=extra)
                self._detected(wrong)
            else:
                continue
            return True
        return False

    def _name_bring_in(self) -> None:
        """Name the seat that owes the bring-in before a ruling kills any hand, so the ruling can see it."""
        if self.wagering.bring_in_seat is None and self.ask("plan_betting", self.stage.street).bring_in is not None:
            self.wagering.name_bring_in(self.ask("pick_bring_in"))

    def _detected(self, irregularity: AnyIrregularity) -> None:
        """Rule on an irregularity the engine found itself, logging it as a report (replays use the recorded ruling)."""
        recorded = self.desk.next_detection()
        self._irregular(IrregularityReported(irregularity=irregularity, detected=True), irregularity, recorded)

    @property
    def initial_deal(self) -> bool:
        """True while the cards before the first betting round are being dealt."""
        return self.stage.street_index == 0 and self.stage.phase is DEALING

    def _due_face(self, seat: int, face_up: bool) -> bool:
        return face_up and not self.seats[seat].next_down

    def _on_card(self, event: CardDealt, recorded: Ruling | None) -> Ruling | None:
        seat, card = event.seat, event.card
        if self._deals_as_due(seat, card, event.face_up):  # the usual case, checked in one place
            self.events.append(event)
            self.deal(seat, card, event.face_up)
            self._advance()
            return None
        if not 1 <= seat <= MAX_SEATS:
            raise InvalidEventError(f"seat {seat} does not exist: seats are numbered 1 to {MAX_SEATS}")
        if self.stage.phase is SHOWDOWN:
            raise InvalidEventError("every card has been dealt; the hand is at showdown")
        problem = self.tracker.problem(card)
        if problem == "duplicate":
            zone, where = self.tracker.zone_of(card)
            detail = f"{card} is already in {zone.name.lower()}" + (f" at seat {where}" if where else "")
            return self._irregular(event, DeckFouled(reason=FoulReason.DUPLICATE, card=card, detail=detail), recorded)
        if self.stage.phase is BETTING and self.cursor.pos >= len(self.cursor.queue):  # no card owed by a ruling
            premature = PrematureCard(card=card, seat=seat, street=self.stage.street)
            return self._irregular(event, premature, recorded, remedying.set_aside(card))
        if problem == "non-standard":
            irregular = NonStandardCard(card=card, seat=seat, street=self.stage.street)
            return self._irregular(event, irregular, recorded, remedying.deal_as_dealt(seat, card, event.face_up))
        if self.cursor.burn_due or self.cursor.pos >= len(self.cursor.queue):
            return self._unexpected_card(event, recorded)
        due_seat, due_up = self.cursor.queue[self.cursor.pos]
        face_up = self._due_face(due_seat, due_up)
        if seat != due_seat:
            wrong = CardToWrongSeat(
                seat=seat,
                expected_seat=due_seat,
                card=card,
                street=self.stage.street,
                first_card=self.stage.street_index == 0 and self.cursor.pos == 0,
                entitled=seat in self.seats and self.seats[seat].live,
                face_up=event.face_up,
            )
            return self._irregular(event, wrong, recorded, remedying.deal_as_dealt(seat, card, event.face_up))
        if event.face_up != face_up:
            return self._face_error(event, recorded)
        self.events.append(event)
        self.deal(seat, card, face_up)
        self._advance()
        return None

    def _deals_as_due(self, seat: int, card: Card, face_up: bool) -> bool:
        """Whether a card is the one the deal expects: the due seat's, its due face, and a card of the stub.

        The same conditions the full checks of :meth:`_on_card` come to for such a card, asked at once.
        """
        cursor = self.cursor
        position = cursor.pos
        if self.stage.phase is not DEALING or cursor.burn_due or position >= len(cursor.queue):
            return False
        due_seat, due_up = cursor.queue[position]
        if seat != due_seat or face_up is not (due_up and not self.seats[seat].next_down):
            return False
        tracker = self.tracker
        return card is _UNKNOWN or (card in tracker.members and card not in tracker.where)

    def _unexpected_card(self, event: CardDealt, recorded: Ruling | None) -> Ruling:
        if self.cursor.burn_due:
            missed = BurnOutOfSequence(street=self.stage.street, missed=True, card=event.card)
            effect = remedying.skip_burn_then_deal(event.seat, event.card, event.face_up)
            return self._irregular(event, missed, recorded, effect)
        premature = PrematureCard(card=event.card, seat=event.seat, street=self.stage.street)
        return self._irregular(event, premature, recorded, remedying.set_aside(event.card))

    def _face_error(self, event: CardDealt, recorded: Ruling | None) -> Ruling:
        position = len(self.seats[event.seat].cards) + 1
        irregular: AnyIrregularity
        if event.face_up:
            irregular = DowncardExposed(
                seat=event.seat,
                card=event.card,
                street=self.stage.street,
                initial_deal=self.initial_deal,
                position=position,
            )
        else:
            irregular = UpcardDealtDown(seat=event.seat, street=self.stage.street, initial_deal=self.initial_deal)
        return self._irregular(
            event, irregular, recorded, remedying.deal_as_dealt(event.seat, event.card, event.face_up)
        )

    def deal(self, seat: int, card: Card, face_up: bool) -> None:
        """Put a card in the due seat's slot of the deal queue, face up or down as dealt."""
        hand = self.seats[seat]
        if hand.next_down and not face_up and self.cursor.queue[self.cursor.pos][1]:
            hand.next_down = False
        self.tracker.take(card, _UP if face_up else _DOWN, seat)
        hand.cards.append(card)
        hand.faces.append(face_up)
        self.cursor.dealt()

    def _burn(self, card: Card) -> None:
        self.tracker.burn(card)
        self.cursor.burned()

    def _on_burn(self, event: CardBurned, recorded: Ruling | None) -> Ruling | None:
        problem = self.tracker.problem(event.card)
        if problem == "non-standard":
            raise InvalidEventError(
                f"card_burned event, field card: {event.card} is not in the game's deck ({self.game.deck.name}); "
                "a burn comes off the stub"
            )
        if problem == "duplicate":
            fouled = DeckFouled(reason=FoulReason.DUPLICATE, card=event.card, detail=f"{event.card} burned again")
            return self._irregular(event, fouled, recorded)
        if self.stage.phase is not DEALING or not self.cursor.burn_due:
            extra = BurnOutOfSequence(street=self.stage.street, missed=False, card=event.card)
            return self._irregular(event, extra, recorded, remedying.burn(event.card))
        self.events.append(event)
        self._burn(event.card)
        self._advance()
        return None

    def _on_board(self, event: BoardCardDealt, recorded: Ruling | None) -> Ruling | None:
        card = event.card
        if card is Card.UNKNOWN and self.initial_order is not None:
            raise InvalidEventError(
                "board_card_dealt event, field card: '??' where the card must be known: the engine shuffled this "
                f"deck, so the card turned is the stub's top card ({self.tracker.top})"
            )
        problem = self.tracker.problem(card)
        if problem == "duplicate":
            fouled = DeckFouled(reason=FoulReason.DUPLICATE, card=card, detail=f"{card} is already out")
            return self._irregular(event, fouled, recorded)
        due = self.stage.phase is DEALING and self.cursor.pos >= len(self.cursor.queue) and self.cursor.board_due > 0
        if problem == "non-standard" and due:
            irregular = NonStandardCard(card=card, street=self.stage.street)
            return self._irregular(event, irregular, recorded, remedying.turn_board(card))
        if not due or self.cursor.burn_due:
            if self.cursor.burn_due and self.cursor.pos >= len(self.cursor.queue):
                missed = BurnOutOfSequence(street=self.stage.street, missed=True, card=card)
                return self._irregular(event, missed, recorded, remedying.skip_burn_then_board(card))
            premature = PrematureCard(card=card, street=self.stage.street)
            return self._irregular(event, premature, recorded, remedying.set_aside(card))
        self.events.append(event)
        self.tracker.turn(card)
        self.cursor.turned()
        self._advance()
        return None
