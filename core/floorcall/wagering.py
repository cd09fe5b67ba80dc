"""Wagering: forced bets, betting rounds, and actions checked against them."""

from __future__ import annotations

from typing import Final

from floorcall import remedying
from floorcall.betting import BettingRound, StreetBetting
from floorcall.deck import Zone
from floorcall.errors import InvalidEventError, PluginAnswerError
from floorcall.handstate import BETTING
from floorcall.model.events import (
    AnyEvent,
    BetOrRaisedTo,
    BringInPosted,
    CheckedOrCalled,
    Folded,
    WagerMade,
)
from floorcall.model.irregularities import (
    ActionOutOfTurn,
    WagerIncorrect,
    WagerUnclear,
)
from floorcall.model.rulings import Ruling
from floorcall.procedure.openers import blind_posters, button_of
from floorcall.seats import SeatHand, clockwise
from floorcall.showdown import ShowdownMixin
from floorcall.substantial import ActionInTurn
from floorcall.wager_reading import action_event, plain_action, read_total, read_wager

__all__ = ["BettingMixin"]

_ACTIONS = (Folded, CheckedOrCalled, BetOrRaisedTo, BringInPosted)
_WAGER_ACTIONS = (*_ACTIONS, WagerMade)
_ACTION_NAMES = {
    Folded: "fold",
    CheckedOrCalled: "check_call",
    BetOrRaisedTo: "bet_raise_to",
    BringInPosted: "bring_in",
}


# globals for the hot path: a member read off an enum class costs ~30 times more on Python 3.11
_MUCK: Final = Zone.MUCK


