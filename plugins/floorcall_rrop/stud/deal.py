"""Seed 000, the deal (RROP-ES-STUD-IRR-1 to -6).

A player's right to a new deal, too many or too few hands, extra cards on the first round, and a player passed over
on an upcard round.
"""

from __future__ import annotations

from floorcall import (
    AnyIrregularity,
    BetOrRaisedTo,
    BoxedCardFound,
    BringInPosted,
    CardToWrongSeat,
    DealerHandToSkippedSeat,
    DealingFault,
    DeckFouled,
    HandView,
    KillHand,
    PlaysAsUpcard,
    RedealExact,
    Ruling,
    RulingKind,
    SeatDealtOut,
    SeatSkipped,
    SkipSeatNextRound,
    SlideCardsBack,
    WrongCardCount,
)
from floorcall.model import AnyRemedy, Message, Option
from floorcall.rulekit import carry_on, choice, rule, ruled_before, street_wagers
from floorcall_rrop.messages import msg
from floorcall_rrop.stud.common import boxed_card_topic, first_round, five_card, option, stud, unlooked
from floorcall_rulelib.stud import fault_redeal

__all__ = ["extra_cards_found", "new_deal_right", "seat_dealt_out", "seat_skipped", "wrong_seat_card"]

_RIGHT = ("RROP-ES-STUD-IRR-1",)


def _redeal(remedy: AnyRemedy, citations: tuple[str, ...], explanation: Message) -> Ruling:
    return Ruling(kind=RulingKind.MISDEAL, remedies=(remedy,), citations=citations, message=explanation)


@rule("RROP-ES-STUD-IRR-1", DealingFault, DeckFouled, BoxedCardFound, scope=stud, topic=boxed_card_topic)
def new_deal_right(irregularity: AnyIrregularity, hand: HandView | None) -> Ruling | None:
    """IRR-1: until the second round starts, a player who has not seen his downcards can insist on a fresh deal.

    The causes are a deck not shuffled or cut, a card exposed in the cut or a short cut packet, two or more cards
    face up in the deck, an imperfect deck and the wrong dealer (who then gives the deal to the right one). Raised by
    a player who has not looked, it is his demand; otherwise the first such player in deal order has the option.
    """
    assert hand is not None
    if isinstance(irregularity, DealingFault):
        reporter = irregularity.reported_by
        remedy = fault_redeal(irregularity)
    elif (isinstance(irregularity, BoxedCardFound) and irregularity.count >= 2) or isinstance(irregularity, DeckFouled):
        reporter, remedy = None, RedealExact()
    else:
        return None
    entitled = unlooked(hand) if first_round(hand) else []
    if reporter in entitled:
        return _redeal(
            remedy,
            _RIGHT,
            msg(
                "rrop.deal.new_deal_right.1",
                "Seat {reporter} has not looked at his card and asks in time: new deal.",
                reporter=reporter,
            ),
        )
    if entitled:
        return choice(
            (Option(name="redeal", kind=RulingKind.MISDEAL, remedies=(remedy,)), Option(name="continue")),
            _RIGHT,
            msg(
                "rrop.deal.new_deal_right.choice",
                "Seat {seat} has not looked at his downcard, so he may demand a new deal before the second round.",
                seat=entitled[0],
            ),
            seat=entitled[0],
        )
    if isinstance(irregularity, DealingFault):
        return carry_on(
            (),
            _RIGHT,
            msg("rrop.deal.new_deal_right.3", "Nobody who could demand a new deal did so in time: the deal goes on."),
        )
    return None


@rule("RROP-ES-STUD-IRR-2", CardToWrongSeat, scope=stud)
def wrong_seat_card(irregularity: CardToWrongSeat, hand: HandView | None) -> Ruling | None:
    """Rule on a card to the wrong seat under seed 000.

    A surplus hand (IRR-2), extra hole cards in five-card stud (IRR-4, IRR-5), or a seat passed over on an upcard
    round and noticed at once (IRR-6, the cards slide back).
    """
    assert hand is not None
    seat = irregularity.seat
    if not irregularity.entitled:
        return carry_on(
            (KillHand(seat=seat),),
            ("RROP-ES-STUD-IRR-2",),
            msg(
                "rrop.deal.wrong_seat_card.1",
                "One hand too many was dealt: the dealer takes back the surplus hand, which nobody has looked at.",
            ),
        )
    if five_card(hand) and hand.street_index == 0 and not irregularity.face_up and hand.cards(seat):
        return _extra_hole_card(irregularity, hand)
    if not irregularity.first_card and hand.street_index > 0 and _passed_over(hand, irregularity):
        return carry_on(
            (SlideCardsBack(seat=irregularity.expected_seat),),
            ("RROP-ES-STUD-IRR-6",),
            msg(
                "rrop.deal.wrong_seat_card.2",
                "Seat {expected_seat} was passed over: the card goes back to him and the round goes on.",
                expected_seat=irregularity.expected_seat,
            ),
        )
    return None


