"""The stage's transitions: a street planned and dealt, its betting opened and ended, the next street or the showdown.

The transitions run in one direction, event after event: a street begins (its plan, its deal queue, its burn), the
deal advances until every card of it is out, the initial deal is checked seat by seat, the betting round opens (the
bring-in, the first to act), and once the round is complete the next street begins, or the showdown, or the
settlement when one live hand is left. A draw street runs its draw first (:mod:`floorcall._engine.draw_flow`).
What the engine finds on the way (a short stub, a seat on penalty, a wrong card count) goes to the rulebook through
:func:`floorcall._engine.rulings.detected`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from floorcall._engine import draw_flow, remedying, rulings
from floorcall._engine.betting_turns import must_open, open_round
from floorcall._engine.phase import BETTING, DEALING, DRAWING
from floorcall._engine.placing import burn
from floorcall._engine.settlement import settle, showdown
from floorcall._mechanics.seats import clockwise
from floorcall.cards import Card
from floorcall.errors import PluginAnswerError
from floorcall.model.irregularities import PenaltySeatDealt, PlayerAbsent, StubShort, WrongCardCount

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState
    from floorcall._mechanics.betting import StreetBetting
    from floorcall.model.procedure import StreetPlan

__all__ = ["advance", "begin_street", "close_finished_round", "end_betting", "start_betting"]

# a global for the hot path: a member read off an enum class costs ~30 times more on Python 3.11
_UNKNOWN: Final = Card.UNKNOWN


def begin_street(hand: HandState, index: int) -> None:
    """Plan the street at ``index`` and start dealing it (or open its draw).

    :raises PluginError: a plugin raised while planning it.
    """
    street = hand.game.streets[index]
    hand.stage.begin_street(index, street)
    cursor = hand.cursor
    plan = hand.ask("plan_street", street)
    cursor.replan(plan)
    hand.stage.deal()
    if plan.draw:
        draw_flow.begin_draw(hand)
        advance(hand)
        return
    cursor.begin(plan, _deal_queue(hand, plan), burn=plan.burn, board=plan.board)
    remedying.run_deferred(hand)
    if index and not hand.plain_history:
        _check_stub(hand)
    if hand.stage.phase is not DEALING:
        return
    if cursor.burn_due and not hand.started.burns_recorded:
        burn(hand, _UNKNOWN)
    advance(hand)


def _check_stub(hand: HandState) -> None:
    """Report a short stub: the street's burn, cards and reserve need more cards than the stub holds."""
    cursor = hand.cursor  # at a street's start: nothing of its deal is out yet
    required = int(cursor.burn_due) + len(cursor.queue) + cursor.board_due + cursor.plan.reserve
    stub = hand.tracker.stub
    if stub < required:
        live = len(hand.live_seats())
        burns = len(hand.tracker.burns)
        rulings.detected(
            hand, StubShort(street=hand.stage.street, stub=stub, required=required, burns=burns, live=live)
        )


def _deal_queue(hand: HandState, plan: StreetPlan) -> list[tuple[int, bool]]:
    live = [s for s in hand.deal_order if hand.seats[s].live]
    queue: list[tuple[int, bool]] = []
    for round_index, face_up in enumerate(plan.hole):
        last = []
        for seat in live:
            held = hand.seats[seat]
            if round_index == 0 and held.skip_next_round:
                held.skip_round(False)
            elif round_index == 0 and held.last_next_round:
                held.deal_last(False)
                last.append(seat)
            else:
                queue.append((seat, face_up))
        queue.extend((seat, face_up) for seat in last)
    return queue


def advance(hand: HandState) -> None:
    """Move the hand on: the draw (when one is under way), then the betting once the street's cards are all out."""
    if hand.draw_round is not None and not draw_flow.advance_draw(hand):
        return
    cursor = hand.cursor
    stage = hand.stage
    if stage.phase is DEALING and not cursor.burn_due and cursor.pos >= len(cursor.queue) and not cursor.board_due:
        if stage.street_index == 0 and _initial_deal_irregular(hand):
            return
        start_betting(hand)


