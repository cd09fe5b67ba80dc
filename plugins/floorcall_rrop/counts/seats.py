"""Cards to the wrong seat, a seat dealt out or passed over, a player away, under Robert's Rules.

In button games a card out of sequence is a misdeal before the action threshold and stays where it went after it
(RROP-MISDEAL-1, -2); in stud the seed text rules on a surplus hand, extra hole cards, a hand too few and a seat
passed over (RROP-ES-STUD-IRR-2 to -6); in draw games a card out of seat order stands (FLOORCALL-DEFAULT-8, -9). A
player away from the table has a dead hand (WSOP24L-221).
"""

from __future__ import annotations

import dataclasses

from floorcall import (
    BetOrRaisedTo,
    BringInPosted,
    CardToWrongSeat,
    CountsAsNextCard,
    DealerHandToSkippedSeat,
    DealSkippedSeatLater,
    HandView,
    KillHand,
    PlayerAbsent,
    PlaysAsUpcard,
    RedealExact,
    Ruling,
    RulingKind,
    SeatDealtOut,
    SeatSkipped,
    SkipSeatNextRound,
    SlideCardsBack,
)
from floorcall.model import Option
from floorcall.rulekit import (
    Rule,
    carry_on,
    choice,
    dead_hand,
    draw_game,
    misdeal,
    rule,
    street_wagers,
    substantial,
)
from floorcall_rrop.common import five_card, redeal, stud
from floorcall_rrop.counts.cards import SHARED
from floorcall_rrop.messages import msg
from floorcall_rrop.scopes import button_game
from floorcall_rulelib.stud import (
    away_ruling,
)


@rule("RROP-MISDEAL-2", CardToWrongSeat, yields_to=("RROP-ES-STUD-IRR-2",))
def wrong_seat(irregularity: CardToWrongSeat, hand: HandView | None) -> Ruling | None:
    """RROP-MISDEAL-1 before the threshold; after it the deal goes on (RROP-MISDEAL-2).

    Before the threshold a first card to the wrong seat, a card to an ineligible seat and a card out of sequence are
    all misdeals.
    """
    if not substantial(hand):
        return misdeal(
            ("RROP-MISDEAL-1",),
            msg(
                "rrop.general.wrong_seat.1",
                "A card went to seat {seat} out of sequence before the action threshold: misdeal.",
                seat=irregularity.seat,
            ),
        )
    if not irregularity.entitled:
        return carry_on(
            (),
            ("RROP-MISDEAL-2",),
            msg("rrop.general.wrong_seat.2", "Past the threshold the hand is played; the stray card is dead."),
        )
    if hand is not None and hand.street_index == 0 and not hand.dealing and irregularity.first_card:
        return carry_on(
            (),
            ("RROP-MISDEAL-2",),
            msg(
                "rrop.general.wrong_seat.after_action",
                "The deal began at the wrong seat and was found only past the action threshold: the hand is played "
                "with the cards as dealt.",
            ),
        )
    return carry_on(
        (CountsAsNextCard(seat=irregularity.seat), DealSkippedSeatLater(seat=irregularity.expected_seat)),
        ("RROP-MISDEAL-2",),
        msg(
            "rrop.general.wrong_seat.3",
            "Past the threshold there is no misdeal: the card stays where it went and the passed seat is dealt later.",
        ),
    )


@rule("RROP-MISDEAL-1#dealt-out", SeatDealtOut, scope=button_game)
def seat_dealt_out(irregularity: SeatDealtOut, hand: HandView | None) -> Ruling | None:
    """RROP-MISDEAL-1 / -2 in the button games: an eligible seat dealt out is a misdeal before the threshold.

    Past the threshold the hand is played without him (the stud games have their own rule, RROP-ES-STUD-IRR-3).
    """
    if not substantial(hand):
        return misdeal(
            ("RROP-MISDEAL-1",),
            msg(
                "rrop.general.seat_dealt_out.misdeal",
                "Seat {seat} was entitled to a hand and was dealt out before the action threshold: the hand is dealt "
                "again.",
                seat=irregularity.seat,
            ),
        )
    return dead_hand(
        irregularity.seat,
        ("RROP-MISDEAL-2",),
        msg(
            "rrop.general.seat_dealt_out.dead",
            "Two players have acted, so the hand is played on: seat {seat}, dealt out, has no hand in it.",
            seat=irregularity.seat,
        ),
    )


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


@rule("RROP-ES-STUD-IRR-3", SeatDealtOut, scope=stud)
def seat_dealt_out_in_stud(irregularity: SeatDealtOut, hand: HandView | None) -> Ruling | None:
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
    return redeal(
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


@rule("WSOP24L-221", PlayerAbsent)
def absent_player(irregularity: PlayerAbsent, hand: HandView | None) -> Ruling | None:
    """A player away from the table forfeits his ante and any forced bet; his hand is dead (WSOP-L 221, 222)."""
    if hand is None:
        return None
    return away_ruling(
        irregularity.seat,
        hand,
        ("WSOP24L-221", "TDA2024-30"),
        owes_bring_in=msg(
            "rrop.seven.absent_player.bring_in",
            "The player is away from the table: his hand is dead, and his ante and the bring-in his upcard owes "
            "stay in the pot.",
        ),
        dead=msg(
            "rrop.seven.absent_player.ante",
            "The player is away from the table: his hand is dead and his ante stays in the pot.",
        ),
    )


#: FLOORCALL-DEFAULT-8 (a card out of seat order stands) and -9 (one too many), in the draw games.
draw_card_to_wrong_seat = dataclasses.replace(SHARED.draw_card_to_wrong_seat, scope=draw_game)


RULES: tuple[Rule, ...] = (
    wrong_seat,
    seat_dealt_out,
    wrong_seat_card,
    seat_dealt_out_in_stud,
    seat_skipped,
    absent_player,
    draw_card_to_wrong_seat,
)
