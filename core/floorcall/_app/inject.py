"""Irregularities injected on purpose into simulated hands (training, testing house rules, benchmarks).

Each injector looks at what the hand expects and, when it fits, returns a well-formed event that departs from the
procedure the way dealers and players really do: a downcard dealt face up, a card found face up in the deck, a card
dealt before the betting is over, an action out of turn, a player's cards mixed with the muck (still identifiable),
a stud player who picks his upcards up facing a bet, a button put at the wrong seat (noticed before or after
substantial action, this hand's mistake or the last one's), and wagers made the way live players make them (one
oversized chip, a string raise, silent chips short of a raise, "raise" or "pot" with no amount, an amount said
alone, a raise under the minimum or past the stack).

:data:`WAGER_SHARE` of the injected irregularities are wagers and :data:`SHOWDOWN_SHARE` happen at the showdown (a
player asked to show out of order, one who will not show, a hand not tabled in full or mucked before it is, a tabled
hand called wrong): :func:`choose_kind` draws the kind first, a wager waits for the next player to act and a showdown
irregularity for a showdown (:func:`ready_for`; a hand drawn for one has its shows reported, ``Hand.expect_shows``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from enum import StrEnum
from typing import TYPE_CHECKING

from floorcall._mechanics.seats import clockwise
from floorcall.model.events import (
    AnyEvent,
    BetOrRaisedTo,
    BoardCardDealt,
    CardDealt,
    CheckedOrCalled,
    IrregularityReported,
    WagerMade,
)
from floorcall.model.expectations import ExpectAction, ExpectDeal, ExpectShowdown
from floorcall.model.irregularities import (
    AnyIrregularity,
    BoxedCardFound,
    ButtonMisplaced,
    HandFouled,
    HandMiscalled,
    HandNotTabled,
    ShowOutOfOrder,
    ShowRefused,
    UpcardsLifted,
)
from floorcall.model.wagers import AnySpeech, ChipMotion, SaidAmount, SaidPot, SaidRaise, SaidTotal

if TYPE_CHECKING:
    from floorcall._engine.hand import Hand

__all__ = [
    "INJECTORS",
    "SHOWDOWN_SHARE",
    "WAGER_SHARE",
    "InjectionKind",
    "choose_kind",
    "choose_wager",
    "inject",
    "ready_for",
    "showdown_irregularity",
    "wager_irregularity",
    "wants_action",
]

#: The share of injected irregularities that are wagers.
WAGER_SHARE = 0.3
#: The share of injected irregularities drawn for the showdown (the rest are the dealing and turn irregularities).
SHOWDOWN_SHARE = 0.15


class InjectionKind(StrEnum):
    """What kind of irregularity a hand is drawn for."""

    DEALING = "dealing"
    WAGER = "wager"
    SHOWDOWN = "showdown"


Injector = Callable[["Hand", random.Random], AnyEvent | None]


def exposed_downcard(hand: Hand, rng: random.Random) -> AnyEvent | None:
    """The card due face down is dealt face up."""
    expected = hand.expected()
    if isinstance(expected, ExpectDeal) and not expected.face_up and hand.next_card.is_known:
        return CardDealt(seat=expected.seat, card=hand.next_card, face_up=True)
    return None


def boxed_card(hand: Hand, rng: random.Random) -> AnyEvent | None:
    """The dealer finds the next card face up in the deck."""
    expected = hand.expected()
    if isinstance(expected, ExpectDeal) and hand.next_card.is_known:
        found = BoxedCardFound(count=1, card=hand.next_card, initial_deal=hand.initial_deal)
        return IrregularityReported(irregularity=found)
    return None


def premature_card(hand: Hand, rng: random.Random) -> AnyEvent | None:
    """The next street's first card comes out while the betting is still open.

    A board card in games with a board, the next upcard in stud games; draw games deal nothing between betting
    rounds but the draw.
    """
    expected = hand.expected()
    if not isinstance(expected, ExpectAction) or not hand.next_card.is_known:
        return None
    if hand.street_index + 1 >= len(hand.game.streets):
        return None
    if hand.game.board_cards:
        return BoardCardDealt(card=hand.next_card)
    if hand.game.upcards:
        return CardDealt(seat=hand.live_seats()[0], card=hand.next_card, face_up=True)
    return None


def action_out_of_turn(hand: Hand, rng: random.Random) -> AnyEvent | None:
    """A player who is not the one to act checks or calls."""
    expected = hand.expected()
    if not isinstance(expected, ExpectAction) or expected.options.bring_in is not None:
        return None
    others = [s for s in hand.live_seats() if s != expected.seat and hand.seats[s].stack > 0]
    return CheckedOrCalled(seat=rng.choice(others)) if others else None


def _chips(amount: int, unit: int) -> tuple[int, ...]:
    """``amount`` chips as a few denominations (multiples of ``unit``), the largest first, a last odd chip if needed."""
    chips: list[int] = []
    for value in sorted({unit * size for size in (1, 4, 20, 100, 500)}, reverse=True):
        count = min(amount // value, 12 - len(chips))
        chips.extend([value] * count)
        amount -= value * count
    if amount:
        chips.append(amount)
    return tuple(chips)


def wager_irregularity(hand: Hand, rng: random.Random) -> AnyEvent | None:
    """The seat to act makes a wager that is not plain: the floor must say what it is."""
    expected = hand.expected()
    if not isinstance(expected, ExpectAction) or hand.betting is None:
        return None
    seat, options = expected.seat, expected.options
    stack, in_front = hand.seats[seat].stack, hand.betting.wagers[seat]
    stakes = hand.started.stakes
    unit = min(a for a in (*stakes.blinds, stakes.ante, stakes.bring_in or 0, stakes.small_bet) if a)
    call = options.call or options.bring_in or 0
    # the smallest full bet, raise or completion: where a stud seat may open for the bring-in, the completion
    least = options.min_to or next((total for total in options.bet_to if total > in_front + call), None)
    choices: list[AnyEvent] = [BetOrRaisedTo(seat=seat, amount=in_front + stack + unit * rng.randint(1, 8))]
    if 0 < call < stack:
        big = next((v for v in (unit * 20, unit * 100, unit * 500) if call < v <= stack), None)
        if big is not None:
            choices.append(WagerMade(seat=seat, motions=(ChipMotion(chips=(big,)),)))
    if least is not None and least - in_front <= stack:
        over = least - in_front - call
        short = call + max(unit, over // 2 // unit * unit)
        if over > unit and short < least - in_front:
            choices.append(WagerMade(seat=seat, motions=(ChipMotion(chips=_chips(short, unit)),)))
            choices.append(BetOrRaisedTo(seat=seat, amount=in_front + short))
        if call:
            first = ChipMotion(chips=_chips(call, unit), returned=True)
            choices.append(WagerMade(seat=seat, motions=(first, ChipMotion(chips=_chips(over, unit)))))
        said: AnySpeech = rng.choice((SaidRaise(), SaidPot(), SaidAmount(meanings=(least - in_front,))))
        choices.append(WagerMade(seat=seat, said=said))
        choices.append(WagerMade(seat=seat, said=SaidTotal(amount=least), motions=(ChipMotion(chips=(stack,)),)))
    return rng.choice(choices)


def choose_wager(rng: random.Random) -> bool:
    """Draw the kind of the next injection: True (a share of :data:`WAGER_SHARE`) for a wager."""
    return rng.random() < WAGER_SHARE


def choose_kind(rng: random.Random) -> InjectionKind:
    """Draw the kind of the next injection, with one draw.

    :returns: a wager (:data:`WAGER_SHARE`), a showdown irregularity (:data:`SHOWDOWN_SHARE`), else a dealing or turn
        irregularity.
    """
    draw = rng.random()
    if draw < WAGER_SHARE:
        return InjectionKind.WAGER
    return InjectionKind.SHOWDOWN if draw < WAGER_SHARE + SHOWDOWN_SHARE else InjectionKind.DEALING


def ready_for(kind: InjectionKind, hand: Hand) -> bool:
    """Whether an irregularity of ``kind`` can be injected now.

    A wager needs a player to act, a showdown irregularity the showdown; the others fit any moment.
    """
    if kind is InjectionKind.WAGER:
        return wants_action(hand)
    if kind is InjectionKind.SHOWDOWN:
        return isinstance(hand.expected(), ExpectShowdown)
    return True


def showdown_irregularity(hand: Hand, rng: random.Random) -> AnyEvent | None:
    """At a showdown whose shows are reported, something goes wrong the way it does at a table.

    The dealer asks the wrong player to show first, the player due first will not show, a player turns up only some
    of his cards or throws them in the muck first, or a player who tabled his hand calls it wrong. Before anyone has
    shown, half the time nothing happens yet (so a miscalled hand, which needs a tabled one, comes up too).
    """
    expected = hand.expected()
    if not isinstance(expected, ExpectShowdown) or len(hand.live_seats()) < 2:
        return None
    shown = [s for s in hand.live_seats() if hand.view.has_shown(s)]
    if not shown and rng.random() < 0.5:
        return None
    first, unshown = expected.first, list(expected.seats)
    choices: list[AnyIrregularity] = [HandNotTabled(seat=rng.choice(unshown), mucked=rng.random() < 0.5)]
    if first is not None:
        choices.append(ShowRefused(seat=first))
        others = [s for s in unshown if s != first]
        if others:
            choices.append(ShowOutOfOrder(seat=rng.choice(others), due_seat=first))
    if shown:
        choices.append(HandMiscalled(seat=rng.choice(shown)))
    return IrregularityReported(irregularity=rng.choice(choices))


def wants_action(hand: Hand) -> bool:
    """Whether a wager can be injected now: a player is to act."""
    return isinstance(hand.expected(), ExpectAction)


def mixed_hand(hand: Hand, rng: random.Random) -> AnyEvent | None:
    """A player's cards touch the muck during the betting, but every one of them can still be told apart."""
    expected = hand.expected()
    if not isinstance(expected, ExpectAction):
        return None
    return IrregularityReported(irregularity=HandFouled(seat=rng.choice(hand.live_seats()), identifiable=True))