class BettingMixin(ShowdownMixin):
    """The part of a hand that posts forced bets and runs its betting rounds."""

    def _post_forced_bets(self) -> None:
        stakes = self.started.stakes
        if stakes.ante:
            for seat in self.deal_order:
                self.seats[seat].put_in(stakes.ante)
        if not stakes.blinds:
            return
        seats = list(self.seats)
        posters = blind_posters(seats, button_of(seats, self.started.table.button), len(stakes.blinds))
        for seat, amount in zip(posters, stakes.blinds, strict=False):
            self.blind_wagers[seat] = self.seats[seat].put_in(amount)
        if stakes.big_blind_ante and len(stakes.blinds) >= 2:
            big_blind = self.seats[posters[1]]
            big_blind.dead_money += big_blind.put_in(stakes.big_blind_ante)

    # -- betting --------------------------------------------------------------------------------------------------

    def live_seats(self) -> list[int]:
        """Seats still contesting the pot, in deal order."""
        seats = self.seats
        return [s for s in self.deal_order if not (seats[s].folded or seats[s].dead)]  # SeatHand.live, inlined

    def _start_betting(self) -> None:
        live = self.live_seats()
        if len(live) < 2:
            self._settle()
            return
        street = self.street
        spec = self.ask("plan_betting", street)
        bring_in_seat = None
        if self.street_index == 0 and spec.bring_in is not None and self.forced_bring_in is not None:
            spec, first = self._dead_seat_brings_in(spec, live)
        elif self.street_index == 0 and spec.bring_in is not None:
            self.bring_in_seat = self.ask("pick_bring_in")
            if self.seats[self.bring_in_seat].stack > 0:
                first = bring_in_seat = self.bring_in_seat
            else:
                spec = remedying.must_open(spec)
                first = clockwise([s for s in live if self.seats[s].stack > 0] or live, self.bring_in_seat)[0]
        else:
            first = self.ask("pick_first_to_act", street)
        if first not in live:
            hook = "floorcall_pick_bring_in" if first == bring_in_seat else "floorcall_pick_first_to_act"
            problem = ValueError(f"answered seat {first}, which holds no live hand (live: {live})")
            raise PluginAnswerError(self.floor.hooks.last_answerer or "unknown plugin", hook, problem)
        self.phase = BETTING
        self._open_round(spec, first, bring_in_seat, live)

    def _dead_seat_brings_in(self, spec: StreetBetting, live: list[int]) -> tuple[StreetBetting, int]:
        """A seat whose hand a ruling killed posts the bring-in its upcard owed; the next live seat acts on it.

        :returns: the round's limits (everyone must open when the seat had no chips left for it) and the first seat.
        """
        seat = self.forced_bring_in
        assert seat is not None
        assert spec.bring_in is not None
        self.bring_in_seat = seat
        posted = self.seats[seat].put_in(spec.bring_in)
        if posted:
            self.blind_wagers[seat] = posted
        else:
            spec = remedying.must_open(spec)
        return spec, clockwise(live, seat)[0]

    def _open_round(
        self, spec: StreetBetting, first: int, bring_in_seat: int | None, live: list[int] | None = None
    ) -> None:
        live = self.live_seats() if live is None else live
        self.held_actions.clear()  # an action held out of turn lapses with its betting round
        if first not in live:
            raise InvalidEventError(f"seat {first} cannot open the betting: it is not live")
        order = clockwise(live, first)
        order = order[-1:] + order[:-1]
        wagers = self.blind_wagers if self.street_index == 0 else {}
        blinds = self.started.stakes.blinds
        to_call = max(blinds) if self.street_index == 0 and blinds else None
        pot = sum(h.contributed for h in self.seats.values()) - sum(wagers.values())
        if self.street_index == 0:
            # a blind posted short still counts in full for pot-limit sizing before the flop (the pot is used for
            # nothing else in a betting round)
            nominal = zip(self.blind_wagers.values(), blinds, strict=False)
            pot += sum(full - posted for posted, full in nominal if full > posted)
        stacks = {s: self.seats[s].stack for s in order}
        self.betting = BettingRound(
            spec,
            order,
            stacks,
            wagers=wagers,
            pot=pot,
            bring_in_seat=bring_in_seat,
            to_call=to_call,
            checked=False,  # built from the hand's own state: valid by construction
        )
        self.round_order = tuple(order)
        self.round_aggressor = None
        if self.betting.is_complete:
            self._end_betting()

    def _on_action(
        self, event: Folded | CheckedOrCalled | BetOrRaisedTo | BringInPosted, recorded: Ruling | None
    ) -> Ruling | None:
        seat = event.seat
        self._seat(seat)
        name = _ACTION_NAMES[type(event)]
        amount = event.amount if type(event) is BetOrRaisedTo else None
        betting = self.betting
        if self.phase is not BETTING or betting is None:
            raise InvalidEventError(f"seat {seat} cannot {name.replace('_', '/')} now: no betting round is open")
        actor = betting.actor
        if seat != actor:
            oot = ActionOutOfTurn(
                seat=seat, expected_seat=actor or seat, action=name, amount=amount, street=self.street
            )
            return self._irregular(event, oot, recorded)
        reason = betting.check_legal(seat, name, amount)
        if reason is not None:
            reading = read_total(betting, seat, amount if name == "bet_raise_to" else None)
            wrong = WagerIncorrect(
                seat=seat, action=name, amount=amount, reason=reason, street=self.street, reading=reading
            )
            return self._irregular(event, wrong, recorded)
        self.events.append(event)
        self._act(seat, event)
        return None

    def _on_wager(self, event: WagerMade, recorded: Ruling | None) -> Ruling | None:
        """A wager as made at the table: taken as its plain action, or put to the floor when it is not plain."""
        seat = event.seat
        self._seat(seat)
        if event.said is None and not event.motions:
            raise InvalidEventError(f"wager_made: seat {seat} said nothing and put out no chips: that is no wager")
        betting = self.betting
        if self.phase is not BETTING or betting is None:
            raise InvalidEventError(f"seat {seat} cannot wager now: no betting round is open")
        actor = betting.actor
        if seat != actor:
            chips = sum(chip for motion in event.motions for chip in motion.chips)
            name, amount = ("bet_raise_to", betting.wagers.get(seat, 0) + chips) if chips else ("check_call", None)
            oot = ActionOutOfTurn(
                seat=seat, expected_seat=actor or seat, action=name, amount=amount, street=self.street
            )
            return self._irregular(event, oot, recorded)
        reading = read_wager(betting, event)
        plain = plain_action(reading, event.said)
        if plain is not None and betting.check_legal(seat, plain[0], plain[1]) is None:
            self.events.append(event)
            self._act(seat, action_event(seat, *plain))
            return None
        unclear = WagerUnclear(seat=seat, street=self.street, said=event.said, motions=event.motions, reading=reading)
        return self._irregular(event, unclear, recorded)

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
        kind = type(event)
        if kind is Folded:
            betting.fold(seat, checked=True)
            hand.folded = True
            self.tracker_muck(hand)
            self.actions_in_turn.append(ActionInTurn(seat=seat, chips=False, fold=True))
        else:
            if kind is CheckedOrCalled:
                moved = betting.check_or_call(seat, checked=True)
            elif type(event) is BetOrRaisedTo:  # spelled out, not ``kind``, so that mypy narrows ``event``
                moved = betting.bet_or_raise_to(seat, event.amount, checked=True)
                self.round_aggressor = seat
            else:
                moved = betting.post_bring_in(seat, checked=True)
            hand.stack -= moved
            hand.contributed += moved
            self.actions_in_turn.append(ActionInTurn(seat=seat, chips=moved > 0, forced=kind is BringInPosted))
        if betting.is_complete:
            self._end_betting()
        elif self.held_actions:
            self.release_held_action()

    def release_held_action(self) -> None:
        """When a seat whose action out of turn was held comes to act, his action binds if nothing changed.

        A held fold always binds; a held check, call or raise binds when the wager to match is still the one he saw
        when he acted early, and is dropped (he has every option) when someone bet or raised in between.
        """
        betting = self.betting
        seat = betting.actor if betting is not None else None
        if betting is None or seat is None or seat not in self.held_actions:
            return
        event, level = self.held_actions.pop(seat)
        if not isinstance(event, _ACTIONS) or not (isinstance(event, Folded) or betting.current_bet == level):
            return
        amount = event.amount if isinstance(event, BetOrRaisedTo) else None
        if betting.check_legal(seat, _ACTION_NAMES[type(event)], amount) is None:
            self._act(seat, event)

    def tracker_muck(self, hand: SeatHand) -> None:
        """Send a seat's cards to the muck (a fold or a killed hand)."""
        for card in hand.cards:
            self.tracker.move(card, _MUCK)

    def _end_betting(self) -> None:
        self.betting = None
        live = self.live_seats()
        if len(live) < 2:
            self._settle()
        elif self.street_index + 1 < len(self.game.streets):
            self._begin_street(self.street_index + 1)
        else:
            self._showdown()
