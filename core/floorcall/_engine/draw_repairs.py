"""The cards of a draw: discards thrown and taken back, stubs rebuilt, and the remedies of draw irregularities.

A draw runs in two parts. First the live seats discard in turn (:func:`throw`); the cards go to the discards of
that draw (:attr:`Zone.DISCARD`, tracked with the draw's number). Then, after one burn, each seat is dealt as many
cards as bring his hand back to its size. When the stub cannot finish the deal the stub is rebuilt
(:func:`rebuild_stub`) from the muck, the discards of earlier draws and, by choice, the burns.

:mod:`floorcall.remedying` registers the handlers of :data:`DRAW_HANDLERS` with the others; like them, each runs
inside :meth:`Hand.apply`'s all-or-nothing envelope and raises :class:`~floorcall.errors.InvalidEventError` when the
remedy cannot apply to the hand as it stands.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final

from floorcall._engine.deck import Zone
from floorcall._engine.draw_round import DrawRound
from floorcall._mechanics.seeding import log_position
from floorcall.cards import Card
from floorcall.errors import nrefused, refused
from floorcall.model.events import Discarded
from floorcall.model.irregularities import AnyIrregularity, DiscardsChanged, DrawOutOfTurn
from floorcall.model.remedies import (
    ChangeDiscards,
    HoldDiscards,
    PassSurplusCard,
    ReplaceAfterDraw,
    ReshuffleStubWithMuck,
    SurplusCardToBurns,
)

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState as Hand
    from floorcall._mechanics.seats import SeatHand

__all__ = ["DRAW_HANDLERS", "check_discards", "rebuild_stub", "take_back", "throw"]

# globals for the hot path: a member read off an enum class costs ~30 times more on Python 3.11
_MUCK: Final = Zone.MUCK
_ASIDE: Final = Zone.ASIDE
_BURN: Final = Zone.BURN
_DISCARD: Final = Zone.DISCARD
_UNKNOWN: Final = Card.UNKNOWN


def _slot_for(cards: Sequence[Card], card: Card, taken: set[int]) -> int | None:
    """Index of ``card`` among the held cards, else of an unknown card it can stand for, else None."""
    for index, held in enumerate(cards):
        if index not in taken and held is card:
            return index
    for index, held in enumerate(cards):
        if index not in taken and held is _UNKNOWN:
            return index
    return None


def check_discards(hand: Hand, seat: SeatHand, cards: Sequence[Card], also_held: Sequence[Card] = ()) -> None:
    """Check that the seat holds every card it throws (an unknown card it holds can be any card still unseen).

    :param hand: the hand.
    :param seat: the seat discarding.
    :param cards: the cards thrown.
    :param also_held: cards the seat may take back before throwing (its first discards of this draw).
    :raises InvalidEventError: a card the seat does not hold, or one that is elsewhere.
    """
    pool = [*seat.cards, *also_held]
    taken: set[int] = set()
    for card in cards:
        index = _slot_for(pool, card, taken)
        if index is None:
            raise nrefused(
                "engine.draw_repairs.seat_discards_hold_cards",
                "seat {seat} discards {card}, which he does not hold ({count} card)",
                "seat {seat} discards {card}, which he does not hold ({count} cards)",
                len(pool),
                seat=seat.seat,
                card=card,
                count=len(pool),
            )
        if pool[index] is _UNKNOWN and card is not _UNKNOWN and hand.tracker.problem(card) is not None:
            if hand.tracker.problem(card) == "duplicate":
                raise refused(
                    "engine.draw_repairs.seat_discards_duplicate",
                    "seat {seat} discards {card}, which is duplicate",
                    seat=seat.seat,
                    card=card,
                )
            raise refused(
                "engine.draw_repairs.seat_discards_non_standard",
                "seat {seat} discards {card}, which is non-standard",
                seat=seat.seat,
                card=card,
            )
        taken.add(index)


def throw(hand: Hand, seat: int, cards: Sequence[Card]) -> None:
    """Move the seat's discards from his hand to the current draw's discards (kept cards keep their order)."""
    draw = _current(hand, "a discard")
    held = hand.seats[seat]
    for card in cards:
        index = _slot_for(held.cards, card, set())
        if index is None:
            raise refused("engine.draw_repairs.seat_hold", "seat {seat} does not hold {card}", seat=seat, card=card)
        held.give_at(index)
        hand.tracker.to_discards(card, draw.number)
    draw.threw(seat, tuple(cards))


def take_back(hand: Hand, seat: int) -> None:
    """Return the seat's discards of the current draw to his hand, face down."""
    draw = _current(hand, "taking discards back")
    held = hand.seats[seat]
    for card in draw.take_back(seat):
        held.receive(card, False)
        hand.tracker.undiscard(card, seat)


