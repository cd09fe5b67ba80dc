"""Wagering: forced bets, betting rounds, and actions checked against them."""

from __future__ import annotations

from typing import Final, TypeAlias

from floorcall._engine import remedying
from floorcall._engine.deck import Zone
from floorcall._engine.phase import BETTING
from floorcall._engine.showdown import ShowdownMixin
from floorcall._engine.wager_reading import action_event, plain_action, read_total, read_wager
from floorcall._engine.wager_records import UnnoticedWager
from floorcall._mechanics.betting import BettingRound, StreetBetting
from floorcall._mechanics.seats import SeatHand, clockwise
from floorcall._mechanics.substantial import ActionInTurn
from floorcall.errors import InvalidEventError, PluginAnswerError
from floorcall.model.events import (
    AnyEvent,
    BetOrRaisedTo,
    BringInPosted,
    CheckedOrCalled,
    DecisionMade,
    Folded,
    RulingApplied,
    WagerMade,
)
from floorcall.model.irregularities import (
    ActionOutOfTurn,
    WagerIncorrect,
    WagerUnclear,
)
from floorcall.model.rulings import Ruling
from floorcall.model.types import Structure
from floorcall.model.wagers import AnySpeech, SaidPot, SaidRaise, WagerKind, WagerReading
from floorcall.procedure.openers import blind_posters, button_of

__all__ = ["BettingMixin", "UnnoticedWager", "WagerAction", "taken_unnoticed"]

WagerAction: TypeAlias = Folded | CheckedOrCalled | BetOrRaisedTo | BringInPosted
"""The plain action a ``wager_made`` was taken as."""


