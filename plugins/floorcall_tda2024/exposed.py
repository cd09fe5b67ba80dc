"""Exposed cards under TDA 2024, in every game: a downcard the dealer exposes, a player's own, an upcard dealt down.

- Flop games (35A.7, :func:`flop_downcard_exposed`): one of the first two cards, or a second exposure, before
  substantial action is a misdeal; a later single exposure is replaced and becomes the first burn (RROP-HE-1).
- Stud (RP-10-A and B, :func:`stud_downcard_exposed`): the card plays as an upcard and the next comes down; on the
  last street it is replaced from the stub while betting can go on; a second exposure on the deal as the house's
  ``stud-two-exposed`` says (RP-14). A player's own downcard stays up (:data:`own_downcard_exposed`); a seat with no
  upcard where one was due has a downcard turned at random (:data:`upcard_dealt_down`, RP-14).
- Draw games (TDA2024-35A.8, the WSOP draw rules, :data:`exposed_card`): on the first deal one exposure is replaced and
  a second is a misdeal (WSOP24T-DRAW.2); on a draw the replacement comes after the draw (WSOP24L-LOWBALL.2).
"""

from __future__ import annotations

from floorcall import AnyRemedy, CardToBurn, DowncardExposed, HandView, RedealExact, ReplaceFromStub, Ruling, RulingKind
from floorcall.model import Option
from floorcall.rulekit import Rule, betting_can_continue, board_game, choice, last_street, rule, ruled_before, ruling
from floorcall_rulelib.draw import exposure_rule
from floorcall_rulelib.stud import kept_up, own_downcard_rule, plays_up, turned_up, upcard_dealt_down_rule
from floorcall_tda2024.common import carry_on, earlier, five_card, misdeal, option, stud
from floorcall_tda2024.draw import HOUSE
from floorcall_tda2024.messages import msg

__all__ = [
    "RULES",
    "exposed_card",
    "flop_downcard_exposed",
    "own_downcard_exposed",
    "stud_downcard_exposed",
    "upcard_dealt_down",
]


def _flop_exposure(irregularity: DowncardExposed, hand: HandView) -> Ruling:
    """TDA2024-35A.7 in flop games: one of the first two cards, or a second exposure, before SA is a misdeal."""
    dealt_before = sum(len(hand.cards(seat)) for seat in hand.seats)
    if not hand.substantial_action and (dealt_before < 2 or earlier(hand, DowncardExposed) >= 1):
        return misdeal(
            hand,
            ("TDA2024-35A.7", "TDA2024-36"),
            msg(
                "tda.misdeals.flop_exposure.1",
                "In a flop game the dealer exposed one of the first two cards off the deck, or a second downcard:"
                " misdeal.",
            ),
        )
    if option(hand, "flop-exposed-downcard", "replace") == "keep":
        return carry_on(
            (),
            ("TDA2024-35A.7",),
            msg("tda.misdeals.flop_exposure.2", "A single later exposure is no misdeal; this house lets him keep it."),
        )
    remedies: tuple[AnyRemedy, ...] = (ReplaceFromStub(seat=irregularity.seat, after_round=True),)
    if irregularity.card.is_known:
        remedies += (CardToBurn(card=irregularity.card),)
    return carry_on(
        remedies,
        ("TDA2024-35A.7", "RROP-HE-1"),
        msg(
            "tda.misdeals.flop_exposure.3",
            "One exposed downcard other than the first two is no misdeal; TDA gives no repair, so the card-room"
            " practice "
            "applies: the player gets the next card after the round and the exposed card is the first burn.",
        ),
    )


@rule("TDA2024-35A.7", DowncardExposed, scope=board_game)
def flop_downcard_exposed(irregularity: DowncardExposed, hand: HandView | None) -> Ruling | None:
    """Exposed downcards on the initial deal of flop games (stud and draw exposures have rules of their own)."""
    if not irregularity.initial_deal or hand is None:
        return None
    return _flop_exposure(irregularity, hand)


_EXPOSED = ("TDA2024-RP10-A",)


@rule("TDA2024-RP10-A", DowncardExposed, scope=stud)
def stud_downcard_exposed(irregularity: DowncardExposed, hand: HandView | None) -> Ruling | None:
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


#: A player who shows his own downcard gets no face-down card for it (TDA silent; the seed's answer).
own_downcard_exposed = own_downcard_rule(
    "RROP-ES-STUD-IRR-11",
    ("TDA2024-1", "RROP-ES-STUD-IRR-11"),
    msg(
        "tda.seed.own_downcard_exposed",
        "The player exposed his own card: he plays on with it showing and his next card comes as normal.",
    ),
)


def _first_deal_exposure(irregularity: DowncardExposed, hand: HandView, earlier: int) -> Ruling:
    """WSOP24T-DRAW.2 on the initial deal; WSOP24L-LOWBALL.2 for a card exposed while a draw is dealt.

    Initial deal: the first exposed card is replaced (after the round of dealing) and goes out of play; a second one
    makes the deal a misdeal. The house option ``draw-exposed-card = "misdeal"`` makes any exposure on the initial
    deal a misdeal. The draw: the player gets a replacement once everyone else's draw is dealt; the first
    card exposed in a draw becomes the burn of the next draw, later ones go to the muck.
    """
    if not earlier and hand.options.get("draw-exposed-card", "replace-one") == "misdeal":
        return ruling(
            RulingKind.MISDEAL,
            (RedealExact(),),
            (HOUSE, "WSOP24T-DRAW.2"),
            msg(
                "tda.draw.exposed_card.1",
                "This house misdeals a draw hand for any card exposed while the hands are first dealt: it is dealt "
                "again.",
            ),
        )
    if earlier:
        return ruling(
            RulingKind.MISDEAL,
            (RedealExact(),),
            (HOUSE, "WSOP24T-DRAW.2"),
            msg(
                "tda.draw.exposed_card.2",
                "A second card exposed while the hands are first dealt makes it a misdeal; the hand is dealt again.",
            ),
        )
    return ruling(
        RulingKind.CONTINUE,
        (ReplaceFromStub(seat=irregularity.seat, after_round=True),),
        (HOUSE, "WSOP24T-DRAW.2"),
        msg(
            "tda.draw.exposed_card.3",
            "The exposed {card} is out of play; seat {seat} gets another card after this round of"
            " the deal, and the deal goes on.",
            card=irregularity.card,
            seat=irregularity.seat,
        ),
    )


exposed_card = exposure_rule("WSOP24T-DRAW.2", _first_deal_exposure, on_draw=(HOUSE, "WSOP24L-LOWBALL.2"))


RULES: tuple[Rule, ...] = (
    flop_downcard_exposed,
    stud_downcard_exposed,
    exposed_card,
    own_downcard_exposed,
    upcard_dealt_down,
)
