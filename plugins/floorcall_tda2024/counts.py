"""Card counts and seats under TDA 2024: a wrong number of cards, a card to the wrong seat, a seat dealt out.

Before substantial action (rule 36) a wrong count, a first card to the wrong seat or a card to a seat not entitled
to one is a misdeal (35A.2 to 35A.5); after it no misdeal is possible and a hand with the wrong number of cards is
dead (35D.1, 38). The button short a card may be completed until he acts (35-B). In stud, a seat dealt out or
skipped is ruled as the seed's situations say (35A.4, 35A.5, RROP-ES-STUD-IRR-6); in draw games the WSOP draw
rules answer (WSOP24T-108, FLOORCALL-DEFAULT-9, by TDA2024-35A.8: :mod:`floorcall_tda2024.draw`).
"""

from __future__ import annotations

from floorcall import (
    BetOrRaisedTo,
    BringInPosted,
    CardToWrongSeat,
    CountsAsNextCard,
    DealMissingCard,
    DealSkippedSeatLater,
    HandView,
    KillHand,
    RedealExact,
    Ruling,
    RulingKind,
    SeatDealtOut,
    SeatSkipped,
    SlideCardsBack,
    WrongCardCount,
)
from floorcall.rulekit import Rule, board_game, rule, street_wagers, stud_game
from floorcall_rulelib.burns import extra_card_burned
from floorcall_rulelib.scopes import not_draw_game
from floorcall_tda2024.common import carry_on, dead_hand, misdeal, stud, substantial
from floorcall_tda2024.draw import SHARED
from floorcall_tda2024.messages import msg, nmsg

__all__ = ["RULES", "card_to_served_seat", "seat_dealt_out", "seat_skipped", "wrong_card_count", "wrong_seat"]


@rule("TDA2024-35A.2", CardToWrongSeat, yields_to=("RROP-ES-STUD-IRR-6",))
def wrong_seat(irregularity: CardToWrongSeat, hand: HandView | None) -> Ruling | None:
    """TDA2024-35A.2 and 35A.3 before SA; otherwise the deal goes on (TDA2024-35B for a skipped button)."""
    sa = substantial(hand)
    if not irregularity.entitled:
        if not sa:
            return misdeal(
                hand,
                ("TDA2024-35A.3", "TDA2024-36"),
                msg(
                    "tda.misdeals.wrong_seat.1",
                    "Seat {seat} is not entitled to a hand and was dealt a card before substantial action: misdeal.",
                    seat=irregularity.seat,
                ),
            )
        return carry_on(
            (),
            ("TDA2024-35D.1", "TDA2024-36"),
            msg(
                "tda.misdeals.wrong_seat.2",
                "After substantial action there is no misdeal: the card dealt to a seat without a hand is dead.",
            ),
        )
    if irregularity.first_card and not sa:
        return misdeal(
            hand,
            ("TDA2024-35A.2", "TDA2024-36"),
            msg(
                "tda.misdeals.wrong_seat.3",
                "The first card of the deal went to seat {seat} instead of seat {expected_seat}: misdeal.",
                seat=irregularity.seat,
                expected_seat=irregularity.expected_seat,
            ),
        )
    if hand is not None and hand.street_index == 0 and not hand.dealing and irregularity.first_card:
        return carry_on(
            (),
            ("TDA2024-35D.1", "TDA2024-36"),
            msg(
                "tda.misdeals.wrong_seat.after_action",
                "The deal began at the wrong seat, but substantial action came before anyone said so: there is no "
                "misdeal, and the hand plays on with the cards as dealt.",
            ),
        )
    button = hand.table.button if hand is not None and not stud_game(hand) else None
    remedies = (CountsAsNextCard(seat=irregularity.seat), DealSkippedSeatLater(seat=irregularity.expected_seat))
    if irregularity.expected_seat == button:
        return carry_on(
            remedies,
            ("TDA2024-35B",),
            msg(
                "tda.misdeals.wrong_seat.4",
                "The button was passed over; it gets its cards in a row once the dealer reaches it, which is legal.",
            ),
        )
    return carry_on(
        remedies,
        ("TDA2024-35A", "TDA2024-1"),
        msg(
            "tda.misdeals.wrong_seat.5",
            "A card out of turn is not a listed misdeal cause: seat {seat} keeps it as his next "
            "card and seat {expected_seat} is dealt his when the dealer comes round; a wrong "
            "count would be ruled when the deal is complete.",
            seat=irregularity.seat,
            expected_seat=irregularity.expected_seat,
        ),
    )


