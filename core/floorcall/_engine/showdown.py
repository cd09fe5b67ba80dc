"""Showdown and settlement: hands shown or mucked, pots built and awarded, the hand finished."""

from __future__ import annotations

from floorcall._engine import remedying
from floorcall._engine.handstate import HandState
from floorcall._engine.phase import OVER, SHOWDOWN
from floorcall._mechanics.pots import build_pots
from floorcall.cards import Card
from floorcall.errors import InvalidEventError
from floorcall.model.events import (
    HandMucked,
    HandShown,
)
from floorcall.model.expectations import (
    HandOutcome,
)

__all__ = ["ShowdownMixin"]


class ShowdownMixin(HandState):
    """The part of a hand that reaches the showdown and pays the pots."""

    # -- showdown and settlement --------------------------------------------------------------------------------

    def _showdown(self) -> None:
        self.stage.show()
        if not self._unshown():
            self._settle()

    def _unshown(self) -> tuple[int, ...]:
        """Live seats whose hands must still be shown.

        Those with unknown cards, or every live seat not yet shown when the source reports the showdown.
        """
        if self.started.showdown_reported:
            return tuple(s for s in self.live_seats() if not self.result.is_shown(s, len(self.seats[s].cards)))
        return tuple(
            s
            for s in self.live_seats()
            if Card.UNKNOWN in self.seats[s].cards and not self.result.is_shown(s, len(self.seats[s].cards))
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
        return len(with_chips) <= 1 and (self.wagering.betting is None or self.wagering.betting.actor is None)

    def _on_showdown(self, event: HandShown | HandMucked) -> None:
        hand = self._seat(event.seat)
        early_show = isinstance(event, HandShown) and self.betting_over and self.stage.phase is not OVER
        if self.stage.phase is not SHOWDOWN and not early_show:
            raise InvalidEventError(f"seat {event.seat} cannot show or muck before the showdown")
        if not hand.live:
            raise InvalidEventError(f"seat {event.seat} has no live hand to show")
        if self.result.is_shown(event.seat, len(hand.cards)):
            raise InvalidEventError(f"seat {event.seat} has already shown his hand")
        if isinstance(event, HandMucked):
            self.events.append(event)
            self.tracker_muck(hand)
            if self.live_seats() == [event.seat]:
                # the last live hand mucked: nobody else can win, so the pots are still his (settled below)
                self.result.show(event.seat, len(hand.cards))
            else:
                hand.folded = True
        else:
            remedying.check_shown(self, hand, event.cards)
            self.events.append(event)
            remedying.reveal(self, hand, event.cards)
            self.result.show(event.seat, len(hand.cards))
        if self.stage.phase is SHOWDOWN and not self._unshown():
            self._settle()

    def _settle(self) -> None:
        """Build and award the pots, and finish the hand.

        When no live hand is left (every player away or on penalty, or rulings killed every hand), nobody can win
        the pots: the hand ends void and every chip goes back to whoever put it in. (No rulebook in force speaks to
        it; returning the chips is the only settlement that favours no seat.)
        """
        live = set(self.live_seats())
        if not live:
            self._dirty = True
            remedying.return_all_chips(self)
            self.finish(HandOutcome.VOID)
            return
        contributions = {s: h.contributed - h.dead_money for s, h in self.seats.items()}
        dead_money = sum(h.dead_money for h in self.seats.values())
        pots, returned = build_pots(contributions, live, dead_money=dead_money)
        total = sum(p.amount for p in pots)
        if len(live) == 1:
            payouts = {next(iter(live)): total}
        else:
            self.stage.show()
            payouts = self.ask("award_pots", pots)
            remedying.check_payouts(self, payouts, pots, live, returned)
            self.result.cite(self.floor.cite_award(self.view, tuple(pots), dict(payouts)))
        self._dirty = True
        for seat, chips in returned.items():
            self.seats[seat].stack += chips
        for seat, chips in payouts.items():
            self.seats[seat].stack += chips
        self.chips.settle(payouts, returned)
        self.finish(HandOutcome.COMPLETE)

    def finish(self, outcome: HandOutcome) -> None:
        """End the hand with an outcome (used by the engine and by rulings)."""
        self.result.end(outcome)
        self.stage.end()
        for seat, chips in self.chips.release().items():
            self.seats[seat].stack += chips
        self.wagering.close()
        if outcome is HandOutcome.COMPLETE:
            self.notify("floorcall_on_hand_end")
