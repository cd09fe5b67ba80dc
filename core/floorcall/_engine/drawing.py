"""Drawing: the draw rounds of draw games, checked discard by discard and card by card.

A street whose plan has ``draw`` set opens with a draw instead of a deal. The live seats discard or stand pat one
at a time (:class:`~floorcall.model.events.Discarded`), starting with the seat the game names first to act on that
street (the first live seat left of the button) and going clockwise. Once every live seat has discarded, one card
is burned (even when everyone stood pat) and each seat, in the same order, is dealt all of his replacements in a row:
as many as bring his hand back to the size of the deal. Then the street's betting opens.

The stub may run out while replacements are owed. Its last card is dealt only when it alone completes the draw;
otherwise the engine reports :class:`~floorcall.model.irregularities.StubExhausted` and the rulebook's ruling
rebuilds the stub (the remedy ``reshuffle_stub_with_muck``). A hand history (``burns_recorded=False``) records no
reshuffle, so there the engine rebuilds the stub itself, without a ruling, once the record deals more cards than the
stub held or deals again a card that was mucked, burned or discarded, the current draw's discards included.

Departures from the procedure are irregularities for the rulebook: a discard out of turn, a second set of discards
from the same seat, a replacement card to the wrong seat, a replacement dealt face up.
"""

from __future__ import annotations

from floorcall._engine import remedying
from floorcall._engine.dealing import DealingMixin
from floorcall._engine.deck import Zone
from floorcall._engine.draw_repairs import DrawRound, check_discards, throw
from floorcall._engine.handstate import hand_rng
from floorcall._engine.phase import DEALING, DRAWING
from floorcall._mechanics.seats import clockwise
from floorcall.cards import Card
from floorcall.errors import InvalidEventError
from floorcall.model.events import CardDealt, Discarded
from floorcall.model.expectations import ExpectDraw
from floorcall.model.irregularities import DiscardsChanged, DrawCardToWrongSeat, DrawOutOfTurn, StubExhausted
from floorcall.model.rulings import Ruling

__all__ = ["DrawingMixin"]

_DEAD_ZONES = (Zone.MUCK, Zone.BURN, Zone.DISCARD, Zone.ASIDE)


