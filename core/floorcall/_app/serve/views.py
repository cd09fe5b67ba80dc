"""What the API shows of a hand: the view a seat-side display needs, what comes next, and the rulings so far.

Built from :class:`~floorcall.view.HandView` and the same answers ``floorcall next --json`` and ``rule --json``
print (:func:`floorcall._app.situation.expectation_answer`, :func:`floorcall._app.situation.ruling_answer`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import msgspec

from floorcall._app.record import plain
from floorcall._app.serve.console import console_messages
from floorcall._app.serve.schema import Expected, OptionDetail, PotView, RuleAnswer, RulingRecord, SeatView, View
from floorcall._app.serve.sentences import remedy_sentences
from floorcall._app.situation import expectation_answer, ruling_answer, wager_taken
from floorcall._engine.hand import Hand
from floorcall.cards import Card
from floorcall.i18n import Translator, message_json, translator
from floorcall.model.events import BoardCardDealt, CardBurned, CardDealt, RulingApplied
from floorcall.model.remedies import WagerStandsAs
from floorcall.model.rulings import Ruling
from floorcall.model.wagers import WagerReading

__all__ = ["expected_of", "rule_answer_of", "rulings_of", "shuffled_deck", "view_of"]


def shuffled_deck(hand: Hand, seed: int) -> list[Card]:
    """The server's shuffle of the hand's deck for ``seed``, top card last (as ``simulate.new_hand`` shuffles)."""
    order = list(hand.game.deck.cards)
    random.Random(seed).shuffle(order)
    return order


def _next_card(hand: Hand, order: Sequence[Card]) -> Card | None:
    """The top card of the shuffle that has not come out yet (dealt, burned or turned), or None when none is left."""
    out: set[Card] = set(hand.view.board) | set(hand.view.burns)
    for seat in hand.view.seats:
        out.update(hand.view.cards(seat))
    for event in hand.events:
        if isinstance(event, CardDealt | CardBurned | BoardCardDealt):
            out.add(event.card)
    for card in reversed(order):
        if card not in out:
            return card
    return None


def expected_of(hand: Hand, order: Sequence[Card] | None) -> Expected:
    """What the hand expects next, with the next card of the server's shuffle when ``order`` is given."""
    expected = msgspec.convert(expectation_answer(hand), Expected)
    if order is not None and expected.expect in ("deal", "burn", "board"):
        card = _next_card(hand, order)
        if card is not None:
            expected = msgspec.structs.replace(expected, card=card.value)
    return expected


def rule_answer_of(hand: Hand, ruling: Ruling, t: Translator) -> RuleAnswer:
    """The ruling and the hand after it, as ``floorcall rule --json`` prints them, explained in ``t``'s language.

    The hand routes add the remedies and the decision's options in words (``remedy_text``, ``option_details``).
    """
    answer = msgspec.convert(ruling_answer(hand, ruling, t), RuleAnswer)
    wager = None if isinstance(answer.wager, msgspec.UnsetType) else answer.wager
    return msgspec.structs.replace(
        answer,
        remedy_text=remedy_sentences(answer.remedy_details, t.language, wager),
        option_details=_options(ruling, t.language),
    )


def _taken(record: RulingApplied) -> dict[str, Any] | None:
    """What the ruled wager is (as ``rule --json``'s ``wager``), when the record rules on a wager it can read."""
    taken = next((r for r in record.ruling.remedies if isinstance(r, WagerStandsAs)), None)
    reading = getattr(record.irregularity, "reading", None)
    return wager_taken(taken, reading) if taken is not None and isinstance(reading, WagerReading) else None


def _options(ruling: Ruling, language: str) -> list[OptionDetail]:
    table = console_messages(language)
    return [
        OptionDetail(
            name=option.name,
            label=table.get(f"option.{option.name}") or translator(language).name("choice", option.name),
            kind=option.kind.value,
            remedy_details=plain(option.remedies),
            remedy_text=remedy_sentences(plain(option.remedies), language),
        )
        for option in ruling.options
    ]


def view_of(hand: Hand) -> View:
    """The hand as a seat-side display shows it: seats, stacks, chips in, upcards, board, pot, turn, dead hands."""
    view = hand.view
    seats = [
        SeatView(
            seat=seat,
            stack=view.stack(seat),
            bet=view.wager(seat),
            contributed=view.contributed(seat),
            upcards=[c.value for c in view.upcards(seat)],
            downcards=len(view.downcards(seat)),
            shown=[c.value for c in view.cards(seat)] if view.has_shown(seat) else [],
            live=seat in view.live_seats,
            dead=view.is_dead(seat),
            all_in=view.is_all_in(seat),
            present=view.is_present(seat),
        )
        for seat in sorted(view.seats)
    ]
    return View(
        game=view.game.name,
        street=view.street.value,
        button=view.table.button,
        actor=view.actor,
        bring_in=view.bring_in_seat,
        board=[c.value for c in view.board],
        burns=len(view.burns),
        stub=view.stub_size,
        pot=view.pot,
        pots=[PotView(amount=p.amount, eligible=sorted(p.eligible)) for p in view.pots],
        over=hand.outcome is not None,
        outcome=hand.outcome.value if hand.outcome is not None else None,
        seats=seats,
        payouts={str(seat): chips for seat, chips in sorted(hand.payouts.items())},
        completion=_completion(hand),
    )


def _completion(hand: Hand) -> int | None:
    """The small bet while only a stud bring-in stands on the first street (the next bet completes it), else None."""
    view = hand.view
    if view.bring_in_seat is None or view.street is not view.game.streets[0] or hand.outcome is not None:
        return None
    small_bet = view.stakes.small_bet
    return small_bet if max(view.wager(seat) for seat in view.seats) < small_bet else None


def rulings_of(hand: Hand, t: Translator) -> list[RulingRecord]:
    """Every ruling of the hand, in order, with the irregularity it answered; explanations in ``t``'s language."""
    return [
        RulingRecord(
            irregularity=plain(event.irregularity),
            kind=event.ruling.kind.value,
            citations=list(event.ruling.citations),
            remedies=list(event.ruling.remedy_names),
            remedy_details=plain(event.ruling.remedies),
            explanation=t.explanation(event.ruling),
            message=message_json(event.ruling.message),
            options=[o.name for o in event.ruling.options],
            ruled_by=event.ruled_by,
            remedy_text=remedy_sentences(plain(event.ruling.remedies), t.language, _taken(event)),
            option_details=_options(event.ruling, t.language),
        )
        for event in hand.events
        if isinstance(event, RulingApplied)
    ]
