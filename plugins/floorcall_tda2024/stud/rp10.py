"""TDA recommended procedure 10 (stud), A to G.

Exposed downcards, the seventh-street card, absent players, first action, open pairs and premature cards, each a
pure ruling function ``(irregularity, hand) -> Ruling | None``.
"""

from __future__ import annotations

from floorcall import (
    CorrectWager,
    DowncardExposed,
    FirstActionDisputed,
    HandView,
    KillHand,
    PlayerAbsent,
    RedealExact,
    ReplaceFromStub,
    Ruling,
    RulingKind,
    WagerIncorrect,
)
from floorcall.model import Option
from floorcall.rulekit import (
    betting_can_continue,
    carry_on,
    choice,
    last_street,
    refused,
    rule,
    ruled_before,
)
from floorcall_rulelib.stud import (
    away_ruling,
    kept_up,
    plays_up,
    premature_card_rule,
    turned_up,
    upcard_dealt_down_rule,
)
from floorcall_tda2024.general.wagers import open_pair_level, topic
from floorcall_tda2024.messages import msg
from floorcall_tda2024.stud.common import five_card, option, stud

__all__ = [
    "absent_player",
    "downcard_exposed",
    "first_action_disputed",
    "open_pair_wager",
    "premature_card",
    "upcard_dealt_down",
]

_EXPOSED = ("TDA2024-RP10-A",)


@rule("TDA2024-RP10-A", DowncardExposed, scope=stud)
def downcard_exposed(irregularity: DowncardExposed, hand: HandView | None) -> Ruling | None:
    """Rule on an exposed stud downcard: RP-10-A on the initial deal, RP-10-B on the last street.

    A second exposure for the same seat on the deal follows the ``stud-two-exposed`` option (after RP-14); five-card
    stud follows RP-10-A by analogy (FLOORCALL-DEFAULT-7).
    """
    assert hand is not None
    seat = irregularity.seat
    if irregularity.initial_deal and ruled_before(hand, DowncardExposed, seat=seat, street=irregularity.street):
        return _second_exposure(seat, hand)
    if last_street(hand) and not five_card(hand):
        return _seventh_card_exposed(seat, hand)
    cited = (*_EXPOSED, "FLOORCALL-DEFAULT-7") if five_card(hand) else _EXPOSED
    return plays_up(
        seat,
        cited,
        msg(
            "tda.rp10.downcard_exposed",
            "The exposed downcard stays with the player as an upcard and his next card comes face down; it counts for "
            "the bring-in like any upcard.",
        ),
    )


def _second_exposure(seat: int, hand: HandView) -> Ruling:
    cited = ("TDA2024-RP14", *_EXPOSED)
    rule = option(hand, "stud-two-exposed", "misdeal")
    if rule == "continue":
        return plays_up(
            seat,
            cited,
            msg(
                "tda.rp10.second_exposure.1",
                "The house plays a second exposed downcard as an upcard too; the player's remaining cards come down.",
            ),
        )
    redeal = Option(name="redeal", kind=RulingKind.MISDEAL, remedies=(RedealExact(),))
    if rule == "floor-decision":
        return choice(
            (redeal, Option(name="continue", remedies=turned_up(seat))),
            cited,
            msg(
                "tda.rp10.second_exposure.2",
                "RP-10-A covers one exposed downcard only; the floor decides whether a second one voids the deal.",
            ),
        )
    return Ruling(
        kind=RulingKind.MISDEAL,
        remedies=(RedealExact(),),
        citations=(*cited, "TDA2024-35C.1"),
        message=msg(
            "tda.rp10.second_exposure.3",
            "A second downcard exposed to the same player on the deal is beyond RP-10-A; the house default "
            "deals the hand again before any action.",
        ),
    )


def _seventh_card_exposed(seat: int, hand: HandView) -> Ruling:
    if not betting_can_continue(hand):
        return kept_up(
            seat,
            ("TDA2024-RP10-B", "TDA2024-16"),
            msg(
                "tda.rp10.seventh_card_exposed.1",
                "No more betting can happen, so the exposed last card simply plays; every hand is turned up anyway.",
            ),
        )
    if option(hand, "seventh-exposed", "replace") == "keep":
        return kept_up(
            seat,
            ("TDA2024-RP10-B",),
            msg("tda.rp10.seventh_card_exposed.2", "The house keeps an exposed last card in play face up."),
        )
    return carry_on(
        (ReplaceFromStub(seat=seat),),
        ("TDA2024-RP10-B",),
        msg(
            "tda.rp10.seventh_card_exposed.3",
            "Betting can still happen, so the exposed last card is taken out and the player gets the next card off the "
            "stub face down, with no extra burn.",
        ),
    )