def _passed_over(hand: HandView, irregularity: CardToWrongSeat) -> bool:
    due = hand.due_seats
    return bool(due) and due[0] == irregularity.expected_seat and irregularity.seat in hand.live_seats


def _extra_hole_card(irregularity: CardToWrongSeat, hand: HandView) -> Ruling:
    seat = irregularity.seat
    turned = (PlaysAsUpcard(seat=seat), SkipSeatNextRound(seat=seat))
    if len(hand.cards(seat)) == 1:
        return carry_on(
            turned,
            ("RROP-ES-STUD-IRR-4",),
            msg(
                "rrop.deal.extra_hole_card.1",
                "Seat {seat} got two downcards: the dealer turns one face up and passes him in the next round.",
                seat=seat,
            ),
        )
    return choice(
        (
            Option(name="redeal", kind=RulingKind.MISDEAL, remedies=(RedealExact(),)),
            Option(name="continue", remedies=turned),
        ),
        ("RROP-ES-STUD-IRR-5",),
        msg(
            "rrop.deal.extra_hole_card.2",
            "Seat {seat} got more than two cards on the first deal before the second round: he "
            "may call for a new deal; declining, he plays with the extra card turned up (the "
            "house's reading of this rule).",
            seat=seat,
        ),
        seat=seat,
    )


@rule("RROP-ES-STUD-IRR-5", WrongCardCount, scope=five_card)
def extra_cards_found(irregularity: WrongCardCount, hand: HandView | None) -> Ruling | None:
    """IRR-5 found late: a five-card stud hand with too many cards after the second round began is dead."""
    assert hand is not None
    if irregularity.held <= irregularity.expected:
        return None
    if ruled_before(hand, CardToWrongSeat, seat=irregularity.seat):
        return carry_on(
            (),
            ("RROP-ES-STUD-IRR-5",),
            msg("rrop.deal.extra_cards_found.1", "The extra card was already ruled on: the hand plays on."),
        )
    window = option(hand, "extra-card-window", "before-upcards")
    early = first_round(hand) if window == "before-upcards" else hand.street_index == 0
    if early:
        return choice(
            (Option(name="redeal", kind=RulingKind.MISDEAL, remedies=(RedealExact(),)), Option(name="continue")),
            ("RROP-ES-STUD-IRR-5",),
            msg(
                "rrop.deal.extra_cards_found.2",
                "Extra cards on the first deal, found before the second round: the player may call for a new deal.",
            ),
            seat=irregularity.seat,
        )
    return Ruling(
        kind=RulingKind.DEAD_HAND,
        remedies=(KillHand(seat=irregularity.seat),),
        citations=("RROP-ES-STUD-IRR-5",),
        message=msg(
            "rrop.deal.extra_cards_found.3",
            "The extra cards came to light only after the second round began: the hand is dead.",
        ),
    )


@rule("RROP-ES-STUD-IRR-3", SeatDealtOut, scope=stud)
def seat_dealt_out(irregularity: SeatDealtOut, hand: HandView | None) -> Ruling | None:
    """IRR-3: the player dealing gives his own hand to the first player he left out.

    With a house dealer (no hand of his own) the deal is void, as under the Robert's Rules misdeal list.
    """
    assert hand is not None
    dealer = hand.table.dealer
    if isinstance(dealer, int) and dealer in hand.live_seats and dealer != irregularity.seat:
        return carry_on(
            (DealerHandToSkippedSeat(seat=irregularity.seat, dealer=dealer),),
            ("RROP-ES-STUD-IRR-3",),
            msg(
                "rrop.deal.seat_dealt_out.1",
                "The dealer left seat {seat} out: he gives him his own hand and sits this one out.",
                seat=irregularity.seat,
            ),
        )
    return _redeal(
        RedealExact(),
        ("RROP-MISDEAL-1", "RROP-ES-STUD-IRR-3"),
        msg(
            "rrop.deal.seat_dealt_out.2",
            "A house dealer has no hand to give the player left out: the deal is void and dealt again.",
        ),
    )


@rule("RROP-ES-STUD-IRR-6", SeatSkipped, scope=stud)
def seat_skipped(irregularity: SeatSkipped, hand: HandView | None) -> Ruling | None:
    """IRR-6 reported: before the round's first bet the cards slide back; after it the skipped hand is dead."""
    assert hand is not None
    if any(isinstance(action, BetOrRaisedTo | BringInPosted) for action in street_wagers(hand)):
        return Ruling(
            kind=RulingKind.DEAD_HAND,
            remedies=(KillHand(seat=irregularity.seat),),
            citations=("RROP-ES-STUD-IRR-6",),
            message=msg(
                "rrop.deal.seat_skipped.1",
                "The skipped player did not speak up before the first bet of the round: his hand is dead.",
            ),
        )
    return carry_on(
        (SlideCardsBack(seat=irregularity.seat),),
        ("RROP-ES-STUD-IRR-6",),
        msg(
            "rrop.deal.seat_skipped.2",
            "Noticed before the first bet: the upcards slide back so every player holds the card meant for him.",
        ),
    )