def _initial_deal_irregular(hand: HandState) -> bool:
    """Check each live seat once the initial deal is complete: on penalty, or holding the wrong number of cards.

    The first seat found is ruled on at once (the ruling's own advance checks the rest and opens the betting).

    :returns: True when an irregularity was ruled on, so the caller must not open the betting itself.
    """
    for seat in hand.deal_order:
        held = hand.seats[seat]
        if not held.live or not hand.cursor.check_once(seat):
            continue
        count, expected = len(held.cards), len(hand.cursor.plan.hole)
        if held.penalty:
            _name_bring_in(hand)
            rulings.detected(hand, PenaltySeatDealt(seat=seat))
        elif not held.present:
            _name_bring_in(hand)
            rulings.detected(hand, PlayerAbsent(seat=seat, street=hand.stage.street))
        elif count != expected:
            extra = held.cards[-1] if count == expected + 1 else _UNKNOWN
            street = hand.stage.street
            rulings.detected(hand, WrongCardCount(seat=seat, held=count, expected=expected, street=street, card=extra))
        else:
            continue
        return True
    return False


def _name_bring_in(hand: HandState) -> None:
    """Name the seat that owes the bring-in before a ruling kills any hand, so the ruling can see it."""
    if hand.wagering.bring_in_seat is None and hand.ask("plan_betting", hand.stage.street).bring_in is not None:
        hand.wagering.name_bring_in(hand.ask("pick_bring_in"))


def start_betting(hand: HandState) -> None:
    """Open the street's betting round (settle when fewer than two hands are live).

    :raises PluginAnswerError: the seat a plugin names to bring in or to act first holds no live hand.
    """
    live = hand.live_seats()
    if len(live) < 2:
        settle(hand)
        return
    street = hand.stage.street
    first_street = hand.stage.street_index == 0
    spec = hand.ask("plan_betting", street)
    bring_in_seat = None
    if first_street and spec.bring_in is not None and hand.wagering.forced_bring_in is not None:
        spec, first = _dead_seat_brings_in(hand, spec, live)
    elif first_street and spec.bring_in is not None:
        named: int = hand.ask("pick_bring_in")
        hand.wagering.name_bring_in(named)
        if hand.seats[named].stack > 0:
            first = bring_in_seat = named
        else:
            spec = must_open(spec)
            first = clockwise([s for s in live if hand.seats[s].stack > 0] or live, named)[0]
    else:
        first = hand.ask("pick_first_to_act", street)
    if first not in live:
        hook = "floorcall_pick_bring_in" if first == bring_in_seat else "floorcall_pick_first_to_act"
        problem = ValueError(f"answered seat {first}, which holds no live hand (live: {live})")
        raise PluginAnswerError(hand.floor.hooks.last_answerer or "unknown plugin", hook, problem)
    hand.stage.bet()
    if open_round(hand, spec, first, bring_in_seat, live).is_complete:
        end_betting(hand)


def _dead_seat_brings_in(hand: HandState, spec: StreetBetting, live: list[int]) -> tuple[StreetBetting, int]:
    """A seat whose hand a ruling killed posts the bring-in its upcard owed; the next live seat acts on it.

    :returns: the round's limits (everyone must open when the seat had no chips left for it) and the first seat.
    """
    seat = hand.wagering.forced_bring_in
    assert seat is not None
    assert spec.bring_in is not None
    hand.wagering.name_bring_in(seat)
    posted = hand.seats[seat].put_in(spec.bring_in)
    if posted:
        hand.chips.post(seat, posted)
    else:
        spec = must_open(spec)
    return spec, clockwise(live, seat)[0]


def end_betting(hand: HandState) -> None:
    """The round is complete: the next street begins, or the showdown, or the settlement with one live hand.

    A round taken up again (:func:`~floorcall._engine.betting_turns.take_up_round`) goes back to the street it
    interrupted, whose deal goes on.
    """
    index = hand.stage.street_index
    interrupted = hand.wagering.end_round(index, len(hand.events))
    live = hand.live_seats()
    if len(live) < 2:
        hand.wagering.close()
        settle(hand)
    elif interrupted is DEALING or interrupted is DRAWING:
        hand.stage.begin_street(index + 1, hand.game.streets[index + 1])
        hand.cursor.take_up(live)
        if interrupted is DRAWING:
            hand.stage.draw()
        else:
            hand.stage.deal()
        advance(hand)
    elif index + 1 < len(hand.game.streets):
        begin_street(hand, index + 1)
    else:
        showdown(hand)


def close_finished_round(hand: HandState) -> None:
    """End a betting round an action or a remedy completed (a killed or withdrawn hand left nobody to act)."""
    betting = hand.wagering.betting
    if hand.stage.phase is BETTING and betting is not None and betting.is_complete:
        end_betting(hand)