def taken_unnoticed(reading: WagerReading, said: AnySpeech | None) -> bool:
    """Whether a wager marked ``unnoticed`` plays as made.

    It does with no string and no bar, and chips short of a full bet or raise (with no words or "raise"), or short
    of the pot after "pot" in pot limit (a miscount).
    """
    if reading.string or reading.barred is not None or reading.put_forward == 0:
        return False
    if reading.chips_kind is WagerKind.SHORT_RAISE:
        return said is None or isinstance(said, SaidRaise)
    pot_size = reading.max_to
    legal = reading.chips_kind in (WagerKind.BET, WagerKind.MIN_RAISE, WagerKind.RAISE)
    pot_limit = reading.structure is Structure.POT_LIMIT
    return isinstance(said, SaidPot) and pot_limit and legal and pot_size is not None and reading.chips_to < pot_size


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
        for seat, chips in stakes.seat_antes:
            if seat in self.seats:
                posted = self.seats[seat].put_in(chips)
                if stakes.seat_antes_dead:
                    self.seats[seat].dead_money += posted
        if not stakes.blinds:
            return
        seats = list(self.seats)
        posters = blind_posters(seats, button_of(seats, self.started.table.button), len(stakes.blinds))
        for seat, amount in zip(posters, stakes.blinds, strict=False):
            self.chips.post(seat, self.seats[seat].put_in(amount))
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
        street = self.stage.street
        spec = self.ask("plan_betting", street)
        bring_in_seat = None
        if self.stage.street_index == 0 and spec.bring_in is not None and self.wagering.forced_bring_in is not None:
            spec, first = self._dead_seat_brings_in(spec, live)
        elif self.stage.street_index == 0 and spec.bring_in is not None:
            named: int = self.ask("pick_bring_in")
            self.wagering.name_bring_in(named)
            if self.seats[named].stack > 0:
                first = bring_in_seat = named
            else:
                spec = remedying.must_open(spec)
                first = clockwise([s for s in live if self.seats[s].stack > 0] or live, named)[0]
        else:
            first = self.ask("pick_first_to_act", street)
        if first not in live:
            hook = "floorcall_pick_bring_in" if first == bring_in_seat else "floorcall_pick_first_to_act"
            problem = ValueError(f"answered seat {first}, which holds no live hand (live: {live})")
            raise PluginAnswerError(self.floor.hooks.last_answerer or "unknown plugin", hook, problem)
        self.stage.bet()
        self._open_round(spec, first, bring_in_seat, live)

    def _dead_seat_brings_in(self, spec: StreetBetting, live: list[int]) -> tuple[StreetBetting, int]:
        """A seat whose hand a ruling killed posts the bring-in its upcard owed; the next live seat acts on it.

        :returns: the round's limits (everyone must open when the seat had no chips left for it) and the first seat.
        """
        seat = self.wagering.forced_bring_in
        assert seat is not None
        assert spec.bring_in is not None
        self.wagering.name_bring_in(seat)
        posted = self.seats[seat].put_in(spec.bring_in)
        if posted:
            self.chips.post(seat, posted)
        else:
            spec = remedying.must_open(spec)
        return spec, clockwise(live, seat)[0]

    def _open_round(
        self, spec: StreetBetting, first: int, bring_in_seat: int | None, live: list[int] | None = None
    ) -> None:
        live = self.live_seats() if live is None else live
        if first not in live:
            raise InvalidEventError(f"seat {first} cannot open the betting: it is not live")
        order = clockwise(live, first)
        order = order[-1:] + order[:-1]
        wagers = self.chips.blind_wagers if self.stage.street_index == 0 else {}
        blinds = self.started.stakes.blinds
        to_call = max(blinds) if self.stage.street_index == 0 and blinds else None
        pot = sum(h.contributed for h in self.seats.values()) - sum(wagers.values())
        if self.stage.street_index == 0:
            # a blind posted short still counts in full for pot-limit sizing before the flop (the pot is used for
            # nothing else in a betting round)
            nominal = zip(self.chips.blind_wagers.values(), blinds, strict=False)
            pot += sum(full - posted for posted, full in nominal if full > posted)
        stacks = {s: self.seats[s].stack for s in order}
        betting = BettingRound(
            spec,
            order,
            stacks,
            wagers=wagers,
            pot=pot,
            bring_in_seat=bring_in_seat,
            to_call=to_call,
            checked=False,  # built from the hand's own state: valid by construction
        )
        self.wagering.open(betting, tuple(order))
        if betting.is_complete:
            self._end_betting()

    def _on_action(
        self, event: Folded | CheckedOrCalled | BetOrRaisedTo | BringInPosted, recorded: Ruling | None
    ) -> Ruling | None:
        seat = event.seat
        self._seat(seat)
        name = _ACTION_NAMES[type(event)]
        amount = event.amount if type(event) is BetOrRaisedTo else None
        betting = self.wagering.betting
        if self.stage.phase is not BETTING or betting is None:
            raise InvalidEventError(f"seat {seat} cannot {name.replace('_', '/')} now: no betting round is open")
        actor = betting.actor
        if seat != actor:
            oot = ActionOutOfTurn(
                seat=seat, expected_seat=actor or seat, action=name, amount=amount, street=self.stage.street
            )
            return self._irregular(event, oot, recorded)
        reason = betting.check_legal(seat, name, amount)
        if reason is not None:
            reading = read_total(betting, seat, amount if name == "bet_raise_to" else None)
            wrong = WagerIncorrect(
                seat=seat, action=name, amount=amount, reason=reason, street=self.stage.street, reading=reading
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
        betting = self.wagering.betting
        if self.stage.phase is not BETTING or betting is None:
            raise InvalidEventError(f"seat {seat} cannot wager now: no betting round is open")
        actor = betting.actor
        if seat != actor:
            chips = sum(chip for motion in event.motions for chip in motion.chips)
            name, amount = ("bet_raise_to", betting.wagers.get(seat, 0) + chips) if chips else ("check_call", None)
            oot = ActionOutOfTurn(
                seat=seat, expected_seat=actor or seat, action=name, amount=amount, street=self.stage.street
            )
            return self._irregular(event, oot, recorded)
        reading = read_wager(betting, event)
        plain = plain_action(reading, event.said)
        if plain is not None and betting.check_legal(seat, plain[0], plain[1]) is None:
            self.events.append(event)
            action = action_event(seat, *plain)
            self.wagering.taken_as(len(self.events) - 1, action)
            self._act(seat, action)
            return None
        if event.unnoticed and taken_unnoticed(reading, event.said):
            self.events.append(event)
            self._take_as_made(event, reading)
            return None
        unclear = WagerUnclear(
            seat=seat, street=self.stage.street, said=event.said, motions=event.motions, reading=reading
        )
        return self._irregular(event, unclear, recorded)

    def restart_betting(self, first: int) -> None:
        """Open the current betting round again with ``first`` to act (an out-of-turn opener's bet stands).

        :raises InvalidEventError: no round is open, or someone has already acted in it.
        """
        betting = self.wagering.betting
        if betting is None or betting.has_action:
            raise InvalidEventError("the betting can only restart at another seat before anyone has acted in it")
        self._open_round(betting.spec, first, None)

    def take_action(self, event: AnyEvent) -> None:
        """Apply an action event as the current actor's action (used by rulings that let an action stand).

        A ``wager_made`` stands as the plain action it is now (a call, a bet or raise to its total...).

        :raises InvalidEventError: the event is not an action of the current actor, is not legal, or is a wager
            that is no plain action now.
        """
        if isinstance(event, WagerMade):
            event = self._wager_as_action(event)
        if (
            not isinstance(event, _ACTIONS)
            or self.wagering.betting is None
            or self.wagering.betting.actor != event.seat
        ):
            raise InvalidEventError("only the seat to act can have an action stand")
        amount = event.amount if isinstance(event, BetOrRaisedTo) else None
        reason = self.wagering.betting.check_legal(event.seat, _ACTION_NAMES[type(event)], amount)
        if reason is not None:
            raise InvalidEventError(reason)
        self._note_wager_action(event)
        self._act(event.seat, event)

    def _wager_as_action(self, event: WagerMade) -> Folded | CheckedOrCalled | BetOrRaisedTo | BringInPosted:
        """The plain action a wager made earlier (out of turn) is, read now that its seat is to act.

        :raises InvalidEventError: its seat is not to act, or the wager is not plain now.
        """
        betting = self.wagering.betting
        if betting is None or betting.actor != event.seat:
            raise InvalidEventError("only the seat to act can have an action stand")
        plain = plain_action(read_wager(betting, event), event.said)
        if plain is None:
            raise InvalidEventError(f"seat {event.seat}'s wager is no plain action now: the floor must say what it is")
        action = action_event(event.seat, *plain)
        at = next((i for i in range(len(self.events) - 1, -1, -1) if self.events[i] is event), None)
        if at is not None:
            self.wagering.taken_as(at, action)
        return action

    def _note_wager_action(self, action: Folded | CheckedOrCalled | BetOrRaisedTo | BringInPosted) -> None:
        """Note the action a ruling took the seat's unclear wager as, against the wager in the log."""
        for at in range(len(self.events) - 1, -1, -1):
            logged = self.events[at]
            if isinstance(logged, RulingApplied | DecisionMade):
                continue
            if isinstance(logged, WagerMade) and logged.seat == action.seat:
                self.wagering.taken_as(at, action, first=True)
            return

    def _take_as_made(self, event: WagerMade, reading: WagerReading) -> None:
        """A wrong-size wager the table took unnoticed plays at the chips put out; a later report is ruled on it."""
        seat = event.seat
        action = BetOrRaisedTo(seat=seat, amount=reading.chips_to)
        self.wagering.taken_as(len(self.events) - 1, action)
        made = UnnoticedWager(
            seat=seat,
            street=self.stage.street,
            total=reading.chips_to,
            reading=reading,
            at=len(self.events) - 1,
            actions=len(self.wagering.actions_in_turn) + 1,
            street_index=self.stage.street_index,
        )
        self.wagering.take_unnoticed(made)
        self._act(seat, action)

    def correct_taken_wager(self, seat: int, total: int) -> None:
        """Bring a wager the table took unnoticed to ``total`` while its betting round is still open.

        Chips short of it come from the seat's stack (all in when he holds less); those who matched the wrong
        amount owe the difference and act again, with no new right to raise.

        :raises InvalidEventError: no betting round is open, or the seat is not in it.
        """
        betting = self.wagering.betting
        if betting is None or seat not in betting.wagers:
            raise InvalidEventError(f"seat {seat}'s wager can be corrected only while its betting round is open")
        moved = betting.correct_wager(seat, total)
        hand = self.seats[seat]
        hand.stack -= moved
        hand.contributed += moved

    def _act(self, seat: int, event: Folded | CheckedOrCalled | BetOrRaisedTo | BringInPosted) -> None:
        betting = self.wagering.betting
        assert betting is not None
        hand = self.seats[seat]
        kind = type(event)
        if kind is Folded:
            betting.fold(seat, checked=True)
            hand.folded = True
            self.tracker_muck(hand)
            self.wagering.acted(ActionInTurn(seat=seat, chips=False, fold=True), aggressor=False)
        else:
            if kind is CheckedOrCalled:
                moved = betting.check_or_call(seat, checked=True)
            elif type(event) is BetOrRaisedTo:  # spelled out, not ``kind``, so that mypy narrows ``event``
                moved = betting.bet_or_raise_to(seat, event.amount, checked=True)
            else:
                moved = betting.post_bring_in(seat, checked=True)
            hand.stack -= moved
            hand.contributed += moved
            action = ActionInTurn(seat=seat, chips=moved > 0, forced=kind is BringInPosted)
            self.wagering.acted(action, aggressor=kind is BetOrRaisedTo)
        if betting.is_complete:
            self._end_betting()
        elif self.wagering.held_actions:
            self.release_held_action()

    def release_held_action(self) -> None:
        """When a seat whose action out of turn was held comes to act, his action binds if nothing changed.

        A held fold always binds; a held check, call or raise binds when the wager to match is still the one he saw
        when he acted early, and is dropped (he has every option) when someone bet or raised in between.
        """
        betting = self.wagering.betting
        seat = betting.actor if betting is not None else None
        if betting is None or seat is None or seat not in self.wagering.held_actions:
            return
        event, level = self.wagering.take_held(seat)
        if isinstance(event, WagerMade) and betting.current_bet == level:
            plain = plain_action(read_wager(betting, event), event.said)
            if plain is None:
                return  # an unclear wager out of turn does not bind: he has every option
            event = self._wager_as_action(event)
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
        self.wagering.close()
        live = self.live_seats()
        if len(live) < 2:
            self._settle()
        elif self.stage.street_index + 1 < len(self.game.streets):
            self._begin_street(self.stage.street_index + 1)
        else:
            self._showdown()