def upcards_lifted(hand: Hand, rng: random.Random) -> AnyEvent | None:
    """In a game with upcards, the player facing a bet picks his upcards up off the table."""
    expected = hand.expected()
    if not isinstance(expected, ExpectAction) or expected.options.call <= 0 or not hand.seats[expected.seat].upcards:
        return None
    if hand.game.upcards == 0:  # a hold'em card turned up by a ruling is no stud upcard to lift
        return None
    return IrregularityReported(irregularity=UpcardsLifted(seat=expected.seat, street=expected.street))


def misplaced_button(hand: Hand, rng: random.Random) -> AnyEvent | None:
    """In a button game, someone notices that the button should be one player back or one player on.

    Only while cards are dealt or a player is to act (never while a decision is pending), and never on a redeal: a
    redeal's button is the one a ruling has just put right.
    """
    button = hand.started.table.button
    if button is None or hand.started.redeal or not isinstance(hand.expected(), ExpectDeal | ExpectAction):
        return None
    around = clockwise(list(hand.seats), button)
    proper = rng.choice([seat for seat in (around[0], around[-1]) if seat != button] or around[:1])
    return IrregularityReported(
        irregularity=ButtonMisplaced(button=button, proper_button=proper, previous_hand=rng.random() < 0.5)
    )


INJECTORS: tuple[Injector, ...] = (
    exposed_downcard,
    boxed_card,
    premature_card,
    action_out_of_turn,
    mixed_hand,
    upcards_lifted,
    misplaced_button,
)


def inject(
    hand: Hand, rng: random.Random, *, wager: bool = False, kind: InjectionKind = InjectionKind.DEALING
) -> AnyEvent | None:
    """An irregular event that fits the hand's next step.

    :param hand: a simulated hand (its stub order known).
    :param rng: the random source.
    :param wager: True for a wager irregularity by the seat to act (the same as ``kind=InjectionKind.WAGER``).
    :param kind: the kind drawn (:func:`choose_kind`): a wager, a showdown irregularity, else one of
        :data:`INJECTORS`, chosen at random among those that apply.
    :returns: the event, or None when no injector fits this moment.
    """
    if wager or kind is InjectionKind.WAGER:
        return wager_irregularity(hand, rng)
    if kind is InjectionKind.SHOWDOWN:
        return showdown_irregularity(hand, rng)
    candidates = [event for injector in INJECTORS if (event := injector(hand, rng)) is not None]
    return rng.choice(candidates) if candidates else None
