"""Settlement: the showdown reached, the pots built and awarded, every chip given back, and the hand finished.

Nothing here opens a street or rules on anything: the stage's later transitions (:mod:`floorcall._engine.streets`)
and the rulings (:mod:`floorcall._engine.rulings`) call it, and so do the remedies that end a hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, cast

from floorcall._mechanics.pots import build_pots
from floorcall.errors import PluginError
from floorcall.model.expectations import HandOutcome

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState
    from floorcall._mechanics.pots import Pot
    from floorcall._mechanics.seats import SeatHand

__all__ = ["check_payouts", "finish", "return_all_chips", "settle", "showdown"]


def showdown(hand: HandState) -> None:
    """Reach the showdown; the pots are awarded at once when no hand is left to show."""
    hand.stage.show()
    if not hand.unshown():
        settle(hand)


def settle(hand: HandState) -> None:
    """Build and award the pots, and finish the hand.

    When no live hand is left (every player away or on penalty, or rulings killed every hand), nobody can win
    the pots: the hand ends void and every chip goes back to whoever put it in. (No rulebook in force speaks to
    it; returning the chips is the only settlement that favours no seat.)

    :raises PluginError: the award a plugin gave breaks the pots (see :func:`check_payouts`).
    """
    live = set(hand.live_seats())
    seats = hand.seats
    if not live:
        hand.changing()
        return_all_chips(hand)
        finish(hand, HandOutcome.VOID)
        return
    contributions = {s: h.contributed - h.dead_money for s, h in seats.items()}
    dead_money = sum(h.dead_money for h in seats.values())
    pots, returned = build_pots(contributions, live, dead_money=dead_money)
    total = sum(p.amount for p in pots)
    if len(live) == 1:
        payouts = {next(iter(live)): total}
    else:
        hand.stage.show()
        payouts = hand.ask("award_pots", pots)
        check_payouts(hand, payouts, pots, live, returned)
        hand.result.cite(hand.floor.cite_award(hand.view, tuple(pots), dict(payouts)))
    hand.changing()
    for seat, chips in returned.items():
        seats[seat].won(chips)
    for seat, chips in payouts.items():
        seats[seat].won(chips)
    hand.chips.settle(payouts, returned)
    finish(hand, HandOutcome.COMPLETE)


def finish(hand: HandState, outcome: HandOutcome) -> None:
    """End the hand with an outcome (used by the engine and by rulings); chips held out go back."""
    hand.result.end(outcome)
    hand.stage.end()
    for seat, chips in hand.chips.release().items():
        hand.seats[seat].won(chips)
    hand.wagering.close()
    if outcome is HandOutcome.COMPLETE:
        hand.notify("floorcall_on_hand_end")


def return_all_chips(hand: HandState) -> None:
    """Every chip of the hand goes back to whoever put it in (a hand already paid out is paid back first)."""
    settled = hand.outcome is HandOutcome.COMPLETE
    chips = hand.chips
    for seat in hand.seats.values():
        if settled:
            seat.pay_back(chips.payouts.get(seat.seat, 0) + chips.returned.get(seat.seat, 0))
        chips.refund(seat.seat, seat.refund_all())
    if settled:
        chips.unpay()


def check_payouts(
    hand: HandState, payouts: Mapping[object, object], pots: tuple[Pot, ...], live: set[int], returned: dict[int, int]
) -> None:
    """Check an award before any chip moves: whole chips, none negative, exactly the pots' total, live winners.

    A seat that is not live may appear only to get back chips it has in the pots (a rulebook's settlement rule may
    give back bets the winner cannot take, RROP-A5-4): at most what it put in, less dead money and less the uncalled
    chips already returned to it.

    :param hand: the hand at showdown.
    :param payouts: the award as a plugin answered it, seat -> chips; typed loosely because it is checked here
        (on the compiled build a float read as an int would raise before the check could name the plugin).
    :param pots: the pots awarded, main pot first.
    :param live: the seats still contesting the pots.
    :param returned: uncalled chips already given back, seat -> chips.
    :raises PluginError: the award breaks one of these, naming the plugin that answered.
    """
    if any(type(chips) is not int for chips in payouts.values()) or any(type(s) is not int for s in payouts):
        problem: str | None = f"awards something other than whole chips to seat numbers: {dict(payouts)}"
    else:
        problem = _award_problem(hand, cast("dict[int, int]", payouts), pots, live, returned)
    if problem:
        plugin = hand.floor.hooks.answerer("floorcall_award_pots", {"hand": hand.view, "pots": pots})
        raise PluginError(plugin, "floorcall_award_pots", ValueError(problem))


def _award_problem(
    hand: HandState, payouts: dict[int, int], pots: tuple[Pot, ...], live: set[int], returned: dict[int, int]
) -> str | None:
    total = sum(pot.amount for pot in pots)
    amounts = payouts.values()
    beyond = sorted(
        seat
        for seat, chips in payouts.items()
        if seat not in live and (seat not in hand.seats or chips > _chips_in_pots(hand.seats[seat], returned))
    )
    if beyond:
        return f"awards chips to seats that are not live, beyond what they have in the pots: {beyond}"
    if any(chips < 0 for chips in amounts):
        return "awards a negative amount"
    if sum(amounts) != total:
        return f"awards {sum(amounts)} chips from pots holding {total}"
    return None


def _chips_in_pots(seat: SeatHand, returned: dict[int, int]) -> int:
    return seat.contributed - seat.dead_money - returned.get(seat.seat, 0)