def _current(hand: Hand, what: str) -> DrawRound:
    draw = hand.draw_round
    if draw is None or draw.street is not hand.stage.street:
        raise refused("engine.draw_repairs.needs_draw_under_way", "{what} needs a draw under way", what=what)
    return draw


def _dead(zone: Zone, draw_slot: int, number: int, burns: bool, current: bool) -> bool:
    """Whether a card in ``zone`` joins a reshuffle (``number``: the current draw's; ``draw_slot``: a discard's)."""
    if zone is _MUCK or zone is _ASIDE:
        return True
    if zone is _BURN:
        return burns
    return zone is _DISCARD and (current or draw_slot < number)


def rebuild_stub(hand: Hand, *, burns: bool, current: bool) -> int:
    """Shuffle what is left of the stub face down with the dead cards into a new stub (FACT-7).

    The dead cards are the muck (folded and dead hands, cards ruled out of play), the discards of earlier draws, the
    burns when ``burns`` is set, and the current draw's discards when ``current`` is set. With a known stub order
    (simulation) the cards are shuffled into it with a generator seeded from the hand, so a replay repeats it;
    unknown cards (``??``) are only counted.

    :returns: the number of cards added to the stub.
    """
    draw = _current(hand, "a reshuffle")
    number = draw.number
    joining = [card for card, (zone, slot) in hand.tracker.where.items() if _dead(zone, slot, number, burns, current)]
    unknown = _unknown_dead(hand, burns, current)
    joining.sort(key=_deck_index)
    seed = f"{hand.started.hand_number}:{log_position(hand.events)}:{''.join(joining)}"  # a Card is its notation
    rng = random.Random(seed)
    for card in joining:
        hand.tracker.back_to_stub(card, rng)
    hand.tracker.add_to_stub(unknown)
    if burns:  # they are in the stub now, known or not: no longer burns
        for _ in range(len(hand.tracker.burns)):
            hand.tracker.unburn()
    draw.reshuffled()
    return len(joining) + unknown


def _deck_index(card: Card) -> int:
    index: int = card.index
    return index


def _unknown_dead(hand: Hand, burns: bool, current: bool) -> int:
    """Unknown cards (``??``) that join a reshuffle: every unknown card out of the stub but those still in play."""
    unknown_out = hand.tracker.deck.size - hand.tracker.stub - len(hand.tracker.where)
    in_play = sum(card is _UNKNOWN for seat in hand.seats.values() if seat.live for card in seat.cards)
    if not current:
        in_play += sum(card is _UNKNOWN for card in hand.tracker.discards[-1])
    if not burns:
        in_play += sum(card is _UNKNOWN for card in hand.tracker.burns)
    return max(0, unknown_out - in_play)


# -- remedy handlers -----------------------------------------------------------------------------------------------


def _reshuffle(hand: Hand, remedy: ReshuffleStubWithMuck, irregularity: AnyIrregularity) -> None:
    draw = _current(hand, "reshuffle_stub_with_muck")
    if not draw.dealing:
        raise refused(
            "engine.draw_repairs.reshuffle_stub_with_muck_draw_s_cards",
            "reshuffle_stub_with_muck: the draw's cards are not being dealt",
        )
    rebuild_stub(hand, burns=remedy.burns, current=remedy.current_discards)