class DrawingMixin(DealingMixin):
    """The part of a hand that runs the draws: discards in turn, the burn, the replacements, the stub."""

    # -- the discards -------------------------------------------------------------------------------------------

    def _begin_draw(self) -> None:
        """Open the draw of the current street: the live seats discard in turn from the game's first seat."""
        live = self.live_seats()
        first = self.ask("pick_first_to_act", self.stage.street)
        order = clockwise(live, first)
        order = order[-1:] + order[:-1] if first in live else order
        previous = self.draw_round
        size = previous.size if previous else len(self.ask("plan_street", self.game.streets[0]).hole)
        refilled = previous is not None and previous.refilled
        number = self.tracker.open_draw()
        self.draw_round = DrawRound(number=number, street=self.stage.street, order=order, size=size, refilled=refilled)
        self.cursor.begin(self.cursor.plan, [], burn=False, board=0)
        self.stage.draw()
        self._advance()

    def due_drawer(self) -> int | None:
        """The seat due to discard in the draw under way, or None when every live seat has."""
        draw = self.draw_round
        if draw is None or self.stage.phase is not DRAWING:
            return None
        for seat in draw.order:
            if seat not in draw.thrown and self.seats[seat].live:
                return seat
        return None

    def _expect_draw(self) -> ExpectDraw:
        seat = self.due_drawer()
        if seat is None:
            raise InvalidEventError("no seat is due to draw")
        return ExpectDraw(seat=seat, street=self.stage.street)

    def _on_discard(self, event: Discarded, recorded: Ruling | None) -> Ruling | None:
        seat = self._seat(event.seat)
        draw = self.draw_round
        open_draw = draw is not None and draw.street is self.stage.street and self.stage.phase in (DRAWING, DEALING)
        if draw is None or not open_draw:
            raise InvalidEventError(f"seat {event.seat} cannot discard now: no draw is under way")
        if not seat.live:
            raise InvalidEventError(f"seat {event.seat} has no live hand to draw to")
        previous = draw.thrown.get(event.seat)
        check_discards(self, seat, event.cards, previous or ())
        if previous is not None:
            later = draw.order[draw.order.index(event.seat) + 1 :]
            changed = DiscardsChanged(
                seat=event.seat,
                street=self.stage.street,
                before=len(previous),
                after=len(event.cards),
                dealing_begun=draw.dealing,
                later_acted=any(other in draw.thrown for other in later),
            )
            return self._irregular(event, changed, recorded)
        due = self.due_drawer()
        if due is None:
            raise InvalidEventError(f"seat {event.seat} cannot discard now: the draw is being dealt")
        if event.seat != due:
            early = DrawOutOfTurn(seat=event.seat, expected_seat=due, street=self.stage.street, count=len(event.cards))
            return self._irregular(event, early, recorded)
        self.events.append(event)
        throw(self, event.seat, event.cards)
        self._advance()
        return None

    # -- the burn and the replacements --------------------------------------------------------------------------

    def _deal_draw(self) -> None:
        """Every live seat has discarded: plan the burn and each seat's replacements, in draw order."""
        draw = self.draw_round
        assert draw is not None
        draw.dealing = True
        self.stage.deal()
        cursor = self.cursor
        queue = [
            (seat, False)
            for seat in draw.order
            if self.seats[seat].live
            for _ in range(max(0, draw.size - len(self.seats[seat].cards)))
        ]
        burn = cursor.plan.burn and (bool(queue) or self.tracker.stub > 0)
        cursor.begin(cursor.plan, queue, burn=burn, board=cursor.board_due)
        if cursor.burn_due and self.plain_history:  # a record with a rulebook burns in _advance, after any stub ruling
            if self.tracker.stub <= 0:
                self._refill()
            self._burn(Card.UNKNOWN)

    def _advance(self) -> None:
        """Move the draw on (to its deal once everyone has discarded; a stub ruling when the stub runs out)."""
        if self.stage.phase is DRAWING:
            if len(self.live_seats()) < 2:
                self._settle()
                return
            if self.due_drawer() is not None:
                return
            self._deal_draw()
        draw = self.draw_round
        if draw is not None and draw.dealing and self.stage.phase is DEALING and not self.plain_history:
            if self.cursor.burn_due and not self.started.burns_recorded and self.tracker.stub > 0:
                self._burn(Card.UNKNOWN)  # the burn no record shows, once the stub (rebuilt by a ruling) has a card
            owed = len(self.cursor.queue) - self.cursor.pos
            if self._stub_exhausted(owed):
                if draw.rulings > draw.reshuffles:
                    raise InvalidEventError("the ruling on the exhausted stub did not rebuild it")
                draw.rulings += 1
                exhausted = StubExhausted(
                    street=self.stage.street, owed=owed, stub=self.tracker.stub, reshuffles=draw.reshuffles
                )
                self._detected(exhausted)
                return
        super()._advance()

    def _stub_exhausted(self, owed: int) -> bool:
        """Whether the stub cannot serve the next card of the draw (FACT-7: a last card only if it completes it)."""
        stub = self.tracker.stub
        if self.cursor.burn_due:
            return stub <= 0
        return owed > 0 and (stub <= 0 or (stub == 1 and owed > 1))

    def _on_card(self, event: CardDealt, recorded: Ruling | None) -> Ruling | None:
        draw = self.draw_round
        if (
            draw is None
            or not draw.dealing
            or self.stage.phase is not DEALING
            or self.cursor.burn_due
            or self.cursor.pos >= len(self.cursor.queue)
        ):
            return super()._on_card(event, recorded)
        if self.plain_history:
            self._refill_for(event.card)
        due = self.cursor.queue[self.cursor.pos][0]
        receiver = self.seats.get(event.seat)
        if event.seat != due and receiver is not None and receiver.live and self.tracker.problem(event.card) is None:
            owed = any(seat == event.seat for seat, _ in self.cursor.queue[self.cursor.pos :])
            wrong = DrawCardToWrongSeat(
                seat=event.seat, expected_seat=due, card=event.card, street=self.stage.street, owed=owed
            )
            place = remedying.deal_as_dealt(event.seat, event.card, event.face_up)
            return self._irregular(event, wrong, recorded, place)
        return super()._on_card(event, recorded)

    # -- hand histories: the reshuffle nobody recorded ----------------------------------------------------------

    def _refill_for(self, card: Card) -> None:
        """Rebuild the stub before a recorded card when the record must have reshuffled.

        That is when the stub is empty, or when a dead card comes again once the stub is short of the cards owed or
        has run out before in this hand (the record's own reshuffles need not fall where floorcall's count puts
        them: it may leave this draw's discards out of the new stub).
        """
        draw = self.draw_round
        assert draw is not None
        owed = len(self.cursor.queue) - self.cursor.pos
        zone, _ = self.tracker.zone_of(card)
        dead_again = card.is_known and zone in _DEAD_ZONES
        if self.tracker.stub <= 0 or (dead_again and (self.tracker.stub < owed or draw.refilled)):
            self._refill()

    def _refill(self) -> None:
        """Every dead card, the current draw's discards included, goes back to the stub (hand histories only)."""
        rng = hand_rng(self)
        for card in [card for card, (zone, _) in self.tracker.where.items() if zone in _DEAD_ZONES]:
            self.tracker.back_to_stub(card, rng)
        in_play = sum(len(seat.cards) for seat in self.seats.values() if seat.live) + len(self.tracker.board)
        self.tracker.set_stub(self.game.deck.size - in_play)
        if self.draw_round is not None:
            self.draw_round.reshuffles += 1
            self.draw_round.refilled = True
