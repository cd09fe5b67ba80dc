"""TDA answers to the situations of the seed-000 stud irregularities, where TDA has a rule or leaves it to the floor.

Seed 000 is written for a player who deals in turn; TDA assumes a house dealer. Where TDA is silent the answer is the
floor's discretion (rule 1) or the other rulebook's answer, cited as such.
"""

from __future__ import annotations

from floorcall import (
    BetOrRaisedTo,
    BringInPosted,
    CardToWrongSeat,
    DealingFault,
    HandView,
    KillHand,
    OpenerMisnamed,
    RedealExact,
    Ruling,
    RulingKind,
    SeatDealtOut,
    SeatSkipped,
    SlideCardsBack,
    WrongBringIn,
)
from floorcall.model import Option
from floorcall.rulekit import carry_on, choice, rule, street_wagers
from floorcall_rulelib.stud import fault_redeal, impossible_call_rule, misnamed_opener_rule, own_downcard_rule
from floorcall_tda2024.messages import msg
from floorcall_tda2024.stud.common import stud

__all__ = [
    "card_to_served_seat",
    "dealing_fault",
    "impossible_call",
    "misnamed_opener_acts",
    "opener_misnamed",
    "own_downcard_exposed",
    "seat_dealt_out",
    "seat_skipped",
]


@rule("TDA2024-35A", DealingFault, scope=stud)
def dealing_fault(irregularity: DealingFault, hand: HandView | None) -> Ruling | None:
    """No TDA cause covers an uncut deck or a wrong dealer: before SA the floor decides (rules 1 and 35-A)."""
    assert hand is not None
    if hand.substantial_action:
        return carry_on(
            (),
            ("TDA2024-35D.1", "TDA2024-1"),
            msg("tda.seed.dealing_fault.1", "Substantial action has occurred: the hand plays on."),
        )
    redeal = fault_redeal(irregularity)
    return choice(
        (Option(name="redeal", kind=RulingKind.MISDEAL, remedies=(redeal,)), Option(name="continue")),
        ("TDA2024-1", "TDA2024-35A"),
        msg(
            "tda.seed.dealing_fault.2",
            "The misdeal list does not name this fault; before substantial action the floor decides whether to redeal.",
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


@rule("TDA2024-53A/B", OpenerMisnamed, scope=stud)
def opener_misnamed(irregularity: OpenerMisnamed, hand: HandView | None) -> Ruling | None:
    """The dealer named the wrong seat to open: nothing changes yet; a bet by that seat is out of turn (53-A/B)."""
    assert hand is not None
    if hand.actor is None:
        return carry_on(
            (),
            ("TDA2024-53A/B",),
            msg(
                "tda.seed.opener_misnamed.nobody",
                "Nobody is to act yet; an action by seat {seat} before his turn will be out of turn.",
                seat=irregularity.seat,
            ),
        )
    return carry_on(
        (),
        ("TDA2024-53A/B",),
        msg(
            "tda.seed.opener_misnamed",
            "Seat {actor} holds the best board and acts first; an action by seat {seat} before "
            "him will be out of turn.",
            actor=hand.actor,
            seat=irregularity.seat,
        ),
    )


#: The misnamed seat acted before the real opener: backed up under TDA 53-A/B (``misnamed-opener`` option); a
#: bring-in is owed by the lowest card, so it cannot stand for another seat.
misnamed_opener_acts = misnamed_opener_rule(
    "TDA2024-53B",
    "back-up",
    bring_in=(
        ("TDA2024-53A/B", "WSOP24T-7CS.2"),
        lambda seat: msg(
            "tda.seed.misnamed_opener_acts.bring_in",
            "Seat {seat} was named to bring in by mistake and nobody has acted after him: he takes his bring-in "
            "back and the real low card brings in.",
            seat=seat,
        ),
    ),
    bet_stands=(
        ("RROP-ES-STUD-IRR-10", "TDA2024-1"),
        lambda _seat: msg(
            "tda.seed.misnamed_opener_acts.1",
            "The house lets the action of the seat the dealer named stand as made in turn.",
        ),
    ),
    back_up=(
        ("TDA2024-53A/B", "TDA2024-53B"),
        lambda _seat: msg(
            "tda.seed.misnamed_opener_acts.2",
            "The dealer named the wrong opener: the action is out of turn and goes back to the real opener; it "
            "binds the player if the action to him does not change.",
        ),
    ),
)


#: TDA has no refund for a call that cannot win; by default the call stands (``impossible-call-refund``). A house
#: that turns the refund on gives it as Robert's Rules' stud irregularities do: for the last call only, pointed out at
#: the showdown before any hand is shown. A report on an earlier street (fourth street in razz) or after a hand is
#: shown is refused: the call stands, and nothing is taken out of a pot still being bet.
impossible_call = impossible_call_rule(
    "WSOP24L-232",
    False,
    off=(
        ("TDA2024-1", "WSOP24L-232"),
        msg(
            "tda.seed.impossible_call.2",
            "A call is a call: a player who calls when already beaten on board gets nothing back.",
        ),
    ),
    late=(
        ("RROP-ES-STUD-IRR-9", "TDA2024-1"),
        msg(
            "tda.seed.impossible_call.not_last",
            "The house gives back only a last call that could not win, pointed out at the showdown before "
            "any hand is shown: this call stands.",
        ),
    ),
    refund=(
        ("RROP-ES-STUD-IRR-9", "TDA2024-1"),
        msg(
            "tda.seed.impossible_call.1",
            "The house gives back a last call that could not win, as Robert's Rules' stud irregularities do.",
        ),
    ),
    only_on_last_street=False,
    verified=False,
)

#: A player who shows his own downcard gets no face-down card for it (TDA silent; the seed's answer).
own_downcard_exposed = own_downcard_rule(
    "RROP-ES-STUD-IRR-11",
    ("TDA2024-1", "RROP-ES-STUD-IRR-11"),
    msg(
        "tda.seed.own_downcard_exposed",
        "The player exposed his own card: he plays on with it showing and his next card comes as normal.",
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


@rule("WSOP24T-7CS.2", WrongBringIn, scope=stud)
def wrong_bring_in(irregularity: WrongBringIn, hand: HandView | None) -> Ruling | None:
    """A wrong bring-in the next player acted on stands (WSOP24T-7CS.2; TDA itself is silent, rule 1).

    The claim was checked against the log (:mod:`floorcall._engine.claims`); nothing is undone and the seat that should
    have brought in owes nothing.
    """
    return carry_on(
        (),
        ("WSOP24T-7CS.2", "TDA2024-1"),
        msg(
            "tda.seed.wrong_bring_in",
            "Seat {seat} brought in although seat {proper}'s {card} should have, and the next player has already "
            "acted: the bring-in and the action after it stand, and seat {proper} owes nothing.",
            seat=irregularity.seat,
            proper=irregularity.proper_seat,
            card=irregularity.card,
        ),
    )