def _button_short(irregularity: WrongCardCount, hand: HandView) -> Ruling:
    """TDA2024-37 with 35B: the button may be completed, even after SA, until he checks or bets."""
    if any(action.seat == irregularity.seat for action in hand.actions_in_turn):
        return dead_hand(
            irregularity.seat,
            ("TDA2024-37", "TDA2024-35B"),
            msg(
                "tda.misdeals.button_short.1",
                "The button acted while short a card, so his hand is dead; the chips he put in stay in the pot.",
            ),
        )
    missing = irregularity.expected - irregularity.held
    return carry_on(
        tuple(DealMissingCard(seat=irregularity.seat) for _ in range(missing)),
        ("TDA2024-35B", "TDA2024-37"),
        msg(
            "tda.misdeals.button_short.2",
            "The button is short but has not acted: he is given the missing card now and the action goes on.",
        ),
    )


@rule("TDA2024-35D.1", WrongCardCount, scope=not_draw_game)
def wrong_card_count(irregularity: WrongCardCount, hand: HandView | None) -> Ruling | None:
    """TDA2024-35A.4 / 35A.5 before SA (misdeal); TDA2024-35D.1 with 38 after it (the hand is dead).

    Not in draw games: TDA leaves their deals to the house, and the draw rules (WSOP24T-108) answer.
    """
    short = irregularity.held < irregularity.expected
    on_button = hand is not None and irregularity.seat == hand.table.button
    if hand is not None and on_button and short and irregularity.held > 0 and board_game(hand):
        return _button_short(irregularity, hand)
    if not substantial(hand):
        burned = extra_card_burned(
            irregularity,
            hand,
            "misdeal",
            ("WSOP24L-118", "TDA2024-35A.5"),
            msg(
                "tda.misdeals.wrong_card_count.1",
                "This house repairs a single extra card: it goes back and serves as the next burn.",
            ),
        )
        if burned is not None:
            return burned
        cause = "TDA2024-35A.4" if irregularity.held == 0 else "TDA2024-35A.5"
        return misdeal(
            hand,
            (cause, "TDA2024-36"),
            nmsg(
                "tda.misdeals.wrong_card_count.2",
                "Seat {seat} holds {held} card instead of {expected} before substantial action: misdeal.",
                "Seat {seat} holds {held} cards instead of {expected} before substantial action: misdeal.",
                irregularity.held,
                seat=irregularity.seat,
                held=irregularity.held,
                expected=irregularity.expected,
            ),
        )
    return dead_hand(  # each player checks his own card count before SA (rule 2): found later, the hand is dead
        irregularity.seat,
        ("TDA2024-35D.1", "TDA2024-38", "TDA2024-36", "TDA2024-2"),
        nmsg(
            "tda.misdeals.wrong_card_count.3",
            "After substantial action there is no misdeal: seat {seat}'s hand of {held} card is "
            "dead, and each later street still gets exactly one burn.",
            "After substantial action there is no misdeal: seat {seat}'s hand of {held} cards is "
            "dead, and each later street still gets exactly one burn.",
            irregularity.held,
            seat=irregularity.seat,
            held=irregularity.held,
        ),
    )