def _discard_event(hand: Hand, seat: int, what: str) -> Discarded:
    event = hand.events[-2] if len(hand.events) >= 2 else None
    if not isinstance(event, Discarded) or event.seat != seat:
        raise refused(
            "engine.draw_repairs.answers_discard_seat", "{what} answers a discard by seat {seat}", what=what, seat=seat
        )
    return event


def _hold_discards(hand: Hand, remedy: HoldDiscards, irregularity: AnyIrregularity) -> None:
    if not isinstance(irregularity, DrawOutOfTurn) or irregularity.seat != remedy.seat:
        raise refused(
            "engine.draw_repairs.hold_discards_answers_draw_out",
            "hold_discards answers a draw out of turn by the same seat",
        )
    throw(hand, remedy.seat, _discard_event(hand, remedy.seat, "hold_discards").cards)


def _change_discards(hand: Hand, remedy: ChangeDiscards, irregularity: AnyIrregularity) -> None:
    if not isinstance(irregularity, DiscardsChanged) or irregularity.seat != remedy.seat:
        raise refused(
            "engine.draw_repairs.change_discards_answers_change_discards",
            "change_discards answers a change of discards by the same seat",
        )
    draw = _current(hand, "change_discards")
    if draw.dealing:
        raise refused(
            "engine.draw_repairs.change_discards_draw_s_cards",
            "change_discards: the draw's cards are already being dealt",
        )
    cards = _discard_event(hand, remedy.seat, "change_discards").cards
    take_back(hand, remedy.seat)
    throw(hand, remedy.seat, cards)


def _last_card(hand: Hand, seat: int, what: str) -> Card:
    held = hand.seats.get(seat)
    if held is None or not held.cards:
        raise refused(
            "engine.draw_repairs.seat_holds_card_take",
            "{what}: seat {seat} holds no card to take back",
            what=what,
            seat=seat,
        )
    return held.give_last()[0]


def _dealing_draw(hand: Hand, what: str) -> DrawRound:
    draw = _current(hand, what)
    if not draw.dealing:
        raise refused(
            "engine.draw_repairs.draw_s_cards_being", "{what}: the draw's cards are not being dealt", what=what
        )
    return draw


def _replace_after_draw(hand: Hand, remedy: ReplaceAfterDraw, irregularity: AnyIrregularity) -> None:
    _dealing_draw(hand, "replace_after_draw")
    card = _last_card(hand, remedy.seat, "replace_after_draw")
    hand.tracker.move(card, Zone.MUCK)
    hand.cursor.owe_last(remedy.seat, False)


def _surplus_to_burns(hand: Hand, remedy: SurplusCardToBurns, irregularity: AnyIrregularity) -> None:
    card = _last_card(hand, remedy.seat, "surplus_card_to_burns")
    hand.tracker.to_burns(card)


def _pass_surplus(hand: Hand, remedy: PassSurplusCard, irregularity: AnyIrregularity) -> None:
    _dealing_draw(hand, "pass_surplus_card")
    if hand.cursor.pos >= len(hand.cursor.queue) or hand.cursor.queue[hand.cursor.pos][0] == remedy.seat:
        raise refused(
            "engine.draw_repairs.pass_surplus_card_other_seat_due",
            "pass_surplus_card: no other seat is due a card of this draw",
        )
    due = hand.cursor.queue[hand.cursor.pos][0]
    card = _last_card(hand, remedy.seat, "pass_surplus_card")
    hand.seats[due].receive(card, False)
    hand.tracker.move(card, Zone.DOWN, due)
    hand.cursor.dealt()


DRAW_HANDLERS: dict[type, Callable[[Hand, object, AnyIrregularity], None]] = {
    ReshuffleStubWithMuck: _reshuffle,  # type: ignore[dict-item]
    HoldDiscards: _hold_discards,  # type: ignore[dict-item]
    ChangeDiscards: _change_discards,  # type: ignore[dict-item]
    ReplaceAfterDraw: _replace_after_draw,  # type: ignore[dict-item]
    SurplusCardToBurns: _surplus_to_burns,  # type: ignore[dict-item]
    PassSurplusCard: _pass_surplus,  # type: ignore[dict-item]
}
