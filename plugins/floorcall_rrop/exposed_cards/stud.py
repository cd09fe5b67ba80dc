"""Exposed cards in the stud games: a hole card dealt face up, the last card, a player's own downcard.

Five-card stud follows the seed text (RROP-ES-STUD-IRR-7, -11); the seven-card games follow RROP-STUD-5 and the WSOP
live-action stud rules that descend from it (WSOP24L-214..231); an upcard dealt face down is the WSOP tournament
rule's (WSOP24T-7CS), as Robert's Rules are silent.
"""

from __future__ import annotations

from floorcall import (
    AllInForPot,
    DowncardExposed,
    HandView,
    PlaysAsUpcard,
    ReplaceFromStub,
    Ruling,
    RulingKind,
    WithdrawWithRefund,
)
from floorcall.model import Option, RedealExact
from floorcall.rulekit import betting_can_continue, carry_on, choice, last_street, rule, ruled_before
from floorcall_rrop.common import five_card, option
from floorcall_rrop.messages import msg, nmsg
from floorcall_rrop.scopes import seven_card_stud
from floorcall_rulelib.stud import (
    kept_up,
    own_downcard_rule,
    plays_up,
    turned_up,
    upcard_dealt_down_rule,
)

__all__ = ["downcard_exposed", "hole_card_exposed", "own_downcard_exposed", "upcard_dealt_down"]


_EXPOSED = ("RROP-ES-STUD-IRR-7",)


@rule("RROP-ES-STUD-IRR-7", DowncardExposed, scope=five_card)
def hole_card_exposed(irregularity: DowncardExposed, hand: HandView | None) -> Ruling | None:
    """IRR-7 (five-card stud): the exposed card plays as an upcard and the next comes down.

    A player left with four or five cards and no downcard may withdraw and take back every chip he put in, or play
    on.
    """
    assert hand is not None
    seat = irregularity.seat
    held = len(hand.cards(seat)) + 1
    if hand.downcards(seat) or held < 4:
        return plays_up(
            seat,
            _EXPOSED,
            msg(
                "rrop.play.hole_card_exposed.1",
                "The exposed card stays with the player as an upcard and his next card comes face down; nothing else.",
            ),
        )
    stay = turned_up(seat) if held < 5 else ()
    return choice(
        (Option(name="withdraw", remedies=(WithdrawWithRefund(seat=seat),)), Option(name="continue", remedies=stay)),
        _EXPOSED,
        nmsg(
            "rrop.play.hole_card_exposed.2",
            "The dealer has left seat {seat} with {held} card and none face down: he may leave "
            "the hand and take back every chip he put in, or play on.",
            "The dealer has left seat {seat} with {held} cards and none face down: he may leave "
            "the hand and take back every chip he put in, or play on.",
            held,
            seat=seat,
            held=held,
        ),
        seat=seat,
        remedies=(PlaysAsUpcard(seat=seat),),
    )


_CASH = ("WSOP24L-214..231",)


@rule("RROP-STUD-5", DowncardExposed, scope=seven_card_stud)
def downcard_exposed(irregularity: DowncardExposed, hand: HandView | None) -> Ruling | None:
    """Rule on an exposed downcard in a seven-card game.

    On the deal the third card comes down and only all three up is a misdeal (RROP-STUD-5, WSOP-L 214); on the last
    street the card is kept (WSOP-L 229, 230). On a street between, the card was due down only because of an earlier
    exposure: it plays as an upcard and the next comes down, as on the deal.
    """
    assert hand is not None
    seat = irregularity.seat
    if irregularity.initial_deal:
        return _initial_exposure(irregularity, hand)
    if last_street(hand):
        return _last_card_exposed(seat, hand)
    return carry_on(  # a card due down in an upcard's place (after an earlier exposure) came up too
        turned_up(seat),
        ("RROP-STUD-5", *_CASH),
        msg(
            "rrop.seven.later_exposure",
            "The card due face down to seat {seat} in place of an upcard came face up too: it plays as an upcard and "
            "his next card comes face down.",
            seat=seat,
        ),
    )


def _initial_exposure(irregularity: DowncardExposed, hand: HandView) -> Ruling:
    seat = irregularity.seat
    cited = ("RROP-STUD-5", *_CASH)
    earlier = ruled_before(hand, DowncardExposed, seat=seat, street=irregularity.street)
    all_up = not hand.downcards(seat) and irregularity.position >= 3
    if all_up or (earlier and option(hand, "stud-two-exposed", "continue") == "misdeal"):
        return Ruling(
            kind=RulingKind.MISDEAL,
            remedies=(RedealExact(),),
            citations=cited,
            message=msg(
                "rrop.seven.initial_exposure.1",
                "Every card of the player's first three is face up: the deal is void and dealt again.",
            ),
        )
    if earlier and option(hand, "stud-two-exposed", "continue") == "floor-decision":
        return choice(
            (
                Option(name="redeal", kind=RulingKind.MISDEAL, remedies=(RedealExact(),)),
                Option(name="continue", remedies=turned_up(seat)),
            ),
            cited,
            msg(
                "rrop.seven.initial_exposure.2",
                "A second exposed downcard: the house leaves the choice of a new deal to the floor.",
            ),
        )
    return plays_up(
        seat,
        cited,
        msg(
            "rrop.seven.initial_exposure.3",
            "The exposed downcard plays as an upcard and the player's next card comes face down; a misdeal only when "
            "all three of his first cards are exposed.",
        ),
    )


def _last_card_exposed(seat: int, hand: HandView) -> Ruling:
    if not betting_can_continue(hand) or hand.stack(seat) == 0:
        return kept_up(
            seat,
            _CASH,
            msg(
                "rrop.seven.last_card_exposed.1",
                "No more betting can involve the player: his exposed last card is kept and the others get theirs down.",
            ),
        )
    if option(hand, "seventh-exposed", "keep") == "replace":
        return carry_on(
            (ReplaceFromStub(seat=seat),),
            ("TDA2024-RP10-B", *_CASH),
            msg(
                "rrop.seven.last_card_exposed.2",
                "The house replaces an exposed last card with the next stub card, face down.",
            ),
        )
    return choice(
        (Option(name="declare_all_in", remedies=(AllInForPot(seat=seat),)), Option(name="continue")),
        _CASH,
        msg(
            "rrop.seven.last_card_exposed.3",
            "Seat {seat} keeps his exposed last card; before any action he may declare himself "
            "all in for the pot as it stands, or stay in for all further betting. The sixth-"
            "street opener acts first.",
            seat=seat,
        ),
        seat=seat,
        remedies=(PlaysAsUpcard(seat=seat),),
    )


upcard_dealt_down = upcard_dealt_down_rule("WSOP24T-7CS")
"""Robert's Rules are silent: the WSOP tournament answer, supported by TDA RP-14 (the shared stud procedure)."""


#: IRR-11: a player who turns his own hole card up gets no face-down card in return.
own_downcard_exposed = own_downcard_rule(
    "RROP-ES-STUD-IRR-11",
    ("RROP-ES-STUD-IRR-11",),
    msg(
        "rrop.play.own_downcard_exposed",
        "The player exposed his own card: there is no face-down card in return, and he plays on with it showing.",
    ),
)