@rule("TDA2024-35A.4", SeatDealtOut)
def seat_dealt_out(irregularity: SeatDealtOut, hand: HandView | None) -> Ruling | None:
    """TDA 35-A(4): a seat entitled to a hand was dealt out: a misdeal before SA, else the hand plays on without it.

    The rule is the same in every game (stud, flop and draw).
    """
    if hand is None:
        return None
    if hand.substantial_action:
        return Ruling(
            kind=RulingKind.DEAD_HAND,
            remedies=(KillHand(seat=irregularity.seat),),
            citations=("TDA2024-35D.1", "TDA2024-35A.4"),
            message=msg(
                "tda.seed.seat_dealt_out.1",
                "Substantial action has occurred, so there is no misdeal: the seat has no hand this deal.",
            ),
        )
    return Ruling(
        kind=RulingKind.MISDEAL,
        remedies=(RedealExact(),),
        citations=("TDA2024-35A.4", "TDA2024-35C.1"),
        message=msg(
            "tda.seed.seat_dealt_out.2",
            "A seat entitled to a hand was dealt out before substantial action: the hand is dealt again.",
        ),
    )


@rule("TDA2024-35A.5", SeatSkipped, scope=stud)
def seat_skipped(irregularity: SeatSkipped, hand: HandView | None) -> Ruling | None:
    """A seat passed over on an upcard round.

    Caught on a later upcard round before anyone bets on it, the cards slide back so that every seat holds the card
    meant for it (TDA has no stud-street rule, rule 1; the procedure is RROP-ES-STUD-IRR-6's). Otherwise, after SA
    its hand holds the wrong count and is dead (rule 38); before SA it is a misdeal (35-A.5).
    """
    assert hand is not None
    bet = any(isinstance(action, BetOrRaisedTo | BringInPosted) for action in street_wagers(hand))
    if hand.street_index > 0 and not bet:
        return carry_on(
            (SlideCardsBack(seat=irregularity.seat),),
            ("TDA2024-1", "RROP-ES-STUD-IRR-6"),
            msg(
                "tda.seed.seat_skipped.slide_back",
                "Seat {seat} was passed over on this round and nobody has bet on it yet: the upcards slide back so "
                "that every player holds the card meant for him, and the hand goes on.",
                seat=irregularity.seat,
            ),
        )
    if hand.substantial_action:
        return Ruling(
            kind=RulingKind.DEAD_HAND,
            remedies=(KillHand(seat=irregularity.seat),),
            citations=("TDA2024-38", "TDA2024-35D.1"),
            message=msg(
                "tda.seed.seat_skipped.1",
                "After substantial action a hand with too few cards is dead; the others play on.",
            ),
        )
    return Ruling(
        kind=RulingKind.MISDEAL,
        remedies=(RedealExact(),),
        citations=("TDA2024-35A.5", "TDA2024-35C.1"),
        message=msg(
            "tda.seed.seat_skipped.2",
            "A player holds the wrong number of cards before substantial action: the hand is dealt again.",
        ),
    )


@rule("RROP-ES-STUD-IRR-6", CardToWrongSeat, scope=stud)
def card_to_served_seat(irregularity: CardToWrongSeat, hand: HandView | None) -> Ruling | None:
    """A later-street card given to a seat that already has its card for the round goes to the seat it was due to.

    TDA has no stud-street rule for it (rule 1); the seat it reached would otherwise hold one card too many, so the
    card moves to its owner as the seed's slide-back does (RROP-ES-STUD-IRR-6).
    """
    if hand is None or hand.street_index == 0:
        return None
    due = hand.due_seats
    if not irregularity.entitled or not due or due[0] != irregularity.expected_seat or irregularity.seat in due:
        return None
    return carry_on(
        (SlideCardsBack(seat=irregularity.expected_seat),),
        ("TDA2024-1", "RROP-ES-STUD-IRR-6"),
        msg(
            "tda.seed.card_to_served_seat",
            "Seat {seat} already has his card for this round: the card goes to seat "
            "{expected_seat}, whose card it was.",
            seat=irregularity.seat,
            expected_seat=irregularity.expected_seat,
        ),
    )


RULES: tuple[Rule, ...] = (
    wrong_seat,
    wrong_card_count,
    seat_dealt_out,
    seat_skipped,
    card_to_served_seat,
    SHARED.wrong_count,
    SHARED.draw_card_to_wrong_seat,
)