upcard_dealt_down = upcard_dealt_down_rule("TDA2024-RP14")
"""No TDA rule: by RP-14, the WSOP answer (the shared stud procedure)."""


@rule("TDA2024-30", PlayerAbsent)
def absent_player(irregularity: PlayerAbsent, hand: HandView | None) -> Ruling | None:
    """TDA rule 30 (every game), with RP-10-C in stud: the hand is dead; a dead bring-in card still posts."""
    if hand is None:
        return None
    seat = irregularity.seat
    if not stud(hand):
        return Ruling(
            kind=RulingKind.DEAD_HAND,
            remedies=(KillHand(seat=seat),),
            citations=("TDA2024-30",),
            message=msg(
                "tda.rp10.absent_player.1",
                "The player was not at his seat when the deal was complete: his hand is dead, his chips stay.",
            ),
        )
    return away_ruling(
        seat,
        hand,
        ("TDA2024-30", "TDA2024-RP10-C"),
        owes_bring_in=msg(
            "tda.rp10.absent_player.bring_in",
            "The player was away when the initial deal was complete: his hand is dead and gets no more cards, his "
            "ante stays in the pot, and his upcard still owes the bring-in.",
        ),
        dead=msg(
            "tda.rp10.absent_player.stud",
            "The player was away when the initial deal was complete: his hand is dead and gets no more cards, and "
            "his ante stays in the pot.",
        ),
    )


@rule("TDA2024-RP10-D", FirstActionDisputed, scope=stud)
def first_action_disputed(irregularity: FirstActionDisputed, hand: HandView | None) -> Ruling | None:
    """RP-10-D (ties by the highest upcard by suit), RP-10-E (bring-in all in) and RP-10-H.D (shared card)."""
    assert hand is not None
    actor = hand.actor
    if hand.street_index == 0:
        bring_in = hand.bring_in_seat
        all_in = bring_in is not None and hand.stack(bring_in) == 0 and hand.contributed(bring_in) > 0
        cited = ("TDA2024-RP10-E",) if all_in else ("FACT-2", "TDA2024-RP10-E")
    elif hand.board:
        cited = ("TDA2024-RP10-H.D",)
    else:
        cited = ("TDA2024-RP10-D",)
    return refused(
        cited,
        msg(
            "tda.rp10.first_action_disputed",
            "The action is where the rules put it: seat {actor} acts first on this street.",
            actor=actor,
        )
        if actor is not None
        else msg(
            "tda.rp10.first_action_disputed.nobody", "The action is where the rules put it: nobody is to act now."
        ),
    )


@rule("TDA2024-RP10-F", WagerIncorrect, topic=topic)
def open_pair_wager(irregularity: WagerIncorrect, hand: HandView | None) -> Ruling | None:
    """RP-10-F: a big bet on the open-pair street stands as the small bet when the house allows no double bet.

    The wager topic sends it only that wager (:func:`floorcall_tda2024.general.wagers.open_pair_big_bet`).
    """
    assert hand is not None
    level = open_pair_level(hand)
    return carry_on(
        (CorrectWager(seat=irregularity.seat, amount=level + hand.stakes.small_bet),),
        ("TDA2024-RP10-F",),
        msg(
            "tda.rp10.open_pair_wager",
            "A pair showing does not allow the big bet on this street: the wager stands at the small bet.",
        ),
    )


#: RP-10-G sends stud premature cards to RP-5-D: back into the stub, reshuffled face down, no new burn.
premature_card = premature_card_rule(
    "TDA2024-RP10-G",
    "reshuffle",
    rotate=(
        ("TDA2024-RP10-G", "RROP-ES-STUD-IRR-8"),
        msg(
            "tda.rp10.premature_card.1",
            "The house discards the early card and deals its owner last in the next round.",
        ),
    ),
    reshuffle=(
        ("TDA2024-RP10-G", "TDA2024-RP5-D", "TDA2024-39D"),
        msg(
            "tda.rp10.premature_card.2",
            "The card dealt before the betting ended goes back into the stub, which is shuffled face down; the "
            "street is then dealt from it without another burn.",
        ),
    ),
    rotate_only_before_upcards=False,
)
